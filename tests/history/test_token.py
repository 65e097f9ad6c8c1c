"""The coach's API token page: show, create (once), rotate only after confirming, and only what was seen."""

import pytest
from rest_framework.authtoken.models import Token

from tests import schedule_factories as f

pytestmark = pytest.mark.django_db
URL = "/accounts/api-token/"


def test_the_page_needs_a_login(client):
    response = client.get(URL)
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert client.post(URL, {"action": "create"}).status_code == 302
    assert Token.objects.count() == 0


def test_create_twice_makes_one_token_which_the_api_accepts(client):
    user = f.user("grim")
    client.force_login(user)
    client.post(URL, {"action": "create"})
    client.post(URL, {"action": "create"})  # a double submit
    token = Token.objects.get(user=user)
    assert token.key in client.get(URL).content.decode()
    from django.test import Client
    assert Client().get("/api/leagues/", HTTP_AUTHORIZATION=f"Token {token.key}").status_code == 200
    assert Client().get("/api/leagues/", HTTP_AUTHORIZATION="Token not-a-key").status_code == 401


def test_rotation_asks_first_then_replaces_once(client):
    user = f.user()
    old = Token.objects.create(user=user)
    client.force_login(user)
    page = client.get(URL + "?rotate=1").content.decode()
    assert "Replace this token?" in page
    # the first step (no confirmation) changes nothing
    client.post(URL, {"action": "rotate", "current": old.key[:8]})
    assert Token.objects.get(user=user).key == old.key
    client.post(URL, {"action": "rotate", "confirm": "yes", "current": old.key[:8]})
    new = Token.objects.get(user=user)
    assert new.key != old.key
    # the same form sent again finds the key changed: nothing rotates twice
    response = client.post(URL, {"action": "rotate", "confirm": "yes", "current": old.key[:8]}, follow=True)
    assert Token.objects.get(user=user).key == new.key
    assert "already replaced" in response.content.decode()


def test_a_coach_rotates_only_their_own_token(client):
    owner, other = f.user(), f.user()
    theirs = Token.objects.create(user=owner)
    client.force_login(other)
    client.post(URL, {"action": "rotate", "confirm": "yes", "current": theirs.key[:8]})
    assert Token.objects.get(user=owner).key == theirs.key
    assert not Token.objects.filter(user=other).exists()

"""Pages served again while the database has not changed (dugout/page_cache.py, docs/decisions.md "Pages served
from a cache"): never after a write, never to another viewer, with the viewer's own CSRF token and messages."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.messages import constants
from django.contrib.messages.storage.base import Message
from django.contrib.messages.storage.cookie import CookieStorage
from django.db import connection, transaction
from django.http import HttpRequest, HttpResponse
from django.test import Client, override_settings
from django.test.utils import CaptureQueriesContext

from dugout import page_cache
from league.models import Player, Team
from tests import schedule_factories as f

pytestmark = pytest.mark.usefixtures("postgres_committed")


@pytest.fixture
def team():
    lg = f.league()
    division = f.division(f.season(lg), teams=2)
    Player.objects.filter(team__league=lg).update(position="dwarf_blocker_lineman")  # the team sheet reads it
    return division.teams.order_by("pk").first()


@pytest.fixture
def quiet_server(monkeypatch):
    """No commit anywhere on the PostgreSQL server between two requests. The snapshot is the server's, so on a
    shared server (the suite's other process, other projects) someone else's commit also renders the page again:
    more renders, never a stale page. Tests that count a page served again hold the state still; the tests of
    invalidation read the real one."""
    state = page_cache.database_state()
    monkeypatch.setattr(page_cache, "database_state", lambda: state)


def test_the_database_state_moves_with_every_commit_and_is_unknown_inside_a_transaction():
    before = page_cache.database_state()
    get_user_model().objects.create_user(username="committed")
    assert before is not None and page_cache.database_state() != before
    with transaction.atomic():
        assert page_cache.database_state() is None


def get(client, url):
    """(response, SQL statements run for it)."""
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    return response, len(queries)


def seen(client, url):
    """The page asked until the viewer holds its CSRF cookie and the page is kept: what a browser has after a visit."""
    client.get(url)  # sets the CSRF cookie
    client.get(url)  # rendered with it, and kept
    return url


def test_a_page_seen_again_is_served_without_rendering(team, quiet_server):
    client = Client()
    client.force_login(team.coach.user)
    url = seen(client, f"/teams/{team.pk}/")
    rendered, _ = get(Client(), url)
    response, statements = get(client, url)
    assert response.status_code == 200
    assert statements == 0  # not rendered again (the real state is one statement more)
    assert team.name in response.content.decode()
    assert response["Content-Language"] == "en" and response["X-Frame-Options"] == "DENY"
    assert response["Content-Type"] == rendered["Content-Type"]


def test_any_write_renders_the_page_again(team):
    client = Client()
    url = seen(client, f"/teams/{team.pk}/")
    Team.objects.filter(pk=team.pk).update(name="Renamed Raiders")
    response, statements = get(client, url)
    assert "Renamed Raiders" in response.content.decode() and statements > 1
    # A write that this page does not show renders it again too: no write path has to say what it touched.
    get(client, url)
    get_user_model().objects.create_user(username="unrelated")
    _, statements = get(client, url)
    assert statements > 1


def test_each_viewer_gets_their_own_page(team):
    coach, visitor = Client(), Client()
    coach.force_login(team.coach.user)
    url = seen(coach, f"/teams/{team.pk}/")
    seen(visitor, url)
    coach_page, visitor_page = get(coach, url)[0].content.decode(), get(visitor, url)[0].content.decode()
    assert "Log out" in coach_page and "Log out" not in visitor_page


def test_a_served_page_carries_the_viewers_own_csrf_token(team, quiet_server):
    client = Client(enforce_csrf_checks=True)
    url = seen(client, f"/teams/{team.pk}/")
    response, statements = get(client, url)
    assert statements == 0
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', response.content.decode()).group(1)
    answer = client.post("/i18n/setlang/", {"language": "it", "next": url, "csrfmiddlewaretoken": token})
    assert answer.status_code == 302  # accepted: not 403
    # Another viewer, with a CSRF cookie of its own, is never handed this one's token.
    other = Client(enforce_csrf_checks=True)
    seen(other, url)
    assert token not in get(other, url)[0].content.decode()


def test_a_viewer_without_a_csrf_cookie_gets_a_rendered_page(team):
    client = Client()
    url = f"/teams/{team.pk}/"
    for _ in range(3):
        response, statements = get(client, url)
        client.cookies.pop("csrftoken", None)
        assert statements > 1


def test_a_waiting_message_is_shown_not_hidden_behind_a_served_page(team):
    client = Client()
    url = seen(client, f"/teams/{team.pk}/")
    carrier = HttpResponse()
    CookieStorage(HttpRequest())._store([Message(constants.ERROR, "The treasury was not changed.")], carrier)
    client.cookies[CookieStorage.cookie_name] = carrier.cookies[CookieStorage.cookie_name].value
    response, _ = get(client, url)
    assert "The treasury was not changed." in response.content.decode()
    assert "The treasury was not changed." not in get(client, url)[0].content.decode()


def test_the_language_asked_is_the_language_served(team):
    client = Client()
    url = seen(client, f"/teams/{team.pk}/")
    client.cookies["django_language"] = "it"
    italian, statements = get(client, url)
    assert italian["Content-Language"] == "it" and statements > 1


def test_inside_a_transaction_every_page_is_rendered(team):
    client = Client()
    url = seen(client, f"/teams/{team.pk}/")
    with transaction.atomic():  # its own writes would not change the database's state as others see it
        Team.objects.filter(pk=team.pk).update(name="Uncommitted Name")
        response, statements = get(client, url)
    assert "Uncommitted Name" in response.content.decode() and statements > 1


@override_settings(PAGE_CACHE_SECONDS=0)
def test_off_when_no_time_is_allowed(team):
    client = Client()
    url = seen(client, f"/teams/{team.pk}/")
    assert get(client, url)[1] > 1


def test_the_api_standings_are_served_again_for_the_same_viewer(team, quiet_server):
    division = team.divisions.get()
    client = Client()
    client.force_login(team.coach.user)
    url = seen(client, f"/api/divisions/{division.pk}/standings/")
    first = client.get(url).json()
    response, statements = get(client, url)
    assert statements == 0 and response.json() == first
    assert {row["team"] for row in first} >= {team.name}

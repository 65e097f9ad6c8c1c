"""Issue #23: an oversized API body answers JSON 413 and a deeply nested JSON body JSON 400 (not an HTML
400, nor a RecursionError 500); nothing is created."""

import json

import pytest
from django.test import Client

from league.models import League

pytestmark = pytest.mark.django_db


@pytest.fixture
def api(make_user):
    client = Client(raise_request_exception=False)
    client.force_login(make_user("anna"))
    return client


def test_an_oversized_body_answers_json_413(api, settings):
    settings.API_MAX_BODY_BYTES = 1000
    body = json.dumps({"name": "x" * 2000, "ruleset": "dungeon_bowl"})
    response = api.post("/api/leagues/", body, content_type="application/json")
    assert response.status_code == 413 and response["Content-Type"] == "application/json"
    assert response.json()["errors"][0]["code"] == "body_too_large"
    assert not League.objects.exists()


def test_a_body_nested_beyond_the_interpreter_answers_json_400(api):
    body = "[" * 100_000 + "]" * 100_000
    response = api.post("/api/leagues/", body, content_type="application/json")
    assert response.status_code == 400 and response["Content-Type"] == "application/json"
    assert "deeper than 32 levels" in response.content.decode()


def test_a_body_nested_beyond_the_limit_answers_json_400(api):
    body = json.dumps({"name": "Deep", "ruleset": "dungeon_bowl", "settings": json.loads("[" * 40 + "]" * 40)})
    response = api.post("/api/leagues/", body, content_type="application/json")
    assert response.status_code == 400 and "deeper than 32 levels" in response.content.decode()
    assert not League.objects.exists()


def test_a_body_within_the_limits_is_served(api):
    response = api.post("/api/leagues/", json.dumps({"name": "Fine", "ruleset": "dungeon_bowl"}),
                        content_type="application/json")
    assert response.status_code == 201, response.content

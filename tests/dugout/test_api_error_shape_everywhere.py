"""Issue #23: every route of the API answers its errors in the one shape (docs/api.md):
{"errors": [{"code", "message", "field"?, "rule"?}]}. Walks every operation of the live schema as an anonymous
client and as a signed-in user with nothing to command, with missing objects and with bodies that are not what
the operation takes; and one broken rule per game's API (the hand-built {"errors": ["..."]} answers of Blitz
Bowl, Team Manager, Blood Bowl 2016, the off-season and tournaments are gone)."""

import re

import pytest
from rest_framework.test import APIClient

from games.blitz_bowl.models import LegacyGame
from league.models import Fixture, Season
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db

MISSING = "999999"


def _shape(response, where):
    assert response["Content-Type"].startswith("application/json"), (where, response.status_code, response.content[:200])
    body = response.json()
    assert set(body) == {"errors"} and body["errors"], (where, body)
    for error in body["errors"]:
        assert isinstance(error, dict) and isinstance(error.get("code"), str) and error["code"], (where, error)
        assert isinstance(error.get("message"), str) and error["message"], (where, error)
        assert set(error) <= {"code", "message", "field", "rule"}, (where, error)


def _operations(client):
    schema = client.get("/api/schema/?format=json").json()
    for path, operations in schema["paths"].items():
        for method in operations:
            if method in {"get", "post", "put", "patch", "delete"}:
                yield path, method


def test_every_operation_answers_its_errors_in_the_one_shape(make_user, settings):
    settings.API_THROTTLE_RATES = {"anon": None, "user": None}
    signed_in = APIClient()
    signed_in.force_authenticate(make_user("nobody"))
    seen = set()
    for path, method in _operations(APIClient()):
        url = re.sub(r"\{[^}]+\}", MISSING, path)
        for who, client in (("anonymous", APIClient()), ("signed in", signed_in)):
            for body in ({}, [], {"name": None, "divisions": "x", "sides": "x"}):
                response = getattr(client, method)(url, body, format="json") if method != "get" else client.get(url)
                if response.status_code >= 400:
                    _shape(response, (who, method, path, body))
                    seen.add(response.status_code)
    assert {400, 401, 404} <= seen


def test_malformed_json_on_a_game_api_answers_the_shape(make_user):
    client = APIClient()
    client.force_authenticate(make_user("carla"))
    response = client.post("/api/blitz/leagues/", "{not json", content_type="application/json")
    assert response.status_code == 400
    _shape(response, "blitz malformed")


@pytest.mark.parametrize("url,body", [
    ("/api/team-manager/helper/", {"kind": "highlight", "sides": []}),  # a matchup needs a manager's players (§9.1)
])
def test_a_broken_rule_names_its_section_in_the_shape(make_user, url, body):
    client = APIClient()
    client.force_authenticate(make_user("dora"))
    response = client.post(url, body, format="json")
    assert response.status_code == 400, response.content
    _shape(response, url)
    assert all(e["code"] == "rule_violation" and e["rule"].startswith("§") and f"({e['rule']})" in e["message"]
               for e in response.json()["errors"]), response.json()


def test_blitz_bowl_legacy_route_without_a_report_answers_404_in_the_shape():
    """It answered {"errors": ["This game has no report yet: report it first."]} (strings) before."""
    lg = f.league(ruleset="blitz_bowl")
    fixture = Fixture.objects.create(season=f.season(lg), home=f.team(lg, roster="dwarfs"),
                                     away=f.team(lg, roster="dwarfs"))
    LegacyGame.objects.create(old_id=7, fixture=fixture)
    response = APIClient().get("/api/blitz/games/7/confirm/")
    assert response.status_code == 404
    _shape(response, "legacy")
    assert response.json()["errors"][0]["message"] == "This game has no report yet: report it first."


@pytest.mark.parametrize("body", ['{"divisions": 1e400}', "[1, 2]", '{"divisions": [2]}', '{"divisions": 99}', "{}"])
def test_starting_a_season_with_a_bad_division_count_is_a_400_in_the_shape(body):
    """The 500 the fuzzer found on a season's start (issue #23): {"divisions": 1e400} was int(inf), an
    OverflowError, and a JSON array body was list.get, an AttributeError. Nothing changes."""
    user = f.user()
    season = f.season(f.league(commissioner=user))
    client = APIClient()
    client.force_authenticate(user)
    response = client.post(f"/api/seasons/{season.pk}/start/", body, content_type="application/json")
    assert response.status_code == 400, (body, response.status_code, response.content[:300])
    _shape(response, body)
    assert Season.objects.get(pk=season.pk).state == Season.State.REGISTRATION

"""Issue #23: the server errors and schema violations schemathesis found (tests/dugout/test_api_fuzz.py), each
pinned by the request that found it. Every one of these answered 500 or broke its schema before."""

import pytest
from rest_framework.test import APIClient

from games.dungeon_bowl.models import MatchReport
from league.models import Fixture, Season
from tests import postmatch_factories as pf
from tests import schedule_factories as f
from tests.api_errors import messages

pytestmark = pytest.mark.django_db


def api(user):
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_random_sponsors_for_a_league_of_another_game_is_404_not_a_500():
    """Sponsors are Dungeon Bowl's (§11.2): a Blitz Bowl league has no sponsors_enabled option (KeyError)."""
    boss = f.user()
    blitz = f.league(commissioner=boss, ruleset="blitz_bowl")
    response = api(boss).post(f"/api/leagues/{blitz.pk}/random-sponsors/")
    assert response.status_code == 404 and messages(response)


@pytest.mark.parametrize("ruleset", ["blitz_bowl", "kaosball", "team_manager", "blood_bowl_2016"])
def test_the_prematch_sheet_of_another_games_fixture_is_404_not_a_500(ruleset):
    """The pre-match sheet is Dungeon Bowl's (§5): the other games have no MATCH_SQUAD (AttributeError)."""
    boss = f.user()
    lg = f.league(commissioner=boss, ruleset=ruleset)
    fixture = Fixture.objects.create(season=f.season(lg, state=Season.State.REGULAR_SEASON),
                                     home=f.team(lg), away=f.team(lg))
    for url in ("", "buy/", "journeymen/"):
        client = api(boss)
        full = f"/api/matches/fixtures/{fixture.pk}/prematch/{url}"
        response = client.get(full) if not url else client.post(full, {"team": fixture.home_id}, format="json")
        assert response.status_code == 404, (url, response.status_code)
        assert messages(response)


def test_deciding_a_report_with_an_outcome_but_no_finish_is_a_400_not_a_500():
    """A form body with a blank finish left `finish` out of the validated data: to_data's KeyError."""
    lg = f.league()
    season = f.season(lg, state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.create(season=season, home=pf.team(lg), away=pf.team(lg))
    report = pf.report(fx)
    boss = lg.commissioners.first().user
    response = api(boss).post(f"/api/matches/reports/{report.pk}/decide/",
                              {"reason": "x", "outcome": "home_win", "finish": ""}, format="multipart")
    assert response.status_code == 400, response.content
    assert "outcome and its finish" in messages(response)[0]
    assert MatchReport.objects.get(pk=report.pk).status == report.status


@pytest.mark.parametrize("path,method,code", [
    ("/api/blitz/leagues/", "post", "201"),
    ("/api/team-manager/leagues/", "post", "201"),
    ("/api/kaosball/leagues/", "post", "201"),
    ("/api/tournaments/", "post", "201"),
    ("/api/seasons/{season_id}/penalties/", "post", "201"),
    ("/api/friendlies/", "post", "201"),
    ("/api/matches/fixtures/{fixture_id}/report/", "post", "201"),
    ("/api/teams/", "post", "404"),  # the body names a league that may not exist
    ("/api/matches/results/{report_id}/confirm/", "post", "409"),
])
def test_the_schema_documents_the_status_the_operation_answers(client, path, method, code):
    schema = client.get("/api/schema/?format=json").json()
    assert code in schema["paths"][path][method]["responses"], (path, method, code)


@pytest.mark.parametrize("path,method,body", [
    ("/api/tournaments/", "get", "array"),
    ("/api/matches/reports/{report_id}/dispute/", "post", "Report"),
    ("/api/fixtures/{fixture_id}/concede/", "post", "Fixture"),
])
def test_the_schema_promises_the_body_that_is_sent(client, path, method, body):
    schema = client.get("/api/schema/?format=json").json()
    responses = schema["paths"][path][method]["responses"]
    sent = responses.get("200") or responses.get("201")
    content = sent["content"]["application/json"]["schema"]
    assert content.get("type") == body or content.get("$ref", "").endswith(f"/{body}"), content


@pytest.mark.parametrize("url", ["/api/players/?team=936460274391522738176", "/api/teams/?league=99999999999999999999",
                                 "/api/seasons/?league=99999999999999999999"])
def test_a_filter_id_beyond_any_id_lists_nothing_instead_of_a_500(url):
    """An id past BigAutoField's range reached the database (SQLite OverflowError, PostgreSQL DataError)."""
    f.team(f.league())
    response = APIClient().get(url)
    assert response.status_code == 200 and response.json()["results"] == []


def test_arranging_a_match_with_an_id_beyond_any_id_is_a_400_not_a_500():
    boss = f.user()
    season = f.season(f.league(commissioner=boss), state=Season.State.REGULAR_SEASON)
    response = api(boss).post(f"/api/matches/seasons/{season.pk}/matches/",
                              {"teams": [1567717042362654464000, 88569], "kind": "friendly"}, format="json")
    assert response.status_code == 400, response.content
    assert response.json()["errors"][0]["field"].startswith("teams")


@pytest.mark.parametrize("action", ["draw", "divisions"])
def test_drawing_divisions_promises_the_array_it_sends(client, action):
    """The schema said a page ({"count", "results"}) for a POST that answers the season's divisions as an array."""
    schema = client.get("/api/schema/?format=json").json()
    body = schema["paths"][f"/api/seasons/{{id}}/{action}/"]["post"]["responses"]["200"]
    assert body["content"]["application/json"]["schema"]["type"] == "array"


def test_deciding_an_entry_for_a_team_id_beyond_any_id_is_a_400_not_a_500():
    """The 5,000-case fuzz: POST /api/seasons/<id>/decide/ with team -96919677175696392716288 (an overflow)."""
    boss = f.user()
    season = f.season(f.league(commissioner=boss))
    response = api(boss).post(f"/api/seasons/{season.pk}/decide/", {"team": -96919677175696392716288, "accept": False},
                              format="json")
    assert response.status_code == 400, response.content
    assert response.json()["errors"][0]["field"] == "team"

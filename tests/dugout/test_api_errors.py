"""Issue #23: one error shape for the API ({"errors": [{"code", "message", "field"?}]}, README "API errors"),
and 409 for a request that conflicts with the object's state (confirming a report already confirmed)."""

import pytest
from rest_framework.test import APIClient

from games.dungeon_bowl.models import MatchReport
from games.dungeon_bowl.services.reports import LineData, ReportData, submit_report
from league.models import Fixture, Season
from tests import postmatch_factories as pf
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


def api(user=None):
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def test_confirming_a_report_twice_answers_409_and_changes_nothing(django_capture_on_commit_callbacks):
    lg = f.league()
    season = f.season(lg, state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.create(season=season, home=pf.team(lg), away=pf.team(lg))
    scorer = fx.home.players.order_by("number").first()
    report = submit_report(fixture=fx, user=fx.home.coach.user, data=ReportData(
        outcome="home_win", finish="touchdown", scorer_id=scorer.pk, lines=[LineData(player_id=scorer.pk)]))
    url = f"/api/matches/reports/{report.pk}/confirm/"
    with django_capture_on_commit_callbacks(execute=True):
        assert api(fx.away.coach.user).post(url).status_code == 200
    confirmed_at = MatchReport.objects.get(pk=report.pk).confirmed_at
    again = api(fx.away.coach.user).post(url)
    assert again.status_code == 409, again.content
    assert again.json()["errors"][0]["code"] == "conflict" and "meanwhile" in again.json()["errors"][0]["message"]
    assert MatchReport.objects.get(pk=report.pk).confirmed_at == confirmed_at


def test_not_found_unauthenticated_and_field_errors_share_the_shape(make_user):
    missing = api(make_user("anna")).get("/api/leagues/999999/")
    assert missing.status_code == 404 and missing.json() == {"errors": [{"code": "not_found", "message": missing.json()["errors"][0]["message"]}]}
    anonymous = api().post("/api/leagues/", {"name": "x"}, format="json")
    assert anonymous.status_code == 401 and anonymous.json()["errors"][0]["code"] == "not_authenticated"
    invalid = api(make_user("bruno")).post("/api/leagues/", {}, format="json")
    assert invalid.status_code == 400
    assert {"code": "required", "message": "This field is required.", "field": "name"} in invalid.json()["errors"]
    malformed = api(make_user("carla")).post("/api/leagues/", "{not json", content_type="application/json")
    assert malformed.status_code == 400 and malformed.json()["errors"][0]["code"] == "parse_error"


def test_the_schema_documents_every_operations_error_answers(client):
    schema = client.get("/api/schema/?format=json").json()
    assert schema["components"]["schemas"]["Errors"]["required"] == ["errors"]
    operations = [(path, method, op) for path, ops in schema["paths"].items() for method, op in ops.items()
                  if method in {"get", "post", "put", "patch", "delete"}]
    assert operations
    for path, method, op in operations:
        for code in ("401", "403", "429"):
            assert code in op["responses"], (path, method, code)
        if "{" in path:
            assert "404" in op["responses"], (path, method)
        if method != "get":
            assert {"400", "413"} <= set(op["responses"]), (path, method)
    confirm = schema["paths"]["/api/matches/reports/{report_id}/confirm/"]["post"]["responses"]
    assert "409" in confirm


@pytest.mark.parametrize("path,method,code", [
    ("/api/divisions/{division_id}/standings/", "get", "200"),
    ("/api/seasons/{season_id}/fixtures/", "get", "200"),
    ("/api/seasons/{season_id}/schedule/", "post", "201"),
])
def test_list_endpoints_schemas_promise_the_arrays_they_send(client, path, method, code):
    schema = client.get("/api/schema/?format=json").json()
    body = schema["paths"][path][method]["responses"][code]["content"]["application/json"]["schema"]
    assert body["type"] == "array", body

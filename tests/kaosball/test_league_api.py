"""A commissioner runs a 6-team Kaosball league end to end through the API (§5): the league with its
settings, six coaches join with Kaosball teams, the schedule is drawn, every league match is reported and
confirmed (one disputed and ruled), a Max4 friendly is reported and never counts, the table, the play-offs
from the league's format and the championship match; the league closes."""

import pytest

from games.kaosball.models import Holdings
from league.models import Fixture, Season
from tests.kaosball.helpers import TEAM_KEYS, api_as, head_to_head

pytestmark = pytest.mark.django_db


def _report(client, fixture_id, body):
    return client.post(f"/api/matches/fixtures/{fixture_id}/result/", body, format="json")


def test_a_six_team_league_from_opening_to_championship_through_the_api(make_user):
    boss = make_user("api-boss")
    commissioner = api_as(boss)
    created = commissioner.post("/api/kaosball/leagues/", {"name": "Kaos Cup", "settings": {
        "playoff_format": "semi_finals", "points_win": 3}}, format="json")
    assert created.status_code == 201, created.content
    league = created.json()
    assert league["settings"]["playoff_format"] == "semi_finals" and league["settings"]["league_cash"] == 10

    users = [make_user(f"api-coach{i}") for i in range(6)]
    teams = []
    for i, user in enumerate(users):
        joined = api_as(user).post(f"/api/kaosball/leagues/{league['id']}/join/",
                                   {"team_name": f"Kaos {i}", "team_key": TEAM_KEYS[i % 4]}, format="json")
        assert joined.status_code == 201, joined.content
        teams.append(joined.json()["id"])
    assert Holdings.objects.filter(team_id__in=teams).count() == 6
    coach_of = dict(zip(teams, users, strict=True))

    # Only the commissioner starts; then the core's drawn schedule: every pair home and away (§5 reading).
    assert api_as(users[0]).post(f"/api/kaosball/leagues/{league['id']}/start/").status_code == 403
    started = commissioner.post(f"/api/kaosball/leagues/{league['id']}/start/")
    assert started.status_code == 200, started.content
    fixtures = started.json()["fixtures"]
    assert len(fixtures) == 30 and started.json()["state"] == "regular_season"

    # Every league match reported by the home coach, confirmed by the away coach; the first is disputed
    # and ruled by the commissioner with a corrected score.
    for n, fixture in enumerate(fixtures):
        home, away = (t["id"] for t in fixture["teams"])
        fx = Fixture.objects.get(pk=fixture["id"])
        report = _report(api_as(coach_of[home]), fixture["id"], head_to_head(fx, (12, 7), kills=(1, 0)))
        assert report.status_code == 201, report.content
        report_id = report.json()["id"]
        if n == 0:
            disputed = api_as(coach_of[away]).post(f"/api/matches/results/{report_id}/dispute/",
                                                   {"reason": "it was 7-12"}, format="json")
            assert disputed.status_code == 200
            ruled = commissioner.post(f"/api/matches/results/{report_id}/decide/", {
                "reason": "both score sheets say 7-12", **head_to_head(fx, (7, 12))}, format="json")
            assert ruled.status_code == 200 and ruled.json()["status"] == "confirmed"
        else:
            assert api_as(coach_of[away]).post(f"/api/matches/results/{report_id}/confirm/").status_code == 200

    # A Max4 friendly (§5, §26.1): four teams, reported and confirmed; it never counts in the table.
    friendly = api_as(users[0]).post(f"/api/kaosball/leagues/{league['id']}/friendlies/",
                                     {"teams": teams[:4]}, format="json")
    assert friendly.status_code == 201, friendly.content
    sides = [{"team": t, "score": s, "data": {"kills": 2 if i == 0 else 0}}
             for i, (t, s) in enumerate(zip(teams[:4], (20, 11, 9, 4), strict=True))]
    report = _report(api_as(users[1]), friendly.json()["id"], {"sides": sides, "match": {"mode": "maximum_kaos"}})
    assert report.status_code == 201, report.content
    assert api_as(users[2]).post(f"/api/matches/results/{report.json()['id']}/confirm/").status_code == 200

    table = commissioner.get(f"/api/kaosball/leagues/{league['id']}/").json()["table"]
    assert [row["played"] for row in table] == [10] * 6  # the friendly is in nobody's row
    assert sum(row["won"] for row in table) == 30
    # Every home team won 12-7 but the first match (7-12): points, then the ruleset's tie-breakers.
    assert table[0]["points"] >= table[-1]["points"]

    playoffs = commissioner.post(f"/api/kaosball/leagues/{league['id']}/playoffs/")
    assert playoffs.status_code == 201, playoffs.content
    semis = playoffs.json()["fixtures"]
    assert len(semis) == 2  # 1 v 4 and 2 v 3 (the league's format)
    top4 = [row["team_id"] for row in table[:4]]
    assert [[t["id"] for t in f["teams"]] for f in semis] == [[top4[0], top4[3]], [top4[1], top4[2]]]

    def play_off(fixture_id):
        fx = Fixture.objects.get(pk=fixture_id)
        body = head_to_head(fx, (15, 9))
        assert commissioner.post(f"/api/matches/fixtures/{fixture_id}/result/",
                                 {**body, "reason": "played at the club"}, format="json").status_code == 201

    for semi in semis:
        play_off(semi["id"])
    detail = commissioner.get(f"/api/kaosball/leagues/{league['id']}/").json()
    final = next(m for m in detail["playoffs"] if m["stage"] == "final")
    third = next(m for m in detail["playoffs"] if m["stage"] == "third_place")
    play_off(final["fixture"]["id"])
    play_off(third["fixture"]["id"])
    detail = commissioner.get(f"/api/kaosball/leagues/{league['id']}/").json()
    assert detail["champion"]["id"] == top4[0]  # the home side (seed 1) won the championship match 15-9
    assert detail["state"] == Season.State.CLOSED


def test_a_league_opened_through_the_core_api_joins_and_starts_on_kaosballs_pages(make_user):
    """A Kaosball league made with the core's /api/leagues/ (ruleset "kaosball") gets its one division on the
    first join, and starts like one opened on Kaosball's page (§5)."""
    boss = make_user("core-boss")
    league = api_as(boss).post("/api/leagues/", {"name": "Core Kaos", "ruleset": "kaosball"}, format="json").json()
    for i in range(4):
        assert api_as(make_user(f"core-coach{i}")).post(f"/api/kaosball/leagues/{league['id']}/join/", {
            "team_name": f"Core {i}", "team_key": TEAM_KEYS[i]}, format="json").status_code == 201
    started = api_as(boss).post(f"/api/kaosball/leagues/{league['id']}/start/")
    assert started.status_code == 200 and len(started.json()["fixtures"]) == 12

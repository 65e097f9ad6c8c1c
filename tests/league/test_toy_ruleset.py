"""A sixth game plugs in from tests/ alone (docs/architecture.md, "How to add a game"): Tiddlywinks
(tests/toy_game) is registered, and a season of it is played through the API — league with the game's
settings, teams, divisions, a drawn schedule, results reported and confirmed, a disputed one ruled by the
commissioner, a three-team match — and its standings count by the game's own points and tie-breakers.
Nothing in league/ or matches/ knows the game."""

from pathlib import Path

import pytest
from rest_framework.test import APIClient

import engine.rulesets
from league.models import Fixture

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tiddlywinks():
    engine.rulesets.register("tiddlywinks", "tests.toy_game")
    yield engine.rulesets.get("tiddlywinks")
    engine.rulesets.unregister("tiddlywinks")


def _as(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def _report(client, fixture_id: int, scores: dict, lost: dict | None = None):
    sides = [{"team": team, "score": score, "data": {"squidgers_lost": (lost or {}).get(team, 0)}}
             for team, score in scores.items()]
    return client.post(f"/api/matches/fixtures/{fixture_id}/result/", {"sides": sides}, format="json")


@pytest.mark.django_db
def test_a_season_of_a_registered_toy_game_through_the_api(tiddlywinks, make_user):
    commissioner = _as(make_user("winks-commissioner"))
    response = commissioner.post("/api/leagues/", {"name": "Winks League", "ruleset": "tiddlywinks",
                                                   "settings": {"point_for_a_draw": True}}, format="json")
    assert response.status_code == 201, response.content
    league = response.json()
    assert league["settings"] == {"point_for_a_draw": True}
    refused = commissioner.post("/api/leagues/", {"name": "Bad", "ruleset": "tiddlywinks",
                                                  "settings": {"sponsors_enabled": True}}, format="json")
    assert refused.status_code == 400 and "no league setting 'sponsors_enabled'" in refused.content.decode()

    coaches = [make_user(f"winker{i}") for i in range(4)]
    teams = []
    for i, user in enumerate(coaches):
        response = _as(user).post("/api/teams/", {"league": league["id"], "name": f"Winkers {i}",
                                                  "roster": ["Red", "Blue", "Green", "Yellow"][i]}, format="json")
        assert response.status_code == 201, response.content
        teams.append(response.json()["id"])
    season = league["seasons"][0]
    for team in teams:
        assert commissioner.post(f"/api/seasons/{season}/decide/", {"team": team, "accept": True},
                                 format="json").status_code == 200
    assert commissioner.post(f"/api/seasons/{season}/draw/", {"count": 1}, format="json").status_code == 200
    assert commissioner.post(f"/api/seasons/{season}/schedule/", {}, format="json").status_code in (200, 201)
    assert commissioner.post(f"/api/seasons/{season}/state/", {"state": "regular_season"},
                             format="json").status_code == 200

    fixtures = commissioner.get(f"/api/seasons/{season}/fixtures/").json()
    fixtures = fixtures["results"] if isinstance(fixtures, dict) else fixtures
    first, second, third = fixtures[:3]
    coach_of = dict(zip(teams, coaches, strict=True))

    # A coach reports, the opponent confirms.
    home, away = first["home"], first["away"]
    bad = _report(_as(coach_of[home]), first["id"], {home: 30, away: 2})
    assert bad.status_code == 400 and "Rule 3" in bad.content.decode()
    report = _report(_as(coach_of[home]), first["id"], {home: 6, away: 2}, {away: 1}).json()
    assert _as(coach_of[home]).post(f"/api/matches/results/{report['id']}/confirm/").status_code == 403
    assert _as(coach_of[away]).post(f"/api/matches/results/{report['id']}/confirm/").status_code == 200

    # A draw, confirmed: 1 point each by the league's setting.
    home2, away2 = second["home"], second["away"]
    report = _report(_as(coach_of[away2]), second["id"], {home2: 3, away2: 3}).json()
    assert _as(coach_of[home2]).post(f"/api/matches/results/{report['id']}/confirm/").status_code == 200

    # A dispute, ruled by the commissioner with a corrected score (audited).
    home3, away3 = third["home"], third["away"]
    report = _report(_as(coach_of[home3]), third["id"], {home3: 5, away3: 1}).json()
    assert _as(coach_of[away3]).post(f"/api/matches/results/{report['id']}/dispute/", {"reason": "it was 1-5"},
                                     format="json").status_code == 200
    assert _as(coach_of[away3]).post(f"/api/matches/results/{report['id']}/decide/", {"reason": "x"},
                                     format="json").status_code == 403
    ruled = commissioner.post(f"/api/matches/results/{report['id']}/decide/", {
        "reason": "both scorecards say 1-5",
        "sides": [{"team": home3, "score": 1}, {"team": away3, "score": 5}]}, format="json")
    assert ruled.status_code == 200 and ruled.json()["status"] == "confirmed"

    # A three-team league match, arranged by the commissioner, reported and confirmed.
    three = commissioner.post(f"/api/matches/seasons/{season}/matches/", {"teams": teams[:3], "kind": "league"},
                              format="json")
    assert three.status_code == 201, three.content
    five = commissioner.post(f"/api/matches/seasons/{season}/matches/", {"teams": teams + [teams[0]]},
                             format="json")
    assert five.status_code == 400
    report = _report(_as(coach_of[teams[1]]), three.json()["id"], {teams[0]: 2, teams[1]: 9, teams[2]: 4}).json()
    assert _as(coach_of[teams[2]]).post(f"/api/matches/results/{report['id']}/confirm/").status_code == 200
    fixture = Fixture.objects.get(pk=three.json()["id"])
    assert fixture.outcome == "placed" and [s.result for s in fixture.side_rows()] == ["loss", "win", "loss"]

    division = commissioner.get(f"/api/seasons/{season}/").json()["divisions"][0]["id"]
    rows = commissioner.get(f"/api/divisions/{division}/standings/").json()
    rows = rows["results"] if isinstance(rows, dict) else rows
    expected = {}
    for team in teams:
        expected[team] = {"played": 0, "points": 0, "winks": 0}
    for team, pts, winks in ((home, 2, 6), (away, 0, 2), (home2, 1, 3), (away2, 1, 3), (home3, 0, 1), (away3, 2, 5),
                             (teams[0], 0, 2), (teams[1], 2, 9), (teams[2], 0, 4)):
        expected[team]["played"] += 1
        expected[team]["points"] += pts
        expected[team]["winks"] += winks
    got = {r["team_id"]: {"played": r["played"], "points": r["points"], "winks": r["winks"]} for r in rows}
    assert got == expected
    order = sorted(teams, key=lambda t: (-expected[t]["points"], -expected[t]["winks"]))
    assert [r["team_id"] for r in rows][:2] == order[:2]
    assert rows[[r["team_id"] for r in rows].index(away)]["squidgers_lost"] == 1


def test_league_and_matches_never_name_a_game():
    """The core asks the ruleset; it does not know Tiddlywinks (nor, here, the test's toy game at all)."""
    for folder in ("league", "matches"):
        for path in (ROOT / folder).rglob("*.py"):
            assert "tiddlywinks" not in path.read_text().lower(), path


@pytest.mark.django_db
def test_result_and_match_writes_are_permission_checked(tiddlywinks, make_user):
    """Every write of the generic flow says who may do it, and a refused write changes nothing."""
    from league.models import Season
    from matches.models import ResultReport
    from tests import schedule_factories as f

    commissioner, coach, stranger = make_user("c-boss"), make_user("c-coach"), make_user("c-stranger")
    league = f.league(commissioner=commissioner, ruleset="tiddlywinks")
    season = f.season(league, state=Season.State.REGULAR_SEASON)
    teams = [f.team(league, coach=coach if i == 0 else None, players=0) for i in range(3)]
    url = f"/api/matches/seasons/{season.pk}/matches/"
    assert _as(stranger).post(url, {"teams": [t.pk for t in teams]}, format="json").status_code == 403
    assert _as(coach).post(url, {"teams": [t.pk for t in teams], "kind": "league"}, format="json").status_code == 403
    assert not Fixture.objects.exists()
    friendly = _as(coach).post(url, {"teams": [t.pk for t in teams]}, format="json")
    assert friendly.status_code == 201
    fixture_id = friendly.json()["id"]
    scores = {t.pk: 1 for t in teams}
    assert _report(_as(stranger), fixture_id, scores).status_code == 403
    assert _report(APIClient(), fixture_id, scores).status_code in (401, 403)
    assert not ResultReport.objects.exists()
    report = _report(_as(coach), fixture_id, {teams[0].pk: 3, teams[1].pk: 1, teams[2].pk: 1}).json()
    assert _as(coach).post(f"/api/matches/results/{report['id']}/dispute/", {"reason": "mine"},
                           format="json").status_code == 403
    assert _as(stranger).post(f"/api/matches/results/{report['id']}/confirm/").status_code == 403
    assert ResultReport.objects.get().status == "pending"
    # The reporting coach may correct the report until another side answers it: one report, now corrected.
    assert _report(_as(coach), fixture_id, scores).status_code == 201
    assert [side["score"] for side in ResultReport.objects.get().sides] == [1, 1, 1]

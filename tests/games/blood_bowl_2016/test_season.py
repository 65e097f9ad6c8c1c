"""A Blood Bowl 2016 season through the API and the pages: teams built (§13), the schedule drawn by the core,
fixtures reported (§11.3 result data) and confirmed, one simulated by the classic engine with a fixed seed and
replayed, the rest by the core's simulation batch, the standings, the play-off final in the core's bracket, and
the off-season's next season."""

import pytest

from engine.classic.bots import ClassicCoach
from engine.classic.simulate import simulate
from games.blood_bowl_2016 import services
from games.blood_bowl_2016.models import ClassicMatchRecord
from league.models import Bracket, Fixture, Season
from matches.models import ResultReport

from .conftest import client_for

pytestmark = pytest.mark.django_db


def _fixtures(boss, season):
    rows = boss.get(f"/api/seasons/{season}/fixtures/").json()
    return rows["results"] if isinstance(rows, dict) else rows


def _report(client, fixture, home_td, away_td, ending="full_time", home=None, away=None):
    sides = [{"team": fixture["home"], "score": home_td, "data": home or {}},
             {"team": fixture["away"], "score": away_td, "data": away or {}}]
    return client.post(f"/api/matches/fixtures/{fixture['id']}/result/", {"sides": sides, "match": {"ending": ending}},
                       format="json")


def test_a_season_of_blood_bowl_2016(bb_season, client, django_capture_on_commit_callbacks):
    commissioner, league, coaches, teams, season = bb_season
    boss = client_for(commissioner)
    coach_of = dict(zip(teams, coaches, strict=True))
    fixtures = _fixtures(boss, season)
    assert len(fixtures) == 12  # four teams, the core's home-and-away round robin
    first, second, third = fixtures[:3]

    # §11.3: a game level after extra time cannot be "extra time"; the report is refused and nothing stored.
    bad = _report(client_for(coach_of[first["home"]]), first, 1, 1, ending="extra_time")
    assert bad.status_code == 400 and "§11.3" in bad.content.decode()
    assert not ResultReport.objects.exists()

    # A coach reports 2-1 with casualties; the other coach confirms (the reporter may not).
    report = _report(client_for(coach_of[first["home"]]), first, 2, 1, home={"casualties": 2}).json()
    assert client_for(coach_of[first["home"]]).post(f"/api/matches/results/{report['id']}/confirm/").status_code == 403
    assert client_for(coach_of[first["away"]]).post(f"/api/matches/results/{report['id']}/confirm/").status_code == 200
    assert client_for(coach_of[first["away"]]).post(f"/api/matches/results/{report['id']}/confirm/").status_code == 409  # a state conflict (issue #23)

    # Through the fixture page: a penalty shoot-out after a level extra time (§11.3), confirmed on the page.
    client.force_login(coach_of[second["away"]])
    page = client.get(f"/matches/fixtures/{second['id']}/")
    assert page.status_code == 200 and "Report the match" in page.content.decode()
    sent = client.post(f"/bb2016/fixtures/{second['id']}/report/", {
        "home_score": "1", "away_score": "1", "home_casualties": "0", "away_casualties": "1",
        "ending": "penalty_shoot_out", "shoot_out_winner": "away"})
    assert sent.status_code == 302
    client.force_login(coach_of[second["home"]])
    assert client.post(f"/bb2016/fixtures/{second['id']}/answer/", {"answer": "confirm"}).status_code == 302
    fx = Fixture.objects.get(pk=second["id"])
    assert fx.status == "played" and [s.result for s in fx.side_rows()] == ["loss", "win"]

    # The commissioner simulates the third fixture with a fixed seed: the engine's own outcome is filed.
    sim = boss.post(f"/api/bb2016/fixtures/{third['id']}/simulate/", {"seed": "bb-seed-7"}, format="json")
    assert sim.status_code == 201, sim.content
    fx = Fixture.objects.get(pk=third["id"])
    record = ClassicMatchRecord.objects.get(fixture=fx)
    home_sheet, _ = services.team_sheet(fx.home, side="home")
    away_sheet, _ = services.team_sheet(fx.away, side="away")
    again = simulate(home_sheet, away_sheet, seed="bb-seed-7",
                     bots=(ClassicCoach("bb-seed-7:home"), ClassicCoach("bb-seed-7:away")),
                     **league_rules(fx).engine_options(fx.season.league.options))
    assert [s.score for s in fx.side_rows()] == [again.score["home"], again.score["away"]]
    assert record.events == again.events and fx.note.startswith("Simulated")
    assert fx.side_rows()[0].data["casualties"] == again.casualties["home"]
    # Twice: the second simulation of the same fixture is refused and nothing changes.
    assert boss.post(f"/api/bb2016/fixtures/{third['id']}/simulate/", {}, format="json").status_code == 400
    assert ClassicMatchRecord.objects.count() == 1

    # Its replay: the classic pitch as SVG, stepped through (HTMX fragment and plain page).
    replay = client.get(f"/bb2016/fixtures/{third['id']}/replay/?step=5")
    body = replay.content.decode()
    assert replay.status_code == 200 and 'viewBox="0 0 260 150"' in body and "step 5 /" in body
    fragment = client.get(f"/bb2016/fixtures/{third['id']}/replay/?step=6", HTTP_HX_REQUEST="true")
    assert "<html" not in fragment.content.decode() and 'id="replay"' in fragment.content.decode()
    assert f"/bb2016/fixtures/{third['id']}/replay/" in client.get(f"/matches/fixtures/{third['id']}/").content.decode()

    # The rest of the league games by the core's simulation batch, which asks this game's Simulator.
    with django_capture_on_commit_callbacks(execute=True):
        started = boss.post(f"/api/seasons/{season}/simulations/", {"scope": "season"}, format="json")
    assert started.status_code == 201, started.content
    assert Fixture.objects.filter(season_id=season, status="played").count() == 12
    assert ClassicMatchRecord.objects.count() == 10

    # Standings from the core, by the league's points (3/1/0) and the ruleset's columns.
    division = boss.get(f"/api/seasons/{season}/").json()["divisions"][0]["id"]
    rows = boss.get(f"/api/divisions/{division}/standings/").json()
    rows = rows["results"] if isinstance(rows, dict) else rows
    assert sum(r["played"] for r in rows) == 24 and {"touchdowns", "casualties"} <= set(rows[0])
    assert [r["points"] for r in rows] == sorted((r["points"] for r in rows), reverse=True)

    # Play-offs: the league's setting is a final, first v second, in the core's bracket.
    assert client_for(coaches[0]).post(f"/api/bb2016/seasons/{season}/playoffs/").status_code == 403
    drawn = boss.post(f"/api/bb2016/seasons/{season}/playoffs/")
    assert drawn.status_code == 201, drawn.content
    final = drawn.json()["fixtures"][0]
    assert {final["home"], final["away"]} == {rows[0]["team_id"], rows[1]["team_id"]}
    assert boss.post(f"/api/bb2016/seasons/{season}/playoffs/").status_code == 400  # drawn once
    # A level final is not allowed at full time? It is a knock-out: the score must have a winner.
    level = _report(boss, final, 1, 1)
    assert level.status_code == 400
    assert _report(boss, final, 2, 0).status_code == 201
    assert Bracket.objects.get(season_id=season).completed_at is not None
    assert Season.objects.get(pk=season).state == Season.State.OFF_SEASON

    # The off-season: the next season with every team carried over (the league's default).
    assert client_for(coaches[0]).post(f"/api/bb2016/leagues/{league['id']}/next-season/").status_code == 403
    nxt = boss.post(f"/api/bb2016/leagues/{league['id']}/next-season/")
    assert nxt.status_code == 201 and sorted(nxt.json()["teams"]) == sorted(teams) and nxt.json()["number"] == 2
    assert Season.objects.get(pk=season).state == Season.State.CLOSED
    assert boss.post(f"/api/bb2016/leagues/{league['id']}/next-season/").status_code == 400


def league_rules(fx):
    return fx.season.league.rules

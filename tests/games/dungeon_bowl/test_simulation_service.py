"""Simulated fixtures: team sheets from the roster, the engine's result filed as a confirmed report,
and the post-match sequence run on it exactly as for a played match (issue 10)."""

from __future__ import annotations

import pytest

from engine.match import RandomBot
from games.dungeon_bowl.models import MatchReport, PostMatchStep, SimulatedMatch, TeamSponsor
from games.dungeon_bowl.services import simulation as dungeon_simulation
from games.dungeon_bowl.services.team_sheets import build_team_sheet
from league.models import Fixture, Player
from tests import postmatch_factories as pf

RULES = pf.RULES


def random_bots(seed):
    return RandomBot(f"{seed}:h"), RandomBot(f"{seed}:a"), "random v random"


@pytest.mark.django_db
def test_sheet_has_only_available_players_and_journeymen_to_reach_eleven():
    fx = pf.match(players=12)
    home = fx.home
    Player.objects.filter(team=home, number=1).update(miss_next_game=True)
    Player.objects.filter(team=home, number=2).update(temporarily_retired=True)
    Player.objects.filter(team=home, number=3).update(dead=True)
    Player.objects.filter(team=home, number=4).update(fired=True)
    built = build_team_sheet(team=home, fixture=fx, side="home", ruleset=RULES)
    ids = {p.id for p in built.sheet.players}
    assert len(ids) == 11  # §5.2: 8 available + 3 journeymen
    missing = set(Player.objects.filter(team=home, number__in=(1, 2, 3, 4), journeyman=False).values_list("pk", flat=True))
    assert len(missing) == 4 and not missing & ids  # MNG, TR, dead and fired players do not play
    assert len(built.journeymen_hired) == 3
    jm = built.journeymen_hired[0]
    assert jm.journeyman and "Loner (4+)" in jm.skills
    assert jm.position == min(RULES.roster("fire").lineman_positions, key=lambda p: p.cost).key


@pytest.mark.django_db
def test_sheet_carries_rerolls_trophy_inducements_and_sponsor():
    from games.dungeon_bowl.models import InducementPurchase
    from games.dungeon_bowl.services.prematch import get_or_create_sheet
    from league.models import TeamReroll

    fx = pf.match()
    home = fx.home
    TeamReroll.objects.create(team=home, how="creation", cost=50_000)
    home.trophy_holder = True
    home.save()
    TeamSponsor.objects.create(team=home, sponsor="lightningade")
    sheet = get_or_create_sheet(fixture=fx)
    InducementPurchase.objects.create(sheet=sheet, team=home, inducement="bribes", count=2, cost=200_000)
    built = build_team_sheet(team=home, fixture=fx, side="home", ruleset=RULES)
    assert built.sheet.rerolls == 2  # one bought, one for the League Trophy (§8.9)
    assert built.sheet.inducements == {"bribes": 2, "sponsor": "lightningade"}
    away = build_team_sheet(team=fx.away, fixture=fx, side="away", ruleset=RULES)
    assert away.sheet.inducements == {} and away.sheet.rerolls == 0


@pytest.mark.django_db
def test_simulated_fixture_files_a_confirmed_report_from_the_engine(django_capture_on_commit_callbacks):
    fx = pf.match()
    with django_capture_on_commit_callbacks(execute=True):
        sim = dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="seed-1", bots=random_bots("seed-1"))
    assert sim is not None and sim.seed == "seed-1" and sim.events
    end = sim.events[-1]
    assert end["t"] == "end"
    report = MatchReport.objects.get(fixture=fx)
    assert report.status == MatchReport.Status.CONFIRMED and sim.report_id == report.pk
    expected = {"home": "home_win", "away": "away_win", None: "draw"}[end["winner"]]
    assert report.outcome == expected
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.PLAYED and fx.outcome == expected
    if report.finish == "touchdown":
        assert report.scorer.team_id == report.winner().pk
    # Per-player lines are the engine's per-player results.
    casualties = {e["player"] for e in sim.events if e.get("t") == "roll" and e.get("why") == "casualty"}
    for line in report.lines.all():
        assert str(line.player_id) in sim.sheets["home"]["players"] or str(line.player_id) in sim.sheets["away"]["players"]
        if line.casualty:
            assert line.player_id in casualties
    # The post-match sequence ran (result, SPP, team value for both teams).
    assert PostMatchStep.objects.filter(report=report).count() == 6
    report.refresh_from_db()
    assert report.processed_at is not None


@pytest.mark.django_db
def test_lines_follow_the_outcome_players():
    class Outcome:
        winner, end_reason = "away", "touchdown"
        players = {
            1: {"completions": 2, "touchdowns": 0, "injury": {"result": "lasting_injury", "lasting_injury": "MA"},
                "casualties_caused": 0, "ejected": False},
            2: {"completions": 0, "touchdowns": 1, "injury": None, "casualties_caused": 1, "ejected": False},
            3: {"injury": {"result": "ko"}, "ejected": True},
            "jm-x": {"touchdowns": 0},
        }

    data = dungeon_simulation.report_from_outcome(Outcome, home_id=10, away_id=20, team_of={1: 10, 2: 20, 3: 10})
    assert (data.outcome, data.finish, data.scorer_id) == ("away_win", "touchdown", 2)
    by_id = {ln.player_id: ln for ln in data.lines}
    assert set(by_id) == {1, 2, 3}  # a player without a roster row gets no line
    assert (by_id[1].pass_completions, by_id[1].casualty, by_id[1].lasting_injury) == (2, "lasting_injury", "MA")
    assert by_id[2].casualties_caused == 1 and not by_id[2].casualty
    assert by_id[3].casualty == "" and by_id[3].ejected  # a KO is no casualty (§6.13)


@pytest.mark.django_db
def test_same_seed_same_match():
    a, b = pf.match(), pf.match()
    for fx in (a, b):
        dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed="same", bots=random_bots("same"))
    sa, sb = SimulatedMatch.objects.get(fixture=a), SimulatedMatch.objects.get(fixture=b)
    rolls = [[e["dice"] for e in s.events if e.get("t") == "roll"] for s in (sa, sb)]
    assert rolls[0] == rolls[1]
    assert sa.fixture.outcome == sb.fixture.outcome


@pytest.mark.django_db
def test_a_played_fixture_is_not_simulated():
    fx = pf.match()
    Fixture.objects.filter(pk=fx.pk).update(status=Fixture.Status.REPORTED)
    assert dungeon_simulation.simulate_fixture(fixture_id=fx.pk, bots=random_bots(1)) is None
    assert not MatchReport.objects.exists() and not SimulatedMatch.objects.exists()


@pytest.mark.django_db
def test_a_playoff_fixture_is_simulated_in_the_playoff_season_only():
    from league.models import Season

    fx = pf.match()
    Fixture.objects.filter(pk=fx.pk).update(kind=Fixture.Kind.PLAYOFF)
    assert dungeon_simulation.simulate_fixture(fixture_id=fx.pk, bots=random_bots(2)) is None  # still the Regular Season
    Season.objects.filter(pk=fx.season_id).update(state=Season.State.PLAYOFFS)
    sim = dungeon_simulation.simulate_fixture(fixture_id=fx.pk, bots=random_bots(2))
    assert sim is not None and sim.report.status == MatchReport.Status.CONFIRMED


def test_casualties_caused_never_exceed_the_casualties_on_the_report():
    class Outcome:
        winner, end_reason = None, "time_limit"
        players = {
            1: {"casualties_caused": 2},  # hurt a player on the report and a journeyman without a row
            2: {"injury": {"result": "badly_hurt"}},
            "jm": {"injury": {"result": "dead"}},
        }

    data = dungeon_simulation.report_from_outcome(Outcome, home_id=10, away_id=20, team_of={1: 10, 2: 20})
    by_id = {ln.player_id: ln for ln in data.lines}
    assert by_id[1].casualties_caused == 1 and by_id[2].casualty == "badly_hurt"

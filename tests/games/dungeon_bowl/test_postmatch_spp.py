"""Post-match step 2 (§7.3.2, §7.3.3): SPP from the report, the winning touchdown, MVPs, the Air
Oberwald athlete, and who may or must spend."""

import pytest

from engine.dice import Dice
from games.dungeon_bowl.models import PostMatchRoll, PostMatchStep, TeamSponsor
from games.dungeon_bowl.services.postmatch import run_step
from games.dungeon_bowl.services.postmatch.result import apply_result
from games.dungeon_bowl.services.postmatch.spp import apply_spp
from league.models import Fixture, Player
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db
Step = PostMatchStep.Step


def steps(report, team, *, mvp=(), injuries=()):
    run_step(fixture=report.fixture, report=report, team=team, step=Step.RESULT, apply=apply_result, dice=Dice.forcing(*injuries),
             winnings_dice=Dice.forcing(1, 2))
    dice = Dice.forcing(*mvp)
    row = run_step(fixture=report.fixture, report=report, team=team, step=Step.ADVANCEMENT, apply=apply_spp, dice=dice)
    dice.assert_all_forced_used()
    return row


def test_spp_for_completions_deflections_interceptions_casualties_and_the_winning_touchdown():
    """§7.3.2: completion 1, deflection 1, interception 2, casualty 2, touchdown 5; MVP 4."""
    fx = pf.match()
    scorer, thrower = pf.numbered(fx.home, 1), pf.numbered(fx.home, 2)
    victim = pf.numbered(fx.away, 1)
    lines = [
        {"player": thrower, "pass_completions": 2, "deflections": 1, "interceptions": 1, "casualties_caused": 1},
        {"player": victim, "casualty": "badly_hurt"},
    ]
    # 11 eligible players, numbers 1-11: the D11 picks the 3rd, #3.
    row = steps(pf.report(fx, scorer=scorer, lines=lines), fx.home, mvp=(3,))
    scorer.refresh_from_db()
    thrower.refresh_from_db()
    mvp = pf.numbered(fx.home, 3)
    assert scorer.spp == scorer.spp_earned == 5
    assert thrower.spp == 2 + 1 + 2 + 2
    assert (mvp.spp, mvp.mvp_awards) == (4, 1)
    assert row.summary["mvps"] == [mvp.pk]
    roll = PostMatchRoll.objects.get(fixture=row.fixture, step=Step.ADVANCEMENT)
    assert (roll.die, roll.result, roll.player_id) == ("D11", 3, mvp.pk)


def test_mvp_excludes_players_killed_this_match_and_those_who_missed_it():
    """§7.3.2: the MVP is drawn from players eligible to play who did not suffer Dead."""
    fx = pf.match(players=4)
    dead, missed = pf.numbered(fx.away, 1), pf.numbered(fx.away, 2)
    Player.objects.filter(pk=missed.pk).update(miss_next_game=True)
    report = pf.report(fx, lines=[{"player": dead, "casualty": "dead"}])
    row = steps(report, fx.away, mvp=(2,))  # candidates #3 and #4: a D2
    assert row.summary["mvps"] == [pf.numbered(fx.away, 4).pk]
    assert PostMatchRoll.objects.get(fixture=report.fixture, step=Step.ADVANCEMENT).die == "D2"


def test_conceded_match_winner_draws_two_different_mvps():
    """§8.5: the winner of a conceded match may gain two MVP awards (different players, docs/decisions.md)."""
    fx = pf.match(players=5)
    report = pf.report(fx, outcome="home_win", finish="concession", conceded_by=fx.away)
    run_step(fixture=report.fixture, report=report, team=fx.home, step=Step.RESULT, apply=apply_result, winnings_dice=Dice.forcing(2))
    dice = Dice.forcing(1, 1)
    row = run_step(fixture=report.fixture, report=report, team=fx.home, step=Step.ADVANCEMENT, apply=apply_spp, dice=dice)
    dice.assert_all_forced_used()
    assert row.summary["mvps"] == [pf.numbered(fx.home, 1).pk, pf.numbered(fx.home, 2).pk]


def test_no_mvp_in_a_friendly():
    """§8.7: no MVP is awarded in a friendly."""
    fx = pf.match(kind=Fixture.Kind.FRIENDLY)
    row = steps(pf.report(fx), fx.home)  # no forced roll: none may be asked for
    assert row.summary["mvps"] == [] and not PostMatchRoll.objects.filter(step=Step.ADVANCEMENT).exists()


def test_air_oberwald_athlete_earns_one_spp_per_match():
    """§11.2: the Air Oberwald athlete earns +1 SPP for every league match played."""
    fx = pf.match()
    TeamSponsor.objects.create(team=fx.home, sponsor="air_oberwald")
    athlete = pf.numbered(fx.home, 9)
    Player.objects.filter(pk=athlete.pk).update(air_oberwald_athlete=True)
    steps(pf.report(fx), fx.home, mvp=(1,))
    athlete.refresh_from_db()
    assert athlete.spp == 1


def test_players_who_can_afford_an_advancement_are_flagged_and_must_spend_at_characteristic_cost():
    """§7.3.3: a random Primary skill costs 3 SPP for the first advancement; with 18 SPP (a random
    characteristic improvement) the player must spend."""
    fx = pf.match()
    rich, ready = pf.numbered(fx.home, 4), pf.numbered(fx.home, 5)
    Player.objects.filter(pk=rich.pk).update(spp=17)
    row = steps(pf.report(fx, lines=[{"player": ready, "pass_completions": 3}]), fx.home, mvp=(4,))  # #4 is MVP: 17 + 4
    assert ready.pk in row.summary["may_advance"] and ready.pk not in row.summary["must_spend"]
    assert rich.pk in row.summary["must_spend"]

"""§7.5 with §8.5: a fixture resolved at its deadline without a match is the team's "next match" for
its MNG players, who are available again afterwards (docs/decisions.md, "Review: league")."""

from datetime import UTC, datetime, timedelta

import pytest
import time_machine

from engine.dice import Dice
from league.models import Fixture, League, Player, Season
from league.services import schedule as schedule_services
from league.services.fixtures import concede_fixture, decide_unplayed
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db

START = datetime(2026, 3, 2, 9, tzinfo=UTC)
AFTER_ROUND_ONE = START + timedelta(days=7, minutes=1)


def drawn(policy=League.UnplayedPolicy.RULEBOOK):
    commish = f.user()
    lg = f.league(commissioner=commish, unplayed_policy=League.UnplayedPolicy.RULEBOOK, round_length_days=7)
    s = f.season(lg)
    d = f.division(s, teams=4)
    schedule_services.generate_schedule(season=s, user=commish, start=START)
    League.objects.filter(pk=lg.pk).update(unplayed_policy=policy)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).order_by("id").first()
    return commish, fx


def out(team, number):
    """Player `number` of `team` is MNG coming into the fixture."""
    Player.objects.filter(team=team, number=number).update(miss_next_game=True)
    return Player.objects.get(team=team, number=number)


def mng(player) -> bool:
    player.refresh_from_db()
    return player.miss_next_game


def test_a_loss_for_both_releases_both_teams_mng_players():
    _, fx = drawn()
    home_out, away_out = out(fx.home, 1), out(fx.away, 2)
    with time_machine.travel(AFTER_ROUND_ONE, tick=False):
        schedule_services.close_round(round_id=fx.round_id)
    fx.refresh_from_db()
    assert fx.outcome == Fixture.Outcome.BOTH_LOSE
    assert not mng(home_out) and not mng(away_out)


def test_only_the_players_of_the_fixtures_teams_are_released():
    _, fx = drawn()
    # A team of the same round's other fixture that was reported (not resolved at the deadline).
    other = Fixture.objects.filter(round=fx.round).exclude(pk=fx.pk).get()
    Fixture.objects.filter(pk=other.pk).update(status=Fixture.Status.REPORTED)
    elsewhere = out(other.home, 3)
    with time_machine.travel(AFTER_ROUND_ONE, tick=False):
        schedule_services.close_round(round_id=fx.round_id)
    assert mng(elsewhere)  # his match is still to be post-processed


def test_an_mng_from_a_dead_or_fired_player_is_left_as_it_is():
    _, fx = drawn()
    gone = out(fx.home, 4)
    Player.objects.filter(pk=gone.pk).update(fired=True)
    with time_machine.travel(AFTER_ROUND_ONE, tick=False):
        schedule_services.close_round(round_id=fx.round_id)
    assert mng(gone)  # off the roster: history is not rewritten


def test_a_concession_releases_the_conceding_team_and_leaves_the_winner_to_its_mvp_draw():
    _, fx = drawn()
    loser_out, winner_out = out(fx.home, 1), out(fx.away, 1)
    concede_fixture(fixture=fx, team=fx.home, user=fx.home.coach.user)
    dice = Dice.forcing(2)
    with time_machine.travel(AFTER_ROUND_ONE, tick=False):
        schedule_services.close_round(round_id=fx.round_id, dice=dice)
    dice.assert_all_forced_used()
    assert not mng(loser_out)
    # The winner's forfeit sequence (matches) draws MVPs among players not MNG, then releases them.
    assert mng(winner_out)


def test_the_commissioners_decision_releases_both_teams():
    commish, fx = drawn(League.UnplayedPolicy.COMMISSIONER)
    home_out, away_out = out(fx.home, 1), out(fx.away, 1)
    with time_machine.travel(AFTER_ROUND_ONE, tick=False):
        schedule_services.close_round(round_id=fx.round_id)
    assert mng(home_out) and mng(away_out)  # waiting for the commissioner: nothing decided yet
    decide_unplayed(fixture=fx, outcome=Fixture.Outcome.HOME_WIN, user=commish, reason="Away coach never replied")
    assert not mng(home_out) and not mng(away_out)


def test_a_second_close_releases_nothing_new():
    """An MNG earned after the fixture was resolved must survive a retried close (claimed once)."""
    _, fx = drawn()
    with time_machine.travel(AFTER_ROUND_ONE, tick=False):
        schedule_services.close_round(round_id=fx.round_id)
        later = out(fx.home, 5)
        assert schedule_services.close_round(round_id=fx.round_id) == 0
    assert mng(later)

"""A fixture conceded before its deadline (§8.5): the winner draws two MVP awards, once; nobody else
earns anything (the winnings were paid when the round closed)."""

import pytest
from django.utils import timezone

from engine.dice import Dice
from games.dungeon_bowl.models import PostMatchRoll, PostMatchStep
from games.dungeon_bowl.services.postmatch import conceded_unplayed, run_step
from games.dungeon_bowl.services.postmatch.spp import apply_spp
from games.dungeon_bowl.tasks import queue_forfeit_post_matches
from league.models import Fixture, Player
from league.services.schedule import resolve_unplayed
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


def conceded(fx, by):
    Fixture.objects.filter(pk=fx.pk).update(conceded_by=by)
    fx.refresh_from_db()
    resolve_unplayed(fixture=fx, league=fx.season.league, now=timezone.now(), dice=Dice.forcing(3))
    fx.refresh_from_db()
    return fx


def test_winner_of_a_conceded_fixture_draws_two_different_mvps():
    """§8.5: the other team wins and may gain two MVP awards; players out through MNG are not eligible."""
    fx = pf.match(players=6)
    out = pf.numbered(fx.away, 1)
    Player.objects.filter(pk=out.pk).update(miss_next_game=True)  # MNG: not eligible for this match
    fx = conceded(fx, fx.home)
    assert conceded_unplayed().filter(pk=fx.pk).exists() and fx.outcome == Fixture.Outcome.AWAY_WIN
    dice = Dice.forcing(5, 1)  # of #2-#6: the 5th (#6), then of #2-#5: the 1st (#2)
    row = run_step(fixture=fx, team=fx.away, step="advancement", apply=apply_spp, dice=dice)
    dice.assert_all_forced_used()
    assert row.summary["mvps"] == [pf.numbered(fx.away, 6).pk, pf.numbered(fx.away, 2).pk]
    assert Player.objects.get(pk=pf.numbered(fx.away, 6).pk).spp == 4


def test_the_periodic_task_hands_the_awards_out_once(django_capture_on_commit_callbacks):
    fx = pf.match(players=6)
    fx = conceded(fx, fx.away)
    with django_capture_on_commit_callbacks(execute=True):
        assert queue_forfeit_post_matches() == 1
    assert queue_forfeit_post_matches() == 0  # done: nothing queued again
    steps = {(s.team_id, s.step) for s in PostMatchStep.objects.filter(fixture=fx)}
    assert steps == {(fx.home_id, "advancement"), (fx.home_id, "team_value"), (fx.away_id, "team_value")}
    assert sum(fx.home.players.values_list("spp", flat=True)) == 8  # two MVPs
    assert sum(fx.away.players.values_list("spp", flat=True)) == 0
    assert PostMatchRoll.objects.filter(fixture=fx, step="advancement").count() == 2


def test_the_winners_mng_players_sat_the_conceded_fixture_out_and_are_back_after_it(django_capture_on_commit_callbacks):
    """§7.5 and §8.5: the conceded fixture was the winner's next match; MNG players miss it, then return."""
    fx = pf.match(players=6)
    out = pf.numbered(fx.home, 1)
    Player.objects.filter(pk=out.pk).update(miss_next_game=True)
    fx = conceded(fx, fx.away)
    assert Player.objects.get(pk=out.pk).miss_next_game  # still out until the winner's sequence has run
    with django_capture_on_commit_callbacks(execute=True):
        queue_forfeit_post_matches()
    step = PostMatchStep.objects.get(fixture=fx, step="advancement")
    assert out.pk not in step.summary["mvps"]
    assert not Player.objects.get(pk=out.pk).miss_next_game


def test_the_conceded_fixtures_post_match_page_shows_the_mvps(client, django_capture_on_commit_callbacks):
    fx = pf.match(players=6)
    fx = conceded(fx, fx.away)
    with django_capture_on_commit_callbacks(execute=True):
        queue_forfeit_post_matches()
    page = client.get(f"/postmatch/{fx.pk}/").content.decode()
    mvps = PostMatchStep.objects.get(fixture=fx, step="advancement").summary["mvps"]
    for pk in mvps:
        assert Player.objects.get(pk=pk).name in page
    assert "conceded" in page


def test_an_unconceded_unplayed_fixture_gets_nothing():
    """§8.5: a loss for both teams; no MVP."""
    fx = pf.match()
    resolve_unplayed(fixture=fx, league=fx.season.league, now=timezone.now())
    assert queue_forfeit_post_matches() == 0
    assert not PostMatchStep.objects.exists()


def test_a_conceded_friendly_owes_no_mvp_awards():
    """§8.7: a friendly hands out no MVP award, conceded or not; the forfeit sequence does not wait for it."""
    friendly = pf.match(kind=Fixture.Kind.FRIENDLY, players=6)
    friendly = conceded(friendly, friendly.home)
    league_game = conceded(pf.match(players=6), None)
    assert friendly.finish == Fixture.Finish.CONCESSION and friendly.status == Fixture.Status.UNPLAYED
    assert not conceded_unplayed().filter(pk=friendly.pk).exists()
    assert not conceded_unplayed().filter(pk=league_game.pk).exists()  # nobody conceded: a loss for both

"""Dungeon Bowl's own flows send the same events: its match reports (§7.2), an advancement waiting after
the post-match SPP step (§7.3.3), and the core's simulation batches finishing (told once per batch)."""

import pytest
from django.core import mail

from engine.dice import Dice
from games.dungeon_bowl.models import PostMatchStep
from games.dungeon_bowl.offseason import services as offseason
from games.dungeon_bowl.services.postmatch import run_step
from games.dungeon_bowl.services.postmatch.result import apply_result
from games.dungeon_bowl.services.postmatch.spp import apply_spp
from games.dungeon_bowl.services.reports import LineData, ReportData, commissioner_decide, dispute_report, submit_report
from league.models import Fixture, Player, Season
from league.services.schedule import generate_schedule
from matches.models import SimulationBatch
from matches.services import simulation
from notifications.models import Event, Kind, Notification
from tests import postmatch_factories as pf
from tests import schedule_factories as f
from tests.league.test_offseason_next_season import off_season_with_redrafts
from tests.matches.test_simulation_tasks import season_with_schedule

pytestmark = pytest.mark.django_db


def users_told(kind):
    return set(Notification.objects.filter(event__kind=kind).values_list("user_id", flat=True))


def test_a_dungeon_bowl_report_dispute_and_ruling_are_told(django_capture_on_commit_callbacks):
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).select_related("home__coach", "away__coach").first()
    home, away = fx.home.coach.user, fx.away.coach.user
    home.email = "home@example.org"
    home.save(update_fields=["email"])
    scorer = fx.home.players.first()
    data = ReportData(outcome="home_win", finish="touchdown", scorer_id=scorer.pk,
                      lines=[LineData(player_id=scorer.pk, pass_completions=1)])
    with django_capture_on_commit_callbacks(execute=True):
        report = submit_report(fixture=fx, user=home, data=data)
        assert users_told(Kind.REPORT_TO_CONFIRM) == {away.pk}
        dispute_report(report=report, user=away, reason="The touchdown was ours")
        assert users_told(Kind.DISPUTE) == {commish.pk, home.pk}
        commissioner_decide(report=report, user=commish, reason="The photo shows the home touchdown")
    assert users_told(Kind.RULING) == {home.pk, away.pk}
    assert any("The photo shows the home touchdown" in m.body for m in mail.outbox)


def test_an_advancement_waiting_after_the_spp_step_tells_the_coach_once(django_capture_on_commit_callbacks):
    fx = pf.match()
    ready = pf.numbered(fx.home, 5)
    Player.objects.filter(pk=ready.pk).update(spp=10)
    report = pf.report(fx, lines=[{"player": ready, "pass_completions": 3}])
    step = PostMatchStep.Step
    with django_capture_on_commit_callbacks(execute=True):
        run_step(fixture=fx, report=report, team=fx.home, step=step.RESULT, apply=apply_result, dice=Dice.forcing(),
                 winnings_dice=Dice.forcing(1, 2))
        for _ in range(2):  # a second run finds the step applied and tells nobody again
            run_step(fixture=fx, report=report, team=fx.home, step=step.ADVANCEMENT, apply=apply_spp,
                     dice=Dice.forcing(5))
    [event] = Event.objects.filter(kind=Kind.ADVANCEMENT)
    assert "may take an advancement" in event.text and event.url in (f"/players/{ready.pk}/", f"/teams/{fx.home_id}/")
    assert users_told(Kind.ADVANCEMENT) == {fx.home.coach.user_id}


def test_a_finished_simulation_is_told_once(django_capture_on_commit_callbacks):
    commish, s = season_with_schedule()
    with django_capture_on_commit_callbacks(execute=True):
        batch = simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.ROUND, round_number=2)
    simulation.advance_batch(batch_id=batch.pk)  # a late worker finds it done again
    [event] = Event.objects.filter(kind=Kind.SIMULATION)
    assert event.url == f"/simulations/{batch.pk}/"
    assert commish.pk in users_told(Kind.SIMULATION)


def test_play_offs_drawn_off_season_started_and_next_season_opened_are_season_steps(django_capture_on_commit_callbacks):
    commish, lg, s, ta, tb, off = off_season_with_redrafts(django_capture_on_commit_callbacks)
    offseason.open_next_season(by=commish, off_season=off)
    texts = list(Event.objects.filter(kind=Kind.SEASON, league=lg).values_list("text", flat=True))
    assert any("play-offs" in t and "drawn" in t for t in texts)
    assert any("off-season" in t and "re-draft" in t for t in texts)
    assert any("is open (§8.11)" in t for t in texts)
    assert commish.pk in users_told(Kind.SEASON) and ta[0].coach.user_id in users_told(Kind.SEASON)


def test_a_duplicate_coach_trait_roll_tells_the_coach_to_choose(make_user):
    """Blitz Bowl §18.8: a duplicate roll waits for the coach's choice; the coach is told once."""
    from tests.league.blitz_helpers import make_blitz_league
    from tests.league.test_blitz_traits import _play

    _, league, users, teams = make_blitz_league(make_user, 3)
    dice = Dice.forcing(4, 4, 1, 1, 4, 4, 2, 2)
    _play(league, users, teams, 0, 1, dice)
    assert not Event.objects.filter(kind=Kind.ADVANCEMENT).exists()  # first rolls: nothing to choose
    _play(league, users, teams, 0, 2, dice)  # coach 0 rolls 8 again: a duplicate
    dice.assert_all_forced_used()
    [event] = Event.objects.filter(kind=Kind.ADVANCEMENT)
    assert "duplicate" in event.text and event.url == f"/blitz/teams/{teams[0].pk}/"
    assert users_told(Kind.ADVANCEMENT) == {users[0].pk}

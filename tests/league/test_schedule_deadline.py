"""§8.5: fixtures unplayed at their round's deadline, resolved by the periodic task for each policy."""

from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.core.exceptions import PermissionDenied, ValidationError

from engine.dice import Dice
from games.dungeon_bowl.services.postmatch import conceded_unplayed
from league.models import AuditEntry, Fixture, League, Round, Season, ServerRoll
from league.services import schedule as schedule_services
from league.services.fixtures import concede_fixture, decide_unplayed
from league.tasks import close_due_rounds
from tests import schedule_factories as f

START = datetime(2026, 3, 2, 9, tzinfo=UTC)


def drawn(policy=League.UnplayedPolicy.RULEBOOK):
    commish = f.user()
    lg = f.league(commissioner=commish, unplayed_policy=League.UnplayedPolicy.RULEBOOK, round_length_days=7)
    s = f.season(lg)
    d = f.division(s, teams=4)
    schedule_services.generate_schedule(season=s, user=commish, start=START)
    League.objects.filter(pk=lg.pk).update(unplayed_policy=policy)  # e.g. simulate set through the admin
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    return commish, lg, d


@pytest.mark.django_db
def test_nothing_closes_before_the_deadline():
    _, _, d = drawn()
    with time_machine.travel(START + timedelta(days=6, hours=23), tick=False):
        assert close_due_rounds.delay().get() == 0
    assert not Round.objects.filter(closed_at__isnull=False).exists()
    assert not Fixture.objects.exclude(status=Fixture.Status.SCHEDULED).exists()


@pytest.mark.django_db
def test_rulebook_unplayed_is_a_loss_for_both_and_a_second_run_resolves_nothing():
    _, _, d = drawn()
    with time_machine.travel(START + timedelta(days=7, minutes=1), tick=False):
        assert close_due_rounds.delay().get() == 2
        assert close_due_rounds.delay().get() == 0
    r1 = Round.objects.get(division=d, number=1)
    assert r1.closed_at == START + timedelta(days=7, minutes=1)
    for fx in r1.fixtures.all():
        assert fx.status == Fixture.Status.UNPLAYED
        assert fx.outcome == Fixture.Outcome.BOTH_LOSE
    assert not Round.objects.filter(division=d, number=2, closed_at__isnull=False).exists()


@pytest.mark.django_db
def test_rulebook_concession_winner_gets_d6_x_10000_gp_rolled_and_logged_and_two_mvps():
    _, _, d = drawn()
    fx = Fixture.objects.filter(round__division=d, round__number=1).order_by("id").first()
    conceding = fx.home
    concede_fixture(fixture=fx, team=conceding, user=conceding.coach.user)
    dice = Dice.forcing(4)
    with time_machine.travel(START + timedelta(days=8), tick=False):
        schedule_services.close_round(round_id=fx.round_id, dice=dice)
        assert schedule_services.close_round(round_id=fx.round_id, dice=Dice.forcing(6)) == 0
    dice.assert_all_forced_used()
    fx.refresh_from_db()
    assert fx.outcome == Fixture.Outcome.AWAY_WIN and fx.finish == Fixture.Finish.CONCESSION
    assert fx.sides.get(team=fx.away).data == {"concession_winnings": 40_000}
    assert conceded_unplayed().filter(pk=fx.pk).exists()  # the winner's two MVP awards are due (§8.5)
    fx.away.refresh_from_db()
    assert fx.away.treasury == 40_000
    roll = ServerRoll.objects.get(fixture=fx)
    assert (roll.die, roll.result, roll.team_id) == ("D6", 4, fx.away_id)
    # the other fixture of the round, not conceded, is a loss for both
    other = Fixture.objects.filter(round=fx.round).exclude(pk=fx.pk).get()
    assert other.outcome == Fixture.Outcome.BOTH_LOSE


@pytest.mark.django_db
def test_commissioner_policy_waits_and_the_commissioner_decides_audited():
    commish, lg, d = drawn(League.UnplayedPolicy.COMMISSIONER)
    with time_machine.travel(START + timedelta(days=7, seconds=1), tick=False):
        close_due_rounds()
    waiting = list(Fixture.objects.filter(status=Fixture.Status.AWAITING_COMMISSIONER))
    assert len(waiting) == 2 and not any(fx.outcome for fx in waiting)
    fx = waiting[0]
    with pytest.raises(PermissionDenied):
        decide_unplayed(fixture=fx, outcome="home_win", user=fx.home.coach.user, reason="I won")
    decide_unplayed(fixture=fx, outcome="home_win", user=commish, reason="Away coach never replied")
    fx.refresh_from_db()
    assert fx.outcome == Fixture.Outcome.HOME_WIN and fx.status == Fixture.Status.UNPLAYED
    assert AuditEntry.objects.filter(league=lg, action="decide unplayed fixture").count() == 1
    with pytest.raises(ValidationError):
        decide_unplayed(fixture=fx, outcome="away_win", user=commish, reason="again")


@pytest.mark.django_db
def test_simulate_policy_asks_for_a_simulation_and_the_fixture_waits_for_it():
    from league.simulation_hook import simulation_requested

    asked = []

    def listener(sender, fixture_id, **kwargs):
        asked.append(fixture_id)

    simulation_requested.connect(listener)
    try:
        _, _, d = drawn(League.UnplayedPolicy.SIMULATE)
        with time_machine.travel(START + timedelta(days=7, seconds=1), tick=False):
            close_due_rounds()  # the queued simulations run only after a commit (tests/matches covers them)
    finally:
        simulation_requested.disconnect(listener)
    round_one = Fixture.objects.filter(round__number=1)
    assert sorted(asked) == sorted(round_one.values_list("id", flat=True))
    for fx in round_one:
        assert fx.status == Fixture.Status.AWAITING_COMMISSIONER
        assert "match engine simulates it" in fx.note
        assert not fx.outcome


@pytest.mark.django_db
def test_reported_fixture_is_not_resolved_by_the_unplayed_policy_at_the_deadline():
    """A reported fixture is not unplayed: the unconfirmed-report policy settles it (tests/league/
    test_unconfirmed_reports.py). With no game's report to confirm (the status set by hand here), it is never
    left open: it goes before the commissioner, like a dispute, with no outcome invented."""
    _, _, d = drawn()
    fx = Fixture.objects.filter(round__number=1).first()
    Fixture.objects.filter(pk=fx.pk).update(status=Fixture.Status.REPORTED)
    with time_machine.travel(START + timedelta(days=7, seconds=1), tick=False):
        assert close_due_rounds() == 2
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.DISPUTED and not fx.outcome


@pytest.mark.django_db
def test_moved_deadline_is_respected():
    commish, _, d = drawn()
    r1 = Round.objects.get(division=d, number=1)
    with time_machine.travel(START, tick=False):
        schedule_services.move_deadline(round=r1, deadline=START + timedelta(days=10), user=commish, reason="Snow")
    with time_machine.travel(START + timedelta(days=8), tick=False):
        assert close_due_rounds() == 0
    with time_machine.travel(START + timedelta(days=10, seconds=1), tick=False):
        assert close_due_rounds() == 2


@pytest.mark.django_db
def test_only_the_teams_coach_or_a_commissioner_concedes():
    commish, _, d = drawn()
    fx = Fixture.objects.filter(round__number=1).first()
    with pytest.raises(PermissionDenied):
        concede_fixture(fixture=fx, team=fx.home, user=fx.away.coach.user)
    with pytest.raises(PermissionDenied):
        concede_fixture(fixture=fx, team=fx.home, user=f.user())
    concede_fixture(fixture=fx, team=fx.home, user=commish)
    with pytest.raises(ValidationError):
        concede_fixture(fixture=fx, team=fx.away, user=fx.away.coach.user)
    fx.refresh_from_db()
    assert fx.conceded_by_id == fx.home_id


def test_beat_schedule_runs_the_deadline_task():
    from django.conf import settings

    assert any(e["task"] == "league.close_due_rounds" for e in settings.CELERY_BEAT_SCHEDULE.values())


@pytest.mark.django_db
def test_rounds_of_a_season_not_yet_started_are_not_closed():
    _, _, d = drawn()
    Season.objects.filter(pk=d.season_id).update(state=Season.State.REGISTRATION)
    with time_machine.travel(START + timedelta(days=30), tick=False):
        assert close_due_rounds() == 0
    assert not Round.objects.filter(closed_at__isnull=False).exists()


@pytest.mark.django_db
def test_simulate_policy_can_be_chosen_in_the_league_settings():
    from django.test import Client

    commish = f.user()
    lg = f.league(commissioner=commish)
    c = Client()
    c.force_login(commish)
    page = c.get(f"/leagues/{lg.pk}/settings/").content.decode()
    assert 'value="simulate"' in page
    from league.views.leagues import LeagueSettingsForm

    data = {k: v for k, v in LeagueSettingsForm(instance=lg).initial.items() if v is not None}
    data = {k: ("on" if v is True else v) for k, v in data.items() if v is not False}
    data.update(unplayed_policy="simulate", reason="the engine plays no-shows")
    r = c.post(f"/leagues/{lg.pk}/settings/", data)
    assert r.status_code in (200, 302), r.content.decode()[-2000:]
    lg.refresh_from_db()
    assert lg.unplayed_policy == League.UnplayedPolicy.SIMULATE


@pytest.mark.django_db
def test_a_deadline_in_the_past_needs_close_now_and_then_closes_the_round():
    """§8.5: moving a deadline into the past resolves the round's unplayed fixtures, so it needs a yes."""
    commish, _, d = drawn()
    r1 = Round.objects.get(division=d, number=1)
    with time_machine.travel(START + timedelta(days=2), tick=False):
        with pytest.raises(ValidationError, match="close the round now"):
            schedule_services.move_deadline(round=r1, deadline=START + timedelta(days=1), user=commish, reason="Early")
        r1.refresh_from_db()
        assert r1.deadline == START + timedelta(days=7)  # unchanged
        schedule_services.move_deadline(
            round=r1, deadline=START + timedelta(days=1), user=commish, reason="Early", close_now=True
        )
        assert close_due_rounds() == 2

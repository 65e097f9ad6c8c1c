"""Simulation tasks: the same task twice files one report; the deadline's `simulate` policy (§8.5)
uses the engine; a commissioner's batch simulates the rest of the season, round after round."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine

from games.dungeon_bowl.models import MatchReport, PostMatchStep, SimulatedMatch
from league.models import Fixture, League, Round, Season
from league.services import schedule as schedule_services
from league.tasks import close_due_rounds
from matches.models import SimulationBatch
from matches.services import simulation
from matches.tasks import simulate_fixture
from tests import postmatch_factories as pf
from tests import schedule_factories as f

START = datetime(2026, 3, 2, 9, tzinfo=UTC)


def season_with_schedule(policy=League.UnplayedPolicy.RULEBOOK, teams=4):
    commish = f.user()
    lg = f.league(commissioner=commish, unplayed_policy=policy, round_length_days=7)
    s = f.season(lg)
    d = f.division(s, teams=0)
    for _ in range(teams):
        d.teams.add(pf.team(lg))
    schedule_services.generate_schedule(season=s, user=commish, start=START)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    s.refresh_from_db()
    return commish, s


@pytest.mark.django_db
def test_the_same_task_twice_files_one_report(django_capture_on_commit_callbacks):
    fx = pf.match()
    with django_capture_on_commit_callbacks(execute=True):
        first = simulate_fixture.delay(fx.pk).get()
        second = simulate_fixture.delay(fx.pk).get()
    assert (first, second) == (True, False)
    assert MatchReport.objects.filter(fixture=fx).count() == 1
    assert SimulatedMatch.objects.filter(fixture=fx).count() == 1
    sim = SimulatedMatch.objects.get(fixture=fx)
    assert sim.post_match_at is not None
    assert PostMatchStep.objects.filter(report=sim.report).count() == 6  # each step once per team


@pytest.mark.django_db
def test_simulate_policy_at_the_deadline_plays_the_round(django_capture_on_commit_callbacks):
    _, s = season_with_schedule(League.UnplayedPolicy.SIMULATE)
    with time_machine.travel(START + timedelta(days=7, seconds=1), tick=False):
        with django_capture_on_commit_callbacks(execute=True):
            assert close_due_rounds() == 2
    for fx in Fixture.objects.filter(season=s, round__number=1):
        assert fx.status == Fixture.Status.PLAYED and fx.outcome in ("home_win", "away_win", "draw")
        assert fx.simulation.report.status == MatchReport.Status.CONFIRMED
    assert not Fixture.objects.filter(season=s, round__number=2).exclude(status=Fixture.Status.SCHEDULED).exists()
    assert Round.objects.get(division__season=s, number=1).closed_at is not None


@pytest.mark.django_db
def test_simulate_policy_waits_before_the_deadline(django_capture_on_commit_callbacks):
    _, s = season_with_schedule(League.UnplayedPolicy.SIMULATE)
    with time_machine.travel(START + timedelta(days=6, hours=23), tick=False):
        with django_capture_on_commit_callbacks(execute=True):
            assert close_due_rounds() == 0
    assert not SimulatedMatch.objects.exists()


@pytest.mark.django_db
def test_rest_of_the_season_is_simulated_round_by_round(django_capture_on_commit_callbacks):
    commish, s = season_with_schedule()
    with django_capture_on_commit_callbacks(execute=True):
        batch = simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.SEASON)
    batch.refresh_from_db()
    assert batch.total == 12 and len(batch.waves) == 6 and batch.queued_waves == 6
    assert not Fixture.objects.filter(season=s).exclude(status=Fixture.Status.PLAYED).exists()
    sims = list(SimulatedMatch.objects.filter(batch=batch).select_related("fixture__round").order_by("created_at", "id"))
    rounds = [sm.fixture.round.number for sm in sims]
    assert rounds == sorted(rounds)  # a round is simulated only after the one before it
    assert all(sm.post_match_at for sm in sims)
    with pytest.raises(Exception, match="Nothing to simulate"):
        simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.SEASON)


@pytest.mark.django_db
def test_one_round_and_one_fixture(django_capture_on_commit_callbacks):
    commish, s = season_with_schedule()
    with django_capture_on_commit_callbacks(execute=True):
        simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.ROUND, round_number=2)
    assert set(Fixture.objects.filter(season=s, status=Fixture.Status.PLAYED).values_list("round__number", flat=True)) == {2}
    fx = Fixture.objects.filter(season=s, round__number=3).first()
    with django_capture_on_commit_callbacks(execute=True):
        simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.FIXTURE, fixture=fx)
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.PLAYED
    assert Fixture.objects.filter(season=s, status=Fixture.Status.PLAYED).count() == 3


@pytest.mark.django_db
def test_a_wave_waits_for_the_one_before():
    commish, s = season_with_schedule()
    # Without running the on-commit callbacks nothing is simulated: the batch has queued nothing yet.
    batch = simulation.create_batch(season=s, scope="season", fixtures=list(Fixture.objects.filter(season=s)), label="x")
    assert simulation.advance_batch(batch_id=batch.pk) is True  # wave 1 queued (tasks wait for the commit)
    assert simulation.advance_batch(batch_id=batch.pk) is False  # wave 1 not done: wave 2 waits
    batch.refresh_from_db()
    assert batch.queued_waves == 1


@pytest.mark.django_db
def test_simulation_only_in_the_regular_season():
    commish, s = season_with_schedule()
    Season.objects.filter(pk=s.pk).update(state=Season.State.OFF_SEASON)
    s.refresh_from_db()
    with pytest.raises(Exception, match="Regular Season"):
        simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.SEASON)


@pytest.mark.django_db(transaction=True)
def test_management_command_simulates_the_rest_of_the_season():
    from io import StringIO

    from django.core.management import CommandError, call_command

    _, s = season_with_schedule()
    out = StringIO()
    call_command("simulate_season", str(s.pk), stdout=out)
    assert "12/12 (100%)" in out.getvalue()
    assert Fixture.objects.filter(season=s, status=Fixture.Status.PLAYED).count() == 12
    assert MatchReport.objects.filter(fixture__season=s, processed_at__isnull=False).count() == 12
    with pytest.raises(CommandError, match="Nothing to simulate"):
        call_command("simulate_season", str(s.pk), stdout=StringIO())


@pytest.mark.django_db
def test_a_conceded_fixture_is_not_simulated_at_the_deadline(django_capture_on_commit_callbacks):
    from league.services.fixtures import concede_fixture

    _, s = season_with_schedule(League.UnplayedPolicy.SIMULATE)
    conceded, other = Fixture.objects.filter(season=s, round__number=1).order_by("id")
    concede_fixture(fixture=conceded, team=conceded.home, user=conceded.home.coach.user)
    with time_machine.travel(START + timedelta(days=7, seconds=1), tick=False):
        with django_capture_on_commit_callbacks(execute=True):
            close_due_rounds()
    conceded.refresh_from_db()
    other.refresh_from_db()
    assert conceded.finish == Fixture.Finish.CONCESSION and conceded.outcome == Fixture.Outcome.AWAY_WIN
    assert not SimulatedMatch.objects.filter(fixture=conceded).exists()
    assert other.status == Fixture.Status.PLAYED and SimulatedMatch.objects.filter(fixture=other).exists()


@pytest.mark.django_db
def test_asking_twice_queues_one_batch():
    """A double click on "simulate the rest of the season" leaves the fixtures to the first batch."""
    commish, s = season_with_schedule()
    first = simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.SEASON)
    with pytest.raises(Exception, match="already being simulated"):
        simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.SEASON)
    with pytest.raises(Exception, match="already being simulated"):
        simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.ROUND, round_number=2)
    assert list(SimulationBatch.objects.filter(season=s)) == [first]

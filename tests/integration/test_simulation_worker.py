"""Simulated fixtures in real Celery workers over Redis, on PostgreSQL (issue 10):

* the same fixture's task sent three times to a worker running two processes files one report;
* a commissioner's batch (a 4-team season, 12 fixtures in 6 rounds) is simulated and post-processed
  round after round by the workers.
"""

from __future__ import annotations

import time

import pytest
from django.db import transaction

from dugout.testing.workers import stop_worker
from games.dungeon_bowl.models import MatchReport, PostMatchStep, SimulatedMatch
from league.models import Fixture
from matches.models import SimulationBatch
from matches.selectors.simulation import batch_progress
from matches.services import simulation
from matches.tasks import simulate_fixture
from tests import postmatch_factories as pf
from tests.integration.test_postmatch_worker import ready_worker, wait_for
from tests.matches.test_simulation_tasks import season_with_schedule

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]


def test_the_same_simulation_three_times_in_two_processes_files_one_report(postgres, worker_env, celery_queue, celery_app_live):
    fx = pf.match()
    proc = ready_worker(worker_env, celery_queue, celery_app_live, concurrency=2)
    try:
        results = [simulate_fixture.delay(fx.pk) for _ in range(3)]
        outcomes = [r.get(timeout=120) for r in results]
    finally:
        stop_worker(proc)
    assert sorted(outcomes) == [False, False, True]
    assert MatchReport.objects.filter(fixture=fx).count() == 1
    assert SimulatedMatch.objects.filter(fixture=fx).count() == 1
    sim = SimulatedMatch.objects.get(fixture=fx)
    assert sim.post_match_at is not None
    assert PostMatchStep.objects.filter(report=sim.report).count() == 6


def test_a_season_batch_runs_round_after_round_in_the_workers(postgres, worker_env, celery_queue, celery_app_live):
    commish, s = season_with_schedule()
    proc = ready_worker(worker_env, celery_queue, celery_app_live, concurrency=2)
    try:
        with transaction.atomic():
            batch = simulation.start_simulation(user=commish, season=s, scope=SimulationBatch.Scope.SEASON)
        wait_for(lambda: batch_progress(batch, listed=False).finished, timeout=240, what="the season's simulations")
        time.sleep(0.5)
    finally:
        stop_worker(proc)
    assert Fixture.objects.filter(season=s, status=Fixture.Status.PLAYED).count() == 12
    sims = list(SimulatedMatch.objects.filter(batch=batch).select_related("fixture__round"))
    assert len(sims) == 12 and all(sm.post_match_at for sm in sims)
    # A round's simulations start only after every fixture of the round before was post-processed.
    by_round: dict[int, list] = {}
    for sm in sims:
        by_round.setdefault(sm.fixture.round.number, []).append(sm)
    for n in range(2, 7):
        assert min(sm.created_at for sm in by_round[n]) >= max(sm.post_match_at for sm in by_round[n - 1])

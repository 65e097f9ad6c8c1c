"""Post-match jobs run in batches by a real Celery worker over Redis, on PostgreSQL (§7; issue #21).

* 40 reports confirmed at once (their jobs committed together, each job's message sent, and every report's
  task sent a second time) are each processed exactly once by one worker process, in batches (several reports
  marked processed by one statement);
* a worker killed with SIGKILL inside a batch's transaction leaves none of its reports half done; the jobs,
  started by the dead worker, run again once stalled (their own messages, or the beat's), and a healthy worker
  ends every report where an uninterrupted run ends.
"""

from __future__ import annotations

import os
import signal
import time

import pytest
from django.db import transaction

from dugout.outbox import services as outbox
from dugout.outbox.models import TaskDue
from dugout.testing.workers import stop_worker
from games.dungeon_bowl.models import MatchReport, PostMatchStep
from games.dungeon_bowl.services.postmatch import PAUSE_ENV, run_post_match_sequence
from games.dungeon_bowl.services.reports import confirm_report, submit_report
from games.dungeon_bowl.tasks import run_post_match
from league.models import Fixture, Season
from tests import postmatch_factories as pf
from tests import schedule_factories as f
from tests.integration.test_postmatch_worker import (
    _a_transaction_left_open,
    _busy,
    ready_worker,
    report_data,
    snapshot,
    wait_for,
)

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]


def submitted(count: int) -> list[Fixture]:
    lg = f.league()
    season = f.season(lg, state=Season.State.REGULAR_SEASON)
    fixtures = [Fixture.objects.create(season=season, home=pf.team(lg), away=pf.team(lg)) for _ in range(count)]
    for fx in fixtures:
        submit_report(fixture=fx, user=fx.home.coach.user, data=report_data(fx))
    return fixtures


def confirm_all(fixtures: list[Fixture]) -> None:
    with transaction.atomic():  # every confirmation's job commits here and is sent after: a backlog at once
        for fx in fixtures:
            confirm_report(report=fx.match_report, user=fx.away.coach.user)


def test_forty_reports_confirmed_at_once_are_processed_in_batches_exactly_once(postgres, worker_env, celery_queue,
                                                                              celery_app_live):
    fixtures = submitted(40)
    proc = ready_worker({**worker_env, "POSTMATCH_BATCH_SIZE": "50"}, celery_queue, celery_app_live, concurrency=1)
    try:
        confirm_all(fixtures)
        for fx in fixtures:  # every report's task a second time, racing the batches
            run_post_match.delay(fx.match_report.pk)
        wait_for(lambda: not MatchReport.objects.filter(processed_at__isnull=True).exists(), timeout=240,
                 what="40 reports to be processed")
        wait_for(lambda: not _busy(celery_app_live, celery_queue), timeout=120, what="the worker to be idle")
    finally:
        output = stop_worker(proc)
    assert "Traceback" not in output, output
    assert not TaskDue.objects.filter(key__startswith="post-match:", done_at__isnull=True).exists()
    for fx in fixtures:
        steps = {(s.team_id, s.step): s.summary for s in PostMatchStep.objects.filter(fixture=fx)}
        assert len(steps) == 6
        for team in (fx.home, fx.away):
            team.refresh_from_db()
            assert team.treasury == steps[(team.pk, "result")]["winnings"]  # paid once
            earned = sum(v["spp"] for v in steps[(team.pk, "advancement")]["spp"].values())
            assert sum(team.players.values_list("spp", flat=True)) == earned  # SPP given once
    # Batches ran: reports marked processed together share their statement's time.
    marks = MatchReport.objects.values_list("processed_at", flat=True).distinct().count()
    assert marks < 40, marks


def started_jobs() -> int:
    return TaskDue.objects.filter(key__startswith="post-match:", started_at__isnull=False).count()


def test_a_worker_killed_inside_a_batch_leaves_nothing_half_done_and_the_beat_finishes_it(
        postgres, worker_env, celery_queue, celery_app_live, settings):
    fixtures = submitted(6)
    reports = [MatchReport.objects.get(fixture=fx) for fx in fixtures]
    # What uninterrupted runs end with, computed here and rolled back (the jobs' sends with it).
    with transaction.atomic():
        confirm_all(fixtures)
        for report in reports:
            run_post_match_sequence(report_id=report.pk)
        expected = [snapshot(fx) for fx in fixtures]
        transaction.set_rollback(True)
    before = [snapshot(fx) for fx in fixtures]

    # The jobs are sent again soon after a dead worker stalls them (the beat's rule, shortened for the test).
    settings.OUTBOX_RESEND_AFTER = 1
    settings.OUTBOX_STALLED_AFTER = 3
    env = {**worker_env, "OUTBOX_STALLED_AFTER": "3", "POSTMATCH_BATCH_SIZE": "50"}
    doomed = ready_worker({**env, PAUSE_ENV: "advancement:120", "CELERY_VISIBILITY_TIMEOUT": "3"}, celery_queue,
                          celery_app_live, pool="solo")
    try:
        confirm_all(fixtures)
        def asleep_in_its_batch() -> bool:
            return _a_transaction_left_open() and started_jobs() >= 5

        wait_for(asleep_in_its_batch, timeout=60, what="the worker to sleep inside its batch's transaction")
        time.sleep(1.0)
        started = started_jobs()
        os.kill(doomed.pid, signal.SIGKILL)
        doomed.wait(timeout=30)
    finally:
        stop_worker(doomed)
    # The batch claimed the jobs waiting: all six, or five when this process was writing a job's "sent" mark at
    # that instant (the claim skips a row another session holds rather than wait; that job keeps its message).
    assert started >= 5
    assert not PostMatchStep.objects.exists()  # rolled back with the dead connection: no report half done
    assert [snapshot(fx) for fx in fixtures] == before
    assert not MatchReport.objects.filter(processed_at__isnull=False).exists()

    healthy = ready_worker({**env, "CELERY_VISIBILITY_TIMEOUT": "3"}, celery_queue, celery_app_live)
    try:
        # The jobs' messages still queued, and Redis's redelivery of the one the dead worker held, find their jobs
        # started: each runs once its job is stalled; the beat (run here at each poll) sends what is left.
        def beat_then_done() -> bool:
            outbox.requeue_due()
            return not MatchReport.objects.filter(processed_at__isnull=True).exists()

        wait_for(beat_then_done, timeout=120, what="the reports to be processed")
        wait_for(lambda: not _busy(celery_app_live, celery_queue), timeout=60, what="the worker to be idle")
    finally:
        output = stop_worker(healthy)
    assert "Traceback" not in output, output
    assert [snapshot(fx) for fx in fixtures] == expected
    assert not TaskDue.objects.filter(key__startswith="post-match:", done_at__isnull=True).exists()

"""A broker outage during confirmations (issue #23), on PostgreSQL with Redis and a real Celery worker:
every confirmation is answered at once without a 5xx, its outbox row commits with it, and once the broker
is back the beat task (outbox.requeue_due) sends them all: each post-match sequence (§7) applied exactly once.
"""

from __future__ import annotations

import os
import time

import pytest
from django.test import Client

from dugout.outbox import services as outbox
from dugout.outbox.models import TaskDue
from dugout.testing.workers import stop_worker
from games.dungeon_bowl.models import MatchReport, PostMatchStep
from games.dungeon_bowl.services.reports import submit_report
from league.models import Fixture, Season
from tests import postmatch_factories as pf
from tests import schedule_factories as f
from tests.integration.test_postmatch_worker import STEPS_PER_REPORT, _busy, ready_worker, report_data, wait_for

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]
# CI runs 30 confirmations with no extra wait; issue #23's full figure (100 confirmations, the broker down for 60 s)
# is `OUTAGE_CONFIRMATIONS=100 OUTAGE_SECONDS=60` with the integration environment (docs/api.md).
CONFIRMATIONS = int(os.environ.get("OUTAGE_CONFIRMATIONS", "30"))
OUTAGE_SECONDS = float(os.environ.get("OUTAGE_SECONDS", "0"))
DEAD_BROKER = "redis://127.0.0.1:1/0"  # nothing listens on port 1: connection refused, as when Redis is down


def point_broker_at(app, url: str) -> None:
    """Switch the app's broker and drop its pooled connections, so the next send uses `url`."""
    app.conf.broker_url = url
    app._pool = None
    app.amqp._producer_pool = None


def test_confirmations_while_the_broker_is_down_are_saved_and_caught_up_exactly_once(
        postgres, worker_env, celery_queue, celery_app_live):
    lg = f.league()
    season = f.season(lg, state=Season.State.REGULAR_SEASON)
    fixtures = [Fixture.objects.create(season=season, home=pf.team(lg), away=pf.team(lg)) for _ in range(CONFIRMATIONS)]
    for fx in fixtures:
        submit_report(fixture=fx, user=fx.home.coach.user, data=report_data(fx))

    live_broker = celery_app_live.conf.broker_url
    point_broker_at(celery_app_live, DEAD_BROKER)
    slowest = 0.0
    outage_began = time.monotonic()
    try:
        client = Client(raise_request_exception=False)
        for fx in fixtures:
            client.force_login(fx.away.coach.user)
            started = time.monotonic()
            response = client.post(f"/api/matches/reports/{fx.match_report.pk}/confirm/")
            slowest = max(slowest, time.monotonic() - started)
            assert response.status_code == 200, response.content  # never a 5xx because the broker is down
        assert outbox.requeue_due() == 0  # the beat during the outage: nothing can be sent, nothing lost
        time.sleep(max(0.0, OUTAGE_SECONDS - (time.monotonic() - outage_began)))  # the broker stays down that long
        assert outbox.requeue_due() == 0
    finally:
        point_broker_at(celery_app_live, live_broker)
    print(f"slowest confirmation with the broker down: {slowest:.3f} s")
    assert slowest < 3, f"a confirmation waited {slowest:.1f} s for the dead broker"
    assert MatchReport.objects.filter(status=MatchReport.Status.CONFIRMED).count() == CONFIRMATIONS
    assert TaskDue.objects.filter(done_at__isnull=True, sent_at__isnull=True).count() == CONFIRMATIONS
    assert not PostMatchStep.objects.exists()

    proc = ready_worker(worker_env, celery_queue, celery_app_live, concurrency=2)
    try:
        assert outbox.requeue_due() == CONFIRMATIONS  # the broker is back: the next beat sends every job
        for job in TaskDue.objects.all():  # and a second delivery of each races the first
            outbox.send(job.pk)
        wait_for(lambda: not TaskDue.objects.filter(done_at__isnull=True).exists(), timeout=240,
                 what="every outbox job to be done")
        wait_for(lambda: not _busy(celery_app_live, celery_queue), timeout=120, what="the worker to be idle")
    finally:
        output = stop_worker(proc)
    assert "Traceback" not in output, output
    assert not MatchReport.objects.filter(processed_at__isnull=True).exists()
    for fx in fixtures:
        assert PostMatchStep.objects.filter(fixture=fx).count() == STEPS_PER_REPORT  # applied exactly once
    assert set(TaskDue.objects.values_list("attempts", flat=True)) == {1}  # each job claimed and run once

"""Notifications through the outbox with a real broker outage, a real Celery worker, a real SMTP server
(aiosmtpd) and a local webhook receiver (issue 19): events recorded while Redis is down are all delivered once
it is back, and each email and webhook post is made exactly once although every job is sent twice."""

from __future__ import annotations

import pytest
from django.db import transaction

from dugout.outbox import services as outbox
from dugout.outbox.models import TaskDue
from dugout.testing.workers import stop_worker
from notifications.models import Delivery, Kind, Webhook
from notifications.services import notify
from tests.integration.test_outbox_broker_outage import DEAD_BROKER, point_broker_at
from tests.integration.test_postmatch_worker import _busy, ready_worker, wait_for
from tests.integration.test_smtp_sink import smtp_sink  # noqa: F401  (fixture)
from tests.notifications.conftest import blitz_game, receiver  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]
EVENTS = 5


def test_notifications_recorded_while_the_broker_is_down_are_each_delivered_once(
        postgres, worker_env, celery_queue, celery_app_live, blitz_game, receiver, smtp_sink):  # noqa: F811
    commissioner, league, users, _, _ = blitz_game
    controller, sink = smtp_sink
    Webhook.objects.create(league=league, url=receiver.url, style=Webhook.Style.GENERIC)
    live_broker = celery_app_live.conf.broker_url
    point_broker_at(celery_app_live, DEAD_BROKER)
    try:
        for n in range(EVENTS):
            with transaction.atomic():
                notify(kind=Kind.SEASON, league=league, users=[commissioner, *users], text=f"Step {n} of the season")
    finally:
        point_broker_at(celery_app_live, live_broker)
    emails = Delivery.objects.filter(channel="email").count()
    assert emails == EVENTS * 4 and Delivery.objects.filter(channel="webhook").count() == EVENTS
    assert TaskDue.objects.filter(sent_at__isnull=True, done_at__isnull=True).count() == EVENTS * 5  # none lost
    assert sink.envelopes == [] and receiver.requests == []

    env = dict(worker_env, EMAIL_URL=f"smtp://127.0.0.1:{controller.port}", NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS="true")
    proc = ready_worker(env, celery_queue, celery_app_live, concurrency=2)
    try:
        assert outbox.requeue_due() == EVENTS * 5  # the broker is back: the beat sends every job
        for job in TaskDue.objects.all():  # and a second copy of each races the first
            outbox.send(job.pk)
        wait_for(lambda: not Delivery.objects.exclude(status="sent").exists(), timeout=240, what="every delivery sent")
        wait_for(lambda: not _busy(celery_app_live, celery_queue), timeout=120, what="the worker to be idle")
    finally:
        output = stop_worker(proc)
    assert "Traceback" not in output, output
    assert len(sink.envelopes) == emails
    assert sorted(e.rcpt_tos[0] for e in sink.envelopes) == sorted(
        u.email for u in [commissioner, *users] for _ in range(EVENTS))
    ids = [r["headers"]["X-Dugout-Delivery"] for r in receiver.requests]
    assert len(ids) == EVENTS and len(set(ids)) == EVENTS  # each post once
    assert set(Delivery.objects.values_list("attempts", flat=True)) == {1}

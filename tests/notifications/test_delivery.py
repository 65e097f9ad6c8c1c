"""Delivery: an outbox job per delivery, committed with the event (a broker outage delays, never loses); once
per notification and channel even when a job runs again (a retry, a redelivery, the beat's re-queue); a failing
mail server or webhook is logged on the delivery, retried by the beat with backoff, then given up, and never
breaks the report that caused it; a delivery a dead worker left "sending" is sent again; preferences respected."""

from datetime import timedelta

import pytest
from django.core import mail
from django.db import transaction
from django.utils import timezone
from kombu.exceptions import OperationalError

from dugout.celery import app
from dugout.outbox import services as outbox
from dugout.outbox.models import TaskDue
from matches.models import ResultReport
from notifications import services
from notifications.models import Delivery, Kind, Preference, Webhook
from notifications.tasks import deliver
from tests.league.blitz_helpers import report, side

pytestmark = pytest.mark.django_db
DOWN = "tests.notifications.failing_backend.DownBackend"


def send_report(users, game):
    report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=1), away=side())


def test_a_task_run_again_sends_nothing_twice(blitz_game, hooks, receiver, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    assert len(mail.outbox) == 1 and len(receiver.requests) == 2
    for delivery in Delivery.objects.all():  # a retry, or the broker delivering the message again
        assert deliver.apply(args=[delivery.pk]).get() is False
    assert len(mail.outbox) == 1 and len(receiver.requests) == 2
    assert set(Delivery.objects.values_list("attempts", flat=True)) == {1}


def test_only_one_of_two_racing_claims_wins(blitz_game, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    send_report(users, game)  # on-commit callbacks not run: the delivery waits
    delivery = Delivery.objects.get()
    assert services.claim(delivery.pk) is not None
    assert services.claim(delivery.pk) is None


def beat(*, later: bool = True) -> int:
    """What `celery beat` does each minute (outbox.requeue_due), after the jobs' backoff has passed."""
    if later:
        TaskDue.objects.filter(done_at__isnull=True).update(due_at=timezone.now() - timedelta(seconds=1))
    return outbox.requeue_due()


def test_each_delivery_is_an_outbox_job_committed_with_the_report(blitz_game, hooks, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    with django_capture_on_commit_callbacks(execute=False):
        send_report(users, game)  # committed, and the broker not reached yet
    deliveries = Delivery.objects.all()
    assert deliveries.count() == 3  # one email, two webhooks
    jobs = TaskDue.objects.filter(key__startswith="notify:delivery:")
    assert sorted(jobs.values_list("key", flat=True)) == sorted(services.job_key(d.pk) for d in deliveries)
    assert set(jobs.values_list("task_name", flat=True)) == {"notifications.deliver"}


def test_a_report_rolled_back_leaves_no_notification_and_no_job(blitz_game, hooks):
    _, _, users, _, game = blitz_game
    with pytest.raises(RuntimeError), transaction.atomic():
        send_report(users, game)
        raise RuntimeError("the report failed after it was recorded")
    assert not Delivery.objects.exists() and not TaskDue.objects.exists()


def test_the_backoff_doubles_up_to_its_cap(settings):
    settings.NOTIFY_RETRY_BACKOFF, settings.NOTIFY_RETRY_BACKOFF_MAX = 30, 3600
    assert [services.backoff(n) for n in (1, 2, 3, 4, 8, 20)] == [30, 60, 120, 240, 3600, 3600]


def test_a_mail_server_that_is_down_is_retried_by_the_beat_then_given_up_and_the_report_stands(
        blitz_game, settings, django_capture_on_commit_callbacks, caplog):
    _, _, users, _, game = blitz_game
    settings.EMAIL_BACKEND = DOWN
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)  # does not raise
    assert ResultReport.objects.filter(fixture=game, status="pending").exists()
    delivery = Delivery.objects.get(channel="email")
    job = TaskDue.objects.get(key=services.job_key(delivery.pk))
    assert (delivery.status, delivery.attempts) == (Delivery.Status.FAILED, 1)
    assert "refused the connection" in delivery.last_error and "failed on attempt 1" in caplog.text
    # the job is due again after the delivery's backoff (30 s), and the row says when
    assert abs((job.due_at - delivery.next_attempt_at).total_seconds()) < 2
    assert 25 < (delivery.next_attempt_at - timezone.now()).total_seconds() <= 31
    assert beat(later=False) == 0  # not due yet
    for attempt in range(2, deliver_limit() + 1):
        assert beat() == 1
        delivery.refresh_from_db()
        assert delivery.attempts == attempt
    assert (delivery.status, delivery.next_attempt_at) == (Delivery.Status.GAVE_UP, None)
    job.refresh_from_db()
    assert job.done_at is not None  # gave up: the job is closed, the beat sends nothing more
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    assert beat() == 0 and mail.outbox == []


def deliver_limit() -> int:
    return services.max_attempts()


def test_a_failing_webhook_is_retried_until_it_answers_and_each_post_is_made_once(
        blitz_game, hooks, receiver, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    receiver.fail_next = 2  # the first post to each webhook answers 500
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    assert ResultReport.objects.filter(fixture=game).exists()
    rows = Delivery.objects.filter(channel="webhook")
    assert set(rows.values_list("status", flat=True)) == {"failed"}
    assert "HTTP 500" in rows.first().last_error
    assert beat() == 2
    assert sorted(rows.values_list("status", flat=True)) == ["sent", "sent"]
    assert sorted(rows.values_list("attempts", flat=True)) == [2, 2]
    assert len(receiver.requests) == 2  # each event once on each webhook
    assert beat() == 0 and len(receiver.requests) == 2


def test_a_webhook_that_never_answers_gives_up_and_the_log_says_why(blitz_game, receiver, django_capture_on_commit_callbacks):
    _, league, users, _, game = blitz_game
    receiver.server.server_close()  # nothing listens any more
    Webhook.objects.create(league=league, url=receiver.url, style=Webhook.Style.GENERIC)
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    while beat():
        pass
    row = Delivery.objects.get(channel="webhook")
    assert (row.status, row.attempts) == (Delivery.Status.GAVE_UP, deliver_limit()) and "refused" in row.last_error
    assert ResultReport.objects.filter(fixture=game).exists()


def test_with_tasks_in_the_web_process_a_failed_send_gives_up_at_once_and_says_so(
        blitz_game, settings, django_capture_on_commit_callbacks):
    """`make run` (no REDIS_URL): no worker and no beat will ever retry, so nothing stays "will be retried"."""
    _, _, users, _, game = blitz_game
    settings.NOTIFY_RETRY_IN_BACKGROUND = None  # decided by Celery's mode: eager here
    settings.EMAIL_BACKEND = DOWN
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    delivery = Delivery.objects.get(channel="email")
    assert (delivery.status, delivery.attempts) == (Delivery.Status.GAVE_UP, 1)
    assert "not retried: tasks run in the web process" in delivery.last_error
    assert TaskDue.objects.get(key=services.job_key(delivery.pk)).done_at is not None


@pytest.mark.django_db(transaction=True)
def test_a_broker_outage_delays_the_notifications_and_loses_none(blitz_game, hooks, receiver, monkeypatch):
    _, _, users, _, game = blitz_game

    def refuse(*args, **kwargs):
        raise OperationalError("[Errno 111] Connection refused")

    app.conf.task_always_eager = False
    # On the instance: Celery caches send_task_message there once anything in this process has sent a task.
    monkeypatch.setattr(app.amqp, "send_task_message", refuse)
    try:
        send_report(users, game)  # the report commits; the broker refuses every message
        assert ResultReport.objects.filter(fixture=game).exists()
        assert mail.outbox == [] and receiver.requests == []
        assert set(Delivery.objects.values_list("status", flat=True)) == {"pending"}
        assert TaskDue.objects.filter(key__startswith="notify:", sent_at__isnull=True).count() == 3
        assert outbox.requeue_due() == 0  # still down
    finally:
        monkeypatch.undo()
        app.conf.task_always_eager = True
    assert outbox.requeue_due() == 3  # the broker is back: the beat sends them, once
    assert len(mail.outbox) == 1 and len(receiver.requests) == 2
    assert beat() == 0 and len(mail.outbox) == 1 and len(receiver.requests) == 2


def test_a_job_run_again_after_its_send_succeeded_sends_nothing(blitz_game, hooks, receiver,
                                                                 django_capture_on_commit_callbacks):
    """The worker sent, then died before closing its outbox job: the beat re-queues the stalled job, and the
    delivery row (sent) stops the second send."""
    _, _, users, _, game = blitz_game
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    TaskDue.objects.update(done_at=None, started_at=timezone.now() - timedelta(hours=1))
    assert beat() == 3
    assert len(mail.outbox) == 1 and len(receiver.requests) == 2
    assert TaskDue.objects.filter(done_at__isnull=True).count() == 0
    for delivery in Delivery.objects.all():  # and a redelivered message, run by the worker once more
        assert outbox.run(TaskDue.objects.get(key=services.job_key(delivery.pk)).pk) is False
        assert deliver.apply(args=[delivery.pk]).get() is False
    assert len(mail.outbox) == 1 and len(receiver.requests) == 2


def test_a_delivery_left_sending_by_a_dead_worker_is_sent_again_by_the_beat_with_its_id(
        blitz_game, hooks, receiver, settings, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    settings.NOTIFY_SENDING_TIMEOUT = 300
    with django_capture_on_commit_callbacks(execute=False):
        send_report(users, game)
    hook_row = Delivery.objects.get(channel="webhook", webhook=hooks[0])
    # a worker claimed it 10 minutes ago and died; its outbox job is held by that worker
    Delivery.objects.filter(pk=hook_row.pk).update(status="sending", attempts=1,
                                                   updated_at=timezone.now() - timedelta(minutes=10))
    TaskDue.objects.filter(key=services.job_key(hook_row.pk)).update(started_at=timezone.now() - timedelta(minutes=2))
    fresh = Delivery.objects.get(channel="webhook", webhook=hooks[1])  # claimed a moment ago: its worker is alive
    Delivery.objects.filter(pk=fresh.pk).update(status="sending", attempts=1, updated_at=timezone.now())
    with django_capture_on_commit_callbacks(execute=True):
        assert services.resend_stuck() == 1
    hook_row.refresh_from_db()
    assert (hook_row.status, hook_row.attempts) == ("sent", 2)
    [post] = receiver.requests
    assert post["headers"]["Idempotency-Key"] == f"dugout-delivery-{hook_row.pk}"
    assert post["headers"]["X-Dugout-Delivery"] == str(hook_row.pk)
    # the live one's job, run again meanwhile, neither sends nor closes: it comes back when the claim times out
    job = TaskDue.objects.get(key=services.job_key(fresh.pk))
    assert outbox.run(job.pk) is False and len(receiver.requests) == 1
    job.refresh_from_db()
    assert job.done_at is None and "being sent by another run" in job.last_error
    assert 290 < (job.due_at - timezone.now()).total_seconds() < 310


def test_a_delivery_still_waiting_whose_job_was_closed_is_sent_by_the_beat(blitz_game, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    with django_capture_on_commit_callbacks(execute=False):
        send_report(users, game)
    TaskDue.objects.update(done_at=timezone.now())  # closed by hand, or a row from before the outbox
    with django_capture_on_commit_callbacks(execute=True):
        assert services.resend_stuck() == 1
    assert len(mail.outbox) == 1 and Delivery.objects.get().status == "sent"
    with django_capture_on_commit_callbacks(execute=True):
        assert services.resend_stuck() == 0
    assert len(mail.outbox) == 1


def test_an_email_has_one_message_id_per_delivery(blitz_game, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    delivery = Delivery.objects.get()
    assert mail.outbox[0].extra_headers["Message-ID"].startswith(f"<dugout-delivery-{delivery.pk}@")


def test_an_email_turned_off_is_not_sent_but_the_notification_is_kept(blitz_game, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    Preference.objects.create(user=users[1], kind=Kind.REPORT_TO_CONFIRM, email=False)
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    assert mail.outbox == []
    assert users[1].notifications.count() == 1 and not Delivery.objects.exists()


def test_no_email_address_no_email(blitz_game, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    users[1].email = ""
    users[1].save(update_fields=["email"])
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    assert mail.outbox == [] and users[1].notifications.count() == 1


def test_a_broken_receiver_never_breaks_the_report(blitz_game, monkeypatch, caplog):
    _, _, users, _, game = blitz_game

    def broken(**kwargs):
        raise RuntimeError("notifications broke")

    monkeypatch.setattr("notifications.receivers.notify", broken)
    send_report(users, game)
    assert ResultReport.objects.filter(fixture=game).exists()
    assert "the change that caused it is kept" in caplog.text

"""Delivery: once per notification and channel even when a task runs again; a failing mail server or webhook
is logged on the delivery, retried, and never breaks the report that caused it; preferences are respected."""

import contextlib

import pytest
from celery.exceptions import Retry
from django.core import mail

from matches.models import ResultReport
from notifications import services
from notifications.models import Delivery, Kind, Preference
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


def test_the_task_retries_with_backoff():
    assert deliver.autoretry_for == (services.DeliveryFailed,)
    assert deliver.retry_backoff and deliver.max_retries >= 3


def retry(delivery, *, times):
    """What the worker does after each backoff: the task again, with its retry count."""
    for n in range(1, times + 1):
        with contextlib.suppress(Retry, services.DeliveryFailed):
            deliver.apply(args=[delivery.pk], retries=n)
    delivery.refresh_from_db()
    return delivery


def test_a_mail_server_that_is_down_is_retried_and_logged_and_the_report_stands(
        blitz_game, settings, django_capture_on_commit_callbacks, caplog):
    _, _, users, _, game = blitz_game
    settings.EMAIL_BACKEND = DOWN
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)  # does not raise
    assert ResultReport.objects.filter(fixture=game, status="pending").exists()
    delivery = Delivery.objects.get(channel="email")
    assert (delivery.status, delivery.attempts) == (Delivery.Status.FAILED, 1)
    assert "refused the connection" in delivery.last_error
    assert "failed on attempt 1" in caplog.text
    delivery = retry(delivery, times=deliver.max_retries)
    assert (delivery.status, delivery.attempts) == (Delivery.Status.GAVE_UP, deliver.max_retries + 1)
    # the mail server is back: a delivery still waiting to be retried is sent once, and only once
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    Delivery.objects.filter(pk=delivery.pk).update(status=Delivery.Status.FAILED)
    assert deliver.apply(args=[delivery.pk], retries=1).get() is True
    assert deliver.apply(args=[delivery.pk], retries=2).get() is False
    assert len(mail.outbox) == 1


def test_a_failing_webhook_is_retried_until_it_answers(blitz_game, hooks, receiver, django_capture_on_commit_callbacks):
    _, _, users, _, game = blitz_game
    receiver.fail_next = 2  # the first post to each webhook answers 500
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    assert ResultReport.objects.filter(fixture=game).exists()
    rows = Delivery.objects.filter(channel="webhook")
    assert set(rows.values_list("status", flat=True)) == {"failed"}
    assert "HTTP 500" in rows.first().last_error
    for row in rows:
        retry(row, times=1)
    assert sorted(rows.values_list("status", flat=True)) == ["sent", "sent"]
    assert sorted(rows.values_list("attempts", flat=True)) == [2, 2]
    assert len(receiver.requests) == 2  # each event once on each webhook


def test_a_webhook_that_never_answers_gives_up_and_the_log_says_why(blitz_game, receiver, django_capture_on_commit_callbacks):
    _, league, users, _, game = blitz_game
    from notifications.models import Webhook

    receiver.server.server_close()  # nothing listens any more
    Webhook.objects.create(league=league, url=receiver.url, style=Webhook.Style.GENERIC)
    with django_capture_on_commit_callbacks(execute=True):
        send_report(users, game)
    row = retry(Delivery.objects.get(channel="webhook"), times=deliver.max_retries)
    assert row.status == Delivery.Status.GAVE_UP and "refused" in row.last_error
    assert ResultReport.objects.filter(fixture=game).exists()


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

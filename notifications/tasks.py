"""Delivery tasks: take an id, claim the row, send. Retries are the outbox's (dugout/outbox): a failed send
raises DeliveryFailed with its backoff, the job is due again then, and the beat sends it."""

from celery import shared_task

from notifications import services


@shared_task(name="notifications.deliver")
def deliver(delivery_id: int) -> bool:
    """Run by the outbox job `notify:delivery:<id>`; safe to run any number of times (the row is claimed)."""
    return services.deliver(delivery_id=delivery_id)


@shared_task(name="notifications.resend_stuck", ignore_result=True)
def resend_stuck() -> int:
    """Periodic: deliveries a dead worker left "sending", or whose job was closed, are sent again."""
    return services.resend_stuck()


@shared_task(name="notifications.remind_deadlines")
def remind_deadlines() -> int:
    from notifications.receivers import remind_deadlines as remind

    return remind()

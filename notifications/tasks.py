"""Delivery tasks: take an id, claim the row, send; retried with backoff while the channel fails."""

from celery import shared_task
from django.conf import settings

from notifications import services


@shared_task(name="notifications.deliver", bind=True, autoretry_for=(services.DeliveryFailed,), retry_backoff=30,
             retry_backoff_max=3600, retry_jitter=True, max_retries=settings.NOTIFY_MAX_RETRIES)
def deliver(self, delivery_id: int) -> bool:
    return services.deliver(delivery_id=delivery_id, final=self.request.retries >= self.max_retries)


@shared_task(name="notifications.remind_deadlines")
def remind_deadlines() -> int:
    from notifications.receivers import remind_deadlines as remind

    return remind()

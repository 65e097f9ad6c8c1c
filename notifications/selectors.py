"""What the notification pages show."""

from __future__ import annotations

from django.conf import settings

from notifications.models import Delivery, Kind, Notification, Preference, Webhook


def inbox(user, *, limit: int = 200) -> dict:
    notes = list(Notification.objects.filter(user=user).select_related("event__league")[:limit])
    return {"notifications": notes, "unread": sum(n.read_at is None for n in notes)}


def settings_page(user) -> dict:
    off = set(Preference.objects.filter(user=user, email=False).values_list("kind", flat=True))
    return {"kinds": [(value, label, value not in off) for value, label in Kind.choices], "email": user.email}


def webhooks_page(league) -> dict:
    return {"league": league, "webhooks": list(Webhook.objects.filter(league=league)),
            "max_attempts": settings.NOTIFY_MAX_RETRIES + 1,
            "deliveries": list(Delivery.objects.filter(event__league=league, channel=Delivery.Channel.WEBHOOK)
                               .select_related("event", "webhook")[:200])}

"""Notifications: what happened (Event), who is told (Notification), how it went out (Delivery)."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy
from django.utils.translation import gettext_lazy as _


class Kind(models.TextChoices):
    REPORT_TO_CONFIRM = "report_to_confirm", _("A report waits for my confirmation")
    DISPUTE = "dispute", _("A report is disputed")
    RULING = "ruling", _("The commissioner ruled on a report")
    ADVANCEMENT = "advancement", _("An advancement or choice waits after a match")
    DEADLINE = "deadline", _("A fixture's deadline is in 24 hours")
    RESOLVED = "resolved", _("A fixture was resolved by the league's policy")
    SIMULATION = "simulation", _("A simulation finished")
    SEASON = "season", _("A season or off-season step")


class Event(models.Model):
    """One thing that happened in a league; told to its recipients and to the league's webhooks."""

    league = models.ForeignKey("league.League", on_delete=models.CASCADE, null=True, blank=True,
                               related_name="notification_events")
    kind = models.CharField(max_length=30, choices=Kind.choices)
    text = models.CharField(max_length=400)  # the sentence in English (webhooks, the admin)
    # The sentence as a catalogue entry and its values (dugout.i18n.Later): each reader gets it in their language.
    message = models.JSONField(default=dict, blank=True)
    url = models.CharField(max_length=300, blank=True)
    # Set for events that may be noticed more than once (a deadline reminder): one event per key.
    key = models.CharField(max_length=200, null=True, blank=True, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("event")
        verbose_name_plural = gettext_lazy("events")
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.text

    @property
    def text_now(self) -> str:
        """The sentence in the active language (the reader's page, or the recipient's email)."""
        from dugout.i18n import read_stored

        return read_stored(self.message, self.text)


class Notification(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="notifications")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications")
    read_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = gettext_lazy("notification")
        verbose_name_plural = gettext_lazy("notifications")
        ordering = ["-event__created_at", "-id"]
        constraints = [models.UniqueConstraint(fields=["event", "user"], name="one_notification_per_user")]

    def __str__(self) -> str:
        return f"{self.user}: {self.event}"


class Preference(models.Model):
    """Whether a user is emailed about one kind of event (no row: yes). The in-app list keeps everything."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notification_preferences")
    kind = models.CharField(max_length=30, choices=Kind.choices)
    email = models.BooleanField(default=True)

    class Meta:
        verbose_name = gettext_lazy("notification preference")
        verbose_name_plural = gettext_lazy("notification preferences")
        constraints = [models.UniqueConstraint(fields=["user", "kind"], name="one_preference_per_kind")]

    def __str__(self) -> str:
        return f"{self.user}: {self.kind} email {'on' if self.email else 'off'}"


def new_secret() -> str:
    return secrets.token_hex(24)


class Webhook(models.Model):
    class Style(models.TextChoices):
        DISCORD = "discord", _("Discord (a chat message)")
        GENERIC = "generic", _("Generic JSON, signed with HMAC-SHA256")

    league = models.ForeignKey("league.League", on_delete=models.CASCADE, related_name="webhooks")
    url = models.URLField(max_length=500)
    style = models.CharField(max_length=10, choices=Style.choices, default=Style.GENERIC)
    secret = models.CharField(max_length=100, default=new_secret,
                              help_text=_("The generic body is signed with this secret (header X-Dugout-Signature)."))
    active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("webhook")
        verbose_name_plural = gettext_lazy("webhooks")
        ordering = ["id"]

    def __str__(self) -> str:
        return f"{self.get_style_display()}: {self.url}"


class Delivery(models.Model):
    """One send of one event on one channel: an email to one user, or a post to one webhook.

    Unique per notification (email) and per event x webhook. Its send is an outbox job (dugout/outbox)
    recorded in the transaction of the event, and the row is claimed with a conditional update before
    sending, so a job run twice (a retry, a redelivered message, the beat's re-queue) sends once.
    See docs/notifications.md for what is guaranteed, and where a crash can still send twice."""

    class Channel(models.TextChoices):
        EMAIL = "email", _("email")
        WEBHOOK = "webhook", _("webhook")

    class Status(models.TextChoices):
        PENDING = "pending", _("waiting")
        SENDING = "sending", _("sending")
        SENT = "sent", _("sent")
        FAILED = "failed", _("failed (will be retried)")  # next_attempt_at says when
        GAVE_UP = "gave_up", _("failed (gave up)")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="deliveries")
    channel = models.CharField(max_length=10, choices=Channel.choices)
    notification = models.ForeignKey(Notification, on_delete=models.CASCADE, null=True, blank=True,
                                     related_name="deliveries")
    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, null=True, blank=True, related_name="deliveries")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    last_error = models.TextField(blank=True)
    # When a failed delivery is due again (the outbox job's due time, shown in the delivery log).
    next_attempt_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = gettext_lazy("delivery")
        ordering = ["-id"]
        verbose_name_plural = gettext_lazy("deliveries")
        constraints = [
            models.UniqueConstraint(fields=["notification", "channel"], name="one_delivery_per_notification"),
            models.UniqueConstraint(fields=["event", "webhook"], name="one_delivery_per_webhook"),
        ]

    def __str__(self) -> str:
        return f"{self.channel} {self.status}: {self.event}"

"""Telling people: record an event for its recipients and queue its deliveries; send one delivery once."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import urllib.error
import urllib.request
from collections.abc import Iterable

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from dugout.i18n import Later, user_language
from notifications.models import Delivery, Event, Kind, Notification, Preference, Webhook

log = logging.getLogger(__name__)


class DeliveryFailed(Exception):
    """A send that failed and may succeed later (SMTP down, webhook answering 5xx): the task retries it."""


def emails_wanted(users: Iterable, kind: str) -> set[int]:
    """Ids of the users who have an email address and did not turn this kind of email off."""
    users = [u for u in users if u.email]
    off = set(Preference.objects.filter(user__in=users, kind=kind, email=False).values_list("user_id", flat=True))
    return {u.pk for u in users if u.pk not in off}


@transaction.atomic
def notify(*, kind: str, text: str, users: Iterable = (), league=None, url: str = "", key: str | None = None) -> Event | None:
    """Record one event, a notification for each user, and a delivery per email and league webhook; the
    deliveries are queued once the caller's transaction commits. With `key`, an event already recorded
    under it is not recorded again (returns None)."""
    users = {u.pk: u for u in users}.values()
    # A Later sentence (dugout.i18n) is read in each recipient's language; a plain one as it was written.
    message = text.stored() if isinstance(text, Later) else {}
    if key:
        try:
            with transaction.atomic():
                event = Event.objects.create(kind=kind, text=text[:400], message=message, url=url, league=league, key=key)
        except IntegrityError:
            return None
    else:
        event = Event.objects.create(kind=kind, text=text[:400], message=message, url=url, league=league)
    wanted = emails_wanted(users, kind)
    deliveries = []
    for user in users:
        note = Notification.objects.create(event=event, user=user)
        if user.pk in wanted:
            deliveries.append(Delivery.objects.create(event=event, notification=note, channel=Delivery.Channel.EMAIL))
    if league is not None:
        for hook in Webhook.objects.filter(league=league, active=True):
            deliveries.append(Delivery.objects.create(event=event, webhook=hook, channel=Delivery.Channel.WEBHOOK))
    for delivery in deliveries:
        queue(delivery.pk)
    return event


def queue(delivery_id: int) -> None:
    """Send after commit; a broker that is down (or, with tasks run in-process, a send that failed through
    all its retries) is logged, and never breaks the request whose change caused the event."""
    transaction.on_commit(lambda: send_later(delivery_id), robust=True)


def send_later(delivery_id: int) -> None:
    from notifications.tasks import deliver

    try:
        deliver.delay(delivery_id)
    except Exception:
        log.exception("delivery %s could not be sent now; its row records the error", delivery_id)


def claim(delivery_id: int) -> Delivery | None:
    """Take a delivery to send: only one that is waiting or failed, by a conditional update, so two runs of the
    task (a retry racing a redelivery) never both send it."""
    claimed = Delivery.objects.filter(pk=delivery_id, status__in=[Delivery.Status.PENDING, Delivery.Status.FAILED]).update(
        status=Delivery.Status.SENDING, attempts=F("attempts") + 1, updated_at=timezone.now())
    if not claimed:
        return None
    return Delivery.objects.select_related("event__league", "notification__user", "webhook").get(pk=delivery_id)


def deliver(*, delivery_id: int, final: bool = False) -> bool:
    """Send one delivery once; True if this call sent it. A failure is logged on the row and raised as
    DeliveryFailed (the task retries it); on the last attempt (`final`) the row says it gave up."""
    delivery = claim(delivery_id)
    if delivery is None:
        return False
    try:
        if delivery.channel == Delivery.Channel.EMAIL:
            send_email(delivery)
        else:
            post_webhook(delivery)
    except Exception as exc:  # SMTP, network, a receiver's answer: all logged and retried
        status = Delivery.Status.GAVE_UP if final else Delivery.Status.FAILED
        Delivery.objects.filter(pk=delivery.pk).update(status=status, last_error=f"{type(exc).__name__}: {exc}"[:2000],
                                                       updated_at=timezone.now())
        log.warning("delivery %s (%s) failed on attempt %s: %s", delivery.pk, delivery.channel, delivery.attempts, exc)
        raise DeliveryFailed(str(exc)) from exc
    Delivery.objects.filter(pk=delivery.pk).update(status=Delivery.Status.SENT, sent_at=timezone.now(), last_error="",
                                                   updated_at=timezone.now())
    return True


def absolute(url: str) -> str:
    return settings.SITE_URL.rstrip("/") + url if url.startswith("/") else url


def send_email(delivery: Delivery) -> None:
    """One email, written in the recipient's language (their saved choice, else the site's)."""
    event, user = delivery.event, delivery.notification.user
    with translation.override(user_language(user)):
        league = f"[{event.league}] " if event.league else ""
        body = event.text_now + (f"\n\n{absolute(event.url)}" if event.url else "")
        body += "\n\n" + _("Choose which emails you receive: %(url)s") % {"url": absolute("/notifications/settings/")}
        subject = _("Dugout: %(league)s%(kind)s") % {"league": league, "kind": event.get_kind_display()}
    send_mail(subject, body, None, [user.email], fail_silently=False)


def webhook_body(hook: Webhook, event: Event) -> bytes:
    if hook.style == Webhook.Style.DISCORD:
        link = f" <{absolute(event.url)}>" if event.url else ""
        data = {"username": "Dugout", "content": f"**{event.league}**: {event.text}{link}"[:2000],
                "allowed_mentions": {"parse": []}}
    else:
        data = {"event": event.kind, "id": event.pk, "league": event.league_id, "league_name": str(event.league),
                "text": event.text, "url": absolute(event.url) if event.url else "",
                "created_at": event.created_at.isoformat()}
    return json.dumps(data).encode()


def signature(secret: str, body: bytes) -> str:
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def post_webhook(delivery: Delivery) -> None:
    hook, event = delivery.webhook, delivery.event
    body = webhook_body(hook, event)
    headers = {"Content-Type": "application/json", "User-Agent": "Dugout-Webhook/1"}
    if hook.style == Webhook.Style.GENERIC:
        headers["X-Dugout-Event"] = event.kind
        headers["X-Dugout-Delivery"] = str(delivery.pk)
        headers["X-Dugout-Signature"] = signature(hook.secret, body)
    request = urllib.request.Request(hook.url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=settings.WEBHOOK_TIMEOUT) as answer:  # noqa: S310 (http/https only: URLField)
            answer.read(1024)
    except urllib.error.HTTPError as exc:
        raise DeliveryFailed(_("the receiver answered HTTP %(code)s") % {"code": exc.code}) from exc


# Pages' writes --------------------------------------------------------------------------------------------

@transaction.atomic
def mark_read(*, user, notification_id: int | None = None) -> int:
    """Mark one of the user's notifications read (or all of them, without an id); returns how many."""
    mine = Notification.objects.filter(user=user, read_at__isnull=True)
    if notification_id is not None:
        if not Notification.objects.filter(pk=notification_id, user=user).exists():
            raise PermissionDenied(_("That notification is not yours."))
        mine = mine.filter(pk=notification_id)
    return mine.update(read_at=timezone.now())


@transaction.atomic
def update_settings(*, user, email: str, emailed_kinds: Iterable[str]) -> None:
    """The user's email address and which kinds of event they are emailed about."""
    emailed = set(emailed_kinds)
    unknown = emailed - set(Kind.values)
    if unknown:
        raise ValidationError(_("There is no kind of notification called %(kinds)s.") % {"kinds": ", ".join(sorted(unknown))})
    User = get_user_model()
    User.objects.filter(pk=user.pk).update(email=email.strip())
    for kind in Kind.values:
        Preference.objects.update_or_create(user=user, kind=kind, defaults={"email": kind in emailed})


def require_commissioner(league, user) -> None:
    if not league.is_commissioner(user):
        raise PermissionDenied(_("Only a commissioner of this league manages its webhooks."))


@transaction.atomic
def add_webhook(*, by, league, url: str, style: str) -> Webhook:
    require_commissioner(league, by)
    if style not in Webhook.Style.values:
        raise ValidationError(_("Choose Discord or generic JSON."))
    if not url.startswith(("http://", "https://")):
        raise ValidationError(_("A webhook address starts with http:// or https://."))
    return Webhook.objects.create(league=league, url=url, style=style)


@transaction.atomic
def remove_webhook(*, by, webhook: Webhook) -> None:
    require_commissioner(webhook.league, by)
    webhook.delete()


@transaction.atomic
def retry_delivery(*, by, delivery: Delivery) -> bool:
    """The commissioner sends a webhook delivery that gave up once more."""
    require_commissioner(delivery.event.league, by)
    if delivery.channel != Delivery.Channel.WEBHOOK:
        raise PermissionDenied(_("Only the league's webhook deliveries are retried here."))
    updated = Delivery.objects.filter(pk=delivery.pk, status=Delivery.Status.GAVE_UP).update(status=Delivery.Status.FAILED)
    if updated:
        queue(delivery.pk)
    return bool(updated)

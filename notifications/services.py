"""Telling people: record an event for its recipients and queue its deliveries; send one delivery once.

Each delivery's send is an outbox job (dugout/outbox) written in the transaction that records the event,
itself inside the transaction of the change that caused it: a broker outage delays notifications and
loses none. The job claims the delivery row before sending, so a job run twice sends once; a failed send
asks the outbox to run it again after a backoff, up to NOTIFY_MAX_RETRIES retries, then gives up.
Guarantees and their limits: docs/notifications.md."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.mail import EmailMessage
from django.db import IntegrityError, transaction
from django.db.models import CharField, Exists, F, OuterRef, Q, Value
from django.db.models.functions import Cast, Concat
from django.utils import timezone, translation
from django.utils.translation import gettext as _

from dugout.i18n import Later, user_language
from dugout.outbox import services as outbox
from dugout.outbox.models import TaskDue
from notifications import webhook_guard
from notifications.models import Delivery, Event, Kind, Notification, Preference, Webhook

log = logging.getLogger(__name__)

DELIVER_TASK = "notifications.deliver"  # notifications/tasks.py, called by name (rows refer to it)


class DeliveryFailed(Exception):
    """A send that failed and may succeed later (SMTP down, webhook answering 5xx): the outbox runs the job
    again after `retry_after` seconds."""

    def __init__(self, message: str, *, retry_after: float | None = None):
        super().__init__(message)
        self.retry_after = retry_after


class DeliveryBusy(DeliveryFailed):
    """Another run holds the delivery (status "sending", not yet timed out): look again once it would have."""


def emails_wanted(users: Iterable, kind: str) -> set[int]:
    """Ids of the users who have an email address and did not turn this kind of email off."""
    users = [u for u in users if u.email]
    off = set(Preference.objects.filter(user__in=users, kind=kind, email=False).values_list("user_id", flat=True))
    return {u.pk for u in users if u.pk not in off}


# No savepoint of its own (savepoint=False): every caller is a receiver inside its own savepoint
# (receivers.never_breaks_the_sender) or the beat's task outside any transaction, so a second one only cost
# two statements per notification (a post-match run sends one per team: issue #21).
@transaction.atomic(savepoint=False)
def notify(*, kind: str, text: str, users: Iterable = (), league=None, url: str = "", key: str | None = None) -> Event | None:
    """Record one event, a notification for each user, and a delivery per email and league webhook, each
    delivery with its outbox job, all in the caller's transaction (the jobs go to Celery once it commits).
    With `key`, an event already recorded under it is not recorded again (returns None)."""
    if key:
        try:
            with transaction.atomic():
                event = Event.objects.create(kind=kind, text=text[:400], message=_stored(text), url=url, league=league,
                                             key=key)
        except IntegrityError:
            return None
    else:
        event = Event.objects.create(kind=kind, text=text[:400], message=_stored(text), url=url, league=league)
    _tell([(event, users)], kind)
    return event


@dataclass(frozen=True)
class Notice:
    """One event of `notify_each`: its sentence, who is told, the league (for its webhooks) and the link."""

    text: str
    users: Iterable
    league: object = None
    url: str = ""


@transaction.atomic(savepoint=False)
def notify_each(*, kind: str, notices: Iterable[Notice]) -> list[Event]:
    """`notify` for several events of one kind at once (a post-match run tells both teams' coaches): each
    table written in one statement rather than one per row (issue #21). No keys: every notice is recorded."""
    notices = list(notices)
    events = Event.objects.bulk_create(
        Event(kind=kind, text=n.text[:400], message=_stored(n.text), url=n.url, league=n.league) for n in notices)
    _tell([(event, n.users) for event, n in zip(events, notices, strict=True)], kind)
    return events


def _stored(text: str) -> dict:
    """A Later sentence (dugout.i18n) is read in each recipient's language; a plain one as it was written."""
    return text.stored() if isinstance(text, Later) else {}


def _tell(told: list[tuple[Event, Iterable]], kind: str) -> None:
    """Each event's notification for each of its users, and a delivery (with its outbox job) per email wanted
    and per active webhook of the event's league; one statement per table for all the events."""
    told = [(event, list({u.pk: u for u in users}.values())) for event, users in told]
    wanted = emails_wanted([u for _event, users in told for u in users], kind)
    notes = iter(Notification.objects.bulk_create(
        Notification(event=event, user=user) for event, users in told for user in users))
    hooks: dict[int, list[Webhook]] = defaultdict(list)
    leagues = {event.league_id for event, _users in told if event.league_id is not None}
    if leagues:
        for hook in Webhook.objects.filter(league__in=leagues, active=True):
            hooks[hook.league_id].append(hook)
    deliveries = []
    for event, users in told:
        for user in users:
            note = next(notes)
            if user.pk in wanted:
                deliveries.append(Delivery(event=event, notification=note, channel=Delivery.Channel.EMAIL))
        deliveries += [Delivery(event=event, webhook=hook, channel=Delivery.Channel.WEBHOOK)
                       for hook in hooks[event.league_id]]
    for delivery in Delivery.objects.bulk_create(deliveries):
        queue(delivery.pk)


def job_key(delivery_id: int) -> str:
    return f"notify:delivery:{delivery_id}"


def queue(delivery_id: int) -> None:
    """Record the delivery's send as an outbox job in the current transaction; it is sent to Celery once that
    commits (a broker that is down is logged, the beat sends it later) and never breaks the caller."""
    outbox.enqueue(DELIVER_TASK, [delivery_id], key=job_key(delivery_id))


def queue_again(delivery_id: int) -> None:
    """The delivery's job due now once more (a commissioner's "send again", a delivery stuck in sending)."""
    outbox.resend(DELIVER_TASK, [delivery_id], key=job_key(delivery_id))


def max_attempts() -> int:
    return settings.NOTIFY_MAX_RETRIES + 1


def retried_in_background() -> bool:
    """Whether a worker and a beat will run a failed send again. Tasks run in the web process (no REDIS_URL:
    `make run`) have no beat, so a failed send there gives up at once rather than wait for nobody."""
    configured = getattr(settings, "NOTIFY_RETRY_IN_BACKGROUND", None)
    if configured is not None:
        return configured
    from celery import current_app

    return not current_app.conf.task_always_eager


def backoff(attempts: int) -> int:
    """Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min ... at most an hour."""
    return min(settings.NOTIFY_RETRY_BACKOFF * 2 ** max(attempts - 1, 0), settings.NOTIFY_RETRY_BACKOFF_MAX)


def claim(delivery_id: int, *, now=None) -> Delivery | None:
    """Take a delivery to send with a conditional update: one waiting or failed, or one left "sending" longer
    than NOTIFY_SENDING_TIMEOUT (its worker died mid-send). Two runs of the job never both hold it."""
    now = now or timezone.now()
    stale = now - timedelta(seconds=settings.NOTIFY_SENDING_TIMEOUT)
    claimed = Delivery.objects.filter(pk=delivery_id).filter(
        Q(status__in=[Delivery.Status.PENDING, Delivery.Status.FAILED])
        | Q(status=Delivery.Status.SENDING, updated_at__lt=stale)
    ).update(status=Delivery.Status.SENDING, attempts=F("attempts") + 1, updated_at=now, next_attempt_at=None)
    if not claimed:
        return None
    return Delivery.objects.select_related("event__league", "notification__user", "webhook").get(pk=delivery_id)


def deliver(*, delivery_id: int) -> bool:
    """Send one delivery once; True if this call sent it, False if it was not this call's to send (sent,
    given up, or gone). A failure is logged on the row; while retries are left (and a beat runs them) it is
    raised as DeliveryFailed with the backoff, so the outbox runs the job again then; after the last one,
    or a webhook address that breaks a rule, the row says it gave up."""
    delivery = claim(delivery_id)
    if delivery is None:
        held = Delivery.objects.filter(pk=delivery_id, status=Delivery.Status.SENDING).values_list("updated_at", flat=True)
        if held:  # another run is sending it: the job comes back when that run would have timed out
            left = settings.NOTIFY_SENDING_TIMEOUT - (timezone.now() - held[0]).total_seconds()
            raise DeliveryBusy(f"delivery {delivery_id} is being sent by another run", retry_after=max(left, 1) + 1)
        return False
    try:
        if delivery.channel == Delivery.Channel.EMAIL:
            send_email(delivery)
        else:
            post_webhook(delivery)
    except Exception as exc:  # SMTP, network, a receiver's answer, a refused address: all logged
        return failed(delivery, exc)
    Delivery.objects.filter(pk=delivery.pk).update(status=Delivery.Status.SENT, sent_at=timezone.now(), last_error="",
                                                   updated_at=timezone.now())
    return True


def failed(delivery: Delivery, exc: Exception) -> bool:
    error = f"{type(exc).__name__}: {exc}"
    now = timezone.now()
    log.warning("delivery %s (%s) failed on attempt %s: %s", delivery.pk, delivery.channel, delivery.attempts, exc)
    retry = not isinstance(exc, webhook_guard.WebhookRefused) and delivery.attempts < max_attempts()
    if retry and not retried_in_background():
        retry = False
        error += " " + _("(not retried: tasks run in the web process, with no worker or beat to try again)")
    if not retry:
        Delivery.objects.filter(pk=delivery.pk).update(status=Delivery.Status.GAVE_UP, last_error=error[:2000],
                                                       next_attempt_at=None, updated_at=now)
        return False
    wait = backoff(delivery.attempts)
    Delivery.objects.filter(pk=delivery.pk).update(status=Delivery.Status.FAILED, last_error=error[:2000],
                                                   next_attempt_at=now + timedelta(seconds=wait), updated_at=now)
    raise DeliveryFailed(error, retry_after=wait) from exc


def resend_stuck(*, now=None, limit: int = 500) -> int:
    """The beat's safety net: deliveries left "sending" past NOTIFY_SENDING_TIMEOUT (a worker died mid-send)
    and deliveries still to send whose job is closed or missing get their job due again. Returns how many.
    A send that did succeed before the crash is sent again (same delivery id / Message-ID): at least once."""
    now = now or timezone.now()
    stale = now - timedelta(seconds=settings.NOTIFY_SENDING_TIMEOUT)
    stuck = set(Delivery.objects.filter(status=Delivery.Status.SENDING, updated_at__lt=stale)
                .order_by("pk").values_list("pk", flat=True)[:limit])
    open_job = TaskDue.objects.filter(
        key=Concat(Value(job_key(0)[:-1]), Cast(OuterRef("pk"), CharField())), done_at__isnull=True)
    orphans = set(Delivery.objects.filter(status__in=[Delivery.Status.PENDING, Delivery.Status.FAILED])
                  .filter(Q(next_attempt_at__isnull=True) | Q(next_attempt_at__lte=now))
                  .exclude(Exists(open_job)).order_by("pk").values_list("pk", flat=True)[:limit])
    for pk in sorted(stuck | orphans):
        with transaction.atomic():
            queue_again(pk)
    return len(stuck | orphans)


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
    # One Message-ID per delivery: a copy sent again after a crash (docs/notifications.md) carries the same id,
    # which lets mail systems and clients that deduplicate by it show one message.
    domain = settings.DEFAULT_FROM_EMAIL.rsplit("@", 1)[-1].strip("> ") or "dugout"
    message = EmailMessage(subject, body, None, [user.email],
                           headers={"Message-ID": f"<dugout-delivery-{delivery.pk}@{domain}>"})
    message.send(fail_silently=False)


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
    # The same delivery id on every try: a receiver that keeps the ids it has seen drops a repeat.
    headers = {"Content-Type": "application/json", "User-Agent": "Dugout-Webhook/1",
               "Idempotency-Key": f"dugout-delivery-{delivery.pk}", "X-Dugout-Delivery": str(delivery.pk)}
    if hook.style == Webhook.Style.GENERIC:
        headers["X-Dugout-Event"] = event.kind
        headers["X-Dugout-Signature"] = signature(hook.secret, body)
    status = webhook_guard.post(hook.url, body, headers, timeout=settings.WEBHOOK_TIMEOUT)
    if 300 <= status < 400:
        raise DeliveryFailed(_("the receiver answered HTTP %(code)s, a redirect; redirects are not followed")
                             % {"code": status})
    if status >= 400:
        raise DeliveryFailed(_("the receiver answered HTTP %(code)s") % {"code": status})


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
    webhook_guard.check(url)  # https, a public address (the SSRF rules); checked again at every send
    return Webhook.objects.create(league=league, url=url.strip(), style=style)


@transaction.atomic
def remove_webhook(*, by, webhook: Webhook) -> None:
    require_commissioner(webhook.league, by)
    webhook.delete()


@transaction.atomic
def retry_delivery(*, by, delivery: Delivery) -> bool:
    """The commissioner sends a webhook delivery that gave up once more: one more try (its attempts go on
    counting, so a failure gives up again rather than start a new series of retries)."""
    require_commissioner(delivery.event.league, by)
    if delivery.channel != Delivery.Channel.WEBHOOK:
        raise PermissionDenied(_("Only the league's webhook deliveries are retried here."))
    updated = Delivery.objects.filter(pk=delivery.pk, status=Delivery.Status.GAVE_UP).update(
        status=Delivery.Status.FAILED, next_attempt_at=timezone.now(), updated_at=timezone.now())
    if updated:
        queue_again(delivery.pk)
    return bool(updated)

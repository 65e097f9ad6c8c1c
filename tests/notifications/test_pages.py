"""Notification pages: a user sees and marks only their own notifications; the unread count is in the
navigation; only a commissioner of the league sees or edits its webhooks and delivery log."""

import pytest
from django.core import mail

from notifications.models import Delivery, Kind, Notification, Preference, Webhook
from notifications.services import notify

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_notes(make_user):
    alice, bob = make_user("alice"), make_user("bob")
    notify(kind=Kind.RULING, text="Alice's ruling", users=[alice])
    notify(kind=Kind.RULING, text="Bob's ruling", users=[bob])
    return alice, bob


def test_a_user_sees_only_their_notifications_and_the_unread_count(client, two_notes):
    alice, bob = two_notes
    client.force_login(alice)
    page = client.get("/notifications/").content.decode()
    assert "Alice&#x27;s ruling" in page and "Bob" not in page
    home = client.get("/dashboard/").content.decode()
    assert 'class="badge"' in home and ">1</span>" in home


def test_marking_read_clears_the_count_and_no_one_marks_anothers(client, two_notes):
    alice, bob = two_notes
    bobs = Notification.objects.get(user=bob)
    client.force_login(alice)
    assert client.post(f"/notifications/{bobs.pk}/read/").status_code == 403
    assert Notification.objects.get(pk=bobs.pk).read_at is None
    mine = Notification.objects.get(user=alice)
    client.post(f"/notifications/{mine.pk}/read/")
    assert Notification.objects.get(pk=mine.pk).read_at is not None
    assert 'class="badge"' not in client.get("/dashboard/").content.decode()


def test_mark_all_read_through_htmx_swaps_the_list(client, two_notes):
    alice, _ = two_notes
    client.force_login(alice)
    answer = client.post("/notifications/read/", HTTP_HX_REQUEST="true")
    assert 'id="notification-list"' in answer.content.decode() and "<html" not in answer.content.decode()
    assert not Notification.objects.filter(user=alice, read_at__isnull=True).exists()


def test_the_pages_need_a_login(client):
    assert client.get("/notifications/").status_code == 302
    assert client.post("/notifications/read/").status_code == 302


def test_settings_set_the_email_address_and_which_emails(client, make_user, django_capture_on_commit_callbacks):
    user = make_user("carol")
    client.force_login(user)
    client.post("/notifications/settings/", {"email": "carol@example.org", "kinds": [Kind.RULING]})
    user.refresh_from_db()
    assert user.email == "carol@example.org"
    assert not Preference.objects.get(user=user, kind=Kind.DISPUTE).email
    with django_capture_on_commit_callbacks(execute=True):
        notify(kind=Kind.DISPUTE, text="a dispute", users=[user])
        notify(kind=Kind.RULING, text="a ruling", users=[user])
    assert [m.body.split("\n")[0] for m in mail.outbox] == ["a ruling"]
    assert user.notifications.count() == 2  # the list keeps both


def test_a_bad_email_address_changes_nothing(client, make_user):
    user = make_user("dave", email="dave@example.org")
    client.force_login(user)
    client.post("/notifications/settings/", {"email": "not an address"})
    user.refresh_from_db()
    assert user.email == "dave@example.org" and not Preference.objects.filter(user=user).exists()


def test_only_a_commissioner_sees_and_edits_the_webhooks(client, blitz_game):
    commissioner, league, users, _, _ = blitz_game
    url = f"/leagues/{league.pk}/webhooks/"
    client.force_login(users[0])
    assert client.get(url).status_code == 403
    assert client.post(url, {"url": "https://example.org/hook", "style": "generic"}).status_code == 403
    assert not Webhook.objects.exists()
    client.force_login(commissioner)
    assert client.get(url).status_code == 200
    client.post(url, {"url": "https://example.org/hook", "style": "discord"})
    hook = Webhook.objects.get()
    assert hook.style == "discord"
    client.force_login(users[0])
    assert client.post(f"/webhooks/{hook.pk}/remove/").status_code == 403
    assert Webhook.objects.filter(pk=hook.pk).exists()
    client.force_login(commissioner)
    client.post(f"/webhooks/{hook.pk}/remove/")
    assert not Webhook.objects.exists()


def test_a_webhook_address_must_be_http(client, blitz_game):
    commissioner, league, *_ = blitz_game
    client.force_login(commissioner)
    client.post(f"/leagues/{league.pk}/webhooks/", {"url": "ftp://example.org/hook", "style": "generic"})
    assert not Webhook.objects.exists()


def test_the_delivery_log_shows_the_commissioner_each_attempt_and_a_retry_is_theirs(client, blitz_game):
    commissioner, league, users, _, _ = blitz_game
    hook = Webhook.objects.create(league=league, url="http://127.0.0.1:9/", style="generic")
    event = notify(kind=Kind.SEASON, text="Season 1 moved on", league=league)
    Delivery.objects.filter(webhook=hook).update(status="gave_up", attempts=7, last_error="URLError: refused")
    delivery = Delivery.objects.get(event=event)
    client.force_login(users[0])
    assert client.post(f"/webhook-deliveries/{delivery.pk}/retry/").status_code == 403
    client.force_login(commissioner)
    page = client.get(f"/leagues/{league.pk}/webhooks/").content.decode()
    assert "Season 1 moved on" in page and "URLError: refused" in page and "failed (gave up)" in page
    client.post(f"/webhook-deliveries/{delivery.pk}/retry/")
    assert Delivery.objects.get(pk=delivery.pk).status == "failed"  # queued again (sent after commit)


def test_the_profile_page_links_to_the_email_settings(client, make_user):
    client.force_login(make_user("erin"))
    page = client.get("/accounts/profile/").content.decode()
    assert "/notifications/settings/" in page and "no email address yet" in page


def test_the_delivery_log_says_when_a_failed_webhook_is_tried_next_or_that_it_gave_up(
        client, blitz_game, receiver, django_capture_on_commit_callbacks):
    commissioner, league, *_ = blitz_game
    hook = Webhook.objects.create(league=league, url=receiver.url, style="generic")
    receiver.fail_next = 1
    with django_capture_on_commit_callbacks(execute=True):
        notify(kind=Kind.SEASON, text="Season 1 moved on", league=league)
    delivery = Delivery.objects.get(webhook=hook)
    client.force_login(commissioner)
    page = client.get(f"/leagues/{league.pk}/webhooks/").content.decode()
    assert "failed (will be retried)" in page and "next try at" in page and "1 of 7" in page
    assert delivery.next_attempt_at.strftime("%Y-%m-%d %H:%M") in page
    Delivery.objects.filter(pk=delivery.pk).update(status="gave_up", next_attempt_at=None, attempts=7)
    page = client.get(f"/leagues/{league.pk}/webhooks/").content.decode()
    assert "failed (gave up)" in page and "next try at" not in page and "7 of 7" in page

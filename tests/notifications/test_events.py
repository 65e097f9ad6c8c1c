"""Each league event becomes a notification for the right people, an email, and a post to the league's
webhooks (issue 19: report to confirm, dispute, ruling, deadline in 24 h, resolved by policy, season steps)."""

import hashlib
import hmac
from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from league.models import Season
from league.services.leagues import advance_season
from notifications.models import Delivery, Event, Kind, Notification
from notifications.receivers import remind_deadlines
from tests.league.blitz_helpers import decide, dispute, report, side

pytestmark = pytest.mark.django_db


def notified(kind):
    return sorted(Notification.objects.filter(event__kind=kind).values_list("user__username", flat=True))


def test_a_report_tells_the_opponent_by_notification_email_and_both_webhooks(
        blitz_game, hooks, receiver, django_capture_on_commit_callbacks):
    commissioner, league, users, teams, game = blitz_game
    with django_capture_on_commit_callbacks(execute=True):
        report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=2), away=side())
    assert notified(Kind.REPORT_TO_CONFIRM) == ["bcoach1"]  # only the opponent confirms
    [email] = mail.outbox
    assert email.to == ["person2@example.org"] and "confirm or dispute" in email.body
    assert game.get_absolute_url() in email.body
    generic, discord = sorted(receiver.requests, key=lambda r: r["path"])
    assert generic["json"]["event"] == "report_to_confirm" and generic["json"]["league"] == league.pk
    expected = "sha256=" + hmac.new(hooks[0].secret.encode(), generic["raw"], hashlib.sha256).hexdigest()
    assert generic["headers"]["X-Dugout-Signature"] == expected
    assert discord["path"] == "/hook/discord" and "confirm or dispute" in discord["json"]["content"]
    assert "X-Dugout-Signature" not in discord["headers"]
    assert set(Delivery.objects.values_list("status", flat=True)) == {"sent"}


def test_a_dispute_tells_the_commissioner_and_the_reporter_and_the_ruling_tells_both_coaches(
        blitz_game, hooks, receiver, django_capture_on_commit_callbacks):
    commissioner, league, users, teams, game = blitz_game
    with django_capture_on_commit_callbacks(execute=True):
        report(by=users[0], game=game, ending="end_of_deck", home=side(touchdowns=2), away=side())
        dispute(by=users[1], game=game, reason="I scored a touchdown too")
        decide(by=commissioner, game=game, ending="end_of_deck", home=side(touchdowns=2), away=side(touchdowns=1),
               reason="Both coaches agreed at the table")
    assert notified(Kind.DISPUTE) == ["bcoach0", "commish"]
    assert notified(Kind.RULING) == ["bcoach0", "bcoach1"]
    dispute_mail = [m for m in mail.outbox if "I scored a touchdown too" in m.body]
    assert sorted(m.to[0] for m in dispute_mail) == ["person0@example.org", "person1@example.org"]
    assert any("Both coaches agreed at the table" in t for t in receiver.texts())
    assert len(receiver.requests) == 3 * 2  # three events, two webhooks
    assert "bcoach2" not in notified(Kind.DISPUTE) + notified(Kind.RULING)  # not in the game


def test_season_steps_tell_every_coach_and_commissioner(blitz_game, django_capture_on_commit_callbacks):
    commissioner, league, users, teams, game = blitz_game
    season = game.season
    with django_capture_on_commit_callbacks(execute=True):
        advance_season(by=commissioner, season=season, state=Season.State.PLAYOFFS)
    assert notified(Kind.SEASON) == ["bcoach0", "bcoach1", "bcoach2", "commish"]
    assert len(mail.outbox) == 4 and "play-offs" in mail.outbox[0].body.lower()  # "moved on: Play-offs."


def test_a_deadline_within_24_hours_is_reminded_once(make_user, django_capture_on_commit_callbacks):
    from league.models import Fixture
    from league.services.schedule import generate_schedule
    from tests import schedule_factories as f

    commish = f.user("dl-commish")
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    first = d.rounds.order_by("number").first()
    first.deadline = timezone.now() + timedelta(hours=20)
    first.save(update_fields=["deadline"])
    fixtures = list(Fixture.objects.filter(round=first))
    with django_capture_on_commit_callbacks(execute=True):
        assert remind_deadlines() == len(fixtures)
        assert remind_deadlines() == 0  # the next beat finds them reminded already
    assert Notification.objects.filter(event__kind=Kind.DEADLINE).count() == 2 * len(fixtures)
    assert Event.objects.filter(kind=Kind.DEADLINE).count() == len(fixtures)


def test_a_fixture_resolved_at_its_deadline_tells_its_coaches(make_user, django_capture_on_commit_callbacks):
    from league.models import Fixture
    from league.services.schedule import close_round, generate_schedule
    from tests import schedule_factories as f

    commish = f.user("rs-commish")
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    first = d.rounds.order_by("number").first()
    fixture = Fixture.objects.filter(round=first).select_related("home__coach__user", "away__coach__user").first()
    with django_capture_on_commit_callbacks(execute=True):
        close_round(round_id=first.pk, now=first.deadline + timedelta(minutes=1))
    users = set(Notification.objects.filter(event__kind=Kind.RESOLVED, event__url=fixture.get_absolute_url())
                .values_list("user_id", flat=True))
    assert users >= {fixture.home.coach.user_id, fixture.away.coach.user_id}
    assert "not played by its deadline" in Event.objects.filter(kind=Kind.RESOLVED).first().text

"""Listening to the league's events (league/events.py) and turning them into notifications.

Each receiver runs inside the sender's transaction, in a savepoint of its own: if it fails, the failure
is logged and the change that caused the event (a report, a ruling...) still goes through.
"""

from __future__ import annotations

import functools
import logging
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext_noop

from dugout.i18n import later
from league import events
from league.models import Fixture, Round, Season, Team
from notifications.models import Kind
from notifications.services import Notice, notify, notify_each

log = logging.getLogger(__name__)
User = get_user_model()


def never_breaks_the_sender(receiver):
    @functools.wraps(receiver)
    def safe(*args, **kwargs):
        try:
            with transaction.atomic():
                receiver(*args, **kwargs)
        except Exception:
            log.exception("notifications: %s failed; the change that caused it is kept", receiver.__name__)
    return safe


def team_ids(fixture: Fixture) -> list[int]:
    sides = [s.team_id for s in fixture.side_rows()]
    return sides if len(sides) > 2 else [fixture.home_id, fixture.away_id]


def coaches_of(ids) -> list:
    return list(User.objects.filter(coach__teams__pk__in=list(ids)).distinct())


def commissioners_of(league) -> list:
    return list(User.objects.filter(coach__commissioned_leagues=league).distinct())


def league_of(fixture: Fixture):
    return fixture.season.league


@never_breaks_the_sender
def on_report_submitted(sender, fixture, by_team_id, **kwargs):
    reporter = Team.objects.filter(pk=by_team_id).first()
    others = [t for t in team_ids(fixture) if t != by_team_id]
    notify(kind=Kind.REPORT_TO_CONFIRM, league=league_of(fixture), users=coaches_of(others), url=fixture.get_absolute_url(),
           text=later(gettext_noop("%(team)s reported %(fixture)s: confirm or dispute the report."), team=reporter, fixture=fixture.said()))


@never_breaks_the_sender
def on_report_disputed(sender, fixture, by_coach, reason, **kwargs):
    league = league_of(fixture)
    others = coaches_of(team_ids(fixture))
    users = commissioners_of(league) + [u for u in others if u.pk != by_coach.user_id]
    notify(kind=Kind.DISPUTE, league=league, users=users, url=fixture.get_absolute_url(),
           text=later(gettext_noop("%(coach)s disputed the report of %(fixture)s: “%(reason)s”. The commissioner rules."),
                      coach=by_coach, fixture=fixture.said(), reason=reason))


@never_breaks_the_sender
def on_report_ruled(sender, fixture, by_coach, reason, **kwargs):
    notify(kind=Kind.RULING, league=league_of(fixture), users=coaches_of(team_ids(fixture)), url=fixture.get_absolute_url(),
           text=later(gettext_noop("Commissioner %(coach)s ruled on %(fixture)s: “%(reason)s”. The result is final."),
                      coach=by_coach, fixture=fixture.said(), reason=reason))


@never_breaks_the_sender
def on_fixture_resolved(sender, fixture, **kwargs):
    league = league_of(fixture)
    users = coaches_of(team_ids(fixture))
    if fixture.status in (Fixture.Status.AWAITING_COMMISSIONER, Fixture.Status.DISPUTED):
        users += commissioners_of(league)
    if fixture.status in (Fixture.Status.PLAYED, Fixture.Status.DISPUTED):  # a report nobody confirmed in time
        text = later(gettext_noop("%(fixture)s: %(note)s"), fixture=fixture.said(), note=fixture.note)
    else:
        text = later(gettext_noop("%(fixture)s was not played by its deadline. %(note)s"), fixture=fixture.said(),
                     note=fixture.note)
    notify(kind=Kind.RESOLVED, league=league, users=users, url=fixture.get_absolute_url(), text=text)


@never_breaks_the_sender
def on_advancement_waiting(sender, waiting, **kwargs):
    coaches: dict[int, list] = {}
    for user in User.objects.filter(coach__teams__pk__in=[team.pk for team, _text, _url in waiting]).annotate(
            team_id=F("coach__teams__pk")):
        coaches.setdefault(user.team_id, []).append(user)
    notify_each(kind=Kind.ADVANCEMENT, notices=[Notice(text=text, users=coaches.get(team.pk, []), league=team.league,
                                                       url=url) for team, text, url in waiting])


@never_breaks_the_sender
def on_simulation_finished(sender, season, label, url, batch_id, requested_by=None, **kwargs):
    users = commissioners_of(season.league) + coaches_of(season.league.teams.values_list("pk", flat=True))
    notify(kind=Kind.SIMULATION, league=season.league, users=users, url=url, key=f"simulation:{batch_id}",
           text=later(gettext_noop("The simulation “%(label)s” of season %(number)s finished."), label=label, number=season.number))


@never_breaks_the_sender
def on_season_changed(sender, season, text, **kwargs):
    league = season.league
    users = commissioners_of(league) + coaches_of(league.teams.values_list("pk", flat=True))
    notify(kind=Kind.SEASON, league=league, users=users, url=f"/seasons/{season.pk}/", text=text)


def remind_deadlines(*, now=None) -> int:
    """Tell the coaches of each unplayed fixture whose round closes within 24 hours (once per fixture and
    deadline: a moved deadline is reminded again). Returns how many reminders were recorded."""
    now = now or timezone.now()
    rounds = Round.objects.filter(closed_at__isnull=True, deadline__gt=now, deadline__lte=now + timedelta(hours=24),
                                  division__season__state=Season.State.REGULAR_SEASON)
    fixtures = Fixture.objects.filter(round__in=rounds, status=Fixture.Status.SCHEDULED).select_related(
        "round", "home", "away", "season__league")
    sent = 0
    for fixture in fixtures:
        deadline = fixture.round.deadline
        event = notify(kind=Kind.DEADLINE, league=fixture.season.league, users=coaches_of(team_ids(fixture)),
                       url=fixture.get_absolute_url(), key=f"deadline:{fixture.pk}:{deadline.isoformat()}",
                       text=later(gettext_noop("%(fixture)s must be played by %(deadline)s (UTC); then the league's policy decides it."),
                                  fixture=fixture.said(), deadline=deadline.strftime("%Y-%m-%d %H:%M")))
        sent += event is not None
    return sent


def connect() -> None:
    for signal, receiver in [(events.report_submitted, on_report_submitted), (events.report_disputed, on_report_disputed),
                             (events.report_ruled, on_report_ruled), (events.fixture_resolved, on_fixture_resolved),
                             (events.advancement_waiting, on_advancement_waiting),
                             (events.simulation_finished, on_simulation_finished),
                             (events.season_changed, on_season_changed)]:
        signal.connect(receiver, dispatch_uid=f"notifications.{receiver.__name__}")

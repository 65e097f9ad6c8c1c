"""iCalendar feeds (RFC 5545) of fixtures with deadlines: one per team, one per league.

Each fixture with a deadline is one VEVENT at its deadline (a moment, no duration: "play by"), with a
stable UID so a calendar updates the event when the deadline moves or the result comes in.
"""

from __future__ import annotations

from django.db.models import Q
from django.utils.translation import gettext as _
from icalendar import Calendar, Event

from history.selectors import _fixtures, fixture_deadline, fixture_label
from league.models import Fixture


def _title(fixture: Fixture) -> str:
    teams = " v ".join(s.team.name for s in fixture.side_rows()) or f"{fixture.home.name} v {fixture.away.name}"
    return f"{teams} ({fixture_label(fixture)})"


def feed(*, name: str, fixtures, base_url: str) -> bytes:
    calendar = Calendar()
    calendar.add("prodid", "-//Dugout//league fixtures//EN")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", name)
    for fixture in fixtures:
        deadline = fixture_deadline(fixture)
        if deadline is None:
            continue
        event = Event()
        event.add("uid", f"fixture-{fixture.pk}@dugout")
        event.add("dtstamp", fixture.result_recorded_at or deadline)
        event.add("dtstart", deadline)
        event.add("summary", _("Deadline: %(match)s") % {"match": _title(fixture)})
        status = fixture.score_line() if fixture.has_result else fixture.get_status_display()
        event.add("description", f"{fixture.season.league.name}, " + _("season %(n)s") % {"n": fixture.season.number}
                  + f". {status}")
        event.add("url", base_url + fixture.get_absolute_url())
        calendar.add_component(event)
    return calendar.to_ical()


def team_fixtures(team):
    return (_fixtures().select_related("season__league")
            .filter(Q(home=team) | Q(away=team) | Q(sides__team=team)).distinct().order_by("pk"))


def league_fixtures(league):
    return _fixtures().select_related("season__league").filter(season__league=league).order_by("pk")

"""iCalendar feeds per team and per league: fixtures with deadlines, parsed back with the icalendar parser."""

import pytest
from icalendar import Calendar

from league.models import Fixture, Round
from tests import playoff_factories as pf

pytestmark = pytest.mark.django_db


def parse(response):
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/calendar")
    return Calendar.from_ical(response.content)


def test_team_feed_has_one_event_per_fixture_at_its_deadline(client):
    commish, lg, s, (a, b) = pf.regular_season(2)
    team = pf.teams_of(a)[0]
    fixtures = Fixture.objects.filter(season=s, home=team) | Fixture.objects.filter(season=s, away=team)
    cal = parse(client.get(f"/teams/{team.pk}/calendar.ics"))
    events = cal.walk("VEVENT")
    assert len(events) == fixtures.count() == 6
    by_uid = {str(e["UID"]): e for e in events}
    first = fixtures.order_by("round__number").first()
    event = by_uid[f"fixture-{first.pk}@dugout"]
    assert event.decoded("DTSTART") == Round.objects.get(fixtures=first).deadline
    assert "Round 1" in str(event["SUMMARY"]) and team.name in str(event["SUMMARY"])
    assert str(event["URL"]).endswith(f"/matches/fixtures/{first.pk}/") or f"/{first.pk}/" in str(event["URL"])
    assert str(cal["X-WR-CALNAME"]).startswith(team.name)


def test_league_feed_lists_every_fixture_and_a_result_once_played(client):
    commish, lg, s, (a, b) = pf.regular_season(2)
    fx = Fixture.objects.filter(season=s).order_by("pk").first()
    pf.play(fx, fx.home)
    events = parse(client.get(f"/leagues/{lg.pk}/calendar.ics")).walk("VEVENT")
    assert len(events) == Fixture.objects.filter(season=s).count() == 24
    played = next(e for e in events if str(e["UID"]) == f"fixture-{fx.pk}@dugout")
    assert f"{fx.home.name} won 1–0" in str(played["DESCRIPTION"])


def test_a_fixture_without_a_deadline_is_left_out(client):
    commish, lg, s, (a,) = pf.regular_season(1)
    from league.services.fixtures import arrange_match
    t = pf.teams_of(a)
    arrange_match(by=commish, season=s, teams=[t[0], t[1]])  # a friendly: no round, no deadline
    events = parse(client.get(f"/teams/{t[0].pk}/calendar.ics")).walk("VEVENT")
    assert len(events) == 6

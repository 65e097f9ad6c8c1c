"""The league's list pages read a fixed number of queries however many teams a league has (no N+1):
a real league has dozens of teams, each with a full roster."""

from datetime import UTC, datetime

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from league.models import Season, SeasonEntry
from league.services import schedule as schedule_services
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


def league_of(teams: int):
    commish = f.user()
    lg = f.league(commissioner=commish, round_length_days=7)
    season = f.season(lg)
    division = f.division(season, teams=teams)
    SeasonEntry.objects.bulk_create(
        SeasonEntry(season=season, team=t, state=SeasonEntry.State.ACCEPTED) for t in division.teams.all()
    )
    schedule_services.generate_schedule(season=season, user=commish, start=datetime(2026, 3, 2, tzinfo=UTC))
    Season.objects.filter(pk=season.pk).update(state=Season.State.REGULAR_SEASON)
    return commish, lg, season, division


PAGES = {
    "league": lambda lg, season, division: f"/leagues/{lg.pk}/",
    "season": lambda lg, season, division: f"/seasons/{season.pk}/",
    "schedule": lambda lg, season, division: f"/seasons/{season.pk}/schedule/",
    "standings": lambda lg, season, division: f"/divisions/{division.pk}/standings/",
}


def queries(client, url) -> int:
    with CaptureQueriesContext(connection) as captured:
        assert client.get(url).status_code == 200
    return len(captured)


@pytest.mark.parametrize("page", PAGES)
def test_a_page_does_not_query_per_team(client, page):
    counts = []
    for teams in (4, 8):
        commish, lg, season, division = league_of(teams)
        client.force_login(commish)
        counts.append(queries(client, PAGES[page](lg, season, division)))
    assert counts[0] == counts[1], f"{page}: {counts[0]} queries with 4 teams, {counts[1]} with 8"


def test_the_dashboard_does_not_query_per_player(client):
    """The coach's dashboard checks every player for SPP he must spend (§7.3.3)."""
    from league.models import Player

    commish, lg, season, division = league_of(4)
    team = division.teams.first()
    client.force_login(team.coach.user)
    few = queries(client, "/dashboard/")
    Player.objects.bulk_create(Player(team=team, number=n, name=f"Extra {n}", position="lineman") for n in range(12, 17))
    assert queries(client, "/dashboard/") == few

"""The history pages with a real season: two divisions played through the services, then the play-offs
(tests/playoff_factories.finished_playoffs: A1 wins the final against B1)."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from league.models import Fixture, FixtureSide, Season
from tests import playoff_factories as pf

pytestmark = pytest.mark.django_db


@pytest.fixture
def played():
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    Season.objects.filter(pk=s.pk).update(state=Season.State.CLOSED)
    return commish, lg, s, ta, tb


def test_team_page_counts_wins_draws_losses_and_lists_every_match(client, played):
    _c, lg, s, ta, tb = played
    champion = ta[0]
    sides = FixtureSide.objects.filter(team=champion).exclude(result="")
    won = sides.filter(result="win").count()
    # strength 9 is the best: every league match and both play-off matches are won
    assert won == sides.count() == 6 + 2  # a double round robin of four, then two play-off matches
    page = client.get(f"/teams/{champion.pk}/history/").content.decode()
    assert "8 won, 0 drawn, 0 lost" in page and "(8-0-0)" in page
    assert "Final: v" in page and "Semi-final: v" in page and "Round 1: v" in page
    assert "Champions" in page  # the season's honour
    assert page.count("<tr><td>20") == 8  # every match has its date
    loser = tb[0]  # lost the final
    page = client.get(f"/teams/{loser.pk}/history/").content.decode()
    assert "Runners-up" in page and "(7-0-1)" in page


def test_league_hall_of_fame_names_the_champion_records_and_leaders(client, played):
    _c, lg, s, ta, tb = played
    page = client.get(f"/leagues/{lg.pk}/history/").content.decode()
    assert f'href="/teams/{ta[0].pk}/history/">{ta[0].name}</a>' in page
    assert f"runners-up {tb[0].name}" in page
    # A1 caused 1 casualty in each of its 6 league matches (finish_regular_season casualties) and none after
    assert "Most Cas in a season" in page and f"{ta[0].name} (season 1)" in page
    # every one of the 28 matches was won 1-0: the match record is shared by 28, three are named
    assert "Most TD in a match" in page and "and 25 more" in page
    # A1 won all 8 of its matches, nobody else went unbeaten that long
    assert f'Longest unbeaten run (matches)</td><td class="num">8</td><td>{ta[0].name}</td>' in page
    assert "Stat leaders per season" in page


def test_season_page_draws_the_points_race(client, played):
    _c, lg, s, ta, tb = played
    page = client.get(f"/seasons/{s.pk}/history/").content.decode()
    assert page.count('aria-label="Points race: ') == 2  # one race per division
    assert 'aria-label="SPP leaders"' in page  # Dungeon Bowl's own points (GameHistory); none earned here
    # A1 won its six league matches: 3 points a win (§8.6), 18 after round 6
    assert f"{ta[0].name} (18)" in page


def test_history_pages_cost_the_same_queries_for_one_or_two_seasons(client, played):
    """No N+1: a second season's matches add no queries to the team and league pages."""
    _c, lg, s, ta, tb = played

    def count(url):
        with CaptureQueriesContext(connection) as ctx:
            assert client.get(url).status_code == 200
        return len(ctx.captured_queries)

    team_before, league_before = count(f"/teams/{ta[0].pk}/history/"), count(f"/leagues/{lg.pk}/history/")
    s2 = Season.objects.create(league=lg, number=2, state=Season.State.REGULAR_SEASON)
    from league.services.fixtures import arrange_match
    for other in [ta[1], ta[2], tb[0], tb[1]]:
        fx = arrange_match(by=_c, season=s2, teams=[ta[0], other], kind=Fixture.Kind.FRIENDLY)
        pf.play(fx, ta[0])
    assert count(f"/teams/{ta[0].pk}/history/") == team_before
    assert count(f"/leagues/{lg.pk}/history/") == league_before + 0

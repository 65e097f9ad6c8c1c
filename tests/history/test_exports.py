"""A team's roster as a printable sheet and JSON (anyone may read a roster, as the team page); a league's
data as JSON for its commissioners only."""

import json

import pytest

from league.models import Player
from tests import playoff_factories as pf
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def season():
    commish, lg, s, (a, b) = pf.regular_season(2)
    pf.give_real_rosters(s)
    return commish, lg, s, pf.teams_of(a)[0]


def test_roster_json_lists_every_player_with_profile_and_totals(client, season):
    _c, lg, s, team = season
    Player.objects.filter(team=team, number=3).update(name="Grim Ironfist", spp=7, niggling_injuries=1)
    data = client.get(f"/teams/{team.pk}/roster.json").json()
    assert data["format"] == "dugout-roster/1" and data["team"] == team.name and data["game"] == "dungeon_bowl"
    assert len(data["players"]) == 11
    grim = next(p for p in data["players"] if p["number"] == 3)
    assert grim["name"] == "Grim Ironfist" and grim["spp"] == 7 and grim["niggling_injuries"] == 1
    assert grim["position_name"] == "Bloodborn Marauder Lineman" and grim["value"] == 50_000
    assert data["team_value"] == 11 * 50_000


def test_printable_sheet_has_print_css_and_every_player(client, season):
    _c, lg, s, team = season
    page = client.get(f"/teams/{team.pk}/sheet/").content.decode()
    assert "@media print" in page and "@page" in page
    assert page.count("Bloodborn Marauder Lineman") == 11


def test_league_json_is_for_commissioners_only(client, season):
    commish, lg, s, team = season
    url = f"/leagues/{lg.pk}/export.json"
    assert client.get(url).status_code == 302  # not logged in: to the login page
    client.force_login(team.coach.user)  # a coach of the league, not a commissioner
    assert client.get(url).status_code == 403
    client.force_login(commish)
    data = json.loads(client.get(url).content)
    assert data["format"] == "dugout-league/1" and data["game"] == "dungeon_bowl"
    assert len(data["teams"]) == 8 and len(data["fixtures"]) == 24
    assert data["seasons"][0]["number"] == 1 and len(data["seasons"][0]["divisions"]) == 2
    assert all(fx["deadline"] for fx in data["fixtures"])


def test_league_json_costs_the_same_queries_with_more_teams(client, django_assert_max_num_queries, season):
    commish, lg, s, team = season
    client.force_login(commish)
    for _ in range(3):
        f.team(lg)
    with django_assert_max_num_queries(16):
        assert client.get(f"/leagues/{lg.pk}/export.json").status_code == 200


@pytest.mark.parametrize("ruleset", ["blitz_bowl", "kaosball", "team_manager"])
def test_every_game_has_a_roster_sheet_history_page_and_feed(client, ruleset):
    """Games whose teams are not built from a roster of positions still get their history, sheet and JSON."""
    lg = f.league(ruleset=ruleset)
    team = f.team(lg, roster="anything", players=0)
    for url in (f"/teams/{team.pk}/sheet/", f"/teams/{team.pk}/roster.json", f"/teams/{team.pk}/history/",
                f"/teams/{team.pk}/calendar.ics", f"/leagues/{lg.pk}/history/", f"/leagues/{lg.pk}/calendar.ics"):
        assert client.get(url).status_code == 200, url

"""A league form posted twice (a double click, a browser retry) applies exactly once, and the second
post says why it changed nothing. The forms post what the page renders into them."""

import re

import pytest

from league.models import AuditEntry, Player, PlayerEvent, Team, TeamReroll
from tests.league.conftest import FIRE_HIRES

pytestmark = pytest.mark.django_db


def rendered_treasury(client, team) -> str:
    """The treasury the roster page renders into its purchase forms."""
    page = client.get(f"/teams/{team.pk}/").content.decode()
    shown = re.findall(r'name="treasury_shown" value="(\d+)"', page)
    assert len(shown) == 2  # the hire form and the re-roll form
    return shown[0]


def twice(client, url, data):
    first = client.post(url, data, follow=True)
    second = client.post(url, data, follow=True)
    return first.content.decode(), second.content.decode()


def treasury(team) -> int:
    return Team.objects.get(pk=team.pk).treasury


def test_a_hire_posted_twice_hires_once(client, team, coach):
    Team.objects.filter(pk=team.pk).update(treasury=200_000)
    client.force_login(coach)
    # No number chosen (the API's and a hand-made form's case): only the shown treasury stops the second.
    data = {"position": "gnoblar_lineman", "name": "Snik", "treasury_shown": rendered_treasury(client, team)}
    first, second = twice(client, f"/teams/{team.pk}/hire/", data)
    assert "Player hired." in first
    assert "the treasury is 185,000 gp now, not the 200,000 gp this page showed" in second
    assert team.players.filter(name="Snik").count() == 1
    assert treasury(team) == 200_000 - 15_000


def test_a_reroll_bought_twice_is_bought_once(client, team, coach):
    Team.objects.filter(pk=team.pk).update(treasury=250_000)
    client.force_login(coach)
    first, second = twice(client, f"/teams/{team.pk}/reroll/", {"treasury_shown": rendered_treasury(client, team)})
    assert "Team re-roll bought." in first
    assert "nothing was spent" in second
    assert TeamReroll.objects.filter(team=team, how=TeamReroll.How.TREASURY).count() == 1
    assert treasury(team) == 150_000  # 2 × 50,000 gp once (§4.6)


def test_a_purchase_from_a_stale_page_is_refused(client, team, coach):
    """The coach bought in another tab: the old page's form spends nothing."""
    Team.objects.filter(pk=team.pk).update(treasury=250_000)
    client.force_login(coach)
    stale = rendered_treasury(client, team)
    Team.objects.filter(pk=team.pk).update(treasury=100_000)
    page = client.post(f"/teams/{team.pk}/reroll/", {"treasury_shown": stale}, follow=True).content.decode()
    assert "not the 250,000 gp this page showed" in page
    assert treasury(team) == 100_000 and not TeamReroll.objects.filter(how=TeamReroll.How.TREASURY).exists()


def test_a_fire_posted_twice_fires_once(client, team, coach):
    client.force_login(coach)
    player = team.players.get(number=1)
    first, second = twice(client, f"/players/{player.pk}/fire/", {})
    assert f"{player.name} was fired." in first
    assert "is no longer on the roster" in second
    assert PlayerEvent.objects.filter(player=player, kind="fired").count() == 1


def test_the_fire_service_fires_once_even_from_a_stale_row(team, coach):
    """Two requests that loaded the player before either fired him: one fires, the other is refused."""
    from games.dungeon_bowl.teams import services as rosters
    from league.services.errors import RuleViolation

    player = team.players.get(number=1)
    stale = Player.objects.get(pk=player.pk)
    rosters.fire_player(by=coach, player=player)
    with pytest.raises(RuleViolation, match="no longer on the roster"):
        rosters.fire_player(by=coach, player=stale)
    assert PlayerEvent.objects.filter(player=player, kind="fired").count() == 1


def test_a_treasury_correction_posted_twice_is_audited_once(client, team, commissioner):
    client.force_login(commissioner)
    first, second = twice(client, f"/teams/{team.pk}/correct/", {"treasury": "90000", "reason": "prize money"})
    assert "Treasury corrected" in first
    assert "nothing to correct: the treasury is already 90,000 gp" in second
    assert treasury(team) == 90_000
    assert AuditEntry.objects.filter(action="treasury corrected").count() == 1


def test_a_player_correction_posted_twice_is_audited_once(client, team, commissioner):
    client.force_login(commissioner)
    player = team.players.get(number=1)
    data = {"spp": "7", "spp_earned": "7", "niggling_injuries": "0", "mvp_awards": "0", "lasting_injuries": "",
            "reason": "report typo"}
    first, second = twice(client, f"/players/{player.pk}/correct/", data)
    assert "Player corrected" in first and "nothing to correct" in second
    assert Player.objects.get(pk=player.pk).spp == 7
    assert AuditEntry.objects.filter(action="player corrected").count() == 1


def test_a_team_created_twice_is_created_once(client, league, coach):
    client.force_login(coach)
    data = {"college": "fire", "name": "Wizards", "rerolls": "2", "action": "create"}
    data.update({f"hire_{k}": str(v) for k, v in FIRE_HIRES.items()})
    first = client.post(f"/leagues/{league.pk}/teams/new/", data)
    team = Team.objects.get(league=league, name="Wizards")
    assert first.status_code == 302 and first["Location"] == f"/teams/{team.pk}/"
    # The second post finds the coach's own team made by the first: to it, with a word of why.
    second = client.post(f"/leagues/{league.pk}/teams/new/", data, follow=True)
    assert second.redirect_chain == [(f"/teams/{team.pk}/", 302)]
    assert "Wizards was already created; here it is." in second.content.decode()
    assert Team.objects.filter(league=league).count() == 1
    assert Player.objects.filter(team__league=league).count() == sum(FIRE_HIRES.values())


def test_an_api_purchase_retried_with_the_treasury_it_saw_applies_once(team, coach):
    from rest_framework.test import APIClient

    Team.objects.filter(pk=team.pk).update(treasury=250_000)
    api = APIClient()
    api.force_authenticate(coach)
    body = {"treasury_shown": 250_000}
    assert api.post(f"/api/teams/{team.pk}/buy-reroll/", body, format="json").status_code == 200
    again = api.post(f"/api/teams/{team.pk}/buy-reroll/", body, format="json")
    assert again.status_code == 400 and again.json()["errors"][0]["rule"] == "§4.7"
    hire = {"position": "gnoblar_lineman", "treasury_shown": 150_000}
    assert api.post(f"/api/teams/{team.pk}/hire/", hire, format="json").status_code == 201
    assert api.post(f"/api/teams/{team.pk}/hire/", hire, format="json").status_code == 400
    assert TeamReroll.objects.filter(how=TeamReroll.How.TREASURY).count() == 1
    assert team.players.filter(position="gnoblar_lineman").count() == 1
    assert treasury(team) == 250_000 - 100_000 - 15_000


def test_an_entry_decision_posted_twice_is_recorded_once(client, team, commissioner):
    from league.models import SeasonEntry

    client.force_login(commissioner)
    entry = SeasonEntry.objects.get(team=team)
    first, second = twice(client, f"/entries/{entry.pk}/decide/", {"decision": "accept"})
    assert "accepted." in first and "is already accepted" in second
    assert AuditEntry.objects.filter(action="season entry").count() == 1


def test_entries_are_settled_once_the_season_has_begun(team, commissioner):
    """§8.11: divisions and fixtures are drawn from the accepted teams; rejecting one mid-season would
    leave fixtures against a team no longer in the season."""
    from league.models import Season, SeasonEntry
    from league.services import leagues
    from league.services.errors import RuleViolation

    entry = SeasonEntry.objects.get(team=team)
    leagues.decide_entry(by=commissioner, entry=entry, accept=True)
    Season.objects.filter(pk=entry.season_id).update(state=Season.State.REGULAR_SEASON)
    with pytest.raises(RuleViolation, match="no longer takes registrations"):
        leagues.decide_entry(by=commissioner, entry=entry, accept=False)
    assert SeasonEntry.objects.get(pk=entry.pk).state == SeasonEntry.State.ACCEPTED


def test_a_season_moved_on_twice_moves_once(client, team, commissioner):
    client.force_login(commissioner)
    season = team.league.current_season()
    first, second = twice(client, f"/seasons/{season.pk}/state/", {"state": "regular_season", "confirm": "yes"})
    assert "Season moved on." in first and "moves forward only" in second
    assert AuditEntry.objects.filter(action="season state").count() == 1


def test_a_points_penalty_posted_twice_docks_once():
    """§8.5: a no-show is docked 3 league points, not 6 because the form was sent twice."""
    from django.test import Client

    from league.models import PointsPenalty
    from league.services.standings import dock_points
    from tests import schedule_factories as f

    commish = f.user()
    lg = f.league(commissioner=commish)
    season = f.season(lg)
    division = f.division(season, teams=4)
    team = division.teams.first()
    client = Client()
    client.force_login(commish)
    url = f"/seasons/{season.pk}/penalties/"
    first, second = twice(client, url, {"team": team.pk, "points": -3, "reason": "No-show in round 2"})
    assert "docked 3 league points" in first
    assert "already docked 3 league points for this reason" in second
    assert PointsPenalty.objects.filter(team=team).count() == 1
    dock_points(season=season, team=team, user=commish, reason="No-show in round 4")  # a new penalty stands
    assert PointsPenalty.objects.filter(team=team).count() == 2


def test_a_rename_posted_twice_is_recorded_once(client, team, coach):
    client.force_login(coach)
    player = team.players.get(number=1)
    first, second = twice(client, f"/players/{player.pk}/rename/", {"name": "Thorgrim"})
    assert "Player renamed." in first
    assert Player.objects.get(pk=player.pk).name == "Thorgrim"
    assert PlayerEvent.objects.filter(player=player, kind="renamed").count() == 1


def test_a_retirement_posted_twice_is_recorded_once(client, team, coach):
    client.force_login(coach)
    player = team.players.get(number=2)
    Player.objects.filter(pk=player.pk).update(lasting_injuries=["MA"])
    first, second = twice(client, f"/players/{player.pk}/retire/", {})
    assert "is temporarily retired" in first and "already temporarily retired" in second
    assert PlayerEvent.objects.filter(player=player, kind="retired").count() == 1


def test_a_league_created_twice_is_created_once(client, make_user):
    from league.models import League

    client.force_login(make_user("founder"))
    data = {"name": "Friday Dungeon", "ruleset": "dungeon_bowl", "team_budget": "1000000", "unplayed_policy": "rulebook",
            "round_length_days": "7", "playoff_format_four_divisions": "division_winners",
            "playoff_draw_breaker": "higher_seed", "redraft_wins_counted": "league", "sponsor_allocation": "free",
            # every setting the form requires: the exhibition ones (§9) and the unconfirmed-report policy
            "unconfirmed_report_policy": "accept", "exhibition_budget": "1150000", "exhibition_free_spp": "36",
            "exhibition_max_advancements": "6", "ai_opponent": "scripted"}
    first = client.post("/leagues/new/", data)
    second = client.post("/leagues/new/", data)
    assert first.status_code == 302, first.content.decode()[-1500:]
    assert second.status_code == 400 and "you already run a league named Friday Dungeon" in second.content.decode()
    assert League.objects.filter(name="Friday Dungeon").count() == 1
    client.force_login(make_user("someone_else"))  # another commissioner may pick the same name
    assert client.post("/leagues/new/", data).status_code == 302

"""Issue 4: the pages: team wizard (HTMX fragment and plain post), roster, player, league, season,
dashboard; bad input shows the broken rule and saves nothing."""

import pytest

from league.models import Player, Team
from league.selectors import dashboard as dashboard_selectors
from tests.league.conftest import FIRE_HIRES

pytestmark = pytest.mark.django_db


def wizard_data(**extra):
    data = {"college": "fire", "name": "Wizards", "rerolls": "2"}
    data.update({f"hire_{k}": str(v) for k, v in FIRE_HIRES.items()})
    data.update(extra)
    return data


def test_wizard_step_one_lists_the_colleges(client, league, coach):
    client.force_login(coach)
    page = client.get(f"/leagues/{league.pk}/teams/new/").content.decode()
    for name in ("College of Fire", "College of Shadow", "College of Heavens"):
        assert name in page


def test_wizard_htmx_fragment_shows_budget_and_limits_live_and_saves_nothing(client, league, coach):
    client.force_login(coach)
    url = f"/leagues/{league.pk}/teams/new/"
    ok = client.post(url, wizard_data(action="create"), HTTP_HX_REQUEST="true")
    html = ok.content.decode()
    assert "<html" not in html and 'id="wizard-ok"' in html
    assert "940,000" in html and "60,000" in html and "Blitzers 2/2" in html
    over = client.post(url, wizard_data(hire_dwarf_blitzer="3"), HTTP_HX_REQUEST="true").content.decode()
    assert "College of Fire allows 0-2 Blitzers; this team has 3 (§4.3)" in over
    assert not Team.objects.exists()  # an HTMX preview never creates the team, even with action=create


def test_wizard_plain_post_creates_the_team_and_shows_the_roster(client, league, coach):
    client.force_login(coach)
    response = client.post(f"/leagues/{league.pk}/teams/new/", wizard_data(action="create"))
    team = Team.objects.get(name="Wizards")
    assert response.status_code == 302 and response["Location"] == f"/teams/{team.pk}/"
    page = client.get(response["Location"]).content.decode()
    assert "Dwarf Blitzer" in page and '<a href="#skill-block">Block</a>, <a href="#skill-thick-skull">Thick Skull</a>' in page
    assert "1,040,000" not in page and 'id="team-tv">940,000' in page and 'id="team-treasury">60,000' in page


@pytest.mark.parametrize(
    "extra, message",
    [
        ({"hire_dwarf_blitzer": "3"}, "allows 0-2 Blitzers"),
        ({"hire_gnoblar_lineman": "6"}, "never have more than 16 players"),
        ({"hire_ogre_blocker": "3"}, "the budget is 1,000,000 gp (§4.2)"),
        ({"rerolls": "-2"}, "0-8 team re-rolls"),
        ({"hire_troll_slayer": "-1"}, "negative number"),
        ({"hire_troll_slayer": "two"}, "must be a whole number"),
        ({"name": ""}, "the team needs a name"),
    ],
)
def test_wizard_bad_input_names_the_rule_and_saves_nothing(client, league, coach, extra, message):
    client.force_login(coach)
    response = client.post(f"/leagues/{league.pk}/teams/new/", wizard_data(action="create", **extra))
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not Team.objects.exists() and not Player.objects.exists()


def test_roster_action_bad_input_shows_the_rule(client, team, coach):
    client.force_login(coach)
    response = client.post(f"/teams/{team.pk}/hire/", {"position": "dwarf_runner", "number": "3"}, follow=True)
    page = response.content.decode().lower()
    assert "number 3 is already worn" in page and "costs 85,000 gp but the treasury holds 60,000 gp (§7.4.1)" in page
    assert team.players.count() == 11


def test_negative_treasury_correction_on_the_page(client, team, commissioner):
    client.force_login(commissioner)
    response = client.post(f"/teams/{team.pk}/correct/", {"treasury": "-5", "reason": "typo"})
    assert response.status_code == 400 and "cannot be negative" in response.content.decode()
    assert Team.objects.get(pk=team.pk).treasury == 60_000


def test_fire_asks_for_confirmation_first(client, team, coach):
    client.force_login(coach)
    player = team.players.get(number=1)
    page = client.get(f"/players/{player.pk}/fire/").content.decode()
    assert "Yes, fire" in page
    player.refresh_from_db()
    assert not player.fired


def test_roster_page_is_public_and_shows_totals(client, team):
    page = client.get(f"/teams/{team.pk}/").content.decode()
    for text in ("MA", "AV", "Current team value (CTV)", "Treasury", "Team re-rolls", "Troll Slayer", "table-wrap"):
        assert text in page
    assert "Hire a player" not in page  # readers see no forms


def test_player_page_shows_career_history(client, team, coach):
    client.force_login(coach)
    player = team.players.get(number=1)
    client.post(f"/players/{player.pk}/rename/", {"name": "Grimbold"})
    page = client.get(f"/players/{player.pk}/").content.decode()
    assert "Grimbold" in page and "Renamed from" in page and "Hired as" in page


def test_league_and_season_pages_for_everyone(client, team, league):
    page = client.get(f"/leagues/{league.pk}/").content.decode()
    assert team.name in page and "940,000" in page  # its team value
    page = client.get(f"/seasons/{league.current_season().pk}/").content.decode()
    assert team.name in page and "Waiting for the commissioner" in page and "Draw" not in page


def test_dashboard_lists_my_teams_fixtures_hook_and_actions(client, team, coach, commissioner):
    client.force_login(coach)
    page = client.get("/dashboard/").content.decode()
    assert team.name in page and "No fixtures yet" in page
    assert "Bright Sparks waits for the commissioner to accept it into season 1" in page
    Player.objects.filter(team=team, number=1).update(spp=18)  # enough for a characteristic improvement
    assert "must spend them (§7.3.3)" in client.get("/dashboard/").content.decode()
    client.force_login(commissioner)
    assert "1 team(s) wait to be accepted" in client.get("/dashboard/").content.decode()


def test_dashboard_fixture_hook_is_used(client, coach, monkeypatch):
    monkeypatch.setattr(dashboard_selectors, "next_fixtures_for_coach", lambda coach: ["Round 1: A v B"])
    client.force_login(coach)
    assert "Round 1: A v B" in client.get("/dashboard/").content.decode()


def test_dashboard_needs_login(client):
    assert "/accounts/login/" in client.get("/dashboard/")["Location"]


def test_wizard_works_without_javascript_check_button(client, league, coach):
    client.force_login(coach)
    response = client.post(f"/leagues/{league.pk}/teams/new/", wizard_data(action="check", hire_dwarf_blitzer="3"))
    page = response.content.decode()
    assert response.status_code == 200 and "<html" in page and "0-2 Blitzers; this team has 3" in page
    assert not Team.objects.exists()


def test_every_page_renders_for_its_users(client, team, league, commissioner, coach):
    season = league.current_season()
    player = team.players.get(number=1)
    client.force_login(commissioner)
    for url in ["/", "/leagues/new/", f"/leagues/{league.pk}/", f"/leagues/{league.pk}/settings/",
                f"/leagues/{league.pk}/audit/", f"/seasons/{season.pk}/", f"/teams/{team.pk}/",
                f"/teams/{team.pk}/correct/", f"/players/{player.pk}/", f"/players/{player.pk}/correct/", "/dashboard/"]:
        assert client.get(url).status_code == 200, url
    page = client.get(f"/seasons/{season.pk}/").content.decode()
    assert "Draw divisions from the helmet" in page and "Accept" in page
    client.force_login(coach)
    for url in [f"/leagues/{league.pk}/teams/new/?college=heavens", f"/players/{player.pk}/fire/", f"/teams/{team.pk}/"]:
        assert client.get(url).status_code == 200, url
    assert "Hire a player" in client.get(f"/teams/{team.pk}/").content.decode()
    assert client.get(f"/teams/{team.pk}/correct/").status_code == 403


def test_commissioner_creates_a_league_on_the_page(client, make_user):
    client.force_login(make_user("founder"))
    response = client.post("/leagues/new/", {"name": "Page League", "ruleset": "dungeon_bowl", "team_budget": "1000000",
                                             "unplayed_policy": "rulebook", "round_length_days": "7",
                                             "playoff_format_four_divisions": "top_two", "playoff_draw_breaker": "roll_off",
                                             "redraft_wins_counted": "league", "sponsor_allocation": "free",
            # every setting the form requires: the exhibition ones (§9) and the unconfirmed-report policy
            "unconfirmed_report_policy": "accept", "exhibition_budget": "1150000", "exhibition_free_spp": "36",
            "exhibition_max_advancements": "6", "ai_opponent": "scripted"})
    from league.models import League
    league = League.objects.get(name="Page League")
    assert response.status_code == 302 and league.is_commissioner(league.commissioners.get().user)
    bad = client.post("/leagues/new/", {"name": "", "ruleset": "dungeon_bowl", "team_budget": "-5",
                                        "unplayed_policy": "rulebook", "round_length_days": "7"})
    assert bad.status_code == 400 and League.objects.count() == 1

"""Dungeon Bowl's sponsor (§11) joins the core's team pages and services through its app's registration
(league/games.py GamePages: team_options, check/save_team_options, team_sheet_part)."""

import pytest

from games.dungeon_bowl.models import sponsor_of
from league.models import Team
from league.services.errors import RuleViolation
from league.services.teams import create_team
from tests.league.conftest import FIRE_HIRES
from tests.league.test_pages import wizard_data

pytestmark = pytest.mark.django_db


def test_wizard_offers_the_sponsors_and_the_new_team_takes_one(client, league, coach):  # §11.1
    client.force_login(coach)
    url = f"/leagues/{league.pk}/teams/new/"
    form = client.get(url, wizard_data()).content.decode()
    assert 'name="sponsor"' in form and "Lightningade" in form
    response = client.post(url, wizard_data(action="create", sponsor="lightningade"))
    team = Team.objects.get(name="Wizards")
    assert response.status_code == 302 and sponsor_of(team) == "lightningade"
    page = client.get(f"/teams/{team.pk}/").content.decode()
    assert "<strong>Sponsor:</strong> Lightningade" in page and f'action="/teams/{team.pk}/sponsor/"' in page


def test_wizard_refuses_an_unknown_sponsor_and_saves_nothing(client, league, coach):  # §11.2
    client.force_login(coach)
    response = client.post(f"/leagues/{league.pk}/teams/new/", wizard_data(action="create", sponsor="acme"))
    assert response.status_code == 400 and "there is no sponsor" in response.content.decode()
    assert not Team.objects.exists()


def test_no_sponsor_choice_when_the_league_switched_them_off(client, league, coach):  # §11.1
    league.settings = {**league.options, "sponsors_enabled": False}
    league.save()
    client.force_login(coach)
    assert 'name="sponsor"' not in client.get(f"/leagues/{league.pk}/teams/new/", wizard_data()).content.decode()
    with pytest.raises(RuleViolation, match=r"does not use sponsors"):
        create_team(by=coach, league=league, name="X", roster_key="fire", hires=FIRE_HIRES, rerolls=0,
                    sponsor="lightningade")


def test_a_choice_the_game_does_not_have_is_refused(league, coach):
    with pytest.raises(RuleViolation, match="has no choice named 'mascot'"):
        create_team(by=coach, league=league, name="X", roster_key="fire", hires=FIRE_HIRES, rerolls=0, mascot="owl")
    assert not Team.objects.exists()


def test_api_team_creation_reads_the_sponsor(client, league, coach):  # §11.1
    client.force_login(coach)
    response = client.post("/api/teams/", {"league": league.pk, "name": "Api Team", "roster": "fire",
                                            "hires": FIRE_HIRES, "rerolls": 2, "sponsor": "lightningade"},
                           content_type="application/json")
    assert response.status_code == 201, response.content
    assert sponsor_of(Team.objects.get(name="Api Team")) == "lightningade"

"""A Blitz Bowl coach joins with a team chosen from the ruleset's teams (§1.2, §18.1), not free text; a Blitz Bowl
team has no positions, so hiring into it through the core's API is refused with a clear 400, never a 500."""

import pytest

from games.blitz_bowl import services as blitz
from league.models import Player, Team
from league.services.errors import RuleViolation
from tests.league.blitz_helpers import make_blitz_league

pytestmark = pytest.mark.django_db


def test_the_team_chosen_is_one_of_the_rulesets_teams(make_user):  # §18.1
    _, league, _, _ = make_blitz_league(make_user, 3, start=False)
    with pytest.raises(RuleViolation, match=r"no Blitz Bowl team 'Space Marines'.*§18\.1"):
        blitz.join_league(by=make_user("new"), league=league, team_name="Ultras", team_chosen="Space Marines")
    assert not Team.objects.filter(name="Ultras").exists()
    team = blitz.join_league(by=make_user("other"), league=league, team_name="Reikland", team_chosen="  humans ")
    assert team.roster == "Humans"  # spelled as the list spells it


def test_the_join_form_offers_the_teams_and_refuses_another(client, make_user):
    _, league, _, _ = make_blitz_league(make_user, 3, start=False)
    client.force_login(make_user("joiner"))
    page = client.get(f"/blitz/{league.pk}/").content.decode()
    assert '<select name="team_chosen"' in page and '<option value="Elven Union">' in page
    client.post(f"/blitz/{league.pk}/join/", {"team_name": "Nope", "team_chosen": "Space Marines"})
    assert not Team.objects.filter(name="Nope").exists()
    client.post(f"/blitz/{league.pk}/join/", {"team_name": "Yes", "team_chosen": "Skaven"})
    assert Team.objects.get(name="Yes").roster == "Skaven"


def test_the_api_refuses_an_unknown_team_with_400(client, make_user):
    _, league, _, _ = make_blitz_league(make_user, 3, start=False)
    client.force_login(make_user("apijoiner"))
    answer = client.post(f"/api/blitz/leagues/{league.pk}/join/", {"team_name": "X", "team_chosen": "Kittens"},
                         content_type="application/json")
    assert answer.status_code == 400 and "§18.1" in answer.content.decode()
    assert "Dwarfs" in client.get(f"/api/blitz/leagues/{league.pk}/").json()["teams_to_choose"]


def test_hiring_into_a_blitz_bowl_team_through_the_api_is_a_400(client, make_user):  # §1.2: no positions
    _, league, users, teams = make_blitz_league(make_user, 3, start=False)
    client.force_login(users[0])
    answer = client.post(f"/api/teams/{teams[0].pk}/hire/", {"position": "lineman"}, content_type="application/json")
    assert answer.status_code == 400
    assert "Blitz Bowl, whose teams have no positions" in answer.content.decode()
    assert not Player.objects.filter(team=teams[0]).exists()
    # and only the team's coach gets that far: another coach is refused first
    client.force_login(users[1])
    assert client.post(f"/api/teams/{teams[0].pk}/hire/", {"position": "lineman"},
                       content_type="application/json").status_code == 403


def test_hiring_into_a_blitz_bowl_team_on_the_page_says_why_and_hires_nobody(client, make_user):
    _, league, users, teams = make_blitz_league(make_user, 3, start=False)
    client.force_login(users[0])
    answer = client.post(f"/teams/{teams[0].pk}/hire/", {"position": "lineman"}, follow=True)
    assert answer.status_code == 200 and "whose teams have no positions" in answer.content.decode()
    assert not Player.objects.filter(team=teams[0]).exists()

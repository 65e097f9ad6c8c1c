"""The exhibition builder page (§9): the College wizard's step 2 in an exhibition league. Who may write, the live
summary (gold and SPP that would be lost), bad input named with nothing saved."""

import pytest

from games.dungeon_bowl.models import ExhibitionRoster
from league.models import Team
from league.services.leagues import create_league

pytestmark = pytest.mark.django_db
FORM = {"college": "fire", "name": "Exhibition Fire", "hire_dwarf_blitzer": "2", "hire_dwarf_runner": "2",
        "hire_dwarf_blocker_lineman": "7", "rerolls": "2", "induce_bright_wizard": "1",
        "adv_player_0": "1", "adv_skill_0": "Wrestle", "adv_kind_0": "chosen_primary"}


@pytest.fixture
def league(make_user):
    return create_league(by=make_user("ex-boss"), name="Exhibition Cup", ruleset="dungeon_bowl",
                         settings={"exhibition_play": True})


def url(league):
    return f"/leagues/{league.pk}/teams/new/"


def test_the_builder_shows_the_exhibition_terms(client, make_user, league):
    client.force_login(make_user("ex-coach"))
    page = client.get(url(league), {"college": "fire"}).content.decode()
    assert "exhibition team" in page and "Free SPP: 36" in page and "induce_bright_wizard" in page
    assert "induce_grey_wizard" in page  # every inducement allowed by default (§9.4); the College rule checks it


def test_an_anonymous_post_builds_nothing(client, league):
    response = client.post(url(league), {**FORM, "action": "create"})
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert not Team.objects.exists()


def test_a_coach_builds_the_team_and_the_leftover_is_lost(client, make_user, league):
    client.force_login(make_user("ex-coach"))
    response = client.post(url(league), {**FORM, "action": "create"})
    assert response.status_code == 302
    team = Team.objects.get(name="Exhibition Fire")
    assert team.treasury == 0 and ExhibitionRoster.objects.get(team=team).gold_lost == 130_000
    assert "Wrestle" in team.players.get(number=1).skills


def test_the_live_summary_warns_what_would_be_lost(client, make_user, league):
    client.force_login(make_user("ex-coach"))
    fragment = client.post(url(league), {**FORM, "action": "check"}, HTTP_HX_REQUEST="true").content.decode()
    assert "130,000 gp left unspent will be lost" in fragment and "30 free SPP left unspent will be lost" in fragment
    assert not Team.objects.exists()


def test_bad_input_is_named_and_nothing_is_saved(client, make_user, league):
    client.force_login(make_user("ex-coach"))
    response = client.post(url(league), {**FORM, "induce_bribes": "lots", "adv_skill_1": "Claws",
                                          "adv_player_1": "1", "action": "create"})
    page = response.content.decode()
    assert response.status_code == 400
    assert "Bribes must be a whole number (§9.4)" in page and "(§7.3.4)" in page
    assert not Team.objects.exists()


def test_an_ordinary_league_keeps_the_league_wizard(client, make_user):
    league = create_league(by=make_user("lg-boss"), name="Ordinary", ruleset="dungeon_bowl")
    client.force_login(make_user("lg-coach"))
    page = client.get(url(league), {"college": "fire"}).content.decode()
    assert "exhibition team" not in page and "induce_bright_wizard" not in page


def test_the_allowed_inducements_read_as_names_on_the_league_page(client, league):
    label = league.option_label("exhibition_inducements")
    assert "Bribes" in label and "Bright Wizard" in label and "[" not in label
    page = client.get(f"/leagues/{league.pk}/").content.decode()
    assert "Exhibition inducements allowed" in page and "Bright Wizard" in page

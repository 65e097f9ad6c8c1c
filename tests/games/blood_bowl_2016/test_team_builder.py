"""§13 team creation through the Blood Bowl 2016 builder (API and page): the boxed teams cost exactly the
1,000,000 gp budget, every broken rule is named and nothing is stored, players carry the 2016
characteristics as printed."""

import pytest

from games.blood_bowl_2016.models import FanFactor
from league.models import Player, Team
from tests.api_errors import messages

from .conftest import boxed, build, client_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def league_id(make_user):
    boss = make_user("builder-commish")
    response = client_for(boss).post("/api/leagues/", {"name": "Builders", "ruleset": "blood_bowl_2016"}, format="json")
    return response.json()["id"]


def test_a_boxed_human_team_spends_the_whole_budget_and_keeps_its_fan_factor(make_user, league_id):
    """§13 steps 2-5: 12 players, 4 re-rolls at 50,000 and Fan Factor 4 at 10,000 = 1,000,000 gp."""
    response = build(make_user("human-coach"), league_id, "Reikland Reavers", "humans")
    assert response.status_code == 201, response.content
    team = response.json()
    assert (team["treasury"], team["rerolls"], team["fan_factor"], len(team["players"])) == (0, 4, 4, 12)
    assert team["team_value"] == 1_000_000
    catcher = next(p for p in team["players"] if p["position"] == "Catcher")
    # The 2016 card as printed: MA 8, ST 2, AG 3, AV 7 (no "+"), Catch and Dodge.
    assert (catcher["ma"], catcher["st"], catcher["ag"], catcher["av"], catcher["skills"]) == (8, 2, 3, 7, ["Catch", "Dodge"])


@pytest.mark.parametrize(("changes", "message"), [
    ({"fan_factor": 10}, "Fan Factor is bought in whole points, 0 to 9"),
    ({"rerolls": 5}, "§13"),  # 5 re-rolls on a full boxed team: 50,000 gp over the budget
    ({"hires": {"human_lineman": 5}}, "§13"),  # 5 players: fewer than 11
    ({"hires": {"human_lineman": 7, "human_thrower": 3, "human_blitzer": 1}}, "§13"),  # 3 Throwers: the limit is 2
    ({"roster": "elves"}, "choose a team list"),
    ({"name": " "}, "the team needs a name"),
])
def test_a_team_breaking_section_13_is_refused_with_the_rule_and_nothing_is_stored(make_user, league_id, changes,
                                                                                  message):
    response = build(make_user("bad-builder"), league_id, "Bad Team", "humans", **changes)
    assert response.status_code == 400
    assert message in " ".join(messages(response))
    assert not Team.objects.exists() and not Player.objects.exists() and not FanFactor.objects.exists()


def test_fan_factor_counts_against_the_budget(make_user, league_id):
    """§13 step 5: the boxed Orcs with Fan Factor 7 instead of 6 are 10,000 gp over the 1,000,000 gp."""
    response = build(make_user("orc-coach"), league_id, "Orcland Raiders", "orcs", fan_factor=7)
    assert response.status_code == 400 and "§13" in " ".join(messages(response))
    assert not Team.objects.exists()


def test_the_core_team_api_checks_fan_factor_against_the_budget_too(make_user, league_id):
    """The core's /api/teams/ takes Fan Factor as this game's team option and refuses an overspend whole."""
    body = {"league": league_id, "name": "Sneaky", **boxed("orcs")}
    body["fan_factor"] = 7
    response = client_for(make_user("core-coach")).post("/api/teams/", body, format="json")
    assert response.status_code == 400 and "§13" in response.content.decode()
    assert not Team.objects.exists()


def test_an_anonymous_build_is_refused(league_id):
    from rest_framework.test import APIClient

    response = APIClient().post(f"/api/bb2016/leagues/{league_id}/teams/", {"name": "X", **boxed("orcs")}, format="json")
    assert response.status_code in (401, 403)
    assert not Team.objects.exists()


def test_the_builder_page_builds_a_team_and_shows_errors_on_a_bad_one(client, make_user, league_id):
    user = make_user("page-coach")
    client.force_login(user)
    page = client.get(f"/bb2016/leagues/{league_id}/build/")
    assert page.status_code == 200 and "Black Orc Blocker" in page.content.decode()
    bad = client.post(f"/bb2016/leagues/{league_id}/build/", {"name": "Too Few", "roster": "humans",
                                                              "human_lineman": "3", "rerolls": "0", "fan_factor": "0"})
    assert bad.status_code == 400 and "11" in bad.content.decode() and not Team.objects.exists()
    good = client.post(f"/bb2016/leagues/{league_id}/build/", {
        "name": "Page Humans", "roster": "humans", "human_lineman": "6", "human_catcher": "2", "human_thrower": "2",
        "human_blitzer": "2", "rerolls": "4", "fan_factor": "4"})
    team = Team.objects.get(name="Page Humans")
    assert good.status_code == 302 and good.url == f"/bb2016/teams/{team.pk}/"
    sheet = client.get(good.url).content.decode()
    assert "Fan Factor 4" in sheet and "Thrower" in sheet
    # A double submit builds one team: the second is refused by name (§13 needs a distinct name in the league).
    again = client.post(f"/bb2016/leagues/{league_id}/build/", {
        "name": "Page Humans", "roster": "humans", "human_lineman": "6", "human_catcher": "2", "human_thrower": "2",
        "human_blitzer": "2", "rerolls": "4", "fan_factor": "4"})
    assert again.status_code == 400 and Team.objects.filter(name="Page Humans").count() == 1

"""A commissioner opens a Blood Bowl 2016 league with the ruleset's settings (the Advanced Rules §12-§18 and the
league choices the seed has no rules for); a setting that breaks its rule is named and no league is stored."""

import pytest

from league.models import League

from .conftest import client_for

pytestmark = pytest.mark.django_db


def test_the_league_keeps_its_settings_with_the_defaults_filled_in(make_user):
    response = client_for(make_user("set-boss")).post("/api/leagues/", {
        "name": "Settings League", "ruleset": "blood_bowl_2016",
        "settings": {"weather": False, "kick_off_table": False, "playoffs": "none", "off_season": "re_enter"}},
        format="json")
    assert response.status_code == 201, response.content
    league = League.objects.get()
    assert (league.option("weather"), league.option("playoffs"), league.option("off_season"),
            league.option("fame"), league.option("team_budget")) == (False, "none", "re_enter", True, 1_000_000)


@pytest.mark.parametrize(("settings", "message"), [
    ({"weather": False}, "§18"),  # the Kick-off table (on by default) needs Weather and Foul
    ({"playoffs": "quarter_finals"}, "Play-offs"),
    ({"off_season": "redraft"}, "Off-season"),
    ({"team_budget": -5}, "Team budget"),
])
def test_a_bad_setting_is_named_and_no_league_is_stored(make_user, settings, message):
    response = client_for(make_user("bad-boss")).post("/api/leagues/", {
        "name": "Bad League", "ruleset": "blood_bowl_2016", "settings": settings}, format="json")
    assert response.status_code == 400 and message in response.content.decode()
    assert not League.objects.exists()


def test_the_no_playoffs_league_goes_to_its_next_season_once_the_table_is_final(make_user, django_capture_on_commit_callbacks):
    """playoffs "none": the table decides; the commissioner opens the next season when every game is final, and
    with off_season "re_enter" each coach enters again (no team is carried in)."""
    from league.models import Fixture

    from .conftest import build

    boss = make_user("table-boss")
    boss_api = client_for(boss)
    league = boss_api.post("/api/leagues/", {"name": "Table League", "ruleset": "blood_bowl_2016",
                                             "settings": {"playoffs": "none", "off_season": "re_enter"}},
                           format="json").json()
    season = league["seasons"][0]
    teams = [build(make_user(f"table-{i}"), league["id"], f"T{i}", "orcs").json()["id"] for i in range(4)]
    for team in teams:
        boss_api.post(f"/api/seasons/{season}/decide/", {"team": team, "accept": True}, format="json")
    assert boss_api.post(f"/api/seasons/{season}/draw/", {"count": 1}, format="json").status_code == 200
    assert boss_api.post(f"/api/seasons/{season}/schedule/", {}, format="json").status_code in (200, 201)
    assert boss_api.post(f"/api/seasons/{season}/state/", {"state": "regular_season"}, format="json").status_code == 200
    assert boss_api.post(f"/api/bb2016/leagues/{league['id']}/next-season/").status_code == 400  # games to play
    assert boss_api.post(f"/api/bb2016/seasons/{season}/playoffs/").status_code == 400  # no play-offs here
    with django_capture_on_commit_callbacks(execute=True):
        assert boss_api.post(f"/api/seasons/{season}/simulations/", {"scope": "season"}, format="json").status_code == 201
    assert not Fixture.objects.exclude(status="played").exists()
    nxt = boss_api.post(f"/api/bb2016/leagues/{league['id']}/next-season/")
    assert nxt.status_code == 201 and nxt.json()["teams"] == []

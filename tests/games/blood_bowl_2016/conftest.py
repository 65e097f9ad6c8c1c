"""A Blood Bowl 2016 league built through the API: a commissioner, four coaches with a boxed team each (two
Humans, two Orcs), the season's schedule drawn and under way."""

import pytest
from rest_framework.test import APIClient

import engine.rulesets

RULES = engine.rulesets.get("blood_bowl_2016")


def client_for(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def boxed(roster: str) -> dict:
    box = RULES.boxed_team(roster)
    return {"roster": roster, "hires": dict(box["hires"]), "rerolls": box["rerolls"], "fan_factor": box["fan_factor"]}


def build(user, league_id: int, team_name: str, team_list: str, **changes):
    body = {"name": team_name, **boxed(team_list), **changes}
    return client_for(user).post(f"/api/bb2016/leagues/{league_id}/teams/", body, format="json")


@pytest.fixture
def bb_league(make_user):
    """(commissioner, league json, coaches, team ids) with the league in its registration season."""
    commissioner = make_user("bb-commish")
    response = client_for(commissioner).post("/api/leagues/", {"name": "Old World League", "ruleset": "blood_bowl_2016",
                                                               "settings": {"playoffs": "final"}}, format="json")
    assert response.status_code == 201, response.content
    league = response.json()
    coaches = [make_user(f"bb-coach{i}") for i in range(4)]
    teams = []
    for i, user in enumerate(coaches):
        made = build(user, league["id"], f"Team {i}", ("humans", "orcs")[i % 2])
        assert made.status_code == 201, made.content
        teams.append(made.json()["id"])
    return commissioner, league, coaches, teams


@pytest.fixture
def bb_season(bb_league):
    """The league's season drawn (one division, a round robin) and in its Regular Season."""
    commissioner, league, coaches, teams = bb_league
    boss = client_for(commissioner)
    season = league["seasons"][0]
    for team in teams:
        assert boss.post(f"/api/seasons/{season}/decide/", {"team": team, "accept": True}, format="json").status_code == 200
    assert boss.post(f"/api/seasons/{season}/draw/", {"count": 1}, format="json").status_code == 200
    assert boss.post(f"/api/seasons/{season}/schedule/", {}, format="json").status_code in (200, 201)
    assert boss.post(f"/api/seasons/{season}/state/", {"state": "regular_season"}, format="json").status_code == 200
    return commissioner, league, coaches, teams, season

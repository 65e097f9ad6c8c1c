"""The core's team page serves a game whose teams are not built from rosters (the team chosen is free text, as
in Tiddlywinks, tests/toy_game): it answered 500 looking the team's choice up as a roster."""

import pytest
from rest_framework.test import APIClient

import engine.rulesets


@pytest.fixture
def tiddlywinks():
    engine.rulesets.register("tiddlywinks", "tests.toy_game")
    yield
    engine.rulesets.unregister("tiddlywinks")


@pytest.mark.django_db
def test_the_team_page_of_a_game_without_rosters(tiddlywinks, make_user, client):
    api = APIClient()
    api.force_authenticate(make_user("winker"))
    league = api.post("/api/leagues/", {"name": "Winks", "ruleset": "tiddlywinks"}, format="json").json()
    team = api.post("/api/teams/", {"league": league["id"], "name": "Squidgers", "roster": "Yellow"},
                    format="json").json()
    page = client.get(f"/teams/{team['id']}/")
    assert page.status_code == 200 and "<h1>Squidgers</h1>" in page.content.decode()

"""The matchup scoring helper through the API (§9-§12): a tournament scored, and an impossible highlight
refused naming the rule."""

import pytest

from tests.api_errors import messages
from tests.team_manager.helpers import api

pytestmark = pytest.mark.django_db


def test_a_tournament_through_the_helper_api():
    """§12.3: 5+2 (ball) beats 6; §12.4 trophy, ribbon and Defeat! fans; Fan Frenzy adds its flag."""
    answer = api().post("/api/team-manager/helper/", {
        "kind": "tournament", "winner_fans": 3, "second_fans": 2, "defeat_fans": 1,
        "sides": [{"manager": "Orcs", "players": [{"power": 5, "ball": True}]},
                  {"manager": "Dwarfs", "players": [{"power": 4, "tokens": ["power_2"]}]},
                  {"manager": "Elves", "players": [{"power": 1, "tokens": ["fan_frenzy_1"]}]}]}, format="json")
    assert answer.status_code == 200, answer.content
    sides = answer.json()["sides"]
    assert [(s["manager"], s["total"], s["result"], s["fans"]) for s in sides] == [
        ("Orcs", 7, "win", 3), ("Dwarfs", 6, "second", 2), ("Elves", 1, "defeat", 2)]


def test_three_managers_in_a_highlight_are_refused():
    answer = api().post("/api/team-manager/helper/", {"kind": "highlight", "sides": [
        {"manager": name, "players": [{"power": 1}]} for name in ("a", "b", "c")]}, format="json")
    assert answer.status_code == 400 and "(§9.4)" in messages(answer)[0]

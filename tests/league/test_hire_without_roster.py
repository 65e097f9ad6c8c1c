"""Issue #23: hiring through the API for a team whose game has no roster of positions (a Blitz Bowl team
keeps the team chosen as text) is refused with the rule (§4.3), not a KeyError 500; nothing is hired."""

import pytest
from rest_framework.test import APIClient

from league.models import Player
from tests.league.blitz_helpers import make_blitz_league


@pytest.mark.django_db
def test_hiring_for_a_blitz_bowl_team_is_refused_with_the_rule(make_user):
    _, league, users, teams = make_blitz_league(make_user, start=False)
    client = APIClient()
    client.force_authenticate(users[0])
    before = Player.objects.filter(team=teams[0]).count()
    response = client.post(f"/api/teams/{teams[0].pk}/hire/", {"position": "lineman", "name": "X"}, format="json")
    assert response.status_code == 400, response.content
    assert response.json()["errors"][0]["rule"] == "§4.3"
    assert Player.objects.filter(team=teams[0]).count() == before

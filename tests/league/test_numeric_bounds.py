"""Issue #23: a number beyond what its column holds is refused with the rule (400), not a database error
(500): treasury corrections (§4.7) and player corrections (§7.3.1) through the API."""

import pytest
from rest_framework.test import APIClient

from league.models import AuditEntry, Player, Team

pytestmark = pytest.mark.django_db
HUGE = 10**30


def api(user):
    client = APIClient()
    client.force_authenticate(user)
    return client


def test_a_treasury_beyond_its_column_is_refused_with_the_rule(team, commissioner):
    response = api(commissioner).post(f"/api/teams/{team.pk}/correct-treasury/",
                                      {"treasury": HUGE, "reason": "typo"}, format="json")
    assert response.status_code == 400
    error = response.json()["errors"][0]
    assert error["rule"] == "§4.7" and "2,147,483,647" in error["message"]
    assert Team.objects.get(pk=team.pk).treasury == 60_000 and not AuditEntry.objects.exists()


@pytest.mark.parametrize("field", ["spp", "spp_earned", "niggling_injuries", "mvp_awards"])
def test_player_counts_beyond_their_column_are_refused_with_the_rule(team, commissioner, field):
    player = team.players.get(number=1)
    response = api(commissioner).post(f"/api/players/{player.pk}/correct/",
                                      {field: HUGE, "reason": "typo"}, format="json")
    assert response.status_code == 400, response.content
    assert response.json()["errors"][0]["rule"] == "§7.3.1"
    assert getattr(Player.objects.get(pk=player.pk), field) == getattr(player, field)


def test_the_largest_treasury_the_column_holds_is_accepted(team, commissioner):
    response = api(commissioner).post(f"/api/teams/{team.pk}/correct-treasury/",
                                      {"treasury": 2_147_483_647, "reason": "jackpot"}, format="json")
    assert response.status_code == 200

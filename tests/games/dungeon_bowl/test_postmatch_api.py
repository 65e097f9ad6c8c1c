"""The post-match API: anyone reads what the sequence did; only the team's coach spends SPP (DESIGN rule 7)."""

import pytest
from rest_framework.test import APIClient

from games.dungeon_bowl.models import PostMatchRoll
from games.dungeon_bowl.tasks import run_post_match
from league.models import Advancement, Player
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


@pytest.fixture
def played():
    fx = pf.match()
    report = pf.report(fx, lines=[{"player": pf.numbered(fx.away, 2), "casualty": "roll"}])
    run_post_match(report.pk)
    player = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=player.pk).update(spp=20)
    return fx, player


def test_anyone_reads_the_steps_and_rolls(played):
    fx, _ = played
    data = APIClient().get(f"/api/postmatch/fixtures/{fx.pk}/").json()
    assert len(data["steps"]) == 6
    assert len(data["rolls"]) == PostMatchRoll.objects.filter(fixture=fx).count() > 0


def test_coach_takes_a_random_skill_and_sees_the_dice(played):
    fx, player = played
    api = APIClient()
    api.force_authenticate(fx.home.coach.user)
    response = api.post(f"/api/postmatch/players/{player.pk}/advancement/",
                        {"kind": "random_primary", "category": "Strength", "fixture": fx.pk}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert body["skill"] == Advancement.objects.get(player=player).skill and body["spp_cost"] == 3
    assert all(r["die"] == "D6" for r in body["rolls"]) and len(body["rolls"]) >= 2


def test_characteristic_improvement_in_two_calls(played):
    fx, player = played
    api = APIClient()
    api.force_authenticate(fx.home.coach.user)
    rolled = api.post(f"/api/postmatch/players/{player.pk}/advancement/", {"kind": "characteristic"}, format="json").json()
    assert 1 <= rolled["roll"] <= 16 and rolled["spp_cost"] == 18
    choice = rolled["characteristics"][0]
    made = api.post(f"/api/postmatch/players/{player.pk}/improvement/", {"characteristic": choice}, format="json")
    assert made.status_code == 201 and made.json()["characteristic"] == choice


def test_a_broken_rule_is_a_400_naming_it(played):
    fx, player = played
    api = APIClient()
    api.force_authenticate(fx.home.coach.user)
    response = api.post(f"/api/postmatch/players/{player.pk}/advancement/",
                        {"kind": "random_primary", "category": "Agility"}, format="json")
    assert response.status_code == 400 and "§7.3.4" in str(response.json())
    assert not Advancement.objects.exists()


def test_only_the_teams_coach_spends_spp(played):
    fx, player = played
    url = f"/api/postmatch/players/{player.pk}/advancement/"
    body = {"kind": "random_primary", "category": "General"}
    assert APIClient().post(url, body, format="json").status_code in (401, 403)
    api = APIClient()
    api.force_authenticate(fx.away.coach.user)
    assert api.post(url, body, format="json").status_code == 403
    assert api.post(f"/api/postmatch/players/{player.pk}/improvement/", {"characteristic": "MA"}, format="json").status_code == 403
    assert not Advancement.objects.exists() and Player.objects.get(pk=player.pk).spp == 20

"""A double submit on post-match step 3 takes one advancement (§7.3.3; review brief: "a form posted twice
must not apply twice"). Each advancement form carries the player's advancement count as the page showed it;
a second post of the same form finds one more and is refused with a message, nothing taken."""

import re

import pytest
from rest_framework.test import APIClient

from games.dungeon_bowl.tasks import run_post_match
from league.models import Advancement, Player
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


@pytest.fixture
def played():
    fx = pf.match()
    report = pf.report(fx, lines=[{"player": pf.numbered(fx.home, 3), "pass_completions": 1}])
    run_post_match(report.pk)
    return fx


def _form_seen(html: str, action_value: str) -> str:
    """The `seen` value rendered into the form that posts `action_value`."""
    form = next(f for f in re.findall(r"<form.*?</form>", html, re.S) if action_value in f)
    return re.search(r'name="seen" value="(\d+)"', form).group(1)


@pytest.mark.parametrize("post", [
    {"action": "random_primary", "category": "General"},
    {"action": "chosen_primary", "skill": "Fend"},
    {"action": "characteristic"},
])
def test_the_same_advancement_form_posted_twice_applies_once(client, played, post):
    fx = played
    player = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=player.pk).update(spp=40)  # enough for two of any kind
    client.force_login(fx.home.coach.user)
    page = client.get(f"/postmatch/{fx.pk}/{fx.home.pk}/").content.decode()
    row = page[page.index(f'id="player-{player.pk}"'):]
    row = row[:row.index("</tr>")]
    data = {**post, "seen": _form_seen(row, f'value="{post["action"]}"')}
    assert data["seen"] == "0"
    url = f"/postmatch/{fx.pk}/{fx.home.pk}/players/{player.pk}/"
    first = client.post(url, data, HTTP_HX_REQUEST="true")
    assert first.status_code == 200 and "role=\"alert\"" not in first.content.decode()
    spp_after_first = Player.objects.get(pk=player.pk).spp
    if post["action"] == "characteristic":  # the D16 roll waits for the coach's choice: take it
        pending = Player.objects.get(pk=player.pk).pending_improvement
        client.post(url, {"action": "choose", "characteristic": pending.characteristics[0]})
    assert Advancement.objects.filter(player=player).count() == 1
    second = client.post(url, data, HTTP_HX_REQUEST="true")
    assert "sent twice" in second.content.decode() and "§7.3.3" in second.content.decode()
    assert Advancement.objects.filter(player=player).count() == 1
    assert Player.objects.get(pk=player.pk).spp == spp_after_first


def test_a_double_submit_without_javascript_shows_the_message(client, played):
    fx = played
    player = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=player.pk).update(spp=40)
    client.force_login(fx.home.coach.user)
    url = f"/postmatch/{fx.pk}/{fx.home.pk}/players/{player.pk}/"
    data = {"action": "random_primary", "category": "General", "seen": "0"}
    client.post(url, data)
    page = client.post(url, data, follow=True).content.decode()
    assert "sent twice" in page and Advancement.objects.filter(player=player).count() == 1


def test_the_api_refuses_a_request_sent_twice(played):
    fx = played
    player = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=player.pk).update(spp=40)
    api = APIClient()
    api.force_authenticate(fx.home.coach.user)
    body = {"kind": "random_primary", "category": "General", "fixture": fx.pk, "seen": 0}
    assert api.post(f"/api/postmatch/players/{player.pk}/advancement/", body, format="json").status_code == 201
    again = api.post(f"/api/postmatch/players/{player.pk}/advancement/", body, format="json")
    assert again.status_code == 400 and "sent twice" in str(again.json())
    assert Advancement.objects.filter(player=player).count() == 1

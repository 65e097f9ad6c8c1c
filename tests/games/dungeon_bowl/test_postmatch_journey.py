"""The post-match page as a coach walks it on a phone: the chosen-skill list offers only the player's own
categories (§7.3.4), and firing asks once more before it removes the player (§7.4.1)."""

import re

import pytest

from games.dungeon_bowl.tasks import run_post_match
from league.models import Player
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


@pytest.fixture
def page_with_a_skilled_player(client):
    fx = pf.match()
    report = pf.report(fx, lines=[{"player": pf.numbered(fx.home, 3), "pass_completions": 1}])
    run_post_match(report.pk)
    player = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=player.pk).update(spp=6)  # a Chosen Primary, not yet a Chosen Secondary
    client.force_login(fx.home.coach.user)
    return fx, player, client.get(f"/postmatch/{report.fixture_id}/{fx.home.pk}/").content.decode()


def row_of(html: str, player) -> str:
    start = html.index(f'id="player-{player.pk}"')
    return html[start:html.index("</tr>", start)]


def test_chosen_skill_list_holds_only_the_players_primary_categories(page_with_a_skilled_player):
    from games.dungeon_bowl.selectors.postmatch import advancement_row

    fx, player, html = page_with_a_skilled_player
    row = advancement_row(Player.objects.get(pk=player.pk))
    select = re.search(r'<select name="skill"[^>]*>(.*?)</select>', row_of(html, player), re.S).group(1)
    groups = re.findall(r'<optgroup label="([^"]+)"', select)
    assert groups and set(groups) == {f"{c} (primary)" for c in row.primary}
    for category in set(row.secondary) - set(row.primary):
        assert category not in select


def test_fire_asks_before_it_fires(page_with_a_skilled_player):
    fx, player, html = page_with_a_skilled_player
    row = row_of(html, player)
    assert "<summary>Fire…</summary>" in row and f"Yes, fire {player.name}" in row

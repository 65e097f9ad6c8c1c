"""The core's team page names no game's player columns (issue #15): a Dungeon Bowl roster shows its
injuries, SPP (§7.3) and journeymen (§5.2) because its ruleset lists them (Ruleset.player_columns); a game
that lists none (Blood Bowl 2016, whose team page is its own app's: the core sends it on) shows no such column."""

import pytest

from league.models import Player
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


def _header(client, team) -> str:
    page = client.get(f"/teams/{team.pk}/", follow=True).content.decode()
    return page[page.index("<thead>"):page.index("</thead>")]


def test_a_dungeon_bowl_roster_shows_the_columns_its_ruleset_lists(client):
    team = f.team(f.league(ruleset="dungeon_bowl"), players=2)
    Player.objects.filter(team=team).update(position="dwarf_blocker_lineman")
    Player.objects.filter(team=team, number=1).update(spp=7, niggling_injuries=1, lasting_injuries=["AV", "MA"],
                                                      journeyman=True)
    header = _header(client, team)
    assert all(f"<th>{label}</th>" in header for label in ("Niggling injuries", "Lasting injuries", "SPP", "Journeyman"))
    page = client.get(f"/teams/{team.pk}/").content.decode()
    assert "<td>7</td>" in page and "<td>AV, MA</td>" in page and "<td>yes</td>" in page


def test_a_game_without_player_columns_shows_no_spp_or_injuries(client):
    team = f.team(f.league(ruleset="blood_bowl_2016"), roster="humans", players=0)
    Player.objects.create(team=team, number=1, name="Griff", position="human_lineman", spp=7)
    header = _header(client, team)
    assert "SPP" not in header and "njur" not in header and "Journeyman" not in header
    assert "Griff" in client.get(f"/teams/{team.pk}/", follow=True).content.decode()

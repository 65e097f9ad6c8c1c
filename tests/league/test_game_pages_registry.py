"""league/games.py: a game's app may register its pages in parts; each part adds to what is there."""

import pytest

from games.dungeon_bowl.teams import services
from league import games


def test_parts_registered_separately_join(monkeypatch):
    monkeypatch.setattr(games, "_PAGES", {})
    games.register_pages("toy", games.GamePages(team="toy-team", team_options=("mascot",)))
    games.register_pages("toy", games.GamePages(player="toy-player"))
    pages = games.pages_of("toy")
    assert (pages.team, pages.player, pages.team_options) == ("toy-team", "toy-player", ("mascot",))
    assert games.pages_of("other") == games.GamePages()


def test_dungeon_bowl_registers_its_league_pages():
    pages = games.pages_of("dungeon_bowl")
    assert (pages.new_team, pages.player, pages.season_end) == ("team-new", "player-detail", "season-offseason")
    assert pages.team_options == ("sponsor",) and pages.commissioner_actions is not None


def test_the_match_side_reaches_a_games_roster_actions_by_name():
    assert games.roster_action("dungeon_bowl", "fire_player") is services.fire_player
    with pytest.raises(KeyError, match="registers no roster action 'fire_player'"):
        games.roster_action("blitz_bowl", "fire_player")


@pytest.mark.django_db
def test_core_pages_link_a_games_own_pages_only_where_it_registered_them(client, monkeypatch):
    from tests import schedule_factories as f

    client.force_login(f.user())
    dungeon = f.season(f.league(ruleset="dungeon_bowl"), state="regular_season")
    page = client.get(f"/seasons/{dungeon.pk}/").content.decode()
    assert f'href="/seasons/{dungeon.pk}/offseason/"' in page  # §8.10: Dungeon Bowl's off-season page
    assert f'href="/leagues/{dungeon.league_id}/teams/new/"' in client.get(f"/leagues/{dungeon.league_id}/").content.decode()
    monkeypatch.setattr(games, "_PAGES", {})  # a game whose app registers nothing: the core links none
    assert "/offseason/" not in client.get(f"/seasons/{dungeon.pk}/").content.decode()
    assert "/teams/new/" not in client.get(f"/leagues/{dungeon.league_id}/").content.decode()

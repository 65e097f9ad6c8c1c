"""§10.2.5-6 the College of Life and College of Death tiles in the random dungeons of simulated fixtures: a league
setting, off by default so that ordinary leagues' dungeons never change."""

from __future__ import annotations

import pytest

from engine.match import RandomBot, generate
from engine.match.death_match import DEATH_TILES, LIFE_TILES
from games.dungeon_bowl.models import SimulatedMatch
from games.dungeon_bowl.services import simulation as dungeon_simulation
from tests import postmatch_factories as pf

SEED = "tiles-2"  # a seed whose dungeon draws Life and Death tiles when the setting is on


def bots(seed):
    return RandomBot(f"{seed}:h"), RandomBot(f"{seed}:a"), "random v random"


def tiles_played(fx) -> set:
    dungeon = next(e for e in SimulatedMatch.objects.get(fixture=fx).events if e["t"] == "dungeon")
    return {name for name, _ in dungeon["tiles"]}


def test_the_setting_is_off_by_default_10_2_5():
    assert pf.RULES.default_settings()["death_match_tiles"] is False


@pytest.mark.django_db
def test_off_the_fixture_plays_the_ordinary_dungeon_of_its_seed_10_2_5():
    fx = pf.match()
    dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed=SEED, bots=bots(SEED))
    assert tiles_played(fx) == {name for name, _ in generate(SEED).tiles}
    assert not tiles_played(fx) & (LIFE_TILES | DEATH_TILES)


@pytest.mark.django_db
def test_on_the_fixtures_dungeon_may_hold_life_and_death_tiles_10_2_5():
    assert {name for name, _ in generate(SEED, death_match_tiles=True).tiles} & (LIFE_TILES | DEATH_TILES)
    fx = pf.match(death_match_tiles=True)
    dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed=SEED, bots=bots(SEED))
    assert tiles_played(fx) & (LIFE_TILES | DEATH_TILES)

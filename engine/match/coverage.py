"""What of the rules catalogue the match engine plays, and what it does not play yet (issue #9).

Every catalogue entry -- each skill and trait of §13 (the keys of skills.json), each room of §1.5, each
College of Life / College of Death tile of §10.2.5-6, each sponsor of §11.2, each inducement of §12.2-12.3 --
is either implemented (and pinned by a test: tests/engine/match/test_coverage.py maps each name to its test)
or listed in NOT_YET_IMPLEMENTED. That list may only shrink: the coverage test fails if it grows past
NOT_YET_CEILING or if it names something the engine does implement.
"""

from __future__ import annotations

from engine.match import skills
from engine.match.dungeon import LARGE_ROOMS, SMALL_ROOMS
from engine.match.wizards import WIZARDS

# Catalogue names with a placeholder -> the concrete name a roster uses (the engine plays the concrete ones).
CONCRETE = {"Loner (X+)": "Loner (4+)", "Animosity (X)": "Animosity (all team-mates)"}

# §1.5: the twelve rooms; their rules live in engine/match/rooms.py (and blocking.py for pushes).
ROOMS = SMALL_ROOMS + LARGE_ROOMS
# §10.2.5-6: the Death Match tiles (not part of the random dungeon; no tile types for them yet).
LIFE_TILES = ("Tuck's Shop", "Tranquil Meadow Corridor", "Mushroom Cultivation Room", "Root Corridor",
              "Fountain of Youth", "Lush Greenhouse", "Stinking Swamp Corridor")
DEATH_TILES = ("Werewolf Lair", "Bone Corridor", "Swirling Mists Corridor", "Ghosts' Corridor",
               "Necromancer's Laboratory", "Spike Pit Corridor", "Corpse Chasm")
# §11.2 sponsor keys (engine/rulesets/dungeon_bowl/sponsors.py)
SPONSORS = ("cragfalls_catacomb_cartography", "farblast_and_sons", "dr_brauers_prototype_portals",
            "crystal_ball_sportscasting", "lightningade", "air_oberwald")
# §12.2 inducements played in the match, and §12.3 wizards (engine/match/wizards.py)
INDUCEMENTS = ("extra_team_training", "bribes") + tuple(WIZARDS)

# Names the engine does not play yet. Only ever remove names from this set (empty since the Werewolf Lair).
NOT_YET_IMPLEMENTED: frozenset = frozenset()
NOT_YET_CEILING = 0  # lower this whenever names leave NOT_YET_IMPLEMENTED


def skill_implemented(catalogue_name: str) -> bool:
    return skills.implemented(CONCRETE.get(catalogue_name, catalogue_name))

"""The Final's dungeon (§10.2.4): our reconstruction of the fixed map, as data.

The digest says the tile layout, Doors, Portals and Chest positions of the 2494 Final are fixed by a map, a picture
missing from the text, built from the College of Life and College of Death tiles. This map lays all fourteen of
them (shapes: engine/match/final_tiles.py) between the two End Zones, College of Life tiles mostly toward End
Zone 0 and College of Death tiles toward End Zone 1; it keeps the building rules of §1.9 (doors where tiles join,
six tiles not joined to an End Zone). The six Chests and six Portals stand on fixed squares; the Chests are
shuffled before placement, so which one holds the ball is one D6 roll at set-up (§1.9 step 4, §10.2.4).
How it was chosen: docs/decisions.md, "The Final's map".
"""

from __future__ import annotations

from engine.match.dungeon import Dungeon, Placement

FINAL_MAP = (
    Placement("Necromancer's Laboratory", 17, 23, 2),
    Placement("Ghosts' Corridor", 15, 14, 1),
    Placement("Tranquil Meadow Corridor", 16, 29, 3),
    Placement("Spike Pit Corridor", 19, 32, 2),
    Placement("Bone Corridor", 21, 14, 1),
    Placement("Lush Greenhouse", 26, 28, 0),
    Placement("Corpse Chasm", 22, 8, 0),
    Placement("Root Corridor", 12, 39, 3),
    Placement("Werewolf Lair", 8, 27, 0),
    Placement("Stinking Swamp Corridor", 31, 25, 0),
    Placement("Mushroom Cultivation Room", 6, 42, 3),
    Placement("Fountain of Youth", 22, 34, 0),
    Placement("Tuck's Shop", 30, 34, 1),
    Placement("Swirling Mists Corridor", 1, 24, 3),
    Placement("End Zone", 12, 46, 1),
    Placement("End Zone", 27, 1, 1),
)
# (x, y) squares of the built map: one Chest in each of six tiles (three of each College), none in the kennel
FINAL_CHESTS = ((19, 25), (20, 30), (9, 28), (17, 18), (29, 30), (24, 36))
# one Portal in each of six tiles, none within two squares of a Chest (§1.9 step 5)
FINAL_PORTALS = ((20, 40), (25, 15), (35, 27), (32, 36), (5, 27), (22, 25))


def final_dungeon() -> Dungeon:
    d = Dungeon.from_placements(FINAL_MAP, name="final_2494")
    d.fixed_pieces = ([d.sq(x, y) for x, y in FINAL_CHESTS], [d.sq(x, y) for x, y in FINAL_PORTALS])
    return d


def fixed_chests_and_portals(match, fixed) -> tuple[dict, list]:
    """§10.2.4: the map's Chests and Portals; the Chests shuffled, so one D6 says which holds the ball."""
    chest_squares, portals = fixed
    ball_chest = match.roll_d6("which chest holds the ball") - 1
    return {s: i == ball_chest for i, s in enumerate(chest_squares)}, list(portals)

"""Fixed dungeon layouts (§1.9: the rulebook shows two example layouts; coaches may use them or build their own).

These two are legal layouts laid out tile by tile; any league can add more the same way.
"""

from __future__ import annotations

from engine.match.dungeon import Dungeon, Placement

CRYPT_RUN = (
    Placement("Crypt", 19, 17, 2),
    Placement("Armoury", 20, 11, 3),
    Placement("Sewer", 15, 23, 3),
    Placement("Long Corridor", 14, 8, 3),
    Placement("L-Corridor", 17, 29, 0),
    Placement("T-Junction", 8, 31, 0),
    Placement("Long Corridor", 5, 27, 2),
    Placement("Treasure Room", 24, 32, 3),
    Placement("L-Corridor", 8, 24, 3),
    Placement("End Zone", 21, 1, 3),
    Placement("End Zone", 1, 35, 3),
)

DRAGONS_LAIR = (
    Placement("Young Dragon's Lair", 19, 10, 2),
    Placement("Long Corridor", 22, 7, 3),
    Placement("Ossuary", 13, 8, 2),
    Placement("T-Junction", 21, 16, 1),
    Placement("Sewer", 27, 18, 2),
    Placement("Long Corridor", 32, 8, 1),
    Placement("Treasure Room", 23, 1, 3),
    Placement("L-Corridor", 6, 9, 3),
    Placement("Cursed Room", 13, 14, 0),
    Placement("End Zone", 35, 1, 1),
    Placement("End Zone", 1, 16, 2),
)


def crypt_run() -> Dungeon:
    return Dungeon.from_placements(CRYPT_RUN, name="crypt_run")


def dragons_lair() -> Dungeon:
    return Dungeon.from_placements(DRAGONS_LAIR, name="dragons_lair")


LAYOUTS = {"crypt_run": crypt_run, "dragons_lair": dragons_lair}

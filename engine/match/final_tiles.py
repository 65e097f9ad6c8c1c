"""The shapes of the College of Life and College of Death tiles (§10.2.5-6), as data.

The digest gives their rules (engine/match/death_match.py, werewolf.py) but no shapes, and the Final's map
(§10.2.4) is a picture missing from the text. These are our reconstruction (docs/decisions.md, "The Final's map"):
each tile takes the shape of the ordinary tile of its kind — corridors the Long Corridor (3 x 10), the
L-Corridor or the T-Junction; rooms 6 x 6 (small) or 8 x 6 (large). The Spike Pit Corridor's 2 x 2 pit is
marked '^' (floor a player falls or is pushed into, never walks into); it leaves a one-square lane beside it.

The tiles join the dungeon's TILE_TYPES (engine/match/dungeon.py) for the Final's map and, when a league turns
the setting on, for the random generator; the ordinary pools leave them out, so ordinary dungeons never change.
"""

from __future__ import annotations

LONG = tuple("..." for _ in range(10))
L_SHAPE = ("...    ", "...    ", "...    ", "...    ", ".......", ".......", ".......")
T_SHAPE = (".........", ".........", ".........", "   ...   ", "   ...   ", "   ...   ")
SMALL = tuple("......" for _ in range(6))
LARGE = tuple("........" for _ in range(6))
SPIKE_PIT = ("...", "...", "...", "...", "^^.", "^^.", "...", "...", "...", "...")

# (name, kind, mask) — §10.2.5 College of Life
LIFE_TILE_SHAPES = (
    ("Tuck's Shop", "small_room", SMALL),
    ("Tranquil Meadow Corridor", "corridor", LONG),
    ("Mushroom Cultivation Room", "small_room", SMALL),
    ("Root Corridor", "corridor", L_SHAPE),
    ("Fountain of Youth", "small_room", SMALL),
    ("Lush Greenhouse", "large_room", LARGE),
    ("Stinking Swamp Corridor", "corridor", T_SHAPE),
)
# §10.2.6 College of Death
DEATH_TILE_SHAPES = (
    ("Werewolf Lair", "large_room", LARGE),
    ("Bone Corridor", "corridor", LONG),
    ("Swirling Mists Corridor", "corridor", L_SHAPE),
    ("Ghosts' Corridor", "corridor", T_SHAPE),
    ("Necromancer's Laboratory", "small_room", SMALL),
    ("Spike Pit Corridor", "corridor", SPIKE_PIT),
    ("Corpse Chasm", "large_room", LARGE),
)
DEATH_MATCH_TILE_SHAPES = LIFE_TILE_SHAPES + DEATH_TILE_SHAPES

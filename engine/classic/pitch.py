"""The classic Blood Bowl pitch (digest §1.2, §2): 26 squares long, 15 wide, an End Zone at each end.

The pitch is a Dungeon with one open room (engine/match/dungeon.py): squares are small ints (y * 26 + x) and
the neighbour tables (`step`, `adj`, `ball_step`) are built once, so the shared procedures (moving, blocking,
the ball) run unchanged on it. The digest's pitch diagram is missing (§19 item 1): the published board is used,
x across the length (0 and 25 are the End Zones), y across the width.

    x = 0           home End Zone (the home team defends it and scores at x = 25)
    x = 1..12       home half; x = 12 is the home line of scrimmage
    x = 13..24      away half; x = 13 is the away line of scrimmage
    x = 25          away End Zone
    y = 0..3, 11..14  the two wide zones (four squares each); y = 4..10 the centre
"""

from __future__ import annotations

from engine.match.dungeon import FLOOR, Dungeon

LENGTH, WIDTH = 26, 15
WIDE_ZONE_ROWS = (frozenset(range(0, 4)), frozenset(range(11, 15)))
CENTRE_ROWS = frozenset(range(4, 11))
LAST_HOME_COLUMN = 12  # the halfway line runs between x = 12 and x = 13


class Pitch(Dungeon):
    def __init__(self) -> None:
        size = LENGTH * WIDTH
        ends = (frozenset(y * LENGTH for y in range(WIDTH)), frozenset(y * LENGTH + LENGTH - 1 for y in range(WIDTH)))
        super().__init__(LENGTH, WIDTH, tile_of=[0] * size, kind=[FLOOR] * size, feature=[None] * size,
                         tiles=[("Pitch", "pitch")], doors=[], end_zones=ends, name="Blood Bowl pitch")
        self.half_of = [0 if s % LENGTH <= LAST_HOME_COLUMN else 1 for s in range(size)]
        self.wide_zone = [_wide(s // LENGTH) for s in range(size)]  # 0 / 1 for the two wide zones, -1 centre
        self.halves = tuple(tuple(s for s in range(size) if self.half_of[s] == h) for h in (0, 1))
        # §2 rule 4: the line of scrimmage squares of each half, outside the wide zones.
        self.scrimmage = tuple(frozenset(y * LENGTH + x for y in CENTRE_ROWS) for x in (LAST_HOME_COLUMN,
                                                                                      LAST_HOME_COLUMN + 1))
        self._pass_cache: dict[int, tuple] = {}

    def own_column(self, team_half: int, depth: int) -> int:
        """The x of the column `depth` squares from a half's own End Zone (depth 0 is the End Zone)."""
        return depth if team_half == 0 else LENGTH - 1 - depth

    def square(self, team_half: int, depth: int, y: int) -> int:
        return y * LENGTH + self.own_column(team_half, depth)


def _wide(y: int) -> int:
    for i, rows in enumerate(WIDE_ZONE_ROWS):
        if y in rows:
            return i
    return -1


PITCH = Pitch()  # immutable: built once, shared by every match

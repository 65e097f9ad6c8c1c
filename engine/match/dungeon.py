"""The dungeon: a grid of squares built from tiles, with walls between tiles except at doors (§1.2-§1.5, §1.9).

Squares are small ints (y * width + x). Everything a procedure asks about the board is a table
lookup built once per dungeon: `step[s][d]` is the square one step from `s` in direction `d`
(or -1 when a wall, an impassable feature or the edge of the dungeon is in the way), and
`adj[s]` lists the squares a player can step into from `s`. Walls sit on the edges between
tiles; two joined tiles are connected only through their two-square door (§1.3).
"""

from __future__ import annotations

import heapq
import random
from bisect import bisect_left
from dataclasses import dataclass
from functools import cache
from itertools import repeat
from operator import add, itemgetter

from engine.match.final_tiles import DEATH_MATCH_TILE_SHAPES

# The Random Direction template (§1.1): 1 2 3 / 4 · 5 / 6 7 8, as (dx, dy) with y growing downwards.
DIRECTIONS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))
DIR_INDEX = {d: i for i, d in enumerate(DIRECTIONS)}
_RING = (0, 1, 2, 4, 7, 6, 5, 3)  # template indexes clockwise around the centre


def rotate_direction(d: int, turn: int) -> int:
    """Direction index `d` turned by `turn` steps of 45 degrees (+1 clockwise)."""
    return _RING[(_RING.index(d) + turn) % 8]

VOID, FLOOR, FEATURE = 0, 1, 2

# Tile masks. '.' floor, 'E' end-zone floor, ' ' not part of the tile; impassable features:
# 'I' Chaos Idol (counts as a wall, blocks line of sight), 'D' Young Dragon (wall, sight passes),
# 'C' Fiery Chasm (sight passes), 'K' Crypt tomb (wall, sight passes) (§1.5).
FEATURES = {"I": ("idol", True), "D": ("dragon", False), "C": ("chasm", False), "K": ("crypt", False)}


@dataclass(frozen=True)
class TileType:
    name: str
    kind: str  # "end_zone", "corridor", "small_room", "large_room"
    mask: tuple[str, ...]


def _rect(w: int, h: int, ch: str = ".") -> tuple[str, ...]:
    return tuple(ch * w for _ in range(h))


TILE_TYPES: dict[str, TileType] = {
    t.name: t
    for t in (
        TileType("End Zone", "end_zone", _rect(7, 4, "E")),
        TileType("Long Corridor", "corridor", _rect(3, 10)),
        TileType("T-Junction", "corridor", (".........", ".........", ".........", "   ...   ", "   ...   ", "   ...   ")),
        TileType("L-Corridor", "corridor", ("...    ", "...    ", "...    ", "...    ", ".......", ".......", ".......")),
        # Square (small) rooms: their special rules need no impassable feature (§1.5).
        *(
            TileType(name, "small_room", _rect(6, 6))
            for name in (
                "Armoury", "Sewer", "Kitchen", "Cursed Room", "Forgotten Prison", "Treasure Room", "Ossuary",
                "Flooded Room",
            )
        ),
        # Rectangular (large) rooms with their impassable features (§1.5).
        TileType("Chaos Idol Room", "large_room", ("........", "........", "...II...", "...II...", "........", "........")),
        TileType("Fiery Chasm Lair", "large_room", ("........", "........", "........", "..CC.CC.", "........", "........")),
        TileType("Young Dragon's Lair", "large_room", ("........", "........", "..DD....", "..DD....", "........", "........")),
        TileType("Crypt", "large_room", ("........", "..K..K..", "..K..K..", "........", "........", "........")),
    )
}
CORRIDOR_SET = ("Long Corridor",) * 4 + ("T-Junction",) * 2 + ("L-Corridor",) * 2
SMALL_ROOMS = tuple(n for n, t in TILE_TYPES.items() if t.kind == "small_room")
LARGE_ROOMS = tuple(n for n, t in TILE_TYPES.items() if t.kind == "large_room")
# §10.2.5-6 the College of Life and College of Death tiles (shapes: engine/match/final_tiles.py), added after the
# ordinary pools above: the generator draws them only when asked (generate(..., death_match_tiles=True)).
TILE_TYPES.update({name: TileType(name, kind, mask) for name, kind, mask in DEATH_MATCH_TILE_SHAPES})
DEATH_MATCH_POOLS = {kind: tuple(n for n, k, _ in DEATH_MATCH_TILE_SHAPES if k == kind)
                     for kind in ("corridor", "small_room", "large_room")}


@cache
@cache
def rotate(mask: tuple[str, ...], turns: int) -> tuple[str, ...]:
    """The mask turned clockwise `turns` quarter turns (a few dozen masks: remembered, the generator asks often)."""
    rows = [r for r in mask]
    width = max(len(r) for r in rows)
    rows = [r.ljust(width) for r in rows]
    for _ in range(turns % 4):
        rows = ["".join(rows[len(rows) - 1 - y][x] for y in range(len(rows))) for x in range(len(rows[0]))]
    return tuple(rows)


@dataclass(frozen=True)
class Placement:
    tile: str
    x: int
    y: int
    turns: int = 0


class Dungeon:
    """A built dungeon. Immutable once built; chests and portals live in the match state."""

    def __init__(self, width: int, height: int, tile_of: list[int], kind: list[int], feature: list[str | None],
                 tiles: list[tuple[str, str]], doors: list[tuple[int, ...]], end_zones: tuple[frozenset, frozenset],
                 name: str = "", placements: tuple[Placement, ...] = (), _floor: tuple | None = None) -> None:
        """`_floor`: (the floor squares, each square's tile if floor else -2, the Chasm squares), when the caller
        worked them out (from_placements)."""
        self.width, self.height, self.name = width, height, name
        self.size = width * height
        self.tile_of = tile_of  # tile index per square, -1 outside the dungeon
        self.kind = kind  # VOID / FLOOR / FEATURE per square
        self.feature = feature  # feature name per square ("idol", "chasm", ...) or None
        self.tiles = tiles  # (tile type name, kind) per tile index
        self.doors = doors
        self.placements = placements
        self.end_zones = end_zones  # squares of end zone 0 and end zone 1
        self.ez_of = [-1] * self.size
        for i, ez in enumerate(end_zones):
            for s in ez:
                self.ez_of[s] = i
        names = [name for name, _kind in tiles]
        names.append(None)  # (at index -1: a square outside the dungeon)
        # tile_of[s] is -1 outside the dungeon; gathered in C by one itemgetter (no method call per square)
        self.room_of = list(itemgetter(*tile_of)(names)) if len(tile_of) > 1 else [names[t] for t in tile_of]
        door_id = [-1] * self.size
        for i, door in enumerate(doors):
            for s in door:
                door_id[s] = i
        self.door_id = door_id
        chasm = None
        if _floor is None:
            floor = [s for s in range(self.size) if kind[s] == FLOOR]
            floor_tile = [t if k == FLOOR else -2 for t, k in zip(tile_of, kind, strict=True)]  # a floor square's tile, else -2
        else:
            floor, floor_tile, chasm = _floor
        self.floor = floor
        # step[s][d]: the square one step from s in direction d, or -1 if a wall or feature is in the way.
        blocked = (-1,) * 8
        step: list[tuple[int, ...]] = [blocked] * self.size
        if FLOOR in kind[:width] or FLOOR in kind[-width:] or FLOOR in kind[::width] or FLOOR in kind[width - 1::width]:
            rows = [self._step_row(s) for s in floor]  # floor on the grid's edge (a test dungeon): square by square
        else:
            rows = self._step_rows(floor, floor_tile, door_id)
        adj: list[tuple[int, ...]] = [()] * self.size  # a square off the floor has no step
        for s, row in zip(floor, rows, strict=True):
            step[s] = row
            adj[s] = row if -1 not in row else tuple([t for t in row if t >= 0])  # (a list comprehension: no generator)
        self.step = step
        self.adj = adj
        # The ball flies over the Fiery Chasm (§1.5): its table also links Chasm squares of the same tile.
        ball_step = list(step)
        if chasm is None:
            chasm = [s for s in range(self.size) if feature[s] == "chasm"]
        for s in set(chasm) | {t for c in chasm for t in (self._neighbour(c, i) for i in range(8)) if t >= 0}:
            if kind[s] == VOID or (kind[s] == FEATURE and feature[s] != "chasm"):
                continue
            row = []
            for i in range(8):
                t = self._neighbour(s, i)
                ok = t >= 0 and tile_of[t] == tile_of[s] and (kind[t] == FLOOR or feature[t] == "chasm")
                row.append(t if ok or (t >= 0 and step[s][i] == t) else -1)
            ball_step[s] = tuple(row)
        self.ball_step = ball_step
        self._los_cache: dict[tuple[int, int], bool] = {}
        self._as_dict: dict | None = None
        self._dist_cache: dict[int, list[int]] = {}

    def _step_rows(self, floor: list[int], floor_tile: list[int], door_id: list[int]) -> list[tuple[int, ...]]:
        """The step rows of floor squares none of which is on the grid's edge, worked out a direction at a time
        (a list comprehension over the floor each, rather than a row per square): a step to a floor square of the
        same tile is open (a diagonal one unless it cuts a notch of an L or T tile: one of the two squares beside
        it must be of the tile); a step to another tile's floor only across a door, put back afterwards for the
        few door squares. The same rows as _step_row."""
        width, tile_of = self.width, self.tile_of
        ts = itemgetter(*floor)(tile_of) if len(floor) > 1 else [tile_of[s] for s in floor]  # (in C)
        rows = list(zip(*_step_columns(floor, ts, floor_tile, tile_of, width), strict=True))
        offsets = [dy * width + dx for dx, dy in DIRECTIONS]
        for s in {s for door in self.doors for s in door}:  # the door squares, found in the floor (sorted)
            door = door_id[s]
            i = bisect_left(floor, s)
            t_s = ts[i]
            row = list(rows[i])
            for d, o in enumerate(offsets):
                t = s + o
                u = floor_tile[t]
                if u >= 0 and u != t_s and door_id[t] == door:
                    row[d] = t
            rows[i] = tuple(row)
        return rows

    def _step_row(self, s: int) -> tuple[int, ...]:
        """The step row of one floor square, by Dungeon._edge_open (any square, the grid's edge included)."""
        kind, tile_of, t_s = self.kind, self.tile_of, self.tile_of[s]
        return tuple(
            t if t >= 0 and kind[t] == FLOOR and (tile_of[t] == t_s and _straight_or_inside(self, s, t)
                                                  or self._edge_open(s, t)) else -1
            for t in (self._neighbour(s, d) for d in range(8))
        )

    # -- geometry ---------------------------------------------------------------------------------
    def xy(self, s: int) -> tuple[int, int]:
        return s % self.width, s // self.width

    def sq(self, x: int, y: int) -> int:
        return y * self.width + x

    def neighbour(self, s: int, d: int) -> int:
        """The square next to `s` in direction `d` on the grid, walls or not (-1 off the grid)."""
        return self._neighbour(s, d)

    def _neighbour(self, s: int, d: int) -> int:
        x, y = s % self.width, s // self.width
        dx, dy = DIRECTIONS[d]
        nx, ny = x + dx, y + dy
        if 0 <= nx < self.width and 0 <= ny < self.height:
            return ny * self.width + nx
        return -1

    def _edge_open(self, a: int, b: int) -> bool:
        """Is there no wall between the neighbouring squares a and b (ignoring what stands on them)?"""
        ta, tb = self.tile_of[a], self.tile_of[b]
        if ta < 0 or tb < 0:
            return False
        if ta == tb:
            if (a % self.width != b % self.width) and (a // self.width != b // self.width):
                # A diagonal step inside a tile must not cut a notch of an L or T tile.
                ax, ay, bx, by = a % self.width, a // self.width, b % self.width, b // self.width
                return self.tile_of[ay * self.width + bx] == ta or self.tile_of[by * self.width + ax] == ta
            return True
        return self.door_id[a] >= 0 and self.door_id[a] == self.door_id[b]

    @staticmethod
    def chebyshev(ax: int, ay: int, bx: int, by: int) -> int:
        return max(abs(ax - bx), abs(ay - by))

    def distance(self, a: int, b: int) -> int:
        ax, ay = a % self.width, a // self.width
        bx, by = b % self.width, b // self.width
        return max(abs(ax - bx), abs(ay - by))

    def path_distances(self, ez: int) -> list[int]:
        """Shortest-path length (in player steps) from every square to end zone `ez` (-1 if unreachable)."""
        if ez in self._dist_cache:
            return self._dist_cache[ez]
        dist = self._dist_cache[ez] = steps_from(self.adj, list(self.end_zones[ez]), -1)
        return dist

    def line_of_sight(self, a: int, b: int) -> bool:
        """§2.8: the line between the two squares' centres crosses no wall (features that let sight pass don't count)."""
        key = (a, b) if a < b else (b, a)
        hit = self._los_cache.get(key)
        if hit is None:
            hit = self._compute_los(a, b)
            self._los_cache[key] = hit
        return hit

    def _blocks_sight(self, s: int) -> bool:
        return self.kind[s] == VOID or (self.kind[s] == FEATURE and FEATURES_BLOCK_LOS.get(self.feature[s], True))

    def _compute_los(self, a: int, b: int) -> bool:
        w = self.width
        ax, ay, bx, by = a % w + 0.5, a // w + 0.5, b % w + 0.5, b // w + 0.5
        n = int(max(abs(bx - ax), abs(by - ay)) * 4) + 1
        prev = a
        for i in range(1, n + 1):
            t = i / n
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            # A line that only touches a wall still gives sight: nudge exact grid lines towards the target.
            cx, cy = int(x - 1e-9) if bx < ax else int(x + 1e-9), int(y - 1e-9) if by < ay else int(y + 1e-9)
            cur = cy * w + cx
            if cur == prev:
                continue
            if self._blocks_sight(cur) or not self._sight_edge_open(prev, cur):
                return False
            prev = cur
        return True

    def _sight_edge_open(self, a: int, b: int) -> bool:
        if self.tile_of[a] == self.tile_of[b]:
            return True
        return self.door_id[a] >= 0 and self.door_id[a] == self.door_id[b]

    # -- description -------------------------------------------------------------------------------
    def rows(self) -> list[str]:
        """The dungeon as text: '#' wall, '.' floor, '0'/'1' end zones, features by their mask letter."""
        letters = {"idol": "I", "dragon": "D", "chasm": "C", "crypt": "K"}
        w = self.width
        if len(self.end_zones) > 10:  # (never: a mark of two digits) square by square
            marks = ["#" if k == VOID else letters.get(f, "X") if k == FEATURE else "." if e < 0 else str(e)
                     for k, f, e in zip(self.kind, self.feature, self.ez_of, strict=True)]
            return ["".join(marks[y * w:y * w + w]) for y in range(self.height)]
        # every square's mark by its kind in C (bytes.translate), then the End Zones' floor and the features
        kind, feature = self.kind, self.feature
        text = bytearray(bytes(kind).translate(_KIND_MARKS))
        for e, zone in enumerate(self.end_zones):
            digit = 48 + e  # "0" + e
            for s in zone:
                if kind[s] == FLOOR:
                    text[s] = digit
        s = text.find(b"X")
        while s >= 0:
            text[s] = ord(letters.get(feature[s], "X"))
            s = text.find(b"X", s + 1)
        marks = text.decode()
        return [marks[y * w:y * w + w] for y in range(self.height)]

    def as_dict(self) -> dict:
        """The layout for the event log (built once: the dungeon never changes)."""
        if self._as_dict is None:
            self._as_dict = self._describe()
        return self._as_dict

    def _describe(self) -> dict:
        return {
            "name": self.name,
            "width": self.width,
            "height": self.height,
            "rows": self.rows(),
            "tile_of": self.tile_of,
            "tiles": [list(t) for t in self.tiles],
            "doors": [list(d) for d in self.doors],
        }

    # -- construction --------------------------------------------------------------------------------
    @classmethod
    def from_placements(cls, placements: list[Placement] | tuple[Placement, ...], name: str = "",
                        end_zones: int = 2) -> Dungeon:
        """Build a dungeon from tiles laid on a grid; a door goes centrally on every join of two or more squares.
        `end_zones`: how many End Zone tiles it must have (two; one per team in a multi-player match, §10.1)."""
        tiles = []
        shapes = []
        for p in placements:
            tt = TILE_TYPES[p.tile]
            tiles.append((tt.name, tt.kind))
            shapes.append(_shape(p.tile, p.turns))
        minx = min(p.x + sh[0] for p, sh in zip(placements, shapes, strict=True)) - 1
        miny = min(p.y + sh[1] for p, sh in zip(placements, shapes, strict=True)) - 1
        width = max(p.x + sh[2] for p, sh in zip(placements, shapes, strict=True)) - minx + 2
        height = max(p.y + sh[3] for p, sh in zip(placements, shapes, strict=True)) - miny + 2
        size = width * height
        tile_of, kind, feature = [-1] * size, [VOID] * size, [None] * size
        floor_tile, floor, chasm = [-2] * size, [], []  # a floor square's tile, else -2; the floor squares; the Chasm's
        ez_cells: dict[int, set[int]] = {}
        for i, (p, (*_, squares)) in enumerate(zip(placements, shapes, strict=True)):
            at = (p.y - miny) * width + p.x - minx
            for dx, dy, k, f, ez in squares:
                s = at + dy * width + dx
                if tile_of[s] >= 0:
                    key = (p.x + dx, p.y + dy)
                    raise ValueError(f"§1.9: tiles {tiles[tile_of[s]][0]} and {tiles[i][0]} overlap at {key}")
                tile_of[s], kind[s], feature[s] = i, k, f
                if k == FLOOR:
                    floor_tile[s] = i
                    floor.append(s)
                elif f == "chasm":
                    chasm.append(s)
                if ez:
                    ez_cells.setdefault(i, set()).add(s)
        floor.sort()
        doors = _grid_doors(floor_tile, width, floor)  # _find_doors, with the floor kept for the Dungeon
        ezs = [frozenset(v) for _, v in sorted(ez_cells.items())]
        if len(ezs) != end_zones:
            raise ValueError(f"§1.9: a dungeon has exactly {end_zones} End Zones, this one has {len(ezs)}")
        moved = tuple(Placement(p.tile, p.x - minx, p.y - miny, p.turns) for p in placements)
        return cls(width, height, tile_of, kind, feature, tiles, doors, tuple(ezs), name=name, placements=moved,
                   _floor=(floor, floor_tile, chasm))

    @classmethod
    def from_ascii(cls, text: str, name: str = "test", room: str = "Test Room") -> Dungeon:
        """A one-tile test dungeon: '#' wall, '<' end zone 0, '>' end zone 1, '^' a Spike Pit square (§10.2.6: floor
        a player may be pushed or fall into, never walk into), anything else floor.

        Letters, digits and other marks are floor here; `engine.match.position` reads them as pieces.
        """
        lines = [ln for ln in text.strip("\n").splitlines()]
        lines = [ln.strip() for ln in lines if ln.strip()]
        height, width = len(lines), max(len(ln) for ln in lines)
        size = width * height
        tile_of, kind, feature = [-1] * size, [VOID] * size, [None] * size
        ez = (set(), set())
        for y, ln in enumerate(lines):
            for x, ch in enumerate(ln.ljust(width, "#")):
                s = y * width + x
                if ch == "#":
                    continue
                tile_of[s] = 0
                if ch in "IDCK":
                    kind[s], feature[s] = FEATURE, FEATURES[ch][0]
                    continue
                kind[s] = FLOOR
                if ch == "^":
                    feature[s] = "pit"
                if ch == "<":
                    ez[0].add(s)
                elif ch == ">":
                    ez[1].add(s)
        return cls(width, height, tile_of, kind, feature, [(room, "test")], [],
                   (frozenset(ez[0]), frozenset(ez[1])), name=name)


@cache
def _shape(tile: str, turns: int) -> tuple:
    """A tile type's squares laid with `turns`: (least x, least y, greatest x, greatest y, squares), each square
    (dx, dy, kind, feature, is End Zone) as from_placements lays it."""
    squares = []
    for dy, row in enumerate(rotate(TILE_TYPES[tile].mask, turns)):
        for dx, ch in enumerate(row):
            if ch == " ":
                continue
            if ch in FEATURES:
                squares.append((dx, dy, FEATURE, FEATURES[ch][0], False))
            else:  # "^": §10.2.6 the Spike Pit, floor a player falls or is pushed into
                squares.append((dx, dy, FLOOR, "pit" if ch == "^" else None, ch == "E"))
    xs, ys = [q[0] for q in squares], [q[1] for q in squares]
    return min(xs), min(ys), max(xs), max(ys), tuple(squares)


_KIND_MARKS = bytes.maketrans(bytes([VOID, FLOOR, FEATURE]), b"#.X")  # Dungeon.rows(): a square's mark by its kind
FEATURES_BLOCK_LOS = {name: blocks for name, blocks in FEATURES.values()}


def _step_columns(floor: list[int], ts: list[int], floor_tile: list[int], tile_of: list[int],
                  width: int) -> list[list[int]]:
    """For each of the eight DIRECTIONS, the square a step that way from each floor square reaches within its
    own tile, else -1: the same tile's floor (`floor_tile`), a diagonal only unless it cuts a notch of an L or T
    tile (one of the two squares beside it is of the tile). One list comprehension over the floor a direction
    (Dungeon._step_rows and the End Zone judge; the steps across doors are theirs to add)."""
    columns = []
    for dx, dy in DIRECTIONS:
        o, side = dy * width + dx, dy * width
        if dx and dy:
            columns.append([s + o if floor_tile[s + o] == t and (tile_of[s + dx] == t or tile_of[s + side] == t)
                            else -1 for s, t in zip(floor, ts, strict=True)])
        else:
            columns.append([s + o if floor_tile[s + o] == t else -1 for s, t in zip(floor, ts, strict=True)])
    return columns


def _straight_or_inside(d: Dungeon, a: int, b: int) -> bool:
    """Fast path for a step inside one tile: straight steps are always open; diagonals go the slow way."""
    return (a - b) in (1, -1, d.width, -d.width)


def _find_doors(tile_of: list[int], kind: list[int], width: int, height: int) -> list[tuple[int, ...]]:
    """One two-square door, as central as possible, on every join of two tiles along two or more squares.
    The grid has a margin (from_placements lays one round the tiles: no floor square on its edge)."""
    return _grid_doors([t if k == FLOOR else -2 for t, k in zip(tile_of, kind, strict=True)], width)


def _grid_doors(floor_tile: list[int], width: int, floor: list[int] | None = None) -> list[tuple[int, ...]]:
    """_find_doors on a grid given by each square's tile if floor, else -2 (no floor square on the grid's edge):
    the joins found by one list comprehension over the floor a direction, not a loop over every square. The
    doors come in the order of their keys (the pair of tiles, the line, then along it), whatever the order of
    `floor` (the floor squares, when the caller has them)."""
    if floor is None:
        floor = [s for s, t in enumerate(floor_tile) if t >= 0]
    joins: dict[tuple[int, int, int, int], list[tuple[int, int]]] = {}
    for dx, o in ((1, 1), (0, width)):
        for s in [s for s in floor if (u := floor_tile[s + o]) >= 0 and u != floor_tile[s]]:
            t, u = floor_tile[s], floor_tile[s + o]
            # Group by the pair of tiles and the line of the join (a vertical or a horizontal edge).
            key = (t, u, dx, s % width if dx else s // width) if t < u else (u, t, dx, s % width if dx else s // width)
            joins.setdefault(key, []).append((s, s + o))
    doors = []
    for key in sorted(joins):
        pairs = sorted(joins[key])
        # Split into contiguous runs; a run of two or more squares is a join and gets a door.
        runs, run = [], [pairs[0]]
        # Squares of a vertical edge (tiles side by side) run down a column; of a horizontal edge, along a row.
        stride = width if key[2] == 1 else 1
        for a, b in pairs[1:]:
            if a - run[-1][0] == stride:
                run.append((a, b))
            else:
                runs.append(run)
                run = [(a, b)]
        runs.append(run)
        for run in runs:
            if len(run) >= 2:
                mid = (len(run) - 2) // 2
                (a1, b1), (a2, b2) = run[mid], run[mid + 1]
                doors.append((a1, a2, b1, b2))
    return doors


# ---------------------------------------------------------------------------------------------------
# Building rules (§1.9) and the generator of random legal layouts.

MIN_CORRIDORS, MIN_SMALL_ROOMS, MIN_LARGE_ROOMS = 4, 3, 1


def connected_to_end_zone(dungeon: Dungeon) -> set[int]:
    """Tile indexes that are end zones or joined by a door to an end zone (no chest or portal there, §1.9)."""
    ez_tiles = {dungeon.tile_of[next(iter(ez))] for ez in dungeon.end_zones}
    out = set(ez_tiles)
    for door in dungeon.doors:
        ts = {dungeon.tile_of[s] for s in door}
        if ts & ez_tiles:
            out |= ts
    return out


def breaches(dungeon: Dungeon) -> list[str]:
    """The building rules of §1.9 this dungeon breaks (empty list = legal)."""
    out = []
    kinds = [k for _, k in dungeon.tiles]
    if kinds.count("corridor") < MIN_CORRIDORS:
        out.append(f"§1.9: at least {MIN_CORRIDORS} corridor tiles are needed, this dungeon has {kinds.count('corridor')}")
    if kinds.count("small_room") < MIN_SMALL_ROOMS:
        out.append(f"§1.9: at least {MIN_SMALL_ROOMS} small rooms are needed, this dungeon has {kinds.count('small_room')}")
    if kinds.count("large_room") < MIN_LARGE_ROOMS:
        out.append(f"§1.9: at least {MIN_LARGE_ROOMS} large room is needed, this dungeon has {kinds.count('large_room')}")
    if kinds.count("end_zone") != 2:
        out.append("§1.9: a dungeon has exactly two End Zones")
    for door in dungeon.doors:
        if len(door) != 4:
            out.append("§1.3: doors are two squares wide")
    # Every tile reachable from end zone 0 through doors.
    dist = dungeon.path_distances(0)
    reached = {dungeon.tile_of[s] for s in dungeon.floor if dist[s] >= 0}
    if len(reached) != len(dungeon.tiles):
        out.append("§1.9: every tile must be joined to the dungeon through a door of at least two squares")
    if not any(dist[s] >= 0 for s in dungeon.end_zones[1]):
        out.append("§1.9: the two End Zones must be connected")
    free_tiles = set(range(len(dungeon.tiles))) - connected_to_end_zone(dungeon)
    if len(free_tiles) < 6:
        out.append("§1.9: six chests need six tiles not connected to an End Zone (one chest per tile)")
    return out


@cache
def _floor_joined(tile: str) -> bool:
    """Is every floor square of the tile reached from any other by straight steps within it (the End Zone judge's
    pieces of floor tile by tile)? True of every tile in TILE_TYPES."""
    floor = {(x, y) for x, y, k, _f, _e in _shape(tile, 0)[4] if k == FLOOR}
    first = next(iter(floor))
    seen, frontier = {first}, [first]
    while frontier:
        frontier = [n for x, y in frontier for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                    if n in floor and n not in seen and not seen.add(n)]
    return len(seen) == len(floor)


@cache
def _cells(mask: tuple[str, ...]) -> tuple[tuple[int, int], ...]:
    return tuple((x, y) for y, row in enumerate(mask) for x, ch in enumerate(row) if ch != " ")


def generate(seed: int | str, *, name: str | None = None, death_match_tiles: bool = False) -> Dungeon:
    """A random legal dungeon (§1.9) from a seed: the same seed always gives the same layout.

    With `death_match_tiles` (a league setting, off by default) the College of Life and College of Death tiles
    (§10.2.5-6) join the pools of their kinds; without it the draws are exactly those of an ordinary dungeon."""
    rng = random.Random(f"dungeon:{seed}")
    extra = DEATH_MATCH_POOLS if death_match_tiles else {}
    for _attempt in range(50):
        d = _try_generate(rng, extra)
        if d is not None and not breaches(d):
            d.name = name or f"random-{seed}"
            return d
    raise RuntimeError(f"could not generate a legal dungeon from seed {seed!r}")


def _try_generate(rng: random.Random, extra: dict | None = None, pool: list | None = None) -> Dungeon | None:
    """One try at a layout; `extra` adds tiles to the pools by kind, `pool` lays exactly these tiles."""
    if pool is None:
        extra = extra or {}
        corridors = rng.sample(CORRIDOR_SET + extra.get("corridor", ()), MIN_CORRIDORS + rng.randrange(2))
        small = rng.sample(SMALL_ROOMS + extra.get("small_room", ()), MIN_SMALL_ROOMS + rng.randrange(2))
        large = rng.sample(LARGE_ROOMS + extra.get("large_room", ()), MIN_LARGE_ROOMS + rng.randrange(2))
        pool = corridors + small + large
    else:
        pool = list(pool)
    laid = lay_tiles(rng, pool)
    if laid is None:
        return None
    occupied, placed, boundary = laid
    # End zones: among the places an End Zone tile can be joined, the two farthest apart (§1.9 step 3).
    candidates = _attachments("End Zone", occupied, boundary, rng, limit=40)
    if len(candidates) < 2:
        return None
    # "As far apart as possible" (§1.9 step 3): candidate pairs by the distance between their centres, then
    # by the length of the shortest path from one End Zone to the other.
    xs, ys = [], []  # the candidates' centres: the sums of their cells' x and y (ints, exact) by their count
    for c in candidates:
        count, sum_x, sum_y, _codes = _tile_sums(c.tile, c.turns)
        xs.append((count * c.x + sum_x) / count)
        ys.append((count * c.y + sum_y) / count)
    pairs = []  # (the square of the distance between the centres, i, j): halves squared, exact as ** 2
    n = len(candidates)
    for i in range(n):
        xi, yi = xs[i], ys[i]
        pairs += [((dx := xi - xj) * dx + (dy := yi - yj) * dy, i, j)
                  for j, xj, yj in zip(range(i + 1, n), xs[i + 1:], ys[i + 1:], strict=True)]
    # Of the legal pairs (two End Zones covering no cell twice) farthest apart as the crow flies (the first 12 of
    # them sorted from the greatest, as sorted(reverse=True)[:12]), keep the one farthest apart by the shortest
    # path. Two overlapping End Zones are close: the 24 farthest pairs of all nearly always hold 12 legal ones,
    # which are then the first 12 legal pairs; only if they do not (and there are more) are all pairs looked at.
    cell_sets: dict[int, set[int]] = {}  # the candidates' cells by code, as far as asked

    def cells(i: int) -> set[int]:
        found = cell_sets.get(i)
        if found is None:
            found = cell_sets[i] = _cell_set(candidates[i])
        return found

    def apart(pair: tuple) -> bool:
        return cells(pair[1]).isdisjoint(cells(pair[2]))

    top = [pair for pair in heapq.nlargest(24, pairs) if apart(pair)][:12]
    if len(top) < 12 and len(pairs) > 24:
        top = heapq.nlargest(12, [pair for pair in pairs if apart(pair)])
    # Each pair is judged on the laid tiles' squares and doors, worked out once (_EndZoneJudge); only the
    # chosen pair is built into a Dungeon.
    judge = _EndZoneJudge(placed, candidates)
    best, best_len = None, -1
    legal = 0
    for _, i, j in top:
        length = judge.path_length(candidates[i], candidates[j])
        if length is None:
            continue
        if length > best_len:
            best, best_len = (i, j), length
        legal += 1
        if legal >= 4:
            break
    if best is None:
        return None
    return Dungeon.from_placements(placed + [candidates[best[0]], candidates[best[1]]])


def _cell_set(p: Placement) -> set[int]:
    """The codes of the cells a laid tile covers."""
    return set(map(add, repeat(p.x * _ROW + p.y), _tile_sums(p.tile, p.turns)[3]))


def cells_of(p: Placement) -> list[tuple[int, int]]:
    """The grid cells a laid tile covers."""
    px, py = p.x, p.y
    return [(px + x, py + y) for x, y in _cells(rotate(TILE_TYPES[p.tile].mask, p.turns))]


def lay_tiles(rng: random.Random, pool: list) -> tuple[dict, list[Placement], list] | None:
    """Shuffle the pool and lay its tiles one by one, each joined to those laid (§1.9 step 2): (cell -> tile index,
    placements, the dungeon's outer edges), or None if a tile found no place. The End Zones are laid afterwards
    by the caller, joined to those outer edges. A cell (x, y) is keyed by the int x * _ROW + y."""
    rng.shuffle(pool)
    occupied: dict[int, int] = {}
    placed: list[Placement] = []
    # The dungeon's outer edges (x, y, dx, dy, the code of the cell beyond): a laid cell and a side with no laid cell,
    # in the order of the laid cells, then of the four sides. Kept up to date tile by tile rather than worked out for
    # every tile laid.
    boundary: list[tuple[int, int, int, int, int]] = []

    def put(p: Placement) -> None:
        if abs(p.y) > _ROW // 4:  # never with tiles of a dozen cells at most: the cell codes would clash
            raise RuntimeError(f"the dungeon spans too many rows for its cell codes ({p.y})")
        px, py = p.x, p.y
        at = px * _ROW + py
        covered = list(map(add, repeat(at), _tile_sums(p.tile, p.turns)[3]))  # the tile's cells by code, in order
        occupied.update(dict.fromkeys(covered, len(placed)))
        placed.append(p)
        covered = set(covered)
        boundary[:] = [e for e in boundary if e[4] not in covered]
        # (only a side facing out of the tile can be an outer edge: _outer_sides, in the order of its cells and sides)
        boundary.extend([(px + x, py + y, dx, dy, c) for x, y, dx, dy, beyond in _outer_sides(p.tile, p.turns)
                         if (c := at + beyond) not in occupied])

    put(Placement(pool[0], 0, 0, rng.randrange(4)))
    for tile in pool[1:]:
        options = _places(tile, occupied, boundary, rng)
        if not options:
            return None
        put(Placement(tile, *rng.choice(options)))
    return occupied, placed, boundary


def judge_by_building(placed: list[Placement], a: Placement, b: Placement) -> int | None:
    """The reference for _EndZoneJudge: build the whole dungeon with End Zones `a` and `b`; the shortest path
    between the End Zones if it is legal (§1.9), else None."""
    try:
        d = Dungeon.from_placements(placed + [a, b])
    except ValueError:
        return None
    if breaches(d):
        return None
    dist = d.path_distances(0)
    return min(dist[s] for s in d.end_zones[1])


class _EndZoneJudge:
    """Judges pairs of End Zone tiles for the tiles laid so far (§1.9 step 3) without building a Dungeon per
    pair. The laid tiles' squares, doors and steps are worked out once (Dungeon's rules: same doors, same steps),
    with the pieces of floor they make (squares joined by steps). An End Zone tile adds steps only across its new
    doors, so per pair only its doors are worked out: the pair is legal when its End Zones join every piece (and
    breaches()'s counts hold), and its shortest path leaves End Zone `a` across a door onto a laid square, walks
    the laid squares to a square by a door of End Zone `b`, and steps in (or takes a door between the two End
    Zones). A pair whose new door would share a square with a laid door (the later door would take that square
    over) is judged by building it (judge_by_building), which the tests compare against on many seeds."""

    def __init__(self, placed: list[Placement], candidates: list[Placement]) -> None:
        """`candidates`: every End Zone tile path_length may be asked about (the grid is laid round them too)."""
        self.placed = placed
        self.kinds = [TILE_TYPES[p.tile].kind for p in placed]
        kinds = self.kinds  # breaches()'s counts of kinds (the two End Zones add none of these)
        self.kinds_ok = kinds.count("corridor") >= MIN_CORRIDORS and kinds.count("small_room") >= MIN_SMALL_ROOMS \
            and kinds.count("large_room") >= MIN_LARGE_ROOMS
        # The laid squares as ints on a grid with a margin of one round them and every End Zone candidate (a step
        # never leaves it, and an End Zone's cells are squares of it too), their steps, and the piece of floor each
        # belongs to.
        shapes = [_shape(p.tile, p.turns) for p in placed]
        boxes = [(p.x + sh[0], p.y + sh[1], p.x + sh[2], p.y + sh[3])
                 for p, sh in zip([*placed, *candidates], [*shapes, *[_shape(c.tile, c.turns) for c in candidates]],
                                  strict=True)]
        x0, y0 = self.x0, self.y0 = min([b[0] for b in boxes]) - 1, min([b[1] for b in boxes]) - 1
        w = self.w = max([b[2] for b in boxes]) - x0 + 2
        size = w * (max([b[3] for b in boxes]) - y0 + 2)
        tile_of = [-1] * size  # every square of a laid tile (features too): its tile
        floor_tile = [-2] * size  # a floor square's tile, else -2
        floor = []
        for i, (p, sh) in enumerate(zip(placed, shapes, strict=True)):
            at = (p.y - y0) * w + p.x - x0
            for dx, dy, k, _f, _e in sh[4]:
                s = at + dy * w + dx
                tile_of[s] = i
                if k == FLOOR:
                    floor_tile[s] = i
                    floor.append(s)
        self.tile_of, self.floor_tile = tile_of, floor_tile
        # Doors between laid tiles, found on this grid as Dungeon finds them (_grid_doors): each square's door by
        # its index in their list, which is their keys' order (a square in two doors belongs to the later one),
        # and the squares of every door (a new door taking one over is judged by building).
        door_of = [None] * size
        self.door: set[int] = set()
        doors = _grid_doors(floor_tile, w, floor)
        for i, squares in enumerate(doors):
            for s in squares:
                door_of[s] = i
                self.door.add(s)
        # The steps a direction at a time, as Dungeon._step_rows: open to the same tile's floor (a diagonal
        # unless it cuts a notch), to another tile's floor only across a door, put back for the door squares.
        ts = itemgetter(*floor)(tile_of) if len(floor) > 1 else [tile_of[s] for s in floor]  # (in C)
        columns = _step_columns(floor, ts, floor_tile, tile_of, w)
        offsets = [dy * w + dx for dx, dy in DIRECTIONS]
        adj = [()] * size
        for s, t, row in zip(floor, ts, zip(*columns, strict=True), strict=True):
            door = door_of[s]
            if door is not None:
                row = [n if n >= 0 or (u := floor_tile[s + o]) < 0 or u == t or door_of[s + o] != door else s + o
                       for n, o in zip(row, offsets, strict=True)]
            adj[s] = row if -1 not in row else [n for n in row if n >= 0]
        self.adj = adj
        # The pieces of floor (squares joined by steps), each with the tiles it touches. When every laid tile's floor
        # is joined within the tile (every tile's is: _floor_joined) and no two doors share a square, a piece is the
        # tiles joined through doors (a door's squares step across it), found tile by tile; else square by square.
        self.searched: dict[frozenset, list] = {}  # squares by an End Zone's doors -> their search (_nearest)
        self.pieces: list[set] = []
        if len(self.door) == 4 * len(doors) and all(map(_floor_joined, [p.tile for p in placed])):
            links: list[list[int]] = [[] for _ in placed]
            for door in doors:
                a, b = floor_tile[door[0]], floor_tile[door[2]]
                links[a].append(b)
                links[b].append(a)
            tile_piece = [-1] * len(placed)
            for first in range(len(placed)):
                if tile_piece[first] >= 0:
                    continue
                label = len(self.pieces)
                tile_piece[first] = label
                frontier, tiles = [first], {first}
                while frontier:
                    reached = []
                    for c in frontier:
                        for n in links[c]:
                            if tile_piece[n] < 0:
                                tile_piece[n] = label
                                reached.append(n)
                                tiles.add(n)
                    frontier = reached
                self.pieces.append(tiles)
            self.tile_piece: list[int] | None = tile_piece
            return
        self.tile_piece = None
        piece = [-1] * size
        for s in floor:
            if piece[s] >= 0:
                continue
            label = len(self.pieces)
            piece[s] = label
            frontier, tiles = [s], {floor_tile[s]}
            while frontier:
                reached = []
                for c in frontier:
                    for n in adj[c]:
                        if piece[n] < 0:
                            piece[n] = label
                            reached.append(n)
                            tiles.add(floor_tile[n])
                frontier = reached
            self.pieces.append(tiles)
        self.piece = piece

    def path_length(self, a: Placement, b: Placement) -> int | None:
        n = len(self.placed)
        tile_of, w, x0, y0 = self.tile_of, self.w, self.x0, self.y0
        # The End Zones' squares apart from the laid ones (no End Zone covers a laid square)
        new_tile: dict[int, int] = {}
        new_floor: set[int] = set()
        for p, t in ((a, n), (b, n + 1)):
            at = (p.y - y0) * w + p.x - x0
            for dx, dy, k, _f, _e in _shape(p.tile, p.turns)[4]:
                s = at + dy * w + dx
                new_tile[s] = t
                if k == FLOOR:
                    new_floor.add(s)
        door = {}
        joined = {n, n + 1}  # tiles joined by a door to an End Zone (no chest there, §1.9)
        for door_key, squares in _new_doors((a, b), new_tile, new_floor, tile_of, self.floor_tile, w, x0, y0):
            for c in squares:
                if c in self.door:
                    return judge_by_building(self.placed, a, b)  # a laid door's square taken over: build it
                door[c] = max(door.get(c, door_key), door_key)
            joined.update([new_tile[c] if c in new_tile else tile_of[c] for c in squares])
        if not self.kinds_ok or n + 2 - len(joined) < 6:
            return None
        # A door's squares (its own: a square in two doors is the later one's) are all one step from each other:
        # a step crosses the door when it has squares of both its tiles.
        sides: dict = {}  # door -> {tile: [squares]}
        for c, k in door.items():
            sides.setdefault(k, {}).setdefault(new_tile[c] if c in new_tile else tile_of[c], []).append(c)
        from_a, into_b, direct = [], set(), False
        for by_tile in sides.values():
            if len(by_tile) < 2:
                continue
            laid = [c for t, squares in by_tile.items() if t < n for c in squares]
            if n in by_tile:
                from_a += laid
                direct = direct or n + 1 in by_tile
            if n + 1 in by_tile:
                into_b.update(laid)
        if self.tile_piece is not None:  # a square's piece by its tile's
            piece, floor_tile = self.tile_piece, self.floor_tile
            pieces_a, pieces_b = {piece[floor_tile[s]] for s in from_a}, {piece[floor_tile[s]] for s in into_b}
        else:
            piece = self.piece
            pieces_a, pieces_b = {piece[s] for s in from_a}, {piece[s] for s in into_b}
        if not direct and pieces_a.isdisjoint(pieces_b):
            return None  # the End Zones apart (§1.9)
        tiles = set().union(*(self.pieces[i] for i in pieces_a | pieces_b))
        if len(tiles) != n:
            return None  # a tile not joined to the dungeon through a door (§1.9)
        if direct:
            return 1
        # steps from End Zone a: 1 onto a laid square by its door, then the laid squares, then 1 into End Zone b.
        # The laid squares' steps from the squares by one End Zone's doors are searched as far as needed and kept: the pairs
        # judged mostly share an End Zone (the farthest apart), and the steps between two sets of squares are the
        # same both ways (a step is open both ways).
        kept = self.searched.get(frozenset(from_a))
        if kept is not None:
            return 2 + self._nearest(kept, into_b)
        kept = self.searched.get(frozenset(into_b))
        if kept is not None:
            return 2 + self._nearest(kept, from_a)
        dist = [_FAR] * len(self.adj)
        for s in from_a:
            dist[s] = 0
        kept = self.searched[frozenset(from_a)] = [dist, from_a, 0]
        return 2 + self._nearest(kept, into_b)

    def _nearest(self, search: list, targets) -> int:
        """Steps from the nearest of a search's squares to the nearest of `targets` (laid squares of their pieces):
        the search [steps so far, its last layer, that layer's steps] grown a layer at a time only until a target
        is reached (all squares fewer steps away are reached by then, so the least is exact), and kept as far as
        it went for the next pair (path_length)."""
        dist, frontier, step = search
        adj, get = self.adj, dist.__getitem__
        while True:
            nearest = min(map(get, targets))
            if nearest < _FAR or not frontier:
                search[1], search[2] = frontier, step
                return nearest
            step += 1
            reached = []
            for s in frontier:
                for t in adj[s]:
                    if dist[t] == _FAR:
                        dist[t] = step
                        reached.append(t)
            frontier = reached


_FAR = 1 << 30  # a laid square the search of path_length never reaches


def steps_from(adj: list, sources: list[int], unreached: int) -> list[int]:
    """Steps from the nearest of `sources` to every square over `adj` (`unreached` where none leads): a layer at a
    time (no queue), the same distances as a queue's. Dungeon.path_distances (the End Zone judge grows its own
    searches the same way, a layer at a time, but stops at the first layer that answers: _EndZoneJudge._nearest)."""
    dist = [unreached] * len(adj)
    for s in sources:
        dist[s] = 0
    frontier, step = sources, 0
    while frontier:
        step += 1
        reached = []
        for s in frontier:
            for t in adj[s]:
                if dist[t] == unreached:
                    dist[t] = step
                    reached.append(t)
        frontier = reached
    return dist


def _new_doors(new: tuple, new_tile: dict, new_floor: set, tile_of: list, floor_tile: list, w: int, x0: int,
               y0: int) -> list:
    """The doors of the End Zone tiles `new` laid in `new_tile` (`new_floor`) as _find_doors lays them, with the
    tiles laid in `tile_of` (`floor_tile`) and with each other, on the End Zone judge's grid (width `w`, its square 0
    at (x0, y0)): (door key, the door's four squares) for every run of two or more joined squares between two tiles.
    Only the sides of their floor squares facing out of their own tile are looked at (_outward): a join is between
    two tiles. The keys give a line by its place on the grid (the same order as by the cells' own)."""
    joins: dict = {}
    for p in new:
        at = (p.y - y0) * w + p.x - x0
        for x, y, dx, dy in _outward(p.tile, p.turns):
            c = at + y * w + x
            t = new_tile[c]
            n = c + dy * w + dx
            u = new_tile.get(n)
            if u is None:
                u = tile_of[n]
                if u < 0 or floor_tile[n] < 0:
                    continue
            elif u == t or n not in new_floor:
                continue
            a, b = (c, n) if dx + dy > 0 else (n, c)
            lo, hi = (t, u) if t < u else (u, t)
            horizontal = dy == 0  # tiles side by side: the join runs down a column
            key = (lo, hi, int(horizontal), a % w if horizontal else a // w)
            joins.setdefault(key, set()).add((a, b))
    out = []
    for key in sorted(joins):
        pairs = sorted(joins[key])  # along the line (by row, then column: a's square)
        stride = w if key[2] else 1  # down a column, or along a row
        runs, run = [], [pairs[0]]
        for ab in pairs[1:]:
            if ab[0] - run[-1][0] == stride:
                run.append(ab)
            else:
                runs.append(run)
                run = [ab]
        runs.append(run)
        k = 0
        for run in runs:
            if len(run) >= 2:
                mid = (len(run) - 2) // 2
                (a1, b1), (a2, b2) = run[mid], run[mid + 1]
                out.append(((key, k), (a1, a2, b1, b2)))
                k += 1
    return out


@cache
def _facing(cells: tuple[tuple[int, int], ...], dx: int, dy: int) -> list[tuple[int, int]]:
    """Cells of a tile facing back towards the dungeon across an edge in direction (dx, dy)."""
    cellset = set(cells)
    return [(cx, cy) for cx, cy in cells if (cx - dx, cy - dy) not in cellset]


@cache
def _around(cells: tuple[tuple[int, int], ...]) -> dict[tuple[int, int], int]:
    """The cells' orthogonal neighbours, each with how many of the cells it touches (a contact counts squares)."""
    ring: dict[tuple[int, int], int] = {}
    for x, y in cells:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            ring[(x + dx, y + dy)] = ring.get((x + dx, y + dy), 0) + 1
    return ring


_SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))

# The generator keys a cell (x, y) by the int x * _ROW + y (x and y may be negative; |y| stays far below _ROW / 2:
# a dungeon of a dozen tiles spans well under 200 cells): a cell moved by (ox, oy) is its code plus ox * _ROW + oy,
# so a tile's cells at a place are its codes plus one int, added and looked up in C (map) rather than a tuple built
# per cell. _ROW is odd (a prime): an int is its own hash and a dict indexes by its low bits, which a power of two
# would leave the same for a whole column.
_ROW = 1021


@cache
def _codes(cells: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    return tuple(x * _ROW + y for x, y in cells)


@cache
def _along_edge(tile: str, turns: int, dx: int, dy: int) -> tuple[tuple, dict[int, tuple[int, tuple[int, ...], int, int]]]:
    """The codes of the cells (cx, cy) of the tile laid with `turns` that face a laid cell across an edge in direction
    (dx, dy) (in _facing's order), and by code: how many of the tile's cells the laid cell (cx - dx, cy - dy) touches,
    the codes of the cells beside it along the edge that touch the tile (all in the tile's own coordinates), and
    (cx, cy)."""
    cells = _cells(rotate(TILE_TYPES[tile].mask, turns))
    ring = _around(cells)
    out = {}
    facing = tuple(_facing(cells, dx, dy))
    for cx, cy in facing:
        lx, ly = cx - dx, cy - dy
        beside = [(lx + sx) * _ROW + ly + sy for sx, sy in ((dy, dx), (-dy, -dx)) if (lx + sx, ly + sy) in ring]
        out[cx * _ROW + cy] = (ring[(lx, ly)], tuple(beside), cx, cy)
    return tuple([cx * _ROW + cy for cx, cy in facing]), out


@cache
def _outer_sides(tile: str, turns: int) -> tuple[tuple[int, int, int, int, int], ...]:
    """The sides (dx, dy) of the cells (x, y) of a tile laid with `turns` at (0, 0) onto a cell of no part of it, in
    the order of its cells and of _SIDES, each with the code of the cell beyond (lay_tiles' outer edges)."""
    cells = _cells(rotate(TILE_TYPES[tile].mask, turns))
    inside = set(cells)
    return tuple((x, y, dx, dy, (x + dx) * _ROW + y + dy) for x, y in cells for dx, dy in _SIDES
                 if (x + dx, y + dy) not in inside)


@cache
def _outward(tile: str, turns: int) -> tuple[tuple[int, int, int, int], ...]:
    """The floor cells (x, y) of a tile laid with `turns` at (0, 0) with a side (dx, dy) onto a cell of no part of the
    tile: where it can join another tile (_new_doors)."""
    squares = _shape(tile, turns)[4]
    cells = {(x, y) for x, y, *_ in squares}
    return tuple((x, y, dx, dy) for x, y, k, _f, _e in squares if k == FLOOR
                 for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)) if (x + dx, y + dy) not in cells)


@cache
def _tile_sums(tile: str, turns: int) -> tuple[int, int, int, tuple[int, ...]]:
    """A tile laid with `turns` at (0, 0): how many cells, the sums of their x and of their y, and their codes."""
    cells = _cells(rotate(TILE_TYPES[tile].mask, turns))
    return len(cells), sum([x for x, _ in cells]), sum([y for _, y in cells]), _codes(cells)


@cache
def _around_codes(cells: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """_around's cells as codes, each with how many of the cells it touches."""
    return tuple((x * _ROW + y, n) for (x, y), n in _around(cells).items())


# n.bit_length() of each n below 1024 as a list: a subscript where _shuffle and _sample3 would call a method per draw
_BIT_LENGTH = [n.bit_length() for n in range(1024)]


@cache
def _turned(tile: str) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[tuple[int, int], ...], ...]]:
    """A tile's cells' codes (_codes) and the codes round them (_around_codes) laid with 0, 1, 2 and 3 turns."""
    cells = [_cells(rotate(TILE_TYPES[tile].mask, t)) for t in range(4)]
    return tuple(map(_codes, cells)), tuple(map(_around_codes, cells))


def _shuffle(rng: random.Random, x: list) -> None:
    """rng.shuffle(x): the same draws in the same order and the same order of x (CPython's Random.shuffle, with its
    _randbelow by getrandbits written out: no Python call per element; tests/engine/match/test_dungeon.py checks both
    against the random module's own). Position i takes a draw below i + 1, of (i + 1).bit_length() bits."""
    getrandbits = rng.getrandbits
    m = len(x)
    if m > 1023:  # (never in a dungeon: its outer edges number a few hundred at most)
        for i in reversed(range(1, m)):
            n = i + 1
            k = n.bit_length()
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]
        return
    for i, k in zip(range(m - 1, 0, -1), _BIT_LENGTH[m:1:-1], strict=True):
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def _sample3(rng: random.Random, population: list) -> list:
    """rng.sample(population, min(3, len(population))), the same draws and the same picks (CPython's Random.sample
    for a population of 21 or fewer, written out as _shuffle is; a larger one is left to it)."""
    n = len(population)
    if n > 21:
        return rng.sample(population, 3)
    pool = list(population)
    out = []
    getrandbits = rng.getrandbits
    for i in range(min(3, n)):
        m = n - i
        k = _BIT_LENGTH[m]
        j = getrandbits(k)
        while j >= m:
            j = getrandbits(k)
        out.append(pool[j])
        pool[j] = pool[m - 1]
    return out


def _attachments(tile: str, occupied: dict, boundary: list, rng: random.Random, limit: int = 12) -> list[Placement]:
    """Places where `tile` can be laid joined to the dungeon along two or more squares, overlapping nothing.
    `boundary`: the dungeon's outer edges (see _try_generate), tried in a random order."""
    return [Placement(tile, x, y, turns) for x, y, turns in _places(tile, occupied, boundary, rng, limit)]


def _places(tile: str, occupied: dict, boundary: list, rng: random.Random, limit: int = 12) -> list[tuple[int, int, int]]:
    """_attachments' places as (x, y, turns): lay_tiles makes a Placement only of the place it draws."""
    out: list[tuple[int, int, int]] = []
    seen = set()
    boundary = list(boundary)
    _shuffle(rng, boundary)
    turns_order = [0, 1, 2, 3]
    _shuffle(rng, turns_order)
    codes, rings = _turned(tile)
    clear_of, laid_at = occupied.keys().isdisjoint, occupied.get  # clear_of(codes): no laid cell among them
    for bx, by, dx, dy, beyond in boundary:
        laid = occupied[bx * _ROW + by]  # the tile of the laid cell on this edge
        for t in turns_order:
            facing, along = _along_edge(tile, t, dx, dy)
            for code in _sample3(rng, facing):
                # the tile's cell of this code on the cell beyond the edge: the tile at (ox, oy) = beyond - the cell,
                # coded as a cell is (an int: tried places are told apart by it and the turns)
                at = beyond - code
                key = at * 4 + t
                if key in seen:
                    continue
                seen.add(key)
                if not clear_of(map(add, repeat(at), codes[t])):  # (operator.add: no argument tuple per call)
                    continue  # it would cover a laid cell
                # The laid cell on the edge touches the tile: it joins when it touches two of its squares, or when a
                # square beside it along the edge touching the tile is of the same laid tile (the answer of the search
                # round the tile below, found without it; most places join there)
                touches, beside, cx, cy = along[code]
                ox, oy = bx + dx - cx, by + dy - cy
                if touches >= 2 or laid in map(laid_at, map(add, repeat(at), beside)):
                    out.append((ox, oy, t))
                    if len(out) >= limit:
                        return out
                    continue
                # At least one contact of two or more squares joins the tile (a door goes there); a contact of
                # a single square is only touching, with a wall between (§1.9 step 2). Looked for round the tile,
                # stopping at the first laid tile touched along two squares.
                contacts: dict[int, int] = {}
                for c, n in rings[t]:
                    o = laid_at(at + c)
                    if o is not None:
                        n += contacts.get(o, 0)
                        if n >= 2:
                            break
                        contacts[o] = n
                else:
                    continue
                out.append((ox, oy, t))
                if len(out) >= limit:
                    return out
    return out

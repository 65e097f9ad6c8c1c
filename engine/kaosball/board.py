"""The cross-shaped pitch (rules/kaosball.md §3) as small integers with precomputed neighbour tables.

The source gives no size (§3 UNCLEAR). Dugout's pitch: an 11 x 11 grid without its four 2 x 2 corners
(105 squares). Midfield is the 7 x 7 block in the middle; each arm is a scrimmage line (7 squares, the middle
five marked circle-square-circle-square-circle) and a back row behind it with the major scoring spot in its
middle. Minor scoring spots sit diagonally two squares out from the centre square.
Squares are numbered y * 11 + x; -1 is "off the pitch".
"""

from __future__ import annotations

from dataclasses import dataclass

SIZE = 11
LOW, HIGH = 2, 8  # midfield spans 2..8 on both axes
CENTRE = 5 * SIZE + 5
MINOR_SPOTS = tuple(y * SIZE + x for x, y in ((3, 3), (7, 3), (3, 7), (7, 7)))


def sq(x: int, y: int) -> int:
    return y * SIZE + x


def xy(s: int) -> tuple[int, int]:
    return s % SIZE, s // SIZE


def on_pitch(x: int, y: int) -> bool:
    if not (0 <= x < SIZE and 0 <= y < SIZE):
        return False
    return not ((x < LOW or x > HIGH) and (y < LOW or y > HIGH))


SQUARES = tuple(sq(x, y) for y in range(SIZE) for x in range(SIZE) if on_pitch(x, y))
VALID = frozenset(SQUARES)
MIDFIELD = frozenset(sq(x, y) for x in range(LOW, HIGH + 1) for y in range(LOW, HIGH + 1))


def _neighbours(s: int, steps) -> tuple[int, ...]:
    x, y = xy(s)
    return tuple(sq(x + dx, y + dy) for dx, dy in steps if on_pitch(x + dx, y + dy))


ORTHO = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIAG = ((-1, -1), (1, -1), (1, 1), (-1, 1))
ADJ: dict[int, tuple[int, ...]] = {s: _neighbours(s, ORTHO) for s in SQUARES}  # §3: sides only
DIAG_ADJ: dict[int, tuple[int, ...]] = {s: _neighbours(s, DIAG) for s in SQUARES}
ALL_ADJ: dict[int, tuple[int, ...]] = {s: ADJ[s] + DIAG_ADJ[s] for s in SQUARES}  # an Amazon's killzone


@dataclass(frozen=True, slots=True)
class Seat:
    """Where a team sits: its scrimmage line (circle and square squares), back row, and its major spot,
    which lies in the back row of the seat opposite (§3, §14.1)."""

    name: str
    circles: tuple[int, ...]
    squares: tuple[int, ...]
    line: tuple[int, ...]
    back: tuple[int, ...]
    major: int


def _seat(name: str) -> Seat:
    def place(i: int, row: int) -> int:  # i along the arm (2..8), row away from midfield (1 = line, 0 = back)
        return {"south": sq(i, SIZE - 1 - row), "north": sq(i, row),
                "west": sq(row, i), "east": sq(SIZE - 1 - row, i)}[name]

    opposite = {"south": "north", "north": "south", "west": "east", "east": "west"}[name]
    major = {"north": sq(5, 0), "south": sq(5, SIZE - 1), "west": sq(0, 5), "east": sq(SIZE - 1, 5)}[opposite]
    return Seat(name, circles=tuple(place(i, 1) for i in (3, 5, 7)), squares=tuple(place(i, 1) for i in (4, 6)),
                line=tuple(place(i, 1) for i in range(LOW, HIGH + 1)),
                back=tuple(place(i, 0) for i in range(LOW, HIGH + 1)), major=major)


SEATS = {name: _seat(name) for name in ("south", "west", "north", "east")}
# Clockwise round the table; two players sit opposite (§12.1).
SEATING = {2: ("south", "north"), 3: ("south", "west", "north"), 4: ("south", "west", "north", "east")}
MAJOR_SPOTS = frozenset(s.major for s in SEATS.values())
SCORING = frozenset(MINOR_SPOTS) | MAJOR_SPOTS


def edge(a: int, b: int) -> tuple[int, int]:
    """A square boundary (where a wall marker lies, §25.2), the same whichever side it is named from."""
    return (a, b) if a < b else (b, a)


# Squares apart along the grid (ignoring figures and walls), for every pair: a table, not a computation.
DIST = [[abs(a % SIZE - b % SIZE) + abs(a // SIZE - b // SIZE) for b in range(SIZE * SIZE)]
        for a in range(SIZE * SIZE)]


def distance(a: int, b: int) -> int:
    return DIST[a][b]


def name(s: int) -> str:
    """A square as a coach reads it: column letter and row number, e.g. "F6" for the centre."""
    x, y = xy(s)
    return f"{'ABCDEFGHIJK'[x]}{y + 1}"

"""Setting up for a kick-off (digest §2): the four rules as a check, and the formations bots choose from.

A formation is a list of (depth, y, role) in the order players are placed: depth counts squares from the
team's own End Zone (12 is the team's line of scrimmage), y runs across the pitch, role says what sort of
player the square wants ("line", "receiver", "thrower", "back") so a coach can pick who stands there.
The first three squares of every formation are on the line of scrimmage, so any number of players sets up
legally (tests/engine/blood_bowl_2016/test_setup.py checks every formation for 1 to 11 players).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.breach import RuleBreach, gettext_noop

MAX_ON_PITCH = 11  # §2 rule 1
MAX_PER_WIDE_ZONE = 2  # §2 rule 3
MIN_ON_SCRIMMAGE = 3  # §2 rule 4

FORMATIONS = {
    # receiving: a line of three, two wide receivers, the ball handler deep
    "offence": ((12, 6, "line"), (12, 7, "line"), (12, 8, "line"), (11, 4, "line"), (11, 10, "line"),
                (9, 2, "receiver"), (9, 12, "receiver"), (9, 7, "back"), (8, 5, "back"), (8, 9, "back"),
                (4, 7, "thrower")),
    # kicking: a wider line, deep safeties
    "defence": ((12, 5, "line"), (12, 7, "line"), (12, 9, "line"), (11, 3, "line"), (11, 11, "line"),
                (10, 6, "back"), (10, 8, "back"), (8, 1, "receiver"), (8, 13, "receiver"), (6, 7, "back"),
                (3, 7, "thrower")),
    # the plainest legal wall: three on the line, the rest two rows behind it
    "wall": ((12, 6, "line"), (12, 7, "line"), (12, 8, "line"), (11, 5, "line"), (11, 9, "line"),
             (10, 4, "back"), (10, 10, "back"), (10, 7, "back"), (9, 6, "back"), (9, 8, "receiver"),
             (7, 7, "thrower")),
}


def setup_breaches(pitch, half: int, squares: Iterable[int], available: int) -> list[RuleBreach]:
    """Every §2 rule a team's set-up breaks: `squares` are where its players stand, `available` how many
    players it could field (Reserves, not KO'd, injured or sent off)."""
    squares = list(squares)
    breaches = []
    wanted = min(MAX_ON_PITCH, available)
    if len(squares) != wanted:
        breaches.append(RuleBreach("§2", gettext_noop('set up {wanted} players (11, or as many as the team has), not {n_squares}', wanted=wanted, n_squares=len(squares))))
    if len(set(squares)) != len(squares):
        breaches.append(RuleBreach("§1.2", gettext_noop('each square holds one player')))
    if any(not 0 <= s < pitch.size or pitch.half_of[s] != half for s in squares):
        breaches.append(RuleBreach("§2", gettext_noop('every player stands between its own End Zone and the halfway line')))
        return breaches
    for zone in (0, 1):
        n = sum(1 for s in squares if pitch.wide_zone[s] == zone)
        if n > MAX_PER_WIDE_ZONE:
            breaches.append(RuleBreach("§2", gettext_noop('no more than {max_per_wide_zone} players in a wide zone, not {n}', max_per_wide_zone=MAX_PER_WIDE_ZONE, n=n)))
    on_line = sum(1 for s in squares if s in pitch.scrimmage[half])
    if on_line < min(MIN_ON_SCRIMMAGE, len(squares)):
        breaches.append(RuleBreach("§2", gettext_noop('at least {min_on_scrimmage} players on the line of scrimmage, not {on_line}', min_on_scrimmage=MIN_ON_SCRIMMAGE, on_line=on_line)))
    return breaches


def formation_squares(pitch, half: int, name: str, n: int) -> list[tuple[int, str]]:
    """The first `n` (square, role) pairs of a formation, for the team defending `half`'s End Zone."""
    return [(pitch.square(half, depth, y), role) for depth, y, role in FORMATIONS[name][:n]]

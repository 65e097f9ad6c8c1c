"""The ball on the classic pitch (digest §3, §4, §7.7, §9): bounces, scatters and throw-ins.

Dungeon Bowl's ball comes back off walls (engine/match/ball.py); on the pitch it goes out of bounds and the
crowd throws it back in. A ball "enters" only the square it ends in: a Standing player there must try to
catch it (§9.3), an empty square or a Prone or Stunned player makes it bounce (§7.7).
"""

from __future__ import annotations

from engine.match.dungeon import DIRECTIONS, rotate_direction

# §7.7 throw-in template (the picture is missing): D6 1-2 diagonally to one side, 3-4 straight in, 5-6
# diagonally to the other side, as turns of the straight-in direction by 45° steps.
THROW_IN_D6 = {1: -1, 2: -1, 3: 0, 4: 0, 5: 1, 6: 1}


class ClassicBall:
    def bounce(self, frm: int) -> None:
        """§7.7: one square in a D8 direction (§3); off the pitch it is thrown in from `frm`."""
        d8 = self.roll(8, "bounce")
        to = self.d.step[frm][d8 - 1]
        if to < 0:
            self.out_of_bounds(frm, d8 - 1)
            return
        self.ball_enters(to, 0)

    def ball_enters(self, sq: int, catch_modifier: int, *, bounce_if_empty: bool = False) -> None:
        """The ball comes down on `sq`: a Standing player must catch it; otherwise it bounces (§7.7, §9.3).
        After a bounce it rests in an empty square; after a throw, a scatter or a throw-in it bounces on."""
        p = self.at(sq)
        if p is None:
            if bounce_if_empty:
                self.bounce(sq)
            else:
                self._rest(sq)
            return
        if p.has_tz and self.catch(p, catch_modifier):
            return
        self.log({"t": "ball_hits", "player": p.id, "sq": sq})
        self.bounce(sq)

    def scatter(self, frm: int, moves: int = 3, catch_modifier: int = 0) -> None:
        """§3, §9.2: `moves` one-square scatters; only the last square counts. Off the pitch: a throw-in."""
        sq = frm
        for _ in range(moves):
            d8 = self.roll(8, "scatter")
            to = self.d.step[sq][d8 - 1]
            if to < 0:
                self.out_of_bounds(sq, d8 - 1)
                return
            sq = to
        self.ball_enters(sq, catch_modifier, bounce_if_empty=True)

    def out_of_bounds(self, last: int, direction: int) -> None:
        """The ball left the pitch from `last`: a throw-in, or a touchback while the kick-off is in flight."""
        self.ball_sq = -1
        self.carrier = None
        self.log({"t": "out_of_bounds", "sq": last})
        if self.kicking_off:
            self.touchback()
            return
        self.throw_in(last, direction)

    def throw_in(self, last: int, direction: int) -> None:
        """§7.7: the template on the last square, D6 direction, 2D6 squares; only the final square counts.
        If it leaves the pitch again, it is thrown in again from its last square on the pitch (UNCLEAR in
        the digest; docs/decisions.md)."""
        for _ in range(100):
            inward = _inward(self.d, last, direction)
            turn = THROW_IN_D6[self.roll(6, "throw-in direction")]
            way = rotate_direction(inward, turn)
            distance = self.roll(6, "throw-in distance") + self.roll(6, "throw-in distance")
            sq = last
            out = False
            for _ in range(distance):
                to = self.d.step[sq][way]
                if to < 0:
                    out = True
                    break
                sq = to
            self.log({"t": "throw_in", "from": last, "to": sq, "out": out})
            if not out:
                self.ball_enters(sq, 0, bounce_if_empty=True)
                return
            last, direction = sq, way
        self._rest(last)  # pragma: no cover - a hundred throw-ins out of bounds


def _inward(d, sq: int, direction: int) -> int:
    """The straight-in direction from the edge the ball crossed (a corner: across the long sideline)."""
    dx, dy = DIRECTIONS[direction]
    x, y = d.xy(sq)
    out_y = (dy < 0 and y == 0) or (dy > 0 and y == d.height - 1)
    if out_y:
        return DIRECTIONS.index((0, -dy))
    return DIRECTIONS.index((-dx, 0))

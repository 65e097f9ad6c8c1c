"""Throwing the ball against a wall (§6.9): a Pass aimed at a wall face that rebounds D6 squares."""

from __future__ import annotations

from engine.match.dungeon import DIRECTIONS
from engine.match.passing import pass_band

ORTHOGONAL = (1, 3, 4, 6)  # up, left, right, down on the Random Direction template


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


class WallPassRules:
    def wall_targets(self, p) -> list[tuple[int, int]]:
        """(square, direction) pairs: the wall face beside a square in range and in sight (§6.9, §6.6.1)."""
        step = self.d.step
        out = []
        for s in self.pass_targets(p):
            for direction in ORTHOGONAL:
                if step[s][direction] < 0:
                    out.append((s, direction))
        return out

    def wall_pass(self, p, sq: int, direction: int) -> None:
        """Accuracy test as a Pass; passed: rebounds from the wall face aimed at; failed: D6 1-3 the face to
        the right, 4+ to the left. The ball then travels D6 squares, players it passes over may catch it
        (as an Inaccurate pass), and it scatters one square where it comes down."""
        self.act_over = True
        d = self.d
        px, py = d.xy(p.sq)
        tx, ty = d.xy(sq)
        band = pass_band(tx - px, ty - py)
        modifier = (0 if band == "quick" else -1) + self.marked_modifier(p, "pass") + self.room_ball_modifier(p) \
            + self.disturbance(p) + self.skill_bonus(p, "pass_bonus", "wall")
        self.log({"t": "wall_pass", "player": p.id, "target": sq, "wall": direction, "band": band})
        accuracy = self._accuracy(p, modifier)
        if accuracy == "fumble":
            self.log({"t": "pass_result", "result": "fumble"})
            at = self.drop_ball()
            self.ball_sq = -1
            self.turnover = True
            self.bounce(at)
            return
        self.log({"t": "pass_result", "result": accuracy})
        self.carrier = None
        if accuracy != "accurate":
            r = self.roll_d6("wall pass off target", p)
            sq = self._neighbour_face(p, sq, direction, right=r <= 3)
        if self._interfere(p, sq, "accurate" if accuracy == "accurate" else "inaccurate"):
            self._pass_turnover(p)
            return
        self._rebound(p, sq, direction)
        self._pass_turnover(p)

    def _neighbour_face(self, p, sq: int, direction: int, *, right: bool) -> int:
        """The wall face beside the one aimed at, to the thrower's right or left (if that is a wall face too)."""
        dx, dy = DIRECTIONS[direction]
        # Facing the wall (dx, dy), "right" is (-dy, dx) on a grid whose y grows downwards.
        rx, ry = (-dy, dx) if right else (dy, -dx)
        side = self.d.step[sq][DIRECTIONS.index((rx, ry))]
        if side >= 0 and self.d.step[side][direction] < 0:
            return side
        return sq

    def _rebound(self, p, sq: int, direction: int) -> None:
        d = self.d
        px, py = d.xy(p.sq)
        tx, ty = d.xy(sq)
        vx, vy = _sign(tx - px), _sign(ty - py)
        wx, wy = DIRECTIONS[direction]
        # [Uncertain] the diagram is missing: the ball comes off the wall as a reflection of its flight.
        if wx:
            vx = -wx
        if wy:
            vy = -wy
        flight = DIRECTIONS.index((vx, vy))
        distance = self.roll(6, "wall rebound distance")
        here = sq
        if self._catch_on_the_way(here):
            return
        for _ in range(distance - 1):
            nxt = d.step[here][flight]
            if nxt < 0 or nxt in self.chests:
                flight = self._reflect(here, flight)  # hits a wall again: rebounds again
                nxt = d.step[here][flight]
                if nxt < 0 or nxt in self.chests:
                    break
            here = nxt
            if self._catch_on_the_way(here):
                return
        self.scatter(here, moves=1)

    def _reflect(self, sq: int, flight: int) -> int:
        """The flight direction after bouncing off the wall(s) in its way, angle in = angle out."""
        fx, fy = DIRECTIONS[flight]
        step = self.d.step[sq]
        bx, by = fx, fy
        if fx and step[DIRECTIONS.index((fx, 0))] < 0:
            bx = -fx
        if fy and step[DIRECTIONS.index((0, fy))] < 0:
            by = -fy
        if (bx, by) == (fx, fy):
            bx, by = -fx, -fy  # a corner or the end of a wall: straight back
        return DIRECTIONS.index((bx, by))

    def _catch_on_the_way(self, sq: int) -> bool:
        """A Standing player the ball passes over tries to catch it, as an Inaccurate pass (-1). True if caught."""
        q = self.at(sq)
        if q is None or not q.has_tz:
            return False
        return self.catch(q, -1)

"""The ball: bounce, scatter, deviate, wall bounces (§2.9, §2.10), catching (§6.7) and the touchdown (§6.15)."""

from __future__ import annotations

from engine.match.dungeon import DIRECTIONS, rotate_direction

# §2.10 [Uncertain] Bounce template: the ball comes back off the wall; D6 1-2 back and to the left of its
# flight, 3-4 straight back, 5-6 back and to the right. A corner: the Random Direction template and a D3
# over the same three directions. Values turn the straight-back direction by 45° steps (+1 = clockwise).
WALL_BOUNCE_D6 = {1: 1, 2: 1, 3: 0, 4: 0, 5: -1, 6: -1}
CORNER_BOUNCE_D3 = {1: 1, 2: 0, 3: -1}
# Opposite directions on the template (1<->8, 2<->7, 3<->6, 4<->5), as indexes 0..7.
OPPOSITE = (7, 6, 5, 4, 3, 2, 1, 0)


class BallRules:
    def give_ball(self, p) -> None:
        self.ball_sq = -1
        self.carrier = p
        self.log({"t": "ball", "holder": p.id, "sq": p.sq})
        self.check_touchdown(p)

    def drop_ball(self) -> int:
        """The carrier loses the ball, which lies in their square until it bounces. Returns the square."""
        p = self.carrier
        self.carrier = None
        self.ball_sq = p.sq
        return p.sq

    def check_touchdown(self, p) -> None:
        """§6.15: a Standing player holding the ball in the opponents' End Zone scores and wins."""
        if self.over or self.carrier is not p or not p.standing:
            return
        if self.d.ez_of[p.sq] == self.opp_ez(p.team):
            self.score[p.team] += 1
            p.stats["touchdowns"] += 1
            self.log({"t": "touchdown", "player": p.id, "team": ("home", "away")[p.team], "sq": p.sq})
            self.finish(p.team, "touchdown")

    # -- movement of the loose ball ---------------------------------------------------------------------
    def _ball_step(self, frm: int, direction: int) -> int:
        """One square of ball flight from `frm`; a wall (or a chest) sends it back off the Bounce template."""
        to = self.d.ball_step[frm][direction]
        if to >= 0 and to not in self.chests:
            return to
        return self.wall_bounce(frm, direction)

    def _blocked_for_ball(self, frm: int, direction: int) -> bool:
        to = self.d.ball_step[frm][direction]
        return to < 0 or to in self.chests

    def wall_bounce(self, frm: int, direction: int) -> int:
        """§2.10: the ball would hit a wall going from `frm` in `direction`; where does it come down?"""
        dx, dy = DIRECTIONS[direction]
        corner = dx != 0 and dy != 0 and self._blocked_for_ball(frm, DIRECTIONS.index((dx, 0))) \
            and self._blocked_for_ball(frm, DIRECTIONS.index((0, dy)))
        if corner:
            r = self.roll(3, "corner bounce")
            turn = CORNER_BOUNCE_D3[r]
        else:
            r = self.roll(6, "wall bounce")
            turn = WALL_BOUNCE_D6[r]
        back = rotate_direction(OPPOSITE[direction], turn)
        to = self.d.ball_step[frm][back]
        if to < 0 or to in self.chests:
            to = frm  # nowhere to go: it drops at the foot of the wall
        self.log({"t": "wall_bounce", "from": frm, "to": to})
        return to

    def bounce(self, frm: int) -> None:
        """§2.9 Bounce: one square in a D8 direction; a Standing player there must try to catch it (-1)."""
        sq = frm
        for _ in range(100):
            d8 = self.roll(8, "bounce")
            sq = self._ball_step(sq, d8 - 1)
            if self._land(sq, catch_modifier=-1):
                return
        self._rest(sq)  # pragma: no cover - cannot bounce for ever

    def scatter(self, frm: int, moves: int = 3, catch_modifier: int = -1) -> None:
        """§2.9 Scatter: three one-square moves; only after the last can the ball be caught."""
        self.come_down(self.scatter_flight(frm, moves), catch_modifier)

    def scatter_flight(self, frm: int, moves: int = 3) -> int:
        """Where a scattering ball comes down (the D8 rolls are made here)."""
        sq = frm
        for _ in range(moves):
            d8 = self.roll(8, "scatter")
            sq = self._ball_step(sq, d8 - 1)
        return sq

    def deviate(self, frm: int) -> None:
        """§2.9 Deviate: D6 squares in a D8 direction; a wall stops it where it bounces off."""
        self.come_down(self.deviate_flight(frm), -1)

    def deviate_flight(self, frm: int) -> int:
        d8 = self.roll(8, "deviate direction")
        dist = self.roll(6, "deviate distance")
        sq = frm
        for _ in range(dist):
            nxt = self.d.ball_step[sq][d8 - 1]
            if nxt < 0 or nxt in self.chests:
                sq = self.wall_bounce(sq, d8 - 1)
                break
            sq = nxt
        return sq

    def come_down(self, sq: int, catch_modifier: int) -> None:
        """The ball comes down after a flight: a Standing player there must try to catch, else it bounces."""
        if self.at(sq) is None and self.d.feature[sq] != "chasm" and self.diving_catch(sq, catch_modifier):
            return
        if not self._land(sq, catch_modifier=catch_modifier, bounce_if_empty=True):
            self.bounce(sq)

    def diving_catch(self, sq: int, catch_modifier: int) -> bool:
        """§13.2 Diving Catch: a player whose Tackle Zone holds the empty square may dive into it and catch."""
        divers = [q for q in map(self.at, self.d.adj[sq]) if q is not None and q.has_tz and "diving_catch" in q.hooks]
        for q in divers:
            if self.choose(q.team, "diving_catch", [True, False]):
                self.log({"t": "skill", "skill": "Diving Catch", "player": q.id})
                self._move(q, sq)
                if self.catch(q, catch_modifier):
                    return True
                self.bounce(sq)
                return True
        return False

    def _land(self, sq: int, catch_modifier: int, bounce_if_empty: bool = False) -> bool:
        """The ball comes down on `sq`. True if it is settled (caught or at rest), False if it must bounce on.

        After a Scatter or a Deviate the ball bounces even from an empty square (§2.9); a Bounce rests there.
        """
        if self.d.feature[sq] == "chasm":
            sq = self._out_of_the_chasm(sq)
        p = self.at(sq)
        if p is None:
            if bounce_if_empty:
                return False
            self._rest(sq)
            return True
        if not p.has_tz:
            self.log({"t": "ball_hits", "player": p.id, "sq": sq})
            return False
        return self.catch(p, catch_modifier)

    def _out_of_the_chasm(self, sq: int) -> int:
        """§1.5 Fiery Chasm: a ball that would land in the Chasm scatters again until it is out of it."""
        for _ in range(100):
            if self.d.feature[sq] != "chasm":
                break
            d8 = self.roll(8, "scatter (out of the Chasm)")
            sq = self._ball_step(sq, d8 - 1)
        return sq

    def _rest(self, sq: int) -> None:
        if self.d.feature[sq] == "pit":
            self.log({"t": "ball_in_pit", "sq": sq})
            self.bounce(sq)  # §10.2.6: a ball in the Spike Pit bounces from square to square until out of it
            return
        self.ball_sq = sq
        self.carrier = None
        self.log({"t": "ball", "holder": None, "sq": sq})

    def catch(self, p, modifier: int) -> bool:
        """§6.7: an Agility test, -1 per opponent Marking. Failure: the ball bounces from the catcher (False)."""
        modifier += self.room_ball_modifier(p) + self.marked_modifier(p, "catch") + self.disturbance(p)
        if "no_hands" in p.hooks:
            ok = False  # §13.7 No Hands: the catch fails automatically
        else:
            ok, _ = self.test(p, "catch", p.ag, modifier)
        if ok:
            self.give_ball(p)
            return True
        self.ball_sq = -1
        self.log({"t": "ball_hits", "player": p.id, "sq": p.sq})
        return False

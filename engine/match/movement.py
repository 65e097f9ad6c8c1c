"""Movement (§6.3): moving, standing up, Rush, Dodge, jumping over Prone players, and picking up (§6.4)."""

from __future__ import annotations

from engine.match.dungeon import rotate_direction as _rotate
from engine.match.state import STANDING


class MovementRules:
    def stand_up(self, p) -> None:
        """§6.3.2: standing costs 3 squares of MA; with MA 2 or less a 4+ is needed (and uses all MA)."""
        if p.ma <= 2:
            r = self.roll_d6("stand up", p, target=4)
            if r < 4:
                self.log({"t": "stand_up", "player": p.id, "result": "failure"})
                self.act_over = True
                return
            self.mp_used = p.ma
        else:
            self.mp_used = 3
        p.status = STANDING
        self.log({"t": "stand_up", "player": p.id, "result": "success"})

    def rush(self, p) -> bool:
        """§6.3.3: 2+ on a D6, a 1 always trips. Sure Feet or a team re-roll may re-roll it."""
        self.rushes += 1
        ok, _ = self.test(p, "rush", self.room_rush_target(p), 0)
        return ok

    def _spend(self, p, squares: int) -> bool:
        """Pay for `squares` of movement, rushing for each beyond MA. False if the player fell."""
        for _ in range(squares):
            self.mp_used += 1
            if self.mp_used > p.ma and not self.rush(p):
                return False
        return True

    def move_step(self, p, to: int) -> None:
        """One square of voluntary movement (§6.3.1)."""
        frm = p.sq
        markers = self.marking(frm, p.team)
        if not self._spend(p, 1):
            self._move(p, to)
            self.fall_over(p)
            return
        if markers:
            # §6.3.4: one Agility test, -1 per opponent Marking the player in the destination square.
            modifier = -self._marked_at(to, p)
            for sk in p.hooks.get("dodge_marked_modifier", ()):
                modifier = sk.dodge_marked_modifier(modifier)
            ok, _ = self.test(p, "dodge", p.ag, modifier, negators=tuple(markers))
            self._move(p, to)
            if not ok:
                self.fall_over(p)
                return
        else:
            self._move(p, to)
        self.arrive(p, voluntary=True)

    def _marked_at(self, sq: int, p) -> int:
        """Opponents who would Mark `p` on `sq` (p itself is not on that square yet); Titchy ones do not (§13.7)."""
        return sum(1 for q in self.marking(sq, p.team) if "titchy" not in q.hooks)

    def _move(self, p, to: int) -> None:
        frm = p.sq
        self.place(p, to)
        self.log({"t": "move", "player": p.id, "from": frm, "to": to})

    def jump(self, p, over: int, to: int) -> None:
        """§6.3.5: once per activation, over an adjacent Prone/Stunned player; costs 2 squares; one Agility test."""
        self.jumped = True
        frm = p.sq
        start_marks = self.count_marking(frm, p.team)
        if not self._spend(p, 2):
            self._move(p, to)
            self.fall_over(p)
            return
        self.occ[frm] = -1  # the player is in the air while the destination's Marking is counted
        end_marks = self.count_marking(to, p.team)
        self.occ[frm] = p.idx
        modifier = -max(start_marks, end_marks)
        ok, natural = self.test(p, "jump", p.ag, modifier)
        if ok:
            self._move(p, to)
            self.arrive(p, voluntary=True)
        elif natural == 1:
            self.log({"t": "jump_failed", "player": p.id, "where": frm})
            self.fall_over(p)  # §6.3.5: a natural 1 puts the player back in the starting square
        else:
            self._move(p, to)
            self.fall_over(p)

    def _jump_actions(self, p) -> list[tuple]:
        d = self.d
        out = []
        for dir_i, over in enumerate(d.step[p.sq]):
            if over < 0:
                continue
            q = self.at(over)
            if q is None or q.status == STANDING:
                continue
            # Landing squares: straight on, or one of the two squares beside it (see docs/decisions.md).
            for turn in (-1, 0, 1):
                to = d.step[over][_rotate(dir_i, turn)]
                if to >= 0 and self.free(to) and d.distance(p.sq, to) == 2:
                    out.append(("jump", over, to))
        return out

    def arrive(self, p, *, voluntary: bool) -> None:
        """A player has come to a square: pick up the ball, score, or go through a Portal."""
        sq = p.sq
        if sq == self.ball_sq:
            if voluntary and p.standing:
                self.pick_up(p)
            else:
                self.ball_sq = -1
                self.bounce(sq)  # §6.4: moved in involuntarily, the ball bounces
        if self.over:
            return
        if self.carrier is p:
            self.check_touchdown(p)
            if self.over:
                return
        if sq in self.portal_at and p.where == "field" and p.sq == sq:
            self.teleport(p, from_portal=self.portal_at[sq])

    def pick_up(self, p) -> None:
        """§6.4: Agility test, -1 per opponent Marking; failure bounces the ball and is a Turnover."""
        if "no_hands" in p.hooks:
            ok = False  # §13.7 No Hands: the attempt fails automatically
            self.log({"t": "no_hands", "player": p.id})
        else:
            ok, _ = self.test(p, "pickup", p.ag, self.marked_modifier(p, "pickup"), why="pick up")
        if ok:
            self.ball_sq = -1
            self.give_ball(p)
        else:
            self.ball_sq = -1
            if p.team == self.active:
                self.turnover = True
            self.bounce(p.sq)



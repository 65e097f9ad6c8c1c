"""Movement (§6.3): moving, standing up, Rush, Dodge, jumping over Prone players, and picking up (§6.4)."""

from __future__ import annotations

from engine.match.dungeon import rotate_direction as _rotate
from engine.match.state import STANDING

# A jump's landing directions from its direction: turned one step left, straight on, one step right.
_LANDINGS = tuple(tuple(_rotate(d, turn) for turn in (-1, 0, 1)) for d in range(8))


class MovementRules:
    def stand_up(self, p) -> None:
        """§6.3.2: standing costs 3 squares of MA; with MA 2 or less a 4+ is needed (and uses all MA)."""
        if "jump_up" in p.hooks:
            p.status = STANDING  # §13.2 Jump Up: stands up for free
            self.log({"t": "stand_up", "player": p.id, "result": "success", "why": "Jump Up"})
            return
        if p.ma <= 2:
            r = self.roll_d6("stand up", p, target=4)
            if "timber" in p.hooks and r != 1:
                # §13.7 Timmm-ber!: +1 per Open, Standing team-mate adjacent; a natural 1 always fails
                r += sum(1 for q in map(self.at, self.d.adj[p.sq]) if q is not None and q.team == p.team
                         and q.standing and self.count_marking(q.sq, q.team) == 0)
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
        ok, _ = self.test(p, "rush", self.room_rush_target(p), self.mists_modifier(getattr(self, "_rush_to", -1)))
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
        if self.ghosts_stop(p, to):
            return
        markers = self.marking(frm, p.team)
        if markers and self.tentacles(p, markers):
            return
        self._rush_to = to
        if not self._spend(p, 1):
            self._move(p, to)
            self.fall_over(p)
            return
        if markers:
            # §6.3.4: one Agility test, -1 per opponent Marking the player in the destination square.
            modifier = -self._marked_at(to, p)
            if "bombardier" not in p.hooks:  # §13.7 Stunty: not with Bombardier
                for sk in p.hooks.get("dodge_marked_modifier", ()):
                    modifier = sk.dodge_marked_modifier(modifier)
            modifier -= self.tail_modifier(markers)
            ok, natural = self.test(p, "dodge", p.ag, modifier, negators=tuple(markers))
            if ok:
                ok = not self.diving_tackle(p, markers, frm, natural, modifier, p.ag)
            self._move(p, to)
            if not ok:
                self.fall_over_leaving(p, markers)
                return
            self.shadowing(p, markers, frm)
        else:
            self._move(p, to)
        self.arrive(p, voluntary=True)

    # -- opponents' skills against a player leaving their Tackle Zones (§13.2-13.6) ----------------------------
    def tail_modifier(self, markers) -> int:
        """§13.4 Prehensile Tail: -1 more to Dodge, Jump or Leap out of its Tackle Zone (only one applies)."""
        return 1 if any("prehensile_tail" in q.hooks for q in markers) else 0

    def tentacles(self, p, markers) -> bool:
        """§13.4 Tentacles: D6 + its ST - the mover's ST, 6+ (or a natural 6) holds the mover: the action ends."""
        for q in markers:
            if "tentacles" in q.hooks:
                r = self.roll_d6("Tentacles", q, target=6)
                if r != 1 and (r == 6 or r + q.st - p.st >= 6):
                    self.log({"t": "skill", "skill": "Tentacles", "player": q.id, "held": p.id})
                    self.act_over = True
                    return True
                return False  # only one Tentacles player may try per move
        return False

    def diving_tackle(self, p, markers, frm: int, natural: int, modifier: int, target: int) -> bool:
        """§13.2 Diving Tackle: -2 after a successful Dodge; used when it makes the test fail (see decisions)."""
        if natural == 6 or natural + modifier - 2 >= target:
            return False
        for q in markers:
            if "diving_tackle" in q.hooks and q.has_tz and self.choose(q.team, "diving_tackle", [True, False]):
                self.log({"t": "skill", "skill": "Diving Tackle", "player": q.id})
                self._diving_tackler = (q, frm)
                return True
        return False

    def fall_over_leaving(self, p, markers) -> None:
        """A failed Dodge/Jump/Leap out of Marked squares: Arm Bar (§13.6) adds 1 to the Armour or Injury roll;
        a Diving Tackler lands Prone in the square the player left."""
        dt = getattr(self, "_diving_tackler", None)
        if dt is not None:
            self._diving_tackler = None
            q, frm = dt
            if self.free(frm):
                self._move(q, frm)
            self.place_prone(q, why="Diving Tackle")
        bonus = 1 if any("arm_bar" in q.hooks for q in markers) else 0
        self.knock_down(p, why="falls over", bonus=bonus)

    def shadowing(self, p, markers, frm: int) -> None:
        """§13.3 Shadowing: D6 + its MA - the mover's MA, 6+ (or a natural 6): it may step into the vacated square."""
        for q in markers:
            if "shadowing" in q.hooks and q.has_tz and self.free(frm):
                r = self.roll_d6("Shadowing", q, target=6)
                if r != 1 and (r == 6 or r + q.ma - p.ma >= 6) and self.choose(q.team, "shadowing", [True, False]):
                    self._move(q, frm)
                    self.arrive(q, voluntary=False)
                return  # only one Shadowing player may try

    def _marked_at(self, sq: int, p) -> int:
        """Opponents who would Mark `p` on `sq` (p itself is not on that square yet); Titchy ones do not (§13.7)."""
        return sum(1 for q in self.marking(sq, p.team) if "titchy" not in q.hooks)

    def _move(self, p, to: int) -> None:
        frm = p.sq
        if p is self.act:
            self.act_path.append(frm)
        self.place(p, to)
        self.log({"t": "move", "player": p.id, "from": frm, "to": to})

    def jump(self, p, over: int, to: int) -> None:
        """§6.3.5: once per activation, over an adjacent Prone/Stunned player; costs 2 squares; one Agility test."""
        self.jumped = True
        frm = p.sq
        start_marks = self.count_marking(frm, p.team)
        if not self._spend(p, 2):
            if self.d.feature[over] == "pit":
                to = self._pit_fall_square(frm, to)
            self._move(p, to)
            self.fall_over(p)
            return
        self.occ[frm] = -1  # the player is in the air while the destination's Marking is counted
        end_marks = self.count_marking(to, p.team)
        self.occ[frm] = p.idx
        modifier = -max(start_marks, end_marks)
        if "pogo" in p.hooks:
            modifier = 0  # §13.7 Pogo Stick: ignores the Marking modifiers
        elif "leap" in p.hooks and modifier < -1:
            modifier += 1  # §13.2 Leap: a negative modifier reduced by 1, to a minimum of -1
        markers = self.marking(frm, p.team)
        modifier -= self.tail_modifier(markers)
        ok, natural = self.test(p, "jump", p.ag, modifier)
        if ok:
            self._move(p, to)
            self.arrive(p, voluntary=True)
        elif natural == 1:
            self.log({"t": "jump_failed", "player": p.id, "where": frm})
            self.fall_over_leaving(p, markers)  # §6.3.5: a natural 1 puts the player back in the starting square
        else:
            if self.d.feature[over] == "pit":
                to = self._pit_fall_square(frm, to)  # falls into the pit, nearest the intended square
            self._move(p, to)
            self.fall_over_leaving(p, markers)

    def _jump_actions(self, p) -> list[tuple]:
        d = self.d
        out = []
        leaps = "leap" in p.hooks or "pogo" in p.hooks
        occ, players, feature, chests = self.occ, self.players, d.feature, self.chests
        w = d.width
        px, py = p.sq % w, p.sq // w
        for dir_i, over in enumerate(d.step[p.sq]):
            if over < 0:
                continue
            if feature[over] == "pit":
                out.extend(self._pit_jumps(p, dir_i, over))
                continue
            i = occ[over]
            if i < 0 or players[i].status == STANDING:
                # §13.2 Leap, §13.7 Pogo Stick: over any single adjacent square (floor, empty or not)
                if not leaps or over in self.chests:
                    continue
            # Landing squares: straight on, or one of the two squares beside it (see docs/decisions.md):
            # free (self.free) and two squares away (d.distance), written out here because it is asked every step.
            beyond = d.step[over]
            for landing in _LANDINGS[dir_i]:
                to = beyond[landing]
                if to >= 0 and occ[to] < 0 and to not in chests and max(abs(to % w - px), abs(to // w - py)) == 2:
                    out.append(("jump", over, to))
        return out

    def _pit_jumps(self, p, dir_i: int, over: int) -> list[tuple]:
        """§10.2.6 Spike Pit: a Jump across it lands in an unoccupied square on the far side (straight on)."""
        d = self.d
        sq = over
        while sq >= 0 and d.feature[sq] == "pit":
            sq = d.step[sq][dir_i]
        if sq >= 0 and self.free(sq):
            return [("jump", over, sq)]
        return []

    def _pit_fall_square(self, frm: int, to: int) -> int:
        """The pit square closest to the intended landing square (§10.2.6)."""
        pits = [s for s in range(self.d.size) if self.d.feature[s] == "pit" and self.free(s)]
        if not pits:
            return frm
        return min(pits, key=lambda s: (self.d.distance(s, to), s))

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
        if p is self.werewolf:
            self._wolf_ball(p.sq)  # §10.2.6: it never picks the ball up; the ball bounces
            return
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



"""Blocks (§6.11), the Blitz's block (§6.12) and Fouls (§6.14)."""

from __future__ import annotations

from engine.match.dungeon import DIRECTIONS, rotate_direction
from engine.match.state import SENT_OFF

# §2.5 [Uncertain]: the doubled icon is Push Back, as in Blood Bowl.
BLOCK_DIE = {1: "attacker_down", 2: "both_down", 3: "push", 4: "push", 5: "stumble", 6: "pow"}


class BlockRules:
    # -- assists (§6.11.3) -------------------------------------------------------------------------------
    def assists(self, helper_team: int, target, other) -> int:
        """Team-mates (of helper_team) Marking `target`, not Marked by anyone but `target` (unless Guard).

        `other` is the player on the helpers' side of the block (blocker or fouler): not counted as an assist.
        Walls between two squares already stop Marking (docs/decisions.md), so no wall check is needed here.
        """
        if self.blinded == helper_team:
            return 0  # Blinding Light (§12.3): no assists
        n = 0
        for t in self.d.adj[target.sq]:
            q = self.at(t)
            if q is None or q is other or q.team != helper_team or not q.has_tz:
                continue
            if "assists_when_marked" not in q.hooks and self.count_marking(q.sq, q.team, exclude=target) > 0:
                continue
            n += 1
        return n

    def block_dice(self, attacker, defender) -> tuple[int, int, int, int]:
        """§6.11.2: (number of dice, chooser team, attacker ST, defender ST) after assists."""
        att = attacker.st + self.assists(attacker.team, defender, attacker)
        dfn = defender.st + self.assists(defender.team, attacker, defender)
        if attacker is self.bestial_fury:
            return 3, attacker.team, att, dfn  # Bestial Fury (§12.3): three dice, the blocker's coach picks
        if att == dfn:
            return 1, attacker.team, att, dfn
        strong, weak, team = (att, dfn, attacker.team) if att > dfn else (dfn, att, defender.team)
        return (3 if strong > 2 * weak else 2), team, att, dfn

    # -- the block ---------------------------------------------------------------------------------------
    def blitz_block(self, p, target) -> None:
        """§6.12: the Blitz's one Block costs 1 square of MA (Rush if none is left)."""
        self.blitz_blocked = True
        if not self._spend(p, 1):
            self.fall_over(p)
            return
        self.block(p, target, blitz=True)

    def block(self, attacker, defender, *, blitz: bool) -> None:
        self.blocker = attacker
        n, chooser, att, dfn = self.block_dice(attacker, defender)
        rolls = [self.dice.roll(6, "block") for _ in range(n)]
        faces = [BLOCK_DIE[r] for r in rolls]
        self.log({"t": "block", "attacker": attacker.id, "defender": defender.id, "st": [att, dfn],
                  "rolls": rolls, "dice": faces, "chooser": ("home", "away")[chooser]})
        # §2.7: a team re-roll re-rolls the whole pool (only the active team, only in its own turn).
        if self.may_team_reroll(attacker) and self.choose(attacker.team, "block_reroll", [False, True]):
            if self.use_team_reroll(attacker) is not None:
                rolls = [self.dice.roll(6, "block") for _ in range(n)]
                faces = [BLOCK_DIE[r] for r in rolls]
                self.log({"t": "block", "attacker": attacker.id, "defender": defender.id, "st": [att, dfn],
                          "rolls": rolls, "dice": faces, "chooser": ("home", "away")[chooser], "reroll": "team"})
        result = self.choose(chooser, "block_die", sorted(set(faces), key=faces.index))
        self.log({"t": "block_result", "result": result})
        self.resolve_block(attacker, defender, result, blitz=blitz)

    def resolve_block(self, attacker, defender, result: str, *, blitz: bool) -> None:
        """§6.11.4."""
        if result == "attacker_down":
            self.knock_down(attacker, by=defender, from_block=True)
            return
        if result == "both_down":
            att_down = "ignores_both_down" not in attacker.hooks
            def_down = "ignores_both_down" not in defender.hooks
            if def_down:
                self.knock_down(defender, by=attacker, from_block=True)
            if att_down:
                self.knock_down(attacker, by=defender, from_block=True)
            return
        if result == "stumble":
            dodges = "stumble_is_push" in defender.hooks and not self._negates(attacker, "Dodge")
            result = "push" if dodges else "pow"
            self.log({"t": "stumble", "as": result})
        self.push_back(attacker, defender, pow_=result == "pow")
        if self.over or self.turnover:
            return
        # Frenzy: a second block if the target is still Standing and the attacker followed up (or the target
        # stood firm: §13.6 Stand Firm does not stop the second Block).
        if (self._followed or self._stood_firm) and attacker.standing and defender.standing and "blocks_again" in attacker.hooks \
                and defender.sq in self.d.adj[attacker.sq] and not getattr(self, "_second_block", False):
            if blitz:
                if not self._spend(attacker, 1):
                    self.fall_over(attacker)
                    return
            self._second_block = True
            try:
                self.block(attacker, defender, blitz=blitz)
            finally:
                self._second_block = False

    # -- push-backs (§6.11.5) and following up (§6.11.6) ------------------------------------------------
    def push_back(self, attacker, defender, *, pow_: bool) -> None:
        self._followed = False
        self._stood_firm = "stands_firm" in defender.hooks and defender.has_tz
        start = defender.sq
        pushed: list = []  # players moved, in order
        moved = self._push(attacker.team, attacker.sq, defender, pow_=pow_, pushed=pushed, first=True)
        if moved and attacker.standing and not self.over:
            must = "must_follow_up" in attacker.hooks
            if must or self.choose(attacker.team, "follow_up", [True, False]):
                self._move(attacker, start)
                self._followed = True
        # Knock-downs after the pushes (POW), then squares the pushed players ended on.
        if pow_ and defender.where == "field" and defender.standing:
            self.knock_down(defender, by=attacker, from_block=True)
        for q in pushed:
            if q.where != "field":
                continue
            if q.sq == self.ball_sq:
                self.ball_sq = -1
                self.bounce(q.sq)  # §6.11.5: a pushed player never picks up the ball
            if self.carrier is q:
                self.check_touchdown(q)
                if self.over:
                    return
            if q.sq in self.portal_at:
                self.teleport(q, from_portal=self.portal_at[q.sq])
        if self._followed and attacker.where == "field":
            if self.carrier is attacker:
                self.check_touchdown(attacker)
            if attacker.sq == self.ball_sq and not self.over:
                self.pick_up(attacker)  # following up is a voluntary move (§6.11.6)
            if not self.over and attacker.sq in self.portal_at and attacker.where == "field":
                self.teleport(attacker, from_portal=self.portal_at[attacker.sq])

    def _push(self, blocker_team: int, frm: int, victim, *, pow_: bool, pushed: list, first: bool) -> bool:
        """Push `victim` one square away from `frm`. Returns whether it moved."""
        # §13.0: a Prone or Stunned player (or one without its Tackle Zone) uses no skill.
        if "stands_firm" in victim.hooks and victim.has_tz:
            self.log({"t": "stand_firm", "player": victim.id})
            return False
        d = self.d
        fx, fy = d.xy(frm)
        vx, vy = d.xy(victim.sq)
        direction = DIRECTIONS.index((_sign(vx - fx), _sign(vy - fy)))
        dirs = [rotate_direction(direction, t) for t in (0, -1, 1)]
        candidates = [d.step[victim.sq][i] for i in dirs]
        wall = any(c < 0 or c in self.chests for c in candidates)
        # Room features in the way (§1.5): the Fiery Chasm can be pushed into, the Crypt's tombs knock down.
        raw = [d.neighbour(victim.sq, i) for i in dirs]
        here = d.tile_of[victim.sq]
        chasm = [r for r in raw if r >= 0 and d.feature[r] == "chasm" and d.tile_of[r] == here]
        crypt = any(r >= 0 and d.feature[r] == "crypt" and d.tile_of[r] == here for r in raw)
        chooser = blocker_team
        if "side_steps" in victim.hooks and victim.has_tz:
            options = [t for t in d.adj[victim.sq] if self.free(t)]
            chooser = victim.team
        else:
            options = [c for c in candidates if c >= 0 and self.free(c)] + chasm
        if options:
            to = self.choose(chooser, "push_square", options)
            if to in chasm:
                self._into_the_chasm(victim, to)
                return False
        elif crypt:
            self.log({"t": "wall_push", "player": victim.id, "sq": victim.sq, "room": "Crypt"})
            self.knock_down(victim, why="pushed against the Crypt", armour_modifier=1)
            return False
        elif wall:
            # §6.11.5 pushed against a wall: D6 4+ Falls Over; on a POW it falls automatically.
            self.log({"t": "wall_push", "player": victim.id, "sq": victim.sq})
            if first and pow_:
                return False  # knocked down in its square by the POW itself
            r = self.roll_d6("pushed against the wall", victim, target=4)
            if r >= 4:
                self.knock_down(victim, why="pushed against the wall")
            return False
        else:
            occupied = [c for c in candidates if c >= 0 and c not in self.chests]
            to = self.choose(blocker_team, "push_square", occupied)
            other = self.at(to)
            if not self._push(blocker_team, victim.sq, other, pow_=False, pushed=pushed, first=False):
                return False  # the chain could not move, so neither can this player
        frm_sq = victim.sq
        self.place(victim, to)
        self.log({"t": "push", "player": victim.id, "from": frm_sq, "to": to})
        pushed.append(victim)
        return True

    def _into_the_chasm(self, victim, sq: int) -> None:
        """§1.5 Fiery Chasm: a player pushed into it is a Casualty at once (Casualty roll, no Armour roll)."""
        frm = victim.sq
        self.log({"t": "push", "player": victim.id, "from": frm, "to": sq, "room": "Fiery Chasm"})
        had_ball = self.carrier is victim
        if had_ball:
            self.drop_ball()
        self.casualty(victim, badly_hurt=False, by=None, from_block=False, sq=frm)
        if had_ball:
            self.ball_sq = -1
            self.bounce(frm)

    # -- fouls (§6.14) ------------------------------------------------------------------------------------
    def foul(self, p, victim) -> None:
        self.act_over = True
        off = self.assists(p.team, victim, p)
        dfn = self.assists(victim.team, p, victim)
        a, b = self.dice.roll(6, "foul armour"), self.dice.roll(6, "foul armour")
        modifier = off - dfn + self.room_armour_modifier(victim)
        total = a + b + modifier
        broken = total >= victim.av
        self.log({"t": "roll", "why": "foul armour", "player": victim.id, "dice": [a, b], "modifier": modifier,
                  "target": victim.av, "result": "broken" if broken else "holds", "fouler": p.id})
        spotted = a == b
        if broken:
            self.injury_roll(victim)
            ia, ib = self.last_injury_dice
            spotted = spotted or ia == ib
        if spotted:
            self.sent_off(p)

    def sent_off(self, p) -> None:
        """§6.14: a natural double: Sent-off and a Turnover; the coach may Argue the Call, then use a Bribe."""
        team = self.teams[p.team]
        self.log({"t": "spotted", "player": p.id})
        self.turnover = True
        coach_ejected = False
        if team.can_argue:
            r = self.roll_d6("argue the call", p)
            if r == 6:
                self.log({"t": "argue", "result": "well_when_you_put_it_like_that"})
                self.return_through_portal(p)
                return
            if r == 1:
                team.can_argue = False
                coach_ejected = True
                self.log({"t": "argue", "result": "youre_outta_here"})
            else:
                self.log({"t": "argue", "result": "i_dont_care"})
        if team.bribes > 0 and not coach_ejected:  # §12.2: no Bribe right after "You're Outta Here!"
            team.bribes -= 1
            r2 = self.roll_d6("bribe", p)
            if r2 >= 2:
                self.log({"t": "bribe", "result": "success"})
                self.turnover = False  # §12.2: no Turnover when the Bribe works
                self.return_through_portal(p)
                return
            self.log({"t": "bribe", "result": "wasted"})
        if self.carrier is p:
            sq = self.drop_ball()
            self.lift(p, SENT_OFF)
            self.ball_sq = -1
            self.bounce(sq)
        else:
            self.lift(p, SENT_OFF)
        p.stats["ejected"] = True
        self.log({"t": "removed", "player": p.id, "to": SENT_OFF})


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)

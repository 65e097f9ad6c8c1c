"""Blocks (§6.11), the Blitz's block (§6.12) and Fouls (§6.14)."""

from __future__ import annotations

from engine.match.dungeon import DIRECTIONS, rotate_direction
from engine.match.state import FIELD, SENT_OFF, STANDING

# §2.5 [Uncertain]: the doubled icon is Push Back, as in Blood Bowl.
CHOOSERS = ("home", "away", "werewolf")  # the Werewolf (§10.2.6) picks its own block die
BLOCK_DIE = {1: "attacker_down", 2: "both_down", 3: "push", 4: "push", 5: "stumble", 6: "pow"}


class BlockRules:
    def side_name(self, team: int) -> str:
        """The name a team (or the Werewolf) goes by in the event log."""
        return CHOOSERS[team]

    # -- assists (§6.11.3) -------------------------------------------------------------------------------
    def assists(self, helper_team: int, target, other) -> int:
        """Team-mates (of helper_team) Marking `target`, not Marked by anyone but `target` (unless Guard).

        `other` is the player on the helpers' side of the block (blocker or fouler): not counted as an assist.
        Walls between two squares already stop Marking (docs/decisions.md), so no wall check is needed here.
        """
        if self.blinded == helper_team:
            return 0  # Blinding Light (§12.3): no assists
        n = 0
        adj, occ, players = self.d.adj, self.occ, self.players
        for t in adj[target.sq]:
            i = occ[t]
            if i < 0:
                continue
            q = players[i]
            if q is other or q.team != helper_team or not (q.status == STANDING and q.where == FIELD and not q.no_tz):
                continue  # q.has_tz written out (§2.12)
            # Marked by anyone but the target (count_marking(t, helper_team, exclude=target) > 0, stopping at the first)
            for u in adj[t]:
                j = occ[u]
                if j >= 0:
                    r = players[j]
                    if r.team != helper_team and r.status == STANDING and r.where == FIELD and not r.no_tz \
                            and r is not target:
                        break
            else:
                n += 1
                continue
            if self._guard_usable(q, target):
                n += 1
        return n

    def _guard_usable(self, q, target) -> bool:
        """Guard (§13.6), unless an opponent Marking q has Defensive and it is not that opponent's turn (§13.2)."""
        if "assists_when_marked" not in q.hooks:
            return False
        if q.team == self.active:
            for r in self.marking(q.sq, q.team):
                if r is not target and "defensive" in r.hooks:
                    return False
        return True

    def block_strength(self, attacker, defender, blitz: bool, roll: bool = False) -> int:
        """The blocker's ST before assists: Horns on a Blitz (§13.4), then Dauntless (§13.3), whose D6 is rolled
        only for the Block itself (`roll`), so that a bot may ask block_dice() without touching the dice."""
        st = attacker.st
        if blitz and "horns" in attacker.hooks:
            st += 1
        if roll and "dauntless" in attacker.hooks and st < defender.st:
            r = self.roll_d6("Dauntless", attacker)
            if r + st > defender.st:
                st = defender.st
        return st

    def block_dice(self, attacker, defender, blitz: bool = False, st: int | None = None) -> tuple[int, int, int, int]:
        """§6.11.2: (number of dice, chooser team, attacker ST, defender ST) after assists. Rolls no dice."""
        if st is None:
            st = self.block_strength(attacker, defender, blitz)
        return self._block_dice(attacker, defender, st + self.assists(attacker.team, defender, attacker))

    def attackers_block_dice(self, attacker, defender) -> tuple[int, int, int, int] | None:
        """block_dice(attacker, defender) for a Block (not a Blitz) when the attacker's coach would choose two or more
        dice, else None: what a coach weighing every Block it may declare asks at every turn step. The defender's
        assists are counted only when the attacker's ST and assists outnumber the defender's ST alone: with no more
        than that (most Blocks weighed), it is one die or the defender's choice whatever the defender's assists are."""
        att = self.block_strength(attacker, defender, False) + self.assists(attacker.team, defender, attacker)
        if att <= defender.st and attacker is not self.bestial_fury:
            return None
        dice = self._block_dice(attacker, defender, att)
        return dice if dice[1] == attacker.team and dice[0] >= 2 else None

    def _block_dice(self, attacker, defender, att: int) -> tuple[int, int, int, int]:
        """block_dice() from the attacker's ST with its assists."""
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

    def foul_appearance(self, attacker, defender) -> bool:
        """§13.4 Foul Appearance: before a Block or Special action against it, D6: on a 1 the action is lost."""
        if "foul_appearance" not in defender.hooks:
            return True
        if self.roll_d6("Foul Appearance", attacker, target=2) == 1:
            self.log({"t": "trait", "player": attacker.id, "trait": "Foul Appearance", "effect": "action lost"})
            self.act_over = True
            return False
        return True

    def block(self, attacker, defender, *, blitz: bool) -> None:
        if not getattr(self, "_second_block", False) and not self.foul_appearance(attacker, defender):
            return
        if self.carrier is defender and "dump_off" in defender.hooks and defender.has_tz:
            self.dump_off(defender)
            if self.over:
                return
        self.blocker = attacker
        st = self.block_strength(attacker, defender, blitz, roll=True)
        n, chooser, att, dfn = self.block_dice(attacker, defender, blitz, st=st)
        rolls = [self.dice.roll(6, "block") for _ in range(n)]
        faces = [BLOCK_DIE[r] for r in rolls]
        self.log({"t": "block", "attacker": attacker.id, "defender": defender.id, "st": [att, dfn],
                  "rolls": rolls, "dice": faces, "chooser": self.side_name(chooser)})
        # §13.6 Brawler: on a Block on its own, re-roll one die showing Both Down.
        if not blitz and "brawler" in attacker.hooks and "both_down" in faces \
                and not self.room_forbids_rerolls(attacker) and self.choose(attacker.team, "brawler", [True, False]):
            i = faces.index("both_down")
            rolls[i] = self.dice.roll(6, "block")
            faces[i] = BLOCK_DIE[rolls[i]]
            self.log({"t": "block", "attacker": attacker.id, "defender": defender.id, "st": [att, dfn],
                      "rolls": rolls, "dice": faces, "chooser": self.side_name(chooser), "reroll": "Brawler"})
        # §2.7: a team re-roll re-rolls the whole pool (only the active team, only in its own turn).
        if self.may_team_reroll(attacker) and self.choose(attacker.team, "block_reroll", [False, True]):
            if self.use_team_reroll(attacker) is not None:
                rolls = [self.dice.roll(6, "block") for _ in range(n)]
                faces = [BLOCK_DIE[r] for r in rolls]
                self.log({"t": "block", "attacker": attacker.id, "defender": defender.id, "st": [att, dfn],
                          "rolls": rolls, "dice": faces, "chooser": self.side_name(chooser), "reroll": "team"})
        if attacker.snack_reroll:  # §10.2.5 Tuck's Shop: the one re-roll may be of a single block die
            self.snack_block_die(attacker, defender, rolls, faces, (att, dfn), self.side_name(chooser))
        result = self.choose(chooser, "block_die", sorted(set(faces), key=faces.index))
        self.log({"t": "block_result", "result": result})
        self.resolve_block(attacker, defender, result, blitz=blitz)
        self._juggernaut = False
        if not getattr(self, "_second_block", False):
            self.after_block(attacker, defender)

    def resolve_block(self, attacker, defender, result: str, *, blitz: bool) -> None:
        """§6.11.4."""
        if result == "attacker_down":
            self.knock_down(attacker, by=defender, from_block=True)
            return
        juggernaut = blitz and "juggernaut" in attacker.hooks
        self._juggernaut = juggernaut
        if result == "both_down" and juggernaut and self.choose(attacker.team, "juggernaut", [True, False]):
            result = "push"  # §13.6 Juggernaut: Both Down becomes Push Back on a Blitz
            self.log({"t": "skill", "skill": "Juggernaut", "player": attacker.id})
        if result == "both_down":
            for p in (attacker, defender):
                usable = p is attacker or (p.has_tz and not juggernaut)
                if "wrestle" in p.hooks and usable and self.choose(p.team, "wrestle", [True, False]):
                    # §13.3 Wrestle: both Placed Prone, no Armour rolls, ignoring all other skills.
                    self.log({"t": "skill", "skill": "Wrestle", "player": p.id})
                    self.place_prone(defender, why="Wrestle")
                    self.place_prone(attacker, why="Wrestle")
                    return
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
        if result == "push" and self.corpse_chasm(defender):
            result = "pow"
        carrier = self.carrier is defender
        self.push_back(attacker, defender, pow_=result == "pow", blitz=blitz)
        if result == "push" and carrier and "strip_ball" in attacker.hooks and self.carrier is defender \
                and defender.where == "field" and not defender.hooks.get("reroll:pickup") \
                and not any(sk.name == "Monstrous Mouth" for sk in defender.hooks.get("reroll:catch", ())):
            # §13.3 Strip Ball: the ball drops in the square the target was pushed to and bounces.
            self.log({"t": "skill", "skill": "Strip Ball", "player": attacker.id})
            sq = self.drop_ball()
            self.ball_sq = -1
            self.bounce(sq)
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
    def push_back(self, attacker, defender, *, pow_: bool, blitz: bool = False) -> None:
        self._followed = False
        juggernaut = getattr(self, "_juggernaut", False)
        self._stood_firm = "stands_firm" in defender.hooks and defender.has_tz and not juggernaut
        start = defender.sq
        pushed: list = []  # players moved, in order
        self._grab = "grab" in attacker.hooks and not blitz  # §13.6 Grab: any empty adjacent square
        self._grabbing = "grab" in attacker.hooks
        try:
            moved = self._push(attacker.team, attacker.sq, defender, pow_=pow_, pushed=pushed, first=True)
        finally:
            self._grab = self._grabbing = False
        # §13.3 Fend: no follow-up (not against Juggernaut on a Blitz)
        fend = ("fend" in defender.hooks and defender.has_tz and not juggernaut) or self._no_follow_up
        if moved and attacker.standing and not self.over and not fend:
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
            if self.d.feature[q.sq] == "pit" and q.status == "standing":
                self.knock_down(q, why="pushed into the Spike Pit")  # §10.2.6
                if self.over:
                    return
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
        if victim.entangled:
            self.log({"t": "room", "room": "Root Corridor", "player": victim.id, "effect": "cannot be pushed"})
            return False
        if "stands_firm" in victim.hooks and victim.has_tz and not (first and getattr(self, "_juggernaut", False)):
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
        free_adjacent = [t for t in d.adj[victim.sq] if self.free(t)]
        if "side_steps" in victim.hooks and victim.has_tz and not (first and self._grabbing) and free_adjacent:
            options = free_adjacent
            chooser = victim.team
        elif first and self._grab and free_adjacent:
            options = free_adjacent  # §13.6 Grab: the blocker pushes the target into any empty adjacent square
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
            return self.push_off_the_board(blocker_team, victim, candidates, pow_=pow_, pushed=pushed, first=first)
        else:
            occupied = [c for c in candidates if c >= 0 and c not in self.chests]
            to = self.choose(blocker_team, "push_square", occupied)
            if not self.chain_push(blocker_team, victim, to, pushed):
                return False
        return self.push_into(victim, to, pushed)

    def chain_push(self, blocker_team: int, victim, to: int, pushed: list) -> bool:
        """The player on `to` is pushed on first, as though by `victim` (§6.11.5); False if it cannot move."""
        return self._push(blocker_team, victim.sq, self.at(to), pow_=False, pushed=pushed, first=False)

    def push_off_the_board(self, blocker_team: int, victim, candidates, *, pow_: bool, pushed: list,
                           first: bool) -> bool:
        """No free square and a wall in the way: §6.11.5 pushed against a wall, D6 4+ Falls Over; on a POW it
        falls automatically. Returns whether the player moved (never, against a wall)."""
        self.log({"t": "wall_push", "player": victim.id, "sq": victim.sq})
        if first and pow_:
            return False  # knocked down in its square by the POW itself
        r = self.roll_d6("pushed against the wall", victim, target=4)
        if r >= 4:
            self.knock_down(victim, why="pushed against the wall")
        return False

    def push_into(self, victim, to: int, pushed: list) -> bool:
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
        dirty = self.skill_bonus(p, "dirty_player", "foul")  # §13.3 Dirty Player: on the Armour or the Injury roll
        total = a + b + modifier
        if dirty and total < victim.av <= total + dirty:
            modifier += dirty
            total += dirty
            dirty = 0
        broken = total >= victim.av
        self.log({"t": "roll", "why": "foul armour", "player": victim.id, "dice": [a, b], "modifier": modifier,
                  "target": victim.av, "result": "broken" if broken else "holds", "fouler": p.id})
        spotted = a == b and "sneaky_git" not in p.hooks  # §13.2 Sneaky Git: not for a double on the Armour roll
        blackout = no_argue = False
        if self.sponsor(p.team) == "crystal_ball_sportscasting":
            # §11.2 Crystal Ball: 2+ no Sending-off for a natural double this Foul; 1 no Argue the Call
            r = self.roll_d6("Crystal Ball", p, target=2)
            blackout, no_argue = r >= 2, r == 1
        if broken:
            self.injury_roll(victim, bonus=dirty, by=p, from_block=True)
            ia, ib = self.last_injury_dice
            spotted = spotted or ia == ib
        if spotted and not blackout:
            self.sent_off(p, may_argue=not no_argue)

    def sent_off(self, p, may_argue: bool = True) -> None:
        """§6.14: a natural double: Sent-off and a Turnover; the coach may Argue the Call, then use a Bribe."""
        team = self.teams[p.team]
        self.log({"t": "spotted", "player": p.id})
        self.turnover = True
        coach_ejected = False
        if self.sponsor(1 - p.team) == "crystal_ball_sportscasting":
            may_argue = False  # §11.2: the opponents of a Crystal Ball team never Argue the Call
        if team.can_argue and may_argue:
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


class SpecialAttacks:
    """Special actions that replace a Block (§13.7 Stab, Projectile Vomit), Hypnotic Gaze, and what follows a
    Block (Pile Driver §13.6, Hit and Run §13.7)."""

    def place_prone(self, p, *, why: str) -> None:
        """Placed Prone: no Armour roll; a Turnover only if the active team's ball carrier (see docs/decisions.md)."""
        if p.where != "field":
            return
        if p is self.werewolf:
            self.werewolf_down(why)  # §10.2.6: back to the kennel
            return
        p.rooted = False
        if p.status != "stunned":
            p.status = "prone"
        self.log({"t": "placed_prone", "player": p.id, "why": why, "sq": p.sq})
        if self.carrier is p:
            if p.team == self.active:
                self.turnover = True
            sq = self.drop_ball()
            self.ball_sq = -1
            self.bounce(sq)

    def plain_hit(self, p, why: str) -> None:
        """An Armour roll that cannot be modified; if broken, Placed Prone and an unmodifiable Injury roll."""
        a, b = self.dice.roll(6, why), self.dice.roll(6, why)
        broken = a + b >= p.av
        self.log({"t": "roll", "why": why, "player": p.id, "dice": [a, b], "modifier": 0, "target": p.av,
                  "result": "broken" if broken else "holds"})
        if broken:
            self.place_prone(p, why=why)
            self.injury_roll(p, why=why + " injury")

    def special_attack(self, p, target, kind: str) -> None:
        self.act_over = True
        if not self.foul_appearance(p, target):
            return
        self.log({"t": kind, "player": p.id, "target": target.id})
        if kind == "stab":
            self.plain_hit(target, "Stab")
        elif kind == "vomit":
            hit = target if self.roll_d6("Projectile Vomit", p, target=2) >= 2 else p
            self.plain_hit(hit, "Projectile Vomit")

    def multiple_block(self, p, a, b) -> None:
        """§13.6 Multiple Block: two Marking opponents at -2 ST for the activation, no following up; both Blocks
        are resolved even after a Turnover (the second needs the blocker still Standing: docs/decisions.md)."""
        self.act_over = True
        self.act_mods[1] -= 2
        p.st -= 2
        self._no_follow_up = True
        turnover = False
        try:
            for q in (a, b):
                if p.standing and q.standing:
                    self.turnover = False
                    self.block(p, q, blitz=False)
                    turnover = turnover or self.turnover
        finally:
            self._no_follow_up = False
        self.turnover = self.turnover or turnover

    def gaze_targets(self, p) -> list:
        return [q for q in map(self.at, self.d.adj[p.sq]) if q is not None and q.team != p.team and q.has_tz]

    def hypnotic_gaze(self, p, target) -> None:
        """§13.7 Hypnotic Gaze: Agility test, -1 per other opponent Marking; the target loses its Tackle Zone."""
        self.act_over = True
        if not self.foul_appearance(p, target):
            return
        modifier = -self.count_marking(p.sq, p.team, exclude=target)
        ok, _ = self.test(p, "gaze", p.ag, modifier, why="Hypnotic Gaze")
        if ok:
            target.confused = True
            target.no_tz = True
            self.log({"t": "gaze", "player": p.id, "target": target.id})

    def after_block(self, attacker, defender) -> None:
        if self.over or self.turnover or not attacker.standing:
            return
        if "pile_driver" in attacker.hooks and defender.where == "field" and not defender.standing \
                and defender.sq in self.d.adj[attacker.sq] and self.choose(attacker.team, "pile_driver", [True, False]):
            # §13.6 Pile Driver: a free Foul, then Placed Prone; the activation ends.
            self.log({"t": "skill", "skill": "Pile Driver", "player": attacker.id})
            self.foul(attacker, defender)
            self.place_prone(attacker, why="Pile Driver")
            self.act_over = True
            return
        if "hit_and_run" in attacker.hooks:
            options = [t for t in self.d.adj[attacker.sq] if self.free(t) and self._clear_of_opponents(attacker, t)]
            if options:
                to = self.choose(attacker.team, "hit_and_run", options + [None])
                if to is not None:
                    self._move(attacker, to)  # §13.7 Hit and Run: one free square, ignoring Tackle Zones
                    self.arrive(attacker, voluntary=True)

    def _clear_of_opponents(self, p, sq: int) -> bool:
        for t in self.d.adj[sq]:
            q = self.at(t)
            if q is not None and q.team != p.team and q is not p and (q.has_tz or p.has_tz):
                return False
        return True

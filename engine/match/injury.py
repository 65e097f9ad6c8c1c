"""Knock-downs and falls (§2.11), Armour, Injury and Casualty rolls (§6.13)."""

from __future__ import annotations

from engine.match.sponsors import PERSONAL_PHYSICIAN_CHOOSER
from engine.match.state import CAS_BOX, KO_BOX, PRONE, RESERVES, STUNNED
from engine.rulesets.dungeon_bowl import tables as T

# §6.13 Injury, Stunty Injury, Casualty and Lasting Injury tables: one source, the ruleset's tables (the
# campaign reads the same rows); the match rolls its own dice and logs every roll.
INJURY_TABLE = T.INJURY_TABLE
STUNTY_INJURY_TABLE = T.STUNTY_INJURY_TABLE
CASUALTY_TABLE = T.CASUALTY_TABLE


def lookup(table, value):
    return T.lookup(table, value)


def lasting_injury(roll: int) -> str:
    """The characteristic a Lasting Injury reduces (§6.13), as the match report records it ("AV", "MA", ...)."""
    return T.lookup(T.LASTING_INJURY_TABLE, roll)[1]


class InjuryRules:
    def fall_over(self, p) -> None:
        """§2.11 Falls Over: Prone, Armour roll by the opponent, a Turnover (during its own activation)."""
        self.knock_down(p, why="falls over")

    def knock_down(self, p, *, why: str = "knocked down", by=None, armour_modifier: int = 0,
                   from_block: bool = False, turnover: bool | None = None, bonus: int = 0) -> None:
        """§2.11 Knocked Down: becomes Prone, Armour (and Injury) roll; a ball carrier's ball bounces after them.

        `turnover` overrides the general rule (an active-team player down in its own turn) where a rule says so;
        `bonus` goes on the Armour roll if that breaks it, else on the Injury roll (as Mighty Blow does).
        """
        if p.where != "field":
            return
        if p is self.werewolf:
            self.werewolf_down(why)  # §10.2.6: Knocked Down, it goes back to the kennel
            return
        p.rooted = False  # Take Root ends when Knocked Down or Placed Prone (§13.7)
        if p.status != STUNNED:
            p.status = PRONE  # a Stunned player knocked down again (a thrown player lands on it) stays Stunned
        self.log({"t": "down", "player": p.id, "why": why, "sq": p.sq})
        had_ball = self.carrier is p
        sq = p.sq
        if had_ball and "safe_hands" in p.hooks and why != "falls over":
            # §13.2 Safe Pair of Hands: the ball goes to an empty adjacent square of its coach's choice, no bounce
            spots = [t for t in self.d.adj[sq] if self.free(t)]
            if spots:
                self.drop_ball()
                self._rest(self.choose(p.team, "safe_pair_of_hands", spots))
                had_ball = False
        if had_ball:
            self.drop_ball()
        if turnover if turnover is not None else p.team == self.active:
            self.turnover = True  # §2.4 items 1-3
        if from_block and by is not None and by is getattr(self, "blocker", None):
            # Mighty Blow: only on the blocker's own Block, not when the target knocks the blocker down.
            for sk in by.hooks.get("knockdown_bonus", ()):
                bonus += sk.knockdown_bonus()
        self.armour_roll(p, modifier=armour_modifier, bonus=bonus, by=by, from_block=from_block)
        if self.ball_sq == sq:
            # The ball never rests under a fallen player: it bounces from the square (§2.11).
            self.ball_sq = -1
            self.bounce(sq)

    def armour_roll(self, p, *, modifier: int = 0, bonus: int = 0, by=None, from_block: bool = False,
                    why: str = "armour") -> bool:
        """§3.4: 2D6 (+ modifiers) against AV; broken armour leads to an Injury roll."""
        if p is self.werewolf:
            return self.werewolf_armour(why)
        a, b = self.dice.roll(6, why), self.dice.roll(6, why)
        if self.physician(p):
            # §11.2 Personal Physician: rolled twice, one coach chooses which applies (sponsors.py)
            c, e = self.dice.roll(6, why), self.dice.roll(6, why)
            chooser = p.team if PERSONAL_PHYSICIAN_CHOOSER == "own" else 1 - p.team
            self.log({"t": "roll", "why": why + " (Personal Physician)", "player": p.id, "dice": [a, b, c, e]})
            a, b = self.choose(chooser, "personal_physician", [(a, b), (c, e)])
        modifier += self.room_armour_modifier(p)
        total = a + b + modifier
        use_bonus_here = bonus and total < p.av <= total + bonus
        if use_bonus_here:
            total += bonus
            bonus = 0  # Mighty Blow used on the Armour roll, so not on the Injury roll
        broken = total >= p.av
        if not broken and from_block and by is not None and a + b >= 8 and "claws" in by.hooks \
                and by is getattr(self, "blocker", None) and not self._negates(p, "Claws"):
            broken = True  # §13.4 Claws: 8+ before modifiers breaks any armour (not Iron Hard Skin's)
        self.log({"t": "roll", "why": why, "player": p.id, "dice": [a, b], "modifier": total - a - b,
                  "target": p.av, "result": "broken" if broken else "holds"})
        if broken:
            self.injury_roll(p, bonus=bonus, by=by, from_block=from_block)
        return broken

    def injury_roll(self, p, *, modifier: int = 0, bonus: int = 0, by=None, from_block: bool = False,
                    why: str = "injury") -> str:
        a, b = self.dice.roll(6, why), self.dice.roll(6, why)
        total = a + b + modifier + bonus
        stunty = "stunty" in p.hooks
        result = lookup(STUNTY_INJURY_TABLE if stunty else INJURY_TABLE, total)
        for sk in p.hooks.get("injury_result", ()):
            result = sk.injury_result(total, result, stunty)
        self.log({"t": "roll", "why": why, "player": p.id, "dice": [a, b], "modifier": modifier + bonus,
                  "result": result})
        self.last_injury_dice = (a, b)
        self.apply_injury(p, result, by=by, from_block=from_block)
        return result

    def apply_injury(self, p, result: str, *, by=None, from_block: bool = False) -> None:
        if result == "stunned":
            if p.where == "field":
                p.status = STUNNED
                self.log({"t": "status", "player": p.id, "status": STUNNED})
                if self.carrier is p:  # Stunned where it stood (an Armour roll with no knock-down: §10.2.5)
                    sq = self.drop_ball()
                    self.ball_sq = -1
                    self.bounce(sq)
            return
        if self.lightningade(p, result):
            return
        sq = p.sq
        if self.carrier is p:
            self.drop_ball()
        if result == "ko":
            self.lift(p, KO_BOX)
            p.stats["injury"] = {"result": "ko", "casualty_roll": None, "lasting_injury": None}
            self.log({"t": "removed", "player": p.id, "to": KO_BOX, "from": sq})
        else:
            self.casualty(p, badly_hurt=result == "badly_hurt", by=by, from_block=from_block, sq=sq)

    def plague_ridden(self, by, p) -> None:
        """§13.7 Plague Ridden: once per match the dead opponent (ST 4 or less, no Decay, Regeneration or Stunty) is
        infected instead; a College of Life team (one with Rotter Linemen) gets a new Rotter Lineman in Reserves."""
        if "plague_ridden" not in by.hooks or "Plague Ridden" in self.teams[by.team].used_once or p.st > 4 \
                or any(s in p.skills for s in ("Decay", "Regeneration", "Stunty")):
            return
        if not self.choose(by.team, "plague_ridden", [True, False]):
            return
        self.teams[by.team].used_once.add("Plague Ridden")
        p.stats["infected"] = True
        rotters = [q for q in self.team_players[by.team] if q.position == "Rotter Lineman"]
        ev = {"t": "skill", "skill": "Plague Ridden", "player": by.id, "infected": p.id}
        if rotters:
            ev["rotter"] = self.add_reserve(by.team, rotters[0])
        self.log(ev)

    def casualty(self, p, *, badly_hurt: bool, by=None, from_block: bool, sq: int) -> None:
        """§6.13: Casualty box; the D16 Casualty roll (+1 per Niggling Injury) unless Badly Hurt by the Stunty table."""
        if p is self.werewolf:
            self.werewolf_down("casualty")  # §10.2.6: it belongs to no team's Casualty box
            return
        if self.fountain_saves(p):
            return
        roll = None
        lasting = None
        if badly_hurt:
            result = "badly_hurt"
        else:
            roll = self.dice.roll(T.CASUALTY_DIE, "casualty")
            modifier = p.niggling + self.skill_bonus(p, "casualty_modifier", "casualty")  # Decay (§13.7)
            result = lookup(CASUALTY_TABLE, roll + modifier)
            self.log({"t": "roll", "why": "casualty", "player": p.id, "die": "D16", "dice": [roll],
                      "modifier": modifier, "result": result})
        # Regeneration and the like act after a Casualty roll: not on the Stunty table's Badly Hurt (no roll).
        for sk in p.hooks.get("after_casualty", ()) if roll is not None else ():
            if sk.after_casualty(self, p):
                self.lift(p, RESERVES)
                self.log({"t": "removed", "player": p.id, "to": RESERVES, "from": sq, "why": sk.name})
                return
        if result == "badly_hurt" and self.physician(p):
            self.lift(p, RESERVES)  # §11.2 Personal Physician: Badly Hurt goes to the Reserves
            self.log({"t": "removed", "player": p.id, "to": RESERVES, "from": sq, "why": "Personal Physician"})
            return
        if result == "dead" and from_block and by is not None and by.team != p.team:
            self.plague_ridden(by, p)
        if result == "lasting_injury":
            r = self.dice.roll(6, "lasting injury")
            lasting = lasting_injury(r)
            self.log({"t": "roll", "why": "lasting injury", "player": p.id, "dice": [r], "result": lasting})
        self.lift(p, CAS_BOX)
        p.stats["injury"] = {"result": result, "casualty_roll": roll, "lasting_injury": lasting}
        self.log({"t": "removed", "player": p.id, "to": CAS_BOX, "from": sq, "result": result})
        if from_block and by is not None and by.team != p.team:
            by.stats["casualties_caused"] += 1  # §7.3.2: a Casualty from a Block action earns SPP

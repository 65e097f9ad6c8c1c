"""College Wizards (§12.3): an inducement that casts its College's spell once per match.

A team sheet hires one with its inducement key ({"bright_wizard": 1}). The coach (its bot) is asked at
the moment the spell may be cast ("cast:<key>", with None meaning "not now").
"""

from __future__ import annotations

from engine.match.state import FIELD, STANDING

WIZARDS = {
    "amber_wizard": "Bestial Fury", "amethyst_wizard": "Life Drain", "bright_wizard": "Fireball",
    "celestial_wizard": "Chain Lightning", "golden_wizard": "Transmutation", "grey_wizard": "Shadowed Step",
    "jade_wizard": "Grasping Vines", "light_wizard": "Blinding Light",
}
# When each may be cast
OWN_TURN_START = ("amethyst_wizard", "celestial_wizard", "golden_wizard", "grey_wizard")
OPPONENT_TURN_START = ("bright_wizard", "jade_wizard", "light_wizard")


def wizard_of(inducements: dict) -> str | None:
    for key in WIZARDS:
        if int(inducements.get(key, 0)) > 0:
            return key
    return None


class WizardRules:
    def _ask_wizard(self, team: int, when: tuple) -> None:
        ts = self.teams[team]
        if ts.wizard in when and not ts.spell_used and not self.over:
            getattr(self, "_cast_" + ts.wizard)(team)

    def wizards_at_turn_start(self, team: int) -> None:
        """Spells cast at the start of a team turn: the active team's own, then the opponent's."""
        self._ask_wizard(team, OWN_TURN_START)
        self._ask_wizard(1 - team, OPPONENT_TURN_START)

    def wizards_at_turn_end(self, team: int) -> None:
        """The Bright Wizard may also cast right after an opposing team turn."""
        self._ask_wizard(1 - team, ("bright_wizard",))

    def wizards_at_activation(self, p) -> None:
        ts = self.teams[p.team]
        if ts.wizard == "amber_wizard" and not ts.spell_used:
            if self.choose(p.team, "cast:amber_wizard", [None, p.id]) is not None:
                self._spell(p.team, target=p.id)
                self.bestial_fury = p

    def _spell(self, team: int, **detail) -> None:
        ts = self.teams[team]
        ts.spell_used = True
        self.log({"t": "spell", "team": ts.side, "wizard": ts.wizard, "spell": WIZARDS[ts.wizard], **detail})

    def _opponents(self, team: int) -> list:
        return [q for q in self.team_players[1 - team] if q.where == FIELD]

    def _hurt_directly(self, p, result_of) -> None:
        """Apply an injury made without a knock-down; a ball it held bounces from its square."""
        had_ball, sq = self.carrier is p, p.sq
        result_of(p)
        if had_ball and (p.where != FIELD or p.status != STANDING):
            if self.carrier is p:
                self.drop_ball()
            if self.ball_sq == sq:
                self.ball_sq = -1
                self.bounce(sq)

    # -- the spells ---------------------------------------------------------------------------------------
    def _cast_amethyst_wizard(self, team: int) -> None:
        """Life Drain: an Injury roll against an opponent Marked by one of your players."""
        targets = [q for q in self._opponents(team) if self.count_marking(q.sq, q.team) > 0]
        q = self.choose(team, "cast:amethyst_wizard", [None] + targets)
        if q is not None:
            self._spell(team, target=q.id)
            self._hurt_directly(q, lambda p: self.injury_roll(p, why="Life Drain"))

    def _cast_golden_wizard(self, team: int) -> None:
        """Transmutation: 2D6 equal to or under the target's AV number: KO'd."""
        q = self.choose(team, "cast:golden_wizard", [None] + self._opponents(team))
        if q is None:
            return
        self._spell(team, target=q.id)
        a, b = self.dice.roll(6, "Transmutation"), self.dice.roll(6, "Transmutation")
        hit = a + b <= q.av
        self.log({"t": "roll", "why": "Transmutation", "player": q.id, "dice": [a, b], "target": q.av,
                  "result": "ko" if hit else "no effect"})
        if hit:
            self._hurt_directly(q, lambda p: self.apply_injury(p, "ko"))

    def _cast_celestial_wizard(self, team: int) -> None:
        """Chain Lightning: Armour rolls along a chain of players, each within 2 squares of the last."""
        q = self.choose(team, "cast:celestial_wizard", [None] + self._opponents(team))
        if q is None:
            return
        self._spell(team, target=q.id)
        struck = set()
        while q is not None:
            struck.add(q.idx)
            self.log({"t": "struck", "player": q.id})
            last_sq = q.sq
            self._hurt_directly(q, lambda p: self.armour_roll(p, why="armour (Chain Lightning)"))
            if self.over or self.roll_d6("Chain Lightning", target=3) <= 2:
                return
            near = [p for p in self.players if p.where == FIELD and p.idx not in struck
                    and self.d.distance(p.sq, last_sq) <= 2]
            q = self.choose(team, "chain_lightning", near) if near else None

    def _cast_grey_wizard(self, team: int) -> None:
        """Shadowed Step: one of your players not holding the ball to an empty square within five squares."""
        options = [p for p in self.team_players[team] if p.where == FIELD and p is not self.carrier]
        p = self.choose(team, "cast:grey_wizard", [None] + options)
        if p is None:
            return
        d = self.d
        squares = [s for s in d.floor if self.free(s) and d.distance(s, p.sq) <= 5 and s != self.ball_sq
                   and s not in self.portal_at]
        if not squares:
            return
        to = self.choose(team, "shadowed_step", squares)
        self._spell(team, target=p.id, to=to)
        frm = p.sq
        self.place(p, to)
        self.log({"t": "move", "player": p.id, "from": frm, "to": to, "why": "Shadowed Step"})

    def _cast_jade_wizard(self, team: int) -> None:
        """Grasping Vines: an opponent cannot be activated this turn and loses its Tackle Zone."""
        q = self.choose(team, "cast:jade_wizard", [None] + self._opponents(team))
        if q is not None:
            self._spell(team, target=q.id)
            q.activated = True
            q.no_tz = True

    def _cast_light_wizard(self, team: int) -> None:
        """Blinding Light: until the start of their next turn, opponents cannot Pass, Hand-off or assist."""
        if self.choose(team, "cast:light_wizard", [None, True]) is not None:
            self._spell(team)
            self.blinded = 1 - team

    def _cast_bright_wizard(self, team: int) -> None:
        """Fireball: each Standing player in a square and around it is Knocked Down on 4+ (+1 Armour/Injury)."""
        d = self.d
        around = sorted({s for q in self._opponents(team) if q.standing for s in (q.sq, *d.adj[q.sq])})
        sq = self.choose(team, "cast:bright_wizard", [None] + around)
        if sq is None:
            return
        self._spell(team, sq=sq)
        for s in (sq, *d.adj[sq]):
            p = self.at(s)
            if p is not None and p.standing and self.roll_d6("Fireball", p, target=4) >= 4:
                self.knock_down(p, why="Fireball", turnover=False, bonus=1)


__all__ = ["WIZARDS", "WizardRules", "wizard_of"]

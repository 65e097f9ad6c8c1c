"""§13.7 Bombardier: the Throw a Bomb special action, the bomb's flight, catching it and the explosion."""

from __future__ import annotations

from engine.match.passing import INTERFERENCE_MODIFIER, pass_band
from engine.match.state import STANDING


class BombRules:
    def bomb_targets(self, p) -> list[int]:
        return self.pass_targets(p)

    def throw_bomb(self, p, target: int, *, rethrow: bool = False) -> None:
        """Thrown as a Pass (accuracy, interference, catching), but it never bounces: it explodes where it stops."""
        self.act_over = True
        d = self.d
        dx, dy = d.xy(target)[0] - d.xy(p.sq)[0], d.xy(target)[1] - d.xy(p.sq)[1]
        band = pass_band(dx, dy)
        modifier = (0 if band == "quick" else -1) + self.marked_modifier(p, "pass") + self.room_ball_modifier(p) \
            + self.disturbance(p) + self.skill_bonus(p, "pass_bonus", "pass")
        self.log({"t": "bomb", "player": p.id, "target": target, "band": band, "rethrow": rethrow})
        accuracy = self._accuracy(p, modifier)
        if accuracy == "fumble":
            self.explode(p.sq, thrower=p)
            return
        if accuracy == "accurate":
            arrival = target
        elif accuracy == "inaccurate":
            arrival = self.scatter_flight(target)
        else:
            arrival = self.deviate_flight(p.sq)
        candidates = self.interferers(p, arrival)
        q = self.opponent_choice(p.team, "interferer", candidates + [None]) if candidates else None
        if q is not None:
            mod = INTERFERENCE_MODIFIER[accuracy] + max(-1, self.marked_modifier(q, "interfere")) + self.disturbance(q)
            for sk in p.hooks.get("interference_bonus", ()):
                mod = sk.interference_bonus(mod)
            ok, _ = self.test(q, "interfere", q.ag, mod, why="interference", team_reroll=False)
            if ok:
                self.log({"t": "deflection", "player": q.id, "bomb": True})
                self.land_bomb(q.sq, thrower=p, catch_modifier=-1)
                return
        self.land_bomb(arrival, thrower=p, catch_modifier=0 if accuracy == "accurate" and arrival == target else -1)

    def land_bomb(self, sq: int, *, thrower, catch_modifier: int) -> None:
        if sq in self.portal_at:
            self.log({"t": "bomb_explodes", "sq": sq, "portal": True})  # explodes during teleportation: no effect
            return
        q = self.at(sq)
        if q is not None and q.has_tz and "no_hands" not in q.hooks:
            modifier = catch_modifier + self.room_ball_modifier(q) + self.marked_modifier(q, "catch") \
                + self.disturbance(q)
            ok, _ = self.test(q, "catch", q.ag, modifier, why="catch (bomb)")
            if ok:
                self.log({"t": "bomb_caught", "player": q.id})
                if self.roll_d6("caught bomb", q, target=4) >= 4:
                    self.explode(sq, thrower=thrower)
                    return
                targets = self.bomb_targets(q)
                if targets:  # 1-3: it must be thrown again at once
                    self.throw_bomb(q, self.choose(q.team, "rethrow_bomb", targets), rethrow=True)
                    return
        self.explode(sq, thrower=thrower)

    def explode(self, sq: int, *, thrower) -> None:
        """The blast square's player is hit; each adjacent player on a 4+; every Standing player hit is Placed
        Prone; an Armour (and Injury) roll for every player hit."""
        self.log({"t": "bomb_explodes", "sq": sq})
        hit = []
        q = self.at(sq)
        if q is not None:
            hit.append(q)
        for t in self.d.adj[sq]:
            r = self.at(t)
            if r is not None and self.roll_d6("bomb blast", r, target=4) >= 4:
                hit.append(r)
        for r in hit:
            if r.where != "field":
                continue
            if r.status == STANDING:
                self.place_prone(r, why="bomb")
                if r is thrower and r.team == self.active:
                    self.turnover = True  # hit by its own bomb and Placed Prone
            self.armour_roll(r, why="armour (bomb)")

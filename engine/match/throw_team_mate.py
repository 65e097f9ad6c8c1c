"""Throw Team-mate (§6.10): a thrower with Throw Team-Mate throws an adjacent team-mate with Right Stuff."""

from __future__ import annotations

from engine.match.injury import INJURY_TABLE, STUNTY_INJURY_TABLE, lookup
from engine.match.passing import pass_band
from engine.match.state import STANDING

# §6.10 landing modifiers by the quality of the throw
LANDING_MODIFIER = {"superb": 0, "successful": -1, "terrible": -2, "fumble": -1}


class ThrowTeamMateRules:
    def can_throw(self, p) -> bool:
        for sk in p.hooks.get("throws_team_mates", ()):  # a loop, not any() over a generator: asked every turn step
            if sk.throws_team_mates(p):
                return True
        return False

    def throwable(self, q) -> bool:
        return any(sk.can_be_thrown(q) for sk in q.hooks.get("can_be_thrown", ()))

    def throw_actions(self, p) -> list[tuple]:
        out = []
        mates = [q for t in self.d.adj[p.sq] if (q := self.at(t)) is not None and q.team == p.team
                 and self.throwable(q)]
        if mates:
            targets = self.pass_targets(p)
            for q in mates:
                out.extend(("throw", q.id, s) for s in targets)
        return out

    def kick_actions(self, p) -> list[tuple]:
        """§13.7 Kick Team-Mate: a Standing adjacent team-mate with Right Stuff, by the Throw Team-mate rules."""
        mates = [q for t in self.d.adj[p.sq] if (q := self.at(t)) is not None and q.team == p.team
                 and q.standing and self.throwable(q)]
        if not mates:
            return []
        targets = self.pass_targets(p)
        return [("kick", q.id, s) for q in mates for s in targets]

    def eaten(self, p, q) -> None:
        """§13.7 Always Hungry: the team-mate is eaten and dies, no saving throw; its ball deviates once."""
        had_ball = self.carrier is q
        sq = q.sq
        if had_ball:
            self.drop_ball()
        self.lift(q, "casualty")
        q.stats["injury"] = {"result": "dead", "casualty_roll": None, "lasting_injury": None}
        self.log({"t": "removed", "player": q.id, "to": "casualty", "from": sq, "result": "dead", "why": "eaten"})
        if had_ball:
            self.turnover = True
            self.ball_sq = -1
            self.deviate(sq)

    def throw_team_mate(self, p, q, target: int, kick: bool = False) -> None:
        """§6.10: quality test (Quick 0, Short -1, -1 per Marking), then the thrown player flies and lands."""
        self.act_over = True
        wriggled = False
        if "always_hungry" in p.hooks and not kick:
            if self.roll_d6("Always Hungry", p, target=2) == 1:
                if self.roll_d6("Always Hungry (eat)", p, target=2) == 1:
                    self.eaten(p, q)
                    return
                wriggled = True  # the team-mate wriggles free: an automatic Fumble
        d = self.d
        px, py = d.xy(p.sq)
        tx, ty = d.xy(target)
        band = pass_band(tx - px, ty - py)
        modifier = (0 if band == "quick" else -1) - self.count_marking(p.sq, p.team) + self.disturbance(p) \
            + self.skill_bonus(p, "pass_bonus", "ttm")
        self.log({"t": "throw_team_mate", "player": p.id, "thrown": q.id, "target": target, "band": band})
        r = 1 if wriggled else self.dice.roll(6, "throw team-mate")

        def judge(r: int) -> str:
            if p.pa is None or r == 1:
                return "fumble"
            if r == 6 or r + modifier >= p.pa:
                return "superb"
            return "terrible" if r + modifier <= 1 else "successful"

        quality = judge(r)
        self.log({"t": "roll", "why": "throw team-mate", "player": p.id, "dice": [r], "target": p.pa,
                  "modifier": modifier, "result": quality})
        if quality != "superb" and not wriggled:
            source = self.reroll_source(p, "throw")
            if source is not None:
                r = self.dice.roll(6, "throw team-mate")
                quality = judge(r)
                self.log({"t": "roll", "why": "throw team-mate", "player": p.id, "dice": [r], "target": p.pa,
                          "modifier": modifier, "result": quality, "reroll": source})
        if kick and quality == "fumble":
            self.kicked_off_the_pitch(q)
            return
        could_land = q.standing and q.has_tz
        start = q.sq
        self.occ[start] = -1  # in the air
        crashed = False
        if quality == "fumble":
            # Dropped: it bounces like a ball from the thrower's square (a wall there: back where it stood).
            d8 = self.roll(8, "thrown player bounces")
            sq = self._player_step(p.sq, d8 - 1)
            sq = start if sq < 0 else sq
        elif quality == "terrible":
            d8 = self.roll(8, "thrown player deviates")
            n = self.roll(6, "thrown player deviates (distance)")
            sq = p.sq
            for _ in range(n):
                nxt = self._player_step(sq, d8 - 1)
                if nxt < 0:
                    crashed = True
                    break
                sq = nxt
        else:
            sq = target
            for _ in range(3):
                d8 = self.roll(8, "thrown player scatters")
                nxt = self._player_step(sq, d8 - 1)
                if nxt < 0:
                    crashed = True  # §6.10 hitting a wall: a crash landing, +1 to the Armour roll
                    break
                sq = nxt
        self._land_thrown(p, q, sq, start, quality, could_land=could_land, crashed=crashed)

    def kicked_off_the_pitch(self, q) -> None:
        """§13.7 Kick Team-Mate fumbled: removed from the field and an Injury roll, Stunned counting as KO'd."""
        had_ball = self.carrier is q
        sq = q.sq
        if had_ball:
            self.drop_ball()
        a, b = self.dice.roll(6, "injury (kicked)"), self.dice.roll(6, "injury (kicked)")
        stunty = "stunty" in q.hooks
        result = lookup(STUNTY_INJURY_TABLE if stunty else INJURY_TABLE, a + b)
        for sk in q.hooks.get("injury_result", ()):
            result = sk.injury_result(a + b, result, stunty)
        if result == "stunned":
            result = "ko"
        self.log({"t": "roll", "why": "injury (kicked)", "player": q.id, "dice": [a, b], "modifier": 0,
                  "result": result})
        self.apply_injury(q, result)
        if had_ball:
            self.ball_sq = -1
            self.bounce(sq)

    def _player_step(self, frm: int, direction: int) -> int:
        to = self.d.step[frm][direction]
        if to < 0 or to in self.chests:
            return -1
        return to

    def _land_thrown(self, thrower, q, sq: int, start: int, quality: str, *, could_land: bool,
                     crashed: bool) -> None:
        had_ball = self.carrier is q
        for _ in range(50):
            other = self.at(sq)
            if other is None or other is q:
                break
            # §6.10 landing on a player: it is Knocked Down (even if Prone); the thrown player bounces on.
            self.knock_down(other, why="hit by a thrown player", turnover=False)
            d8 = self.roll(8, "thrown player bounces")
            nxt = self._player_step(sq, d8 - 1)
            crashed = True
            if nxt < 0:
                break
            sq = nxt
        if self.at(sq) is not None and self.at(sq) is not q:
            sq = start  # pragma: no cover - bounced into walls every time: it comes down where it stood
        self.place(q, sq)
        self.log({"t": "thrown", "player": q.id, "to": sq})
        if crashed or not could_land:
            self.knock_down(q, why="crash landing", armour_modifier=1 if crashed else 0,
                            turnover=had_ball and q.team == self.active)
            return
        modifier = LANDING_MODIFIER[quality] - self.count_marking(sq, q.team)
        ok, _ = self.test(q, "landing", q.ag, modifier)
        if not ok:
            self.knock_down(q, why="lands badly", turnover=had_ball and q.team == self.active)
            return
        q.status = STANDING
        if quality == "superb":
            thrower.stats["throw_completions"] += 1  # §7.3.2
        self.arrive(q, voluntary=True)


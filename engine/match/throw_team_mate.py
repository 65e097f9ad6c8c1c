"""Throw Team-mate (§6.10): a thrower with Throw Team-Mate throws an adjacent team-mate with Right Stuff."""

from __future__ import annotations

from engine.match.passing import pass_band
from engine.match.state import STANDING

# §6.10 landing modifiers by the quality of the throw
LANDING_MODIFIER = {"superb": 0, "successful": -1, "terrible": -2, "fumble": -1}


class ThrowTeamMateRules:
    def can_throw(self, p) -> bool:
        return any(sk.throws_team_mates(p) for sk in p.hooks.get("throws_team_mates", ()))

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

    def throw_team_mate(self, p, q, target: int) -> None:
        """§6.10: quality test (Quick 0, Short -1, -1 per Marking), then the thrown player flies and lands."""
        self.act_over = True
        d = self.d
        px, py = d.xy(p.sq)
        tx, ty = d.xy(target)
        band = pass_band(tx - px, ty - py)
        modifier = (0 if band == "quick" else -1) - self.count_marking(p.sq, p.team) + self.disturbance(p) \
            + self.skill_bonus(p, "pass_bonus", "ttm")
        self.log({"t": "throw_team_mate", "player": p.id, "thrown": q.id, "target": target, "band": band})
        r = self.dice.roll(6, "throw team-mate")

        def judge(r: int) -> str:
            if p.pa is None or r == 1:
                return "fumble"
            if r == 6 or r + modifier >= p.pa:
                return "superb"
            return "terrible" if r + modifier <= 1 else "successful"

        quality = judge(r)
        self.log({"t": "roll", "why": "throw team-mate", "player": p.id, "dice": [r], "target": p.pa,
                  "modifier": modifier, "result": quality})
        if quality != "superb":
            source = self.reroll_source(p, "throw")
            if source is not None:
                r = self.dice.roll(6, "throw team-mate")
                quality = judge(r)
                self.log({"t": "roll", "why": "throw team-mate", "player": p.id, "dice": [r], "target": p.pa,
                          "modifier": modifier, "result": quality, "reroll": source})
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


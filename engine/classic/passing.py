"""Passing in Blood Bowl 2016 (digest §9.2, §14.3, §14.4, §17): range bands, interception before the roll,
an Agility test for the throw, three scatters when inaccurate, fumbles; the hand-off's accurate "throw".

Interceptors are found under the range ruler as Dungeon Bowl finds interferers (engine/match/passing.py).
"""

from __future__ import annotations

from engine.match.passing import QUICK_MAX_D2, SHORT_MAX_D2

# §9.2 range ruler (the ruler is missing, §19 item 1): bands by squared distance between square centres, as
# Dungeon Bowl reads Quick and Short; Long up to 10.5 squares and Long Bomb up to 13.5 (docs/decisions.md).
LONG_MAX_D2 = 110
BOMB_MAX_D2 = 182
BANDS = ((QUICK_MAX_D2, "quick"), (SHORT_MAX_D2, "short"), (LONG_MAX_D2, "long"), (BOMB_MAX_D2, "bomb"))
BAND_MODIFIER = {"quick": 1, "short": 0, "long": -1, "bomb": -2}
BLIZZARD_BANDS = frozenset(("quick", "short"))  # §15: no Long Pass or Long Bomb in a Blizzard
INTERCEPTION_MODIFIER = -2  # §17


def band_of(dx: int, dy: int) -> str | None:
    d2 = dx * dx + dy * dy
    for most, band in BANDS:
        if d2 <= most:
            return band
    return None


class ClassicPassing:
    HAND_OFF_CATCH_MODIFIER = 1  # §14.3: the hand-off counts as an accurate throw

    def pass_squares(self, sq: int) -> tuple[tuple[int, str], ...]:
        """(target, band) for every square in range of `sq`, built once per square of the pitch."""
        cache = self.d._pass_cache
        found = cache.get(sq)
        if found is None:
            w, h = self.d.width, self.d.height
            x0, y0 = sq % w, sq // w
            found = tuple((y * w + x, band_of(x - x0, y - y0)) for y in range(h) for x in range(w)
                          if (x, y) != (x0, y0) and band_of(x - x0, y - y0) is not None)
            cache[sq] = found
        return found

    def pass_targets(self, p) -> list[int]:
        blizzard = self.weather == "blizzard"
        return [s for s, band in self.pass_squares(p.sq) if not blizzard or band in BLIZZARD_BANDS]

    def wall_targets(self, p) -> list:
        return []  # the pitch has no walls to throw against

    def pass_ball(self, p, target: int) -> None:
        """§9.2: declare the target; interception (§17); the pass roll, fumble (§14.4), accurate or scattered."""
        self.act_over = True
        d = self.d
        (tx, ty), (px, py) = d.xy(target), d.xy(p.sq)
        band = band_of(tx - px, ty - py)
        self.log({"t": "pass", "player": p.id, "target": target, "band": band})
        if self.intercepted(p, target):
            self._pass_turnover(p)
            return
        modifier = BAND_MODIFIER[band] + self.marked_modifier(p, "pass") - (self.weather == "very_sunny")
        result = self._throw(p, modifier)
        if result == "fumble":
            sq = self.drop_ball()
            self.ball_sq = -1
            self.turnover = True  # §6.3 item 5
            self.bounce(sq)
            return
        self.carrier = None
        if result == "accurate":
            catcher = self.at(target)
            if catcher is not None and catcher.has_tz:
                if self.catch(catcher, 1):  # §9.3: +1 for an accurate pass
                    self._completion(p, catcher)
                else:
                    self.bounce(target)
            else:
                self.bounce(target)  # §9.2: an empty square (or a player down): the ball bounces
        else:
            self.scatter(target, 3)
            if self.carrier is not None and self.carrier.team == p.team and self.carrier is not p:
                self._completion(p, self.carrier)
        self._pass_turnover(p)

    def _throw(self, p, modifier: int) -> str:
        """The pass roll, an Agility test: 1 or less before or after modifiers fumbles (§14.4)."""
        fumbles = self.settings["fumbles"]

        def judge(r: int) -> str:
            if fumbles and (r == 1 or r + modifier <= 1):
                return "fumble"
            return "accurate" if r != 1 and (r == 6 or r + modifier >= p.ag) else "inaccurate"

        result, source = "accurate", None
        for attempt in range(2):
            r = self.dice.roll(6, "pass")
            result = judge(r)
            ev = {"t": "roll", "why": "pass", "player": p.id, "dice": [r], "target": p.ag, "modifier": modifier,
                  "result": result}
            if attempt:
                ev["reroll"] = source
            self.log(ev)
            if result == "accurate" or attempt:
                break
            source = self.reroll_source(p, "pass")  # the Pass skill, else a team re-roll (§10)
            if source is None:
                break
        self.log({"t": "pass_result", "result": result})
        return result

    def intercepted(self, passer, target: int) -> bool:
        """§17: one opponent under the ruler, between thrower and target, may try before the pass roll."""
        if not self.settings["interceptions"]:
            return False
        candidates = [q for q in self.interferers(passer, target) if q.sq != target]
        if not candidates:
            return False
        q = self.choose(1 - passer.team, "interceptor", candidates + [None])
        if q is None:
            return False
        ok, _ = self.test(q, "intercept", q.ag, INTERCEPTION_MODIFIER + self.marked_modifier(q, "intercept"),
                          why="interception", team_reroll=False)
        if not ok:
            return False
        q.stats["interceptions"] += 1
        self.log({"t": "interception", "player": q.id})
        self.carrier = None
        self.give_ball(q)
        return True

    def hand_off(self, p, receiver) -> None:
        super().hand_off(p, receiver)
        if self.carrier is receiver:
            self._completion(p, receiver, kind="hand_off")

    def _completion(self, p, catcher, kind: str = "pass") -> None:
        if kind == "pass":
            p.stats["completions"] += 1
        self.log({"t": "completion", "kind": kind, "player": p.id, "to": catcher.id})

"""Passing (§6.6): range, accuracy, interference; hand-offs (§6.8)."""

from __future__ import annotations

# §6.6.1 [Uncertain] the Pass Range table is missing: bands by squared distance between square centres,
# Quick Pass up to 3.5 squares and Short Pass up to 6.5 (Long and Bomb are out of range in Dungeon Bowl).
QUICK_MAX_D2 = 12
SHORT_MAX_D2 = 42
# §6.6.3 interference modifier by the pass's accuracy
INTERFERENCE_MODIFIER = {"accurate": -3, "inaccurate": -2, "wildly_inaccurate": -1}
# [Uncertain] "at least partly under the ruler": a square whose centre lies within this distance of the line.
RULER_HALF_WIDTH = 0.9


def pass_band(dx: int, dy: int) -> str | None:
    d2 = dx * dx + dy * dy
    if d2 <= QUICK_MAX_D2:
        return "quick"
    if d2 <= SHORT_MAX_D2:
        return "short"
    return None


class PassingRules:
    HAND_OFF_CATCH_MODIFIER = 0  # §6.8: no modifier (Blood Bowl 2016 gives +1, an accurate "throw")

    def pass_targets(self, p) -> list[int]:
        """Squares in Quick or Short range that the passer can see (§6.6.1, §2.8)."""
        d = self.d
        w = d.width
        px, py = p.sq % w, p.sq // w
        out = []
        for dy in range(-6, 7):
            y = py + dy
            if y < 0 or y >= d.height:
                continue
            for dx in range(-6, 7):
                x = px + dx
                if x < 0 or x >= w or (dx == 0 and dy == 0) or dx * dx + dy * dy > SHORT_MAX_D2:
                    continue
                s = y * w + x
                if d.kind[s] == 1 and s not in self.chests and d.line_of_sight(p.sq, s):
                    out.append(s)
        return out

    def is_pass_target(self, p, s: int) -> bool:
        """Is `s` in pass_targets(p)? The same test for one square (the coach asks it of a few team-mates; the
        whole list looks at about 120 squares and their lines of sight)."""
        d = self.d
        w = d.width
        dx, dy = s % w - p.sq % w, s // w - p.sq // w
        return (0 <= s < d.size and (dx != 0 or dy != 0) and dx * dx + dy * dy <= SHORT_MAX_D2 and d.kind[s] == 1
                and s not in self.chests and d.line_of_sight(p.sq, s))

    def dump_off(self, p) -> None:
        """§13.5 Dump-Off: a Quick Pass before the Block; no result of it is a Turnover; then the Block goes on."""
        targets = [s for s in self.pass_targets(p) if pass_band(*(a - b for a, b in zip(self.d.xy(s), self.d.xy(p.sq), strict=True))) == "quick"]
        if not targets:
            return
        sq = self.choose(p.team, "dump_off", [None] + targets)
        if sq is None:
            return
        saved = (self.turnover, self.act_over)
        self.log({"t": "skill", "skill": "Dump-Off", "player": p.id})
        self.pass_ball(p, sq)
        self.turnover, self.act_over = saved

    def refuses(self, p, receiver) -> bool:
        """§13.7 Animosity: a Pass or Hand-off to a disliked team-mate needs a D6 2+; on a 1 the action ends."""
        if receiver is None or receiver.team != p.team:
            return False
        if not any(sk.dislikes(receiver) for sk in p.hooks.get("animosity", ())):
            return False
        if self.roll_d6("Animosity", p, target=2) == 1:
            self.log({"t": "trait", "player": p.id, "trait": "Animosity", "effect": "refuses", "target": receiver.id})
            self.act_over = True
            return True
        return False

    def on_the_ball(self, passer) -> None:
        """§13.5 On the Ball: an opponent moves up to three squares before the Passing Ability test."""
        movers = [q for q in self.opposing_players(passer.team) if q.standing and "on_the_ball" in q.hooks]
        if not movers:
            return
        q = self.opponent_choice(passer.team, "on_the_ball", [None] + movers)
        if q is None:
            return
        self.log({"t": "skill", "skill": "On the Ball", "player": q.id})
        for _ in range(3):
            options = [t for t in self.d.adj[q.sq] if self.free(t)]
            to = self.choose(q.team, "on_the_ball_step", [None] + options) if options else None
            if to is None:
                return
            markers = self.marking(q.sq, q.team)
            self._move(q, to)
            if markers:
                ok, _ = self.test(q, "dodge", q.ag, -self._marked_at(to, q), negators=tuple(markers))
                if not ok:
                    self.knock_down(q, why="falls over")
                    return
            if q.sq == self.ball_sq:
                self.pick_up(q)
                return

    def pass_ball(self, p, target: int) -> None:
        """§6.6: accuracy test, interference, then the ball goes where the accuracy sends it."""
        self.act_over = True
        if self.refuses(p, self.at(target)):
            return
        self.on_the_ball(p)
        if self.over or self.carrier is not p:
            return
        d = self.d
        dx, dy = d.xy(target)[0] - d.xy(p.sq)[0], d.xy(target)[1] - d.xy(p.sq)[1]
        band = pass_band(dx, dy)
        modifier = (0 if band == "quick" else -1) + self.marked_modifier(p, "pass") + self.room_ball_modifier(p) \
            + self.disturbance(p) + self.skill_bonus(p, "pass_bonus", "pass")
        self.log({"t": "pass", "player": p.id, "target": target, "band": band})
        accuracy = self._accuracy(p, modifier)
        if accuracy == "fumble" and "safe_pass" in p.hooks:
            self.log({"t": "pass_result", "result": "fumble", "skill": "Safe Pass"})
            return  # §13.5 Safe Pass: the player keeps the ball; no Turnover; the activation ends
        if accuracy == "fumble":
            self.log({"t": "pass_result", "result": "fumble"})
            sq = self.drop_ball()
            self.ball_sq = -1
            self.turnover = True  # §2.4 item 5
            self.bounce(sq)
            return
        self.log({"t": "pass_result", "result": accuracy})
        self.carrier = None
        # Where the ball will arrive decides who may interfere (§6.6.3): the scatter or deviation is rolled first.
        if accuracy == "accurate":
            arrival = target
        elif accuracy == "inaccurate":
            arrival = self.scatter_flight(target)
        else:
            arrival = self.deviate_flight(p.sq)
        self.log({"t": "pass_flight", "arrives": arrival})
        if self._interfere(p, arrival, accuracy):
            self._pass_turnover(p)
            return
        if accuracy == "accurate":
            catcher = self.at(target)
            if catcher is not None and catcher.has_tz:
                if self.catch(catcher, 1 if "diving_catch" in catcher.hooks else 0):
                    if catcher.team == p.team:
                        p.stats["completions"] += 1  # §7.3.2: accurate and caught in the target square
                else:
                    self.bounce(target)
            else:
                self.bounce(target)  # §2.9: empty square (or a player who cannot catch): it bounces
        else:
            self.come_down(arrival, -1)
        self._pass_turnover(p)
        if "running_pass" in p.hooks and not self.turnover and p.standing:
            self.act_over = False  # §13.5 Running Pass: the activation goes on with the MA left

    def _pass_turnover(self, p) -> None:
        # §2.4 items 6-7: no active-team player holds the ball once it comes to rest.
        if not self.over and (self.carrier is None or self.carrier.team != p.team):
            self.turnover = True

    def _accuracy(self, p, modifier: int) -> str:
        """§6.6.2 Passing Ability test; the Pass skill or a team re-roll may re-roll a failed test."""
        def judge(r: int) -> str:
            if p.pa is None or r == 1:
                return "fumble"
            if r == 6 or r + modifier >= p.pa:
                return "accurate"
            return "wildly_inaccurate" if r + modifier <= 1 else "inaccurate"

        r = self.dice.roll(6, "pass")
        result = judge(r)
        self.log({"t": "roll", "why": "pass", "player": p.id, "dice": [r], "target": p.pa, "modifier": modifier,
                  "result": result})
        if result == "accurate":
            return result
        source = self.reroll_source(p, "pass")
        if source is None:
            return result
        r = self.dice.roll(6, "pass")
        result = judge(r)
        self.log({"t": "roll", "why": "pass", "player": p.id, "dice": [r], "target": p.pa, "modifier": modifier,
                  "result": result, "reroll": source})
        return result

    def interferers(self, passer, arrival: int) -> list:
        """§6.6.3: Standing opponents with a Tackle Zone between passer and arrival square, under the ruler."""
        d = self.d
        w = d.width
        ax, ay = passer.sq % w, passer.sq // w
        bx, by = arrival % w, arrival // w
        vx, vy = bx - ax, by - ay
        length2 = vx * vx + vy * vy
        if length2 == 0:
            return []
        out = []
        for q in self.opposing_players(passer.team):
            if not q.has_tz or "no_hands" in q.hooks:  # §13.7 No Hands: cannot interfere
                continue
            qx, qy = q.sq % w, q.sq // w
            t = ((qx - ax) * vx + (qy - ay) * vy) / length2
            if t <= 0 or t >= 1 or q.sq == arrival:
                continue
            cross = abs((qx - ax) * vy - (qy - ay) * vx) / length2 ** 0.5
            if cross <= RULER_HALF_WIDTH:
                out.append(q)
        return out

    def _interfere(self, passer, target: int, accuracy: str) -> bool:
        """One opponent may try to Deflect; a Deflection may become an Interception. True if it happened."""
        candidates = self.interferers(passer, target)
        if not candidates:
            return False
        q = self.opponent_choice(passer.team, "interferer", candidates + [None])
        if q is None:
            return False
        modifier = INTERFERENCE_MODIFIER[accuracy] + max(-1, self.marked_modifier(q, "interfere")) \
            + self.disturbance(q)
        for sk in passer.hooks.get("interference_bonus", ()):
            modifier = sk.interference_bonus(modifier)
        ok, _ = self.test(q, "interfere", q.ag, modifier, why="interference", team_reroll=False)
        if not ok:
            return False
        self.log({"t": "deflection", "player": q.id})
        # The match report counts an intercepted pass once, as an interception (as engine.campaign.spp reads it).
        if self.catch(q, -1):
            q.stats["interceptions"] += 1
            self.log({"t": "interception", "player": q.id})
        else:
            q.stats["deflections"] += 1
            self.scatter(q.sq)
        return True

    def hand_off(self, p, receiver) -> None:
        """§6.8: to an adjacent Standing team-mate, who must catch (no modifier)."""
        self.act_over = True
        if self.refuses(p, receiver):
            return
        self.log({"t": "hand_off", "player": p.id, "to": receiver.id})
        self.carrier = None
        if not self.catch(receiver, self.HAND_OFF_CATCH_MODIFIER):
            self.bounce(receiver.sq)
        self._pass_turnover(p)
        if "give_and_go" in p.hooks and not self.turnover and p.standing:
            self.act_over = False  # §13.5 Give and Go: the activation goes on with the MA left

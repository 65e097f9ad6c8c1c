"""The kick-off (digest §4), the touchback, and the Kick-off table (§18).

Order (§4, §18): the kicking coach places the ball in the receiving half; it scatters D8 direction, D6 squares;
with the Kick-off table, 2D6 are rolled once the landing square is known and before the ball comes down; then
the ball bounces, is caught or becomes a touchback. A kick that lands off the pitch or in the kicking half, or
that leaves the pitch or ends in the kicking half before anyone holds it, is a touchback (docs/decisions.md).
"""

from __future__ import annotations

from engine.match.state import FIELD, STUNNED
from engine.rulesets.blood_bowl_2016.tables import KICK_OFF_TABLE, TURNS_PER_HALF, WEATHER_TABLE, lookup


class KickOff:
    def kick_off(self, kicking: int) -> None:
        receiving = 1 - kicking
        self.kicking, self.receiving = kicking, receiving
        self.active = kicking  # nobody's turn yet: the receivers may not use team re-rolls on the kick (§10.2)
        target = self.choose(kicking, "kick_square", list(self.d.halves[self.half_of_team(receiving)]))
        d8 = self.roll(8, "kick-off direction")
        distance = self.roll(6, "kick-off distance")
        landing = target
        for _ in range(distance):
            landing = self.d.step[landing][d8 - 1] if landing >= 0 else -1
        self.log({"t": "kick_off", "team": self.side(kicking), "target": target, "lands": landing})
        if self.settings["kick_off_table"]:
            a, b = self.roll(6, "kick-off table"), self.roll(6, "kick-off table")
            event = KICK_OFF_TABLE[a + b]
            self.log({"t": "kick_off_event", "event": event, "dice": [a, b]})
            landing = getattr(self, "ko_" + event)(landing)
            if self.phase == "blitz":
                self.ball_in_air = landing  # the free turn comes before the ball lands (§18 result 10)
                self.start_turn(kicking)
                return
        self.land_kick(landing)
        self.first_turn_of_drive()

    def land_kick(self, landing: int) -> None:
        """§4 step 3: bounce, catch, or touchback."""
        self.ball_in_air = -1
        receiving_half = self.half_of_team(self.receiving)
        if landing < 0 or self.d.half_of[landing] != receiving_half:
            self.touchback()
            return
        self.kicking_off = True
        self.ball_enters(landing, 0, bounce_if_empty=True)  # empty: it bounces; a standing player must catch
        if self.kicking_off:
            self.kicking_off = False
            held = self.carrier.sq if self.carrier is not None else self.ball_sq
            if held >= 0 and self.d.half_of[held] != receiving_half:
                self.touchback()

    def touchback(self) -> None:
        """§4: the receiving coach gives the ball to any of its players (Standing: only they can hold it)."""
        self.kicking_off = False
        if self.carrier is not None:
            self.carrier = None
        self.ball_sq = -1
        players = [p for p in self.team_players[self.receiving] if p.standing]
        self.log({"t": "touchback", "team": self.side(self.receiving)})
        if players:
            self.give_ball(self.choose(self.receiving, "touchback", players))
            return
        # Nobody of the receiving team is standing (a Pitch Invasion): the ball rests in its half.
        empty = [s for s in self.d.halves[self.half_of_team(self.receiving)] if self.occ[s] < 0]
        self._rest(self.choose(self.receiving, "touchback_square", empty))

    # -- the Kick-off table (§18): each result gets the landing square and returns it ----------------------
    def ko_get_the_ref(self, landing: int) -> int:
        for ts in self.teams:
            ts.bribes += 1
        return landing

    def ko_riot(self, landing: int) -> int:
        turns = self.half_turns[self.receiving]
        if turns == TURNS_PER_HALF - 1:
            step = -1
        elif turns == 0:
            step = 1
        else:
            step = 1 if self.roll(6, "Riot") <= 3 else -1
        for t in (0, 1):
            self.half_turns[t] = max(0, min(TURNS_PER_HALF, self.half_turns[t] + step))
        self.log({"t": "riot", "turn_markers": step})
        return landing

    def ko_perfect_defence(self, landing: int) -> int:
        if self.choose(self.kicking, "perfect_defence", [False, True]):
            self.set_up(self.kicking, again=True)
        return landing

    def ko_high_kick(self, landing: int) -> int:
        if landing < 0 or self.occ[landing] >= 0 or self.d.half_of[landing] != self.half_of_team(self.receiving):
            return landing
        free = [p for p in self.team_players[self.receiving]
                if p.standing and self.count_marking(p.sq, p.team) == 0]
        p = self.choose(self.receiving, "high_kick", [None] + free) if free else None
        if p is not None:
            self._move(p, landing)
        return landing

    def ko_cheering_fans(self, landing: int) -> int:
        self._extra_reroll_by_fame("Cheering Fans")
        return landing

    def ko_brilliant_coaching(self, landing: int) -> int:
        self._extra_reroll_by_fame("Brilliant Coaching")
        return landing

    def _extra_reroll_by_fame(self, why: str) -> None:
        """D3 + FAME each; the higher gets one extra team re-roll for this half, both on a tie."""
        totals = [self.roll(3, why) + self.fame[t] for t in (0, 1)]
        for t in (0, 1):
            if totals[t] >= totals[1 - t]:
                self.teams[t].rerolls += 1
                self.log({"t": "extra_reroll", "team": self.side(t), "why": why})

    def ko_changing_weather(self, landing: int) -> int:
        self.weather = lookup(WEATHER_TABLE, self.roll(6, "weather") + self.roll(6, "weather"))
        self.log({"t": "weather", "weather": self.weather})
        if self.weather == "nice" and landing >= 0:
            d8 = self.roll(8, "gust of wind")
            landing = self.d.step[landing][d8 - 1]
        return landing

    def ko_quick_snap(self, landing: int) -> int:
        for p in list(self.team_players[self.receiving]):
            if not p.standing:
                continue
            options = [s for s in self.d.adj[p.sq] if self.occ[s] < 0]
            to = self.choose(self.receiving, "quick_snap", [None] + options) if options else None
            if to is not None:
                self._move(p, to)
        return landing

    def ko_blitz(self, landing: int) -> int:
        """A free turn for the kicking team; players in an enemy tackle zone at its start may not act."""
        self.phase = "blitz"
        return landing

    def ko_throw_a_rock(self, landing: int) -> int:
        totals = [self.roll(6, "Throw a Rock") + self.fame[t] for t in (0, 1)]
        for t in (0, 1):
            if totals[t] <= totals[1 - t]:
                self._rock_hits(t)
        return landing

    def _rock_hits(self, team: int) -> None:
        on_pitch = {p.number: p for p in self.team_players[team] if p.where == FIELD}
        if not on_pitch:
            return  # §19 item 12: nobody to hit, so no endless D16
        for _ in range(1000):
            p = on_pitch.get(self.roll(16, "Throw a Rock: who"))
            if p is not None:
                break
        else:  # pragma: no cover
            return
        self.log({"t": "rock", "player": p.id})
        self.injury_roll(p, why="injury (Throw a Rock)")

    def ko_pitch_invasion(self, landing: int) -> int:
        for t in (0, 1):
            for p in self.team_players[1 - t]:
                if p.where != FIELD:
                    continue
                r = self.roll(6, "Pitch Invasion")
                if r != 1 and r + self.fame[t] >= 6:
                    p.status = STUNNED
                    self.log({"t": "status", "player": p.id, "status": STUNNED, "why": "Pitch Invasion"})
        return landing

    def blitz_turn_over(self) -> None:
        """The Blitz! free turn is over: the ball comes down and the receiving team's first turn begins."""
        self.phase = ""
        self.land_kick(self.ball_in_air)
        self.first_turn_of_drive()

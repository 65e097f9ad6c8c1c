"""Bots for the classic game: a random coach for fuzzing, and the scripted coach taught to pass and hand off.

The scripted coach is Dungeon Bowl's ScriptedCoach (engine/ai/coach.py) — blocks, blitzes, escorts, fouls,
re-roll sense — with what a pitch game adds: kicking and setting up (§2, §4), and a passing game (§9.2,
§14.3): a hand-off or a pass to a team-mate further up the pitch who can score this turn, receivers running
ahead of the ball, and a throw forward when a receiver is open.
"""

from __future__ import annotations

from engine.ai.coach import ScriptedCoach, open_bfs
from engine.match.bots import RandomBot

_ROWS: dict = {}


def _chebyshev_row(pitch, t: int) -> list[int]:
    row = _ROWS.get(t)
    if row is None:
        w = pitch.width
        tx, ty = t % w, t // w
        row = _ROWS[t] = [max(abs(s % w - tx), abs(s // w - ty)) for s in range(pitch.size)]
    return row


class ClassicRandomBot(RandomBot):
    """Random legal play; concedes very rarely (the fuzz still reaches §11.6)."""

    WEIGHTS = {**RandomBot.WEIGHTS, "concede": 0.002}


ROLE_KEYS = {
    "line": lambda p: (p.st, p.av, -p.ma),
    "receiver": lambda p: (p.ma, "Catch" in p.skills, -p.st),
    "thrower": lambda p: ("Pass" in p.skills, "Sure Hands" in p.skills, -p.ag),
    "back": lambda p: (p.ma + p.st, -p.ag),
}


class ClassicCoach(ScriptedCoach):
    def __init__(self, seed) -> None:
        super().__init__(seed)
        self.plan: tuple | None = None  # ("handoff" | "pass", receiver id) for the carrier's activation

    def distances(self, m, targets) -> list[int]:
        """Steps to the nearest target, players ignored: on the open pitch, the Chebyshev distance (no search)."""
        key = tuple(sorted(targets))
        found = self._dist.get(key)
        if found is None:
            rows = [_chebyshev_row(m.dungeon, t) for t in key]
            found = rows[0] if len(rows) == 1 else list(map(min, *rows))
            if len(self._dist) > 512:
                self._dist.clear()
            self._dist[key] = found
        return found

    def distances_at_players(self, m, targets) -> list[int]:
        return self.distances(m, targets)  # no search to stop early: the rows are worked out whole

    def distances_near(self, m, targets, sq: int) -> list[int]:
        return self.distances(m, targets)

    def open_distances(self, m, targets, mover) -> list[int]:
        """Dungeon Bowl's path around the players when the mover could get there this turn (else straight
        on), remembered while nothing has happened since (the event log only grows, so its length dates it)."""
        plain = self.distances(m, targets)
        if plain[mover.sq] > mover.ma + 5:  # MA, two Going For It, three to stand up
            return plain
        key = (len(m.events), mover.idx, tuple(targets))
        if getattr(self, "_open_key", None) != key:
            self._open_key, self._open = key, open_bfs(m, targets, mover)
        return self._open

    def open_within(self, m, targets, mover, limit: int) -> bool:
        return self.open_distances(m, targets, mover)[mover.sq] <= limit  # by this coach's own way round the pieces

    # Dungeon Bowl's Pass and Throw Team-mate plans judge its ranges (§6.6); on the pitch the passing game is
    # this coach's own (_scoring_play, _hand_forward, _forward_pass).
    def _pass(self, m, declares, carrier, team):
        return None

    def _throw_carrier(self, m, declares, carrier, team):
        return None

    # -- the team turn ----------------------------------------------------------------------------------
    def turn_action(self, m, actions):
        team = m.active
        carrier = m.carrier
        if carrier is not None and carrier.team == team:
            declares = {a[1]: a for a in actions if a[0] == "declare" and a[2] == "move"}
            ez = self.ez_distances(m, team)
            if carrier.id in declares and not self._can_reach(
                    m, carrier, self.open_distances(m, m.dungeon.end_zones[m.opp_ez(team)], carrier)):
                play = self._scoring_play(m, actions, carrier, ez, declares) \
                    or self._hand_forward(m, actions, carrier, ez, declares)
                if play is not None:
                    return play
                runner = self._receiver_to_run(m, carrier, ez, declares)
                if runner is not None:
                    self.forward.add(runner.idx)
                    return ("declare", runner.id, "move", None)
                throw = self._forward_pass(m, actions, carrier, ez)
                if throw is not None:
                    return throw
        return super().turn_action(m, actions)

    def _scoring_play(self, m, actions, carrier, ez, declares):
        """A hand-off or pass to an unactivated team-mate who can then run in (§14.3, §9.2)."""
        team = carrier.team
        for kind in ("handoff", "pass"):
            if ("declare", carrier.id, kind, None) not in actions:
                continue
            for pid in declares:
                q = m.player(pid)
                if q is carrier or not q.standing:
                    continue
                gap = m.dungeon.distance(carrier.sq, q.sq)
                if kind == "handoff" and gap > max(1, carrier.ma - m.mp_used - 1):
                    continue
                if kind == "pass" and (gap > 6 or m.count_marking(q.sq, team) or m.count_marking(carrier.sq, team)):
                    continue
                if ez[q.sq] <= q.ma + 1 and ez[q.sq] + 2 < ez[carrier.sq]:
                    self.plan = (kind, q.id)
                    return ("declare", carrier.id, kind, None)
        return None

    def _hand_forward(self, m, actions, carrier, ez, declares):
        """A hand-off to a free team-mate up the pitch within the carrier's reach, who then runs on (§14.3)."""
        if ("declare", carrier.id, "handoff", None) not in actions or not carrier.standing:
            return None
        best, best_key = None, None
        for pid in declares:
            q = m.player(pid)
            if q is carrier or not q.standing or m.count_marking(q.sq, q.team):
                continue
            gap = m.dungeon.distance(carrier.sq, q.sq)
            ahead = ez[q.sq] + 2 <= ez[carrier.sq] or (q.ma > carrier.ma and ez[q.sq] <= ez[carrier.sq])
            if gap - 1 > carrier.ma - 2 or not ahead:
                continue
            key = (ez[q.sq] - q.ma, gap)
            if best_key is None or key < best_key:
                best, best_key = q, key
        if best is None:
            return None
        self.plan = ("handoff", best.id)
        return ("declare", carrier.id, "handoff", None)

    def _receiver_to_run(self, m, carrier, ez, declares):
        """A fast, free player runs ahead of the ball, to be thrown to."""
        best, best_key = None, None
        for pid in declares:
            p = m.player(pid)
            if p is carrier or not p.standing or p.idx in self.forward or m.count_marking(p.sq, p.team):
                continue
            if p.ma < 6 or ez[p.sq] + 1 < ez[carrier.sq] - 8:
                continue  # slow, or already far enough ahead
            key = (-("Catch" in p.skills), -p.ma, ez[p.sq])
            if best_key is None or key < best_key:
                best, best_key = p, key
        if best is not None and len(self.forward) < 2:
            return best
        return None

    def _forward_pass(self, m, actions, carrier, ez):
        if ("declare", carrier.id, "pass", None) not in actions or m.count_marking(carrier.sq, carrier.team):
            return None
        for q in m.players_of(carrier.team):
            if q is carrier or not q.standing or m.count_marking(q.sq, q.team):
                continue
            reach = 9 if "Pass" in carrier.skills else 6  # Long Passes only for a thrower with the Pass skill
            if m.weather == "blizzard":
                reach = 6  # §15: no Long Pass in a Blizzard
            if ez[q.sq] + 3 <= ez[carrier.sq] and m.dungeon.distance(carrier.sq, q.sq) <= reach:
                self.plan = ("pass", q.id)
                return ("declare", carrier.id, "pass", None)
        return None

    # -- inside an activation -------------------------------------------------------------------------
    def activation_action(self, m, actions):
        p = m.act
        if self.plan is not None and p is m.carrier and m.act_kind in ("handoff", "pass"):
            kind, rid = self.plan
            receiver = m.player(rid)
            if receiver.standing:
                if kind == "handoff":
                    if ("handoff", rid) in actions:
                        self.plan = None
                        return ("handoff", rid)
                    steps = [a for a in actions if a[0] == "move"]
                    dist = self.distances(m, list(m.dungeon.adj[receiver.sq]))
                    step = self._step(m, p, steps, dist, how="on", rush=False, careful=True)
                    if step is not None:
                        return step
                elif ("pass", receiver.sq) in actions:
                    self.plan = None
                    return ("pass", receiver.sq)
            self.plan = None
        return super().activation_action(m, actions)

    # -- decisions ---------------------------------------------------------------------------------------
    def choose(self, m, decision: str, options: list):
        team = self.team_of(m, self)
        if decision in ("kick_or_receive", "kick_or_receive_extra_time"):
            return "receive" if "receive" in options else options[0]
        if decision == "formation":
            return "offence" if m.receiving == team and m.kicking != team else "defence"
        if decision == "setup_player":
            return max(options, key=ROLE_KEYS.get(m.setup_role, ROLE_KEYS["back"]))
        if decision == "kick_square":
            # Deep and central: the receivers have furthest to run.
            x_goal = 3 if m.end_zone_of(1 - team) == 0 else m.dungeon.width - 4
            return min(options, key=lambda s: (abs(s % m.dungeon.width - x_goal) + abs(s // m.dungeon.width - 7), s))
        if decision == "touchback":
            return max(options, key=ROLE_KEYS["thrower"])
        if decision == "interceptor":
            return next((o for o in options if o is not None), None)
        if decision == "push_square" and "crowd" in options:
            return "crowd"
        if decision in ("perfect_defence", "high_kick", "quick_snap"):
            return options[0] if decision != "high_kick" else next((o for o in options if o is not None), None)
        return super().choose(m, decision, options)

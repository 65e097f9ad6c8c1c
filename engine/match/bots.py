"""Bots: a coach that picks actions. The random bot ships with the engine (a baseline and a fuzzer).

A bot is any object with two methods (engine.match.core documents the action tuples):

    act(match) -> action            called when the bot's team must act; pick from match.legal_actions()
    choose(match, decision, options) -> one of options
                                    a decision inside a procedure: "block_die", "push_square", "follow_up",
                                    "team_reroll", "block_reroll", "interferer", "setup_player",
                                    "setup_square", "place_chest", "place_portal", "end_zone"

A bot that needs randomness keeps its own seeded generator: the match's dice are for the rules only.
"""

from __future__ import annotations

import random
from typing import Protocol


class Bot(Protocol):
    def act(self, match): ...

    def choose(self, match, decision: str, options: list): ...


class RandomBot:
    """Picks an action type at random, then one action of that type; ending early is made rare."""

    WEIGHTS = {"end_turn": 0.1, "end_activation": 0.25}

    def __init__(self, seed=None) -> None:
        self.rng = random.Random(seed)

    def act(self, match):
        actions = match.legal_actions()
        groups: dict[str, list] = {}
        for a in actions:
            key = a[0] if a[0] != "declare" else "declare:" + a[2]
            groups.setdefault(key, []).append(a)
        keys = list(groups)
        weights = [self.WEIGHTS.get(k, 1.0) for k in keys]
        key = self.rng.choices(keys, weights)[0]
        return self.rng.choice(groups[key])

    def choose(self, match, decision: str, options: list):
        return self.rng.choice(options)


class ScrambleBot(RandomBot):
    """A random bot with a sense of direction: it brings players in, heads for the Chests, the ball, the
    ball carrier or the End Zone, and only sometimes does something random. Good for livelier fuzzing
    and benchmarks; no look-ahead."""

    def __init__(self, seed=None, randomness: float = 0.15) -> None:
        super().__init__(seed)
        self.randomness = randomness

    def act(self, match):
        if self.rng.random() < self.randomness:
            return super().act(match)
        actions = match.legal_actions()
        choice = self._turn(match, actions) if match.act is None else self._activation(match, actions)
        return choice if choice is not None else super().act(match)

    # -- helpers ----------------------------------------------------------------------------------------
    def _goal(self, m, p):
        """The square this player heads for, and whether it wants to stand on it or next to it."""
        d = m.d
        if m.carrier is p:
            return None, "score"
        if m.carrier is not None:
            return m.carrier.sq, "next" if m.carrier.team != p.team else "escort"
        if m.ball_sq >= 0:
            return m.ball_sq, "on"
        if m.chests:
            return min(m.chests, key=lambda c: d.distance(p.sq, c)), "next"
        return None, None

    def _turn(self, m, actions):
        team = m.active
        bench = [a for a in actions if a[0] == "bench"]
        if bench:
            return bench[0]
        declares = [a for a in actions if a[0] == "declare"]
        if not declares:
            return ("end_turn",)
        carrier = m.carrier
        if carrier is not None and carrier.team != team:
            blitz = [a for a in declares if a[2] == "blitz" and a[3] == carrier.id]
            if blitz:
                return min(blitz, key=lambda a: m.d.distance(m.player(a[1]).sq, carrier.sq))
        blocks = [a for a in declares if a[2] == "block"]
        if blocks and self.rng.random() < 0.5:
            return self.rng.choice(blocks)
        moves = [a for a in declares if a[2] == "move"]
        if carrier is not None and carrier.team == team and ("declare", carrier.id, "move", None) in moves:
            return ("declare", carrier.id, "move", None)
        if moves:
            return self.rng.choice(moves)
        return ("end_turn",)

    def _activation(self, m, actions):
        p = m.act
        d = m.d
        for a in actions:
            if a[0] in ("open_chest", "block"):
                return a
        steps = [a for a in actions if a[0] == "move"]
        if m.carrier is p:
            dist = d.path_distances(m.opp_ez(p.team))
            best = min(steps, key=lambda a: dist[a[1]], default=None)
            if best is not None and dist[best[1]] < dist[p.sq] and (m.mp_used < p.ma or dist[best[1]] <= 1):
                return best
            return ("end_activation",)
        goal, how = self._goal(m, p)
        if goal is None or m.mp_used >= p.ma or not steps:
            return ("end_activation",)
        here = d.distance(p.sq, goal)
        if how in ("next", "escort") and here <= 1:
            return ("end_activation",)
        best = min(steps, key=lambda a: d.distance(a[1], goal))
        if d.distance(best[1], goal) < here:
            return best
        return ("end_activation",)

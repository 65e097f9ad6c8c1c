"""Bots: a coach that picks actions. The random bot ships with the engine (a baseline and a fuzzer)."""

from __future__ import annotations

import random


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

"""Tiddlywinks paired round by round: a planner that pairs each team once with every other, a bye for the odd
one out, and refuses a rematch arranged before every pair has met. Registered from tests/ only."""

from __future__ import annotations

from itertools import combinations

from engine.breach import RuleBreach, RuleError
from tests.toy_game import Tiddlywinks


class PlannedTiddlywinks(Tiddlywinks):
    pairing = "planner"

    def plan_next_round(self, teams, games):
        met = {frozenset(g) for g in games}
        busy: set = set()
        round_ = []
        for a, b in combinations(sorted(teams), 2):
            if frozenset((a, b)) not in met and not {a, b} & busy:
                round_.append((a, b))
                busy |= {a, b}
        if not round_:
            raise RuleError("Rule 9", "every pair has met once")
        return round_

    def arrangement_breaches(self, teams, games, home, away, *, names=None):
        if frozenset((home, away)) in {frozenset(g) for g in games}:
            return [RuleBreach("Rule 9", f"{names[home]} and {names[away]} have met already")]
        return []


def build() -> PlannedTiddlywinks:
    return PlannedTiddlywinks(key="planned_tiddlywinks", name="Planned Tiddlywinks")

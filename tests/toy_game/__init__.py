"""A sixth game for the tests: Tiddlywinks, registered from tests/ without touching league/ or matches/.

It answers the ruleset contract with its own rules: 2 to 4 sides, a reported score plus squidgers lost,
2 league points for a win, none for a draw (a league setting makes it 1), ties broken by winks potted.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.rulesets.contract import Column, Field, RuleBreach, SideResult
from engine.rulesets.model import Ruleset


class Tiddlywinks(Ruleset):
    min_sides, max_sides = 2, 4
    score_label = "Winks"
    free_team_choice = True
    settings_schema = (Field("point_for_a_draw", "A point for a draw", False, "draws earn 1 league point"),)
    side_fields = (Field("squidgers_lost", "Squidgers lost", 0, maximum=6),)

    def check_result(self, sides, match, *, stage="league", context=None):
        breaches = super().check_result(sides, match, stage=stage, context=context)
        return breaches + [RuleBreach("Rule 3", f"no side pots more than 24 winks, not {s.score}")
                           for s in sides if s.score > 24]

    def league_points(self, side: SideResult, *, settings: Mapping) -> int:
        return {"win": 2, "draw": 1 if settings.get("point_for_a_draw") else 0, "loss": 0}[side.result]

    def standings_columns(self, settings: Mapping) -> tuple[Column, ...]:
        return (Column("winks", "Winks", source="score"), Column("squidgers_lost", "Lost", higher_is_better=False))

    def tie_breakers(self, settings: Mapping) -> tuple[str, ...]:
        return ("winks",)


def build() -> Tiddlywinks:
    return Tiddlywinks(key="tiddlywinks", name="Tiddlywinks")

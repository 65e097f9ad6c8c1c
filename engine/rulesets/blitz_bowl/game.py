"""Blitz Bowl's answers to the competition core (engine/rulesets/contract.py), from §10-§18.

A report gives, per coach, the tallies the score in points is computed from (§10, §14) and the Coach
Traits used (§18.8); for the game, how it ended (§16) and whether the End-Game deck was used (§17.1).
League games give 3/1/0 league points (§18.3); finals none (§18.4). Coaches level on league points
are ordered by score difference, Challenge cards claimed, injuries caused (docs/decisions.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.blitz_bowl import pairing, results, traits
from engine.blitz_bowl.breaches import BlitzRuleError
from engine.breach import RuleError, gettext_noop
from engine.rulesets.contract import Column, Field, SideResult
from engine.rulesets.model import Ruleset

TALLIES = ("touchdowns", "cards_claimed", "card_points", "sweeps", "injuries_caused")
LABELS = {"touchdowns": "Touchdowns", "cards_claimed": "Challenge cards claimed",
          "card_points": "Challenge card points (printed values)", "sweeps": "Sweeps",
          "injuries_caused": "Injuries caused"}
SECTIONS = {"touchdowns": "§10", "cards_claimed": "§14.2", "card_points": "§14.2", "sweeps": "§14.4",
            "injuries_caused": "§18.3"}
# Knock-out stages where a level score is allowed: only the third-place game may end drawn (§18.6).
DRAWN_STAGES = ("league", "friendly", "third_place")


def side_of(data: Mapping) -> results.Side:
    return results.Side(**{k: int(data.get(k, 0)) for k in TALLIES},
                        traits_used=frozenset(data.get("traits_used") or ()))


class BlitzBowl(Ruleset):
    score_label = "Points"
    pairing = "planner"  # round by round, so every coach reaches 10 games without an immediate rematch (§18.2)
    # Line-ups are not in the source (§1.2): a coach names the team chosen, today on Blitz Bowl's own
    # joining page (games/blitz_bowl/services.py), not through the core's team creation.
    free_team_choice = False
    playoff_formats = (("final", "The top two play the final (§18.4)"),
                       ("quarter_finals", "The top eight play quarter-finals, semi-finals, the final and a "
                                          "third-place game (§18.5)"))
    settings_schema = (
        Field("quarter_finals", "Top eight play quarter-finals", False,
              "The top eight play quarter-finals (1v8, 2v7, 3v6, 4v5), semi-finals, the final and a "
              "third-place game; otherwise the top two play the final. Needs at least eight coaches.", "§18.5"),
    )
    side_fields = (
        *(Field(k, LABELS[k], 0, section=SECTIONS[k], maximum=99) for k in TALLIES),
        Field("traits_used", "Coach Traits used this game", (), section="§18.8",
              choices=tuple((t.key, t.name) for t in traits.TRAITS)),
    )
    match_fields = (
        Field("ending", "How the game ended", results.Ending.END_OF_DECK, section="§16",
              choices=((results.Ending.SUDDEN_DEATH, "Sudden Death (a 10-point lead)"),
                       (results.Ending.END_OF_DECK, "End of the Challenge deck"))),
        Field("end_game_rule", "The End-Game deck was used", False, section="§17.1"),
    )

    def score_of(self, data: Mapping, *, reported_score: int = 0) -> int:
        return side_of(data).score

    def check_result(self, sides: Sequence[SideResult], match: Mapping, *, stage: str = "league",
                     context: Mapping | None = None) -> list:
        breaches = super().check_result(sides, match, stage="league", context=context)
        if breaches:
            return breaches
        held = context or {}
        home, away = sides
        return results.check_game(
            side_of(home.data), side_of(away.data), ending=match.get("ending", ""),
            end_game_rule=bool(match.get("end_game_rule")), draw_allowed=stage in DRAWN_STAGES,
            home_traits=held.get(home.team, ()), away_traits=held.get(away.team, ()))

    def plan_next_round(self, teams, games):
        try:
            round_ = pairing.next_round(teams, games)
        except BlitzRuleError as error:
            raise RuleError(error.breaches[0].rule, error.breaches[0].message) from None
        if not round_:
            raise RuleError("§18.2", gettext_noop('every coach has been paired for all {games_each} league games', games_each=pairing.GAMES_EACH))
        return round_

    def arrangement_breaches(self, teams, games, home, away, *, names=None):
        return pairing.dead_end_breaches(teams, games, home, away, names=names)

    def standings_columns(self, settings: Mapping) -> tuple[Column, ...]:
        return (Column("points_scored", "Scored", source="score"),
                Column("points_conceded", "Conceded", source="score_against", higher_is_better=False),
                Column("score_difference", "Difference", source="difference"),
                Column("cards_claimed", "Cards"),
                Column("injuries_caused", "Injuries"))

    def tie_breakers(self, settings: Mapping) -> tuple[str, ...]:
        return ("score_difference", "cards_claimed", "injuries_caused")

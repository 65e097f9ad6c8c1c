"""Blitz Bowl (Season 2) as a ruleset entry: its league terms and numbers (rules/blitz-bowl.md §18).

Blitz Bowl has no gold, re-rolls or position limits, and its digest prints no team line-ups (§1.2):
a coach names the team they chose, so `rosters` and `skills` are empty. The league rules themselves
are pure functions in engine/blitz_bowl/.
"""

from __future__ import annotations

from types import MappingProxyType

from engine import blitz_bowl
from engine.blitz_bowl.pairing import GAMES_EACH, MIN_COACHES
from engine.blitz_bowl.results import LEAGUE_POINTS
from engine.blitz_bowl.teams import TEAMS
from engine.blitz_bowl.terms import TERMS
from engine.blitz_bowl.traits import TRAITS
from engine.rulesets.blitz_bowl.game import BlitzBowl


def build() -> BlitzBowl:
    return BlitzBowl(
        key="blitz_bowl",
        name="Blitz Bowl",
        team_budget=0,  # no gold in Blitz Bowl
        reroll_cost=0,
        reroll_cost_after_creation=0,
        max_rerolls_at_creation=0,
        min_players=6,  # "each team has six players" (§1.2, §3)
        max_players=6,
        rosters=MappingProxyType({}),  # line-ups are not in the source (§1.2): the team chosen is free text
        skills=MappingProxyType({}),
        tables=blitz_bowl,
        extras=MappingProxyType({
            "terms": MappingProxyType(TERMS),
            "games_each": GAMES_EACH,  # §18.2
            "min_coaches": MIN_COACHES,  # §18.1
            "league_points": MappingProxyType(LEAGUE_POINTS),  # §18.3
            "coach_traits": TRAITS,  # §18.8
            "free_team_choice": True,
            "teams": TEAMS,  # the teams a coach may choose (§1.2, §18.1)
        }),
    )

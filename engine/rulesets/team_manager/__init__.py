"""Blood Bowl: Team Manager – The Card Game as a ruleset (rules/team-manager.md): a season of five weeks in
which 2-4 managers collect fans; a league of such seasons is a series with a Manager of the Year.

data.py holds the teams, skills, cheat tokens and quick-reference numbers; scoring.py the matchup scoring
helper (§9-§12); season.py the weeks, the fan track and the end of the season (§14); game.py the answers to
the competition core.
"""

from __future__ import annotations

from types import MappingProxyType

from engine.rulesets.team_manager import data, scoring, season
from engine.rulesets.team_manager.game import TeamManager


def build() -> TeamManager:
    return TeamManager(
        key="team_manager",
        name="Team Manager",
        rosters=MappingProxyType({}),  # the card teams are chosen per season (data.TEAMS), not a roster of positions
        skills=MappingProxyType({}),  # the named skills of §17 are card texts: data.SKILLS
        extras=MappingProxyType({
            "teams": data.TEAMS,
            "skills": data.SKILLS,
            "cheat_tokens": data.CHEAT_TOKENS,
            "quick_reference": data.QUICK_REFERENCE,
            "spike_decks": data.SPIKE_DECKS,
            "scoring": scoring,
            "season": season,
        }),
    )

"""Kaosball (rules/kaosball.md) as a ruleset: 2-4 teams per match, league matches head-to-head, the pre-game
auction (auction.py), the match scoring (scoring.py), what a league team keeps (league.py), the components
(data.py) and a simulator that plays an unplayed league match out (simulate.py).
"""

from __future__ import annotations

from types import MappingProxyType

from engine.rulesets.kaosball import data, scoring
from engine.rulesets.kaosball.game import Kaosball


def build() -> Kaosball:
    return Kaosball(
        key="kaosball",
        name="Kaosball",
        min_players=data.FIGURES_ON_PITCH,  # a team that cannot field 5 figures is annihilated (§21.4, §24.2)
        max_players=data.RUNNERS_PER_TEAM + data.BRUISERS_PER_TEAM,  # 7 runners + 6 bruisers (§1, §12.2)
        tables=scoring,
        extras=MappingProxyType({
            "teams": data.TEAM,
            "figure_types": data.FIGURE_TYPE,
            "upgrade_tiles": data.UPGRADE_TILE,
            "ringers": data.RINGER_BY_KEY,
            "cards": data.CARD,
            "markers": data.MARKERS,
            "free_team_choice": True,
        }),
    )

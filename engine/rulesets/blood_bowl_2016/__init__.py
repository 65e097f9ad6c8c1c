"""Blood Bowl 2016 (the boxed game): the Human and Orc team lists, team creation, the Advanced Rules as league
settings, result checks; the match engine on the classic pitch is engine/classic/.

Source: the digest rules/blood-bowl-2016.md (the reduced Italian rulebook). Section numbers refer to it.
"""

from __future__ import annotations

from types import MappingProxyType

from engine.rulesets.blood_bowl_2016 import tables
from engine.rulesets.blood_bowl_2016.game import BloodBowl2016
from engine.rulesets.blood_bowl_2016.rosters import BOXED_TEAMS, ROSTERS
from engine.rulesets.blood_bowl_2016.skills import SKILLS


def build() -> BloodBowl2016:
    return BloodBowl2016(
        key="blood_bowl_2016",
        name="Blood Bowl 2016",
        team_budget=1_000_000,  # §13 step 2
        reroll_cost=50_000,  # each roster sets its own (Humans 50,000, Orcs 60,000)
        reroll_cost_after_creation=0,  # the seed has no campaign: nothing is bought after creation
        max_rerolls_at_creation=8,  # §1.3: the dugout's re-roll track runs 1-8
        min_players=11,  # §13 step 3
        max_players=16,
        rosters=MappingProxyType({r.key: r for r in ROSTERS}),
        skills=MappingProxyType(SKILLS),
        tables=tables,
        extras=MappingProxyType({
            "boxed_teams": MappingProxyType(BOXED_TEAMS),
            "max_fan_factor": 9,  # the published 2016 team creation caps Fan Factor at 9 (docs/decisions.md)
            "characteristics": "2016",  # AG 1-6 (§7.2 table) and AV broken by a roll greater than it (§8.1)
            "team_sections": MappingProxyType(dict.fromkeys(("roster", "positions", "players", "rerolls", "budget"),
                                                             "§13")),
            "roster_word": "team list",
        }),
    )

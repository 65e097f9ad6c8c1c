"""Dungeon Bowl (Blood Bowl 2020 rules in a dungeon): rosters, skills and campaign tables.

Source: /work/shared/rules/dungeon-bowl.md (the digest). Section numbers in comments refer to it.
"""

from __future__ import annotations

from types import MappingProxyType

from engine.rulesets.dungeon_bowl import tables
from engine.rulesets.dungeon_bowl.game import DungeonBowl
from engine.rulesets.dungeon_bowl.inducements import GROUP_LIMITS, INDUCEMENTS
from engine.rulesets.dungeon_bowl.rosters import ROSTERS
from engine.rulesets.dungeon_bowl.skills import load_skills
from engine.rulesets.dungeon_bowl.sponsors import SPONSORS


def build() -> DungeonBowl:
    return DungeonBowl(
        key="dungeon_bowl",
        name="Dungeon Bowl",
        team_budget=1_000_000,  # §4.2
        reroll_cost=50_000,  # §4.6
        reroll_cost_after_creation=100_000,  # §4.6, §7.4.1: double cost
        max_rerolls_at_creation=8,  # §4.6
        min_players=11,  # §4.4
        max_players=16,  # §4.4
        rosters=MappingProxyType({r.key: r for r in ROSTERS}),
        skills=MappingProxyType(load_skills()),
        inducements=MappingProxyType({i.key: i for i in INDUCEMENTS}),
        sponsors=MappingProxyType({s.key: s for s in SPONSORS}),
        tables=tables,
        extras=MappingProxyType({"inducement_group_limits": MappingProxyType(GROUP_LIMITS)}),
    )

"""Which ruleset's tables a campaign function reads: the one passed, else Dungeon Bowl."""

from __future__ import annotations

import engine.rulesets


def ruleset_or_default(ruleset=None):
    return ruleset if ruleset is not None else engine.rulesets.get("dungeon_bowl")


def tables_of(ruleset=None):
    return ruleset_or_default(ruleset).tables

"""Rulesets looked up by name: `engine.rulesets.get("dungeon_bowl")`.

Each ruleset is a package exposing `build() -> Ruleset`; it is built once, on first use.
A new ruleset (e.g. Blood Bowl 2016) is added to _BUILDERS and nothing else changes.
"""

from __future__ import annotations

import importlib

from engine.rulesets.model import (
    CATEGORIES,
    CATEGORY_LETTERS,
    SKILL_CATEGORIES,
    Inducement,
    Position,
    PositionGroup,
    Roster,
    Ruleset,
    Skill,
    Sponsor,
)

__all__ = [
    "CATEGORIES", "CATEGORY_LETTERS", "SKILL_CATEGORIES", "Inducement", "Position", "PositionGroup",
    "Roster", "Ruleset", "Skill", "Sponsor", "get", "names",
]

_BUILDERS = {"dungeon_bowl": "engine.rulesets.dungeon_bowl", "blitz_bowl": "engine.rulesets.blitz_bowl"}
_BUILT: dict[str, Ruleset] = {}


def names() -> list[str]:
    return list(_BUILDERS)


def get(name: str) -> Ruleset:
    if name not in _BUILDERS:
        raise KeyError(f"no ruleset named {name!r}; known rulesets: {', '.join(_BUILDERS)}")
    if name not in _BUILT:
        _BUILT[name] = importlib.import_module(_BUILDERS[name]).build()
    return _BUILT[name]

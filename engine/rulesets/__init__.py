"""The registry of games: `engine.rulesets.get("dungeon_bowl")`, `available()`, `register(...)`.

Each ruleset is a package under engine/rulesets/<key>/ exposing `build() -> Ruleset` (a subclass
answering the contract of engine/rulesets/contract.py); it is built once, on first use. A new game is
one folder plus one line in _BUILDERS (the registration list); a test may `register` a toy game.
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
    "Roster", "Ruleset", "Skill", "Sponsor", "available", "get", "names", "register", "unregister",
]

_BUILDERS = {
    "dungeon_bowl": "engine.rulesets.dungeon_bowl",
    "blitz_bowl": "engine.rulesets.blitz_bowl",
    "blood_bowl_2016": "engine.rulesets.blood_bowl_2016",
    "team_manager": "engine.rulesets.team_manager",
    "kaosball": "engine.rulesets.kaosball",
}
_BUILT: dict[str, Ruleset] = {}
# The game a new league plays unless its commissioner chooses another (the league form's first choice).
DEFAULT = "dungeon_bowl"


def names() -> list[str]:
    return list(_BUILDERS)


def available() -> list[tuple[str, str]]:
    """(key, name) of every registered game, in registration order (a league's choice of game)."""
    return [(key, get(key).name) for key in _BUILDERS]


def register(key: str, module: str) -> None:
    """Add a game whose package `module` exposes build(); its ruleset's key must be `key`."""
    _BUILDERS[key] = module
    _BUILT.pop(key, None)


def unregister(key: str) -> None:
    _BUILDERS.pop(key, None)
    _BUILT.pop(key, None)


def get(name: str) -> Ruleset:
    if name not in _BUILDERS:
        raise KeyError(f"no ruleset named {name!r}; known rulesets: {', '.join(_BUILDERS)}")
    if name not in _BUILT:
        ruleset = importlib.import_module(_BUILDERS[name]).build()
        if ruleset.key != name:
            raise ValueError(f"{_BUILDERS[name]} builds {ruleset.key!r}, registered as {name!r}")
        _BUILT[name] = ruleset
    return _BUILT[name]

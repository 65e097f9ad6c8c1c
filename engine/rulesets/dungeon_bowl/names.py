"""Default names for new players, per College (names.json): a given name and a family name drawn with the
seeded dice (every roll logged), avoiding names the team already uses. A coach names a player at hiring or
renames him later; these are only the default."""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from engine.dice import Dice

TRIES = 6  # redraws before a number is added to keep the name unique


@cache
def name_lists() -> dict[str, dict[str, tuple[str, ...]]]:
    raw = json.loads((Path(__file__).with_name("names.json")).read_text(encoding="utf-8"))
    return {key: {part: tuple(words) for part, words in lists.items()} for key, lists in raw.items()
            if not key.startswith("_")}


def random_name(college_key: str, dice: Dice, *, taken: Iterable[str] = ()) -> str:
    """A name for a player of `college_key` that the team does not use yet."""
    lists = name_lists()[college_key]
    used = set(taken)
    name = ""
    for _ in range(TRIES):
        name = f"{dice.choice(lists['given'], 'player name: given')} {dice.choice(lists['family'], 'player name: family')}"
        if name not in used:
            return name
    n = 2
    while f"{name} {n}" in used:
        n += 1
    return f"{name} {n}"


def random_names(college_key: str, dice: Dice, count: int, *, taken: Iterable[str] = ()) -> list[str]:
    used = set(taken)
    names = []
    for _ in range(count):
        name = random_name(college_key, dice, taken=used)
        used.add(name)
        names.append(name)
    return names

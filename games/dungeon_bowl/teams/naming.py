"""Default player names (engine/rulesets/dungeon_bowl/names.py): drawn with the server's dice, per College,
none the team already uses. A player named by the coach keeps that name."""

from __future__ import annotations

import secrets

from engine.dice import Dice
from engine.rulesets.dungeon_bowl.names import name_lists, random_names


def new_dice() -> Dice:
    """The server's dice for names; tests replace this to force them."""
    return Dice(secrets.token_hex(8))


def default_names(team, count: int, *, dice: Dice | None = None) -> list[str]:
    if team.roster not in name_lists():
        return [""] * count
    taken = set(team.players.values_list("name", flat=True)) if team.pk else set()
    return random_names(team.roster, dice or new_dice(), count, taken=taken)


def names_for_hires(college_key: str, hires: dict, positions, *, dice: Dice | None = None) -> dict[str, list[str]]:
    """A default name for every player of a new team, by position (create_team's player_names)."""
    if college_key not in name_lists():
        return {}
    total = sum(hires.get(p.key, 0) for p in positions)
    names = iter(random_names(college_key, dice or new_dice(), total))
    return {p.key: [next(names) for _ in range(hires.get(p.key, 0))] for p in positions if hires.get(p.key)}

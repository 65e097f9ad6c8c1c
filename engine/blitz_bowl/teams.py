"""The teams a Blitz Bowl coach may choose (§1.2, §18.1). The digest prints no line-ups: a Blitz Bowl team is
one of Blood Bowl's teams in a six-player line-up (its example coach plays Dwarfs against Humans), so the choice
is Blood Bowl's teams by name (docs/decisions.md)."""

from __future__ import annotations

TEAMS: tuple[str, ...] = (
    "Amazons", "Black Orcs", "Chaos Chosen", "Chaos Dwarfs", "Chaos Renegades", "Dark Elves", "Dwarfs",
    "Elven Union", "Gnomes", "Goblins", "Halflings", "High Elves", "Humans", "Imperial Nobility", "Khorne",
    "Lizardmen", "Necromantic Horror", "Norse", "Nurgle", "Ogres", "Old World Alliance", "Orcs",
    "Shambling Undead", "Skaven", "Snotlings", "Tomb Kings", "Underworld Denizens", "Vampires", "Wood Elves",
)
_BY_NAME = {name.casefold(): name for name in TEAMS}


def team_named(name: str) -> str | None:
    """The team's name as the list spells it, whatever the case typed; None when there is no such team."""
    return _BY_NAME.get((name or "").strip().casefold())

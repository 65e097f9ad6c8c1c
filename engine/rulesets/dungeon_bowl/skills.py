"""The Dungeon Bowl skill and trait catalogue (digest §13.2-§13.7), loaded from skills.json.

Traits with a value in brackets are catalogued once per value the rosters and rules use, under the
exact name a player carries ("Loner (4+)"), so a skill is always looked up by its printed name.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.rulesets.model import Skill

_CATALOGUE = Path(__file__).with_name("skills.json")

# "Loner (X+)" as printed in §13.7, and the values rosters (§14) and journeymen (§5.2) use.
_PARAMETERISED = {"Loner (X+)": ("Loner (3+)", "Loner (4+)")}


def load_skills() -> dict[str, Skill]:
    skills: dict[str, Skill] = {}
    for row in json.loads(_CATALOGUE.read_text(encoding="utf-8")):
        names = _PARAMETERISED.get(row["name"], (row["name"],))
        for name in names:
            text = row["text"]
            if name != row["name"]:
                value = name[name.index("(") + 1 : name.index("+")]
                text = text.replace("X or more", f"{value} or more")
            skills[name] = Skill(name=name, category=row["category"], mandatory=row["mandatory"], text=text)
    return skills

"""The skills the boxed players carry (§10.3): all five the reduced rulebook describes."""

from __future__ import annotations

from engine.rulesets.model import Skill

# (name, category, text) — §10.3's table; the categories are the 2016 skill lists'.
_ROWS = (
    ("Block", "General", "Both Down: a player with Block is not Knocked Down by it (§7.5)."),
    ("Catch", "Agility", "Re-roll any failed catch Agility test (§9.3)."),
    ("Dodge", "Agility", "Re-roll one failed dodge Agility test per turn; a Defender Stumbles result against "
                         "this player is a Push instead (§7.3, §7.5)."),
    ("Pass", "Passing", "Re-roll any failed pass Agility test (§9.2)."),
    ("Sure Hands", "General", "Re-roll any failed pick-up Agility test (§7.4)."),
)

SKILLS = {name: Skill(name=name, category=category, mandatory=False, text=text) for name, category, text in _ROWS}

"""Team sheets for the engine from the Blood Bowl 2016 team lists (engine/rulesets/blood_bowl_2016)."""

from __future__ import annotations

import engine.rulesets
from engine.classic.match import ClassicTeam, classic_sheet


def team_from_hires(roster_key: str, hires: dict, *, rerolls: int, fan_factor: int = 0, id=None,
                    name: str | None = None) -> ClassicTeam:
    """A team sheet: players numbered 1.. in the order of the hires (§1.1: numbers matter for the D16)."""
    rs = engine.rulesets.get("blood_bowl_2016")
    roster = rs.roster(roster_key)
    players = []
    for key, count in hires.items():
        pos = roster.position(key)
        for _ in range(count):
            n = len(players) + 1
            players.append(classic_sheet(id=f"{id or roster_key}-{n}", number=n, name=f"{pos.name} {n}",
                                         position=pos.name, ma=pos.ma, st=pos.st, ag=pos.ag, av=pos.av,
                                         skills=pos.skills))
    return ClassicTeam(id=id or roster_key, name=name or roster.name, rerolls=rerolls, players=tuple(players),
                       fan_factor=fan_factor)


def boxed_team(roster_key: str, *, id=None) -> ClassicTeam:
    """The team out of the box (§1.1, §1.3, §16)."""
    box = engine.rulesets.get("blood_bowl_2016").boxed_team(roster_key)
    return team_from_hires(roster_key, box["hires"], rerolls=box["rerolls"], fan_factor=box["fan_factor"], id=id)

"""Team sheets built from the eight College rosters (§14) for tests, the fuzz test and the benchmarks.

`team_from_positions` turns a list of roster positions into a TeamSheet with each position's starting skills
and traits exactly as the roster names them; `full_roster_team` fields every position of a College (each up
to its group's limit once) and fills up to `size` with Linemen. The league app builds its sheets from its
own rows; this helper is the engine's own.
"""

from __future__ import annotations

import engine.rulesets
from engine.match.sheets import PlayerSheet, TeamSheet

COLLEGES = ("fire", "shadow", "metal", "light", "death", "life", "beasts", "heavens")


def _ruleset():
    return engine.rulesets.get("dungeon_bowl")


def team_from_positions(college: str, positions, *, team_id: str | None = None, rerolls: int = 3,
                        inducements: dict | None = None) -> TeamSheet:
    """`positions`: position keys or names of the College's roster, one per player, in shirt-number order."""
    roster = _ruleset().roster(college)
    by = {}
    for pos in roster.positions:
        by[pos.key] = pos
        by[pos.name] = pos
    team_id = team_id or college
    players = []
    for n, ref in enumerate(positions, start=1):
        pos = by.get(ref)
        if pos is None:
            raise ValueError(f"§14: the {roster.name} roster has no position {ref!r}")
        players.append(PlayerSheet(id=f"{team_id}-{n}", number=n, name=f"{pos.name} {n}", position=pos.name,
                                   ma=pos.ma, st=pos.st, ag=pos.ag, pa=pos.pa, av=pos.av, skills=tuple(pos.skills)))
    return TeamSheet(id=team_id, name=roster.name, rerolls=rerolls, players=tuple(players),
                     inducements=dict(inducements or {}))


def full_roster_positions(college: str, size: int = 12) -> list[str]:
    """Every non-Lineman position once (within its group's limit), then Linemen in turn up to `size`."""
    roster = _ruleset().roster(college)
    picks = []
    for group in roster.groups:
        if group.name == "Linemen":
            continue
        picks.extend(pos.key for pos in group.positions[:group.limit])
    linemen = [p.key for p in roster.positions if p.is_lineman]
    i = 0
    while len(picks) < size:
        picks.append(linemen[i % len(linemen)])
        i += 1
    return picks[:max(size, len(picks))]


def full_roster_team(college: str, *, team_id: str | None = None, size: int = 12, rerolls: int = 3,
                     inducements: dict | None = None) -> TeamSheet:
    return team_from_positions(college, full_roster_positions(college, size), team_id=team_id, rerolls=rerolls,
                               inducements=inducements)


def starting_skills(college: str) -> set[str]:
    """Every skill and trait a position of the College starts with."""
    return {s for pos in _ruleset().roster(college).positions for s in pos.skills}

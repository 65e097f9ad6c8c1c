"""The two boxed teams of Blood Bowl 2016 (digest §1.1, §13): Humans and Orcs, their four positions each.

The reduced rulebook leaves the team lists out (§13 step 1, §19 item 2); the rows below are the published
2016 team lists (docs/decisions.md, "Blood Bowl 2016": source and readings). Characteristics are the 2016
ones as printed on the cards: MA, ST, AG (1-6, read through the §7.2 table: AG 3 needs 4+) and AV (armour
breaks on a roll *greater than* AV, §8.1). PA does not exist in 2016 (passes are Agility tests, §9.2).
"""

from __future__ import annotations

from engine.rulesets.model import Position, PositionGroup, Roster


def _group(roster_key: str, name: str, limit: int, cost: int, ma: int, st: int, ag: int, av: int,
           skills: tuple[str, ...], *, lineman: bool = False) -> PositionGroup:
    key = f"{roster_key}_{name.lower().replace(' ', '_')}"
    # Skill access (Normal/Double) is campaign data the seed does not cover: left empty here.
    position = Position(key=key, name=name, group=name, cost=cost, ma=ma, st=st, ag=ag, pa=None, av=av,
                        skills=skills, primary="", secondary="", is_lineman=lineman)
    return PositionGroup(name=name, limit=limit, positions=(position,))


HUMANS = Roster(
    key="humans", name="Humans", section="§13", reroll_cost=50_000,
    groups=(
        _group("human", "Lineman", 16, 50_000, 6, 3, 3, 8, (), lineman=True),  # §13 step 3: 50,000 gp, 0-16
        _group("human", "Catcher", 4, 70_000, 8, 2, 3, 7, ("Catch", "Dodge")),
        _group("human", "Thrower", 2, 70_000, 6, 3, 3, 8, ("Sure Hands", "Pass")),
        _group("human", "Blitzer", 4, 90_000, 7, 3, 3, 8, ("Block",)),
    ),
)

ORCS = Roster(
    key="orcs", name="Orcs", section="§13", reroll_cost=60_000,
    groups=(
        _group("orc", "Lineman", 16, 50_000, 5, 3, 3, 9, (), lineman=True),
        _group("orc", "Thrower", 2, 70_000, 5, 3, 3, 8, ("Sure Hands", "Pass")),
        _group("orc", "Black Orc Blocker", 4, 80_000, 4, 4, 2, 9, ()),
        _group("orc", "Blitzer", 4, 80_000, 6, 3, 3, 9, ("Block",)),
    ),
)

ROSTERS = (HUMANS, ORCS)

# The boxed teams as they come out of the box: 12 players on four cards (§1.1), the dugout's starting
# re-rolls (§1.3: Humans 4, Orcs 3) and Fan Factor (§16: Humans 4, Orcs 6). Each costs exactly 1,000,000 gp
# at the §13 prices, which is how the numbers of each position were checked.
BOXED_TEAMS = {
    "humans": {"hires": {"human_lineman": 6, "human_catcher": 2, "human_thrower": 2, "human_blitzer": 2},
               "rerolls": 4, "fan_factor": 4},
    "orcs": {"hires": {"orc_lineman": 6, "orc_thrower": 2, "orc_black_orc_blocker": 2, "orc_blitzer": 2},
             "rerolls": 3, "fan_factor": 6},
}

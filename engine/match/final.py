"""The 2494 Dungeon Bowl Final (§10.2): the two star teams, as team sheets the engine plays, each naming its Final
College for the Final's special rules (engine/match/death_match.py, boo.py). The Final's fixed map is missing from the
digest (§10.2.4): `play_final` plays on our reconstruction of it (engine/match/final_map.py) unless given a dungeon.
"""

from __future__ import annotations

from engine.match.final_map import final_dungeon
from engine.match.sheets import PlayerSheet, TeamSheet
from engine.match.simulate import simulate

# (name, position, MA, ST, AG, PA or None, AV, skills) as printed in §10.2.1 and §10.2.2
EMERALD_CRUSADERS = (
    ("Lyairelle Swiftsong", "Wardancer", 8, 3, 2, 4, 8, ("Block", "Dodge", "Leap", "Portal Navigator",
                                                                    "Swift as the Breeze")),
    ("Faelyn Moonbeam", "Wood Elf Thrower", 7, 3, 2, 2, 8, ("Pass", "Portal Passer")),
    ("Tyrelle Brightshard", "Wood Elf Catcher", 8, 2, 2, 4, 8, ("Catch", "Dodge")),
    ("Sirael Elmwood", "Wood Elf Lineman", 7, 3, 2, 4, 8, ("Strip Ball",)),
    ("Daketh Oakshine", "Wood Elf Lineman", 7, 3, 2, 4, 9, ()),
    ("Vestaan Mossvale", "Wood Elf Lineman", 7, 3, 2, 4, 8, ()),
    ("Fatty Toplard", "Halfling Hefty", 5, 3, 3, 3, 8, ("Dodge", "Fend", "Stunty")),
    ("Wilgar Bushelbrow", "Halfling Catcher", 5, 2, 3, 5, 7, ("Catch", "Dodge", "Right Stuff", "Sprint", "Stunty")),
    ("Guido Burrows", "Halfling Hopeful Lineman", 5, 2, 3, 4, 7, ("Dodge", "Right Stuff", "Stunty", "Leap")),
    ("Mungo Toffefoot", "Halfling Hopeful Lineman", 6, 2, 3, 4, 7, ("Dodge", "Right Stuff", "Stunty")),
    ("Rorimac Berryhedge", "Halfling Hopeful Lineman", 5, 2, 3, 4, 7, ("Dodge", "Right Stuff", "Stunty", "Catch")),
    ("Halfred Fletcher", "Halfling Hopeful Lineman", 5, 2, 3, 4, 7, ("Dodge", "Right Stuff", "Stunty", "Sneaky Git")),
)
BLACK_WIDOWS = (
    ("Vharak IV", "Mummy", 3, 5, 5, None, 10, ("Mighty Blow (+1)", "Regeneration", "Grab")),
    ("Borishka Dreadfist", "Flesh Golem", 4, 4, 4, None, 10, ("Regeneration", "Stand Firm", "Thick Skull", "Guard")),
    ("Gorra Ribtearer", "Ghoul Runner", 7, 3, 3, 4, 8, ("Dodge", "Give and Go")),
    ("Lyrak Jawbiter", "Ghoul Runner", 7, 3, 3, 4, 8, ("Dodge", "Leader")),
    ("Mortise Von Schädel", "Wight Blitzer", 6, 3, 3, 5, 9, ("Block", "Regeneration")),
    ("Torne Grimhawnt", "Wraith", 6, 3, 3, None, 9, ("Block", "Foul Appearance", "No Hands", "Regeneration",
                                                    "Side Step", "Boo!")),
    ("Sigmund Von Kraut", "Zombie Lineman", 4, 3, 4, None, 9, ("Regeneration",)),
    ("Rotting Robbie", "Zombie Lineman", 4, 3, 4, None, 9, ("Regeneration",)),
    ("Gustav Greyflesh", "Zombie Lineman", 4, 3, 4, None, 9, ("Regeneration",)),
    ("One-Eyed Wilfred", "Zombie Lineman", 4, 3, 4, None, 9, ("Regeneration",)),
    ("Bitemark Barry", "Zombie Lineman", 4, 3, 4, None, 9, ("Regeneration", "Frenzy")),
    ("Skelly Bob", "Skeleton Lineman", 5, 3, 4, 6, 8, ("Regeneration", "Thick Skull")),
    ("Brag Marrow", "Skeleton Lineman", 5, 3, 4, 6, 8, ("Regeneration", "Thick Skull", "Tackle")),
)
TEAM_REROLLS = 3  # both teams (§10.2.1, §10.2.2)


def _sheet(key: str, name: str, rows, *, wizard: str, college: str) -> TeamSheet:
    players = tuple(
        PlayerSheet(id=f"{key}-{n}", number=n, name=pname, position=pos, ma=ma, st=st, ag=ag, pa=pa, av=av,
                    skills=skills)
        for n, (pname, pos, ma, st, ag, pa, av, skills) in enumerate(rows, start=1))
    return TeamSheet(id=key, name=name, rerolls=TEAM_REROLLS, players=players, inducements={wizard: 1},
                     final_college=college)


def emerald_crusaders() -> TeamSheet:
    """§10.2.1 College of Life: 12 players, 3 team re-rolls, a Jade Wizard."""
    return _sheet("emerald", "The Emerald Crusaders", EMERALD_CRUSADERS, wizard="jade_wizard", college="life")


def black_widows() -> TeamSheet:
    """§10.2.2 College of Death: 13 players, 3 team re-rolls, an Amethyst Wizard."""
    return _sheet("widows", "The Black Widows", BLACK_WIDOWS, wizard="amethyst_wizard", college="death")


def play_final(*, seed, dungeon=None, home_bot=None, away_bot=None, turn_limit: int | None = None):
    """The Final played by the engine: the Emerald Crusaders at home against the Black Widows, on the Final's map."""
    return simulate(emerald_crusaders(), black_widows(), seed=seed, dungeon=dungeon or final_dungeon(), home_bot=home_bot,
                    away_bot=away_bot, turn_limit=turn_limit)

"""The eight College rosters of Dungeon Bowl (digest §14), transcribed row by row.

Each row: name, cost (gp), MA, ST, AG (target), PA (target, None for "–"), AV (target),
starting skills and traits (exact catalogue names, §13), Primary and Secondary categories.
A group's 0-N limit is shared by every position in it (§4.3); "Linemen" is the Lineman group
(§4.5) that journeymen come from (§5.2).
"""

from __future__ import annotations

import re

from engine.rulesets.model import Position, PositionGroup, Roster


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _p(name, cost, ma, st, ag, pa, av, skills, primary, secondary, *, reconstructed=False):
    # The group is filled in by _college; a row only knows its own profile.
    return dict(name=name, cost=cost, ma=ma, st=st, ag=ag, pa=pa, av=av, skills=tuple(s for s in skills.split(", ") if s),
                primary=primary, secondary=secondary, reconstructed=reconstructed)


def _college(key, name, *, section, wizard, groups) -> Roster:
    built = []
    for group_name, limit, rows in groups:
        positions = tuple(
            Position(key=_key(row["name"]), group=group_name, is_lineman=group_name == "Linemen", **row)
            for row in rows
        )
        built.append(PositionGroup(name=group_name, limit=limit, positions=positions))
    return Roster(key=key, name=name, groups=tuple(built), wizard=wizard, section=section)


# Bloodspawn and Yhetee (§14.7) are marked reconstructed=True: the digest rebuilt them from
# fragments; their PA "–" and the Yhetee's AV 9+ are inferred (docs/decisions.md, "Rules data").
ROSTERS: tuple[Roster, ...] = (
    _college("fire", "College of Fire", section="§14.1", wizard="bright_wizard", groups=(
        ("Linemen", 16, (
            _p("Dwarf Blocker Lineman", 70_000, 4, 3, 4, 5, 10, "Block, Tackle, Thick Skull", "GS", "A"),
            _p("Gnoblar Lineman", 15_000, 5, 1, 3, 5, 6, "Dodge, Right Stuff, Side Step, Stunty, Titchy", "A", "G"),
            _p("Bloodborn Marauder Lineman", 50_000, 6, 3, 3, 4, 8, "Frenzy", "GM", "AS"),
        )),
        ("Runners", 2, (
            _p("Dwarf Runner", 85_000, 6, 3, 3, 4, 9, "Sure Hands, Thick Skull", "GP", "AS"),
        )),
        ("Blitzers", 2, (
            _p("Dwarf Blitzer", 80_000, 5, 3, 3, 4, 10, "Block, Thick Skull", "GS", "AP"),
        )),
        ("Specials", 2, (
            _p("Troll Slayer", 95_000, 5, 3, 4, None, 9, "Block, Dauntless, Frenzy, Thick Skull", "GS", "A"),
        )),
        ("Big Guys", 3, (
            _p("Ogre Blocker", 140_000, 5, 5, 4, 5, 10, "Bone Head, Mighty Blow (+1), Thick Skull, Throw Team-Mate", "S", "AGP"),
            _p("Ogre Runt Punter", 145_000, 5, 5, 4, 4, 10, "Bone Head, Kick Team-Mate, Mighty Blow (+1), Thick Skull", "PS", "AG"),
        )),
    )),
    _college("shadow", "College of Shadow", section="§14.2", wizard="grey_wizard", groups=(
        ("Linemen", 16, (
            _p("Dark Elf Lineman", 70_000, 6, 3, 2, 4, 9, "", "AG", "S"),
            _p("Skaven Lineman", 50_000, 7, 3, 3, 4, 8, "", "G", "AMS"),
            _p("Goblin Lineman", 40_000, 6, 2, 3, 4, 8, "Dodge, Right Stuff, Stunty", "A", "GPS"),
        )),
        ("Runners", 4, (
            _p("Dark Elf Runner", 80_000, 7, 3, 2, 3, 8, "Dump-Off", "AGP", "S"),
            _p("Gutter Runner", 85_000, 9, 2, 2, 4, 8, "Dodge", "AG", "MPS"),
        )),
        ("Blitzers", 2, (
            _p("Dark Elf Blitzer", 100_000, 7, 3, 2, 4, 9, "Block", "AG", "PS"),
            _p("Skaven Blitzer", 90_000, 7, 3, 3, 5, 9, "Block", "GS", "AMP"),
        )),
        ("Throwers", 2, (
            _p("Skaven Thrower", 85_000, 7, 3, 3, 2, 8, "Pass, Sure Hands", "GP", "AMS"),
        )),
        ("Specials", 2, (
            _p("Witch Elf", 110_000, 7, 3, 2, 5, 8, "Dodge, Frenzy, Jump Up", "AG", "PS"),
            _p("Assassin", 85_000, 7, 3, 2, 5, 8, "Shadowing, Stab", "AG", "PS"),
        )),
    )),
    _college("metal", "College of Metal", section="§14.3", wizard="golden_wizard", groups=(
        ("Linemen", 16, (
            _p("Goblin Bruiser Lineman", 45_000, 6, 2, 3, 4, 8, "Dodge, Right Stuff, Stunty, Thick Skull", "A", "GPS"),
            _p("Orc Lineman", 50_000, 5, 3, 3, 4, 10, "", "G", "AS"),
            _p("Human Lineman", 50_000, 6, 3, 3, 4, 9, "", "G", "AS"),
        )),
        ("Blitzers", 4, (
            _p("Orc Blitzer", 80_000, 6, 3, 3, 4, 10, "Block", "GS", "AP"),
            _p("Human Blitzer", 85_000, 7, 3, 3, 4, 9, "Block", "GS", "AP"),
        )),
        ("Throwers", 2, (
            _p("Orc Thrower", 65_000, 5, 3, 3, 3, 9, "Pass, Sure Hands", "GP", "AS"),
        )),
        ("Blockers", 6, (
            _p("Black Orc", 90_000, 4, 4, 4, 5, 10, "Brawler, Grab", "GS", "AP"),
            _p("Big Un Blocker", 90_000, 5, 4, 4, None, 10, "", "GS", "A"),
            _p("Bodyguard", 90_000, 6, 3, 3, 5, 9, "Stand Firm, Wrestle", "GS", "A"),
            _p("Bloodseeker", 110_000, 5, 4, 4, 6, 10, "Frenzy", "GMS", "A"),
        )),
    )),
    _college("light", "College of Light", section="§14.4", wizard="light_wizard", groups=(
        ("Linemen", 16, (
            _p("Elven Union Lineman", 60_000, 6, 3, 2, 4, 8, "", "AG", "S"),
            _p("Imperial Retainer Lineman", 45_000, 6, 3, 4, 4, 8, "Fend", "G", "AS"),
        )),
        ("Runners", 4, (
            _p("Elven Union Catcher", 100_000, 8, 3, 2, 4, 8, "Catch, Nerves of Steel", "AG", "S"),
            _p("Human Catcher", 65_000, 8, 2, 3, 5, 8, "Catch, Dodge", "AG", "PS"),
        )),
        ("Blitzers", 2, (
            _p("Elven Union Blitzer", 115_000, 7, 3, 2, 3, 9, "Block, Side Step", "AG", "PS"),
        )),
        ("Throwers", 4, (
            _p("Elven Union Thrower", 75_000, 6, 3, 2, 2, 8, "Pass", "AGP", "S"),
            _p("Imperial Thrower", 75_000, 6, 3, 3, 3, 9, "Pass, Running Pass", "GP", "AS"),
        )),
    )),
    _college("death", "College of Death", section="§14.5", wizard="amethyst_wizard", groups=(
        ("Linemen", 16, (
            _p("Skeleton Lineman", 40_000, 5, 3, 4, 6, 8, "Regeneration, Thick Skull", "G", "AS"),
            _p("Zombie Lineman", 40_000, 4, 3, 4, None, 9, "Regeneration", "G", "AS"),
        )),
        ("Runners", 4, (
            _p("Ghoul Runner", 75_000, 7, 3, 3, 4, 8, "Dodge", "AG", "PS"),
        )),
        ("Blitzers", 4, (
            _p("Wraith", 95_000, 6, 3, 3, None, 9, "Block, Foul Appearance, No Hands, Regeneration, Side Step", "GS", "A"),
            _p("Wight Blitzer", 90_000, 6, 3, 3, 5, 9, "Block, Regeneration", "GS", "AP"),
        )),
        ("Blockers", 4, (
            _p("Flesh Golem", 115_000, 4, 4, 4, None, 10, "Regeneration, Thick Skull, Stand Firm", "GS", "A"),
        )),
        ("Big Guys", 2, (
            _p("Mummy", 125_000, 3, 5, 5, None, 10, "Mighty Blow (+1), Regeneration", "S", "AG"),
        )),
    )),
    _college("life", "College of Life", section="§14.6", wizard="jade_wizard", groups=(
        ("Linemen", 16, (
            _p("Halfling Hopeful Lineman", 30_000, 5, 2, 3, 4, 7, "Dodge, Right Stuff, Stunty", "A", "GS"),
            _p("Rotter Lineman", 35_000, 5, 3, 4, 6, 9, "Decay, Plague Ridden", "GM", "AS"),
            _p("Snotling Lineman", 15_000, 5, 1, 3, 5, 6, "Dodge, Right Stuff, Side Step, Stunty, Titchy", "A", "G"),
            _p("Wood Elf Lineman", 70_000, 7, 3, 2, 4, 8, "", "AG", "S"),
        )),
        ("Runners", 4, (
            _p("Stilty Runna", 20_000, 6, 1, 3, 5, 6, "Dodge, Right Stuff, Side Step, Sprint, Stunty", "A", "G"),
            _p("Halfling Catcher", 55_000, 5, 2, 3, 5, 7, "Catch, Dodge, Right Stuff, Sprint, Stunty", "A", "GS"),
            _p("Wood Elf Catcher", 90_000, 8, 2, 2, 4, 8, "Catch, Dodge", "AG", "PS"),
        )),
        ("Blitzers", 2, (
            _p("Wardancer", 125_000, 8, 3, 2, 4, 8, "Block, Dodge, Leap", "AG", "PS"),
        )),
        ("Throwers", 2, (
            _p("Wood Elf Thrower", 95_000, 7, 3, 2, 2, 8, "Pass", "AGP", "S"),
        )),
        ("Blockers", 4, (
            _p("Halfling Hefty", 50_000, 5, 2, 3, 3, 8, "Dodge, Fend, Stunty", "AP", "GS"),
            _p("Bloater", 115_000, 4, 4, 4, 6, 10, "Disturbing Presence, Foul Appearance, Plague Ridden, Regeneration", "GMS", "A"),
        )),
        ("Specials", 4, (
            _p("Fungus Flinga", 30_000, 5, 1, 3, 4, 6, "Bombardier, Dodge, Right Stuff, Side Step, Stunty", "AP", "G"),
            _p("Fun-Hoppa", 20_000, 6, 1, 3, 5, 6, "Dodge, Pogo Stick, Right Stuff, Side Step, Stunty", "A", "G"),
        )),
        ("Big Guys", 2, (
            _p("Treeman", 120_000, 2, 6, 5, 5, 11, "Mighty Blow (+1), Stand Firm, Strong Arm, Take Root, Thick Skull, Throw Team-Mate, Timmm-ber!", "S", "AGP"),
            _p("Trained Troll", 115_000, 4, 5, 5, 5, 10, "Always Hungry, Loner (3+), Mighty Blow (+1), Projectile Vomit, Really Stupid, Regeneration, Throw Team-Mate", "S", "AGP"),
            _p("Rotspawn", 140_000, 4, 5, 5, None, 10, "Disturbing Presence, Foul Appearance, Loner (4+), Mighty Blow (+1), Plague Ridden, Really Stupid, Regeneration, Tentacles", "S", "AGM"),
        )),
    )),
    _college("beasts", "College of Beasts", section="§14.7", wizard="amber_wizard", groups=(
        ("Linemen", 16, (
            _p("Beastmen Runner Lineman", 60_000, 6, 3, 3, 4, 9, "Horns", "GMS", "AP"),
        )),
        ("Runners", 2, (
            _p("Werewolf", 125_000, 8, 3, 3, 4, 9, "Claws, Frenzy, Regeneration", "AG", "PS"),
        )),
        ("Blitzers", 4, (
            _p("Pestigor", 75_000, 6, 3, 3, 4, 9, "Horns, Plague Ridden, Regeneration", "GMS", "AP"),
            _p("Khorngor", 70_000, 6, 3, 3, 4, 9, "Horns, Juggernaut", "GMS", "AP"),
        )),
        ("Blockers", 4, (
            _p("Chaos Chosen Blocker", 100_000, 5, 4, 3, 5, 10, "", "GMS", "A"),
            _p("Ulfwerener", 105_000, 6, 4, 4, None, 9, "Frenzy", "GS", "A"),
        )),
        ("Specials", 2, (
            _p("Beer Boar", 20_000, 5, 1, 3, None, 6, "Dodge, No Hands, Pick-Me-Up, Stunty, Titchy", "", ""),
        )),
        ("Big Guys", 3, (
            _p("Minotaur", 150_000, 5, 5, 4, None, 9, "Frenzy, Horns, Loner (4+), Mighty Blow (+1), Thick Skull, Unchannelled Fury", "MS", "AG"),
            _p("Kroxigor", 140_000, 6, 5, 5, None, 10, "Bone Head, Loner (4+), Mighty Blow (+1), Prehensile Tail, Thick Skull", "S", "AG"),
            _p("Rat Ogre", 150_000, 6, 5, 4, None, 9, "Animal Savagery, Frenzy, Loner (4+), Mighty Blow (+1), Prehensile Tail", "S", "AGM"),
            _p("Bloodspawn", 160_000, 5, 5, 4, None, 9, "Claws, Frenzy, Loner (4+), Mighty Blow (+1), Unchannelled Fury", "MS", "AG", reconstructed=True),
            _p("Yhetee", 140_000, 5, 5, 4, None, 9, "Claws, Disturbing Presence, Frenzy, Loner (4+), Unchannelled Fury", "S", "AG", reconstructed=True),
        )),
    )),
    _college("heavens", "College of Heavens", section="§14.8", wizard="celestial_wizard", groups=(
        ("Linemen", 16, (
            _p("Skink Runner Lineman", 60_000, 8, 2, 3, 4, 8, "Dodge, Stunty", "A", "GPS"),
            _p("Norse Raider Lineman", 50_000, 6, 3, 3, 4, 8, "Block, Drunkard, Thick Skull", "G", "AS"),
            _p("Eagle Warrior Linewoman", 50_000, 6, 3, 3, 4, 8, "Dodge", "G", "AS"),
        )),
        ("Blitzers", 4, (
            _p("Noble Blitzer", 105_000, 7, 3, 3, 4, 9, "Block, Catch", "AG", "PS"),
            _p("Norse Berserker", 90_000, 6, 3, 3, 5, 8, "Block, Frenzy, Jump Up", "GS", "AP"),
            _p("Piranha Warrior Blitzer", 90_000, 7, 3, 3, 5, 8, "Dodge, Hit and Run, Jump Up", "AG", "S"),
        )),
        ("Throwers", 2, (
            _p("Human Thrower", 80_000, 6, 3, 3, 2, 9, "Pass, Sure Hands", "GP", "AS"),
            _p("Python Warrior Thrower", 80_000, 6, 3, 3, 3, 8, "Dodge, On the Ball, Pass, Safe Pass", "GP", "AS"),
        )),
        ("Blockers", 6, (
            _p("Saurus Blocker", 85_000, 6, 4, 5, 6, 10, "", "GS", "A"),
            _p("Jaguar Warrior Blocker", 110_000, 6, 4, 3, 5, 9, "Defensive, Dodge", "GS", "A"),
        )),
        ("Specials", 2, (
            _p("Chameleon Skink", 70_000, 7, 2, 3, 3, 8, "Dodge, On the Ball, Shadowing, Stunty", "A", "GPS"),
            _p("Valkyrie", 95_000, 7, 3, 3, 3, 8, "Catch, Dauntless, Pass, Strip Ball", "AGP", "S"),
        )),
    )),
)

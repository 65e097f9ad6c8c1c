"""§14: every College roster, pinned row by row to the digest's tables (copied verbatim below)."""

import re

import pytest

import engine.rulesets
from engine.campaign import validate_new_team

RS = engine.rulesets.get("dungeon_bowl")

# The digest's §14 tables, row for row as printed (markup and the reconstructed-row notes included).
DIGEST_TABLES = {
    "fire": ("§14.1", "College of Fire", """
| Linemen (0–16) | Dwarf Blocker Lineman | 70,000 | 4 | 3 | 4+ | 5+ | 10+ | Block, Tackle, Thick Skull | GS | A |
| Linemen (0–16) | Gnoblar Lineman | 15,000 | 5 | 1 | 3+ | 5+ | 6+ | Dodge, Right Stuff, Side Step, Stunty, Titchy | A | G |
| Linemen (0–16) | Bloodborn Marauder Lineman | 50,000 | 6 | 3 | 3+ | 4+ | 8+ | Frenzy | GM | AS |
| Runners (0–2) | Dwarf Runner | 85,000 | 6 | 3 | 3+ | 4+ | 9+ | Sure Hands, Thick Skull | GP | AS |
| Blitzers (0–2) | Dwarf Blitzer | 80,000 | 5 | 3 | 3+ | 4+ | 10+ | Block, Thick Skull | GS | AP |
| Specials (0–2) | Troll Slayer | 95,000 | 5 | 3 | 4+ | – | 9+ | Block, Dauntless, Frenzy, Thick Skull | GS | A |
| Big Guys (0–3) | Ogre Blocker | 140,000 | 5 | 5 | 4+ | 5+ | 10+ | Bone Head, Mighty Blow (+1), Thick Skull, Throw Team-Mate | S | AGP |
| Big Guys (0–3) | Ogre Runt Punter | 145,000 | 5 | 5 | 4+ | 4+ | 10+ | Bone Head, Kick Team-Mate, Mighty Blow (+1), Thick Skull | PS | AG |
"""),
    "shadow": ("§14.2", "College of Shadow", """
| Linemen (0–16) | Dark Elf Lineman | 70,000 | 6 | 3 | 2+ | 4+ | 9+ | — | AG | S |
| Linemen (0–16) | Skaven Lineman | 50,000 | 7 | 3 | 3+ | 4+ | 8+ | — | G | AMS |
| Linemen (0–16) | Goblin Lineman | 40,000 | 6 | 2 | 3+ | 4+ | 8+ | Dodge, Right Stuff, Stunty | A | GPS |
| Runners (0–4) | Dark Elf Runner | 80,000 | 7 | 3 | 2+ | 3+ | 8+ | Dump-Off | AGP | S |
| Runners (0–4) | Gutter Runner | 85,000 | 9 | 2 | 2+ | 4+ | 8+ | Dodge | AG | MPS |
| Blitzers (0–2) | Dark Elf Blitzer | 100,000 | 7 | 3 | 2+ | 4+ | 9+ | Block | AG | PS |
| Blitzers (0–2) | Skaven Blitzer | 90,000 | 7 | 3 | 3+ | 5+ | 9+ | Block | GS | AMP |
| Throwers (0–2) | Skaven Thrower | 85,000 | 7 | 3 | 3+ | 2+ | 8+ | Pass, Sure Hands | GP | AMS |
| Specials (0–2) | Witch Elf | 110,000 | 7 | 3 | 2+ | 5+ | 8+ | Dodge, Frenzy, Jump Up | AG | PS |
| Specials (0–2) | Assassin | 85,000 | 7 | 3 | 2+ | 5+ | 8+ | Shadowing, Stab | AG | PS |
"""),
    "metal": ("§14.3", "College of Metal", """
| Linemen (0–16) | Goblin Bruiser Lineman | 45,000 | 6 | 2 | 3+ | 4+ | 8+ | Dodge, Right Stuff, Stunty, Thick Skull | A | GPS |
| Linemen (0–16) | Orc Lineman | 50,000 | 5 | 3 | 3+ | 4+ | 10+ | — | G | AS |
| Linemen (0–16) | Human Lineman | 50,000 | 6 | 3 | 3+ | 4+ | 9+ | — | G | AS |
| Blitzers (0–4) | Orc Blitzer | 80,000 | 6 | 3 | 3+ | 4+ | 10+ | Block | GS | AP |
| Blitzers (0–4) | Human Blitzer | 85,000 | 7 | 3 | 3+ | 4+ | 9+ | Block | GS | AP |
| Throwers (0–2) | Orc Thrower | 65,000 | 5 | 3 | 3+ | 3+ | 9+ | Pass, Sure Hands | GP | AS |
| Blockers (0–6) | Black Orc | 90,000 | 4 | 4 | 4+ | 5+ | 10+ | Brawler, Grab | GS | AP |
| Blockers (0–6) | Big Un Blocker | 90,000 | 5 | 4 | 4+ | – | 10+ | — | GS | A |
| Blockers (0–6) | Bodyguard | 90,000 | 6 | 3 | 3+ | 5+ | 9+ | Stand Firm, Wrestle | GS | A |
| Blockers (0–6) | Bloodseeker | 110,000 | 5 | 4 | 4+ | 6+ | 10+ | Frenzy | GMS | A |
"""),
    "light": ("§14.4", "College of Light", """
| Linemen (0–16) | Elven Union Lineman | 60,000 | 6 | 3 | 2+ | 4+ | 8+ | — | AG | S |
| Linemen (0–16) | Imperial Retainer Lineman | 45,000 | 6 | 3 | 4+ | 4+ | 8+ | Fend | G | AS |
| Runners (0–4) | Elven Union Catcher | 100,000 | 8 | 3 | 2+ | 4+ | 8+ | Catch, Nerves of Steel | AG | S |
| Runners (0–4) | Human Catcher | 65,000 | 8 | 2 | 3+ | 5+ | 8+ | Catch, Dodge | AG | PS |
| Blitzers (0–2) | Elven Union Blitzer | 115,000 | 7 | 3 | 2+ | 3+ | 9+ | Block, Side Step | AG | PS |
| Throwers (0–4) | Elven Union Thrower | 75,000 | 6 | 3 | 2+ | 2+ | 8+ | Pass | AGP | S |
| Throwers (0–4) | Imperial Thrower | 75,000 | 6 | 3 | 3+ | 3+ | 9+ | Pass, Running Pass | GP | AS |
"""),
    "death": ("§14.5", "College of Death", """
| Linemen (0–16) | Skeleton Lineman | 40,000 | 5 | 3 | 4+ | 6+ | 8+ | Regeneration, Thick Skull | G | AS |
| Linemen (0–16) | Zombie Lineman | 40,000 | 4 | 3 | 4+ | – | 9+ | Regeneration | G | AS |
| Runners (0–4) | Ghoul Runner | 75,000 | 7 | 3 | 3+ | 4+ | 8+ | Dodge | AG | PS |
| Blitzers (0–4) | Wraith | 95,000 | 6 | 3 | 3+ | – | 9+ | Block, Foul Appearance, No Hands, Regeneration, Side Step | GS | A |
| Blitzers (0–4) | Wight Blitzer | 90,000 | 6 | 3 | 3+ | 5+ | 9+ | Block, Regeneration | GS | AP |
| Blockers (0–4) | Flesh Golem | 115,000 | 4 | 4 | 4+ | – | 10+ | Regeneration, Thick Skull, Stand Firm | GS | A |
| Big Guys (0–2) | Mummy | 125,000 | 3 | 5 | 5+ | – | 10+ | Mighty Blow (+1), Regeneration | S | AG |
"""),
    "life": ("§14.6", "College of Life", """
| Linemen (0–16) | Halfling Hopeful Lineman | 30,000 | 5 | 2 | 3+ | 4+ | 7+ | Dodge, Right Stuff, Stunty | A | GS |
| Linemen (0–16) | Rotter Lineman | 35,000 | 5 | 3 | 4+ | 6+ | 9+ | Decay, Plague Ridden | GM | AS |
| Linemen (0–16) | Snotling Lineman | 15,000 | 5 | 1 | 3+ | 5+ | 6+ | Dodge, Right Stuff, Side Step, Stunty, Titchy | A | G |
| Linemen (0–16) | Wood Elf Lineman | 70,000 | 7 | 3 | 2+ | 4+ | 8+ | — | AG | S |
| Runners (0–4) | Stilty Runna | 20,000 | 6 | 1 | 3+ | 5+ | 6+ | Dodge, Right Stuff, Side Step, Sprint, Stunty | A | G |
| Runners (0–4) | Halfling Catcher | 55,000 | 5 | 2 | 3+ | 5+ | 7+ | Catch, Dodge, Right Stuff, Sprint, Stunty | A | GS |
| Runners (0–4) | Wood Elf Catcher | 90,000 | 8 | 2 | 2+ | 4+ | 8+ | Catch, Dodge | AG | PS |
| Blitzers (0–2) | Wardancer | 125,000 | 8 | 3 | 2+ | 4+ | 8+ | Block, Dodge, Leap | AG | PS |
| Throwers (0–2) | Wood Elf Thrower | 95,000 | 7 | 3 | 2+ | 2+ | 8+ | Pass | AGP | S |
| Blockers (0–4) | Halfling Hefty | 50,000 | 5 | 2 | 3+ | 3+ | 8+ | Dodge, Fend, Stunty | AP | GS |
| Blockers (0–4) | Bloater | 115,000 | 4 | 4 | 4+ | 6+ | 10+ | Disturbing Presence, Foul Appearance, Plague Ridden, Regeneration | GMS | A |
| Specials (0–4) | Fungus Flinga | 30,000 | 5 | 1 | 3+ | 4+ | 6+ | Bombardier, Dodge, Right Stuff, Side Step, Stunty | AP | G |
| Specials (0–4) | Fun-Hoppa | 20,000 | 6 | 1 | 3+ | 5+ | 6+ | Dodge, Pogo Stick, Right Stuff, Side Step, Stunty | A | G |
| Big Guys (0–2) | Treeman | 120,000 | 2 | 6 | 5+ | 5+ | 11+ | Mighty Blow (+1), Stand Firm, Strong Arm, Take Root, Thick Skull, Throw Team-Mate, Timmm-ber! | S | AGP |
| Big Guys (0–2) | Trained Troll | 115,000 | 4 | 5 | 5+ | 5+ | 10+ | Always Hungry, Loner (3+), Mighty Blow (+1), Projectile Vomit, Really Stupid, Regeneration, Throw Team-Mate | S | AGP |
| Big Guys (0–2) | Rotspawn | 140,000 | 4 | 5 | 5+ | – | 10+ | Disturbing Presence, Foul Appearance, Loner (4+), Mighty Blow (+1), Plague Ridden, Really Stupid, Regeneration, Tentacles | S | AGM |
"""),
    "beasts": ("§14.7", "College of Beasts", """
| Linemen (0–16) | Beastmen Runner Lineman | 60,000 | 6 | 3 | 3+ | 4+ | 9+ | Horns | GMS | AP |
| Runners (0–2) | Werewolf | 125,000 | 8 | 3 | 3+ | 4+ | 9+ | Claws, Frenzy, Regeneration | AG | PS |
| Blitzers (0–4) | Pestigor | 75,000 | 6 | 3 | 3+ | 4+ | 9+ | Horns, Plague Ridden, Regeneration | GMS | AP |
| Blitzers (0–4) | Khorngor | 70,000 | 6 | 3 | 3+ | 4+ | 9+ | Horns, Juggernaut | GMS | AP |
| Blockers (0–4) | Chaos Chosen Blocker | 100,000 | 5 | 4 | 3+ | 5+ | 10+ | — | GMS | A |
| Blockers (0–4) | Ulfwerener | 105,000 | 6 | 4 | 4+ | – | 9+ | Frenzy | GS | A |
| Specials (0–2) | Beer Boar | 20,000 | 5 | 1 | 3+ | – | 6+ | Dodge, No Hands, Pick-Me-Up, Stunty, Titchy | – | – |
| Big Guys (0–3) | Minotaur | 150,000 | 5 | 5 | 4+ | – | 9+ | Frenzy, Horns, Loner (4+), Mighty Blow (+1), Thick Skull, Unchannelled Fury | MS | AG |
| Big Guys (0–3) | Kroxigor | 140,000 | 6 | 5 | 5+ | – | 10+ | Bone Head, Loner (4+), Mighty Blow (+1), Prehensile Tail, Thick Skull | S | AG |
| Big Guys (0–3) | Rat Ogre | 150,000 | 6 | 5 | 4+ | – | 9+ | Animal Savagery, Frenzy, Loner (4+), Mighty Blow (+1), Prehensile Tail | S | AGM |
| Big Guys (0–3) | Bloodspawn **(reconstructed from garbled source)** | 160,000 | 5 | 5 | 4+ | – † | 9+ | Claws, Frenzy, Loner (4+), Mighty Blow (+1), Unchannelled Fury | MS | AG |
| Big Guys (0–3) | Yhetee **(reconstructed from garbled source)** | 140,000 | 5 | 5 | 4+ | – † | 9+ † | Claws, Disturbing Presence, Frenzy, Loner (4+), Unchannelled Fury | S | AG |
"""),
    "heavens": ("§14.8", "College of Heavens", """
| Linemen (0–16) | Skink Runner Lineman | 60,000 | 8 | 2 | 3+ | 4+ | 8+ | Dodge, Stunty | A | GPS |
| Linemen (0–16) | Norse Raider Lineman | 50,000 | 6 | 3 | 3+ | 4+ | 8+ | Block, Drunkard, Thick Skull | G | AS |
| Linemen (0–16) | Eagle Warrior Linewoman | 50,000 | 6 | 3 | 3+ | 4+ | 8+ | Dodge | G | AS |
| Blitzers (0–4) | Noble Blitzer | 105,000 | 7 | 3 | 3+ | 4+ | 9+ | Block, Catch | AG | PS |
| Blitzers (0–4) | Norse Berserker | 90,000 | 6 | 3 | 3+ | 5+ | 8+ | Block, Frenzy, Jump Up | GS | AP |
| Blitzers (0–4) | Piranha Warrior Blitzer | 90,000 | 7 | 3 | 3+ | 5+ | 8+ | Dodge, Hit and Run, Jump Up | AG | S |
| Throwers (0–2) | Human Thrower | 80,000 | 6 | 3 | 3+ | 2+ | 9+ | Pass, Sure Hands | GP | AS |
| Throwers (0–2) | Python Warrior Thrower | 80,000 | 6 | 3 | 3+ | 3+ | 8+ | Dodge, On the Ball, Pass, Safe Pass | GP | AS |
| Blockers (0–6) | Saurus Blocker | 85,000 | 6 | 4 | 5+ | 6+ | 10+ | — | GS | A |
| Blockers (0–6) | Jaguar Warrior Blocker | 110,000 | 6 | 4 | 3+ | 5+ | 9+ | Defensive, Dodge | GS | A |
| Specials (0–2) | Chameleon Skink | 70,000 | 7 | 2 | 3+ | 3+ | 8+ | Dodge, On the Ball, Shadowing, Stunty | A | GPS |
| Specials (0–2) | Valkyrie | 95,000 | 7 | 3 | 3+ | 3+ | 8+ | Catch, Dauntless, Pass, Strip Ball | AGP | S |
"""),
}


def _target(cell):
    cell = cell.replace("†", "").strip()
    return None if cell == "–" else int(cell.rstrip("+"))


def _rows(table):
    for line in table.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        group, limit = re.fullmatch(r"(.*) \(0–(\d+)\)", cells[0]).groups()
        name = re.sub(r"\s*\*\*\(reconstructed.*\)\*\*", "", cells[1])
        yield {
            "group": group, "limit": int(limit), "name": name, "reconstructed": "reconstructed" in cells[1],
            "cost": int(cells[2].replace(",", "")), "ma": int(cells[3]), "st": int(cells[4]),
            "ag": _target(cells[5]), "pa": _target(cells[6]), "av": _target(cells[7]),
            "skills": () if cells[8] == "—" else tuple(s.strip() for s in cells[8].split(",")),
            "primary": cells[9].replace("–", ""), "secondary": cells[10].replace("–", ""),
        }


def test_all_eight_colleges_are_there():
    assert list(RS.rosters) == ["fire", "shadow", "metal", "light", "death", "life", "beasts", "heavens"]


@pytest.mark.parametrize("key", list(DIGEST_TABLES))
def test_roster_matches_the_digest_row_by_row(key):
    section, name, table = DIGEST_TABLES[key]
    roster = RS.roster(key)
    assert roster.name == name and roster.section == section
    expected = list(_rows(table))
    assert [p.name for p in roster.positions] == [row["name"] for row in expected]
    for position, row in zip(roster.positions, expected, strict=True):
        group = roster.group_of(position.key)
        assert (group.name, group.limit) == (row["group"], row["limit"]), position.name
        got = {
            "group": position.group, "limit": group.limit, "name": position.name,
            "reconstructed": position.reconstructed, "cost": position.cost, "ma": position.ma, "st": position.st,
            "ag": position.ag, "pa": position.pa, "av": position.av, "skills": position.skills,
            "primary": position.primary, "secondary": position.secondary,
        }
        assert got == row, position.name


def test_only_bloodspawn_and_yhetee_are_reconstructed():
    reconstructed = [p.name for r in RS.rosters.values() for p in r.positions if p.reconstructed]
    assert reconstructed == ["Bloodspawn", "Yhetee"]


def test_every_skill_or_trait_on_a_roster_is_in_the_catalogue():
    for roster in RS.rosters.values():
        for position in roster.positions:
            for skill in position.skills:
                assert skill in RS.skills, f"{position.name}: {skill}"


def test_position_keys_are_unique_across_the_ruleset():
    keys = [p.key for r in RS.rosters.values() for p in r.positions]
    assert len(keys) == len(set(keys))
    assert RS.position("dwarf_blitzer").name == "Dwarf Blitzer"


def test_every_roster_has_a_0_16_lineman_group():  # §4.5, §14
    for roster in RS.rosters.values():
        assert roster.lineman_positions, roster.name
        for position in roster.lineman_positions:
            assert roster.group_of(position.key).limit == 16


@pytest.mark.parametrize("key", list(DIGEST_TABLES))
def test_every_roster_can_field_a_legal_11_player_team_within_the_league_budget(key):
    roster = RS.roster(key)
    cheapest = min(roster.lineman_positions, key=lambda p: p.cost)
    hires = {cheapest.key: 11}
    assert validate_new_team(RS, roster_key=key, hires=hires, rerolls=0, budget=1_000_000) == []
    assert 11 * cheapest.cost <= 1_000_000


def test_college_wizards_per_college():  # §14 notes, §12.3
    wizards = {key: roster.wizard for key, roster in RS.rosters.items()}
    assert wizards == {
        "fire": "bright_wizard", "shadow": "grey_wizard", "metal": "golden_wizard", "light": "light_wizard",
        "death": "amethyst_wizard", "life": "jade_wizard", "beasts": "amber_wizard", "heavens": "celestial_wizard",
    }
    for key, wizard in wizards.items():
        assert RS.inducements[wizard].college == key


def test_unknown_roster_and_position_raise_clear_key_errors():
    with pytest.raises(KeyError, match="no roster 'chaos'"):
        RS.roster("chaos")
    with pytest.raises(KeyError, match="College of Fire has no position 'skaven_blitzer'"):
        RS.roster("fire").position("skaven_blitzer")


def test_category_letters_expand_to_names():
    troll = RS.position("trained_troll")
    assert troll.primary_categories == ("Strength",)
    assert troll.secondary_categories == ("Agility", "General", "Passing")
    assert RS.position("beer_boar").primary_categories == ()

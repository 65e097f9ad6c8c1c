"""§13: the skill and trait catalogue and the random skill table, pinned to the digest."""

import pytest

import engine.rulesets
from engine.rulesets.model import CATEGORIES

RS = engine.rulesets.get("dungeon_bowl")
T = RS.tables

# §13.2-§13.7, each category's skills as the digest lists them (asterisk = mandatory).
DIGEST_CATALOGUE = {
    "Agility": "Catch, Defensive, Diving Catch, Diving Tackle, Dodge, Jump Up, Leap, Safe Pair of Hands, "
    "Side Step, Sneaky Git, Sprint, Sure Feet",
    "General": "Block, Dauntless, Dirty Player (+1), Fend, Frenzy*, Portal Navigator, Pro, Shadowing, Strip Ball, "
    "Sure Hands, Tackle, Wrestle",
    "Mutation": "Big Hand, Claws, Disturbing Presence*, Extra Arms, Foul Appearance*, Horns, Iron Hard Skin, "
    "Monstrous Mouth, Prehensile Tail, Tentacles, Two Heads, Very Long Legs",
    "Passing": "Accurate, Dump-Off, Fumblerooskie, Give and Go, Leader, Nerves of Steel, On the Ball, Pass, "
    "Portal Passer, Running Pass, Safe Pass, Wall Thrower",
    "Strength": "Arm Bar, Brawler, Break Tackle, Grab, Guard, Juggernaut, Mighty Blow (+1), Multiple Block, "
    "Pile Driver, Stand Firm, Strong Arm, Thick Skull",
    # §13.1 trait list; Loner (X+) is catalogued under the values the rosters use.
    "Trait": "Animal Savagery*, Animosity (X)*, Always Hungry*, Bombardier, Bone Head*, Decay*, Drunkard*, "
    "Hit and Run, Hypnotic Gaze, Kick Team-Mate, Loner (3+)*, Loner (4+)*, No Hands*, Pick-Me-Up, Plague Ridden, "
    "Pogo Stick, Projectile Vomit, Really Stupid*, Regeneration, Right Stuff*, Stab, Stunty*, Take Root*, "
    "Throw Team-Mate, Timmm-ber!, Titchy*, Unchannelled Fury*",
}

# §13.1 random skill table: (1st D6, 2nd D6) -> Agility, General, Mutation, Passing, Strength.
DIGEST_RANDOM_TABLE = """
| 1–3 | 1 | Catch | Block | Big Hand | Accurate | Arm Bar |
| 1–3 | 2 | Diving Catch | Dauntless | Claws | Dump-Off | Brawler |
| 1–3 | 3 | Diving Tackle | Dirty Player (+1) | Disturbing Presence\\* | Fumblerooskie | Break Tackle |
| 1–3 | 4 | Dodge | Fend | Extra Arms | Give and Go | Grab |
| 1–3 | 5 | Defensive | Frenzy\\* | Foul Appearance\\* | Leader | Guard |
| 1–3 | 6 | Jump Up | Portal Navigator | Horns | Nerves of Steel | Juggernaut |
| 4–6 | 1 | Leap | Pro | Iron Hard Skin | On the Ball | Mighty Blow (+1) |
| 4–6 | 2 | Safe Pair of Hands | Shadowing | Monstrous Mouth | Pass | Multiple Block |
| 4–6 | 3 | Side Step | Strip Ball | Prehensile Tail | Portal Passer | Pile Driver |
| 4–6 | 4 | Sneaky Git **[R]** | Sure Hands **[R]** | Tentacles **[R]** | Running Pass **[R]** | Stand Firm **[R]** |
| 4–6 | 5 | Sprint **[R]** | Tackle **[R]** | Two Heads **[R]** | Safe Pass **[R]** | Strong Arm **[R]** |
| 4–6 | 6 | Sure Feet **[R]** | Wrestle **[R]** | Very Long Legs **[R]** | Wall Thrower **[R]** | Thick Skull **[R]** |
"""


def _catalogue(category):
    for entry in DIGEST_CATALOGUE[category].split(", "):
        yield entry.rstrip("*"), entry.endswith("*")


@pytest.mark.parametrize("category", list(DIGEST_CATALOGUE))
def test_catalogue_matches_the_digest(category):
    got = {s.name: s.mandatory for s in RS.skills.values() if s.category == category}
    assert got == dict(_catalogue(category))


def test_every_skill_has_a_known_category_and_a_rule_text():
    for skill in RS.skills.values():
        assert skill.category in CATEGORIES
        assert len(skill.text) > 20, skill.name


def test_catalogue_has_exact_names_used_by_the_match_engine():
    for name in ("Mighty Blow (+1)", "Loner (4+)", "Dirty Player (+1)", "Throw Team-Mate", "Timmm-ber!"):
        assert RS.skill(name).name == name
    assert "4 or more" in RS.skill("Loner (4+)").text and "3 or more" in RS.skill("Loner (3+)").text
    with pytest.raises(KeyError, match="no skill or trait named 'Mighty Blow'"):
        RS.skill("Mighty Blow")


def test_random_skill_table_matches_the_digest():  # §13.1
    columns = ("Agility", "General", "Mutation", "Passing", "Strength")
    for line in DIGEST_RANDOM_TABLE.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        first = 1 if cells[0] == "1–3" else 4
        second = int(cells[1])
        for category, cell in zip(columns, cells[2:], strict=True):
            expected = cell.replace("**[R]**", "").replace("\\*", "").strip()
            assert T.random_skill_cell(category, first, second) == expected
            # the same half is chosen by every first-die value in its range
            assert T.random_skill_cell(category, first + 2, second) == expected


def test_random_skill_table_covers_each_category_exactly_once():
    for category, cells in T.RANDOM_SKILL_TABLE.items():
        assert sorted(cells) == sorted(s.name for s in RS.skills.values() if s.category == category)

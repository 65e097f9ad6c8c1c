"""§6.13 Armour, Injury (normal and Stunty) and Casualty rolls, Lasting Injuries; Mighty Blow (+1),
Thick Skull, Regeneration (§13.6, §13.7)."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position

ROW = """
######
#Ab..#
######
"""


def pow_on_b(forced, a=None, b=None):
    """A blocks b, the die shows POW (b pushed to (3,1) and Knocked Down); no follow-up."""
    dice = Dice.forcing(6, *forced)
    m = position(ROW, {"A": a or {}, "b": b or {}}, dice=dice, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    dice.assert_all_forced_used()
    return m, m.by_id[(0, "A")], m.by_id[(1, "b")]


def test_armour_holds_below_av():
    m, a, b = pow_on_b([4, 4])  # 8 < AV 9
    assert b.status == "prone" and b.on_field


def test_broken_armour_then_stunned_on_2_to_7():
    m, a, b = pow_on_b([5, 4, 3, 4])  # armour 9 breaks; injury 7
    assert b.status == "stunned" and b.on_field


def test_ko_on_8_or_9():
    m, a, b = pow_on_b([5, 4, 4, 4])
    assert b.where == "ko" and b.stats["injury"] == {"result": "ko", "casualty_roll": None, "lasting_injury": None}


def test_casualty_on_10_plus_then_the_d16():
    m, a, b = pow_on_b([5, 4, 5, 5, 8])  # injury 10 -> casualty; D16 8 = Seriously Hurt
    assert b.where == "casualty"
    assert b.stats["injury"] == {"result": "seriously_hurt", "casualty_roll": 8, "lasting_injury": None}
    assert a.stats["casualties_caused"] == 1  # from a Block action: earns SPP (§7.3.2)


def test_casualty_table_bands_and_lasting_injury():
    for d16, result in ((1, "badly_hurt"), (6, "badly_hurt"), (7, "seriously_hurt"), (10, "serious_injury"),
                        (12, "serious_injury"), (15, "dead"), (16, "dead")):
        m, a, b = pow_on_b([6, 6, 6, 6, d16])
        assert b.stats["injury"]["result"] == result
    m, a, b = pow_on_b([6, 6, 6, 6, 13, 3])  # Lasting Injury, D6 3 = Smashed Knee (-1 MA)
    assert b.stats["injury"] == {"result": "lasting_injury", "casualty_roll": 13, "lasting_injury": "MA"}


def test_niggling_injuries_add_to_the_casualty_roll():
    from engine.match.position import position as pos

    dice = Dice.forcing(6, 6, 6, 6, 6, 9)
    m = pos(ROW, {"b": {"niggling": 1}}, dice=dice, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].stats["injury"]["result"] == "serious_injury"  # 9 + 1


def test_stunty_injury_table():
    m, a, b = pow_on_b([6, 6, 3, 3], b={"skills": ("Stunty",)})  # 6: stunned
    assert b.status == "stunned"
    m, a, b = pow_on_b([6, 6, 3, 4], b={"skills": ("Stunty",)})  # 7: KO
    assert b.where == "ko"
    m, a, b = pow_on_b([6, 6, 4, 5], b={"skills": ("Stunty",)})  # 9: Badly Hurt, no Casualty roll
    assert b.stats["injury"] == {"result": "badly_hurt", "casualty_roll": None, "lasting_injury": None}


def test_thick_skull_turns_an_8_into_stunned():
    m, a, b = pow_on_b([6, 6, 4, 4], b={"skills": ("Thick Skull",)})
    assert b.status == "stunned" and b.on_field
    m, a, b = pow_on_b([6, 6, 4, 5], b={"skills": ("Thick Skull",)})
    assert b.where == "ko"


def test_mighty_blow_adds_one_to_armour_when_that_breaks_it():
    m, a, b = pow_on_b([4, 4, 2, 2], a={"skills": ("Mighty Blow (+1)",)})  # 8+1 breaks; injury 4 stunned
    assert b.status == "stunned"


def test_mighty_blow_goes_on_injury_when_armour_breaks_anyway():
    m, a, b = pow_on_b([5, 5, 4, 3], a={"skills": ("Mighty Blow (+1)",)})  # injury 7+1 = KO
    assert b.where == "ko"


def test_regeneration_sends_the_casualty_to_reserves_on_4_plus():
    m, a, b = pow_on_b([6, 6, 6, 6, 3, 4], b={"skills": ("Regeneration",)})
    assert b.where == "reserves" and b.stats["injury"] is None and a.stats["casualties_caused"] == 0
    m, a, b = pow_on_b([6, 6, 6, 6, 3, 3], b={"skills": ("Regeneration",)})
    assert b.where == "casualty" and b.stats["injury"]["result"] == "badly_hurt"


def test_mighty_blow_only_on_the_players_own_block():
    # b has Mighty Blow; A blocks b and the die shows attacker down: b's Mighty Blow does not apply.
    dice = Dice.forcing(1, 4, 4)  # armour 8 < 9 holds (no +1)
    m = position(ROW, {"b": {"skills": ("Mighty Blow (+1)",)}}, dice=dice)
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(0, "A")].status == "prone"
    assert [e for e in m.events if e.get("why") == "armour"][0]["result"] == "holds"
    dice.assert_all_forced_used()


def test_the_match_reads_the_one_copy_of_the_injury_tables():
    # §6.13: the injury, casualty and lasting-injury tables live once, in the ruleset's tables (issue #9)
    from engine.match import injury
    from engine.rulesets.dungeon_bowl import tables

    assert injury.INJURY_TABLE is tables.INJURY_TABLE and injury.CASUALTY_TABLE is tables.CASUALTY_TABLE
    assert injury.STUNTY_INJURY_TABLE is tables.STUNTY_INJURY_TABLE
    assert [injury.lasting_injury(r) for r in range(1, 7)] == ["AV", "AV", "MA", "PA", "AG", "ST"]

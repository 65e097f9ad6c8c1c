"""Coach Traits (rules/blitz-bowl.md §18.8): the 15-row 2D8 table, the roll, the duplicate rule."""

import pytest

from engine.blitz_bowl.traits import BY_ROLL, TRAITS, choose_trait, roll_trait, trait
from engine.dice import Dice


def test_table_has_one_trait_for_each_2d8_total():
    assert [t.roll for t in TRAITS] == list(range(2, 17))
    assert len({t.key for t in TRAITS}) == 15


@pytest.mark.parametrize(("d1", "d2", "key"), [
    (1, 1, "magical_training"), (4, 4, "loud_celebrator"), (2, 3, "bribe_the_ref"),
    (5, 5, "glory_hound"), (8, 4, "terrifying_reputation"), (8, 8, "outrageous_cheat"),
])
def test_roll_adds_two_d8_and_reads_the_table(d1, d2, key):
    dice = Dice.forcing(d1, d2)
    result = roll_trait(held=[], dice=dice)
    dice.assert_all_forced_used()
    assert result.dice == (d1, d2) and result.total == d1 + d2
    assert result.gained == trait(key) and result.rolled == trait(key)
    assert not result.duplicate and result.choose_from == ()
    assert [r.die for r in dice.log] == [8, 8]


def test_duplicate_lets_the_coach_choose_any_trait_not_yet_held():
    held = {"loud_celebrator", "glory_hound"}
    dice = Dice.forcing(3, 5)  # 8: Loud Celebrator, already held
    result = roll_trait(held=held, dice=dice)
    dice.assert_all_forced_used()
    assert result.duplicate and result.gained is None and result.rolled.key == "loud_celebrator"
    assert {t.key for t in result.choose_from} == {t.key for t in TRAITS} - held
    assert choose_trait("sponsored_kit", held=held) == []
    [breach] = choose_trait("glory_hound", held=held)
    assert breach.rule == "§18.8" and "already held" in breach.message
    assert choose_trait("no_such_trait", held=held)[0].rule == "§18.8"


def test_a_roll_that_is_not_held_is_gained_even_when_others_are():
    dice = Dice.forcing(6, 6)
    result = roll_trait(held={"loud_celebrator"}, dice=dice)
    dice.assert_all_forced_used()
    assert result.gained == BY_ROLL[12]


def test_unknown_trait_key_names_the_traits():
    with pytest.raises(KeyError, match="loud_celebrator"):
        trait("lucky")

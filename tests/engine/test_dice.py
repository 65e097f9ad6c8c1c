import pytest

from engine.dice import Dice, UnusedForcedRoll


def test_same_seed_same_rolls():
    a, b = Dice(42), Dice(42)
    assert [a.d6("x") for _ in range(50)] == [b.d6("x") for _ in range(50)]


def test_every_roll_is_logged_with_its_reason():
    dice = Dice.forcing(3, 12)
    assert dice.d6("armour") == 3
    assert dice.d16("casualty") == 12
    assert [(r.die, r.why, r.result) for r in dice.log] == [(6, "armour", 3), (16, "casualty", 12)]
    dice.assert_all_forced_used()


def test_unused_forced_roll_fails():
    dice = Dice.forcing(4, 5)
    dice.d6("one")
    with pytest.raises(UnusedForcedRoll):
        dice.assert_all_forced_used()


def test_impossible_forced_result_is_refused():
    with pytest.raises(ValueError, match="D6"):
        Dice.forcing(7).d6("block")


def test_choice_rolls_a_die_the_size_of_the_list():
    dice = Dice.forcing(2)
    assert dice.choice(["a", "b", "c"], "MVP") == "b"
    assert dice.log[0].die == 3

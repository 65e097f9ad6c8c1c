"""§6.13: Injury and Stunty Injury rolls, the Casualty roll (D16, +1 per Niggling Injury) and
Lasting Injuries (never below the minimum, §3.2)."""

import pytest

from engine.campaign import Profile, apply_lasting_injury, injury_result, resolve_casualty, roll_injury
from engine.dice import Dice


def test_injury_roll():
    dice = Dice.forcing(4, 4, 6, 5)
    assert roll_injury(dice=dice) == "ko"
    assert roll_injury(dice=dice) == "casualty"
    dice.assert_all_forced_used()
    assert dice.log[0].why == "Injury roll (2D6)"


def test_stunty_nine_is_badly_hurt_without_a_casualty_roll():
    assert injury_result(9, stunty=True) == "badly_hurt"
    assert injury_result(9) == "ko"
    assert injury_result(7, stunty=True) == "ko" and injury_result(7) == "stunned"
    assert injury_result(14) == "casualty"  # modified past 12


@pytest.mark.parametrize(
    "roll, result, mng, niggling, dead",
    [(6, "badly_hurt", False, False, False), (7, "seriously_hurt", True, False, False),
     (12, "serious_injury", True, True, False), (15, "dead", False, False, True)],
)
def test_casualty_results(roll, result, mng, niggling, dead):
    dice = Dice.forcing(roll)
    cas = resolve_casualty(dice=dice, niggling_injuries=0)
    dice.assert_all_forced_used()
    assert (cas.result, cas.miss_next_game, cas.niggling_injury, cas.dead, cas.lasting_injury) == (result, mng, niggling, dead, None)
    assert dice.log[0].die == 16 and dice.log[0].why == "Casualty roll (D16)"


def test_lasting_injury_rolls_the_d6_for_the_characteristic():
    dice = Dice.forcing(13, 4)
    cas = resolve_casualty(dice=dice, niggling_injuries=0)
    dice.assert_all_forced_used()
    assert cas.result == "lasting_injury" and cas.miss_next_game
    assert (cas.lasting_injury.name, cas.lasting_injury.characteristic) == ("Broken Arm", "PA")
    assert dice.log[1].why == "Lasting Injury: characteristic reduction (D6)"


def test_each_niggling_injury_adds_one_to_the_casualty_roll():
    dice = Dice.forcing(12, 2)
    cas = resolve_casualty(dice=dice, niggling_injuries=2)  # 12 + 2 = 14: Lasting Injury
    dice.assert_all_forced_used()
    assert (cas.roll, cas.total, cas.result) == (12, 14, "lasting_injury")
    assert cas.lasting_injury.characteristic == "AV"
    assert dice.log[0].why == "Casualty roll (D16), +2"


def test_totals_above_16_are_dead_and_decay_adds_one():
    dice = Dice.forcing(16, 14)
    assert resolve_casualty(dice=dice, niggling_injuries=3).result == "dead"
    assert resolve_casualty(dice=dice, niggling_injuries=0, decay=True).result == "dead"
    dice.assert_all_forced_used()


@pytest.mark.parametrize(
    "characteristic, before, after",
    [("AV", Profile(6, 3, 3, 4, 9), Profile(6, 3, 3, 4, 8)), ("MA", Profile(6, 3, 3, 4, 9), Profile(5, 3, 3, 4, 9)),
     ("PA", Profile(6, 3, 3, 4, 9), Profile(6, 3, 3, 5, 9)), ("AG", Profile(6, 3, 3, 4, 9), Profile(6, 3, 4, 4, 9)),
     ("ST", Profile(6, 3, 3, 4, 9), Profile(6, 2, 3, 4, 9))],
)
def test_lasting_injury_reduces_the_characteristic(characteristic, before, after):
    assert apply_lasting_injury(before, characteristic) == after


def test_lasting_injury_never_goes_below_the_minimum():  # §3.2 minimums: MA 1, ST 1, AG 6+, PA 6+, AV 3+
    floor = Profile(ma=1, st=1, ag=6, pa=6, av=3)
    for characteristic in ("MA", "ST", "AG", "PA", "AV"):
        assert apply_lasting_injury(floor, characteristic) == floor
    assert apply_lasting_injury(Profile(4, 5, 5, None, 10), "PA") == Profile(4, 5, 5, None, 10)  # "–" stays "–"

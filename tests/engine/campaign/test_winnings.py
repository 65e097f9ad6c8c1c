"""§7.2 winnings (2D6, higher die to the winner) and §8.5 concession winnings."""

import pytest

from engine.campaign import concession_winnings, winnings
from engine.dice import Dice


@pytest.mark.parametrize("dice_rolled", [(2, 5), (5, 2)])
def test_higher_die_to_the_winner_lower_to_the_loser(dice_rolled):
    dice = Dice.forcing(*dice_rolled)
    assert winnings(dice=dice) == (50_000, 20_000)
    dice.assert_all_forced_used()
    assert all("winnings" in roll.why for roll in dice.log)


def test_a_double_pays_both_the_same():
    dice = Dice.forcing(4, 4)
    assert winnings(dice=dice) == (40_000, 40_000)
    dice.assert_all_forced_used()


def test_draw_one_die_each_by_default():  # [Uncertain] §7.2: first die to the home team
    dice = Dice.forcing(2, 6)
    assert winnings(dice=dice, winner_side_draw=True) == (20_000, 60_000)
    dice.assert_all_forced_used()


def test_draw_lower_die_each_setting():
    dice = Dice.forcing(2, 6)
    assert winnings(dice=dice, winner_side_draw=True, draw_rule="lower_die_each") == (20_000, 20_000)
    dice.assert_all_forced_used()


def test_concession_pays_d6_times_10000():  # §8.5
    dice = Dice.forcing(3)
    assert concession_winnings(dice=dice) == 30_000
    dice.assert_all_forced_used()

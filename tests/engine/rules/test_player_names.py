"""Default player names per College (engine/rulesets/dungeon_bowl/names.py): drawn with the seeded dice,
every College has a list, a team never gets the same name twice."""

import engine.rulesets
from engine.dice import Dice
from engine.rulesets.dungeon_bowl.names import name_lists, random_name, random_names


def test_every_college_has_a_name_list():
    assert set(name_lists()) == set(engine.rulesets.get("dungeon_bowl").rosters)


def test_a_name_is_drawn_with_the_forced_dice():
    lists = name_lists()["fire"]
    dice = Dice.forcing(2, 3)
    assert random_name("fire", dice) == f"{lists['given'][1]} {lists['family'][2]}"
    dice.assert_all_forced_used()


def test_a_taken_name_is_drawn_again():
    lists = name_lists()["metal"]
    first = f"{lists['given'][0]} {lists['family'][0]}"
    dice = Dice.forcing(1, 1, 1, 2)
    assert random_name("metal", dice, taken=[first]) == f"{lists['given'][0]} {lists['family'][1]}"
    dice.assert_all_forced_used()


def test_names_for_a_whole_team_are_unique_and_the_same_for_the_same_seed():
    names = random_names("shadow", Dice(7), 16)
    assert len(set(names)) == 16
    assert names == random_names("shadow", Dice(7), 16)

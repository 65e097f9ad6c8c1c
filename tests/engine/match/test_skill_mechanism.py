"""The skill mechanism (issue #8): a skill is a small unit hooking into named points of the procedures;
a new one is added by registering a class, without touching the rules' core."""

import pytest

from engine.dice import Dice
from engine.match import skills
from engine.match.position import position


@pytest.fixture
def extra_skills():
    class SteadyFeet(skills.Skill):
        name = "Steady Feet (test)"

        def test_modifier(self, match, player, kind, modifier):
            return modifier + 1 if kind == "dodge" else modifier

    class Dozy(skills.Skill):
        name = "Dozy (test)"

        def activation_start(self, match, player, action):
            return match.roll_d6("Dozy", player, target=2) >= 2

    skills.register(SteadyFeet)
    skills.register(Dozy)
    yield
    del skills.REGISTRY[SteadyFeet.name], skills.REGISTRY[Dozy.name]


MAP = """
#######
#.Ab..#
#.....#
#######
"""


def test_a_registered_skill_modifies_a_test(extra_skills):
    dice = Dice.forcing(2)  # AG 3+, +1: a 2 passes
    m = position(MAP, {"A": {"skills": ("Steady Feet (test)",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(1, 2)))
    assert m.by_id[(0, "A")].standing
    dice.assert_all_forced_used()


def test_a_registered_trait_can_end_the_activation_at_its_start(extra_skills):
    dice = Dice.forcing(1)
    m = position(MAP, {"A": {"skills": ("Dozy (test)",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    assert m.act is None and m.by_id[(0, "A")].activated
    dice.assert_all_forced_used()


def test_hooks_are_built_once_per_player():
    hooks = skills.hooks_for(("Block", "Dodge", "Mighty Blow (+1)", "Unknown Skill"))
    assert set(hooks) == {"ignores_both_down", "stumble_is_push", "reroll:dodge", "knockdown_bonus"}

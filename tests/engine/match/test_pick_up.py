"""§6.4 Picking up the ball: an Agility test, -1 per opponent Marking; failure bounces it and is a Turnover;
Sure Hands (§13.3) re-rolls it."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#######
#A@...#
#..b..#
#######
"""


def test_pick_up_needs_an_agility_test_with_marking_modifier():
    dice = Dice.forcing(4)  # 3+ with -1 (b Marks (2,1)): 4 passes
    m = position(MAP, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.carrier is m.by_id[(0, "A")] and m.ball_sq == -1
    roll = [e for e in m.events if e.get("why") == "pick up"][0]
    assert roll["modifier"] == -1
    dice.assert_all_forced_used()


def test_failed_pick_up_bounces_and_is_a_turnover():
    dice = Dice.forcing(3, 5)  # 3 - 1 fails; bounce right (D8 5)
    m = position(MAP, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.carrier is None and m.ball_sq == m.d.sq(3, 1) and m.active == 1
    dice.assert_all_forced_used()


def test_sure_hands_rerolls_a_failed_pick_up():
    dice = Dice.forcing(2, 6)
    m = position(MAP, {"A": {"skills": ("Sure Hands",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.carrier is m.by_id[(0, "A")]
    dice.assert_all_forced_used()

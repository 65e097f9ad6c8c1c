"""§6.8 Hand-off: to an adjacent Standing team-mate, no test for the giver, a catch with no modifier;
Catch (§13.2) re-rolls a failed catch; a dropped hand-off is a Turnover (§2.4)."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#######
#AB...#
#######
"""


def test_hand_off_caught():
    dice = Dice.forcing(3)
    m = position(MAP, {"A": {"ball": True, "pa": None}}, dice=dice)
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    assert m.carrier is m.by_id[(0, "B")] and m.active == 0
    assert [e for e in m.events if e.get("why") == "catch"][0]["modifier"] == 0
    dice.assert_all_forced_used()


def test_dropped_hand_off_bounces_and_is_a_turnover():
    dice = Dice.forcing(2, 5)
    m = position(MAP, {"A": {"ball": True}}, dice=dice)
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    assert m.carrier is None and m.ball_sq == m.d.sq(3, 1) and m.active == 1
    dice.assert_all_forced_used()


def test_catch_skill_rerolls():
    dice = Dice.forcing(2, 3)
    m = position(MAP, {"A": {"ball": True}, "B": {"skills": ("Catch",)}}, dice=dice)
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    assert m.carrier is m.by_id[(0, "B")]
    dice.assert_all_forced_used()

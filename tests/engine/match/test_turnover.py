"""§2.4 Turnovers not pinned elsewhere: a team-mate Knocked Down in its own turn, a thrown ball carrier
who lands badly, and the Turnover ending the turn after the triggering dice are rolled. (Falling over:
test_rush, test_dodge; failed pick-up: test_pick_up; fumble and uncaught passes: test_pass; hand-offs:
test_hand_off; interference: test_interference; sent off: test_foul.)"""

from engine.dice import Dice
from engine.match.position import position


def test_a_team_mate_knocked_down_by_a_chest_trap_is_a_turnover():
    dice = Dice.forcing(2, 2, 3, 3)
    m = position("""
    #######
    #A*B..#
    #######
    """, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("open_chest", m.d.sq(2, 1)))
    assert m.by_id[(0, "B")].status == "prone" and m.active == 1
    dice.assert_all_forced_used()


def test_a_thrown_ball_carrier_landing_badly_is_a_turnover():
    # superb throw; scatter right, left, down; landing 2 fails; armour 2+2; the ball bounces right
    dice = Dice.forcing(5, 5, 4, 7, 2, 2, 2, 5)
    m = position("""
    #########
    #GR.....#
    #.......#
    #.......#
    #########
    """, {"G": {"st": 5, "pa": 3, "skills": ("Throw Team-Mate",)},
          "R": {"st": 2, "skills": ("Right Stuff",), "ball": True}}, dice=dice)
    m.do(("declare", "G", "ttm", None))
    m.do(("throw", "R", m.d.sq(5, 2)))
    assert m.by_id[(0, "R")].status == "prone" and m.ball_sq == m.d.sq(6, 3) and m.active == 1
    dice.assert_all_forced_used()


def test_the_turn_passes_to_the_other_team_with_fresh_activations():
    dice = Dice.forcing(1, 2, 2)
    m = position("""
    #######
    #A..b.#
    #######
    """, {"A": {"ma": 0}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.active == 1 and m.act is None
    assert ("declare", "b", "move", None) in m.legal_actions()
    turn_events = [e for e in m.events if e["t"] in ("turnover", "end_turn", "turn")]
    assert [e["t"] for e in turn_events][-3:] == ["turnover", "end_turn", "turn"]

"""§6.9 Throwing the ball against a wall: a Pass at a wall face; passed: it rebounds from that face,
failed: D6 1-3 the face to the right, 4+ to the left; it travels D6 squares, players it passes over
may catch it (-1), then it scatters one square; a Turnover unless the active team ends with it."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#########
#A......#
#.......#
#.......#
#########
"""
UP = 1  # the wall above the target square


def wall_pass(forced, text=MAP, target=(4, 1)):
    dice = Dice.forcing(*forced)
    m = position(text, {"A": {"ball": True}}, dice=dice)
    m.do(("declare", "A", "pass", None))
    assert ("wall_pass", m.d.sq(*target), UP) in m.legal_actions()
    m.do(("wall_pass", m.d.sq(*target), UP))
    dice.assert_all_forced_used()
    return m


def test_accurate_wall_pass_rebounds_like_a_reflection():
    # 4: accurate; rebound down-right 2 squares to (5,2); scatters down to (5,3); lands empty: bounces left.
    m = wall_pass([4, 2, 7, 4])
    assert m.ball_sq == m.d.sq(4, 3) and m.active == 1


def test_a_player_on_the_rebound_path_catches_it():
    m = wall_pass([4, 2, 4], text=MAP.replace("#.......#\n#.......#", "#....B..#\n#.......#", 1))
    assert m.carrier is m.by_id[(0, "B")] and m.active == 0
    assert [e for e in m.events if e.get("why") == "catch"][0]["modifier"] == -1


def test_a_failed_test_hits_the_wall_square_to_the_right():
    # 3: inaccurate; D6 2: the face to the right (5,1); rebound 1 square; scatter down; bounce right.
    m = wall_pass([3, 2, 1, 7, 5])
    assert m.ball_sq == m.d.sq(6, 2)

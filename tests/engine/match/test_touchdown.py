"""§6.15 Touchdown: a Standing ball carrier entering the opponents' End Zone, or catching/picking up there,
scores and ends the match at once — even in the opponents' turn (a push)."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position


def test_moving_into_the_end_zone_with_the_ball_scores():
    m = position("""
    ######
    #..A>#
    ######
    """, {"A": {"ball": True}}, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(4, 1)))
    assert m.over and m.winner == 0 and m.score == [1, 0] and m.by_id[(0, "A")].stats["touchdowns"] == 1
    assert m.end_reason == "touchdown"


def test_own_end_zone_does_not_score():
    m = position("""
    ######
    #<A..#
    ######
    """, {"A": {"ball": True}}, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(1, 1)))
    assert not m.over


def test_catching_in_the_end_zone_scores():
    dice = Dice.forcing(3)
    m = position("""
    ######
    #..AB#
    ######
    """, {"A": {"ball": True}}, dice=dice)
    m.d.ez_of[m.d.sq(4, 1)] = 1  # B stands in the End Zone away defends
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    assert m.over and m.winner == 0
    dice.assert_all_forced_used()


def test_a_ball_carrier_pushed_into_the_end_zone_scores_in_the_opponents_turn():
    # It is away's turn; the home carrier B is pushed by c into the End Zone away defends.
    dice = Dice.forcing(3)
    m = position("""
    ######
    #.cB>#
    ######
    """, {"B": {"ball": True}}, dice=dice, active="away", away_bot=ScriptedBot([False]))
    m.do(("declare", "c", "block", "B"))
    assert m.over and m.winner == 0 and m.score == [1, 0]
    dice.assert_all_forced_used()


def test_falling_in_the_end_zone_does_not_score():
    dice = Dice.forcing(1, 2, 2, 4)  # Rush 1: falls in the End Zone; armour holds; the ball bounces left
    m = position("""
    ######
    #..A>#
    ######
    """, {"A": {"ball": True, "ma": 0}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(4, 1)))
    assert not m.over and m.score == [0, 0]
    dice.assert_all_forced_used()

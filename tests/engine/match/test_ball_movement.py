"""§2.9 Bounce, Scatter and Deviate; §2.10 wall and corner bounces; §6.7 catching a bouncing ball."""

from engine.dice import Dice
from engine.match.position import position


def test_bounce_moves_one_square_in_the_d8_direction():
    dice = Dice.forcing(7)  # D8 7: straight down
    m = position("""
    #####
    #...#
    #...#
    #...#
    #####
    """, dice=dice)
    m.bounce(m.d.sq(2, 2))
    assert m.ball_sq == m.d.sq(2, 3)
    dice.assert_all_forced_used()


def test_a_standing_player_must_try_to_catch_a_bounce_at_minus_one():
    dice = Dice.forcing(5, 4)  # bounce right onto A; catch 4 - 1 = 3 passes (AG 3+)
    m = position("""
    #####
    #...#
    #..A#
    #####
    """, dice=dice)
    m.bounce(m.d.sq(2, 2))
    assert m.carrier is m.by_id[(0, "A")]
    roll = [e for e in m.events if e.get("why") == "catch"][0]
    assert roll["modifier"] == -1
    dice.assert_all_forced_used()


def test_a_prone_player_does_not_catch_the_ball_bounces_on():
    dice = Dice.forcing(5, 2)  # onto prone A, then up
    m = position("""
    #####
    #...#
    #..A#
    #####
    """, {"A": {"status": "prone"}}, dice=dice)
    m.bounce(m.d.sq(2, 2))
    assert m.ball_sq == m.d.sq(3, 1)
    dice.assert_all_forced_used()


def test_wall_bounce_uses_the_bounce_template():
    # The ball bounces right into the wall from (3,2); D6 3-4: straight back to (2,2).
    dice = Dice.forcing(5, 3)
    m = position("""
    #####
    #...#
    #...#
    #...#
    #####
    """, dice=dice)
    m.bounce(m.d.sq(3, 2))
    assert m.ball_sq == m.d.sq(2, 2)
    dice.assert_all_forced_used()


def test_wall_bounce_to_the_side():
    dice = Dice.forcing(5, 1)  # D6 1: back and to the left of its flight (up-left)
    m = position("""
    #####
    #...#
    #...#
    #...#
    #####
    """, dice=dice)
    m.bounce(m.d.sq(3, 2))
    assert m.ball_sq == m.d.sq(2, 1)
    dice.assert_all_forced_used()


def test_corner_bounce_uses_a_d3():
    dice = Dice.forcing(8, 2)  # down-right into the corner from (3,3); D3 2: straight back up-left
    m = position("""
    #####
    #...#
    #...#
    #...#
    #####
    """, dice=dice)
    m.bounce(m.d.sq(3, 3))
    assert m.ball_sq == m.d.sq(2, 2)
    dice.assert_all_forced_used()


def test_scatter_moves_three_times_and_only_then_can_be_caught():
    # Scatter from (1,2): right to (2,2), right over A at (3,2), right to (4,2); then it bounces down.
    dice = Dice.forcing(5, 5, 5, 7)
    m = position("""
    #######
    #.....#
    #..A..#
    #.....#
    #######
    """, dice=dice)
    m.scatter(m.d.sq(1, 2))
    assert m.ball_sq == m.d.sq(4, 3)  # A at (3,2) could not catch it in flight
    dice.assert_all_forced_used()


def test_deviate_moves_d6_squares_in_a_d8_direction():
    dice = Dice.forcing(5, 3, 7)  # right, 3 squares, lands empty and bounces down
    m = position("""
    #######
    #.....#
    #.....#
    #######
    """, dice=dice)
    m.deviate(m.d.sq(1, 1))
    assert m.ball_sq == m.d.sq(4, 2)
    dice.assert_all_forced_used()

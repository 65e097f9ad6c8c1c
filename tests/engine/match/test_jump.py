"""§6.3.5 Jumping over a Prone or Stunned player: once per activation, 2 squares of MA, one Agility test
at minus the greater Marking count (start or destination); a natural 1 falls in the starting square."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#######
#.....#
#.AE..#
#.....#
#######
"""


def test_jump_over_a_prone_team_mate():
    dice = Dice.forcing(3)
    m = position(MAP, {"E": {"status": "prone"}}, dice=dice)
    m.do(("declare", "A", "move", None))
    assert ("jump", m.d.sq(3, 2), m.d.sq(4, 2)) in m.legal_actions()
    m.do(("jump", m.d.sq(3, 2), m.d.sq(4, 2)))
    assert m.by_id[(0, "A")].sq == m.d.sq(4, 2) and m.mp_used == 2
    assert not [a for a in m.legal_actions() if a[0] == "jump"]
    dice.assert_all_forced_used()


def test_no_jump_over_a_standing_player():
    m = position(MAP, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    assert not [a for a in m.legal_actions() if a[0] == "jump"]


def test_modifier_is_the_greater_marking_count_and_no_dodge_is_needed():
    # b Marks A's starting square; b and c Mark the landing square (4,2): -2.
    dice = Dice.forcing(5)
    m = position("""
    #######
    #..b..#
    #.AE..#
    #....c#
    #######
    """, {"E": {"status": "prone"}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("jump", m.d.sq(3, 2), m.d.sq(4, 2)))
    rolls = [e for e in m.events if e["t"] == "roll"]
    assert [r["why"] for r in rolls] == ["jump"] and rolls[0]["modifier"] == -2
    dice.assert_all_forced_used()


def test_failed_jump_on_a_natural_1_falls_in_the_starting_square():
    dice = Dice.forcing(1, 2, 2)
    m = position(MAP, {"E": {"status": "prone"}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("jump", m.d.sq(3, 2), m.d.sq(4, 2)))
    a = m.by_id[(0, "A")]
    assert a.sq == m.d.sq(2, 2) and a.status == "prone" and m.active == 1
    dice.assert_all_forced_used()


def test_failed_jump_otherwise_falls_in_the_destination():
    dice = Dice.forcing(2, 2, 2)  # AG 3+: a 2 fails
    m = position(MAP, {"E": {"status": "prone"}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("jump", m.d.sq(3, 2), m.d.sq(4, 2)))
    assert m.by_id[(0, "A")].sq == m.d.sq(4, 2) and m.by_id[(0, "A")].status == "prone"
    dice.assert_all_forced_used()

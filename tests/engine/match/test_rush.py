"""§6.3.3 Rush: beyond MA, up to two extra squares, each on a 2+; a 1 Falls Over (and a Turnover)."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#########
#A......#
#.......#
#########
"""


def walk(m, squares):
    for x in squares:
        m.do(("move", m.d.sq(x, 1)))


def test_rushing_two_squares_beyond_ma():
    dice = Dice.forcing(2, 6)  # two Rush rolls, both pass (a 2 is enough)
    m = position(MAP, {"A": {"ma": 3}}, dice=dice)
    m.do(("declare", "A", "move", None))
    walk(m, [2, 3, 4, 5, 6])
    assert m.by_id[(0, "A")].sq == m.d.sq(6, 1) and m.by_id[(0, "A")].standing
    assert ("move", m.d.sq(7, 1)) not in m.legal_actions()  # no third Rush without Sprint
    dice.assert_all_forced_used()


def test_a_rush_roll_of_1_falls_over_and_is_a_turnover():
    dice = Dice.forcing(1, 3, 3)  # Rush 1; Armour 3+3 holds (AV 9)
    m = position(MAP, {"A": {"ma": 1}}, dice=dice)
    m.do(("declare", "A", "move", None))
    walk(m, [2, 3])
    a = m.by_id[(0, "A")]
    assert a.sq == m.d.sq(3, 1) and a.status == "prone"
    assert m.active == 1  # Turnover: the away team's turn has begun
    dice.assert_all_forced_used()


def test_sprint_allows_a_third_rush_and_sure_feet_rerolls_one():
    dice = Dice.forcing(3, 1, 4, 2)  # Rush ok, Rush 1 -> Sure Feet re-roll 4, third Rush (Sprint) 2
    m = position(MAP, {"A": {"ma": 1, "skills": ("Sprint", "Sure Feet")}}, dice=dice)
    m.do(("declare", "A", "move", None))
    walk(m, [2, 3, 4, 5])
    a = m.by_id[(0, "A")]
    assert a.sq == m.d.sq(5, 1) and a.standing
    assert [e.get("reroll") for e in m.events if e.get("why") == "rush"] == [None, None, "Sure Feet", None]
    dice.assert_all_forced_used()


def test_team_reroll_on_a_failed_rush():
    from engine.match.position import ScriptedBot

    dice = Dice.forcing(1, 5)
    m = position(MAP, {"A": {"ma": 0}}, dice=dice, rerolls=(1, 0), home_bot=ScriptedBot([True]))
    m.do(("declare", "A", "move", None))
    walk(m, [2])
    assert m.by_id[(0, "A")].standing and m.teams[0].rerolls == 0
    dice.assert_all_forced_used()

"""§2.12 Tackle Zones and Marking: Standing players Mark adjacent opponents; Prone/Stunned players and
players who lost their Tackle Zone Mark nobody; team-mates never Mark each other."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#######
#.b...#
#..A..#
#.c.E.#
#######
"""


def test_standing_opponents_mark():
    m = position(MAP, dice=Dice.forcing())
    assert {q.id for q in m.marking(m.d.sq(3, 2), 0)} == {"b", "c"}


def test_prone_opponents_do_not_mark():
    m = position(MAP, {"b": {"status": "prone"}, "c": {"status": "stunned"}}, dice=Dice.forcing())
    assert m.marking(m.d.sq(3, 2), 0) == []


def test_lost_tackle_zone():
    m = position(MAP, dice=Dice.forcing())
    m.by_id[(1, "b")].no_tz = True
    assert {q.id for q in m.marking(m.d.sq(3, 2), 0)} == {"c"}

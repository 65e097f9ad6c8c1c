"""§2.8 Line of sight: a straight line between square centres that crosses no wall; some features let
sight pass (§1.5)."""

from engine.match.dungeon import Dungeon


def test_open_room_has_sight():
    d = Dungeon.from_ascii("""
    #######
    #.....#
    #.....#
    #######
    """)
    assert d.line_of_sight(d.sq(1, 1), d.sq(5, 2))


def test_a_wall_blocks_sight():
    d = Dungeon.from_ascii("""
    #######
    #..#..#
    #..#..#
    #######
    """)
    assert not d.line_of_sight(d.sq(1, 1), d.sq(5, 1))


def test_the_idol_blocks_sight_but_the_dragon_does_not():
    idol = Dungeon.from_ascii("""
    #######
    #..I..#
    #######
    """)
    dragon = Dungeon.from_ascii("""
    #######
    #..D..#
    #######
    """)
    assert not idol.line_of_sight(idol.sq(1, 1), idol.sq(5, 1))
    assert dragon.line_of_sight(dragon.sq(1, 1), dragon.sq(5, 1))


def test_no_pass_through_a_wall():
    from engine.dice import Dice
    from engine.match.position import position

    m = position("""
    #######
    #A.#..#
    #..#..#
    #######
    """, {"A": {"ball": True}}, dice=Dice.forcing())
    m.do(("declare", "A", "pass", None))
    targets = {a[1] for a in m.legal_actions() if a[0] == "pass"}
    assert m.d.sq(2, 2) in targets and m.d.sq(4, 1) not in targets

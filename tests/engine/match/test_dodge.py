"""§6.3.4 Dodge: leaving a Marked square needs an Agility test, -1 per opponent Marking the destination;
Dodge (§13.2) re-rolls it once per turn, Tackle (§13.3) stops that, Stunty (§13.7) ignores the -1s."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#######
#.....#
#.Ab..#
#.....#
#.c...#
#######
"""


def test_leaving_a_marked_square_needs_an_agility_test():
    dice = Dice.forcing(3)  # AG 3+ with no marking at the destination: 3 passes
    m = position(MAP, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(1, 1)))  # (1,1) is out of b's Tackle Zone
    assert m.by_id[(0, "A")].sq == m.d.sq(1, 1)
    roll = [e for e in m.events if e.get("why") == "dodge"][0]
    assert roll["modifier"] == 0 and roll["result"] == "success"
    dice.assert_all_forced_used()


def test_minus_one_per_opponent_marking_the_destination():
    dice = Dice.forcing(4, 3, 3)  # needs 5+ (two markers at (2,3)): 4 fails -> Falls Over, armour 3+3
    m = position(MAP, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 3)))  # marked there by b (3,2) and c (2,4)
    a = m.by_id[(0, "A")]
    assert a.status == "prone" and a.sq == m.d.sq(2, 3)
    roll = [e for e in m.events if e.get("why") == "dodge"][0]
    assert roll["modifier"] == -2 and roll["result"] == "failure"
    assert m.active == 1  # Falls Over: Turnover
    dice.assert_all_forced_used()


def test_open_player_moves_without_rolling():
    m = position("""
    #######
    #A....#
    #...b.#
    #######
    """, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    m.do(("move", m.d.sq(3, 1)))  # into b's Tackle Zone: no roll needed to enter
    assert not [e for e in m.events if e.get("t") == "roll"]


def test_dodge_skill_rerolls_once_per_turn():
    dice = Dice.forcing(1, 4, 2)  # fail, Dodge re-roll 4 passes; next dodge fails with 2 and no re-roll left
    m = position("""
    ########
    #......#
    #.Ab...#
    #......#
    ########
    """, {"A": {"skills": ("Dodge",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 3)))  # b at (3,2) Marks (2,3): 4+ needed
    m.do(("move", m.d.sq(1, 3)))  # leave again; -0 at (1,3); roll 2 fails, Dodge already used
    rolls = [e for e in m.events if e.get("why") == "dodge"]
    assert [r.get("reroll") for r in rolls] == [None, "Dodge", None]
    assert m.by_id[(0, "A")].status == "prone"
    dice.assert_all_forced_used()


def test_tackle_stops_the_dodge_reroll():
    dice = Dice.forcing(2, 3, 3)  # dodge fails, no re-roll because b has Tackle; armour 3+3
    m = position(MAP, {"A": {"skills": ("Dodge",)}, "b": {"skills": ("Tackle",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(1, 1)))
    assert m.by_id[(0, "A")].status == "prone"
    dice.assert_all_forced_used()


def test_stunty_ignores_marking_at_the_destination():
    dice = Dice.forcing(3)
    m = position(MAP, {"A": {"skills": ("Stunty",)}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 3)))
    roll = [e for e in m.events if e.get("why") == "dodge"][0]
    assert roll["modifier"] == 0 and m.by_id[(0, "A")].standing
    dice.assert_all_forced_used()

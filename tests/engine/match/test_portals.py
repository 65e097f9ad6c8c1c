"""§1.7 Portals: teleport on a D6 (costs a square of MA in a Move), Magical Mishap on the Portal's own
number, Chain Reactions, an Injury roll for a second teleport in a team turn; pushed onto a Portal."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position

MAP = """
##########
#A1....2.#
#...3..4.#
#.5....6.#
##########
"""


def test_moving_onto_a_portal_teleports_and_costs_a_square():
    dice = Dice.forcing(4)
    m = position(MAP, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    a = m.by_id[(0, "A")]
    assert a.sq == m.portals[3] and m.mp_used == 2
    dice.assert_all_forced_used()


def test_magical_mishap_on_the_portals_own_number():
    dice = Dice.forcing(1)
    m = position(MAP, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    a = m.by_id[(0, "A")]
    assert a.where == "mishap" and m.active == 0  # no Turnover
    dice.assert_all_forced_used()


def test_a_mishap_ball_scatters_one_square_from_the_portal():
    dice = Dice.forcing(1, 7, 7)  # mishap; scatter one square down to (2,2); bounce down to (2,3)
    m = position(MAP, {"A": {"ball": True}}, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.ball_sq == m.d.sq(2, 3)
    dice.assert_all_forced_used()


def test_chain_reaction_teleports_the_player_already_there():
    dice = Dice.forcing(4, 6)  # A to portal 4 where c stands; c (on 4) rolls 6
    m = position(MAP.replace("#.5....6.#", "#.5....6c#"), {}, dice=dice)
    m.place(m.by_id[(1, "c")], m.portals[3])  # c stands on portal 4
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert m.by_id[(0, "A")].sq == m.d.sq(7, 2) and m.by_id[(1, "c")].sq == m.portals[5]
    dice.assert_all_forced_used()


def test_teleported_twice_in_a_turn_means_an_injury_roll():
    dice = Dice.forcing(4, 3, 2, 2)  # to portal 4; next step onto portal... then an Injury roll (2+2 stunned)
    m = position("""
    ##########
    #A1....2.#
    #...3..4.#
    #.5....6.#
    ##########
    """, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))  # -> portal 4 at (7,2)
    m.do(("move", m.d.sq(7, 1)))  # portal 2: D6 3 -> portal 3, second teleport: Injury roll 2+2
    a = m.by_id[(0, "A")]
    assert a.sq == m.portals[2] and a.status == "stunned"
    assert [e["why"] for e in m.events if e["t"] == "roll"][-1] == "injury (teleported twice)"
    dice.assert_all_forced_used()


def test_pushed_onto_a_portal_is_teleported():
    dice = Dice.forcing(3, 5)
    m = position("""
    #######
    #Ab1..#
    #..2..#
    #.3456#
    #######
    """, dice=dice, home_bot=ScriptedBot([lambda o: m.d.sq(3, 1), False]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].sq == m.portals[4]
    dice.assert_all_forced_used()


def test_following_up_onto_a_portal_teleports_the_blocker():
    # b stands on Portal 1 (3,1); A pushes it off and follows up onto the Portal: D6 6 -> Portal 6.
    dice = Dice.forcing(3, 6)
    m = position("""
    ########
    #.Ab...#
    #2345.6#
    ########
    """, dice=dice, home_bot=ScriptedBot([lambda o: m.d.sq(4, 1), True]))
    m.portals.insert(0, m.d.sq(3, 1))
    m.portal_at = {sq: i + 1 for i, sq in enumerate(m.portals)}
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(0, "A")].sq == m.portals[5] and m.by_id[(1, "b")].sq == m.d.sq(4, 1)
    dice.assert_all_forced_used()

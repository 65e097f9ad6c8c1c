"""§1.5 Dungeon tile special rules: Armoury, Cursed Room, Flooded Room, Ossuary, Forgotten Prison, Kitchen,
Treasure Room, Chaos Idol Room, Young Dragon's Lair, Crypt and Fiery Chasm Lair."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position
from engine.match.rooms import raise_funds_gold

ROW = """
#######
#.Ab..#
#######
"""


def test_armoury_adds_one_to_armour_rolls_inside():
    dice = Dice.forcing(6, 4, 4, 2, 2)  # POW; armour 8 + 1 breaks AV 9; injury 4 stunned
    m = position(ROW, dice=dice, room="Armoury", home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].status == "stunned"
    dice.assert_all_forced_used()


def test_cursed_room_forbids_rerolls():
    dice = Dice.forcing(1, 2, 2)  # rush 1: no Sure Feet, no team re-roll; armour
    m = position(ROW, {"A": {"ma": 0, "skills": ("Sure Feet",)}}, dice=dice, room="Cursed Room", rerolls=(3, 0))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(1, 1)))
    assert m.by_id[(0, "A")].status == "prone" and m.teams[0].rerolls == 3
    dice.assert_all_forced_used()


def test_flooded_room_rush_fails_on_2():
    dice = Dice.forcing(2, 2, 2)
    m = position(ROW, {"A": {"ma": 0}}, dice=dice, room="Flooded Room")
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(1, 1)))
    assert m.by_id[(0, "A")].status == "prone"
    dice.assert_all_forced_used()


def test_ossuary_minus_one_to_catch():
    dice = Dice.forcing(3, 5)  # catch 3 - 1 fails; bounce right
    m = position("""
    #######
    #.AB..#
    #######
    """, {"A": {"ball": True}}, dice=dice, room="Ossuary")
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    assert [e for e in m.events if e.get("why") == "catch"][0]["modifier"] == -1
    assert m.carrier is None and m.ball_sq == m.d.sq(4, 1)
    dice.assert_all_forced_used()


def test_forgotten_prison_may_take_two_from_ma():
    dice = Dice.forcing(2)
    m = position(ROW, {"A": {"ma": 6}}, dice=dice, room="Forgotten Prison")
    m.do(("declare", "A", "move", None))
    assert m.by_id[(0, "A")].ma == 4
    m.do(("end_activation",))
    assert m.by_id[(0, "A")].ma == 6  # until the end of the activation
    dice.assert_all_forced_used()


def test_chaos_idol_gives_plus_one_st_on_a_6():
    dice = Dice.forcing(6, 3, 3)  # idol 6: ST 4 against 3, two dice (both push)
    m = position(ROW, dice=dice, room="Chaos Idol Room", home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    ev = [e for e in m.events if e["t"] == "block"][0]
    assert ev["st"] == [4, 3] and len(ev["dice"]) == 2 and m.by_id[(0, "A")].st == 3
    dice.assert_all_forced_used()


def test_young_dragon_knocks_down_on_5_plus_turnover_only_with_the_ball():
    dice = Dice.forcing(5, 2, 2)
    m = position(ROW, dice=dice, room="Young Dragon's Lair")
    m.do(("declare", "A", "move", None))
    assert m.by_id[(0, "A")].status == "prone" and m.active == 0 and m.act is None
    dice.assert_all_forced_used()
    dice = Dice.forcing(6, 2, 2, 5)
    m = position(ROW, {"A": {"ball": True}}, dice=dice, room="Young Dragon's Lair")
    m.do(("declare", "A", "move", None))
    assert m.active == 1


def test_kitchen_throw_food():
    dice = Dice.forcing(5, 3, 3)
    m = position("""
    ########
    #A.....#
    #....b.#
    ########
    """, dice=dice, room="Kitchen")
    assert ("declare", "A", "throw_food", "b") in m.legal_actions()
    m.do(("declare", "A", "throw_food", "b"))
    assert m.by_id[(1, "b")].status == "prone" and m.act is None
    dice.assert_all_forced_used()


def test_treasure_room_raise_funds():
    m = position(ROW, dice=Dice.forcing(), room="Treasure Room")
    m.do(("declare", "A", "raise_funds", None))
    assert m.raised_funds[0] == {"A"} and m.act is None
    assert [raise_funds_gold(n) for n in (0, 1, 2, 3, 4, 5, 9)] == [0, 10_000, 10_000, 20_000, 20_000, 30_000,
                                                                   30_000]


def test_pushed_against_the_crypt_is_knocked_down_with_plus_one_armour():
    dice = Dice.forcing(3, 4, 4, 2, 2)  # push: against the tomb; armour 8 + 1 breaks; injury stunned
    m = position("""
    #####
    #.AbK#
    #####
    """, dice=dice, room="Crypt")
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].status == "stunned"
    dice.assert_all_forced_used()


def test_pushed_into_the_fiery_chasm_is_a_casualty():
    dice = Dice.forcing(3, 4)  # push into the chasm; Casualty roll 4: Badly Hurt
    m = position("""
    ######
    #.AbC#
    ######
    """, dice=dice, room="Fiery Chasm Lair", home_bot=ScriptedBot([lambda o: o[-1], False]))
    m.do(("declare", "A", "block", "b"))
    b = m.by_id[(1, "b")]
    assert b.where == "casualty" and b.stats["injury"]["result"] == "badly_hurt"
    dice.assert_all_forced_used()


def test_a_ball_landing_in_the_chasm_scatters_again():
    dice = Dice.forcing(5, 6)  # bounce right into the Chasm; scatter out down-left to (2,2)
    m = position("""
    ######
    #..C.#
    #....#
    ######
    """, dice=dice, room="Fiery Chasm Lair")
    m.bounce(m.d.sq(2, 1))
    assert m.ball_sq == m.d.sq(2, 2)
    dice.assert_all_forced_used()


def test_the_ball_flies_over_the_chasm():
    dice = Dice.forcing(5, 3, 7)  # deviate right 3 squares: over the Chasm to (4,1); then bounces down
    m = position("""
    #######
    #.C...#
    #.....#
    #######
    """, dice=dice, room="Fiery Chasm Lair")
    m.deviate(m.d.sq(1, 1))
    assert m.ball_sq == m.d.sq(4, 2)
    dice.assert_all_forced_used()


def sewer_match():
    from engine.match.core import Match
    from engine.match.dungeon import Dungeon, Placement
    from engine.match.sheets import PlayerSheet, TeamSheet

    d = Dungeon.from_placements([Placement("Armoury", 0, 0), Placement("Sewer", 6, 0), Placement("End Zone", 0, 6),
                                 Placement("End Zone", 13, 0)])
    sheet = lambda pid, n: PlayerSheet(id=pid, number=n, name=pid, position="Test", ma=6, st=3, ag=3, pa=4, av=9)  # noqa: E731
    home = TeamSheet(id="h", name="H", rerolls=0, players=(sheet("A", 1),))
    away = TeamSheet(id="a", name="A", rerolls=0, players=(sheet("c", 2),))
    m = Match(home, away, dungeon=d, dice=Dice.forcing(), bots=(ScriptedBot(), ScriptedBot()))
    m.place(m.by_id[(0, "A")], d.sq(6, 3))  # in the Armoury, by the door
    m.place(m.by_id[(1, "c")], d.sq(10, 1))  # in the Sewer, three squares away from (7,3)
    m.teams[1].turns_played = 1
    m.start_turn(0)
    return m


def test_entering_the_sewer_gives_disturbing_presence_until_the_end_of_the_next_activation():
    m = sewer_match()
    c = m.by_id[(1, "c")]
    assert m.disturbance(c) == 0
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(7, 3)))  # through the door into the Sewer
    assert m.disturbance(c) == -1
    m.do(("end_activation",))
    m.do(("end_turn",))
    assert m.disturbance(c) == -1  # still there in the opponents' turn
    m.do(("end_turn",))
    m.do(("declare", "A", "move", None))
    m.do(("end_activation",))
    assert m.disturbance(c) == 0


def test_disturbing_presence_takes_one_from_a_catch():
    dice = Dice.forcing(3)  # catch at -1 (d within 3 squares, even Prone): a 3 fails against AG 3+
    m = position("""
    ########
    #AB..d.#
    ########
    """, {"A": {"ball": True}, "d": {"skills": ("Disturbing Presence",), "status": "prone"}}, dice=dice)
    dice.force(5)  # the ball bounces from B to the empty (3,1)
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "B"))
    roll = [e for e in m.events if e.get("why") == "catch"][0]
    assert roll["modifier"] == -1 and roll["result"] == "failure" and m.ball_sq == m.d.sq(3, 1)
    dice.assert_all_forced_used()

"""§6.14 Fouls: assists modify the Armour roll; a natural double Sends-off the fouler (Turnover);
Argue the Call; Bribes (§12.2)."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#######
#.Ab..#
#..G..#
#######
"""


def foul(forced, players=None, rerolls=(0, 0)):
    players = {"b": {"status": "prone"}, **(players or {})}
    dice = Dice.forcing(*forced)
    m = position(MAP, players, dice=dice, rerolls=rerolls)
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    dice.assert_all_forced_used()
    return m, m.by_id[(0, "A")], m.by_id[(1, "b")]


def test_offensive_assist_adds_to_the_armour_roll():
    m, a, b = foul([3, 5, 2, 3])  # 8 + 1 (G) = 9 breaks; injury 5 stunned
    roll = [e for e in m.events if e.get("why") == "foul armour"][0]
    assert roll["modifier"] == 1 and b.status == "stunned"
    assert a.on_field and m.active == 0


def test_a_double_on_the_armour_roll_sends_the_fouler_off():
    m, a, b = foul([2, 2, 3])  # double 2s (holds); argue the call 3: "I don't care"
    assert a.where == "sent_off" and a.stats["ejected"] and m.active == 1


def test_a_double_on_the_injury_roll_sends_the_fouler_off():
    m, a, b = foul([5, 5, 1, 1, 4])
    assert a.where == "sent_off" and b.status == "stunned"


def test_argue_the_call_on_a_6_keeps_the_player_but_is_a_turnover():
    players = {"home_inducements": {}}
    dice = Dice.forcing(2, 2, 6, 1)  # argue 6: teleported back in through portal 1
    m = position("""
    #######
    #.Ab..#
    #..G.1#
    #######
    """, {"b": {"status": "prone"}, **players}, dice=dice)
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    a = m.by_id[(0, "A")]
    assert a.on_field and a.sq == m.d.sq(5, 2) and not a.stats["ejected"] and m.active == 1
    dice.assert_all_forced_used()


def test_a_bribe_after_arguing_avoids_the_sending_off_and_the_turnover():
    dice = Dice.forcing(2, 2, 4, 2, 1)  # argue 4 fails; bribe 2 works; teleport to portal 1
    m = position("""
    #######
    #.Ab..#
    #..G.1#
    #######
    """, {"b": {"status": "prone"}, "home_inducements": {"bribes": 1}}, dice=dice)
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    a = m.by_id[(0, "A")]
    assert a.on_field and m.active == 0 and m.teams[0].bribes == 0
    dice.assert_all_forced_used()


def test_no_bribe_after_youre_outta_here():
    dice = Dice.forcing(2, 2, 1)
    m = position(MAP, {"b": {"status": "prone"}, "home_inducements": {"bribes": 1}}, dice=dice)
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    assert m.by_id[(0, "A")].where == "sent_off" and m.teams[0].bribes == 1 and not m.teams[0].can_argue
    dice.assert_all_forced_used()

"""§7.1-7.4 and §14.1 with forced dice: moving, Agility tests (the §7.2 table), dodging (+1, -1 per tackle
zone where the player lands), picking up (+1), Going For It (a 1 fails; 1 or 2 in a Blizzard, §15)."""

import pytest

from engine.classic.position import position
from engine.dice import Dice
from engine.match.position import ScriptedBot


def _move(m, pid, *squares):
    m.do(("declare", pid, "move", None))
    for x, y in squares:
        m.do(("move", m.d.sq(x, y)))


@pytest.mark.parametrize("ag, needed", [(1, 6), (2, 5), (3, 4), (4, 3), (5, 2)])
@pytest.mark.parametrize("short", [0, 1])
def test_agility_table_7_2(ag, needed, short):
    """§7.2: the roll needed for a dodge with one tackle zone where the player lands (+1 -1 = 0)."""
    roll = needed - short
    dice = Dice.forcing(roll, 1, 1) if short else Dice.forcing(roll)
    m = position({"A": {"at": (10, 7), "ag": ag}, "b": {"at": (11, 7)}, "c": {"at": (8, 8)}}, dice=dice)
    _move(m, "A", (9, 7))
    assert m.by_id[(0, "A")].standing is (not short)
    dice.assert_all_forced_used()


def test_a_natural_1_always_fails_even_with_ag_6():
    """§1.4, §7.2."""
    m = position({"A": {"at": (10, 7), "ag": 6}, "b": {"at": (11, 7)}}, dice=Dice.forcing(1, 1, 1))
    _move(m, "A", (9, 7))
    assert not m.by_id[(0, "A")].standing
    m.dice.assert_all_forced_used()


def test_dodge_gets_plus_one_and_minus_one_per_tackle_zone_where_it_lands():
    """§7.3: AG 3 (4+) leaving b's zone into c's zone: +1 -1, so a 3 fails and it is Knocked Down there."""
    m = position({"A": {"at": (10, 7)}, "b": {"at": (11, 7)}, "c": {"at": (8, 8)}},
                 dice=Dice.forcing(3, 2, 3))  # dodge 3 fails; armour 2+3 = 5 does not beat AV 8
    _move(m, "A", (9, 7))
    a = m.by_id[(0, "A")]
    assert a.sq == m.d.sq(9, 7) and a.status == "prone"
    roll = next(e for e in m.events if e.get("why") == "dodge")
    assert (roll["target"], roll["modifier"], roll["result"]) == (4, 0, "failure")
    assert m.active == 1  # §6.3: a Knocked Down player of the moving team is a turnover
    m.dice.assert_all_forced_used()


def test_dodge_into_a_free_square_succeeds_on_a_3():
    m = position({"A": {"at": (10, 7)}, "b": {"at": (11, 7)}}, dice=Dice.forcing(3))
    _move(m, "A", (9, 7))
    assert m.by_id[(0, "A")].standing and m.active == 0
    m.dice.assert_all_forced_used()


def test_dodge_skill_re_rolls_one_failed_dodge_per_turn():
    """§10.3 Dodge."""
    m = position({"A": {"at": (10, 7), "skills": ("Dodge",)}, "b": {"at": (11, 7)}, "c": {"at": (8, 5)}},
                 dice=Dice.forcing(2, 4, 2, 1, 1))
    _move(m, "A", (9, 7))  # 2 fails, Dodge re-rolls: 4 passes
    _move_more = m.do
    _move_more(("move", m.d.sq(8, 6)))  # into c's zone... leaving nobody's zone: no dodge
    _move_more(("move", m.d.sq(7, 7)))  # leaving c's zone: 2 fails, Dodge already used: down; armour 1+1
    a = m.by_id[(0, "A")]
    assert a.status == "prone"
    assert [e.get("reroll") for e in m.events if e.get("why") == "dodge"] == [None, "Dodge", None]
    m.dice.assert_all_forced_used()


def test_pick_up_gets_plus_one():
    """§7.4: AG 3, no tackle zone: 3 + 1 = 4 picks the ball up."""
    m = position({"A": {"at": (10, 7)}}, ball=(11, 7), dice=Dice.forcing(3))
    _move(m, "A", (11, 7))
    assert m.carrier is m.by_id[(0, "A")]
    m.dice.assert_all_forced_used()


def test_failed_pick_up_bounces_and_turns_over():
    """§7.4, §6.3 item 3; Sure Hands would re-roll it (§10.3)."""
    m = position({"A": {"at": (10, 7)}, "b": {"at": (12, 8)}}, ball=(11, 7), dice=Dice.forcing(2, 5))
    _move(m, "A", (11, 7))  # 2 + 1 - 1 = 2 fails; bounce D8 5 (east) to (12, 7): empty, it rests there
    assert m.carrier is None and m.ball_sq == m.d.sq(12, 7)
    assert m.active == 1
    m.dice.assert_all_forced_used()


def test_sure_hands_re_rolls_a_failed_pick_up():
    m = position({"A": {"at": (10, 7), "skills": ("Sure Hands",)}}, ball=(11, 7), dice=Dice.forcing(1, 4))
    _move(m, "A", (11, 7))
    assert m.carrier is m.by_id[(0, "A")]
    m.dice.assert_all_forced_used()


def test_going_for_it_fails_only_on_a_1():
    """§14.1: two squares beyond MA, a D6 each; a 2 succeeds in good weather."""
    m = position({"A": {"at": (5, 7), "ma": 1}}, dice=Dice.forcing(2, 6))
    _move(m, "A", (6, 7), (7, 7), (8, 7))
    assert m.by_id[(0, "A")].sq == m.d.sq(8, 7) and m.by_id[(0, "A")].standing
    assert ("move", m.d.sq(9, 7)) not in m.legal_actions()  # no third square beyond MA
    m.dice.assert_all_forced_used()


def test_a_failed_going_for_it_in_a_blizzard():
    """§14.1, §15: in a Blizzard a 2 fails; the player is Knocked Down in the square it moved into."""
    m = position({"A": {"at": (5, 7), "ma": 1}}, dice=Dice.forcing(2, 1, 2), weather="blizzard")
    _move(m, "A", (6, 7), (7, 7))
    a = m.by_id[(0, "A")]
    assert a.sq == m.d.sq(7, 7) and a.status == "prone"
    gfi = next(e for e in m.events if e.get("why") == "rush")
    assert (gfi["target"], gfi["dice"], gfi["result"]) == (3, [2], "failure")
    assert m.active == 1  # turnover
    m.dice.assert_all_forced_used()


def test_going_for_it_can_be_switched_off():
    m = position({"A": {"at": (5, 7), "ma": 1}}, dice=Dice.forcing(), settings={"going_for_it": False})
    _move(m, "A", (6, 7))
    assert [a for a in m.legal_actions() if a[0] == "move"] == []


def test_standing_up_costs_three_squares():
    """§9.1."""
    m = position({"A": {"at": (5, 7), "status": "prone"}}, dice=Dice.forcing())
    _move(m, "A", (6, 7), (7, 7), (8, 7))
    assert m.mp_used == 6 and m.by_id[(0, "A")].standing


def test_one_team_re_roll_per_turn():
    """§10.2: the second failed roll of the turn may not use a team re-roll."""
    bot = ScriptedBot([True])
    m = position({"A": {"at": (10, 7)}, "B": {"at": (10, 3)}, "b": {"at": (11, 7)}, "c": {"at": (11, 3)}},
                 dice=Dice.forcing(2, 5, 2, 1, 1), rerolls=(3, 0), home_bot=bot)
    _move(m, "A", (9, 7))  # fails, team re-roll: 5 passes
    m.do(("end_activation",))
    _move(m, "B", (9, 3))  # fails; no second re-roll this turn: Knocked Down
    assert m.teams[0].rerolls == 2 and not m.by_id[(0, "B")].standing
    bot.assert_all_used()
    m.dice.assert_all_forced_used()

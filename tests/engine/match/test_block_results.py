"""§6.11.4 block dice results; Block, Dodge and Tackle (§13.2, §13.3) on Both Down and Stumble."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position

ROW = """
#######
#.Ab..#
#######
"""


def block(skills_a=(), skills_b=(), forced=(), home=(), away=()):
    dice = Dice.forcing(*forced)
    m = position(ROW, {"A": {"skills": skills_a}, "b": {"skills": skills_b}}, dice=dice,
                 home_bot=ScriptedBot(home), away_bot=ScriptedBot(away))
    m.do(("declare", "A", "block", "b"))
    dice.assert_all_forced_used()
    return m, m.by_id[(0, "A")], m.by_id[(1, "b")]


def test_player_down_knocks_the_attacker_down_and_is_a_turnover():
    m, a, b = block(forced=(1, 2, 2))  # attacker down; armour 2+2 holds
    assert a.status == "prone" and b.standing and m.active == 1


def test_both_down_knocks_both_down():
    m, a, b = block(forced=(2, 1, 1, 1, 1))
    assert a.status == "prone" and b.status == "prone" and m.active == 1


def test_block_skill_ignores_both_down():
    m, a, b = block(skills_a=("Block",), forced=(2, 1, 1))  # only b's armour is rolled
    assert a.standing and b.status == "prone" and m.active == 0


def test_both_with_block_nothing_happens():
    m, a, b = block(skills_a=("Block",), skills_b=("Block",), forced=(2,))
    assert a.standing and b.standing


def test_push_back_moves_the_target_and_the_attacker_may_follow_up():
    m, a, b = block(forced=(3,), home=[True])
    assert b.sq == m.d.sq(4, 1) and a.sq == m.d.sq(3, 1) and b.standing


def test_pow_pushes_then_knocks_down():
    m, a, b = block(forced=(6, 4, 4), home=[False])  # armour 8 < 9
    assert b.sq == m.d.sq(4, 1) and b.status == "prone" and a.sq == m.d.sq(2, 1)


def test_stumble_is_a_pow_without_dodge():
    m, a, b = block(forced=(5, 1, 1), home=[False])
    assert b.status == "prone"


def test_stumble_is_a_push_for_a_dodger():
    m, a, b = block(skills_b=("Dodge",), forced=(5,), home=[False])
    assert b.standing and b.sq == m.d.sq(4, 1)


def test_tackle_makes_the_stumble_a_pow_against_a_dodger():
    m, a, b = block(skills_a=("Tackle",), skills_b=("Dodge",), forced=(5, 1, 1), home=[False])
    assert b.status == "prone"

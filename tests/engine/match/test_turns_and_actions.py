"""§6.1 team turns and activation, §6.2 declared actions and their once-per-turn limits, §6.3.2 standing
up, §2.11 Stunned players, §6.12 the Blitz."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position


def declared(m, kind):
    return [a for a in m.legal_actions() if a[0] == "declare" and a[2] == kind]


def test_each_player_is_activated_once_per_turn():
    m = position("""
    ######
    #A...#
    ######
    """, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    m.do(("end_activation",))
    assert not [a for a in m.legal_actions() if a[0] == "declare"]


def test_blitz_foul_pass_handoff_once_per_team_turn():
    m = position("""
    ########
    #A.B.c.#
    #....d.#
    ########
    """, {"d": {"status": "prone"}}, dice=Dice.forcing())
    m.do(("declare", "A", "blitz", "c"))
    m.do(("end_activation",))  # declared but not completed: it still counts (§6.2)
    assert not declared(m, "blitz") and declared(m, "foul")


def test_stunned_players_cannot_be_activated_and_turn_prone_at_the_end_of_their_next_turn():
    m = position("""
    ######
    #A..b#
    ######
    """, {"A": {"status": "stunned"}}, dice=Dice.forcing())
    assert not [a for a in m.legal_actions() if a[0] == "declare" and a[1] == "A"]
    m.do(("end_turn",))
    assert m.by_id[(0, "A")].status == "prone"


def test_a_player_stunned_in_its_own_turn_stays_stunned_through_the_next():
    dice = Dice.forcing(1, 5, 4, 2, 2)  # A blocks b: attacker down; armour 9 breaks; injury 4: Stunned
    m = position("""
    ######
    #Ab..#
    ######
    """, dice=dice, home_bot=ScriptedBot())
    m.do(("declare", "A", "block", "b"))
    a = m.by_id[(0, "A")]
    assert a.status == "stunned" and m.active == 1  # Turnover ended home's turn: still Stunned
    m.do(("end_turn",))  # away's turn ends
    assert a.status == "stunned"
    m.do(("end_turn",))  # home's next turn ends: now Prone
    assert a.status == "prone"


def test_standing_up_costs_three_squares():
    m = position("""
    #########
    #A......#
    #########
    """, {"A": {"status": "prone"}}, dice=Dice.forcing(2))
    m.do(("declare", "A", "move", None))
    assert m.by_id[(0, "A")].standing and m.mp_used == 3
    for x in range(2, 5):
        m.do(("move", m.d.sq(x, 1)))
    m.do(("move", m.d.sq(5, 1)))  # a Rush (2 passes)
    m.dice.assert_all_forced_used()


def test_a_slow_player_stands_on_4_plus_only():
    m = position("""
    #####
    #A..#
    #####
    """, {"A": {"status": "prone", "ma": 2}}, dice=Dice.forcing(3))
    m.do(("declare", "A", "move", None))
    assert m.by_id[(0, "A")].status == "prone" and m.act is None and m.active == 0  # not a Turnover
    m.dice.assert_all_forced_used()


def test_block_action_needs_a_standing_player_and_an_adjacent_standing_target():
    m = position("""
    ######
    #Ab..#
    #E...#
    ######
    """, {"E": {"status": "prone"}}, dice=Dice.forcing())
    blocks = [a for a in m.legal_actions() if a[0] == "declare" and a[2] == "block"]
    assert blocks == [("declare", "A", "block", "b")]


def test_blitz_moves_then_blocks_for_one_square_of_ma():
    dice = Dice.forcing(3)
    m = position("""
    ########
    #A...b.#
    ########
    """, {"A": {"ma": 4}}, dice=dice, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "blitz", "b"))
    for x in (2, 3, 4):
        m.do(("move", m.d.sq(x, 1)))
    m.do(("block", "b"))
    assert m.mp_used == 4 and m.by_id[(1, "b")].sq == m.d.sq(6, 1)
    # it may keep moving with what is left (Rushes)
    assert ("move", m.d.sq(3, 1)) in m.legal_actions()
    dice.assert_all_forced_used()


def test_blitz_block_with_no_ma_left_needs_a_rush():
    dice = Dice.forcing(2, 3)  # Rush for the block, then the block die
    m = position("""
    ######
    #A.b.#
    ######
    """, {"A": {"ma": 1}}, dice=dice, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "blitz", "b"))
    m.do(("move", m.d.sq(2, 1)))
    m.do(("block", "b"))
    assert m.by_id[(1, "b")].sq == m.d.sq(4, 1)
    dice.assert_all_forced_used()


def test_frenzy_second_block_on_a_blitz_costs_another_square():
    # MA 1: the move uses it, the first Block needs a Rush (2), the second another Rush (2).
    dice = Dice.forcing(2, 3, 2, 3)
    m = position("""
    #########
    #A.b....#
    #########
    """, {"A": {"ma": 1, "skills": ("Frenzy",)}}, dice=dice)
    m.do(("declare", "A", "blitz", "b"))
    m.do(("move", m.d.sq(2, 1)))
    m.do(("block", "b"))
    assert m.by_id[(1, "b")].sq == m.d.sq(5, 1) and m.rushes == 2
    dice.assert_all_forced_used()


def test_a_block_die_pool_is_rerolled_whole_with_a_team_reroll():
    dice = Dice.forcing(1, 2, 6, 6, 2, 2)  # attacker down, both down; re-roll: POW, POW; armour 2+2
    bot = ScriptedBot([True, False])  # use the re-roll; no follow-up
    m = position("""
    ######
    #Ab..#
    ######
    """, {"A": {"st": 4}}, dice=dice, rerolls=(1, 0), home_bot=bot)
    m.do(("declare", "A", "block", "b"))
    blocks = [e for e in m.events if e["t"] == "block"]
    assert [b["dice"] for b in blocks] == [["attacker_down", "both_down"], ["pow", "pow"]]
    assert blocks[1]["reroll"] == "team" and m.by_id[(1, "b")].status == "prone"
    dice.assert_all_forced_used()

"""§6.11.5 push-backs: the three squares away, chain pushes, pushes against a wall; §6.11.6 following up;
Stand Firm, Side Step (§13.2, §13.6) and Frenzy (§13.3)."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position


def test_the_blocker_picks_one_of_the_three_squares_away():
    bot = ScriptedBot([lambda opts: opts[0], False])
    m = position("""
    #######
    #.....#
    #.Ab..#
    #.....#
    #######
    """, dice=Dice.forcing(3), home_bot=bot)
    m.do(("declare", "A", "block", "b"))
    decision, options = bot.asked[0]
    assert decision == "push_square"
    assert sorted(options) == sorted([m.d.sq(4, 1), m.d.sq(4, 2), m.d.sq(4, 3)])


def test_chain_push_moves_the_player_behind():
    bot = ScriptedBot([lambda opts: opts[0], lambda opts: opts[0], False])
    m = position("""
    #######
    #...c.#
    #.Abf.#
    #...e.#
    #######
    """, dice=Dice.forcing(3), home_bot=bot)
    # b cannot go anywhere free (c, f, e fill the three squares): the blocker picks whom to chain-push.
    m.do(("declare", "A", "block", "b"))
    b = m.by_id[(1, "b")]
    assert b.sq != m.d.sq(3, 2)
    pushes = [e for e in m.events if e["t"] == "push"]
    assert [e["player"] for e in pushes][-1] == "b" and len(pushes) == 2


def test_pushed_against_a_wall_falls_over_on_4_plus():
    m = position("""
    ####
    #Ab#
    ####
    """, dice=Dice.forcing(3, 4, 5, 1), home_bot=ScriptedBot())  # push; wall D6 4: falls; armour 5+1 holds
    m.do(("declare", "A", "block", "b"))
    b = m.by_id[(1, "b")]
    assert b.status == "prone" and b.sq == m.d.sq(2, 1)
    m.dice.assert_all_forced_used()


def test_pushed_against_a_wall_stays_on_1_to_3():
    m = position("""
    ####
    #Ab#
    ####
    """, dice=Dice.forcing(3, 3))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].standing
    m.dice.assert_all_forced_used()


def test_pow_against_a_wall_falls_automatically():
    m = position("""
    ####
    #Ab#
    ####
    """, dice=Dice.forcing(6, 2, 2))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].status == "prone"
    m.dice.assert_all_forced_used()


def test_stand_firm_is_not_pushed():
    m = position("""
    ######
    #Ab..#
    ######
    """, {"b": {"skills": ("Stand Firm",)}}, dice=Dice.forcing(3))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].sq == m.d.sq(2, 1)


def test_side_step_lets_the_target_choose_any_free_adjacent_square():
    away = ScriptedBot([lambda opts: opts[0]])
    m = position("""
    ######
    #....#
    #Ab..#
    #....#
    ######
    """, {"b": {"skills": ("Side Step",)}}, dice=Dice.forcing(3), away_bot=away, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    decision, options = away.asked[0]
    assert decision == "push_square" and m.d.sq(1, 1) in options  # a square beside the blocker


def test_frenzy_must_follow_up_and_block_again():
    dice = Dice.forcing(3, 3)  # push, then the second block pushes again
    bot = ScriptedBot()  # no follow-up question: Frenzy must
    m = position("""
    ########
    #.Ab...#
    ########
    """, {"A": {"skills": ("Frenzy",)}}, dice=dice, home_bot=bot)
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].sq == m.d.sq(5, 1) and m.by_id[(0, "A")].sq == m.d.sq(4, 1)
    assert len([e for e in m.events if e["t"] == "block"]) == 2
    dice.assert_all_forced_used()


def test_a_pushed_player_makes_the_ball_bounce():
    dice = Dice.forcing(3, 5)  # push into the ball's square; it bounces right (D8 5)
    m = position("""
    #######
    #.Ab@.#
    #######
    """, dice=dice, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    assert m.ball_sq == m.d.sq(5, 1) and m.carrier is None
    dice.assert_all_forced_used()


def test_frenzy_blocks_again_against_stand_firm():
    dice = Dice.forcing(3, 3)
    m = position("""
    ########
    #.Ab...#
    ########
    """, {"A": {"skills": ("Frenzy",)}, "b": {"skills": ("Stand Firm",)}}, dice=dice)
    m.do(("declare", "A", "block", "b"))
    assert len([e for e in m.events if e["t"] == "block"]) == 2
    dice.assert_all_forced_used()


def test_a_prone_player_cannot_use_stand_firm_when_chain_pushed():
    # §13.0: skills need a Standing player with a Tackle Zone.
    bot = ScriptedBot([lambda opts: m.d.sq(4, 2), lambda opts: opts[0], False])
    m = position("""
    #######
    #...c.#
    #.Abf.#
    #...e.#
    #######
    """, {"f": {"status": "prone", "skills": ("Stand Firm",)}}, dice=Dice.forcing(3), home_bot=bot)
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "f")].sq != m.d.sq(4, 2) and m.by_id[(1, "b")].sq == m.d.sq(4, 2)

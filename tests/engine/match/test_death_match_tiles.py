"""§10.2.5 College of Life and §10.2.6 College of Death tiles, each with forced dice (engine/match/death_match.py).
The whole test map is the named tile."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position

LINE = """
#######
#A....#
#######
"""


def rolls(m, why):
    return [e for e in m.events if e.get("t") == "roll" and e.get("why") == why]


def test_tucks_shop_tasty_snack():
    # 6: +1 ST for the rest of the match, once per match
    dice = Dice.forcing(6)
    m = position(LINE, dice=dice, room="Tuck's Shop")
    assert ("declare", "A", "tasty_snack", None) in m.legal_actions()
    m.do(("declare", "A", "tasty_snack", None))
    a = m.by_id[(0, "A")]
    assert a.st == 4 and m.act is None
    dice.assert_all_forced_used()
    # 1: Placed Prone and Stunned, no Turnover
    m = position(LINE, dice=Dice.forcing(1), room="Tuck's Shop")
    m.do(("declare", "A", "tasty_snack", None))
    assert m.by_id[(0, "A")].status == "stunned" and m.active == 0
    # 3: one re-roll later (a Rush of 1 re-rolled to 4)
    dice = Dice.forcing(3, 1, 4)
    m = position(LINE, {"A": {"ma": 0}}, dice=dice, room="Tuck's Shop", home_bot=ScriptedBot([True]))
    m.do(("declare", "A", "tasty_snack", None))
    m.by_id[(0, "A")].activated = False
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert rolls(m, "rush")[-1]["reroll"] == "Tasty Snack" and m.by_id[(0, "A")].standing
    dice.assert_all_forced_used()


def test_tranquil_meadow_corridor_adds_one_ma():
    m = position(LINE, dice=Dice.forcing(), room="Tranquil Meadow Corridor")
    m.do(("declare", "A", "move", None))
    a = m.by_id[(0, "A")]
    assert a.ma == 7
    m.do(("end_activation",))
    assert a.ma == 6


def test_mushroom_cultivation_room_spores_on_a_1():
    dice = Dice.forcing(1)
    m = position(LINE, dice=dice, room="Mushroom Cultivation Room")
    m.do(("declare", "A", "move", None))
    m.do(("end_activation",))
    assert m.by_id[(0, "A")].status == "prone" and m.active == 0  # no Turnover without the ball
    dice.assert_all_forced_used()


def test_root_corridor_entangles_on_a_1_until_a_roll_at_most_st():
    dice = Dice.forcing(1, 4)
    m = position("""
    #######
    #Ab...#
    #######
    """, dice=dice, room="Root Corridor")
    m.do(("declare", "A", "move", None))
    m.do(("end_activation",))
    a = m.by_id[(0, "A")]
    assert a.entangled
    m.do(("end_turn",))
    # cannot be pushed: b blocks (push 3), A stays
    m.dice = Dice.forcing(3)
    m.bots[1] = ScriptedBot([False])
    m.do(("declare", "b", "block", "A"))
    assert a.sq == m.d.sq(1, 1)
    m.do(("end_turn",))
    m.dice = Dice.forcing(4)  # 4 > ST 3: stays entangled, no moves
    m.do(("declare", "A", "move", None))
    assert a.entangled and m.legal_actions() == [("end_activation",)]


def test_fountain_of_youth():
    # 5: healed; the first Casualty later goes to the Reserves with no Casualty roll
    dice = Dice.forcing(5)
    m = position(LINE, dice=dice, room="Fountain of Youth")
    m.do(("declare", "A", "drink", None))
    a = m.by_id[(0, "A")]
    m.casualty(a, badly_hurt=False, from_block=False, sq=a.sq)
    assert a.where == "reserves" and not rolls(m, "casualty") and a.stats["fountain_healed"]
    dice.assert_all_forced_used()
    # 2: Placed Prone and an Injury roll (1+1 Stunned)
    dice = Dice.forcing(2, 1, 1)
    m = position(LINE, dice=dice, room="Fountain of Youth")
    m.do(("declare", "A", "drink", None))
    assert m.by_id[(0, "A")].status == "stunned"
    dice.assert_all_forced_used()


def test_lush_greenhouse_armour_roll_at_the_end_of_each_team_turn():
    dice = Dice.forcing(2, 5, 5, 1, 1)  # D2 picks b; armour 5+5 breaks; injury 1+1 Stunned
    m = position("""
    #######
    #A..b.#
    #######
    """, dice=dice, room="Lush Greenhouse")
    m.do(("end_turn",))
    assert m.by_id[(1, "b")].status == "stunned"
    dice.assert_all_forced_used()


def test_stinking_swamp_corridor_minus_one_to_dodge_for_st_3_or_less():
    dice = Dice.forcing(4)
    m = position("""
    #######
    #.Ab..#
    #.....#
    #######
    """, dice=dice, room="Stinking Swamp Corridor")
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(1, 2)))
    assert rolls(m, "dodge")[0]["modifier"] == -1
    dice.assert_all_forced_used()


def test_bone_corridor_skull_crack():
    dice = Dice.forcing(4, 2, 2)
    m = position("""
    #######
    #Ab...#
    #######
    """, dice=dice, room="Bone Corridor")
    m.do(("declare", "A", "skull_crack", "b"))
    assert m.by_id[(1, "b")].status == "prone" and m.act is None
    dice.assert_all_forced_used()


def test_swirling_mists_minus_one_to_rush_into_it():
    dice = Dice.forcing(2, 1, 1)  # rush 2 - 1 fails; armour 1+1
    m = position(LINE, {"A": {"ma": 0}}, dice=dice, room="Swirling Mists Corridor")
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    assert rolls(m, "rush")[0]["modifier"] == -1 and m.by_id[(0, "A")].status == "prone"
    dice.assert_all_forced_used()


def test_ghosts_corridor_turns_a_player_back_on_a_1():
    # only the right half is the corridor: a test dungeon is one tile, so the rule is checked against the room names
    dice = Dice.forcing(1)
    m = position(LINE, dice=dice, room="Test Room")
    m.d.room_of[m.d.sq(2, 1)] = "Ghosts' Corridor"
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(2, 1)))
    a = m.by_id[(0, "A")]
    assert a.sq == m.d.sq(1, 1) and ("move", m.d.sq(2, 1)) not in m.legal_actions()
    dice.assert_all_forced_used()


def test_necromancers_laboratory_under_the_saw():
    # 6: a Mutation of the coach's choice for the rest of the match
    m = position(LINE, dice=Dice.forcing(6), room="Necromancer's Laboratory",
                 home_bot=ScriptedBot([lambda o: "Two Heads"]))
    m.do(("declare", "A", "under_the_saw", None))
    a = m.by_id[(0, "A")]
    assert "Two Heads" in a.skills and "test_modifier" in a.hooks
    # 4: a random one (first D6 1, second D6 1: Big Hand)
    m = position(LINE, dice=Dice.forcing(4, 1, 1), room="Necromancer's Laboratory")
    m.do(("declare", "A", "under_the_saw", None))
    assert "Big Hand" in m.by_id[(0, "A")].skills
    # 1: straight to the Casualty box
    m = position(LINE, dice=Dice.forcing(1), room="Necromancer's Laboratory")
    m.do(("declare", "A", "under_the_saw", None))
    assert m.by_id[(0, "A")].where == "casualty"


def test_corpse_chasm_a_push_becomes_pow_if_the_target_fails_agility():
    dice = Dice.forcing(3, 2, 1, 1)  # push; b's Agility 2 fails -> POW; armour 1+1
    m = position("""
    #######
    #Ab...#
    #######
    """, dice=dice, room="Corpse Chasm", home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].status == "prone"
    dice.assert_all_forced_used()


PIT = """
#########
#.A^^...#
#..^^...#
#########
"""


def test_spike_pit_corridor():
    # §10.2.6 Spike Pit: no walking in; a Jump across lands on the far side (a 3 passes AG 3+)
    dice = Dice.forcing(3)
    m = position(PIT, dice=dice, room="Spike Pit Corridor")
    m.do(("declare", "A", "move", None))
    assert ("move", m.d.sq(3, 1)) not in m.legal_actions()
    m.do(("jump", m.d.sq(3, 1), m.d.sq(5, 1)))
    assert m.by_id[(0, "A")].sq == m.d.sq(5, 1)
    dice.assert_all_forced_used()
    # a failed Jump (2) falls into the pit square nearest the landing square; +1 Armour in the pit (4+4+1 breaks)
    dice = Dice.forcing(2, 4, 4, 1, 1)
    m = position(PIT, dice=dice, room="Spike Pit Corridor")
    m.do(("declare", "A", "move", None))
    m.do(("jump", m.d.sq(3, 1), m.d.sq(5, 1)))
    a = m.by_id[(0, "A")]
    assert a.sq == m.d.sq(4, 1) and a.status == "stunned" and rolls(m, "armour")[0]["modifier"] == 1
    dice.assert_all_forced_used()
    # a player starting its activation in the pit climbs out to the nearest unoccupied square; the activation ends
    m.dice = Dice.forcing()
    a.status = "prone"
    m.do(("end_turn",))  # the failed Jump was a Turnover: the away team ends its turn
    m.bots[0] = ScriptedBot([lambda o: o[0]])
    m.do(("declare", "A", "move", None))
    assert m.d.feature[a.sq] is None and m.d.distance(a.sq, m.d.sq(4, 1)) == 1 and m.act is None


def test_pushed_into_the_spike_pit_is_knocked_down_and_the_ball_bounces_out():
    dice = Dice.forcing(3, 2, 2, 5)  # push into the pit; armour 2+2+1 holds; the ball bounces right, out at (5,1)
    m = position("""
    #########
    #.Ab^...#
    #...^...#
    #########
    """, {"b": {"ball": True}}, dice=dice, room="Spike Pit Corridor",
                 home_bot=ScriptedBot([lambda o: o[0], False]))
    m.do(("declare", "A", "block", "b"))
    b = m.by_id[(1, "b")]
    assert b.sq == m.d.sq(4, 1) and b.status == "prone" and m.ball_sq == m.d.sq(5, 1) and m.d.sq(4, 1) == 13
    dice.assert_all_forced_used()


def test_tucks_shop_tasty_snack_re_rolls_one_block_die_once_10_2_5():
    # §10.2.5 "Oh, That's My Favourite!": the one re-roll may be of a single block die. A (ST 4, two dice against
    # b's ST 3) rolls Player Down and Both Down; its coach re-rolls the first die (a 6: POW) and keeps it; b's
    # Armour holds. The re-roll is spent.
    dice = Dice.forcing(1, 2, 6, 1, 1)
    bot = ScriptedBot([0, "pow", False])  # the die to re-roll, the face, no follow-up
    m = position("""
    #######
    #.Ab..#
    #######
    """, {"A": {"st": 4}}, dice=dice, room="Tuck's Shop", home_bot=bot)
    a, b = m.by_id[(0, "A")], m.by_id[(1, "b")]
    a.snack_reroll = True
    m.do(("declare", "A", "block", "b"))
    snack = [e for e in m.events if e.get("t") == "block" and e.get("reroll") == "Tasty Snack"]
    assert snack and snack[0]["dice"] == ["pow", "both_down"] and not a.snack_reroll
    assert b.status == "prone"
    dice.assert_all_forced_used()
    bot.assert_all_used()

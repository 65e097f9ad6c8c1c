"""§7.5-7.6, §8, §14.2, §14.5 with forced dice: block dice and assists, results, push-backs into the crowd,
follow-up, armour (broken by a roll greater than AV), the injury table, fouls and sending-off."""

from engine.classic.position import position
from engine.dice import Dice
from engine.match.position import ScriptedBot


def test_block_dice_by_strength_and_assists():
    """§7.5 table; §14.2 each assist adds 1 ST; a player marked by another opponent cannot assist."""
    m = position({"A": {"at": (10, 7)}, "B": {"at": (11, 8)}, "C": {"at": (12, 6)}, "b": {"at": (11, 7)},
                  "c": {"at": (13, 6)}}, dice=Dice.forcing())
    a, b = m.by_id[(0, "A")], m.by_id[(1, "b")]
    n, chooser, att, dfn = m.block_dice(a, b)
    assert (att, dfn) == (4, 3) and (n, chooser) == (2, 0)  # B assists; C is marked by c
    strong = position({"A": {"at": (10, 7), "st": 7}, "b": {"at": (11, 7)}}, dice=Dice.forcing())
    assert strong.block_dice(strong.by_id[(0, "A")], strong.by_id[(1, "b")])[0] == 3  # more than twice
    weak = position({"A": {"at": (10, 7), "st": 2}, "b": {"at": (11, 7)}}, dice=Dice.forcing())
    assert weak.block_dice(weak.by_id[(0, "A")], weak.by_id[(1, "b")])[:2] == (2, 1)  # the defender chooses


def test_assists_can_be_switched_off():
    m = position({"A": {"at": (10, 7)}, "B": {"at": (11, 8)}, "b": {"at": (11, 7)}}, dice=Dice.forcing(),
                 settings={"assists": False})
    assert m.block_dice(m.by_id[(0, "A")], m.by_id[(1, "b")])[0] == 1


def test_both_down_spares_a_player_with_block():
    """§7.5 Both Down: only the player without Block is Knocked Down."""
    m = position({"A": {"at": (10, 7), "skills": ("Block",)}, "b": {"at": (11, 7)}}, dice=Dice.forcing(2, 1, 1))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(0, "A")].standing and m.by_id[(1, "b")].status == "prone"
    m.dice.assert_all_forced_used()


def test_defender_stumbles_is_a_push_against_dodge():
    m = position({"A": {"at": (10, 7)}, "b": {"at": (11, 7), "skills": ("Dodge",)}},
                 dice=Dice.forcing(5), home_bot=ScriptedBot([lambda o: o[0], False]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].standing and m.by_id[(1, "b")].sq != m.d.sq(11, 7)
    m.dice.assert_all_forced_used()


def test_armour_breaks_only_on_a_roll_greater_than_av():
    """§8.1: AV 8 holds against 8 and breaks on 9."""
    held = position({"A": {"at": (10, 7)}, "b": {"at": (11, 7)}}, dice=Dice.forcing(6, 4, 4),
                    home_bot=ScriptedBot([lambda o: o[0], False]))
    held.do(("declare", "A", "block", "b"))
    assert held.by_id[(1, "b")].status == "prone"
    assert [e["result"] for e in held.events if e.get("why") == "armour"] == ["holds"]
    broken = position({"A": {"at": (10, 7)}, "b": {"at": (11, 7)}}, dice=Dice.forcing(6, 4, 5, 3, 4),
                      home_bot=ScriptedBot([lambda o: o[0], False]))
    broken.do(("declare", "A", "block", "b"))
    assert [e["result"] for e in broken.events if e.get("why") in ("armour", "injury")] == ["broken", "stunned"]
    assert broken.by_id[(1, "b")].status == "stunned"
    broken.dice.assert_all_forced_used()


def _knocked_down_with_injury(a, b):
    m = position({"A": {"at": (10, 7)}, "b": {"at": (11, 7), "av": 7}}, dice=Dice.forcing(6, 6, 6, a, b),
                 home_bot=ScriptedBot([lambda o: o[0], False]))
    m.do(("declare", "A", "block", "b"))
    m.dice.assert_all_forced_used()
    return m.by_id[(1, "b")]


def test_injury_table_8_2():
    """2-7 Stunned, 8-9 KO'd, 10-12 Casualty (no further roll in the reduced rules)."""
    assert _knocked_down_with_injury(3, 4).status == "stunned"
    assert _knocked_down_with_injury(4, 4).where == "ko"
    assert _knocked_down_with_injury(5, 4).where == "ko"
    cas = _knocked_down_with_injury(5, 5)
    assert cas.where == "casualty" and cas.stats["injury"]["result"] == "casualty"


def test_a_push_into_the_crowd():
    """§7.6: b on the sideline has no square on the pitch: the crowd injures it without an armour roll; a
    Stunned result goes to the Reserves. The blocker may follow up into the square left."""
    bot = ScriptedBot([True])
    m = position({"A": {"at": (10, 1)}, "b": {"at": (10, 0)}}, dice=Dice.forcing(3, 3, 3), home_bot=bot)
    m.do(("declare", "A", "block", "b"))
    b = m.by_id[(1, "b")]
    assert b.where == "reserves" and b.sq == -1
    assert not any(e.get("why") == "armour" for e in m.events)
    assert m.by_id[(0, "A")].sq == m.d.sq(10, 0)  # followed up
    assert m.active == 0  # not a turnover
    bot.assert_all_used()
    m.dice.assert_all_forced_used()


def test_crowd_can_knock_out_and_injure():
    m = position({"A": {"at": (10, 13)}, "b": {"at": (10, 14)}}, dice=Dice.forcing(3, 6, 5),
                 home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    assert m.by_id[(1, "b")].where == "casualty"


def test_the_crowd_throws_the_ball_back_in():
    """§7.6: the ball carrier pushed out: the fans throw the ball in from its last square (§7.7)."""
    m = position({"A": {"at": (10, 1)}, "b": {"at": (10, 0), "ball": True}},
                 dice=Dice.forcing(3, 1, 1, 3, 2, 2), home_bot=ScriptedBot([False]))
    # block: push; crowd injury 1+1 Stunned; throw-in D6 3 (straight in), 2D6 = 4 squares: (10, 4), empty,
    # so the ball bounces: the seeded dice take over from there.
    m.do(("declare", "A", "block", "b"))
    throw = next(e for e in m.events if e["t"] == "throw_in")
    assert (throw["from"], throw["to"]) == (m.d.sq(10, 0), m.d.sq(10, 4))
    assert m.by_id[(1, "b")].where == "reserves"


def test_a_chain_push_or_the_crowd_is_the_blockers_choice():
    """§7.6 (docs/decisions.md): with no empty square, the blocker may push into the crowd or into a player."""
    bot = ScriptedBot([lambda o: o[-1], False])
    m = position({"A": {"at": (9, 1)}, "b": {"at": (10, 0)}, "c": {"at": (11, 0)}}, dice=Dice.forcing(3, 1, 2),
                 home_bot=bot)
    m.do(("declare", "A", "block", "b"))  # pushed diagonally off the corner of the pitch: c or the crowd
    decision, options = bot.asked[0]
    assert decision == "push_square" and options == [m.d.sq(11, 0), "crowd"]
    assert m.by_id[(1, "b")].where == "reserves"


def test_foul_with_assists_and_a_double_sends_off():
    """§14.5: +1 per fouling assistant, -1 per defending one; a double on the armour roll sends the fouler
    off and is a turnover."""
    m = position({"A": {"at": (10, 7)}, "B": {"at": (12, 8)}, "b": {"at": (11, 7), "status": "prone"}},
                 dice=Dice.forcing(4, 4, 2, 2))
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    armour = next(e for e in m.events if e.get("why") == "foul armour")
    assert armour["modifier"] == 1 and armour["result"] == "broken"  # 4 + 4 + 1 = 9 beats AV 8
    assert m.by_id[(0, "A")].where == "sent_off" and m.active == 1
    assert not any(e["t"] == "argue" for e in m.events)  # no Argue the Call in 2016
    m.dice.assert_all_forced_used()


def test_a_bribe_from_get_the_ref_keeps_the_fouler():
    m = position({"A": {"at": (10, 7)}, "b": {"at": (11, 7), "status": "prone"}}, dice=Dice.forcing(3, 3, 4))
    m.teams[0].bribes = 1
    m.do(("declare", "A", "foul", "b"))
    m.do(("foul", "b"))
    assert m.by_id[(0, "A")].where == "field" and m.active == 0  # §18 Get the Ref: 2-6, no turnover
    m.dice.assert_all_forced_used()


def test_fouls_can_be_switched_off():
    m = position({"A": {"at": (10, 7)}, "b": {"at": (11, 7), "status": "prone"}}, dice=Dice.forcing(),
                 settings={"fouls": False, "kick_off_table": False})
    assert not any(a[0] == "declare" and a[2] == "foul" for a in m.legal_actions())


def test_blitz_block_costs_a_square():
    """§7.5 Blitz: once per turn, the block costs one square of movement."""
    m = position({"A": {"at": (8, 7), "ma": 2}, "b": {"at": (11, 7)}}, dice=Dice.forcing(1, 1, 1))
    m.do(("declare", "A", "blitz", "b"))
    m.do(("move", m.d.sq(9, 7)))
    m.do(("move", m.d.sq(10, 7)))
    m.do(("block", "b"))  # third square: Going For It 1 fails, Knocked Down in its own square
    a = m.by_id[(0, "A")]
    assert a.sq == m.d.sq(10, 7) and a.status == "prone" and m.active == 1
    m.dice.assert_all_forced_used()

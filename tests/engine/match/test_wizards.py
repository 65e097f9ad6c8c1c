"""§12.3 College Wizards: each casts its College's spell once per match, at the moment the spell names."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position

MAP = """
########
#.Ab...#
#......#
#....c.#
########
"""


def wizard(key):
    return {"home_inducements": {key: 1}}


def test_transmutation_kos_on_2d6_at_most_the_av():
    dice = Dice.forcing(3, 4)
    bot = ScriptedBot([lambda o: o[1]])  # cast on the first opponent (b)
    m = position(MAP, wizard("golden_wizard"), dice=dice, home_bot=bot)
    assert m.by_id[(1, "b")].where == "ko" and m.teams[0].spell_used
    dice.assert_all_forced_used()


def test_life_drain_needs_a_marked_target_and_makes_an_injury_roll():
    dice = Dice.forcing(5, 5, 3)  # Injury 10: Casualty; D16 3 Badly Hurt
    bot = ScriptedBot([lambda o: o[1]])
    m = position(MAP, wizard("amethyst_wizard"), dice=dice, home_bot=bot)
    assert [q.id for q in bot.asked[0][1][1:]] == ["b"]  # c is not Marked by a home player
    assert m.by_id[(1, "b")].stats["injury"]["result"] == "badly_hurt"
    dice.assert_all_forced_used()


def test_chain_lightning_strikes_along_a_chain():
    dice = Dice.forcing(2, 2, 3, 2, 3, 1)  # b: armour holds; 3 chains; c: armour holds; 1 ends
    bot = ScriptedBot([lambda o: o[1], lambda o: [p for p in o if p.id == "c"][0]])
    m = position(MAP, wizard("celestial_wizard"), dice=dice, home_bot=bot)
    assert [e["player"] for e in m.events if e["t"] == "struck"] == ["b", "c"]
    dice.assert_all_forced_used()


def test_shadowed_step_moves_a_player_up_to_five_squares():
    bot = ScriptedBot([lambda o: o[1], lambda o: m_sq(6, 3)])
    m = position(MAP, wizard("grey_wizard"), dice=Dice.forcing(), home_bot=bot)
    assert m.by_id[(0, "A")].sq == m.d.sq(6, 3)


def m_sq(x, y, width=8):
    return y * width + x


def test_grasping_vines_at_the_start_of_the_opposing_turn():
    bot = ScriptedBot([lambda o: [p for p in o if p is not None and p.id == "b"][0]])
    m = position(MAP, wizard("jade_wizard"), dice=Dice.forcing(), home_bot=bot, active="away")
    b = m.by_id[(1, "b")]
    assert not b.has_tz and not [a for a in m.legal_actions() if a[0] == "declare" and a[1] == "b"]


def test_blinding_light_stops_passes_hand_offs_and_assists():
    bot = ScriptedBot([True])
    m = position(MAP, {**wizard("light_wizard"), "c": {"ball": True}}, dice=Dice.forcing(), home_bot=bot,
                 active="away")
    kinds = {a[2] for a in m.legal_actions() if a[0] == "declare"}
    assert "pass" not in kinds and "handoff" not in kinds and m.assists(1, m.by_id[(0, "A")], None) == 0


def test_fireball_knocks_down_on_4_plus_with_plus_one():
    dice = Dice.forcing(4, 4, 4, 2, 2, 1)  # b hit (4): armour 8+1 breaks, injury 4 Stunned; A dodges it (1)
    bot = ScriptedBot([lambda o: m_sq(3, 1)])
    m = position(MAP, wizard("bright_wizard"), dice=dice, home_bot=bot, active="away")
    assert m.by_id[(1, "b")].status == "stunned" and m.by_id[(0, "A")].standing and m.active == 1
    dice.assert_all_forced_used()


def test_bestial_fury_rolls_three_block_dice():
    dice = Dice.forcing(3, 3, 3)
    bot = ScriptedBot(["A", lambda o: o[0], False])
    m = position(MAP, wizard("amber_wizard"), dice=dice, home_bot=bot)
    m.do(("declare", "A", "block", "b"))
    assert len([e for e in m.events if e["t"] == "block"][0]["dice"]) == 3
    dice.assert_all_forced_used()


def test_once_per_match():
    dice = Dice.forcing(3, 4)
    bot = ScriptedBot([lambda o: o[1]])
    m = position(MAP, wizard("golden_wizard"), dice=dice, home_bot=bot)
    m.do(("end_turn",))
    m.do(("end_turn",))  # no question asked again: the ScriptedBot would fail
    assert m.teams[0].spell_used

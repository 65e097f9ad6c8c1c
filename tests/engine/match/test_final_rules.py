"""§10.2.3 Special rules of the Final: A Matter of Life and Death, Healing Herbs, A Quick Bit of Necromancy.
A team sheet names its Final College ("life": the Emerald Crusaders, "death": the Black Widows)."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position
from engine.match.state import CAS_BOX, KO_BOX, RESERVES

LINE = """
#######
#.Ab..#
#..G..#
#######
"""


def test_a_matter_of_life_and_death_no_team_rerolls_on_the_other_colleges_tiles():
    # an Emerald Crusaders player on a College of Death tile: no team re-roll; on a College of Life tile: allowed
    m = position(LINE, {"home_final": "life"}, dice=Dice.forcing(), rerolls=(2, 2), room="Bone Corridor")
    assert not m.may_team_reroll(m.by_id[(0, "A")])
    m = position(LINE, {"home_final": "life"}, dice=Dice.forcing(), rerolls=(2, 2), room="Tuck's Shop")
    assert m.may_team_reroll(m.by_id[(0, "A")])
    # a Black Widows player on a College of Life tile: none; on a Death tile: allowed
    m = position(LINE, {"home_final": "death"}, dice=Dice.forcing(), rerolls=(2, 2), room="Lush Greenhouse")
    assert not m.may_team_reroll(m.by_id[(0, "A")])
    m = position(LINE, {"home_final": "death"}, dice=Dice.forcing(), rerolls=(2, 2), room="Ghosts' Corridor")
    assert m.may_team_reroll(m.by_id[(0, "A")])
    # outside the Final the tiles do not forbid re-rolls
    m = position(LINE, dice=Dice.forcing(), rerolls=(2, 2), room="Bone Corridor")
    assert m.may_team_reroll(m.by_id[(0, "A")])


def test_healing_herbs_once_per_match_moves_every_kod_player_to_the_reserves():
    bot = ScriptedBot([True])
    m = position(LINE, {"home_final": "life"}, dice=Dice.forcing(), home_bot=bot)
    a, g = m.by_id[(0, "A")], m.by_id[(0, "G")]
    for p in (a, g):
        m.lift(p, KO_BOX)
    m.start_turn(0)
    assert a.where == RESERVES and g.where == RESERVES
    assert {"t": "final_rule", "rule": "Healing Herbs", "players": ["A", "G"]} in m.events
    a.where = KO_BOX  # knocked out again, later in the match
    m.start_turn(0)  # used: the coach is not asked again (a scripted bot fails on an unexpected question)
    assert a.where == KO_BOX
    bot.assert_all_used()


def test_a_quick_bit_of_necromancy_once_per_match_brings_one_casualty_back():
    m = position(LINE, {"away_final": "death"}, dice=Dice.forcing(), away_bot=ScriptedBot([lambda o: o[1]]))
    b = m.by_id[(1, "b")]
    m.lift(b, CAS_BOX)
    m.start_turn(1)
    assert b.where == RESERVES
    assert {"t": "final_rule", "rule": "A Quick Bit of Necromancy", "players": ["b"]} in m.events
    b.where = CAS_BOX  # a Casualty again, later in the match
    m.start_turn(1)
    assert b.where == CAS_BOX


DODGE = """
#######
#.Ab..#
#.....#
#######
"""


def test_swift_as_the_breeze_once_per_match_a_failed_dodge_counts_as_a_natural_6():
    # Lyairelle (A) dodges away from b: a 1 fails; she treats it as a natural 6 and moves on. Her second failed
    # Dodge is not saved (once per match): no question is put, and the failure stands.
    bot = ScriptedBot([True])
    dice = Dice.forcing(1)
    m = position(DODGE, {"A": {"skills": ["Swift as the Breeze"]}, "home_final": "life"}, dice=dice, home_bot=bot)
    a = m.by_id[(0, "A")]
    ok, natural = m.test(a, "dodge", 3, 0)
    assert (ok, natural) == (True, 6)
    assert {"t": "final_rule", "rule": "Swift as the Breeze", "player": "A", "kind": "dodge"} in m.events
    dice.assert_all_forced_used()
    dice = Dice.forcing(1)
    m.dice = dice
    assert m.test(a, "dodge", 3, 0) == (False, 1)
    dice.assert_all_forced_used()
    bot.assert_all_used()
    # a Rush is not a Dodge or a Jump
    m2 = position(DODGE, {"A": {"skills": ["Swift as the Breeze"]}}, dice=Dice.forcing(1))
    assert m2.test(m2.by_id[(0, "A")], "rush", 2, 0) == (False, 1)

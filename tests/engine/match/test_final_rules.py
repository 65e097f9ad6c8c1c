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

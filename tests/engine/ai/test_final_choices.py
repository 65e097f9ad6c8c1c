"""§10.2.3, §10.2.5 the scripted AI coach answers the Final's own questions with sense (engine/ai/final_choices.py):
Healing Herbs and A Quick Bit of Necromancy are taken (the most valuable Casualty comes back), Swift as the Breeze
is used, the Tasty Snack block re-roll goes on a Block with no good face, Boo! lands next to the ball carrier."""

from engine.ai import ScriptedCoach
from engine.dice import Dice
from engine.match.position import position
from engine.match.state import CAS_BOX, KO_BOX, RESERVES

LINE = """
#########
#.Ab..c.#
#..G....#
#########
"""


def test_the_coach_takes_healing_herbs_and_brings_back_its_best_casualty_10_2_3():
    coach = ScriptedCoach("herbs")
    m = position(LINE, {"home_final": "life", "away_final": "death", "c": {"st": 5}}, dice=Dice.forcing(),
                 home_bot=coach, away_bot=coach)
    a, g = m.by_id[(0, "A")], m.by_id[(0, "G")]
    m.lift(a, KO_BOX)
    m.lift(g, KO_BOX)
    m.start_turn(0)
    assert a.where == g.where == RESERVES
    b, c = m.by_id[(1, "b")], m.by_id[(1, "c")]
    m.lift(b, CAS_BOX)
    m.lift(c, CAS_BOX)
    m.start_turn(1)
    assert (c.where, b.where) == (RESERVES, CAS_BOX)  # the ST 5 player is worth more


def test_the_coach_re_rolls_a_block_die_only_without_a_good_face_10_2_5():
    coach = ScriptedCoach("snack")
    m = position(LINE, dice=Dice.forcing(), home_bot=coach)
    m.blocker = m.by_id[(0, "A")]
    m.log({"t": "block", "attacker": "A", "defender": "b", "st": [3, 3], "rolls": [1, 2],
           "dice": ["attacker_down", "both_down"], "chooser": "home"})
    assert coach.choose(m, "tasty_snack_block_die", [None, 0, 1]) == 0
    m.log({"t": "block", "attacker": "A", "defender": "b", "st": [3, 3], "rolls": [1, 6],
           "dice": ["attacker_down", "pow"], "chooser": "home"})
    assert coach.choose(m, "tasty_snack_block_die", [None, 0, 1]) is None
    assert coach.choose(m, "swift_as_the_breeze", [True, False]) is True


def test_boo_lands_next_to_the_opposing_ball_carrier_10_2_3():
    coach = ScriptedCoach("boo")
    m = position(LINE, {"c": {"ball": True}}, dice=Dice.forcing(), home_bot=coach)
    options = [m.d.sq(1, 2), m.d.sq(7, 2), m.d.sq(4, 2)]
    assert coach.choose(m, "boo_square", options) == m.d.sq(7, 2)
    assert coach.choose(m, "boo_push", [m.by_id[(1, "b")], m.by_id[(1, "c")]]) is m.by_id[(1, "c")]


def test_the_coach_skull_cracks_the_opposing_carrier_before_anything_else_10_2_6():
    coach = ScriptedCoach("crack")
    m = position("""
    #########
    #.Ab....#
    #..G....#
    #########
    """, {"b": {"ball": True}}, dice=Dice.forcing(), home_bot=coach, room="Bone Corridor")
    assert coach.act(m) == ("declare", "A", "skull_crack", "b")


def test_torne_says_boo_when_he_can_appear_next_to_the_opposing_carrier_10_2_3():
    from tests.engine.match.test_boo import MAP, two_tiles

    coach = ScriptedCoach("boo")
    m = position(MAP.replace("#........#\n#........#", "#........#\n#......c.#"),
                 {"A": {"skills": ["Boo!"]}, "c": {"ball": True}}, dice=Dice.forcing(), home_bot=coach)
    m.d = two_tiles(m)
    assert coach.act(m) == ("declare", "A", "boo", None)
    m.do(("declare", "A", "boo", None))
    torne, c = m.by_id[(0, "A")], m.by_id[(1, "c")]
    assert m.d.distance(torne.sq, c.sq) <= 2  # he appeared next to the carrier and pushed it back
    assert any(e.get("rule") == "Boo!" and e.get("pushed") == "c" for e in m.events)

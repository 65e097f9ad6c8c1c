"""The search coach's `halves` option (issue 22, eighth pass; docs/ai.md): in Blood Bowl 2016 the ball held is worth
the touchdown it is likely to bring before the half ends (§6.2: eight team turns a side a half), not a fixed share
of one; Dungeon Bowl's evaluation is left alone."""

from __future__ import annotations

from bench.ai_ladder import search_budget
from engine.ai import ScriptedCoach
from engine.ai.search import HALF_HOLD, TD, SearchCoach, evaluate, half_hold
from engine.classic.bots import ClassicCoach
from engine.classic.position import position as classic_position
from engine.dice import Dice
from engine.match.position import position


def carrier_at(x: int, *, turn: int, active: str = "home"):
    # Home scores at x = 25: a carrier at x = 22 stands 3 squares from its End Zone, at x = 10 15 squares.
    return classic_position({"A": {"at": (x, 7), "ball": True}, "b": {"at": (2, 2)}}, dice=Dice(1), turn=turn,
                            active=active, home_bot=ClassicCoach(1), away_bot=ClassicCoach(2))


def test_the_ball_held_is_worth_more_near_the_end_zone_and_nothing_once_the_half_is_out_of_reach():
    judge = ClassicCoach(0)
    near = carrier_at(22, turn=3)
    assert judge.ez_distances(near, 0)[near.carrier.sq] == 3
    assert half_hold(near, near.carrier, 3) == HALF_HOLD[(True, False)][3] / 100
    # Near the End Zone with turns to play the ball is almost a touchdown (the fixed HOLD + NEAR gave it 632).
    assert evaluate(near, 0, judge, halves=1) - evaluate(near, 0, judge) == TD * 0.97 - 632.5
    assert evaluate(near, 1, judge, halves=1) == -evaluate(near, 0, judge, halves=1)
    # 15 squares out on the team's last team turn of the half: it will not score before half time.
    far_late = carrier_at(10, turn=8)
    assert half_hold(far_late, far_late.carrier, 15) == 0.0
    assert evaluate(far_late, 0, judge, halves=1) < evaluate(far_late, 0, judge) - 300
    far_early = carrier_at(10, turn=2)
    assert evaluate(far_early, 0, judge, halves=1) > evaluate(far_late, 0, judge, halves=1)
    # The opponents to play (they may blitz it first): worth less than with the holder to play.
    theirs = carrier_at(22, turn=3, active="away")
    assert 0 < half_hold(theirs, theirs.carrier, 3) < half_hold(near, near.carrier, 3)


def test_a_carrier_whose_team_has_no_team_turn_left_in_the_half_is_worth_nothing():
    m = carrier_at(22, turn=8, active="away")  # home has played its eight team turns of the half
    assert m.half_turns[0] == 8 and half_hold(m, m.carrier, 3) == 0.0


def test_dungeon_bowl_is_valued_as_before():
    scoring = """
    ##########
    #>....A..#
    #........#
    ##########
"""
    m = position(scoring, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    judge = ScriptedCoach(0)
    assert evaluate(m, 0, judge, halves=1) == evaluate(m, 0, judge)


def test_the_option_is_off_by_default_and_parsed_by_the_ladder():
    assert SearchCoach(1, base=ClassicCoach).halves == 0
    assert search_budget("halves=1") == {"halves": 1}
    assert SearchCoach(1, base=ClassicCoach, **search_budget("halves=1")).halves == 1

"""The search coach's fitted evaluation (issue 22, sixth pass; engine/ai/value.py): the board read from the side
of the team to play, the chance of winning turned into the search's scale, symmetric between the teams."""

from __future__ import annotations

from engine.ai import ScriptedCoach
from engine.ai.search import LATE, WIN, SearchCoach, fitted_value, in_reach, team_turns_left, time_limit_margin
from engine.ai.value import NAMES, features
from engine.dice import Dice
from engine.match.position import position

SCORING = """
    ##########
    #>....A..#
    #........#
    ##########
"""


def read(m, judge):
    return dict(zip(NAMES, features(m, judge, team_turns_left, time_limit_margin, in_reach, LATE), strict=True))


def test_the_board_is_read_from_the_side_of_the_team_to_play():
    # §6.15: A (home, MA 6) can run in this team turn; with home to play it is "ours", with away to play "theirs".
    judge = ScriptedCoach(0)
    home = read(position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=ScriptedCoach(1)), judge)
    assert (home["hold"], home["reach"], home["hold_them"], home["reach_them"]) == (1, 1, 0, 0)
    assert home["standing"] == 1 / 11
    away = read(position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), active="away",
                         home_bot=ScriptedCoach(1)), judge)
    assert (away["hold"], away["reach"], away["hold_them"], away["reach_them"]) == (0, 0, 1, 1)
    assert away["standing"] == -1 / 11


def test_the_fitted_value_is_symmetric_and_a_carrier_in_reach_is_worth_more():
    judge = ScriptedCoach(0)
    fast = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    slow = position(SCORING, {"A": {"ball": True, "ma": 2}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    assert fitted_value(fast, 1, judge) == -fitted_value(fast, 0, judge)
    assert 0 < fitted_value(slow, 0, judge) < fitted_value(fast, 0, judge) < WIN


def test_an_ended_match_is_worth_its_result():
    judge = ScriptedCoach(0)
    m = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    m.over, m.winner = True, 0
    assert (fitted_value(m, 0, judge), fitted_value(m, 1, judge)) == (WIN, -WIN)
    m.winner = None
    assert fitted_value(m, 0, judge) == 0


def test_with_value_on_the_search_plays_the_touchdown():
    coach = SearchCoach(1, rollouts=2, value=1)
    m = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=coach)
    assert coach.search(m, [("end_turn",), ("declare", "A", "move", None)]) == ("declare", "A", "move", None)


def test_blood_bowl_2016_counts_the_team_turns_left_in_the_second_half_only():
    # §6.2: eight team turns a side a half; `full_time` plays the last `to_the_end` of them on to full time.
    from engine.ai.search import second_half_turns_left
    from engine.classic.bots import ClassicCoach
    from engine.classic.match import ClassicMatch
    from engine.classic.teams import boxed_team

    m = ClassicMatch(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), dice=Dice(1),
                     bots=(ClassicCoach(1), ClassicCoach(2)), seed=1)
    m.half, m.half_turns = 1, [7, 7]
    assert second_half_turns_left(m) is None
    m.half = 2
    assert second_half_turns_left(m) == 2
    coach = SearchCoach(1, base=ClassicCoach, full_time=1)
    m.half_turns = [2, 2]  # early in the second half: a quarter of the budget waits for the last team turns
    coach.rollouts_played = int(coach.halves_rollouts * 0.8)
    assert not coach.budget_left(m)
    m.half_turns = [6, 6]
    assert coach.budget_left(m)

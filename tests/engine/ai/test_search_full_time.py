"""The search coach in Blood Bowl 2016's last team turns (issue 22, sixth pass; docs/ai.md): futures played on to
full time, and a share of the budget kept for the end of the second half."""

from __future__ import annotations

from engine.ai.search import SearchCoach, second_half_turns_left
from engine.classic.bots import ClassicCoach
from engine.classic.match import ClassicMatch
from engine.classic.teams import boxed_team
from engine.dice import Dice


def test_blood_bowl_2016_counts_the_team_turns_left_in_the_second_half_only():
    # §6.2: eight team turns a side a half; `full_time` plays the last `to_the_end` of them on to full time.
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
    plain = SearchCoach(1, base=ClassicCoach, full_time=0)
    plain.rollouts_played = coach.rollouts_played
    assert plain.budget_left(m)  # without it, the whole budget is open at any time
    m.half_turns = [6, 6]
    assert coach.budget_left(m)

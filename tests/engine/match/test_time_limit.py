"""§6.16 Time limit: after the same number of turns each, the ball's path distance to each End Zone
decides; equal distances are a draw."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#########
#<..A..>#
#########
"""


def end_with_ball_at(x):
    m = position(MAP.replace("A", "."), dice=Dice.forcing())
    m.ball_sq = m.d.sq(x, 1)
    m.turn_limit = 1
    m.do(("end_turn",))  # home has played one turn already in this position; away ends its turn
    return m


def test_the_team_nearer_its_target_end_zone_wins():
    m = end_with_ball_at(5)  # 2 steps from '>' (home scores there), 4 from '<'
    assert m.over and m.winner == 0 and m.end_reason == "time_limit"


def test_the_other_way():
    m = end_with_ball_at(3)
    assert m.winner == 1


def test_equal_distance_is_a_draw():
    m = end_with_ball_at(4)
    assert m.over and m.winner is None


def test_both_teams_play_the_same_number_of_turns():
    m = position(MAP, dice=Dice.forcing(), first_turn=True)
    m.teams[1].turns_played = 0
    m.turn_limit = 1
    m.do(("end_turn",))
    assert not m.over and m.active == 1
    m.do(("end_turn",))
    assert m.over


def test_a_turn_limit_must_be_a_positive_number_of_turns():
    import pytest

    from engine import simulate
    from engine.match.sample import sample_team

    with pytest.raises(ValueError, match="§6.16"):
        simulate(sample_team("home"), sample_team("away"), seed=1, turn_limit=0)


def test_without_a_turn_limit_the_match_still_ends():
    from engine import simulate
    from engine.match.layouts import dragons_lair
    from engine.match.sample import sample_team

    out = simulate(sample_team("home"), sample_team("away"), seed=5, dungeon=dragons_lair())
    assert out.end_reason in ("touchdown", "time_limit")

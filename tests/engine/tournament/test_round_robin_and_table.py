"""Round robin by the circle method and the tournament table with the organiser's tie-breakers
(engine/tournament/round_robin.py, table.py)."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.tournament.round_robin import rounds
from engine.tournament.table import Game, Points, rank


@given(st.integers(min_value=2, max_value=16))
def test_every_pair_meets_once_and_every_team_plays_once_a_round(n):
    schedule = rounds(list(range(n)))
    assert len(schedule) == (n - 1 if n % 2 == 0 else n)
    meetings = Counter(frozenset(g) for p in schedule for g in p.games)
    assert len(meetings) == n * (n - 1) // 2 and set(meetings.values()) == {1}
    for p in schedule:
        seen = [t for g in p.games for t in g] + ([p.bye] if p.bye is not None else [])
        assert sorted(seen) == list(range(n))
    if n % 2:
        assert sorted(p.bye for p in schedule) == list(range(n))  # each team sits out once


def _g(home, away, hs, as_):
    result = ("win", "loss") if hs > as_ else ("loss", "win") if hs < as_ else ("draw", "draw")
    return Game(home, away, hs, as_, *result)


def test_points_then_opponents_points_then_score_difference():
    # a beats c, b beats d, c beats d: a, b and c on 3 points; a's and c's opponents have 3, b's (d) 0;
    # a (+1) is above c (0) on score difference.
    games = [_g("a", "c", 1, 0), _g("b", "d", 3, 0), _g("c", "d", 1, 0)]
    table = rank(["a", "b", "c", "d"], games)
    assert [line.team for line in table] == ["a", "c", "b", "d"]
    assert table[1].opponents_points == 3 and table[2].opponents_points == 0
    assert table[1].decided_by == "score_difference" and table[2].decided_by == "opponents_points"


def test_the_tie_breaker_order_is_the_organisers():
    games = [_g("a", "c", 1, 0), _g("b", "d", 3, 0), _g("c", "d", 1, 0)]
    table = rank(["a", "b", "c", "d"], games, tie_breakers=("score_difference", "opponents_points"))
    assert [line.team for line in table] == ["b", "a", "c", "d"]  # +3, +1, 0
    assert table[1].decided_by == "score_difference"


def test_naf_two_one_zero_points_and_a_bye_scored_as_set():
    games = [_g("a", "b", 1, 1)]
    table = rank(["a", "b", "c"], games, byes=["c"],
                 points=Points(win=2, draw=1, loss=0, bye=2, bye_score_for=1, bye_score_against=0))
    by_team = {line.team: line for line in table}
    assert by_team["a"].points == 1 and by_team["c"].points == 2 and by_team["c"].score_difference == 1
    assert by_team["c"].opponents_points == 0  # a bye has no opponent


def test_head_to_head_separates_teams_level_on_everything_before_it():
    # a and b both 1 win 1 loss with equal scores; a beat b.
    games = [_g("a", "b", 1, 0), _g("c", "a", 1, 0), _g("b", "d", 1, 0)]
    table = rank(["b", "a", "c", "d"], games, tie_breakers=("head_to_head",))
    order = [line.team for line in table]
    assert order.index("a") < order.index("b")
    assert table[order.index("b")].decided_by == "head_to_head"


def test_teams_level_on_everything_share_the_place():
    table = rank(["a", "b"], [_g("a", "b", 1, 1)])
    assert [line.place for line in table] == [1, 1]


def test_an_unknown_tie_breaker_is_refused():
    with pytest.raises(ValueError, match="unknown tie-breaker 'coin'"):
        rank(["a"], [], tie_breakers=("coin",))

"""Pairings: 10 games each, no immediate rematch, at least 3 coaches (rules/blitz-bowl.md §18.1, §18.2)."""

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.blitz_bowl.breaches import BlitzRuleError
from engine.blitz_bowl.pairing import (
    dead_end_breaches,
    games_played,
    is_valid_sequence,
    next_round,
    pairing_breaches,
    plan_rounds,
)


def _flat(rounds):
    return [g for r in rounds for g in r]


def _check_plan(coaches, prefix, rounds):
    games = list(prefix) + _flat(rounds)
    assert is_valid_sequence(games)  # no immediate rematch, nobody past 10
    assert all(games_played(games)[c] == 10 for c in coaches)  # everybody reaches 10 games
    for r in rounds:  # a round is a set of games where nobody plays twice
        seen = [c for g in r for c in g]
        assert len(seen) == len(set(seen)) and r


def _arranged(coaches, data, *, most):
    """Up to `most` games the coaches arranged themselves, each legal under the rematch rule when made."""
    prefix = []
    for _ in range(data.draw(st.integers(min_value=0, max_value=most))):
        options = [(a, b) for a in coaches for b in coaches if a < b and not pairing_breaches(prefix, a, b)]
        if not options:
            break
        prefix.append(data.draw(st.sampled_from(options)))
    return prefix


@pytest.mark.parametrize("n", range(3, 13))
def test_every_league_size_from_3_to_12_reaches_10_games_each(n):
    coaches = [f"c{i}" for i in range(n)]
    rounds = plan_rounds(coaches)
    _check_plan(coaches, [], rounds)
    # as few rounds as the number of games allows: even leagues play everyone every round
    games_per_round = n // 2
    assert len(rounds) == -(-10 * n // 2 // games_per_round)


def test_odd_leagues_have_byes_and_a_bye_is_not_someone_else():
    rounds = plan_rounds(["a", "b", "c", "d", "e"])
    sat_out = {c for r in rounds for c in "abcde" if all(c not in g for g in r)}
    assert sat_out  # with five coaches somebody sits out each round
    # a meets b, then a sits out while b plays c: a has played nobody else, so a-b is still refused
    [breach] = pairing_breaches([("a", "b"), ("b", "c")], "a", "b")
    assert breach.rule == "§18.2" and "different coach" in breach.message


def test_each_of_the_two_must_have_played_someone_else():
    # b has played c since meeting a, but a has not played anyone since (a bye): refused
    games = [("a", "b"), ("b", "c")]
    assert pairing_breaches(games, "a", "b") != []
    # once a has played d too, a and b may meet again
    assert pairing_breaches(games + [("a", "d")], "a", "b") == []


def test_a_coach_with_10_games_plays_no_more():
    games = [("a", "b"), ("a", "c")] * 5
    [breach] = pairing_breaches(games, "a", "d")
    assert "all 10 league games" in breach.message


def test_fewer_than_three_coaches_are_refused():  # §18.1
    with pytest.raises(BlitzRuleError, match="at least 3 coaches"):
        plan_rounds(["a", "b"])


def test_no_way_to_finish_is_refused_with_the_rule():
    # only a and b still need games and they just met
    games = [("a", "c"), ("b", "c")] * 5 + [("a", "b")]
    with pytest.raises(BlitzRuleError, match="§18.2"):
        plan_rounds(["a", "b", "c"], games)


# Seven arranged games after which coach 0 still needs 9 games: if 1 and 2 meet now, 0's opponents run
# out before 0 can alternate between them (found by a random search of arranged games).
CORNER = [(1, 0), (1, 2), (1, 3), (2, 3), (2, 1), (1, 3), (2, 3)]


def test_an_arranged_game_that_leaves_no_way_to_finish_is_refused():
    coaches = range(4)
    assert not pairing_breaches(CORNER, 1, 2)  # no immediate rematch: allowed on its own
    [breach] = dead_end_breaches(coaches, CORNER, 1, 2, names={1: "Ann", 2: "Bob"})
    assert breach.rule == "§18.2" and "after Ann v Bob" in breach.message
    with pytest.raises(BlitzRuleError):
        plan_rounds(coaches, [*CORNER, (1, 2)])
    assert dead_end_breaches(coaches, CORNER, 0, 2) == []
    _check_plan(coaches, [*CORNER, (0, 2)], plan_rounds(coaches, [*CORNER, (0, 2)]))
    assert dead_end_breaches(coaches, CORNER, 1, 3) == pairing_breaches(CORNER, 1, 3)  # the plain rule first


def test_next_round_is_the_first_round_of_the_plan_and_empty_when_done():
    coaches = ["a", "b", "c", "d"]
    assert next_round(coaches) == plan_rounds(coaches)[0]
    assert next_round(coaches, _flat(plan_rounds(coaches))) == []


@settings(max_examples=40, deadline=None)
@given(n=st.integers(min_value=3, max_value=12), data=st.data())
def test_planning_from_any_legal_start_finishes_legally_or_says_why(n, data):
    """Coaches may arrange some games themselves; the plan from there still keeps the rules."""
    coaches = list(range(n))
    prefix = _arranged(coaches, data, most=3 * n)
    try:
        rounds = plan_rounds(coaches, prefix)
    except BlitzRuleError as err:
        assert err.breaches[0].rule == "§18.2"
        return
    _check_plan(coaches, prefix, rounds)


def _can_finish(remaining: tuple, last: tuple) -> bool:
    """An independent, exhaustive check: can every coach finish, one game at a time?"""

    n = len(remaining)

    @functools.cache
    def go(rem, lst):
        if not any(rem):
            return True
        for i in range(n):
            for j in range(i + 1, n):
                if rem[i] and rem[j] and lst[i] != j and lst[j] != i:
                    r, s = list(rem), list(lst)
                    r[i] -= 1
                    r[j] -= 1
                    s[i], s[j] = j, i
                    if go(tuple(r), tuple(s)):
                        return True
        return False

    return go(remaining, last)


@settings(max_examples=60, deadline=None)
@given(n=st.integers(min_value=3, max_value=6), data=st.data())
def test_the_planner_finds_a_way_whenever_one_exists(n, data):
    """Checked against an exhaustive search: a refusal means there truly is no way to finish."""
    coaches = list(range(n))
    prefix = _arranged(coaches, data, most=5 * n)
    played = games_played(prefix)
    last = {}
    for a, b in prefix:
        last[a], last[b] = b, a
    possible = _can_finish(tuple(10 - played[c] for c in coaches), tuple(last.get(c, -1) for c in coaches))
    try:
        rounds = plan_rounds(coaches, prefix)
    except BlitzRuleError:
        assert not possible
        return
    assert possible
    _check_plan(coaches, prefix, rounds)


@pytest.mark.parametrize("n", [3, 5, 8, 11])
def test_the_game_by_game_search_packs_legal_rounds(n):
    coaches = list(range(n))
    rounds = plan_rounds(coaches, round_search_limit=0)  # skip the round search: the fallback alone
    _check_plan(coaches, [], rounds)

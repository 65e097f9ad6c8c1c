"""Kill and cheat points at halftime and at the end (rules/kaosball.md §21.3, §22.1, §22.2, §23)."""

from engine.rulesets.kaosball.scoring import cheat_points, kill_and_cheat_points, kill_points, shared_ranks


def test_two_teams_most_kills_plus_six_most_fouls_minus_five():  # §22.1
    assert kill_points([3, 1]) == [6, 0]
    assert cheat_points([2, 4]) == [0, -5]
    assert kill_and_cheat_points([3, 1], [2, 4]) == [6, -5]


def test_three_teams_third_gets_nothing():  # §22.1
    assert kill_points([5, 3, 1]) == [12, 6, 0]
    assert cheat_points([9, 4, 1]) == [-10, -5, 0]


def test_four_teams_third_gets_three_and_minus_two():  # §22.1
    assert kill_points([4, 3, 2, 1]) == [12, 6, 3, 0]
    assert cheat_points([4, 3, 2, 1]) == [-10, -5, -2, 0]


def test_tied_teams_share_the_award_and_the_next_takes_the_next_rank():  # §22.2 worked example, kills
    # Amazons and Goblins 5 kills, Daemons 3: both 12, Daemons second (6), not third.
    assert shared_ranks([5, 5, 3]) == [0, 0, 1]
    assert kill_points([5, 5, 3]) == [12, 12, 6]


def test_no_fouls_no_penalty_whatever_the_rank():  # §22.2 worked example, fouls
    assert cheat_points([9, 9, 0]) == [-10, -10, 0]


def test_no_kills_no_kill_points():  # §22.1
    assert kill_points([0, 0]) == [0, 0]
    assert kill_points([0, 0, 0, 0]) == [0, 0, 0, 0]


def test_fifteen_fouls_always_takes_the_worst_cheaters_penalty():  # §21.3
    assert cheat_points([15, 15]) == [-5, -5]
    assert cheat_points([15, 15, 3]) == [-10, -10, -5]
    assert cheat_points([15, 15, 15, 15]) == [-10, -10, -10, -10]

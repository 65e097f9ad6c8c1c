"""§14, the end of a season: End of Game fans, the most fans wins, tie-break 1 (most upgrades gained),
tie-break 2 (the UTM investigation: the managers still tied are suspended and lose all their fans), and
"nobody wins"."""

from engine.rulesets.team_manager.season import (
    MOST_FANS,
    NOBODY,
    TIE_BREAK_1,
    TIE_BREAK_2,
    Total,
    end_of_season,
)


def t(manager, fans, upgrades=0):
    return Total(manager, fans=fans, star_players=upgrades)


def test_14_3_the_manager_with_most_fans_wins():
    outcome = end_of_season([t("ann", 20), t("bob", 18), t("cy", 3)])
    assert (outcome.winner, outcome.decided_by) == ("ann", MOST_FANS)
    assert outcome.ranking() == ["ann", "bob", "cy"]


def test_14_2_end_of_game_effects_count_before_the_winner_is_found():
    outcome = end_of_season([t("ann", 20), t("bob", 18)], end_of_game={"bob": 3})
    assert outcome.winner == "bob" and outcome.fans == {"ann": 20, "bob": 21}
    assert outcome.steps[0][0] == "§14.2"


def test_14_4_tie_break_1_the_most_developed_team_wins():
    """Ann and Bob both have 20 fans; Ann gained 7 upgrades (Star Players + Team + Staff), Bob 5."""
    outcome = end_of_season([Total("ann", fans=20, star_players=2, team_upgrades=3, staff_upgrades=2),
                             Total("bob", fans=20, star_players=1, team_upgrades=2, staff_upgrades=2),
                             t("cy", 9)])
    assert (outcome.winner, outcome.decided_by) == ("ann", TIE_BREAK_1)
    assert not outcome.suspended and outcome.fans["bob"] == 20


def test_14_5_tie_break_2_the_utm_suspends_the_tied_managers_and_the_next_wins():
    """Ann and Bob are tied on fans and upgrades: suspended, they lose all their fans; Cy, with 9, wins."""
    outcome = end_of_season([t("ann", 20, 4), t("bob", 20, 4), t("cy", 9, 1)])
    assert (outcome.winner, outcome.decided_by) == ("cy", TIE_BREAK_2)
    assert outcome.suspended == {"ann", "bob"} and outcome.fans == {"ann": 0, "bob": 0, "cy": 9}
    assert [section for section, _ in outcome.steps] == ["§14.4", "§14.5", "§14.3"]
    assert outcome.ranking()[0] == "cy"


def test_14_5_only_the_managers_still_tied_after_tie_break_1_are_suspended():
    outcome = end_of_season([t("ann", 20, 4), t("bob", 20, 4), t("cy", 20, 2), t("di", 5)])
    assert outcome.suspended == {"ann", "bob"}
    assert outcome.winner == "cy" and outcome.fans["cy"] == 20


def test_14_6_nobody_wins_when_every_manager_is_still_tied():
    outcome = end_of_season([t("ann", 12, 3), t("bob", 12, 3)])
    assert (outcome.winner, outcome.decided_by) == (None, NOBODY)
    assert not outcome.suspended and outcome.steps[-1][0] == "§14.6"


def test_14_5_then_14_6_when_the_remaining_managers_are_tied_too():
    """After the investigation the remaining managers are compared by the same steps (docs/decisions.md)."""
    outcome = end_of_season([t("ann", 20, 4), t("bob", 20, 4), t("cy", 9, 1), t("di", 9, 1)])
    assert outcome.suspended == {"ann", "bob"}
    assert (outcome.winner, outcome.decided_by) == (None, NOBODY)

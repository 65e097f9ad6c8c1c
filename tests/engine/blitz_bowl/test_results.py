"""A game's score, how it ended and league points (rules/blitz-bowl.md §10, §14.4, §16, §18.3, §18.8)."""

import pytest

from engine.blitz_bowl.results import Ending, Side, check_game, league_points


def test_touchdowns_score_3_cards_their_printed_value_and_a_sweep_2():  # §10, §14.2, §14.4
    side = Side(touchdowns=2, cards_claimed=4, card_points=7, sweeps=1)
    assert side.score == 2 * 3 + 7 + 2


def test_scoring_traits_apply_once_per_game():  # §18.8
    assert Side(touchdowns=2, traits_used=frozenset({"loud_celebrator"})).score == 7  # one TD scores 4
    assert Side(touchdowns=0, traits_used=frozenset({"loud_celebrator"})).score == 0
    assert Side(cards_claimed=3, card_points=5, sweeps=1, traits_used=frozenset({"glory_hound"})).score == 5 + 3
    assert Side(traits_used=frozenset({"bribe_the_ref"})).score == 1


@pytest.mark.parametrize(("own", "other", "points"), [(12, 3, 3), (5, 5, 1), (3, 12, 0)])
def test_league_points_win_3_draw_1_loss_0(own, other, points):  # §18.3
    assert league_points(own, other) == points


def test_sudden_death_needs_a_lead_of_10():  # §16
    winner, loser = Side(touchdowns=4), Side(cards_claimed=1, card_points=2)  # 12-2
    assert check_game(winner, loser, ending=Ending.SUDDEN_DEATH) == []
    [breach] = check_game(Side(touchdowns=3), loser, ending=Ending.SUDDEN_DEATH)  # 9-2
    assert breach.rule == "§16" and "lead of 10" in breach.message


def test_terrifying_reputation_on_the_trailing_side_needs_a_lead_of_11():  # §18.8, §16
    leader = Side(touchdowns=4)  # 12
    trailing = Side(cards_claimed=1, card_points=2, traits_used=frozenset({"terrifying_reputation"}))  # 2
    [breach] = check_game(leader, trailing, ending=Ending.SUDDEN_DEATH, away_traits={"terrifying_reputation"})
    assert "lead of 11" in breach.message
    trailing1 = Side(cards_claimed=1, card_points=1, traits_used=frozenset({"terrifying_reputation"}))  # 1
    assert check_game(leader, trailing1, ending=Ending.SUDDEN_DEATH, away_traits={"terrifying_reputation"}) == []
    # the same trait on the leading side changes nothing
    lead_tr = Side(touchdowns=4, traits_used=frozenset({"terrifying_reputation"}))
    assert check_game(lead_tr, Side(cards_claimed=1, card_points=2), ending=Ending.SUDDEN_DEATH,
                      home_traits={"terrifying_reputation"}) == []


def test_end_of_deck_with_a_sudden_death_lead_is_refused_unless_end_game_rule():  # §16, §17.1
    big, small = Side(touchdowns=5), Side(touchdowns=1)  # 15-3
    [breach] = check_game(big, small, ending=Ending.END_OF_DECK)
    assert breach.rule == "§16" and "Sudden Death" in breach.message
    assert check_game(big, small, ending=Ending.END_OF_DECK, end_game_rule=True) == []


def test_draw_only_at_the_end_of_the_deck_and_never_in_a_final():  # §16, §18.6
    level = Side(touchdowns=2)
    assert check_game(level, level, ending=Ending.END_OF_DECK) == []
    assert check_game(level, level, ending=Ending.SUDDEN_DEATH)[0].rule == "§16"
    [breach] = check_game(level, level, ending=Ending.END_OF_DECK, draw_allowed=False)
    assert breach.rule == "§18.6"


def test_bad_tallies_are_refused_with_their_rule():
    assert check_game(Side(sweeps=1, cards_claimed=2), Side(), ending=Ending.END_OF_DECK)[0].rule == "§14.4"
    assert check_game(Side(card_points=3), Side(), ending=Ending.END_OF_DECK)[0].rule == "§14.2"
    assert check_game(Side(touchdowns=-1), Side(), ending=Ending.END_OF_DECK)[0].rule == "§18.3"
    # a trait used must be held
    [breach] = check_game(Side(touchdowns=1, traits_used=frozenset({"loud_celebrator"})), Side(),
                          ending=Ending.END_OF_DECK)
    assert breach.rule == "§18.8" and "does not hold" in breach.message
    assert check_game(Side(), Side(), ending="conceded")[0].rule == "§16"

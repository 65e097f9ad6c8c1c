"""League awards with shared ties (rules/blitz-bowl.md §18.7; tie reading in docs/decisions.md)."""

from engine.blitz_bowl.awards import league_awards
from engine.blitz_bowl.finals import Record


def test_each_award_goes_to_its_tally():
    records = [Record("a", 21, cards_claimed=9, injuries_caused=2),
               Record("b", 12, cards_claimed=4, injuries_caused=7),
               Record("c", 6, cards_claimed=5, injuries_caused=1)]
    assert league_awards(records) == {
        "master_of_the_crush": ["a"], "king_of_carnage": ["b"], "challenger": ["a"], "lead_laurels": ["c"]}


def test_ties_share_the_award():
    records = [Record("a", 18, cards_claimed=6, injuries_caused=3),
               Record("b", 18, cards_claimed=6, injuries_caused=3),
               Record("c", 9, cards_claimed=2, injuries_caused=3),
               Record("d", 9, cards_claimed=1, injuries_caused=0)]
    awards = league_awards(records)
    assert awards["master_of_the_crush"] == ["a", "b"]
    assert awards["lead_laurels"] == ["c", "d"]
    assert awards["king_of_carnage"] == ["a", "b", "c"]
    assert awards["challenger"] == ["a", "b"]


def test_nobody_wins_a_tally_award_with_zero():
    records = [Record("a", 10), Record("b", 10)]
    awards = league_awards(records)
    assert awards["king_of_carnage"] == [] and awards["challenger"] == []
    assert awards["master_of_the_crush"] == ["a", "b"] == awards["lead_laurels"]

"""Finals seeding and the knockout (rules/blitz-bowl.md §18.4, §18.5; tie-breaks in docs/decisions.md)."""

from engine.blitz_bowl.finals import (
    Record,
    final,
    final_and_third_place,
    format_breach,
    quarter_finals,
    seed,
    semi_finals,
)
from engine.dice import Dice


def test_seeding_by_league_points_then_score_difference_cards_injuries():
    records = [
        Record("a", 18, 10, 5, 1),
        Record("b", 24, 0, 0, 0),
        Record("c", 18, 12, 0, 0),  # beats a on score difference
        Record("d", 18, 10, 6, 0),  # beats a on cards
        Record("e", 18, 10, 5, 2),  # beats a on injuries
    ]
    dice = Dice.forcing()
    assert seed(records, dice=dice) == ["b", "c", "d", "e", "a"]
    assert dice.log == []  # nobody level on everything: no roll-off


def test_coaches_level_on_everything_roll_off_on_a_d8_rerolling_ties():
    records = [Record("a", 12), Record("b", 12), Record("c", 12), Record("d", 15)]
    dice = Dice.forcing(5, 7, 5, 2, 6)  # a5 b7 c5 -> b first; a and c re-roll: a2 c6
    roll_offs = []
    assert seed(records, dice=dice, roll_offs=roll_offs) == ["d", "b", "c", "a"]
    dice.assert_all_forced_used()
    assert roll_offs == [("a", 5), ("b", 7), ("c", 5), ("a", 2), ("c", 6)]
    assert all(r.die == 8 for r in dice.log)


def test_final_is_the_top_two():  # §18.4
    assert final(["a", "b", "c"]) == ("a", "b")


def test_quarter_finals_1v8_2v7_3v6_4v5_then_bracket_semis_final_and_third():  # §18.5
    seeds = [f"s{i}" for i in range(1, 9)]
    assert quarter_finals(seeds) == [("s1", "s8"), ("s2", "s7"), ("s3", "s6"), ("s4", "s5")]
    assert semi_finals(["s1", "s7", "s3", "s5"]) == [("s1", "s5"), ("s7", "s3")]
    fin, third = final_and_third_place(["s1", "s3"], ["s5", "s7"])
    assert fin == ("s1", "s3") and third == ("s5", "s7")


def test_top_two_seeds_can_only_meet_in_the_final():
    seeds = list(range(1, 9))
    qf_winners = [a for a, _ in quarter_finals(seeds)]  # favourites win
    (sf1, sf2) = semi_finals(qf_winners)
    assert 1 in sf1 and 2 in sf2


def test_quarter_finals_need_eight_coaches():  # §18.5
    assert format_breach(8, quarter_finals=True) is None
    breach = format_breach(7, quarter_finals=True)
    assert breach.rule == "§18.5" and "eight" in breach.message
    assert format_breach(3, quarter_finals=False) is None

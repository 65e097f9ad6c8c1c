"""§8.8 pairing: two teams of one division never meet in a quarter- or semi-final when that can be
avoided, and the best-ranked teams meet as late as possible (docs/decisions.md, "## Playoffs")."""

from itertools import permutations

from league.services.playoff_seeding import Qualifier, layout, meeting_round


def quals(divisions):
    return [Qualifier(seed, f"T{seed}", div, f"D{div}", 1, "", 0, {}, seed=seed)
            for seed, div in enumerate(divisions, start=1)]


def order(divisions):
    return [q.seed for q in layout(quals(divisions))]


def clashes(bracket):
    last = meeting_round(0, len(bracket) - 1)
    return [(a.seed, b.seed) for i, a in enumerate(bracket) for j, b in enumerate(bracket)
            if i < j and a.division_id == b.division_id and meeting_round(i, j) < last]


def test_classic_draw_when_divisions_do_not_matter():
    assert order([1, 2, 3, 4]) == [1, 4, 2, 3]
    assert order([1, 2, 3, 4, 5, 6, 7, 8]) == [1, 8, 4, 5, 2, 7, 3, 6]


def test_one_division_cannot_avoid_itself_and_keeps_the_classic_draw():
    assert order([1, 1, 1, 1]) == [1, 4, 2, 3]


def test_semi_finals_swap_opponents_to_keep_a_division_apart():
    # Seed 4 comes from seed 1's division: 1 plays 3, 2 plays 4.
    assert order([1, 2, 3, 1]) == [1, 3, 2, 4]
    # Two divisions, runners-up seeded 3 and 4 from divisions A and B.
    assert order([1, 2, 1, 2]) == [1, 4, 2, 3]
    assert order([1, 2, 2, 1]) == [1, 3, 2, 4]


def test_quarter_finals_keep_every_division_in_both_halves_for_every_seeding():
    # Top two of four divisions: winners are seeds 1-4, runners-up 5-8 in any order.
    for runners in permutations([1, 2, 3, 4]):
        bracket = layout(quals([1, 2, 3, 4, *runners]))
        assert clashes(bracket) == [], runners
        positions = {q.seed: i for i, q in enumerate(bracket)}
        assert meeting_round(positions[1], positions[2]) == 3  # 1 and 2 can only meet in the final


def test_best_seeds_meet_latest_among_legal_draws():
    bracket = layout(quals([1, 2, 3, 4, 1, 2, 3, 4]))
    assert clashes(bracket) == []
    assert [q.seed for q in bracket] == [1, 8, 3, 6, 2, 7, 4, 5]  # every quarter-final still adds up to 9

"""Pairings in the league: generated rounds and arranged games keep §18.2."""

import pytest

from engine.blitz_bowl.pairing import is_valid_sequence
from games.blitz_bowl import services as blitz
from league.models import Fixture
from league.services.errors import RuleViolation
from tests.league.blitz_helpers import make_blitz_league, play


def test_generated_rounds_reach_10_games_each_without_immediate_rematches(make_user):
    commissioner, league, users, teams = make_blitz_league(make_user, 5)
    rounds = 0
    while True:
        try:
            games = blitz.generate_round(by=commissioner, league=league)
        except RuleViolation as error:
            assert "all 10 league games" in str(error)
            break
        rounds += 1
        assert {g.round_number for g in games} == {rounds}
    sequence = list(Fixture.objects.filter(kind="league").order_by("id").values_list("home_id", "away_id"))
    assert is_valid_sequence(sequence)
    for team in teams:
        assert sum(team.pk in g for g in sequence) == 10
    assert rounds == 13  # five coaches: two games a round, 25 games


def test_an_arranged_rematch_is_refused_with_the_rule_and_nothing_saved(make_user):
    _, league, users, teams = make_blitz_league(make_user, 4)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])
    play(game, users, teams)
    with pytest.raises(RuleViolation, match=r"cannot meet again yet.*§18\.2"):
        blitz.arrange_game(by=users[1], league=league, home=teams[1], away=teams[0])
    assert Fixture.objects.count() == 1
    # once both have played someone else they may meet again
    blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[2])
    blitz.arrange_game(by=users[1], league=league, home=teams[1], away=teams[3])
    assert blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])


def test_an_arranged_game_after_which_the_league_cannot_finish_is_refused(make_user):  # §18.2
    _, league, users, teams = make_blitz_league(make_user, 4)
    for a, b in [(1, 0), (1, 2), (1, 3), (2, 3), (2, 1), (1, 3), (2, 3)]:
        blitz.arrange_game(by=users[a], league=league, home=teams[a], away=teams[b])
    # Coach 0 still needs 9 games; if 1 and 2 meet now, 0 runs out of opponents to alternate between.
    with pytest.raises(RuleViolation, match=r"no pairings would let every coach play 10 league games.*§18\.2"):
        blitz.arrange_game(by=users[1], league=league, home=teams[1], away=teams[2])
    assert Fixture.objects.count() == 7
    assert blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[2])


def test_pairings_wait_for_the_league_games_to_start(make_user):
    commissioner, league, _, _ = make_blitz_league(make_user, 3, start=False)
    with pytest.raises(RuleViolation):
        blitz.generate_round(by=commissioner, league=league)
    assert not Fixture.objects.exists()

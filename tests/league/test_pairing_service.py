"""One pairing service for every game that pairs round by round (league/services/pairing.py): the ruleset
plans, the core writes fixtures once, checks who may do it, and refuses what the game's rules refuse."""

import pytest
from django.core.exceptions import PermissionDenied

import engine.rulesets
from league.models import Fixture, Season
from league.services import pairing
from league.services.errors import RuleViolation
from tests import schedule_factories as f


@pytest.fixture
def planned(db):
    engine.rulesets.register("planned_tiddlywinks", "tests.toy_game.planner")
    yield
    engine.rulesets.unregister("planned_tiddlywinks")


def _season(make_user, ruleset):
    commissioner, coach = make_user("p-boss"), make_user("p-coach")
    league = f.league(commissioner=commissioner, ruleset=ruleset)
    season = f.season(league, state=Season.State.REGULAR_SEASON)
    teams = [f.team(league, coach=coach if i == 0 else None, players=0) for i in range(4)]
    return commissioner, coach, season, teams


def test_rounds_are_planned_by_the_game_and_paired_once(planned, make_user):
    commissioner, coach, season, teams = _season(make_user, "planned_tiddlywinks")
    with pytest.raises(PermissionDenied):
        pairing.pair_next_round(by=coach, season=season)
    first = pairing.pair_next_round(by=commissioner, season=season, round_number=1)
    assert [(x.home_id, x.away_id, x.round_number) for x in first] == [
        (teams[0].pk, teams[1].pk, 1), (teams[2].pk, teams[3].pk, 1)]
    with pytest.raises(RuleViolation, match="Round 1 is already paired"):  # the same form posted twice
        pairing.pair_next_round(by=commissioner, season=season, round_number=1)
    for _ in range(2):
        pairing.pair_next_round(by=commissioner, season=season)
    with pytest.raises(RuleViolation, match=r"every pair has met once \(Rule 9\)"):
        pairing.pair_next_round(by=commissioner, season=season)
    assert Fixture.objects.filter(season=season).count() == 6


def test_an_arranged_game_keeps_the_games_rules_and_is_permission_checked(planned, make_user):
    commissioner, coach, season, teams = _season(make_user, "planned_tiddlywinks")
    with pytest.raises(PermissionDenied):  # a coach of neither team
        pairing.arrange_league_game(by=coach, season=season, home=teams[1], away=teams[2])
    pairing.arrange_league_game(by=coach, season=season, home=teams[0], away=teams[1])
    with pytest.raises(RuleViolation, match="have met already"):
        pairing.arrange_league_game(by=commissioner, season=season, home=teams[1], away=teams[0])
    assert Fixture.objects.filter(season=season).count() == 1


def test_a_game_that_draws_its_schedule_is_not_paired_round_by_round(make_user):
    commissioner, _, season, _ = _season(make_user, "dungeon_bowl")
    with pytest.raises(RuleViolation, match="draw their schedule"):
        pairing.pair_next_round(by=commissioner, season=season)
    assert not Fixture.objects.exists()

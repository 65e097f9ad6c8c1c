"""Blitz Bowl as a second ruleset: creating a league, joining, starting (rules/blitz-bowl.md §18.1)."""

import pytest

from games.blitz_bowl import services as blitz
from league.models import League, Season, Team
from league.services.errors import RuleViolation
from tests.league.blitz_helpers import make_blitz_league


def test_a_league_can_be_created_with_the_blitz_bowl_ruleset(make_user):
    user = make_user()
    league = blitz.create_league(by=user, name="Lunchtime Blitz", quarter_finals=True)
    assert league.ruleset == "blitz_bowl" and league.get_ruleset_display() == "Blitz Bowl"
    assert league.is_commissioner(user)
    assert League.objects.get(pk=league.pk).option("quarter_finals")
    assert league.seasons.get().state == Season.State.REGISTRATION


def test_coaches_join_with_the_team_chosen_once(make_user):
    _, league, users, teams = make_blitz_league(make_user, 3, start=False)
    assert teams[0].roster == "Dwarfs" and teams[0].coach == users[0].coach
    with pytest.raises(RuleViolation, match="one team"):
        blitz.join_league(by=users[0], league=league, team_name="Another", team_chosen="Orcs")
    assert Team.objects.filter(league=league).count() == 3


def test_fewer_than_three_coaches_are_refused(make_user):  # §18.1
    commissioner, league, _, _ = make_blitz_league(make_user, 2, start=False)
    with pytest.raises(RuleViolation, match=r"at least 3 coaches.*§18.1"):
        blitz.start_league_games(by=commissioner, league=league)
    assert league.seasons.get().state == Season.State.REGISTRATION


def test_no_joining_after_the_league_games_start(make_user):
    _, league, _, _ = make_blitz_league(make_user, 3)
    with pytest.raises(RuleViolation):
        blitz.join_league(by=make_user("late"), league=league, team_name="Late", team_chosen="Elves")


def test_blitz_services_refuse_a_dungeon_bowl_league(make_user):
    user = make_user()
    league = League.objects.create(name="Dungeon", ruleset="dungeon_bowl")
    league.commissioners.add(user.coach)
    with pytest.raises(RuleViolation, match="not Blitz Bowl"):
        blitz.join_league(by=user, league=league, team_name="X", team_chosen="Y")

"""Leagues and teams built through the real services (rosters come from engine.rulesets)."""

import pytest

from league.services.leagues import create_league
from league.services.teams import create_team

# A legal College of Fire team (§4, §14.1): 11 players for 840,000 gp + 2 re-rolls = 940,000 gp.
FIRE_HIRES = {"dwarf_blitzer": 2, "troll_slayer": 2, "dwarf_blocker_lineman": 7}
FIRE_COST = 2 * 80_000 + 2 * 95_000 + 7 * 70_000 + 2 * 50_000


@pytest.fixture
def commissioner(make_user):
    return make_user("commish")


@pytest.fixture
def league(commissioner):
    return create_league(by=commissioner, name="Test League")


@pytest.fixture
def coach(make_user):
    return make_user("owner")


@pytest.fixture
def stranger(make_user):
    return make_user("stranger")


@pytest.fixture
def make_team(league):
    counter = {"n": 0}

    def make(by, *, name=None, hires=None, rerolls=2, roster_key="fire", in_league=None):
        counter["n"] += 1
        return create_team(
            by=by, league=in_league or league, name=name or f"Team {counter['n']}", roster_key=roster_key,
            hires=hires or FIRE_HIRES, rerolls=rerolls,
        )

    return make


@pytest.fixture
def team(make_team, coach):
    return make_team(coach, name="Bright Sparks")

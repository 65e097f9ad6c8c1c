"""Fixtures shared by the games' language tests (test_i18n_pages.py, test_i18n_rule_texts.py)."""

import pytest
from django.core.management import call_command

from league.models import Fixture, League, Player, Season
from league.services.schedule import generate_schedule
from tests import schedule_factories as f


@pytest.fixture
def dungeon_match(db):
    commish = f.user()
    league = f.league(commissioner=commish)
    season = f.season(league)
    division = f.division(season, teams=4, roster="fire")
    generate_schedule(season=season, user=commish)
    Season.objects.filter(pk=season.pk).update(state=Season.State.REGULAR_SEASON)
    fixture = Fixture.objects.filter(round__division=division).select_related("home", "away").order_by("id").first()
    Player.objects.filter(team__in=[fixture.home, fixture.away]).update(value=70_000, hiring_fee=70_000)
    # the away team is worth more: the home team has Petty Cash and sees the inducements it may buy (§5.3)
    Player.objects.filter(pk=fixture.away.players.first().pk).update(value=170_000)
    return fixture


@pytest.fixture
def blitz_league(db):
    call_command("load_demo_blitz", stdout=open("/dev/null", "w"))
    return League.objects.get(ruleset="blitz_bowl")

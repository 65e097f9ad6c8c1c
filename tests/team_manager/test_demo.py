"""The demo Team Manager league: finished, its seasons decided by §14, and loading it twice changes nothing."""

import pytest
from django.core.management import call_command

from games.team_manager import selectors
from games.team_manager.models import Game, Week
from league.models import Fixture, League

pytestmark = pytest.mark.django_db


def test_demo_league_is_finished_and_idempotent():
    call_command("load_demo_team_manager")
    call_command("load_demo_team_manager")
    league = League.objects.get(name="Demo Team Manager League")
    games = list(Game.objects.filter(fixture__season__league=league).order_by("pk"))
    assert [g.number for g in games] == [1, 2, 3] and all(g.fixture.status == Fixture.Status.PLAYED for g in games)
    assert not Week.objects.exclude(status=Week.Status.CONFIRMED).exists()
    decided = [selectors.game_page(g).outcome.decided_by for g in games]
    assert decided == ["most_upgrades", "utm_investigation", "most_fans"]
    page = selectors.league_page(league)
    assert page["manager_of_the_year"] is not None and sum(line.wins for line in page["table"]) == 3

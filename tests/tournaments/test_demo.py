"""load_demo_tournament: the demo Swiss event loads once, with its rounds, byes and a waiting report."""

import pytest
from django.core.management import call_command

from league.models import Fixture
from tournaments import selectors
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def test_the_demo_tournament_loads_once():
    call_command("load_demo_tournament")
    call_command("load_demo_tournament")
    tournament = Tournament.objects.get()
    assert tournament.league.teams.count() == 7 and tournament.byes.count() == 3
    assert len({b.team_id for b in tournament.byes.all()}) == 3  # the bye rotates
    assert Fixture.objects.filter(season=tournament.season, status=Fixture.Status.REPORTED).count() == 1
    pairs = [frozenset((f.home_id, f.away_id)) for f in Fixture.objects.filter(season=tournament.season)]
    assert len(pairs) == len(set(pairs)) == 9  # no rematch in three rounds
    assert sum(line.played for line in selectors.table_lines(tournament)) == 2 * 6

"""The Kaosball demo league (manage.py load_demo_kaosball): six teams, every league match played (the first
after its auction), a Max4 friendly out of the table, the play-offs and the championship; idempotent."""

import io

import pytest
from django.core.management import call_command

from games.kaosball.models import Auction, Holdings
from league.models import Fixture, League, Season

pytestmark = pytest.mark.django_db


def test_the_demo_league_is_played_to_its_championship_once():
    call_command("load_demo_kaosball", stdout=io.StringIO())
    call_command("load_demo_kaosball", stdout=io.StringIO())
    league = League.objects.get(name="Demo Kaosball League")
    season = league.seasons.get()
    assert season.state == Season.State.CLOSED and league.teams.count() == 6
    assert season.fixtures.filter(kind=Fixture.Kind.LEAGUE, status=Fixture.Status.PLAYED).count() == 30
    friendly = season.fixtures.get(kind=Fixture.Kind.FRIENDLY)
    assert friendly.sides.count() == 4 and friendly.outcome == Fixture.Outcome.PLACED
    assert season.bracket.is_complete and season.fixtures.filter(kind=Fixture.Kind.PLAYOFF).count() == 4
    auction = Auction.objects.get()
    assert auction.settled_at is not None and auction.state["phase"] == "done"
    assert sum(len(h.tiles) + len(h.ringers) for h in Holdings.objects.all()) == 2

"""The Blitz Bowl demo league: mid-season, and loading it twice changes nothing."""

from django.core.management import call_command

from games.blitz_bowl.models import CoachTrait
from league.models import Fixture, League, Season


def test_demo_blitz_league_is_mid_season_and_idempotent(db, capsys):
    call_command("load_demo_blitz")
    league = League.objects.get(ruleset="blitz_bowl")
    season = league.seasons.get()
    assert season.state == Season.State.REGULAR_SEASON and league.teams.count() == 6
    assert Fixture.objects.filter(status="played").count() == 4 * 3
    assert Fixture.objects.filter(status="reported").count() == 1
    assert CoachTrait.objects.count() == 2 * 12
    counts = (Fixture.objects.count(), CoachTrait.objects.count())
    call_command("load_demo_blitz")
    assert (Fixture.objects.count(), CoachTrait.objects.count()) == counts
    assert League.objects.filter(ruleset="blitz_bowl").count() == 1
    assert "coach1 / dugout-demo" in capsys.readouterr().out

"""Issue 4: `make run`'s demo league: a commissioner, four coaches, legal Dungeon Bowl teams, idempotent."""

import pytest
from django.core.management import call_command

from engine.campaign import validate_new_team
from league.models import AuditEntry, League, Player, SeasonEntry, Team

pytestmark = pytest.mark.django_db


def test_demo_league_has_legal_teams_and_is_idempotent(capsys):
    call_command("load_demo")
    out = capsys.readouterr().out
    assert "commissioner / dugout-demo" in out and "coach4 / dugout-demo" in out
    league = League.objects.get(name="Demo Dungeon League")
    assert [c.user.username for c in league.commissioners.all()] == ["commissioner"]
    teams = list(Team.objects.filter(league=league))
    assert len(teams) == 4 and len({t.roster for t in teams}) == 4
    for team in teams:
        hires = {}
        for key in team.players.values_list("position", flat=True):
            hires[key] = hires.get(key, 0) + 1
        spent = league.option("team_budget") - team.treasury
        assert validate_new_team(league.rules, roster_key=team.roster, hires=hires, rerolls=team.rerolls.count(),
                                 budget=league.option("team_budget")) == []
        assert spent == sum(p.hiring_fee for p in team.players.all()) + 50_000 * team.rerolls.count()
    season = league.seasons.get(number=1)
    assert SeasonEntry.objects.filter(season=season, state="accepted").count() == 4
    assert season.divisions.get().teams.count() == 4 and season.division_problems() == []
    counts = (Team.objects.count(), Player.objects.count(), AuditEntry.objects.count())
    call_command("load_demo")
    assert (Team.objects.count(), Player.objects.count(), AuditEntry.objects.count()) == counts


def test_demo_players_have_names():
    call_command("load_demo", stdout=None)
    team = Team.objects.get(name="Bright Sparks")
    assert team.players.get(number=1).name == "Thorin Emberfist"

"""load_demo_bb2016: the demo league of four boxed teams, two fixtures reported, two simulated with replays;
running it twice changes nothing."""

import pytest
from django.core.management import call_command

from games.blood_bowl_2016.models import ClassicMatchRecord, FanFactor
from league.models import Fixture, League, Team

pytestmark = pytest.mark.django_db


def test_the_demo_loads_once(client):
    call_command("load_demo_bb2016")
    call_command("load_demo_bb2016")
    league = League.objects.get(ruleset="blood_bowl_2016")
    assert Team.objects.filter(league=league).count() == 4 and FanFactor.objects.count() == 4
    assert Fixture.objects.filter(season__league=league, status="played").count() == 4
    assert ClassicMatchRecord.objects.count() == 2
    fixture_id = ClassicMatchRecord.objects.first().fixture_id
    assert client.get(f"/bb2016/fixtures/{fixture_id}/replay/?step=3").status_code == 200
    # The core's league page sends a coach to this game's team builder.
    client.force_login(Team.objects.filter(league=league).first().coach.user)
    assert f"/bb2016/leagues/{league.pk}/build/" in client.get(f"/leagues/{league.pk}/").content.decode()


def test_the_core_pages_send_a_team_on_and_the_dashboard_waits_on_the_commissioner(client, django_capture_on_commit_callbacks):
    """The core's team page shows a Blood Bowl 2016 team on this game's page (2016 characteristics as printed);
    once every league game is final the commissioner's dashboard points to what follows the season."""
    from league.models import Season
    from matches.services.simulation import start_simulation

    call_command("load_demo_bb2016")
    league = League.objects.get(ruleset="blood_bowl_2016")
    team = Team.objects.filter(league=league).first()
    response = client.get(f"/teams/{team.pk}/")
    assert response.status_code == 302 and response.url == f"/bb2016/teams/{team.pk}/"
    commissioner = league.commissioners.get().user
    client.force_login(commissioner)
    season = league.current_season()
    assert f"/bb2016/seasons/{season.pk}/" not in client.get("/dashboard/").content.decode()
    with django_capture_on_commit_callbacks(execute=True):
        start_simulation(user=commissioner, season=season, scope="season")
    assert not Fixture.objects.filter(season=season).exclude(status="played").exists()
    assert f"/bb2016/seasons/{season.pk}/" in client.get("/dashboard/").content.decode()
    assert Season.objects.get(pk=season.pk).state == "regular_season"

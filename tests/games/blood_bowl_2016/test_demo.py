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

"""The demo step draws a schedule, plays a few fixtures, and is idempotent."""

import pytest
from django.core.management import call_command

from games.dungeon_bowl.models import MatchReport, PlayerLine
from league.models import Fixture, Round
from league.selectors.standings import division_standings


@pytest.mark.django_db
def test_demo_schedule_is_drawn_once_with_results():
    call_command("load_demo")
    call_command("load_demo_schedule")
    call_command("load_demo_schedule")
    assert Round.objects.count() == 6
    assert Fixture.objects.filter(status="played").count() == 2
    assert MatchReport.objects.filter(status="pending").count() == 1
    assert PlayerLine.objects.filter(casualty="badly_hurt").count() == 2  # a round-1 and the round-2 report
    assert MatchReport.objects.exclude(scorer=None).count() == 2
    rows = division_standings(Round.objects.first().division)
    assert sum(r.points for r in rows) == 3 + 1 + 1
    assert Round.objects.filter(number=1, closed_at__isnull=False).count() == 1

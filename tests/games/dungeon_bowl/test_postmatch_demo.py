"""The demo league's played fixtures show their post-match results; the demo command is idempotent."""

import pytest
from django.core.management import call_command

from games.dungeon_bowl.models import MatchReport, PostMatchRoll, PostMatchStep

pytestmark = pytest.mark.django_db


def test_demo_played_fixtures_have_their_post_match_results(client):
    call_command("load_demo", stdout=None)
    call_command("load_demo_schedule")
    call_command("load_demo_postmatch")
    reports = list(MatchReport.objects.filter(status=MatchReport.Status.CONFIRMED))
    assert reports
    before = (PostMatchStep.objects.count(), PostMatchRoll.objects.count())
    call_command("load_demo_postmatch")
    assert (PostMatchStep.objects.count(), PostMatchRoll.objects.count()) == before  # idempotent
    for report in reports:
        assert PostMatchStep.objects.filter(report=report).count() == 6
        assert PostMatchRoll.objects.filter(fixture=report.fixture, step="result").count() == 2  # the winnings roll
        page = client.get(f"/postmatch/{report.fixture_id}/").content.decode()
        assert "Winnings" in page and "MVP" in page and "D6" in page

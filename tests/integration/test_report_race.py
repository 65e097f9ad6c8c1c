"""Both coaches submit a report at the same moment (two real concurrent requests on PostgreSQL):
exactly one report lands; the other request is told the fixture is already reported."""

import threading

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

from league.models import Fixture, Season
from league.services.schedule import generate_schedule
from matches.models import MatchReport
from tests import schedule_factories as f

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]


def _post_at_once(requests):
    """Run each (client, url, data) in its own thread, released together by a barrier."""
    barrier = threading.Barrier(len(requests))
    results: list = [None] * len(requests)

    def run(i, client, url, data):
        try:
            barrier.wait(timeout=10)
            results[i] = client.post(url, data)
        finally:
            connection.close()  # each thread has its own connection

    threads = [threading.Thread(target=run, args=(i, *req)) for i, req in enumerate(requests)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    return results


def test_both_coaches_and_a_double_click_submit_at_once(postgres):
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=8)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fixtures = list(Fixture.objects.filter(round__division=d, round__number__in=[1, 2]).select_related("home__coach__user", "away__coach__user"))
    assert len(fixtures) == 8
    for fx in fixtures:
        home, away, home_again = Client(), Client(), Client()
        home.force_login(fx.home.coach.user)
        away.force_login(fx.away.coach.user)
        home_again.force_login(fx.home.coach.user)
        url = reverse("matches:submit-report", args=[fx.pk])
        draw = {"outcome": "draw", "finish": "time_limit"}
        results = _post_at_once([(home, url, draw), (away, url, draw), (home_again, url, draw)])
        codes = sorted(r.status_code for r in results)
        # one redirect to the fixture page (accepted), two pages re-shown with the refusal
        assert codes == [200, 200, 302], codes
        refused = [r for r in results if r.status_code == 200]
        assert all("already has a report" in r.content.decode() for r in refused)
        assert MatchReport.objects.filter(fixture=fx).count() == 1
        fx.refresh_from_db()
        assert fx.status == Fixture.Status.REPORTED

"""Both coaches submit a report at the same moment (two real concurrent requests on PostgreSQL):
exactly one report lands; the other request is told the fixture is already reported."""

import threading

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

from games.dungeon_bowl.models import MatchReport
from league.models import Fixture, Season
from league.services.schedule import generate_schedule
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


def test_two_deadline_runs_at_once_resolve_each_fixture_once(postgres):
    """Two beat ticks (or two workers) closing the same rounds at the same moment (§8.5)."""
    from datetime import timedelta

    from django.utils import timezone

    from league.models import League, Round, ServerRoll, Team
    from league.services.fixtures import concede_fixture
    from league.services.schedule import close_due_rounds_now

    commish = f.user()
    lg = f.league(commissioner=commish, unplayed_policy=League.UnplayedPolicy.RULEBOOK)
    s = f.season(lg)
    d = f.division(s, teams=6)
    generate_schedule(season=s, user=commish, start=timezone.now() - timedelta(days=30))
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    # rounds 1-4 are past their deadline; in each, one fixture was conceded by its home coach
    conceded = []
    for number in (1, 2, 3, 4):
        rnd = Round.objects.get(division=d, number=number)
        fx = rnd.fixtures.order_by("id").first()
        Round.objects.filter(pk=rnd.pk).update(deadline=timezone.now() + timedelta(days=1))
        concede_fixture(fixture=fx, team=fx.home, user=fx.home.coach.user)
        Round.objects.filter(pk=rnd.pk).update(deadline=timezone.now() - timedelta(minutes=number))
        conceded.append(fx)
    totals: list = [None, None]
    barrier = threading.Barrier(2)

    def run(i):
        try:
            barrier.wait(timeout=10)
            totals[i] = close_due_rounds_now()
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert sum(totals) == 4 * 3  # 4 rounds of 3 fixtures, each resolved by exactly one run
    assert ServerRoll.objects.count() == 4  # one D6 per concession, never two
    for fx in conceded:
        fx.refresh_from_db()
        assert fx.outcome == Fixture.Outcome.AWAY_WIN
    paid: dict = {}
    for fx in conceded:
        paid[fx.away_id] = paid.get(fx.away_id, 0) + fx.sides.get(team=fx.away).data["concession_winnings"]
    assert dict(Team.objects.filter(pk__in=paid).values_list("id", "treasury")) == paid


def test_confirmation_queues_the_post_match_task_on_a_real_worker(postgres, celery_worker_process):
    """The one post-match hook: after the confirmation commits, a worker runs run_post_match exactly once."""
    import time

    from games.dungeon_bowl.services.reports import ReportData, confirm_report, submit_report
    from games.dungeon_bowl.tasks import run_post_match

    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d).select_related("home__coach__user", "away__coach__user").first()
    report = submit_report(fixture=fx, user=fx.home.coach.user, data=ReportData(outcome="draw", finish="time_limit"))
    confirm_report(report=report, user=fx.away.coach.user)  # autocommit: on_commit fires at once
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        report.refresh_from_db()
        if report.processed_at:
            break
        time.sleep(0.2)
    assert report.processed_at is not None
    # a second delivery of the same task changes nothing
    assert run_post_match.delay(report.pk).get(timeout=30) is False

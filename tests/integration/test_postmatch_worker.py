"""The post-match sequence in a real Celery worker over Redis, on PostgreSQL (§7): exactly once.

* 50 reports confirmed at once (each queued by the confirmation hook, and each sent a second time)
  are each processed exactly once by a worker running two processes;
* the same task sent twice changes nothing the second time;
* a worker killed with SIGKILL in the middle of the sequence (inside its transaction) leaves no
  half-applied step, and the task delivered again finishes the work: the database equals the
  result of an uninterrupted run.
"""

from __future__ import annotations

import os
import signal
import time

import pytest
from django.db import transaction

from dugout.testing.workers import start_worker, stop_worker, wait_until_ready
from games.dungeon_bowl.models import MatchReport, PostMatchRoll, PostMatchStep
from games.dungeon_bowl.services.postmatch import PAUSE_ENV, run_post_match_sequence
from games.dungeon_bowl.services.reports import LineData, ReportData, confirm_report, submit_report
from league.models import Fixture, Player, PlayerEvent, Season, Team
from tests import postmatch_factories as pf
from tests import schedule_factories as f

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]
STEPS_PER_REPORT = 6  # result, advancement, team value for each of two teams


def ready_worker(env, queue, app, **kwargs):
    proc = start_worker(env, queue, **kwargs)
    if not wait_until_ready(proc, app, queue):
        pytest.fail("worker did not start:\n" + stop_worker(proc))
    return proc


def wait_for(condition, *, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.2)
    pytest.fail(f"timed out waiting for {what}")


def report_data(fx: Fixture) -> ReportData:
    home = list(fx.home.players.order_by("number"))
    away = list(fx.away.players.order_by("number"))
    return ReportData(
        outcome="home_win", finish="touchdown", scorer_id=home[0].pk,
        lines=[
            LineData(player_id=home[1].pk, pass_completions=1, casualties_caused=1),
            LineData(player_id=away[2].pk, casualty="roll"),
            LineData(player_id=away[3].pk, interceptions=1),
        ],
    )


def snapshot(fx: Fixture):
    teams = (fx.home_id, fx.away_id)
    return (
        list(Team.objects.filter(pk__in=teams).order_by("pk").values_list("pk", "treasury")),
        list(Player.objects.filter(team__in=teams).order_by("pk").values(
            "pk", "spp", "spp_earned", "mvp_awards", "dead", "miss_next_game", "niggling_injuries",
            "ma", "st", "ag", "pa", "av", "lasting_injuries")),
        list(PostMatchStep.objects.filter(fixture=fx).order_by("team", "step").values_list("team", "step", "summary")),
        list(PostMatchRoll.objects.filter(fixture=fx).order_by("team", "step", "id").values_list(
            "team", "player", "step", "die", "why", "result", "seed")),
        PlayerEvent.objects.filter(player__team__in=teams).count(),
    )


def test_fifty_reports_confirmed_at_once_are_each_processed_exactly_once(postgres, worker_env, celery_queue, celery_app_live):
    lg = f.league()
    season = f.season(lg, state=Season.State.REGULAR_SEASON)
    fixtures = [Fixture.objects.create(season=season, home=pf.team(lg), away=pf.team(lg)) for _ in range(50)]
    for fx in fixtures:
        submit_report(fixture=fx, user=fx.home.coach.user, data=report_data(fx))
    proc = ready_worker(worker_env, celery_queue, celery_app_live, concurrency=2)
    try:
        with transaction.atomic():  # every confirmation's hook fires when this commits: 50 tasks at once
            for fx in fixtures:
                confirm_report(report=fx.match_report, user=fx.away.coach.user)
        from games.dungeon_bowl.tasks import run_post_match

        for fx in fixtures:  # and every task a second time, racing the first
            run_post_match.delay(fx.match_report.pk)
        wait_for(lambda: not MatchReport.objects.filter(processed_at__isnull=True).exists(), timeout=240,
                 what="50 reports to be processed")
        # The duplicates may still be running: wait until the queue is drained and the worker idle.
        wait_for(lambda: not _busy(celery_app_live, celery_queue), timeout=120, what="the worker to be idle")
    finally:
        output = stop_worker(proc)
    assert "Traceback" not in output, output
    for fx in fixtures:
        report = MatchReport.objects.get(fixture=fx)
        steps = list(PostMatchStep.objects.filter(report=report))
        assert len(steps) == STEPS_PER_REPORT
        by_team = {(s.team_id, s.step): s.summary for s in steps}
        for team in (fx.home, fx.away):
            team.refresh_from_db()
            assert team.treasury == by_team[(team.pk, "result")]["winnings"]  # paid once
            earned = sum(v["spp"] for v in by_team[(team.pk, "advancement")]["spp"].values())
            assert sum(team.players.values_list("spp", flat=True)) == earned  # SPP given once
        assert PostMatchRoll.objects.filter(fixture=report.fixture, step="result", player=None).count() == 2  # one 2D6
        assert PostMatchRoll.objects.filter(fixture=report.fixture, step="advancement").count() == 2  # one MVP a team


def _busy(app, queue) -> bool:
    inspect = app.control.inspect(timeout=1.0)
    active = inspect.active() or {}
    reserved = inspect.reserved() or {}
    running = any(tasks for name, tasks in {**active, **reserved}.items() if name.startswith(queue))
    with app.connection_for_write() as conn:
        waiting = conn.default_channel.client.llen(queue)
    return running or bool(waiting)


def test_the_same_task_sent_twice_changes_nothing_the_second_time(postgres, celery_worker_process):
    from games.dungeon_bowl.tasks import run_post_match

    fx = pf.match()
    report = pf.report(fx, lines=[{"player": pf.numbered(fx.away, 2), "casualty": "roll"}])
    assert run_post_match.delay(report.pk).get(timeout=60) is True
    first = snapshot(fx)
    assert run_post_match.delay(report.pk).get(timeout=60) is False
    assert snapshot(fx) == first


def test_a_worker_killed_mid_step_leaves_nothing_half_done_and_the_retry_finishes(postgres, worker_env, celery_queue, celery_app_live):
    from games.dungeon_bowl.tasks import run_post_match

    fx = pf.match()
    lines = [
        {"player": pf.numbered(fx.home, 2), "pass_completions": 2, "casualties_caused": 1},
        {"player": pf.numbered(fx.away, 3), "casualty": "roll"},
    ]
    report = pf.report(fx, lines=lines)
    # What an uninterrupted run ends with, computed here and rolled back.
    with transaction.atomic():
        run_post_match_sequence(report_id=report.pk)
        expected = snapshot(fx)
        transaction.set_rollback(True)
    assert not PostMatchStep.objects.exists()
    before = snapshot(fx)

    # A worker (solo pool: the task runs in the process we kill) that sleeps inside the run's transaction,
    # after applying the home team's step 2 and before committing. Redis hands an unacknowledged task out
    # again after 3 s.
    env = {**worker_env, PAUSE_ENV: "advancement:120", "CELERY_VISIBILITY_TIMEOUT": "3"}
    doomed = ready_worker(env, celery_queue, celery_app_live, pool="solo")
    try:
        run_post_match.delay(report.pk)
        wait_for(_a_transaction_left_open, timeout=60, what="the worker to sleep inside its transaction")
        time.sleep(1.0)
        os.kill(doomed.pid, signal.SIGKILL)
        doomed.wait(timeout=30)
    finally:
        stop_worker(doomed)
    # The report's automatic steps are one transaction: the home team's steps 1 and 2 (their rows, winnings,
    # SPP, MVP rolls) rolled back with the dead connection, and nothing of the away team's was applied.
    assert not PostMatchStep.objects.filter(report=report).exists()
    assert not PostMatchRoll.objects.filter(fixture=report.fixture).exists()
    assert snapshot(fx) == before  # treasuries, players, steps, rolls and events as they were
    assert MatchReport.objects.get(pk=report.pk).processed_at is None

    # The retry: a healthy worker takes the task Redis delivers again (visibility timeout); the task is
    # also re-sent explicitly, so the test does not hang on redelivery timing. Both may run.
    env = {**worker_env, "CELERY_VISIBILITY_TIMEOUT": "3"}
    healthy = ready_worker(env, celery_queue, celery_app_live)
    try:
        redelivered = _redelivered_soon(report)
        print(f"redelivered by Redis before the explicit re-send: {redelivered}")
        resent = run_post_match.delay(report.pk).get(timeout=60)
        assert resent is not redelivered  # whichever came second found every step done
        wait_for(lambda: not _busy(celery_app_live, celery_queue), timeout=60, what="the worker to be idle")
    finally:
        stop_worker(healthy)
    assert snapshot(fx) == expected


def _a_transaction_left_open() -> bool:
    """Another session of this database sits inside a transaction (the worker asleep before its commit)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                       "AND state = 'idle in transaction' AND pid <> pg_backend_pid()")
        return cursor.fetchone()[0] > 0


def _redelivered_soon(report) -> bool:
    """Give Redis's redelivery a chance (it needs the visibility timeout to pass) before re-sending."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        if MatchReport.objects.get(pk=report.pk).processed_at is not None:
            return True
        time.sleep(0.5)
    return False

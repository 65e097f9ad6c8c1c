"""The transactional outbox (dugout/outbox): a confirmation and its "post-match due" row commit together;
a broker outage is logged, never answered with a 500, and the beat task sends every job left behind, which
then runs exactly once (DESIGN.md "Rules for the code" 5: tasks claimed with a conditional update)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import transaction
from django.test import Client
from django.utils import timezone
from kombu.exceptions import OperationalError

from dugout.celery import app
from dugout.outbox import services as outbox
from dugout.outbox.models import TaskDue
from engine.dice import Dice
from games.dungeon_bowl.models import MatchReport, PostMatchStep
from games.dungeon_bowl.services.reports import LineData, ReportData, submit_report
from games.dungeon_bowl.tasks import forfeit_key, queue_forfeit_post_matches
from league.models import Fixture, Season
from league.services.schedule import resolve_unplayed
from tests import postmatch_factories as pf
from tests import schedule_factories as f

CALLS: list[tuple] = []


@app.task(name="tests.outbox_probe")
def outbox_probe(value, fail=False):
    CALLS.append((value, fail))
    if fail:
        raise RuntimeError("probe failed")
    return value


@pytest.fixture
def broker_down(monkeypatch):
    """Celery as in production (not eager), with a broker that refuses every message."""
    def refuse(*args, **kwargs):
        raise OperationalError("[Errno 111] Connection refused")

    app.conf.task_always_eager = False
    # On the instance: Celery caches send_task_message there once anything in this process has sent a task,
    # and an instance's value wins over the class's (the order of tests decides which is there).
    monkeypatch.setattr(app.amqp, "send_task_message", refuse)
    yield
    app.conf.task_always_eager = True


@pytest.fixture(autouse=True)
def _calls():
    CALLS.clear()


def confirmed_fixture_report():
    lg = f.league()
    season = f.season(lg, state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.create(season=season, home=pf.team(lg), away=pf.team(lg))
    scorer = fx.home.players.order_by("number").first()
    report = submit_report(fixture=fx, user=fx.home.coach.user, data=ReportData(
        outcome="home_win", finish="touchdown", scorer_id=scorer.pk,
        lines=[LineData(player_id=scorer.pk, pass_completions=1)]))
    return fx, report


@pytest.mark.django_db(transaction=True)
def test_confirming_while_the_broker_is_down_answers_at_once_and_the_beat_catches_up(broker_down, monkeypatch):
    fx, report = confirmed_fixture_report()
    client = Client(raise_request_exception=False)
    client.force_login(fx.away.coach.user)
    response = client.post(f"/matches/reports/{report.pk}/confirm/", follow=True)
    assert response.status_code == 200  # never a 500 because the broker is down
    assert "results will follow" in response.content.decode()
    report.refresh_from_db()
    assert report.status == MatchReport.Status.CONFIRMED and report.processed_at is None
    job = TaskDue.objects.get(key=f"post-match:report:{report.pk}")  # committed with the confirmation
    assert job.sent_at is None and job.done_at is None

    assert outbox.requeue_due() == 0  # still down: the job stays due
    monkeypatch.undo()  # the broker is back (and tasks run in place, eagerly)
    app.conf.task_always_eager = True
    assert outbox.requeue_due() == 1
    report.refresh_from_db()
    job.refresh_from_db()
    assert report.processed_at is not None and job.done_at is not None
    steps = PostMatchStep.objects.filter(fixture=fx).count()
    assert steps == 6  # result, advancement, team value for each team
    assert outbox.requeue_due() == 0 and outbox.run(job.pk) is False  # done: nothing sent or run again
    assert PostMatchStep.objects.filter(fixture=fx).count() == steps


@pytest.mark.django_db(transaction=True)
def test_the_api_confirmation_is_saved_when_the_broker_is_down(broker_down):
    fx, report = confirmed_fixture_report()
    client = Client(raise_request_exception=False)
    client.force_login(fx.away.coach.user)
    response = client.post(f"/api/matches/reports/{report.pk}/confirm/")
    assert response.status_code == 200, response.content
    assert TaskDue.objects.filter(key=f"post-match:report:{report.pk}", done_at__isnull=True).exists()


@pytest.mark.django_db(transaction=True)
def test_a_key_enqueued_twice_is_one_job_run_once():
    from django.db import transaction

    with transaction.atomic():
        first = outbox.enqueue("tests.outbox_probe", [1], key="probe:1")
        second = outbox.enqueue("tests.outbox_probe", [1], key="probe:1")
    assert first.pk == second.pk and TaskDue.objects.count() == 1
    assert CALLS == [(1, False)]  # sent on commit (eager here), once
    assert outbox.run(first.pk) is False and CALLS == [(1, False)]


@pytest.mark.django_db(transaction=True)
def test_a_rolled_back_transaction_leaves_no_job():
    from django.db import transaction

    with pytest.raises(RuntimeError), transaction.atomic():
        outbox.enqueue("tests.outbox_probe", [2], key="probe:2")
        raise RuntimeError("the confirmation failed")
    assert not TaskDue.objects.exists() and CALLS == []


@pytest.mark.django_db
def test_a_stalled_job_is_claimed_again_and_a_running_one_is_not(settings):
    settings.OUTBOX_STALLED_AFTER = 600
    now = timezone.now()
    job = TaskDue.objects.create(key="probe:3", task_name="tests.outbox_probe", args=[3], due_at=now,
                                 started_at=now - timedelta(seconds=30))
    assert outbox.claim(job.pk) is None  # a worker is on it
    TaskDue.objects.filter(pk=job.pk).update(started_at=now - timedelta(seconds=601))
    assert outbox.requeue_due() == 1  # stalled (its worker died): sent again, and run (eager)
    job.refresh_from_db()
    assert job.done_at is not None and job.attempts == 1 and CALLS == [(3, False)]


@pytest.mark.django_db
def test_a_failing_job_is_released_and_retried_later(settings):
    settings.OUTBOX_RETRY_AFTER = 60
    job = TaskDue.objects.create(key="probe:4", task_name="tests.outbox_probe", args=[4, True], due_at=timezone.now())
    assert outbox.run(job.pk) is False
    job.refresh_from_db()
    assert job.started_at is None and job.done_at is None and "probe failed" in job.last_error
    assert job.due_at > timezone.now() + timedelta(seconds=50)
    assert outbox.requeue_due() == 0  # not due yet
    TaskDue.objects.filter(pk=job.pk).update(due_at=timezone.now(), args=[4, False])
    assert outbox.requeue_due() == 1
    job.refresh_from_db()
    assert job.done_at is not None and job.attempts == 2


@pytest.mark.django_db(transaction=True)
def test_forfeit_sequences_queued_while_the_broker_is_down_are_run_once_when_it_is_back(broker_down, monkeypatch):
    """Issue #23: queue_forfeit_post_matches called .delay directly, so a conceded fixture's MVP awards (§8.5)
    queued while the broker was down were lost until the next beat, and a broker error was raised from the
    beat task. Now each fixture is a row of the outbox, committed before it is sent."""
    fixtures = []
    for _ in range(3):
        fx = pf.match(players=6)
        Fixture.objects.filter(pk=fx.pk).update(conceded_by=fx.away)
        fx.refresh_from_db()
        resolve_unplayed(fixture=fx, league=fx.season.league, now=timezone.now(), dice=Dice.forcing(3))
        fixtures.append(fx)
    assert queue_forfeit_post_matches() == 3  # no exception: the broker refusing is logged, the rows stay
    assert queue_forfeit_post_matches() == 0  # recorded once, not again
    jobs = TaskDue.objects.filter(key__in=[forfeit_key(fx.pk) for fx in fixtures])
    assert jobs.count() == 3 and not jobs.filter(done_at__isnull=False).exists()
    assert not PostMatchStep.objects.filter(step="advancement").exists()

    monkeypatch.undo()  # the broker is back
    app.conf.task_always_eager = True
    assert outbox.requeue_due() == 3
    assert outbox.requeue_due() == 0
    for fx in fixtures:
        assert PostMatchStep.objects.filter(fixture=fx, team=fx.home, step="advancement").count() == 1
        assert sum(fx.home.players.values_list("spp", flat=True)) == 8  # two MVPs, awarded once
    assert not jobs.filter(done_at__isnull=True).exists()


CHAIN_DEPTHS: list[int] = []


@app.task(name="tests.outbox_chain")
def outbox_chain(left):
    """Each job enqueues the next from inside its own transaction, as a simulated season queues each round
    from the last fixture of the round before (matches/services/simulation.advance_batch)."""
    import inspect

    CHAIN_DEPTHS.append(len(inspect.stack(0)))
    if left:
        with transaction.atomic():
            outbox.enqueue("tests.outbox_chain", (left - 1,), key=f"tests-chain-{left - 1}")


@pytest.mark.django_db(transaction=True)
def test_eager_jobs_sent_from_a_job_run_after_it_not_inside_it():
    """In eager mode (`make run`: no broker) a chain of 300 jobs, each sent from the one before, runs to the end
    in order and at the same stack depth: nested, it passed Python's recursion limit."""
    CHAIN_DEPTHS.clear()
    with transaction.atomic():
        outbox.enqueue("tests.outbox_chain", (299,), key="tests-chain-299")
    assert len(CHAIN_DEPTHS) == 300
    assert max(CHAIN_DEPTHS) == min(CHAIN_DEPTHS)
    assert TaskDue.objects.filter(key__startswith="tests-chain-", done_at__isnull=False).count() == 300

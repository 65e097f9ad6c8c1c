"""Several reports' post-match sequences in one transaction (issue #21; postmatch/batch.py), and the outbox's
batch of waiting post-match jobs (dugout/outbox `register_batch`).

A report run in a batch ends exactly where it ends run alone (§7: the same rows, the same seeded dice); one
bad report does not hold back the others, and is left untouched for its own retry; a batch the database
refuses falls back to one report at a time; two reports of one team run one after the other."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import DatabaseError, connection, transaction
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from dugout.outbox import services as outbox
from dugout.outbox.models import TaskDue
from games.dungeon_bowl.models import MatchReport, PostMatchRoll, PostMatchStep
from games.dungeon_bowl.services import postmatch
from games.dungeon_bowl.services.postmatch.batch import run_post_match_batch
from games.dungeon_bowl.tasks import run_post_match
from league.models import Fixture, Player, PlayerEvent, Team
from notifications.models import Event
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


def a_report(fx: Fixture | None = None) -> MatchReport:
    """A played match (a new one unless given) with SPP, a casualty Dugout rolls, one reported and an
    interception: every automatic step has work."""
    fx = fx or pf.match()
    return pf.report(fx, lines=[
        {"player": pf.numbered(fx.home, 2), "pass_completions": 2, "casualties_caused": 1},
        {"player": pf.numbered(fx.away, 3), "casualty": "roll"},
        {"player": pf.numbered(fx.home, 5), "casualty": "seriously_hurt"},
        {"player": pf.numbered(fx.away, 4), "interceptions": 1},
    ])


def snapshot(reports: list[MatchReport]):
    """Everything the post-match sequence writes for these reports' teams and fixtures (no ids: a rolled-back
    run spends sequence values)."""
    fixtures = [r.fixture_id for r in reports]
    teams = sorted({t for r in reports for t in (r.fixture.home_id, r.fixture.away_id)})
    return (
        list(Team.objects.filter(pk__in=teams).order_by("pk").values_list("pk", "treasury")),
        list(Player.objects.filter(team__in=teams).order_by("pk").values_list(
            "pk", "spp", "spp_earned", "mvp_awards", "dead", "miss_next_game", "niggling_injuries",
            "ma", "st", "ag", "pa", "av", "lasting_injuries")),
        list(PostMatchStep.objects.filter(fixture__in=fixtures).order_by("fixture", "team", "step")
             .values_list("fixture", "team", "step", "summary", "report")),
        list(PostMatchRoll.objects.filter(fixture__in=fixtures).order_by("fixture", "team", "step", "id")
             .values_list("fixture", "team", "player", "step", "die", "why", "result", "seed")),
        sorted(PlayerEvent.objects.filter(player__team__in=teams).values_list("player", "kind", "text")),
        sorted(Event.objects.filter(kind="advancement").values_list("text", flat=True)),
        sorted(MatchReport.objects.filter(pk__in=[r.pk for r in reports], processed_at__isnull=False)
               .values_list("pk", flat=True)),
    )


def alone(reports: list[MatchReport]):
    """What running each report alone, one after the other, ends with: computed and rolled back."""
    with transaction.atomic():
        for report in reports:
            postmatch.run_post_match_sequence(report_id=report.pk)
        expected = snapshot(reports)
        transaction.set_rollback(True)
    assert not PostMatchStep.objects.exists()
    return expected


def test_a_batch_ends_where_each_report_run_alone_ends():
    reports = [a_report() for _ in range(5)]
    expected = alone(reports)
    assert run_post_match_batch([r.pk for r in reports]) == {}
    assert snapshot(reports) == expected
    assert PostMatchStep.objects.count() == 5 * 6  # 3 automatic steps x 2 teams, once each
    # Run again (a job delivered twice, a batch and a single run racing): nothing changes.
    assert run_post_match_batch([r.pk for r in reports]) == {}
    assert all(run_post_match(r.pk) is False for r in reports)
    assert snapshot(reports) == expected


def test_a_batch_reads_and_writes_each_table_once_for_all_its_reports():
    """The statements of a batch do not grow with its reports (one read and one write of each table)."""
    few, many = [a_report() for _ in range(2)], [a_report() for _ in range(6)]
    with CaptureQueriesContext(connection) as two:
        run_post_match_batch([r.pk for r in few])
    with CaptureQueriesContext(connection) as six:
        run_post_match_batch([r.pk for r in many])
    assert PostMatchStep.objects.count() == 8 * 6
    assert len(six) == len(two), [q["sql"][:80] for q in six]


def _failing_for(monkeypatch, fixture_id: int):
    real = postmatch.apply_spp

    def crashing(ctx, **kwargs):
        summary = real(ctx, **kwargs)  # its work done in memory, then lost
        if ctx.fixture.pk == fixture_id:
            raise RuntimeError("a bad report")
        return summary

    monkeypatch.setattr(postmatch, "AUTOMATIC_STEPS", tuple(
        (step, crashing if apply is real else apply) for step, apply in postmatch.AUTOMATIC_STEPS))


def test_one_bad_report_neither_loses_nor_blocks_the_others_and_is_left_for_its_retry(monkeypatch):
    reports = [a_report() for _ in range(4)]
    good, bad = [reports[0], reports[1], reports[3]], reports[2]
    expected_good, expected_all = alone(good), alone(reports)
    _failing_for(monkeypatch, bad.fixture_id)

    errors = run_post_match_batch([r.pk for r in reports])

    assert list(errors) == [bad.pk] and str(errors[bad.pk]) == "a bad report"
    assert snapshot(good) == expected_good  # the others applied in full, exactly as alone
    assert not PostMatchStep.objects.filter(report=bad).exists()  # nothing of the bad one: no step, no roll
    assert not PostMatchRoll.objects.filter(fixture=bad.fixture).exists()
    assert MatchReport.objects.get(pk=bad.pk).processed_at is None
    monkeypatch.undo()
    assert run_post_match_batch([r.pk for r in reports]) == {}  # its retry: the others are done, it runs
    assert snapshot(reports) == expected_all


def test_a_batch_the_database_refuses_runs_each_report_alone(monkeypatch):
    """A statement of the batch fails (which report's, nobody knows): every report runs in a transaction of its
    own, and ends as it would have alone."""
    reports = [a_report() for _ in range(3)]
    expected = alone(reports)
    real = postmatch.update_rows
    refused = []

    def refuse_batches(model, objs, fields):
        objs = list(objs)
        if model is PostMatchStep and len({row.fixture_id for row in objs}) > 1:
            refused.append(len(objs))
            raise DatabaseError("could not serialize access")
        return real(model, objs, fields)

    monkeypatch.setattr(postmatch, "update_rows", refuse_batches)
    assert run_post_match_batch([r.pk for r in reports]) == {}
    assert refused == [3 * 6]
    assert snapshot(reports) == expected


def test_two_reports_of_one_team_run_one_after_the_other():
    """The second match of a team (its players' MNG from the first one served, §7.5; both winnings paid)
    ends as the two reports run alone, in order."""
    first = a_report()
    lg = first.fixture.season.league
    second_fx = Fixture.objects.create(season=first.fixture.season, home=first.fixture.home, away=pf.team(lg))
    second, third = a_report(second_fx), a_report()
    reports = [first, second, third]
    expected = alone(reports)
    assert run_post_match_batch([r.pk for r in reports]) == {}
    assert snapshot(reports) == expected
    home = first.fixture.home
    steps = PostMatchStep.objects.filter(team=home, step="result").order_by("fixture")
    assert [s.fixture_id for s in steps] == [first.fixture_id, second.fixture_id]
    assert pf.numbered(home, 5).pk in steps[1].summary["missed"]  # hurt in the first, sat out the second


def test_a_report_already_processed_or_half_done_in_a_batch():
    """A processed report is skipped; one with steps committed one at a time (`run_step`) gets the others."""
    reports = [a_report() for _ in range(3)]
    expected = alone(reports)
    run_post_match(reports[0].pk)
    fx = reports[1].fixture
    postmatch.run_step(fixture=fx, report=reports[1], team=fx.home, step="result", apply=postmatch.apply_result)
    assert run_post_match_batch([r.pk for r in reports]) == {}
    assert snapshot(reports) == expected


def test_a_batch_of_reports_all_processed_already_runs_no_statement_and_logs_no_error(caplog):
    """A retry or the catch-up beat meeting reports already done: nothing to claim, so no INSERT (an empty VALUES
    list was a syntax error, logged as a failed batch on every such run)."""
    reports = [a_report() for _ in range(2)]
    for report in reports:
        run_post_match(report.pk)
    expected = snapshot(reports)
    with CaptureQueriesContext(connection) as queries:
        assert run_post_match_batch([r.pk for r in reports]) == {}
    assert not [q for q in queries.captured_queries if "INSERT" in q["sql"]]
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "WARNING")]
    assert snapshot(reports) == expected
    assert postmatch._claim_many([]) == {}


# The outbox's batches (dugout/outbox: register_batch).

def jobs_for(reports, **extra) -> list[TaskDue]:
    extra = {"due_at": timezone.now(), **extra}
    return [TaskDue.objects.create(key=f"post-match:report:{r.pk}", task_name=run_post_match.name, args=[r.pk],
                                   **extra) for r in reports]


def test_a_claim_is_one_statement(django_assert_num_queries):
    job = TaskDue.objects.create(key="postmatch_batch:probe", task_name="dugout.ping", args=[], due_at=timezone.now())
    with django_assert_num_queries(1):
        claimed = outbox.claim(job.pk)
    assert (claimed.pk, claimed.args, claimed.attempts) == (job.pk, [], 1)
    with django_assert_num_queries(1):
        assert outbox.claim(job.pk) is None  # started: a second delivery does nothing


def test_a_post_match_job_runs_the_others_waiting_and_their_own_runs_do_nothing(settings):
    settings.POSTMATCH_BATCH_SIZE = 3
    reports = [a_report() for _ in range(4)]
    expected = alone(reports)
    jobs = jobs_for(reports)
    assert outbox.run(jobs[0].pk) is True
    done = set(TaskDue.objects.filter(done_at__isnull=False).values_list("pk", flat=True))
    assert done == {jobs[0].pk, jobs[1].pk, jobs[2].pk}  # itself and two more: three at most
    assert [outbox.run(job.pk) for job in jobs[1:3]] == [False, False]  # their messages find them done
    assert outbox.run(jobs[3].pk) is True  # the last one, alone
    assert snapshot(reports) == expected
    assert list(TaskDue.objects.order_by("pk").values_list("attempts", flat=True)) == [1, 1, 1, 1]


def test_a_batch_leaves_jobs_waiting_out_a_retry_other_tasks_and_jobs_started(settings):
    settings.POSTMATCH_BATCH_SIZE = 10
    first, retrying, running = a_report(), a_report(), a_report()
    [job] = jobs_for([first])
    [later] = jobs_for([retrying], attempts=1, due_at=timezone.now() + timedelta(seconds=60), last_error="X: y")
    [busy] = jobs_for([running], attempts=1, started_at=timezone.now())
    other = TaskDue.objects.create(key="postmatch_batch:other", task_name="dugout.ping", args=[], due_at=timezone.now())
    assert outbox.run(job.pk) is True
    assert list(TaskDue.objects.filter(done_at__isnull=False).values_list("pk", flat=True)) == [job.pk]
    for waiting in (later, busy, other):
        waiting.refresh_from_db()
        assert waiting.done_at is None and waiting.attempts == (0 if waiting is other else 1)
    assert MatchReport.objects.filter(processed_at__isnull=False).count() == 1


def test_a_failed_job_of_a_batch_is_released_for_its_retry_and_the_others_are_closed(monkeypatch, settings):
    settings.POSTMATCH_BATCH_SIZE = 10
    settings.OUTBOX_RETRY_AFTER = 60
    reports = [a_report() for _ in range(3)]
    jobs = jobs_for(reports)
    _failing_for(monkeypatch, reports[1].fixture_id)
    assert outbox.run(jobs[0].pk) is True
    states = {job.pk: job for job in TaskDue.objects.all()}
    assert states[jobs[0].pk].done_at and states[jobs[2].pk].done_at
    failed = states[jobs[1].pk]
    assert failed.done_at is None and failed.started_at is None and "a bad report" in failed.last_error
    assert failed.due_at > timezone.now() + timedelta(seconds=50)  # retried after its delay, by the beat
    monkeypatch.undo()
    TaskDue.objects.filter(pk=failed.pk).update(due_at=timezone.now())
    assert outbox.run(failed.pk) is True
    assert MatchReport.objects.filter(processed_at__isnull=True).count() == 0
    assert PostMatchStep.objects.count() == 3 * 6


def test_a_batch_whose_database_went_away_releases_every_job(monkeypatch, settings):
    """The runner itself fails (the database is gone): no job is lost, each is due again for the beat."""
    settings.POSTMATCH_BATCH_SIZE = 10
    reports = [a_report() for _ in range(3)]
    jobs = jobs_for(reports)

    def gone(report_ids):
        raise DatabaseError("server closed the connection unexpectedly")

    monkeypatch.setattr(postmatch, "read_reports", gone)
    assert outbox.run(jobs[0].pk) is False
    for job in TaskDue.objects.all():
        assert job.done_at is None and job.started_at is None and "server closed" in job.last_error
    monkeypatch.undo()
    TaskDue.objects.update(due_at=timezone.now())
    assert outbox.run(jobs[2].pk) is True  # any of them takes the others again
    assert not TaskDue.objects.filter(done_at__isnull=True).exists()
    assert PostMatchStep.objects.count() == 3 * 6

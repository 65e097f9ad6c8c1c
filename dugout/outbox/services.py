"""enqueue (inside a transaction), send (after commit, never raising), run (claimed once), requeue (beat)."""

from __future__ import annotations

import json
import logging
import threading
from collections import deque
from contextlib import nullcontext
from datetime import timedelta

from celery import current_app, signature
from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.db.models import Q
from django.utils import timezone

from dugout.outbox.models import TaskDue

logger = logging.getLogger(__name__)

RUN_TASK = "outbox.run_job"


def _seconds(name: str, default: int) -> timedelta:
    return timedelta(seconds=getattr(settings, name, default))


def enqueue(task_name: str, args=(), *, key: str) -> TaskDue:
    """Record `task_name(*args)` as due in the current transaction and send it once that commits.

    Call it where you would have called `transaction.on_commit(lambda: task.delay(...))`. Returns the row;
    a key already recorded returns the existing row and queues nothing more."""
    job, created = TaskDue.objects.get_or_create(
        key=key, defaults={"task_name": task_name, "args": list(args), "due_at": timezone.now()}
    )
    if created:
        job_id = job.pk
        transaction.on_commit(lambda: send(job_id))
    return job


def enqueue_many(task_name: str, jobs: list[tuple[list, str]]) -> None:
    """`enqueue` for many jobs of one task, each given as (args, key): the rows in one statement, sent once the
    transaction commits over one broker connection (a simulated season queues a round of 32 fixtures at once:
    a statement per row and a connection per send cost more than the fixtures' own filing, issue #21).
    A key already recorded makes it fall back to `enqueue` one job at a time, which skips that key."""
    now = timezone.now()
    rows = [TaskDue(key=key, task_name=task_name, args=list(args), due_at=now) for args, key in jobs]
    try:
        with transaction.atomic():
            rows = TaskDue.objects.bulk_create(rows)
    except IntegrityError:
        for args, key in jobs:
            enqueue(task_name, args, key=key)
        return
    job_ids = [row.pk for row in rows]
    transaction.on_commit(lambda: send_many(job_ids))


def resend(task_name: str, args=(), *, key: str) -> TaskDue:
    """Make the job under `key` due now, whatever its state (done, waiting, or held by a worker presumed
    dead), and send it once the current transaction commits; a key never recorded is enqueued. For work the
    task itself claims (a notification's delivery row): sending it again can never run it twice."""
    job = enqueue(task_name, args, key=key)
    updated = TaskDue.objects.filter(pk=job.pk).exclude(due_at__lte=timezone.now(), started_at__isnull=True,
                                                        done_at__isnull=True, sent_at__isnull=True)
    if updated.update(done_at=None, started_at=None, sent_at=None, due_at=timezone.now()):
        job_id = job.pk
        transaction.on_commit(lambda: send(job_id))
    return job


def _connection():
    """A broker connection that gives up at once (no reconnect loop): a coach must not wait for a dead
    broker, and the row is the record. Eager mode (tests, no REDIS_URL) needs none."""
    if current_app.conf.task_always_eager:
        return nullcontext(None)
    return current_app.connection_for_write(
        transport_options={"max_retries": 0}, connect_timeout=getattr(settings, "OUTBOX_CONNECT_TIMEOUT", 2)
    )


# Eager mode (no REDIS_URL: `make run`, tests) runs a job inside `send`, and a job's own commit sends the next
# one (a simulated season queues each round from the last fixture of the one before): sent from inside a job,
# a job waits here until the job running finishes, so a season of any length runs one job after another
# instead of one inside another (which reached Python's recursion limit at about 60 rounds).
_eager = threading.local()


def send(job_id: int, *, connection=None) -> bool:
    """Hand the job to Celery. A broker that is down is logged, never raised: the row stays due and the
    beat sends it again. True when the broker took it."""
    if connection is None and current_app.conf.task_always_eager:
        waiting = getattr(_eager, "waiting", None)
        if waiting is not None:  # inside a job of this thread: run after it, in order
            waiting.append(job_id)
            return True
        _eager.waiting = waiting = deque()
        try:
            sent = _send(job_id)
            while waiting:
                _send(waiting.popleft())
        finally:
            _eager.waiting = None
        return sent
    return _send(job_id, connection=connection)


def send_many(job_ids: list[int]) -> int:
    """`send` for several jobs over one broker connection; returns how many the broker took. A broker that is
    down is logged, never raised: the rows stay due and the beat sends them again."""
    if current_app.conf.task_always_eager:
        return sum(send(job_id) for job_id in job_ids)
    connection = _connection_or_none(waiting=len(job_ids))
    if connection is None:
        return 0
    with connection as conn:
        return sum(_send(job_id, connection=conn) for job_id in job_ids)


def _connection_or_none(*, waiting: int):
    """A broker connection, or None when the broker cannot be reached: logged, never raised, and the `waiting`
    jobs stay due for the next beat."""
    try:
        return _connection()
    except Exception:
        logger.exception("Outbox: no broker connection; %s jobs wait for the next beat", waiting)
        return None


def _send(job_id: int, *, connection=None) -> bool:
    # A run that starts before the "sent" mark below (eager mode runs it inside apply_async; a quick worker
    # may too) has set due_at itself (a retry's time): the mark must not overwrite it.
    attempts = TaskDue.objects.filter(pk=job_id).values_list("attempts", flat=True).first()
    try:
        with nullcontext(connection) if connection is not None else _connection() as conn:
            # retry=False: fail at once rather than keep the coach waiting while kombu retries.
            signature(RUN_TASK, args=(job_id,)).apply_async(retry=False, connection=conn)
    except Exception:  # any broker failure (connection refused, timeout, auth): the row is the record
        logger.exception("Outbox: could not queue job %s; the beat will send it again", job_id)
        return False
    # Sent: the beat leaves it alone for a while (a busy queue is not a lost job).
    TaskDue.objects.filter(pk=job_id, done_at__isnull=True, attempts=attempts).update(
        sent_at=timezone.now(), due_at=timezone.now() + _seconds("OUTBOX_RESEND_AFTER", 300)
    )
    return True


def claim(job_id: int) -> TaskDue | None:
    """Claim the job with a conditional update: not done, and not started (or started so long ago that
    its worker is presumed dead). None when another run holds it or it is done. One statement: the update
    returns the row (`UPDATE ... RETURNING`)."""
    now = timezone.now()
    stalled = now - _seconds("OUTBOX_STALLED_AFTER", 600)
    claimed = _claim_returning("id = %s AND done_at IS NULL AND (started_at IS NULL OR started_at < %s)",
                               [job_id, _db_time(stalled)], now=now)
    return claimed[0] if claimed else None


def _claim_returning(where: str, params: list, *, now) -> list[TaskDue]:
    """Mark the rows `where` selects started (one more attempt) and return them, in id order, in one statement."""
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {TaskDue._meta.db_table} SET started_at = %s, attempts = attempts + 1 WHERE {where} "
            "RETURNING id, key, task_name, args, attempts",
            [_db_time(now), *params])
        rows = cursor.fetchall()
    return [TaskDue(pk=pk, key=key, task_name=task_name, attempts=attempts, started_at=now,
                    args=json.loads(args) if isinstance(args, str | bytes) else args)  # SQLite: JSON as text
            for pk, key, task_name, args, attempts in sorted(rows)]


def _db_time(value):
    return TaskDue._meta.get_field("started_at").get_db_prep_value(value, connection)


# Tasks whose waiting jobs a worker runs together: task name -> (runner, most jobs at once). See register_batch.
_BATCHES: dict[str, tuple] = {}


def register_batch(task_name: str, runner, *, size) -> None:
    """Let a worker that runs a job of `task_name` take up to `size - 1` more of its jobs waiting (never run
    yet, or due again) and run them all with `runner(list of each job's args)`, which returns the errors of
    the jobs that failed ({index in the list: exception}); `size` is a number, or a function that returns it
    (read at each run: a setting). The others are closed, the failed ones released
    for a retry as `run` releases one. Each job is claimed as `claim` claims one, so a job run in a batch is
    never run again by its own message (which then finds it started or done)."""
    _BATCHES[task_name] = (runner, size)


def _claim_waiting(job: TaskDue, size: int) -> list[TaskDue]:
    """Up to `size` more jobs of the job's task, claimed in one statement: not done, not started, and never run
    (their message may still be on its way: the claim makes it find them started) or due again after a
    failure (a job waiting out its retry delay is left to it). PostgreSQL skips the rows another worker is
    claiming at the same moment rather than wait for them."""
    skip_locked = " FOR UPDATE SKIP LOCKED" if connection.features.has_select_for_update_skip_locked else ""
    now = timezone.now()
    return _claim_returning(
        f"id IN (SELECT id FROM {TaskDue._meta.db_table} WHERE task_name = %s AND id <> %s AND done_at IS NULL "
        f"AND started_at IS NULL AND (attempts = 0 OR due_at <= %s) ORDER BY id LIMIT %s{skip_locked})",
        [job.task_name, job.pk, _db_time(now), size], now=now)


def run(job_id: int) -> bool:
    """Run a claimed job in this process; True when it ran to the end. A failure is logged and released:
    the row becomes due again after OUTBOX_RETRY_AFTER seconds, for the beat to send. A job of a task
    registered with `register_batch` runs with the jobs of its task waiting, when there are some."""
    job = claim(job_id)
    if job is None:
        return False
    task = current_app.tasks[job.task_name]  # imports the tasks modules, which register their batches
    runner, size = _BATCHES.get(job.task_name, (None, 1))
    size = size() if callable(size) else size
    others = _claim_waiting(job, size - 1) if size > 1 else []
    if others:
        return _run_batch([job, *others], runner)
    try:
        task(*job.args)
    except Exception as exc:
        logger.exception("Outbox: job %s (%s) failed; it will be retried", job.pk, job.key)
        _release(job, exc)
        return False
    TaskDue.objects.filter(pk=job.pk).update(done_at=timezone.now(), last_error="")
    return True


def _run_batch(jobs: list[TaskDue], runner) -> bool:
    """Several claimed jobs of one task run together; True when the first one ran to the end."""
    try:
        errors = runner([job.args for job in jobs])
    except Exception as exc:  # the batch as a whole failed (the database went away): every job is retried
        logger.exception("Outbox: a batch of %s jobs (%s...) failed; they will be retried", len(jobs), jobs[0].key)
        errors = dict.fromkeys(range(len(jobs)), exc)
    for index, exc in errors.items():
        logger.error("Outbox: job %s (%s) failed; it will be retried", jobs[index].pk, jobs[index].key, exc_info=exc)
        _release(jobs[index], exc)
    done = [job.pk for index, job in enumerate(jobs) if index not in errors]
    if done:
        TaskDue.objects.filter(pk__in=done).update(done_at=timezone.now(), last_error="")
    return 0 not in errors


def _release(job: TaskDue, exc: Exception) -> None:
    """A failed job is due again after its wait: the task's own (`exc.retry_after` seconds) or OUTBOX_RETRY_AFTER."""
    retry_after = getattr(exc, "retry_after", None)
    wait = timedelta(seconds=retry_after) if retry_after is not None else _seconds("OUTBOX_RETRY_AFTER", 60)
    TaskDue.objects.filter(pk=job.pk).update(
        started_at=None, last_error=f"{type(exc).__name__}: {exc}"[:2000], due_at=timezone.now() + wait,
    )


def requeue_due(*, limit: int = 500) -> int:
    """Send again every job that is due and not done: never sent (broker down), sent but never started
    after OUTBOX_RESEND_AFTER, or started and stalled. Each is taken with a conditional update of due_at,
    so two beats at once send it once. Stops at the first failed send (the broker is still down)."""
    now = timezone.now()
    stalled = now - _seconds("OUTBOX_STALLED_AFTER", 600)
    due = TaskDue.objects.filter(done_at__isnull=True, due_at__lte=now).filter(
        Q(started_at__isnull=True) | Q(started_at__lt=stalled)
    ).values_list("pk", "due_at")[:limit]
    sent = 0
    connection = _connection_or_none(waiting=len(due))
    if connection is None:
        return 0
    with connection as conn:
        for job_id, due_at in due:
            taken = TaskDue.objects.filter(pk=job_id, due_at=due_at).update(
                due_at=now + _seconds("OUTBOX_RESEND_AFTER", 300)
            )
            if not taken:
                continue
            if not send(job_id, connection=conn):
                TaskDue.objects.filter(pk=job_id).update(due_at=now)  # still due at the next beat
                break
            sent += 1
    return sent

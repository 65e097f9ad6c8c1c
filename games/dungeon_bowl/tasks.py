"""Dungeon Bowl's Celery tasks: they take ids, reload rows, and are safe to run twice.

Their names are the ones they had in matches/ ("matches.run_post_match"...), so tasks queued before a
deploy still find their worker, and the beat schedule (dugout/settings.py) is unchanged.
"""

from celery import shared_task
from django.conf import settings
from django.db import transaction

from dugout.outbox.models import TaskDue
from dugout.outbox.services import enqueue, register_batch
from games.dungeon_bowl.models import PostMatchStep
from games.dungeon_bowl.services.postmatch import conceded_unplayed, run_forfeit_sequence, run_post_match_sequence
from games.dungeon_bowl.services.postmatch.batch import run_post_match_batch


@shared_task(name="matches.run_post_match", autoretry_for=(Exception,), retry_backoff=2, max_retries=5)
def run_post_match(report_id: int) -> bool:
    """The post-match sequence for a confirmed report (§7), exactly once per step and team.

    Safe to run twice, to retry after an error, and to be delivered again after a worker crash
    (acks_late + reject_on_worker_lost): every step is claimed by a unique row in the transaction
    that applies it. Returns True when this run applied something, False when all was done."""
    return run_post_match_sequence(report_id=report_id)


def run_post_match_jobs(jobs_args: list[list]) -> dict[int, Exception]:
    """The outbox's batch of run_post_match jobs (each job's args: [report_id]): their reports run together
    (postmatch/batch.py); returns the failed jobs' errors by their index."""
    report_ids = [args[0] for args in jobs_args]
    errors = run_post_match_batch(report_ids)
    return {index: errors[report_id] for index, report_id in enumerate(report_ids) if report_id in errors}


# A worker that runs a confirmation's post-match job takes the other reports' jobs waiting with it, up to
# POSTMATCH_BATCH_SIZE (issue #21: one transaction and one read of each table for many reports).
register_batch(run_post_match.name, run_post_match_jobs, size=lambda: settings.POSTMATCH_BATCH_SIZE)


@shared_task(name="matches.run_forfeit_post_match", autoretry_for=(Exception,), retry_backoff=2, max_retries=5)
def run_forfeit_post_match(fixture_id: int) -> bool:
    """MVP awards for the winner of a fixture conceded before its deadline (§8.5), exactly once."""
    return run_forfeit_sequence(fixture_id=fixture_id)


@shared_task(name="matches.queue_forfeit_post_matches")
def queue_forfeit_post_matches() -> int:
    """Periodic: record the forfeit sequence of every conceded fixture not yet done as due in the outbox
    (dugout/outbox), one job per fixture, so a broker that is down delays the MVP awards and loses none (the
    outbox's beat sends the rows left behind). league/ closes the rounds and never imports the games, so this
    task finds the fixtures it resolved. Returns how many fixtures it recorded now (none already recorded)."""
    done = PostMatchStep.objects.filter(step=PostMatchStep.Step.ADVANCEMENT).values("fixture_id")
    keys = {forfeit_key(pk): pk for pk in conceded_unplayed().exclude(pk__in=done).values_list("pk", flat=True)}
    recorded = set(TaskDue.objects.filter(key__in=keys).values_list("key", flat=True))
    new = [pk for key, pk in keys.items() if key not in recorded]
    with transaction.atomic():
        for fixture_id in new:
            enqueue(run_forfeit_post_match.name, [fixture_id], key=forfeit_key(fixture_id))
    return len(new)


def forfeit_key(fixture_id: int) -> str:
    return f"forfeit-post-match:fixture:{fixture_id}"

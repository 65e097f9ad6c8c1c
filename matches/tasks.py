"""matches' Celery tasks: they take ids, reload rows, and are safe to run twice."""

from celery import shared_task

from matches.services.postmatch import run_post_match_sequence


@shared_task(name="matches.run_post_match", autoretry_for=(Exception,), retry_backoff=2, max_retries=5)
def run_post_match(report_id: int) -> bool:
    """The post-match sequence for a confirmed report (§7), exactly once per step and team.

    Safe to run twice, to retry after an error, and to be delivered again after a worker crash
    (acks_late + reject_on_worker_lost): every step is claimed by a unique row in the transaction
    that applies it. Returns True when this run applied something, False when all was done."""
    return run_post_match_sequence(report_id=report_id)

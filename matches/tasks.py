"""matches' Celery tasks: they take ids, reload rows, and are safe to run twice."""

import logging

from celery import shared_task

from matches.models import PostMatchStep
from matches.services import simulation
from matches.services.postmatch import conceded_unplayed, run_forfeit_sequence, run_post_match_sequence

logger = logging.getLogger(__name__)


@shared_task(name="matches.run_post_match", autoretry_for=(Exception,), retry_backoff=2, max_retries=5)
def run_post_match(report_id: int) -> bool:
    """The post-match sequence for a confirmed report (§7), exactly once per step and team.

    Safe to run twice, to retry after an error, and to be delivered again after a worker crash
    (acks_late + reject_on_worker_lost): every step is claimed by a unique row in the transaction
    that applies it. Returns True when this run applied something, False when all was done."""
    return run_post_match_sequence(report_id=report_id)


@shared_task(name="matches.simulate_fixture")
def simulate_fixture(fixture_id: int, batch_id: int | None = None) -> bool:
    """Simulate one fixture with the match engine, run its post-match sequence, then let the batch move on.

    Twice is harmless: the fixture is claimed once (matches.services.simulation), the post-match
    steps once each, and the batch's next wave is queued by a conditional update.

    In a batch, an error is recorded against the fixture (shown on the progress page, retried by the
    commissioner) and the batch goes on with the others; what did commit (a filed report, finished
    post-match steps) is kept, and a retry completes the rest."""
    try:
        sim = simulation.simulate_fixture(fixture_id=fixture_id, batch_id=batch_id)
        # Post-match here too (not only in the queued run_post_match), so the next round's team sheets
        # see this round's injuries and MNG before the batch queues it.
        simulation.finish_post_match(fixture_id=fixture_id)
        simulation.ai_advancements(fixture_id=fixture_id)  # only when the league lets the AI pick
    except Exception as exc:
        if batch_id is None:
            raise
        logger.exception("Simulation of fixture %s (batch %s) failed", fixture_id, batch_id)
        simulation.record_failure(batch_id=batch_id, fixture_id=fixture_id, error=f"{type(exc).__name__}: {exc}")
        simulation.advance_batch(batch_id=batch_id)
        return False
    if batch_id is not None:
        simulation.advance_batch(batch_id=batch_id)
    return sim is not None


@shared_task(name="matches.run_forfeit_post_match", autoretry_for=(Exception,), retry_backoff=2, max_retries=5)
def run_forfeit_post_match(fixture_id: int) -> bool:
    """MVP awards for the winner of a fixture conceded before its deadline (§8.5), exactly once."""
    return run_forfeit_sequence(fixture_id=fixture_id)


@shared_task(name="matches.queue_forfeit_post_matches")
def queue_forfeit_post_matches() -> int:
    """Periodic: queue the forfeit sequence of every conceded fixture not yet done. league/ closes the
    rounds and never imports matches/, so this task finds the fixtures it resolved."""
    done = PostMatchStep.objects.filter(step=PostMatchStep.Step.ADVANCEMENT).values("fixture_id")
    ids = list(conceded_unplayed().exclude(pk__in=done).values_list("pk", flat=True))
    for fixture_id in ids:
        run_forfeit_post_match.delay(fixture_id)
    return len(ids)

"""matches' Celery tasks: they take ids, reload rows, and are safe to run twice."""

import logging

from celery import shared_task

from matches.services import simulation

logger = logging.getLogger(__name__)


@shared_task(name="matches.simulate_fixture")
def simulate_fixture(fixture_id: int, batch_id: int | None = None) -> bool:
    """The league's game plays one fixture with its match engine (and does what follows a match in it),
    then the batch moves on.

    Twice is harmless: the game claims the fixture once (matches/hooks.py Simulator.play), and the batch's
    next wave is queued by a conditional update.

    In a batch, an error is recorded against the fixture (shown on the progress page, retried by the
    commissioner) and the batch goes on with the others; what did commit is kept, and a retry completes
    the rest."""
    try:
        played = simulation.play_fixture(fixture_id=fixture_id, batch_id=batch_id)
    except Exception as exc:
        if batch_id is None:
            raise
        logger.exception("Simulation of fixture %s (batch %s) failed", fixture_id, batch_id)
        simulation.record_failure(batch_id=batch_id, fixture_id=fixture_id, error=f"{type(exc).__name__}: {exc}")
        simulation.advance_batch(batch_id=batch_id)
        return False
    if batch_id is not None:
        simulation.advance_batch(batch_id=batch_id)
    return played

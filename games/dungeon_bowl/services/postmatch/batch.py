"""Many reports' post-match sequences in one transaction (issue #21: one worker, >= 100 reports a second).

The outbox hands a worker the post-match jobs waiting (dugout/outbox `register_batch`); their reports run
together (`run_reports`): one claim of every step, one lock of every team's players, one read of each table
the steps read ahead, one write of each table, one commit. Each report's guarantees are the ones it has alone
(`run_post_match_sequence`): its steps are claimed by their unique rows in the transaction that applies them,
and it is marked processed there, so a report run in a batch, alone, or in both at once is applied once.

One bad report does not hold back the others:
- a step that raises for a report (`ReportFailed`): the transaction is rolled back, the other reports run
  together again without it, and it runs alone, where its error is its own (the outbox retries its job);
- a statement that fails (the database refused a row, or went away): nobody knows whose it was, so every
  report of that transaction runs alone.
Two reports of one team go to different transactions (in the order given), so each sees the other's
players as a sequence of single runs would (and no step has to know it shares a team).
"""

from __future__ import annotations

import logging

from django.db import DatabaseError, transaction

from games.dungeon_bowl.models import MatchReport
from games.dungeon_bowl.services import postmatch

logger = logging.getLogger(__name__)


def run_post_match_batch(report_ids: list[int]) -> dict[int, Exception]:
    """The post-match sequence of every report of `report_ids`, together where it can; returns the errors of
    the reports that failed (by report id). Every report not named in the result was processed (by this
    call or before it), or needs none (not confirmed, an exhibition's)."""
    pending = list(dict.fromkeys(report_ids))
    alone: list[int] = []
    while pending:
        order = {report_id: n for n, report_id in enumerate(pending)}
        reports = sorted(postmatch.read_reports(pending), key=lambda report: order[report.pk])
        together, pending = _apart_by_team(reports)
        if not together:
            break  # every report was processed already (a retry, the catch-up beat): nothing to run
        if len(together) == 1:
            alone += [together[0].pk]
            continue
        try:
            with transaction.atomic():
                postmatch.run_reports(together)
        except postmatch.ReportFailed as failed:
            logger.warning("Post-match: reports %s failed in a batch; the %s others run again without them",
                           sorted(failed.errors), len(together) - len(failed.errors))
            alone += sorted(failed.errors)
            pending = [r.pk for r in together if r.pk not in failed.errors] + pending
        except DatabaseError:
            logger.exception("Post-match: a batch of %s reports failed in the database; each runs alone", len(together))
            alone += [r.pk for r in together]
    errors: dict[int, Exception] = {}
    for report_id in alone:
        try:
            postmatch.run_post_match_sequence(report_id=report_id)
        except Exception as exc:  # noqa: BLE001 - the report's own failure, for its job to be retried
            errors[report_id] = exc
    return errors


def _apart_by_team(reports: list[MatchReport]) -> tuple[list[MatchReport], list[int]]:
    """The reports that can run together (no team in two of them, the first report of a team first) and the
    ids of the others, for a later transaction."""
    seen: set[int] = set()
    together, later = [], []
    for report in reports:
        teams = {report.fixture.home_id, report.fixture.away_id}
        if teams & seen:
            later.append(report.pk)
        else:
            together.append(report)
        seen |= teams
    return together, later

"""The post-match sequence (§7) for a confirmed report: each automatic step for each team, exactly once.

Each (report, team, step) is applied in its own transaction that also creates the step's unique
PostMatchStep row. A step whose row exists was applied and committed; a run that finds it skips it;
two runs at once serialise on the unique index and the second skips; a worker killed mid-step rolls
the whole step back (row included), and the next run applies it in full, rolling the same dice
(seeded from the report, team and step). Step 3 is the coach's (postmatch_advancement/roster).
"""

from __future__ import annotations

import os
import time

from django.db import IntegrityError, transaction
from django.utils import timezone

from engine.dice import Dice
from league.models import Team
from matches.models import MatchReport, PostMatchStep
from matches.services.postmatch_context import StepContext
from matches.services.postmatch_dice import RollRecorder, step_seed
from matches.services.postmatch_result import apply_result
from matches.services.postmatch_spp import apply_spp
from matches.services.postmatch_value import apply_team_value

Step = PostMatchStep.Step
AUTOMATIC_STEPS = (
    (Step.RESULT, apply_result),
    (Step.ADVANCEMENT, apply_spp),
    (Step.TEAM_VALUE, apply_team_value),
)
# Test-only: "<step>:<seconds>" makes the worker sleep inside that step's transaction, after its work
# and before its commit, so an integration test can kill the worker at a known point.
PAUSE_ENV = "DUGOUT_TEST_POSTMATCH_PAUSE"


def _pause_for_tests(step: str) -> None:
    wanted = os.environ.get(PAUSE_ENV, "")
    if wanted and wanted.split(":")[0] == step:
        time.sleep(float(wanted.split(":")[1]))


def run_step(*, report: MatchReport, team: Team, step: str, apply, dice: Dice | None = None, **kwargs) -> PostMatchStep | None:
    """Apply one step for one team, unless it has been applied. Returns the new row, or None."""
    with transaction.atomic():
        try:
            with transaction.atomic():
                row = PostMatchStep.objects.create(report=report, team=team, step=step)
        except IntegrityError:
            return None  # applied (and committed) by an earlier or concurrent run
        earlier = dict(
            PostMatchStep.objects.filter(report=report, team=team).exclude(pk=row.pk).values_list("step", "summary")
        )
        dice = dice if dice is not None else Dice(step_seed(report_id=report.pk, team_id=team.pk, step=step))
        recorder = RollRecorder(dice, report_id=report.pk, team_id=team.pk, step=step)
        ctx = StepContext(report=report, team=team, recorder=recorder, earlier=earlier)
        row.summary = apply(ctx, **kwargs)
        row.save(update_fields=["summary"])
        recorder.save()
        _pause_for_tests(step)
        return row


def run_post_match_sequence(*, report_id: int) -> bool:
    """Every automatic step for both teams; True when this call applied at least one of them.

    Friendlies run it too (§8.7: no MVP, no league points, otherwise like a league match)."""
    report = (
        MatchReport.objects.select_related("fixture__home__league", "fixture__away__league", "fixture__season")
        .prefetch_related("lines")
        .filter(pk=report_id, status=MatchReport.Status.CONFIRMED)
        .first()
    )
    if report is None:
        return False
    applied = False
    for team in (report.fixture.home, report.fixture.away):
        for step, apply in AUTOMATIC_STEPS:
            applied |= run_step(report=report, team=team, step=step, apply=apply) is not None
    # Marked processed once every step has committed (a conditional update: set once).
    MatchReport.objects.filter(pk=report.pk, processed_at__isnull=True).update(processed_at=timezone.now())
    return applied

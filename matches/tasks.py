"""matches' Celery tasks: they take ids, reload rows, and are safe to run twice."""

from celery import shared_task
from django.utils import timezone

from matches.models import MatchReport


@shared_task(name="matches.run_post_match")
def run_post_match(report_id: int) -> bool:
    """The post-match sequence for a confirmed report (§7), exactly once.

    For now it only claims the report (processed_at, by a conditional update); the post-match issue
    fills in winnings, SPP and MVP, injuries, advancements and TV/CTV inside this claim.
    Returns True when this run did the work, False when another run already had."""
    claimed = MatchReport.objects.filter(
        pk=report_id, status=MatchReport.Status.CONFIRMED, processed_at__isnull=True
    ).update(processed_at=timezone.now())
    return bool(claimed)

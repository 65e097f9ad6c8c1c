"""Periodic work for leagues: close each round at its deadline (Celery beat, see CELERY_BEAT_SCHEDULE)."""

from celery import shared_task

from league.services import playoffs, schedule


@shared_task(name="league.close_due_rounds")
def close_due_rounds() -> int:
    """Close every round whose deadline has passed; each is claimed by a conditional update, so reruns are harmless."""
    return schedule.close_due_rounds_now()


@shared_task(name="league.close_due_playoff_matches")
def close_due_playoff_matches() -> int:
    """Resolve every play-off match whose deadline has passed unplayed (§8.5 policy, then the draw-breaker)."""
    return sum(playoffs.close_playoff_match(match_id=match_id) for match_id in playoffs.due_playoff_match_ids())

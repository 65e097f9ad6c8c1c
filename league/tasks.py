"""Periodic work for leagues: close each round at its deadline (Celery beat, see CELERY_BEAT_SCHEDULE)."""

from celery import shared_task

from league.services import schedule


@shared_task(name="league.close_due_rounds")
def close_due_rounds() -> int:
    """Close every round whose deadline has passed; each is claimed by a conditional update, so reruns are harmless."""
    return schedule.close_due_rounds_now()


@shared_task(name="league.close_due_playoff_matches")
def close_due_playoff_matches() -> int:
    """Resolve every play-off match whose deadline has passed unplayed (§8.5 policy, then the draw-breaker)."""
    from league.services import playoffs

    return sum(playoffs.close_playoff_match(match_id=match_id) for match_id in playoffs.due_playoff_match_ids())


@shared_task(name="league.run_off_season")
def run_off_season(off_season_id: int) -> int:
    """The off-season rollover (§8.10 steps 1-3) for every team; claimed once, so a rerun does nothing."""
    from league.services.offseason import roll_over

    return roll_over(off_season_id=off_season_id)

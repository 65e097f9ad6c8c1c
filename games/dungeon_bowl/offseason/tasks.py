"""The off-season rollover as a Celery task (imported by the app's hooks, so a worker knows it)."""

from celery import shared_task


@shared_task(name="dungeon_bowl.run_off_season")
def run_off_season(off_season_id: int) -> int:
    """The off-season rollover (§8.10 steps 1-3) for every team; claimed once, so a rerun does nothing."""
    from games.dungeon_bowl.offseason.services import roll_over

    return roll_over(off_season_id=off_season_id)

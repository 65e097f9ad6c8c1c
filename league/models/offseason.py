"""An off-season: one row per ended season, claimed once by the game's rollover task. What each team does in
it is the game's app's (its own rows per team under games/<key>/)."""

from django.db import models

from league.models.coaches import Coach
from league.models.leagues import Season


class OffSeason(models.Model):
    season = models.OneToOneField(Season, on_delete=models.CASCADE, related_name="off_season")
    started_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    started_at = models.DateTimeField(auto_now_add=True)
    # Set once by the rollover task (a conditional update): scouting and funds are never rolled twice.
    processed_at = models.DateTimeField(null=True, blank=True)
    next_season = models.OneToOneField(Season, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")

    def __str__(self) -> str:
        return f"Off-season after {self.season}"

    @property
    def is_processed(self) -> bool:
        return self.processed_at is not None

"""The Off-Season (§8.10): one row per ended season, claimed once by the rollover task, and one re-draft
record per team — what scouting, R&R and raising funds gave it, every die the server rolled, and what
the coach did with the budget (re-drafted, or left the league)."""

from django.db import models

from league.models.coaches import Coach
from league.models.leagues import Season
from league.models.teams import Team


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


class Redraft(models.Model):
    class State(models.TextChoices):
        WAITING = "waiting", "Waiting for the coach to re-draft"
        REDRAFTED = "redrafted", "Re-drafted"
        LEFT = "left", "Left the league"

    off_season = models.ForeignKey(OffSeason, on_delete=models.CASCADE, related_name="redrafts")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="redrafts")
    state = models.CharField(max_length=10, choices=State.choices, default=State.WAITING)
    # Raising funds (§8.10.3), as computed by the rollover task.
    treasury_before = models.PositiveIntegerField(default=0)
    games_played = models.PositiveSmallIntegerField(default=0)
    league_wins = models.PositiveSmallIntegerField(default=0)
    players_scouted = models.PositiveSmallIntegerField(default=0)
    scouting_compensation = models.PositiveIntegerField(default=0)
    uncapped_budget = models.PositiveIntegerField(default=0)
    budget = models.PositiveIntegerField(default=0)
    # The re-draft itself (§8.10.4).
    spent = models.PositiveIntegerField(default=0)
    rerolls = models.PositiveSmallIntegerField(default=0)
    # Every die the server rolled for this team: [{"die": "D6", "why": ..., "result": ..., "player": id}].
    rolls = models.JSONField(default=list, blank=True)
    seed = models.CharField(max_length=64, blank=True)
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["off_season", "team__name"]
        constraints = [models.UniqueConstraint(fields=["off_season", "team"], name="one_redraft_per_team")]

    def __str__(self) -> str:
        return f"{self.team} re-draft ({self.get_state_display()})"

"""A team's re-draft in the Off-Season (§8.10): what scouting, R&R and raising funds gave it, every die the
server rolled, and what the coach did with the budget (re-drafted, or left the league). The off-season row is
the core's (league.OffSeason); the re-draft is Dungeon Bowl's."""

from django.db import models
from django.utils.translation import gettext_lazy

from league.models import OffSeason, Team


class Redraft(models.Model):
    class State(models.TextChoices):
        WAITING = "waiting", gettext_lazy("Waiting for the coach to re-draft")
        REDRAFTED = "redrafted", gettext_lazy("Re-drafted")
        LEFT = "left", gettext_lazy("Left the league")

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
    # Every die the server rolled for this team: [{"die": "D6", "why": ..., "why_sentence": {...}, "result": ...,
    # "player": id}] (why_sentence: the reason's template and values, shown translated; absent on old rolls).
    rolls = models.JSONField(default=list, blank=True)
    seed = models.CharField(max_length=64, blank=True)
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "league_redraft"  # kept from league/ (moved, not copied: dungeon_bowl 0003)
        ordering = ["off_season", "team__name"]
        constraints = [models.UniqueConstraint(fields=["off_season", "team"], name="one_redraft_per_team")]

    def __str__(self) -> str:
        return f"{self.team} re-draft ({self.get_state_display()})"

"""The commissioner's simulations of fixtures by a game's match engine (matches/hooks.py `Simulator`).

A `SimulationBatch` is what the commissioner started (one fixture, a round, or the rest of the regular
season): its fixtures in waves (one wave per round number), a wave queued only when the previous one is
done, so each round's team sheets see what the rounds before did to the rosters. What the engine played
(seed, event log) is the game's own row.
"""

from django.db import models
from django.utils.translation import gettext_lazy

from league.models import Coach, Fixture, Season

OPEN_STATUSES = (Fixture.Status.SCHEDULED, Fixture.Status.AWAITING_COMMISSIONER)


class SimulationBatch(models.Model):
    class Scope(models.TextChoices):
        FIXTURE = "fixture", gettext_lazy("One fixture")
        ROUND = "round", gettext_lazy("A round")
        SEASON = "season", gettext_lazy("The rest of the regular season")

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="simulation_batches")
    scope = models.CharField(max_length=8, choices=Scope.choices)
    label = models.CharField(max_length=120)
    requested_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    waves = models.JSONField(default=list, help_text=gettext_lazy("Fixture ids per wave (one wave per round number)."))
    # Waves queued so far; advanced by a conditional update, so two workers finishing at once queue once.
    queued_waves = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("simulation")
        verbose_name_plural = gettext_lazy("simulations")
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Simulation of {self.label}"

    @property
    def fixture_ids(self) -> list[int]:
        return [fid for wave in self.waves for fid in wave]

    @property
    def total(self) -> int:
        return len(self.fixture_ids)


class SimulationFailure(models.Model):
    """A fixture of a batch whose task raised: shown on the progress page until the commissioner retries it.

    The batch treats it as settled, so the other fixtures and the later waves go on (a failed fixture stays
    unplayed and its teams' next sheets simply do not include it). One row per batch and fixture."""

    batch = models.ForeignKey(SimulationBatch, on_delete=models.CASCADE, related_name="failures")
    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="+")
    error = models.TextField()
    failed_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = gettext_lazy("simulation failure")
        verbose_name_plural = gettext_lazy("simulation failures")
        constraints = [models.UniqueConstraint(fields=["batch", "fixture"], name="one_failure_row_per_batch_fixture")]

    def __str__(self) -> str:
        return f"Simulation of {self.fixture} failed: {self.error}"

"""Simulated fixtures: the engine's seed and event log (for the replay), and the commissioner's batches.

A `SimulatedMatch` is the unique row that claims a fixture for the engine (one per fixture), so a
task delivered twice simulates once. A `SimulationBatch` is what the commissioner started (one
fixture, a round, or the rest of the regular season): its fixtures in waves (one wave per round
number), a wave queued only when the previous one is done, so each round's team sheets see the
injuries and MNG of the rounds before (§7).
"""

from django.db import models

from league.models import Coach, Fixture, Season
from matches.models.reports import MatchReport

OPEN_STATUSES = (Fixture.Status.SCHEDULED, Fixture.Status.AWAITING_COMMISSIONER)


class SimulationBatch(models.Model):
    class Scope(models.TextChoices):
        FIXTURE = "fixture", "One fixture"
        ROUND = "round", "A round"
        SEASON = "season", "The rest of the regular season"

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="simulation_batches")
    scope = models.CharField(max_length=8, choices=Scope.choices)
    label = models.CharField(max_length=120)
    requested_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    waves = models.JSONField(default=list, help_text="Fixture ids per wave (one wave per round number).")
    # Waves queued so far; advanced by a conditional update, so two workers finishing at once queue once.
    queued_waves = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"Simulation of {self.label}"

    @property
    def fixture_ids(self) -> list[int]:
        return [fid for wave in self.waves for fid in wave]

    @property
    def total(self) -> int:
        return len(self.fixture_ids)


class SimulatedMatch(models.Model):
    """A fixture played by the match engine: seed, event log and the report it filed."""

    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="simulation")
    report = models.OneToOneField(MatchReport, on_delete=models.SET_NULL, null=True, blank=True, related_name="simulation")
    batch = models.ForeignKey(SimulationBatch, on_delete=models.SET_NULL, null=True, blank=True, related_name="matches")
    seed = models.CharField(max_length=64)
    bots = models.CharField(max_length=80, help_text="The coaches that played it, e.g. 'scripted v scripted'.")
    events = models.JSONField(default=list, help_text="The engine's full event log (engine.match.core).")
    sheets = models.JSONField(default=dict, help_text="Per side: team name and players (id, number, name, position).")
    turns = models.PositiveSmallIntegerField(default=0)
    end_reason = models.CharField(max_length=20, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # Set once the post-match sequence has run for the report (the batch waits for it between rounds).
    post_match_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"Simulation of {self.fixture} (seed {self.seed})"


class SimulationFailure(models.Model):
    """A fixture of a batch whose task raised: shown on the progress page until the commissioner retries it.

    The batch treats it as settled, so the other fixtures and the later waves go on (a failed fixture stays
    unplayed and its teams' next sheets simply do not include it). One row per batch and fixture."""

    batch = models.ForeignKey(SimulationBatch, on_delete=models.CASCADE, related_name="failures")
    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="+")
    error = models.TextField()
    failed_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["batch", "fixture"], name="one_failure_row_per_batch_fixture")]

    def __str__(self) -> str:
        return f"Simulation of {self.fixture} failed: {self.error}"

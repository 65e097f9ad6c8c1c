"""A fixture played by the match engine: its seed and event log (for the replay) and the report it filed.

The row claims the fixture for the engine (one per fixture), so a task delivered twice simulates once.
The commissioner's batches (matches.models.SimulationBatch) are the core's; this row is Dungeon Bowl's.
"""

from django.db import models
from django.utils.translation import gettext_lazy

from games.dungeon_bowl.models.reports import MatchReport
from league.models import Fixture
from matches.models import SimulationBatch


class SimulatedMatch(models.Model):
    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="simulation")
    report = models.OneToOneField(MatchReport, on_delete=models.SET_NULL, null=True, blank=True, related_name="simulation")
    batch = models.ForeignKey(SimulationBatch, on_delete=models.SET_NULL, null=True, blank=True, related_name="matches")
    seed = models.CharField(max_length=64)
    bots = models.CharField(max_length=80, help_text=gettext_lazy("The coaches that played it, e.g. 'scripted v scripted'."))
    events = models.JSONField(default=list, help_text=gettext_lazy("The engine's full event log (engine.match.core)."))
    sheets = models.JSONField(default=dict, help_text=gettext_lazy("Per side: team name and players (id, number, name, position)."))
    turns = models.PositiveSmallIntegerField(default=0)
    end_reason = models.CharField(max_length=20, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # Set once the post-match sequence has run for the report (the batch waits for it between rounds).
    post_match_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "matches_simulatedmatch"  # kept from matches/ (moved, not copied)

    def __str__(self) -> str:
        return f"Simulation of {self.fixture} (seed {self.seed})"

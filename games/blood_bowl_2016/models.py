"""What a Blood Bowl 2016 league keeps that the core has no place for: a team's Fan Factor (§13 step 5, §16)
and the classic engine's simulated matches with their event logs (the replay)."""

from django.db import models
from django.utils.translation import gettext_lazy as _


class FanFactor(models.Model):
    """A team's Fan Factor, bought at 10,000 gp a point at creation (§13 step 5); read by Fame (§16)."""

    team = models.OneToOneField("league.Team", on_delete=models.CASCADE, related_name="bb2016_fans")
    fan_factor = models.PositiveSmallIntegerField(_("Fan Factor"), default=0)

    def __str__(self):
        return f"{self.team}: Fan Factor {self.fan_factor}"


class ClassicMatchRecord(models.Model):
    """A fixture the classic engine played: its seed, the bots, both team sheets and the whole event log, so the
    replay shows it step by step and seed plus sheets plays it again. One per fixture (a double run stores one)."""

    fixture = models.OneToOneField("league.Fixture", on_delete=models.CASCADE, related_name="bb2016_match")
    batch_id = models.IntegerField(null=True, blank=True, help_text=_("The core's SimulationBatch, if one asked."))
    seed = models.CharField(max_length=64)
    bots = models.CharField(max_length=60, default="scripted v scripted")
    sheets = models.JSONField(default=dict, help_text=_("home/away: team name and players by engine id."))
    events = models.JSONField(default=list)
    weather = models.CharField(max_length=30, blank=True)
    end_reason = models.CharField(max_length=30, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self):
        return f"{self.fixture} (seed {self.seed})"

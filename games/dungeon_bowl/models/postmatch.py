"""The post-match sequence's durable records (§7): one row per match, team and step, and every die
the server rolled for it.

A step's row is created in the same transaction that applies the step, under a unique constraint:
a step whose row exists has been applied (and committed) exactly once; a worker killed mid-step
leaves neither the row nor any of the step's changes, so the retry applies it in full.
"""

from django.db import models
from django.utils.translation import gettext_lazy

from games.dungeon_bowl.models.reports import MatchReport
from league.models import Fixture, Player, Team


class PostMatchStep(models.Model):
    class Step(models.TextChoices):
        RESULT = "result", gettext_lazy("1. Result, winnings, injuries and deaths")
        ADVANCEMENT = "advancement", gettext_lazy("2. SPP, MVP and advancements offered")
        ROSTER = "roster", gettext_lazy("3. Advancements taken, hiring and firing (by the coach)")
        TEAM_VALUE = "team_value", gettext_lazy("4. Team value and current team value")

    # Keyed by the fixture: a played match has its report; a fixture conceded before its deadline has
    # none but still hands out its MVP awards (§8.5).
    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="postmatch_steps")
    report = models.ForeignKey(MatchReport, on_delete=models.CASCADE, null=True, blank=True, related_name="postmatch_steps")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="postmatch_steps")
    step = models.CharField(max_length=12, choices=Step.choices)
    # What the step did, for the match page: winnings, SPP per player, MVPs, injuries, TV and CTV.
    summary = models.JSONField(default=dict, blank=True)
    done_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "matches_postmatchstep"  # kept from matches/ (moved, not copied)
        ordering = ["fixture", "team", "id"]
        constraints = [models.UniqueConstraint(fields=["fixture", "team", "step"], name="one_postmatch_step_per_team")]

    def __str__(self) -> str:
        return f"{self.fixture}: {self.team} {self.get_step_display()}"


class PostMatchRoll(models.Model):
    """One die the server rolled in the post-match sequence: who for, why, and the result."""

    # Null for an advancement rolled outside a match's post-match sequence.
    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, null=True, blank=True, related_name="postmatch_rolls")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, null=True, blank=True, related_name="postmatch_rolls")
    step = models.CharField(max_length=12, choices=PostMatchStep.Step.choices)
    die = models.CharField(max_length=4)  # "D6", "D16"
    why = models.CharField(max_length=160)  # English, as the engine wrote it (the API and the logs read it)
    # The engine's msgid template and values of `why` (dugout.i18n.stored_sentence), so a page shows it in the
    # reader's language; {} on a row stored before, shown in English.
    why_sentence = models.JSONField(default=dict, blank=True)
    result = models.PositiveSmallIntegerField()
    seed = models.CharField(max_length=80, help_text=gettext_lazy("The Dice seed: stable ids, so a retried step rolls the same."))
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "matches_postmatchroll"  # kept from matches/ (moved, not copied)
        ordering = ["fixture", "id"]

    def __str__(self) -> str:
        return f"{self.die} {self.why}: {self.result}"


class PendingImprovement(models.Model):
    """A characteristic improvement rolled (D16, §7.3.5) and waiting for the coach's choice among the
    options the table line offers. One per player: rolling again before choosing shows this roll."""

    player = models.OneToOneField(Player, on_delete=models.CASCADE, related_name="pending_improvement")
    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="+", null=True, blank=True)
    roll = models.PositiveSmallIntegerField()
    characteristics = models.JSONField(default=list)  # what the player may improve
    secondary_skill = models.BooleanField(default=True)  # a chosen Secondary skill may be taken instead
    spp_cost = models.PositiveSmallIntegerField()
    at = models.DateTimeField(auto_now_add=True)


    class Meta:
        db_table = "matches_pendingimprovement"  # kept from matches/ (moved, not copied)

    def __str__(self) -> str:
        return f"{self.player}: D16 {self.roll}, choose from {', '.join(self.characteristics) or 'a Secondary skill'}"

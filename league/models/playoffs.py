"""A season's play-offs (a knock-out bracket of 2, 4 or 8 teams) and the prizes a game pays for them.

A `Bracket` belongs to one season. `PlayoffSeed` rows record who qualified and why (a snapshot of the
final standings: league points and the game's standings columns). `PlayoffMatch` rows are the bracket's
slots: quarter-finals (when played), semi-finals, the final and the third-place match; each gets a league
`Fixture` of kind "playoff" once both teams are known, so coaches report it like any other fixture and,
where the stage has a deadline, the deadline task resolves it when unplayed.
`Prize` rows are the gold paid for 1st-3rd, one row per place (a unique row: paid once).
"""

from django.db import models
from django.utils.translation import gettext_lazy

from league.models.coaches import Coach
from league.models.leagues import Division, Season
from league.models.schedule import Fixture
from league.models.teams import Team


class Bracket(models.Model):
    class Format(models.TextChoices):
        FINAL = "final", gettext_lazy("Two teams: the final")
        SEMI_FINALS = "semi_finals", gettext_lazy("Four teams, from the semi-finals")
        QUARTER_FINALS = "quarter_finals", gettext_lazy("Eight teams, from the quarter-finals")

    season = models.OneToOneField(Season, on_delete=models.CASCADE, related_name="bracket")
    format = models.CharField(max_length=16, choices=Format.choices)
    # The league's draw-breaker when the bracket was drawn (a setting change mid-play-offs does not apply).
    draw_breaker = models.CharField(max_length=16)
    drawn_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    # Set once, by a conditional update, when the final and the third-place match are settled: prizes are
    # paid and the trophy changes hands inside that claim.
    completed_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"Play-offs of {self.season}"

    @property
    def is_complete(self) -> bool:
        return self.completed_at is not None


class PlayoffSeed(models.Model):
    """A qualified team, its seed (1 = best) and the standings line it qualified with: its league points
    and the values of its game's standings columns (`stats`), its division where the league has them."""

    bracket = models.ForeignKey(Bracket, on_delete=models.CASCADE, related_name="seeds")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="+")
    seed = models.PositiveSmallIntegerField()
    division = models.ForeignKey(Division, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    division_rank = models.PositiveSmallIntegerField(default=0)
    qualified_as = models.CharField(max_length=80)
    points = models.SmallIntegerField(default=0)
    stats = models.JSONField(default=dict, blank=True)

    class Meta:
        verbose_name = gettext_lazy("play-off seed")
        verbose_name_plural = gettext_lazy("play-off seeds")
        ordering = ["bracket", "seed"]
        constraints = [
            models.UniqueConstraint(fields=["bracket", "seed"], name="unique_playoff_seed"),
            models.UniqueConstraint(fields=["bracket", "team"], name="unique_playoff_team"),
        ]

    def __str__(self) -> str:
        return f"({self.seed}) {self.team}"


class PlayoffMatch(models.Model):
    class Stage(models.TextChoices):
        QUARTER_FINAL = "quarter_final", gettext_lazy("Quarter-final")
        SEMI_FINAL = "semi_final", gettext_lazy("Semi-final")
        THIRD_PLACE = "third_place", gettext_lazy("Third-place match")
        FINAL = "final", gettext_lazy("Final")

    class Decided(models.TextChoices):
        PLAYED = "played", gettext_lazy("Won on the pitch")
        CONCESSION = "concession", gettext_lazy("Won by concession")
        COMMISSIONER = "commissioner", gettext_lazy("Commissioner's decision")
        HIGHER_SEED = "higher_seed", gettext_lazy("Drawn: the higher seed goes through")
        ROLL_OFF = "roll_off", gettext_lazy("Drawn: won the roll-off")

    bracket = models.ForeignKey(Bracket, on_delete=models.CASCADE, related_name="matches")
    stage = models.CharField(max_length=16, choices=Stage.choices)
    slot = models.PositiveSmallIntegerField(help_text=gettext_lazy("1-based position within the stage, top of the bracket first"))
    # Empty for a game whose finals have no deadline (they are played when the coaches meet).
    deadline = models.DateTimeField(null=True, blank=True)
    home = models.ForeignKey(PlayoffSeed, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    away = models.ForeignKey(PlayoffSeed, on_delete=models.CASCADE, null=True, blank=True, related_name="+")
    fixture = models.OneToOneField(Fixture, on_delete=models.SET_NULL, null=True, blank=True, related_name="playoff_match")
    winner = models.ForeignKey(PlayoffSeed, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    loser = models.ForeignKey(PlayoffSeed, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    decided = models.CharField(max_length=14, choices=Decided.choices, blank=True)
    # Set once by a conditional update: the deadline task resolves an unplayed match once.
    closed_at = models.DateTimeField(null=True, blank=True)
    settled_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = gettext_lazy("play-off match")
        verbose_name_plural = gettext_lazy("play-off matches")
        ordering = ["bracket", "stage", "slot"]
        constraints = [models.UniqueConstraint(fields=["bracket", "stage", "slot"], name="unique_playoff_slot")]

    def __str__(self) -> str:
        return f"{self.get_stage_display()} {self.slot}"


class Prize(models.Model):
    """Gold for finishing 1st, 2nd or 3rd (§8.9), paid once into the treasury; the champion takes the trophy."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="prizes")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="prizes")
    place = models.PositiveSmallIntegerField()
    gold = models.PositiveIntegerField()
    paid_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = gettext_lazy("prize")
        verbose_name_plural = gettext_lazy("prizes")
        ordering = ["season", "place"]
        constraints = [models.UniqueConstraint(fields=["season", "place"], name="one_prize_per_place")]

    def __str__(self) -> str:
        return f"{self.season}: place {self.place} {self.team} ({self.gold:,} gp)"

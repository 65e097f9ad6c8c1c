"""A tournament's own settings and its byes; everything else is the core's (League, Season, Division, Round,
Fixture, Bracket)."""

from django.db import models
from django.utils.translation import gettext_lazy
from django.utils.translation import gettext_lazy as _

from engine.tournament.table import DEFAULT_ORDER, Points


class Tournament(models.Model):
    class Format(models.TextChoices):
        SWISS = "swiss", _("Swiss rounds")
        ROUND_ROBIN = "round_robin", _("Round robin (all play all)")
        KNOCKOUT = "knockout", _("Knock-out (2, 4 or 8 teams)")

    class Scheme(models.TextChoices):
        THREE = "3-1-0", _("3 for a win, 1 for a draw, 0 for a loss")
        NAF = "2-1-0", _("2 for a win, 1 for a draw, 0 for a loss (NAF style)")

    class ByeResult(models.TextChoices):
        WIN = "win", _("a win")
        DRAW = "draw", _("a draw")
        LOSS = "loss", _("a loss (no points)")

    class TieBreaker(models.TextChoices):
        OPPONENTS_POINTS = "opponents_points", _("Opponents' points (Buchholz, strength of schedule)")
        SCORE_DIFFERENCE = "score_difference", _("Score difference")
        SCORE_FOR = "score_for", _("Score for")
        HEAD_TO_HEAD = "head_to_head", _("Head-to-head")
        WINS = "wins", _("Games won")

    league = models.OneToOneField("league.League", on_delete=models.CASCADE, related_name="tournament")
    format = models.CharField(max_length=12, choices=Format.choices, default=Format.SWISS)
    rounds = models.PositiveSmallIntegerField(
        default=0, help_text=_("Swiss rounds to play; 0: enough for one unbeaten team (log2 of the teams)."))
    points = models.CharField(max_length=5, choices=Scheme.choices, default=Scheme.THREE)
    bye_result = models.CharField(max_length=4, choices=ByeResult.choices, default=ByeResult.WIN)
    bye_score_for = models.PositiveSmallIntegerField(default=0)
    bye_score_against = models.PositiveSmallIntegerField(default=0)
    tie_breakers = models.JSONField(default=list, blank=True)
    round_minutes = models.PositiveSmallIntegerField(default=150, help_text=_("Minutes per round (its deadline)."))
    starts_on = models.DateField(null=True, blank=True)
    # The teams in their drawn order (team ids), fixed at the start: Swiss round 1 and the round robin read it.
    seeding = models.JSONField(default=list, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = gettext_lazy("tournament")
        verbose_name_plural = gettext_lazy("tournaments")
        ordering = ["-league__created_at"]

    def __str__(self) -> str:
        return self.league.name

    def get_absolute_url(self) -> str:
        from django.urls import reverse

        return reverse("tournament", args=[self.pk])

    @property
    def season(self):
        return self.league.seasons.order_by("number").first()

    @property
    def order(self) -> tuple[str, ...]:
        return tuple(self.tie_breakers or DEFAULT_ORDER)

    def scoring(self) -> Points:
        win, draw, loss = (int(p) for p in self.points.split("-"))
        bye = {"win": win, "draw": draw, "loss": loss}[self.bye_result]
        return Points(win=win, draw=draw, loss=loss, bye=bye, bye_score_for=self.bye_score_for,
                      bye_score_against=self.bye_score_against)

    def tie_breaker_labels(self) -> list[str]:
        labels = dict(self.TieBreaker.choices)
        return [str(labels[k]) for k in self.order]


class Bye(models.Model):
    """A team that sat out a round (an odd number of teams), scored as the tournament sets."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="byes")
    round = models.OneToOneField("league.Round", on_delete=models.CASCADE, related_name="bye")
    team = models.ForeignKey("league.Team", on_delete=models.CASCADE, related_name="+")

    class Meta:
        verbose_name = gettext_lazy("bye")
        verbose_name_plural = gettext_lazy("byes")
        ordering = ["round__number"]

    def __str__(self) -> str:
        return f"{self.team} (bye, round {self.round.number})"

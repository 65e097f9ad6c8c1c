"""A match report: the result (§7.2) and, per player, what earns SPP and what hurt them (§7.3.2, §6.13).

One report per fixture (a unique row, so two submissions at once cannot both land). The opponent
confirms or disputes; a disputed report goes to the commissioner. A confirmed report is final.
"""

from django.db import models
from django.utils.translation import gettext_lazy

from league.models import Coach, Fixture, Player, Team


class MatchReport(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", gettext_lazy("Awaiting the opponent's confirmation")
        DISPUTED = "disputed", gettext_lazy("Disputed: the commissioner decides")
        CONFIRMED = "confirmed", gettext_lazy("Confirmed")

    class Outcome(models.TextChoices):
        HOME_WIN = "home_win", gettext_lazy("Home win")
        AWAY_WIN = "away_win", gettext_lazy("Away win")
        DRAW = "draw", gettext_lazy("Draw (time limit only)")

    class Finish(models.TextChoices):
        TOUCHDOWN = "touchdown", gettext_lazy("Winning touchdown")
        TIME_LIMIT = "time_limit", gettext_lazy("Time limit: ball closest to the opposing End Zone (§6.16)")
        CONCESSION = "concession", gettext_lazy("Concession")

    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="match_report")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    outcome = models.CharField(max_length=10, choices=Outcome.choices)
    finish = models.CharField(max_length=12, choices=Finish.choices)
    scorer = models.ForeignKey(Player, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    conceded_by = models.ForeignKey(Team, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")

    submitted_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    # "home"/"away" for the coach who submitted; "" when a commissioner did.
    submitted_side = models.CharField(max_length=4, blank=True)
    submitted_at = models.DateTimeField(auto_now_add=True)
    disputed_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    dispute_reason = models.TextField(blank=True)
    confirmed_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    confirmed_at = models.DateTimeField(null=True, blank=True)
    # Set once by games.dungeon_bowl.tasks.run_post_match (a conditional update: the post-match sequence runs once).
    processed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "matches_matchreport"  # kept from matches/ (moved, not copied)
        ordering = ["-submitted_at"]

    def __str__(self) -> str:
        return f"Report on {self.fixture}"

    @property
    def mvp_awarded(self) -> bool:
        return self.fixture.kind != Fixture.Kind.FRIENDLY  # no MVP in a friendly (§8.7); league and play-off matches

    def winner(self) -> Team | None:
        if self.outcome == self.Outcome.HOME_WIN:
            return self.fixture.home
        if self.outcome == self.Outcome.AWAY_WIN:
            return self.fixture.away
        return None

    def outcome_text(self) -> str:
        winner = self.winner()
        return f"{winner} won" if winner else "Draw"

    def casualties_caused(self, team_id: int) -> int:
        return sum(line.casualties_caused for line in self.lines.all() if line.team_id == team_id)


class PlayerLine(models.Model):
    """One player's match: SPP-earning achievements (§7.3.2), the casualty suffered (§6.13), an ejection."""

    class Casualty(models.TextChoices):  # §6.13 Casualty table; keys as in engine.campaign.injuries
        NONE = "", "—"
        BADLY_HURT = "badly_hurt", gettext_lazy("Badly Hurt")
        SERIOUSLY_HURT = "seriously_hurt", gettext_lazy("Seriously Hurt (MNG)")
        SERIOUS_INJURY = "serious_injury", gettext_lazy("Serious Injury (NI, MNG)")
        LASTING_INJURY = "lasting_injury", gettext_lazy("Lasting Injury (MNG)")
        DEAD = "dead", gettext_lazy("Dead")
        # The coach saw a casualty but did not roll: Dugout rolls the D16 with +1 per Niggling Injury (§6.13).
        ROLL = "roll", gettext_lazy("Casualty: Dugout rolls the Casualty table")

    class Lasting(models.TextChoices):  # §6.13 Lasting Injury table
        NONE = "", "—"
        AV = "AV", gettext_lazy("Head Injury (−1 AV)")
        MA = "MA", gettext_lazy("Smashed Knee (−1 MA)")
        PA = "PA", gettext_lazy("Broken Arm (−1 PA)")
        AG = "AG", gettext_lazy("Neck Injury (−1 AG)")
        ST = "ST", gettext_lazy("Dislocated Shoulder (−1 ST)")

    report = models.ForeignKey(MatchReport, on_delete=models.CASCADE, related_name="lines")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="+")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="match_lines")
    pass_completions = models.PositiveSmallIntegerField(default=0)
    throw_completions = models.PositiveSmallIntegerField(default=0)
    deflections = models.PositiveSmallIntegerField(default=0)
    interceptions = models.PositiveSmallIntegerField(default=0)
    casualties_caused = models.PositiveSmallIntegerField(default=0, help_text=gettext_lazy("SPP-earning casualties only (§7.3.2)"))
    casualty = models.CharField(max_length=16, choices=Casualty.choices, blank=True)
    lasting_injury = models.CharField(max_length=2, choices=Lasting.choices, blank=True)
    ejected = models.BooleanField(default=False)

    class Meta:
        db_table = "matches_playerline"  # kept from matches/ (moved, not copied)
        ordering = ["team", "player__number"]
        constraints = [models.UniqueConstraint(fields=["report", "player"], name="one_line_per_player_per_report")]

    def __str__(self) -> str:
        return f"{self.player} in {self.report}"

    @property
    def is_blank(self) -> bool:
        return not (
            self.pass_completions or self.throw_completions or self.deflections or self.interceptions
            or self.casualties_caused or self.casualty or self.ejected
        )

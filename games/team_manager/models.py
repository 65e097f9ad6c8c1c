"""What a Team Manager league keeps beside the core's rows (rules/team-manager.md §6-§14).

A Team Manager league is a `League` with ruleset "team_manager", one core `Season` that stays in its regular
season, and one `Team` per manager. Each game of the card game — one season of five weeks in the rulebook's
words — is a core `Fixture` of 2-4 sides whose final result goes through the one result flow. Beside it this
app keeps the game's format, the team each manager runs (§6.2) and the weeks: each manager's line and the
matchups, entered by one manager and confirmed by the others, or ruled by the commissioner.
"""

from django.db import models
from django.utils.translation import gettext_lazy as _

from engine.rulesets.team_manager.data import TEAMS
from engine.rulesets.team_manager.season import SPIKE_CARDS
from league.models import Coach, Fixture, Team

TEAM_CHOICES = [(t.key, f"{t.italian} ({t.english})") for t in TEAMS.values()]


class Game(models.Model):
    """One game of Team Manager (the card game's "season") on a core fixture, with its format (§7, §16)."""

    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="team_manager_game")
    number = models.PositiveSmallIntegerField(default=1, help_text=_("The league's season count: 1, 2, 3..."))
    weeks = models.PositiveSmallIntegerField(help_text=_("Weeks in this season (§7, §16.1-§16.3)."))
    tournaments = models.PositiveSmallIntegerField(help_text=_("Tournament cards before The Blood Bowl (§6.6)."))
    news = models.PositiveSmallIntegerField(help_text=_("News cards in the Spike! deck (§6.6)."))
    two_managers = models.BooleanField(default=False, help_text=_("Played by the two-manager rules (§16.1)."))
    scheduling_limits = models.BooleanField(default=False, help_text=_("Scheduling Limits (§16.4)."))
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"Team Manager season {self.number}"


class Seat(models.Model):
    """A manager at the table and the team they run this season (§6.2: one team token per manager)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="team_manager_seats")
    slot = models.PositiveSmallIntegerField()
    card_team = models.CharField(max_length=20, choices=TEAM_CHOICES)

    class Meta:
        ordering = ["game", "slot"]
        constraints = [
            models.UniqueConstraint(fields=["game", "team"], name="tm_a_manager_sits_once"),
            models.UniqueConstraint(fields=["game", "card_team"], name="tm_a_team_is_run_once"),
        ]

    def __str__(self) -> str:
        return f"{self.team.coach} ({self.get_card_team_display()})"

    @property
    def card(self):
        return TEAMS[self.card_team]


class Week(models.Model):
    """A week (round) of a game as the managers wrote it down: the Spike! card, each manager's line and the
    matchups. One manager enters it, every other manager confirms; a dispute goes to the commissioner."""

    class Status(models.TextChoices):
        PENDING = "pending", _("Awaiting confirmation")
        CONFIRMED = "confirmed", _("Confirmed")
        DISPUTED = "disputed", _("Disputed")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="week_rows")
    number = models.PositiveSmallIntegerField()
    spike = models.CharField(max_length=20, choices=SPIKE_CARDS)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.PENDING)
    entered_by = models.ForeignKey(Seat, on_delete=models.SET_NULL, null=True, blank=True, related_name="+",
                                   help_text=_("The manager who entered it; blank when the commissioner did."))
    entered_by_coach = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    dispute_reason = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    confirmed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["game", "number"]
        constraints = [models.UniqueConstraint(fields=["game", "number"], name="tm_one_entry_per_week")]

    def __str__(self) -> str:
        return f"Week {self.number}"


class WeekLine(models.Model):
    """One manager's week: fans gained and lost, the scoreboard after it (never below 00, §14), the upgrades
    gained (§14.4) and the cheat tokens revealed (§12.2)."""

    week = models.ForeignKey(Week, on_delete=models.CASCADE, related_name="lines")
    seat = models.ForeignKey(Seat, on_delete=models.CASCADE, related_name="lines")
    fans_gained = models.PositiveSmallIntegerField(default=0)
    fans_lost = models.PositiveSmallIntegerField(default=0)
    fans_after = models.PositiveSmallIntegerField(default=0)
    star_players = models.PositiveSmallIntegerField(default=0)
    team_upgrades = models.PositiveSmallIntegerField(default=0)
    staff_upgrades = models.PositiveSmallIntegerField(default=0)
    cheat_tokens = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["week", "seat__slot"]
        constraints = [models.UniqueConstraint(fields=["week", "seat"], name="tm_one_line_per_manager")]

    def __str__(self) -> str:
        return f"{self.week}: {self.seat.team} +{self.fans_gained} -{self.fans_lost}"

    @property
    def upgrades(self) -> int:
        return self.star_players + self.team_upgrades + self.staff_upgrades


class Matchup(models.Model):
    """A highlight or the week's tournament (§9.1) with each manager who played it: [{seat, result, fans}]."""

    class Kind(models.TextChoices):
        HIGHLIGHT = "highlight", _("Highlight")
        TOURNAMENT = "tournament", _("Tournament")

    week = models.ForeignKey(Week, on_delete=models.CASCADE, related_name="matchups")
    order = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=20, choices=Kind.choices)
    name = models.CharField(max_length=80, blank=True)
    results = models.JSONField(default=list)

    class Meta:
        ordering = ["week", "order"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.name or self.order}"


class WeekConfirmation(models.Model):
    """A manager's yes to a week entered by another (one row each, so a double click counts once)."""

    week = models.ForeignKey(Week, on_delete=models.CASCADE, related_name="confirmations")
    seat = models.ForeignKey(Seat, on_delete=models.CASCADE, related_name="+")
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["week", "seat"], name="tm_one_confirmation_each")]

    def __str__(self) -> str:
        return f"{self.week} confirmed by {self.seat.team}"

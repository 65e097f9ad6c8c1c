from functools import cached_property

from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext, gettext_lazy

import engine.rulesets
from dugout.i18n import breach_text
from engine.rulesets.contract import ValuesError
from league.models.coaches import Coach


def ruleset_choices() -> list[tuple[str, str]]:
    """The games a league can run: every ruleset in engine.rulesets' registry."""
    return engine.rulesets.available()


class League(models.Model):
    """A league of one game (its ruleset) and the game's settings, checked by the ruleset's schema.

    What every league has (deadlines, the policy for unplayed fixtures) is a column; what a game adds
    (a budget, a play-off format, an optional rule) lives in `settings`, stored
    as the commissioner changed it and read through `options`, which fills in the rulebook's defaults.
    """

    class UnplayedPolicy(models.TextChoices):
        RULEBOOK = "rulebook", gettext_lazy("Rulebook: a loss for both, unless one coach conceded (§8.5)")
        SIMULATE = "simulate", gettext_lazy("Simulate the match with Dugout's engine")
        COMMISSIONER = "commissioner", gettext_lazy("Wait for the commissioner's decision")

    class UnconfirmedReportPolicy(models.TextChoices):
        # A report one side filed and the other neither confirmed nor disputed by the round's deadline
        # (docs/decisions.md, "Reports nobody confirms").
        ACCEPT = "accept", gettext_lazy("The report stands, as if confirmed (the opponent had until the deadline to dispute)")
        COMMISSIONER = "commissioner", gettext_lazy("The commissioner decides it, as if disputed")

    name = models.CharField(gettext_lazy("name"), max_length=120)
    ruleset = models.CharField(gettext_lazy("game"), max_length=40, choices=ruleset_choices,
                               default=engine.rulesets.DEFAULT)
    commissioners = models.ManyToManyField(Coach, related_name="commissioned_leagues")
    created_at = models.DateTimeField(auto_now_add=True)

    unplayed_policy = models.CharField(gettext_lazy("unplayed fixtures"), max_length=20, choices=UnplayedPolicy.choices,
                                       default=UnplayedPolicy.RULEBOOK)
    unconfirmed_report_policy = models.CharField(
        gettext_lazy("reports nobody confirmed"), max_length=20, choices=UnconfirmedReportPolicy.choices,
        default=UnconfirmedReportPolicy.ACCEPT,
        help_text=gettext_lazy("a report nobody confirmed or disputed by the round's deadline"))
    round_length_days = models.PositiveSmallIntegerField(gettext_lazy("round length (days)"), default=7, help_text=gettext_lazy("days per round (§8.5: one match a week)"))
    settings = models.JSONField(default=dict, blank=True, help_text=gettext_lazy("The game's own league settings (its schema)."))

    class Meta:
        verbose_name = gettext_lazy("league")
        verbose_name_plural = gettext_lazy("leagues")
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        from django.urls import reverse

        return reverse("league-detail", args=[self.pk])

    def is_commissioner(self, user) -> bool:
        if not user.is_authenticated:
            return False
        return self.commissioners.filter(user=user).exists()

    @cached_property
    def rules(self):
        """The engine's ruleset for this league: its data and its answers to the core."""
        return engine.rulesets.get(self.ruleset)

    @property
    def options(self) -> dict:
        """The game's settings: the stored ones over the ruleset's defaults."""
        return {**self.rules.default_settings(), **(self.settings or {})}

    def option(self, key: str):
        return self.options[key]

    def option_label(self, key: str, value=None) -> str:
        """How a setting's value reads in the reader's language: the choice's label (a msgid of the game's
        rules_names.py), yes/no, or the number."""
        field = next(f for f in self.rules.settings_schema if f.key == key)
        value = self.options[key] if value is None else value
        if field.kind == "many":  # a list of choices: their labels
            return ", ".join(gettext(dict(field.choices)[v]) if v in dict(field.choices) else str(v)
                             for v in value) or "–"
        if field.choices:
            return gettext(dict(field.choices)[value]) if value in dict(field.choices) else str(value)
        if field.kind == "bool":
            return gettext("yes") if value else gettext("no")
        return f"{value:,}" if field.kind == "int" else str(value)

    def settings_display(self) -> list[tuple[str, str]]:
        """(label, value) of every game setting, for the league page, in the reader's language."""
        return [(gettext(f.label), self.option_label(f.key)) for f in self.rules.settings_schema]

    def clean(self):
        super().clean()
        if self.ruleset not in engine.rulesets.names():
            return  # the field's own choices report it
        try:
            self.settings = self.rules.clean_settings(self.settings)
        except ValuesError as error:
            raise ValidationError({"settings": [breach_text(b) for b in error.breaches]}) from None

    def current_season(self):
        return self.seasons.exclude(state=Season.State.CLOSED).order_by("-number").first()


class Season(models.Model):
    class State(models.TextChoices):
        REGISTRATION = "registration", gettext_lazy("Registration")
        REGULAR_SEASON = "regular_season", gettext_lazy("Regular season")
        PLAYOFFS = "playoffs", gettext_lazy("Play-offs")
        OFF_SEASON = "off_season", gettext_lazy("Off-season")
        CLOSED = "closed", gettext_lazy("Closed")

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    number = models.PositiveIntegerField()
    state = models.CharField(max_length=20, choices=State.choices, default=State.REGISTRATION)

    class Meta:
        verbose_name = gettext_lazy("season")
        verbose_name_plural = gettext_lazy("seasons")
        ordering = ["league", "number"]
        constraints = [models.UniqueConstraint(fields=["league", "number"], name="unique_season_number")]

    def __str__(self) -> str:
        return gettext("%(league)s — season %(number)s") % {"league": self.league, "number": self.number}

    @property
    def accepts_entries(self) -> bool:
        return self.state == self.State.REGISTRATION

    def division_problems(self) -> list[str]:
        """What breaks §8.4: 2-4 divisions (or one), none with fewer than four teams."""
        problems = []
        divisions = list(self.divisions.all())
        if len(divisions) > Division.MAX_PER_SEASON:
            problems.append(f"A season has at most {Division.MAX_PER_SEASON} divisions (§8.4); this one has {len(divisions)}.")
        for division in divisions:
            problems.extend(division.problems())
        return problems


class Division(models.Model):
    MIN_TEAMS = 4  # "no division may have fewer than four teams" (§8.4)
    MAX_PER_SEASON = 4  # "two, three or four divisions" (§8.4)

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="divisions")
    name = models.CharField(max_length=80)
    teams = models.ManyToManyField("league.Team", related_name="divisions", blank=True)

    class Meta:
        verbose_name = gettext_lazy("division")
        verbose_name_plural = gettext_lazy("divisions")
        ordering = ["season", "name"]
        constraints = [models.UniqueConstraint(fields=["season", "name"], name="unique_division_name")]

    def __str__(self) -> str:
        return f"{self.name} ({self.season})"

    def problems(self) -> list[str]:
        count = self.teams.count()
        if count < self.MIN_TEAMS:
            return [f"{self.name} has {count} teams; no division may have fewer than {self.MIN_TEAMS} (§8.4)."]
        return []

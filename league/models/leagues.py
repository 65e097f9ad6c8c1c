from functools import cached_property

from django.db import models

import engine.rulesets
from league.models.coaches import Coach

# The rulesets a league can run; keys match engine.rulesets.get(...).
RULESET_CHOICES = [
    ("dungeon_bowl", "Dungeon Bowl"),
    ("blitz_bowl", "Blitz Bowl"),
]


class League(models.Model):
    """A league and its settings; every default is the rulebook's (Dungeon Bowl §8)."""

    class UnplayedPolicy(models.TextChoices):
        RULEBOOK = "rulebook", "Rulebook: a loss for both, unless one coach conceded (§8.5)"
        SIMULATE = "simulate", "Simulate the match with Dugout's engine"
        COMMISSIONER = "commissioner", "Wait for the commissioner's decision"

    class PlayoffFormat(models.TextChoices):
        DIVISION_WINNERS = "division_winners", "Four divisions: the four winners, straight to the semi-finals (§8.8)"
        TOP_TWO = "top_two", "Four divisions: the top two of each, from the quarter-finals (§8.8)"

    class PlayoffDrawBreaker(models.TextChoices):
        HIGHER_SEED = "higher_seed", "The higher seed goes through"
        ROLL_OFF = "roll_off", "A roll-off: each team rolls a D6, highest goes through (ties roll again)"

    name = models.CharField(max_length=120)
    ruleset = models.CharField(max_length=40, choices=RULESET_CHOICES, default="dungeon_bowl")
    commissioners = models.ManyToManyField(Coach, related_name="commissioned_leagues")
    created_at = models.DateTimeField(auto_now_add=True)

    # Settings (rulebook defaults).
    team_budget = models.PositiveIntegerField(default=1_000_000, help_text="gp to build a new team (§4.2)")
    casualty_bonus_point = models.BooleanField(
        default=False, help_text="+1 league point for causing 3+ SPP-earning casualties in a match (§8.6, optional)"
    )
    unplayed_policy = models.CharField(max_length=20, choices=UnplayedPolicy.choices, default=UnplayedPolicy.RULEBOOK)
    round_length_days = models.PositiveSmallIntegerField(default=7, help_text="days per round (§8.5: one match a week)")
    sponsors_enabled = models.BooleanField(default=True, help_text="teams may take a sponsor (§11)")
    redraft_cap_enabled = models.BooleanField(default=False, help_text="cap the re-draft budget at 1,300,000 gp (§8.10.3)")
    ai_picks_advancements = models.BooleanField(
        default=False,
        help_text="after a simulated match, Dugout's AI coach spends the SPP of both teams' players (otherwise their coaches do)",
    )
    head_to_head_tiebreaker = models.BooleanField(
        default=False, help_text="break equal league points by head-to-head before touchdowns and casualties"
    )
    playoff_format_four_divisions = models.CharField(
        max_length=20, choices=PlayoffFormat.choices, default=PlayoffFormat.DIVISION_WINNERS,
        help_text="who qualifies for the play-offs when the season has four divisions (§8.8)",
    )
    playoff_draw_breaker = models.CharField(
        max_length=16, choices=PlayoffDrawBreaker.choices, default=PlayoffDrawBreaker.HIGHER_SEED,
        help_text="what decides a drawn (or unplayed) play-off match, which must have a winner",
    )

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def is_commissioner(self, user) -> bool:
        if not user.is_authenticated:
            return False
        return self.commissioners.filter(user=user).exists()

    @cached_property
    def rules(self):
        """The engine's ruleset data for this league (rosters, skills, costs)."""
        return engine.rulesets.get(self.ruleset)

    def current_season(self):
        return self.seasons.exclude(state=Season.State.CLOSED).order_by("-number").first()


class Season(models.Model):
    class State(models.TextChoices):
        REGISTRATION = "registration", "Registration"
        REGULAR_SEASON = "regular_season", "Regular season"
        PLAYOFFS = "playoffs", "Play-offs"
        OFF_SEASON = "off_season", "Off-season"
        CLOSED = "closed", "Closed"

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    number = models.PositiveIntegerField()
    state = models.CharField(max_length=20, choices=State.choices, default=State.REGISTRATION)

    class Meta:
        ordering = ["league", "number"]
        constraints = [models.UniqueConstraint(fields=["league", "number"], name="unique_season_number")]

    def __str__(self) -> str:
        return f"{self.league} — season {self.number}"

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
        ordering = ["season", "name"]
        constraints = [models.UniqueConstraint(fields=["season", "name"], name="unique_division_name")]

    def __str__(self) -> str:
        return f"{self.name} ({self.season})"

    def problems(self) -> list[str]:
        count = self.teams.count()
        if count < self.MIN_TEAMS:
            return [f"{self.name} has {count} teams; no division may have fewer than {self.MIN_TEAMS} (§8.4)."]
        return []

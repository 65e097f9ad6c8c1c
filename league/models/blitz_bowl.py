"""Blitz Bowl leagues (rules/blitz-bowl.md §18) on the shared league machinery.

A Blitz Bowl league is a `League` with ruleset "blitz_bowl", one `Season` (joining → league
games → finals → closed), and one `Team` per coach (the team chosen). What Blitz Bowl adds lives
here: its league setting (the finals format), its games with their reports (points, Challenge
cards, injuries, how the game ended) and the Coach Traits each coach earns.
"""

from django.db import models
from django.db.models import Q

from engine.blitz_bowl import results, traits
from league.models.coaches import Coach
from league.models.leagues import League, Season
from league.models.teams import Team


class BlitzBowlSettings(models.Model):
    """A Blitz Bowl league's own settings, beside the shared League row."""

    league = models.OneToOneField(League, on_delete=models.CASCADE, related_name="blitz_settings")
    # Finals seeding: team ids from first seed, and the roll-off dice the server rolled (logged).
    seeds = models.JSONField(default=list, blank=True)
    seeding_rolls = models.JSONField(default=list, blank=True)

    class Meta:
        verbose_name_plural = "Blitz Bowl settings"

    def __str__(self) -> str:
        return f"{self.league} (Blitz Bowl settings)"


class BlitzGame(models.Model):
    """One game between two coaches: a league game (rounds or arranged) or a finals game."""

    class Stage(models.TextChoices):
        LEAGUE = "league", "League game"
        QUARTER_FINAL = "quarter_final", "Quarter-final"
        SEMI_FINAL = "semi_final", "Semi-final"
        FINAL = "final", "Final"
        THIRD_PLACE = "third_place", "Third-place game"

    class Status(models.TextChoices):
        SCHEDULED = "scheduled", "To be played"
        REPORTED = "reported", "Report awaiting the opponent's confirmation"
        DISPUTED = "disputed", "Report disputed (the commissioner decides)"
        PLAYED = "played", "Played"

    class Ending(models.TextChoices):
        SUDDEN_DEATH = results.Ending.SUDDEN_DEATH, "Sudden Death (a 10-point lead)"
        END_OF_DECK = results.Ending.END_OF_DECK, "End of the Challenge deck"

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="blitz_games")
    stage = models.CharField(max_length=16, choices=Stage.choices, default=Stage.LEAGUE)
    round = models.PositiveSmallIntegerField(null=True, blank=True, help_text="Generated round; empty if arranged.")
    slot = models.PositiveSmallIntegerField(default=0, help_text="Quarter-final 1-4 or semi-final 1-2.")
    home = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="blitz_home_games")
    away = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="blitz_away_games")
    arranged_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.SCHEDULED)

    # The report (§18.3): per side, the tallies the score is computed from.
    home_touchdowns = models.PositiveSmallIntegerField(default=0)
    away_touchdowns = models.PositiveSmallIntegerField(default=0)
    home_cards_claimed = models.PositiveSmallIntegerField(default=0)
    away_cards_claimed = models.PositiveSmallIntegerField(default=0)
    home_card_points = models.PositiveSmallIntegerField(default=0)
    away_card_points = models.PositiveSmallIntegerField(default=0)
    home_sweeps = models.PositiveSmallIntegerField(default=0)
    away_sweeps = models.PositiveSmallIntegerField(default=0)
    home_injuries_caused = models.PositiveSmallIntegerField(default=0)
    away_injuries_caused = models.PositiveSmallIntegerField(default=0)
    home_traits_used = models.JSONField(default=list, blank=True)
    away_traits_used = models.JSONField(default=list, blank=True)
    home_score = models.PositiveSmallIntegerField(default=0)
    away_score = models.PositiveSmallIntegerField(default=0)
    ending = models.CharField(max_length=14, choices=Ending.choices, blank=True)
    end_game_rule = models.BooleanField(default=False, help_text="The optional End-Game deck was used (§17.1).")

    reported_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    reported_at = models.DateTimeField(null=True, blank=True)
    confirmed_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    dispute_reason = models.TextField(blank=True)
    result_recorded_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        # Creation order is the order that the rematch rule (§18.2) reads.
        ordering = ["season", "id"]
        constraints = [
            models.CheckConstraint(condition=~Q(home=models.F("away")), name="blitz_game_two_different_teams"),
        ]

    def __str__(self) -> str:
        return f"{self.home} v {self.away} ({self.get_stage_display()})"

    def get_absolute_url(self) -> str:
        return f"/blitz/games/{self.pk}/"

    @property
    def is_league_game(self) -> bool:
        return self.stage == self.Stage.LEAGUE

    @property
    def has_result(self) -> bool:
        return self.status == self.Status.PLAYED

    def side_of(self, team_id: int) -> str | None:
        return "home" if team_id == self.home_id else "away" if team_id == self.away_id else None

    def opponent_of(self, team_id: int) -> Team:
        return self.away if team_id == self.home_id else self.home

    def coach_side(self, user) -> str | None:
        if not user.is_authenticated:
            return None
        if self.home.coach.user_id == user.pk:
            return "home"
        if self.away.coach.user_id == user.pk:
            return "away"
        return None

    def score_of(self, team_id: int) -> tuple[int, int]:
        """(own score, opponent's score) for the team."""
        if team_id == self.home_id:
            return self.home_score, self.away_score
        return self.away_score, self.home_score

    def tallies_of(self, team_id: int) -> dict:
        side = self.side_of(team_id)
        return {name: getattr(self, f"{side}_{name}") for name in
                ("touchdowns", "cards_claimed", "card_points", "sweeps", "injuries_caused", "traits_used")}

    def league_points_of(self, team_id: int) -> int:
        """League points for the team (§18.3); finals give none (§18.4)."""
        if not (self.has_result and self.is_league_game):
            return 0
        return results.league_points(*self.score_of(team_id))

    def winner(self) -> Team | None:
        if not self.has_result or self.home_score == self.away_score:
            return None
        return self.home if self.home_score > self.away_score else self.away

    def loser(self) -> Team | None:
        winner = self.winner()
        return None if winner is None else self.opponent_of(winner.pk)

    def score_line(self) -> str:
        if not self.ending:
            return self.get_status_display()
        return f"{self.home_score}–{self.away_score} ({self.get_ending_display()})"


class CoachTrait(models.Model):
    """A Coach Trait roll after a league game (§18.8) and the trait it gave.

    `trait` is blank while a duplicate roll waits for the coach's choice. One roll per coach per
    league game (unique), so confirming a game twice never rolls twice.
    """

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="coach_traits")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="coach_traits")
    game = models.ForeignKey(BlitzGame, on_delete=models.CASCADE, related_name="trait_rolls")
    rolls = models.JSONField(default=list, help_text="The 2D8 the server rolled: [{die, why, result}, ...].")
    seed = models.CharField(max_length=64)
    rolled = models.CharField(max_length=40, help_text="The trait the 2D8 total points at.")
    trait = models.CharField(max_length=40, blank=True, help_text="The trait held; blank while the coach chooses.")
    used_this_game = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["team", "id"]
        constraints = [
            models.UniqueConstraint(fields=["game", "team"], name="one_trait_roll_per_coach_per_game"),
            models.UniqueConstraint(fields=["season", "team", "trait"], condition=~Q(trait=""),
                                    name="a_trait_is_held_once"),
        ]

    def __str__(self) -> str:
        return f"{self.team}: {self.info.name if self.trait else 'choice pending'}"

    @property
    def info(self) -> traits.Trait | None:
        return traits.BY_KEY.get(self.trait)

    @property
    def rolled_info(self) -> traits.Trait:
        return traits.BY_KEY[self.rolled]

    @property
    def total(self) -> int:
        return sum(r["result"] for r in self.rolls)

    @property
    def awaiting_choice(self) -> bool:
        return not self.trait

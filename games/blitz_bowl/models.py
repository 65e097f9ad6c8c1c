"""What a Blitz Bowl league keeps beside the core's rows (rules/blitz-bowl.md §18).

A Blitz Bowl league is a `League` with ruleset "blitz_bowl", one `Season` (joining → league games →
finals → closed), one `Team` per coach (the team chosen), and `Fixture`s with their `FixtureSide`s and
`ResultReport`s like every game. Blitz Bowl adds the Coach Traits each coach earns (§18.8) and the finals
seeding with the roll-offs that broke its ties (§18.4).
"""

from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy

from engine.blitz_bowl import traits
from league.models import Fixture, Season, Team


class CoachTrait(models.Model):
    """A Coach Trait roll after a league game (§18.8) and the trait it gave.

    `trait` is blank while a duplicate roll waits for the coach's choice. One roll per coach per
    league game (unique), so confirming a game twice never rolls twice.
    """

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="coach_traits")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="coach_traits")
    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="trait_rolls")
    rolls = models.JSONField(default=list, help_text=gettext_lazy("The 2D8 the server rolled: [{die, why, result}, ...]."))
    seed = models.CharField(max_length=64)
    rolled = models.CharField(max_length=40, help_text=gettext_lazy("The trait the 2D8 total points at."))
    trait = models.CharField(max_length=40, blank=True, help_text=gettext_lazy("The trait held; blank while the coach chooses."))
    used_this_game = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["team", "id"]
        constraints = [
            models.UniqueConstraint(fields=["fixture", "team"], name="blitz_one_trait_roll_per_game"),
            models.UniqueConstraint(fields=["season", "team", "trait"], condition=~Q(trait=""),
                                    name="blitz_trait_held_once"),
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


class FinalsSeeding(models.Model):
    """The finals seeds of a season (§18.4): team ids from first seed, and the roll-offs the server rolled."""

    season = models.OneToOneField(Season, on_delete=models.CASCADE, related_name="finals_seeding")
    seeds = models.JSONField(default=list, blank=True)
    rolls = models.JSONField(default=list, blank=True)

    def __str__(self) -> str:
        return f"Finals seeding of {self.season}"


class LegacyGame(models.Model):
    """A game of the old Blitz Bowl tables and the fixture it became (migration 0001), so a link to
    /blitz/games/<old id>/ still leads to its fixture."""

    old_id = models.PositiveIntegerField(primary_key=True)
    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="+")

    def __str__(self) -> str:
        return f"Blitz Bowl game {self.old_id} → fixture {self.fixture_id}"

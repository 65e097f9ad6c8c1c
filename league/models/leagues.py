from django.db import models

from league.models.coaches import Coach

# The rulesets a league can run; keys match engine.rulesets.get(...).
RULESET_CHOICES = [
    ("dungeon_bowl", "Dungeon Bowl"),
]


class League(models.Model):
    name = models.CharField(max_length=120)
    ruleset = models.CharField(max_length=40, choices=RULESET_CHOICES, default="dungeon_bowl")
    commissioners = models.ManyToManyField(Coach, related_name="commissioned_leagues")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def is_commissioner(self, user) -> bool:
        if not user.is_authenticated:
            return False
        return self.commissioners.filter(user=user).exists()


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


class Division(models.Model):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="divisions")
    name = models.CharField(max_length=80)
    teams = models.ManyToManyField("league.Team", related_name="divisions", blank=True)

    class Meta:
        ordering = ["season", "name"]
        constraints = [models.UniqueConstraint(fields=["season", "name"], name="unique_division_name")]

    def __str__(self) -> str:
        return f"{self.name} ({self.season})"

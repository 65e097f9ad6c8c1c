from django.db import models

from league.models.coaches import Coach
from league.models.leagues import League


class Team(models.Model):
    """A team in a league: its College (roster key in the league's ruleset) and its coach."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="teams")
    coach = models.ForeignKey(Coach, on_delete=models.PROTECT, related_name="teams")
    name = models.CharField(max_length=120)
    roster = models.CharField(max_length=40, help_text="Roster key in the league's ruleset, e.g. 'fire'.")
    treasury = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["league", "name"], name="unique_team_name_in_league")]

    def __str__(self) -> str:
        return self.name

    def is_coached_by(self, user) -> bool:
        return user.is_authenticated and self.coach.user_id == user.pk


class Player(models.Model):
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="players")
    number = models.PositiveSmallIntegerField()
    name = models.CharField(max_length=80)
    position = models.CharField(max_length=60, help_text="Position key in the team's roster.")

    class Meta:
        ordering = ["team", "number"]

    def __str__(self) -> str:
        return f"#{self.number} {self.name}"

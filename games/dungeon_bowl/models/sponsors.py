"""A team's sponsor (§11): Dungeon Bowl's, so kept beside the core's Team rather than on it.

One row per team that has had a sponsor; a team without a row has none. Migration dungeon_bowl 0002 copied
the core's former Team.sponsor / sponsor_changed_in columns here."""

from django.db import models
from django.utils.translation import gettext_lazy

from league.models import Season, Team


class TeamSponsor(models.Model):
    team = models.OneToOneField(Team, on_delete=models.CASCADE, primary_key=True, related_name="dungeon_bowl_sponsor")
    sponsor = models.CharField(max_length=60, blank=True, help_text=gettext_lazy("Sponsor key in the ruleset (§11); blank for none."))
    changed_in = models.ForeignKey(
        Season, on_delete=models.SET_NULL, null=True, blank=True, related_name="+",
        help_text=gettext_lazy("The season in which the sponsor was last changed mid-season (once per season, §11.3)."),
    )

    def __str__(self) -> str:
        return f"{self.team}: {self.sponsor or 'no sponsor'}"


def sponsor_of(team: Team) -> str:
    """The team's sponsor key, blank for none (§11.1)."""
    try:
        return team.dungeon_bowl_sponsor.sponsor
    except TeamSponsor.DoesNotExist:
        return ""

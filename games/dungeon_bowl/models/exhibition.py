"""An exhibition team's written roster (§9.1: "a full roster must be written out (players and inducements), so
opponents can see it"): what it bought from its budget beyond players and re-rolls, and what it lost."""

from django.db import models
from django.utils.translation import gettext_lazy as _

from league.models import Team


class ExhibitionRoster(models.Model):
    team = models.OneToOneField(Team, on_delete=models.CASCADE, primary_key=True, related_name="exhibition_roster")
    budget = models.PositiveIntegerField(help_text=_("The budget the team was built with (§9.1)."))
    inducements = models.JSONField(default=dict, blank=True, help_text=_("Inducement key -> how many (§9.4)."))
    gold_lost = models.PositiveIntegerField(default=0, help_text=_("Budget left unspent, lost (§9.1)."))
    free_spp = models.PositiveSmallIntegerField(default=0, help_text=_("The free SPP pool (§9.5)."))
    spp_lost = models.PositiveSmallIntegerField(default=0, help_text=_("Free SPP left unspent, lost (§9.5)."))

    def __str__(self) -> str:
        return f"{self.team} (exhibition)"

"""The 2494 Dungeon Bowl Final (§10.2) scheduled in a league: a historic scenario between two fixed star teams
(the Emerald Crusaders, College of Life, and the Black Widows, College of Death) on the Final's map.

Its teams are the engine's (engine/match/final.py), not the league's: no roster, SPP or post-match sequence, no
league points. A coach of the league takes each side (the commissioner may take both); the match is played by
the engine from a seed (its event log kept for the replay, like a simulated fixture's) or its result reported by
the commissioner. One Final per season (docs/decisions.md, "The 2494 Final in a league").
"""

from django.db import models
from django.utils.translation import gettext_lazy as _

from league.models import Coach, League, Season

SIDES = ("life", "death")  # the Emerald Crusaders (home in the engine) and the Black Widows (away)


class FinalMatch(models.Model):
    class Status(models.TextChoices):
        SCHEDULED = "scheduled", _("Scheduled")
        QUEUED = "queued", _("Being played by the engine")
        PLAYED = "played", _("Played")

    class How(models.TextChoices):
        SIMULATED = "simulated", _("Played by the match engine")
        REPORTED = "reported", _("Reported")

    class Outcome(models.TextChoices):
        LIFE = "life", _("The Emerald Crusaders win")
        DEATH = "death", _("The Black Widows win")
        DRAW = "draw", _("Draw")

    class Finish(models.TextChoices):
        TOUCHDOWN = "touchdown", _("Touchdown")
        TIME_LIMIT = "time_limit", _("Time limit")

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="finals")
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="finals")
    scheduled_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    life_coach = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+",
                                   help_text=_("Coach of the Emerald Crusaders (College of Life)."))
    death_coach = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+",
                                    help_text=_("Coach of the Black Widows (College of Death)."))
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.SCHEDULED)
    how = models.CharField(max_length=12, choices=How.choices, blank=True)
    outcome = models.CharField(max_length=8, choices=Outcome.choices, blank=True)
    finish = models.CharField(max_length=12, choices=Finish.choices, blank=True)
    score_life = models.PositiveSmallIntegerField(default=0)
    score_death = models.PositiveSmallIntegerField(default=0)
    seed = models.CharField(max_length=64, blank=True)
    bots = models.CharField(max_length=80, blank=True)
    events = models.JSONField(default=list, blank=True, help_text=_("The engine's full event log (played by the engine)."))
    sheets = models.JSONField(default=dict, blank=True, help_text=_("Per side: team name and players, for the replay."))
    turns = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    played_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["season"], name="one_final_per_season")]

    def __str__(self) -> str:
        return str(_("The 2494 Final in %(league)s, season %(number)s") % {"league": self.league,
                                                                           "number": self.season.number})

    def coach_of(self, side: str):
        return self.life_coach if side == "life" else self.death_coach

    @property
    def fixture(self):
        """The replay's selectors name the match's fixture; the Final is its own."""
        return self

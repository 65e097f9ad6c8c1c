"""What a Kaosball league keeps beside the core's rows (rules/kaosball.md §5, §27).

A Kaosball league is a `League` with ruleset "kaosball", one `Season` with one division, `Team`s (the
team chosen is `Team.roster`, a key of the ruleset's teams) and `Fixture`s reported through the core's
result flow. Kaosball adds the pre-game auction of a match (§27), stored on the fixture, and what a team
keeps from one league match to the next: the upgrade tiles and ringers it won.
"""

from django.db import models
from django.utils.translation import gettext_lazy as _

from league.models import Fixture, Team


class Holdings(models.Model):
    """The upgrade tiles and ringers a team won in its league matches' auctions (§27), kept across the
    league (docs/decisions.md, "Kaosball: web side"). Lists of the ruleset's keys; a tile may be held
    more than once (copies stack, §27.1)."""

    team = models.OneToOneField(Team, on_delete=models.CASCADE, related_name="kaosball_holdings")
    tiles = models.JSONField(default=list, blank=True)
    ringers = models.JSONField(default=list, blank=True)

    class Meta:
        verbose_name = _("Kaosball holdings")
        verbose_name_plural = _("Kaosball holdings")

    def __str__(self) -> str:
        return f"{self.team}: {len(self.tiles)} tiles, {len(self.ringers)} ringers"


class Auction(models.Model):
    """The pre-game draft of one match (§27): the engine's auction state as JSON, one row per fixture.

    `version` grows by one with every action applied; an action names the version it was made on and is
    applied only if the row is still at that version (a conditional claim under a row lock), so a double
    submit or two coaches clicking at once apply once. `settled_at` is set once, when the auction's result
    was written onto the teams' holdings.
    """

    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="kaosball_auction")
    state = models.JSONField(default=dict)
    version = models.PositiveIntegerField(default=0)
    seed = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    settled_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("Kaosball auction")

    def __str__(self) -> str:
        return f"Auction of {self.fixture}"


class Simulation(models.Model):
    """A match nobody played, played out by the engine's scripted bots on the commissioner's word (§12-§26):
    the seed (seed plus the sheets replays it), the event log and its text. One per fixture."""

    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="kaosball_simulation")
    seed = models.CharField(max_length=64)
    sheets = models.JSONField(default=list)
    events = models.JSONField(default=list)
    replay = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("Kaosball simulation")

    def __str__(self) -> str:
        return f"Simulation of {self.fixture} (seed {self.seed})"

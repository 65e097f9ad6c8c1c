"""league's models, one module per idea; import them from here."""

from league.models.audit import AuditEntry
from league.models.blitz_bowl import BlitzBowlSettings, BlitzGame, CoachTrait
from league.models.coaches import Coach
from league.models.leagues import Division, League, Season
from league.models.teams import Player, Team

__all__ = [
    "BlitzBowlSettings", "BlitzGame", "CoachTrait",
    "AuditEntry","Coach", "League", "Season", "Division", "Team", "Player"]

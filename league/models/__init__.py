"""league's models, one module per idea; import them from here."""

from league.models.audit import AuditEntry
from league.models.coaches import Coach
from league.models.leagues import Division, League, Season
from league.models.schedule import Fixture, PointsPenalty, Round, ServerRoll  # noqa: E402
from league.models.teams import Player, Team

__all__ = [
    "Round", "Fixture", "PointsPenalty", "ServerRoll",
    "AuditEntry","Coach", "League", "Season", "Division", "Team", "Player"]

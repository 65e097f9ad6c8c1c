"""league's models, one module per idea; import them from here."""

from league.models.audit import AuditEntry
from league.models.coaches import Coach
from league.models.leagues import Division, League, Season
from league.models.offseason import OffSeason  # noqa: E402
from league.models.playoffs import Bracket, PlayoffMatch, PlayoffSeed, Prize  # noqa: E402
from league.models.schedule import Fixture, FixtureSide, PointsPenalty, Round, ServerRoll  # noqa: E402
from league.models.teams import Advancement, Player, PlayerEvent, SeasonEntry, Team, TeamReroll

__all__ = [
    "AuditEntry", "Coach", "League", "Season", "Division", "Team", "SeasonEntry", "TeamReroll", "Player",
    "Advancement", "PlayerEvent", "Round", "Fixture", "FixtureSide", "PointsPenalty", "ServerRoll",
    "Bracket", "PlayoffSeed", "PlayoffMatch", "Prize", "OffSeason",
]

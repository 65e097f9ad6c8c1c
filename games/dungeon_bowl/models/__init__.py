"""Dungeon Bowl's rows, one module per idea; import them from here. Their tables keep the names they had
in matches/ (migration dungeon_bowl 0001 moved them without copying a row)."""

from games.dungeon_bowl.models.exhibition import ExhibitionRoster
from games.dungeon_bowl.models.final import FinalMatch
from games.dungeon_bowl.models.offseason import Redraft
from games.dungeon_bowl.models.postmatch import PendingImprovement, PostMatchRoll, PostMatchStep
from games.dungeon_bowl.models.prematch import InducementPurchase, PreMatchSheet
from games.dungeon_bowl.models.reports import MatchReport, PlayerLine
from games.dungeon_bowl.models.simulation import SimulatedMatch
from games.dungeon_bowl.models.sponsors import TeamSponsor, sponsor_of

__all__ = [
    "MatchReport", "PlayerLine", "PreMatchSheet", "InducementPurchase", "PostMatchStep", "PostMatchRoll",
    "PendingImprovement", "SimulatedMatch", "TeamSponsor", "sponsor_of", "Redraft",
    "FinalMatch",
    "ExhibitionRoster",
]

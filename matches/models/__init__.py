"""matches' models, one module per idea; import them from here."""

from matches.models.postmatch import PendingImprovement, PostMatchRoll, PostMatchStep
from matches.models.prematch import InducementPurchase, PreMatchSheet
from matches.models.reports import MatchReport, PlayerLine
from matches.models.results import ResultReport
from matches.models.simulation import SimulatedMatch, SimulationBatch, SimulationFailure

__all__ = [
    "MatchReport", "PlayerLine", "ResultReport", "PreMatchSheet", "InducementPurchase", "PostMatchStep", "PostMatchRoll",
    "PendingImprovement", "SimulatedMatch", "SimulationBatch", "SimulationFailure",
]

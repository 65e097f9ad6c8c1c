"""matches' models, one module per idea; import them from here."""

from matches.models.results import ResultReport
from matches.models.simulation import SimulationBatch, SimulationFailure

__all__ = ["ResultReport", "SimulationBatch", "SimulationFailure"]

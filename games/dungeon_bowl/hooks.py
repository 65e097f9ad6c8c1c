"""How Dungeon Bowl joins the core's match side (matches/hooks.py): its fixture page and report routes
on the core's URLs, and its match engine for the commissioner's simulations."""

from games.dungeon_bowl.services import reports as report_services
from games.dungeon_bowl.services import simulation
from games.dungeon_bowl.urls import MATCH_ROUTES
from games.dungeon_bowl.views import reports
from league.report_hook import unconfirmed_report_due
from matches.hooks import MatchPages, Simulator, register_match_pages, register_simulator

RULESET = "dungeon_bowl"


def connect() -> None:
    register_match_pages(RULESET, MatchPages(fixture=reports.fixture, routes=MATCH_ROUTES))
    register_simulator(RULESET, Simulator(play=simulation.play, unsettled=simulation.unsettled, replay="replay"))
    unconfirmed_report_due.connect(_unconfirmed_report_at_deadline, dispatch_uid="dungeon_bowl.unconfirmed_report")


def _unconfirmed_report_at_deadline(sender, fixture_id: int, policy: str, **kwargs) -> bool:
    """A Dungeon Bowl match report nobody confirmed by the deadline: the league's policy (league/report_hook.py).
    True when this flow settled it."""
    return report_services.settle_at_deadline(fixture_id=fixture_id, policy=policy)

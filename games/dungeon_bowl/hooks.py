"""How Dungeon Bowl joins the core's match side (matches/hooks.py): its fixture page and report routes
on the core's URLs, and its match engine for the commissioner's simulations."""

from games.dungeon_bowl.services import simulation
from games.dungeon_bowl.urls import MATCH_ROUTES
from games.dungeon_bowl.views import reports
from matches.hooks import MatchPages, Simulator, register_match_pages, register_simulator

RULESET = "dungeon_bowl"


def connect() -> None:
    register_match_pages(RULESET, MatchPages(fixture=reports.fixture, routes=MATCH_ROUTES))
    register_simulator(RULESET, Simulator(play=simulation.play, unsettled=simulation.unsettled, replay="replay"))

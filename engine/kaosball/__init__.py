"""Kaosball's match simulator (rules/kaosball.md §12-§26): `simulate(home, away, seed=...)` plays an unplayed
match out with a scripted bot per team and returns a report the ruleset's check_result accepts."""

from engine.kaosball.sheets import KaosOutcome, KaosSheet
from engine.kaosball.simulate import replay_text, simulate, simulate_with_auction

__all__ = ["KaosOutcome", "KaosSheet", "replay_text", "simulate", "simulate_with_auction"]

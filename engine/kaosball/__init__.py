"""Kaosball's match simulator (rules/kaosball.md §12-§26): `simulate(home, away, seed=...)` plays an unplayed
match out with a scripted bot per team and returns a report the ruleset's check_result accepts."""

from engine.kaosball.simulate import replay_text, simulate

__all__ = ["replay_text", "simulate"]

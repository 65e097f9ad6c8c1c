"""The scripted AI coach: plays Dungeon Bowl to win with any roster, seeded (engine.ai.coach)."""

from engine.ai.coach import ScriptedCoach

__all__ = ["ScriptedCoach"]

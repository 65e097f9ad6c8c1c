"""The scripted AI coach (placeholder: a ScrambleBot until the scripted coach lands)."""

from __future__ import annotations

from engine.match.bots import ScrambleBot


class ScriptedCoach(ScrambleBot):
    def __init__(self, seed=None) -> None:
        super().__init__(seed, randomness=0.05)

"""The Dungeon Bowl match engine (§1, §2, §3, §6): pure Python, deterministic from a seed."""

from engine.match.bots import RandomBot, ScrambleBot
from engine.match.core import IllegalAction, Match
from engine.match.dungeon import Dungeon, generate
from engine.match.sheets import MatchOutcome, PlayerSheet, TeamSheet
from engine.match.simulate import simulate

__all__ = ["Dungeon", "IllegalAction", "Match", "MatchOutcome", "PlayerSheet", "RandomBot", "ScrambleBot", "TeamSheet", "generate",
           "simulate"]

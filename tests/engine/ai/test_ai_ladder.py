"""The bot ladder (issue 22) runs tiny in CI and prints every figure; nothing is asserted about time."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def test_the_ladder_prints_each_pairing_and_the_elo():
    env = {**os.environ, "AI_LADDER_MATCHES": "1", "AI_SEARCH": "match_rollouts=100"}  # a light look-ahead
    out = subprocess.run([sys.executable, os.path.join(ROOT, "bench", "ai_ladder.py")], capture_output=True,
                         text=True, check=True, cwd=ROOT, env=env).stdout
    for ruleset in ("dungeon_bowl", "blood_bowl_2016"):
        assert f"{ruleset}: 1 matches per pairing" in out
    for figure in ("scripted v scripted", "search v scripted", "search v random", "hand-offs",
                   "0-0 at the time limit", "CPU s per match", "95% CI", "Elo: random", "load average"):
        assert figure in out, f"the ladder no longer prints {figure!r}:\n{out}"


def test_the_salt_gives_the_search_coach_other_luck_and_nothing_else(monkeypatch):
    """AI_LADDER_SALT (the ninth pass's control): the search coach's own seed is salted; the other bots are not."""
    import importlib
    import random

    import bench.ai_ladder as ladder

    monkeypatch.setenv("AI_LADDER_SALT", ":control")
    salted = importlib.reload(ladder)
    try:
        search = salted.make_bot("dungeon_bowl", "search", 7)
        assert search.rng.random() == random.Random("search:7:control").random()
        scripted = salted.make_bot("dungeon_bowl", "scripted", 7)
        assert type(scripted).__name__ == "ScriptedCoach" and scripted.rng.random() == random.Random(7).random()
    finally:
        monkeypatch.delenv("AI_LADDER_SALT")
        unsalted = importlib.reload(ladder)
    assert unsalted.make_bot("dungeon_bowl", "search", 7).rng.random() == random.Random("search:7").random()

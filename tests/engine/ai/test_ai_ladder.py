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


def test_two_runs_are_compared_match_for_match(tmp_path, capsys):
    """bench/ladder_compare.py: each side's W-D-L from AI_LADDER_VERBOSE lines, and the results one side changed."""
    from bench.ladder_compare import main, sign_test

    def run(name, results):
        path = tmp_path / name
        path.write_text("dungeon_bowl: 4 matches per pairing\n" + "".join(
            f"    match {i}: search {'home' if i % 2 == 0 else 'away'}, touchdown [1, 0], result {r}, CPU 1.00 v 0.01,"
            f" 900 rollouts (3/30 searches deviated)\n" for i, r in results.items()))
        return str(path)

    a = run("a.err", {1000: "1", 1001: "draw", 1002: "0", 1003: "1"})
    b = run("b.err", {1000: "0", 1001: "draw", 1002: "1"})
    b2 = run("b2.err", {1003: "0"})
    assert main([a, f"{b},{b2}"]) == 0
    out = capsys.readouterr().out
    assert "A: 4 matches, 2-1-1, score 62.5%" in out
    assert "B: 4 matches, 1-1-2, score 37.5%" in out
    assert "over 4 matches: A better in 2, worse in 1 (sign test p = 1.000)" in out
    # the exact two-sided test: 46 results better against 24 worse is p = 0.012; a level split is 1
    assert round(sign_test(46, 24), 3) == 0.012 and sign_test(24, 46) == sign_test(46, 24)
    assert sign_test(0, 0) == 1.0 and sign_test(5, 5) == 1.0


def test_make_bench_runs_every_benchmark_but_not_the_comparison_tool():
    # bench/ladder_compare.py reads two runs' output: with no argument it prints its usage and fails, which had
    # stopped `make bench` half-way (it runs each script in bench/ and stops at the first failure).
    plan = subprocess.run(["make", "-n", "-o", ".venv/.installed", "bench"], capture_output=True, text=True,
                          check=True, cwd=ROOT).stdout
    scripts = sorted(name for name in os.listdir(os.path.join(ROOT, "bench")) if name.endswith(".py"))
    assert "bench/ladder_compare.py" not in plan
    for name in scripts:
        if name != "ladder_compare.py":
            assert f"bench/{name}" in plan, f"make bench no longer runs bench/{name}"

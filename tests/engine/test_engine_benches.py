"""The engine benches run (small) and print their figures with the machine's load (issue #21). Nothing is asserted
about time: the machine is shared."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.parametrize(("script", "args", "figures"), [
    ("ai_bench.py", ["--matches", "2", "--random", "2", "--roster", "1", "--season", "2"],
     ["CPU ms per match, median", "dungeon generator", "peak RSS", "won"]),
    ("engine_bench.py", ["--runs", "1", "--matches", "2"], ["ms per match", "max RSS"]),
    ("bb2016_bench.py", ["--matches", "2", "--random-matches", "2"], ["median ms per match (CPU)"]),
    ("kaosball_bench.py", ["--runs", "1", "--matches", "2"], ["ms per match"]),
    ("multiplayer_bench.py", ["--matches", "2", "--turn-limit", "4"], ["median CPU ms per match", "3 teams", "4 teams"]),
    ("classic_variants.py", ["2", "0", "careful"], ["careful", "score", "95% CI", "CPU s a match"]),
])
def test_an_engine_bench_prints_its_figures_with_the_load(script, args, figures):
    out = subprocess.run([sys.executable, os.path.join(ROOT, "bench", script), *args], capture_output=True,
                         text=True, check=True, cwd=ROOT).stdout
    for figure in [*figures, "load average"]:
        assert figure in out, f"{script} no longer prints {figure!r}:\n{out}"

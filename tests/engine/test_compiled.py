"""The optional compiled engine (tools/compile_engine.py; docs/performance.md, the eleventh pass) plays exactly as
the .py files: the golden seeds are played in two fresh processes, one importing the compiled modules and one with
DUGOUT_PURE=1 (the .py files), and their event logs compared.

Without a compiled build (Cython or a C compiler missing: `make` carries on in pure Python) there is nothing to
compare and the comparison is skipped, saying so."""

import json
import os
import subprocess
import sys

import pytest

from engine.pure_python import _older

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = os.path.join(ROOT, "tests", "engine", "match", "test_golden_logs.py")

# In the child: the golden cases' fingerprints (sha256 of the JSON event log, the score and the number of events),
# and the engine modules imported from a compiled file.
PLAY = f"""
import json, runpy, sys
sys.path.insert(0, {ROOT!r})
golden = runpy.run_path({GOLDEN!r})
prints = {{f"{{e}}-{{n}}": golden["RUN"][e](n) for e, n in golden["CASES"]}}
from engine.pure_python import compiled_modules
print(json.dumps({{"compiled": compiled_modules(), "prints": prints}}))
"""


def _play(pure: bool) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "DUGOUT_PURE"}
    if pure:
        env["DUGOUT_PURE"] = "1"
    out = subprocess.run([sys.executable, "-c", PLAY], capture_output=True, text=True, check=True, cwd=ROOT, env=env)
    return json.loads(out.stdout)


def test_the_compiled_modules_play_the_golden_seeds_as_the_py_files():
    compiled = _play(pure=False)
    if not compiled["compiled"]:
        pytest.skip("no compiled engine modules built (tools/compile_engine.py): nothing to compare")
    assert "engine.ai.coach" in compiled["compiled"] and "engine.match.core" in compiled["compiled"]
    pure = _play(pure=True)
    assert pure["compiled"] == []  # DUGOUT_PURE=1: every engine module from its .py
    assert compiled["prints"] == pure["prints"]
    with open(os.path.join(ROOT, "tests", "engine", "match", "golden", "fingerprints.json")) as f:
        assert compiled["prints"] == json.load(f)


def test_a_build_older_than_its_source_is_not_imported(tmp_path):
    """A module edited since the build runs from its .py (engine/pure_python.py), until it is built again."""
    built, source, pxd = tmp_path / "core.cpython-311-x86_64-linux-gnu.so", tmp_path / "core.py", tmp_path / "core.pxd"
    for path, mtime in ((source, 100), (built, 200)):
        path.write_text("")
        os.utime(path, ns=(mtime, mtime))
    assert not _older(built, source, pxd)  # no .pxd: only the .py counts
    os.utime(source, ns=(300, 300))
    assert _older(built, source, pxd)
    os.utime(source, ns=(100, 100))
    pxd.write_text("")
    os.utime(pxd, ns=(300, 300))
    assert _older(built, source, pxd)

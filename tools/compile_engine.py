"""Build the engine's hot modules as optional C extensions with Cython (docs/performance.md, the eleventh pass).

The .py files stay the source and plain Python; Cython compiles them as they are (pure-Python mode), with C types
only from the `.pxd` files beside them. Python imports an extension module before a .py of the same name, so the
built files take over where they exist; DUGOUT_PURE=1 runs the .py files anyway (engine/__init__.py).

    python tools/compile_engine.py          # build in place (needs Cython and a C compiler)
    python tools/compile_engine.py --clean  # remove the built files
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "var" / "cython-build"  # the generated C and the object files

# The modules a scripted match spends its time in (cProfile over ai_bench's 100 matches: the first five hold 87 % of
# the time spent in Python code, the rest 7 %).
MODULES = [
    "engine/ai/coach.py",
    "engine/match/core.py",
    "engine/match/dungeon.py",
    "engine/match/blocking.py",
    "engine/match/movement.py",
    "engine/match/reading.py",
    "engine/match/rooms.py",
    "engine/match/death_match.py",
    "engine/match/pieces.py",
    "engine/match/injury.py",
    "engine/dice.py",
    "engine/match/sponsors.py",
    "engine/match/skills.py",
    "engine/match/state.py",
    "engine/match/ball.py",
    "engine/match/wizards.py",
]

DIRECTIVES = {
    "language_level": 3,
    # Annotations are documentation here, not C types: `float` would become a C double and `list` or `dict` an exact
    # type check. Types come only from the .pxd files.
    "annotation_typing": False,
    "binding": False,
}


def built_files() -> list[Path]:
    out = []
    for module in MODULES:
        source = ROOT / module
        out += source.parent.glob(source.stem + ".*.so")
        out += source.parent.glob(source.stem + ".*.pyd")
    return out


def clean() -> None:
    for path in built_files():
        path.unlink()
    shutil.rmtree(BUILD, ignore_errors=True)


def build() -> None:
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension

    os.chdir(ROOT)
    extensions = [Extension(m[:-3].replace("/", "."), [m]) for m in MODULES]
    jobs = os.cpu_count() or 1
    dist = Distribution({"ext_modules": cythonize(extensions, compiler_directives=DIRECTIVES, quiet=True,
                                                  build_dir=str(BUILD), nthreads=jobs)})
    cmd = dist.get_command_obj("build_ext")
    cmd.inplace = True
    cmd.build_temp = str(BUILD)
    cmd.parallel = jobs
    cmd.ensure_finalized()
    cmd.run()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="remove the built files")
    args = parser.parse_args()
    clean() if args.clean else build()
    sys.exit(0)

"""Which file an engine module is imported from when a compiled one is built beside its .py.

`tools/compile_engine.py` may build the hot modules as C extensions in place (`core.cpython-311-….so` beside
`core.py`; docs/performance.md, the eleventh pass), and Python's path finder takes an extension module before the
.py of the same name. The .py stays the source, so this finder, put first on `sys.meta_path` by engine/__init__.py,
imports the .py instead when
- DUGOUT_PURE is set (a test or a bench running the source beside the compiled build: tests/engine/test_compiled.py
  plays the golden seeds both ways and compares the event logs), or
- the built file is older than its .py or its .pxd (edited since the build and not rebuilt: the edit is what runs).
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path


class PureFinder:
    """A meta-path finder for `engine.*`: a compiled module's spec, or its .py file's when that one must run."""

    pure = False  # DUGOUT_PURE: always the .py

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if not name.startswith("engine."):
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or not isinstance(spec.loader, importlib.machinery.ExtensionFileLoader):
            return spec
        built = Path(spec.origin)
        source = built.parent / (name.rpartition(".")[2] + ".py")
        if not source.exists():
            return spec
        if cls.pure or _older(built, source, source.with_suffix(".pxd")):
            return importlib.util.spec_from_file_location(name, source)
        return spec


def _older(built: Path, *sources: Path) -> bool:
    made = built.stat().st_mtime_ns
    return any(s.exists() and s.stat().st_mtime_ns > made for s in sources)


def install() -> None:
    PureFinder.pure = bool(os.environ.get("DUGOUT_PURE"))
    if PureFinder not in sys.meta_path:
        sys.meta_path.insert(0, PureFinder)


def compiled_modules() -> list[str]:
    """The engine modules imported so far from a compiled file (none under DUGOUT_PURE=1)."""
    return sorted(name for name, module in list(sys.modules.items())
                  if name.startswith("engine.") and isinstance(getattr(module, "__loader__", None),
                                                               importlib.machinery.ExtensionFileLoader))

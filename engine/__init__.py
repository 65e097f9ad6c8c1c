"""Dugout's rules engine: pure Python, standard library only, deterministic.

Nothing here imports Django, a third-party package, or the Django apps (DESIGN.md,
"Layers and the direction of imports"); tests/engine/test_purity.py enforces it.
"""

from engine.match.simulate import simulate  # noqa: E402  (the public entry point of the match engine)

__all__ = ["simulate"]

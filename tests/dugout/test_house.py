"""The house shows the plug-in core (issue #15): Blitz Bowl's terms, moved into games/blitz_bowl/, must not come
back, and the core never imports a game's app (docs/architecture.md, "How the house is arranged"; every game's
terms and keys: test_house_league.py)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ("league", "matches", "templates/league", "templates/matches")
# The moved games' keys and terms (Coach Traits, Challenge cards, finals seeding are Blitz Bowl's).
MOVED = re.compile(r"blitz_bowl|blitz bowl|blitzbowl|/blitz/|coach.?trait|challenge card", re.IGNORECASE)


def _core_files():
    for folder in CORE:
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".html") and "migrations" not in path.parts:
                yield path


def test_the_core_names_no_moved_game():
    offenders = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
                 for path in _core_files()
                 for n, line in enumerate(path.read_text().splitlines(), start=1) if MOVED.search(line)]
    assert offenders == []


def test_the_core_never_imports_a_games_app():
    offenders = [str(path.relative_to(ROOT)) for path in _core_files()
                 if re.search(r"^\s*(from|import) games\b", path.read_text(), re.MULTILINE)]
    assert offenders == []

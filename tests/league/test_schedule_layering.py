"""DESIGN.md: league/ never imports matches/ — matches writes results onto league's rows."""

import ast
from pathlib import Path

LEAGUE = Path(__file__).resolve().parents[2] / "league"


def test_league_never_imports_matches():
    offenders = []
    for path in LEAGUE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.relative_to(LEAGUE.parent)}: {n}" for n in names if n == "matches" or n.startswith("matches.")]
    assert offenders == []

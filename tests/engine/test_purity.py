"""engine/ is pure: it imports only the standard library and itself (DESIGN.md, "Rules for the code" 1)."""

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _imports(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative import: inside engine by construction
                continue
            yield node.lineno, node.module or ""


def test_engine_imports_only_stdlib_and_engine():
    files = sorted(ENGINE.rglob("*.py"))
    assert files, "engine/ has no Python files?"
    offenders = []
    for path in files:
        for lineno, module in _imports(path):
            top = module.split(".")[0]
            if top == "engine" or top in sys.stdlib_module_names or top == "__future__":
                continue
            offenders.append(f"{path.relative_to(ENGINE.parent)}:{lineno} imports {module}")
    assert offenders == []


def test_the_scan_catches_a_third_party_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import django\nfrom celery import shared_task\nimport json\nfrom engine.dice import Dice\n")
    assert [m for _, m in _imports(bad)] == ["django", "celery", "json", "engine.dice"]
    assert {m for _, m in _imports(bad) if m.split(".")[0] not in sys.stdlib_module_names and m.split(".")[0] != "engine"} == {"django", "celery"}

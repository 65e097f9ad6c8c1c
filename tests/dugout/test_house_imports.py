"""No import circles in the house (issue #15): importing any module of league/, matches/ or games/ never comes
back to a module still being imported. The scan reads each module's top-level imports with ast (the ones
Python runs at import time, TYPE_CHECKING blocks aside) and looks for a strongly connected component in
that graph. An import inside a function is allowed only in an AppConfig.ready(), where an app joins the core
once every model is loaded; anywhere else it would hide a circle instead of breaking it."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("league", "matches", "games")


def _modules(root: Path, packages=PACKAGES) -> dict[str, Path]:
    found = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            parts = list(path.relative_to(root).with_suffix("").parts)
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _top_level_imports(tree: ast.Module, name: str, is_package: bool) -> list[str]:
    names = []

    def visit(statements):
        for node in statements:
            if isinstance(node, ast.If):
                if "TYPE_CHECKING" not in ast.unparse(node.test):
                    visit(node.body)
                    visit(node.orelse)
            elif isinstance(node, ast.Try):
                for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                    visit(block)
            elif isinstance(node, ast.Import):
                names.extend(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level:  # relative: from the module's package, one level up per extra dot
                    base = name.split(".") if is_package else name.split(".")[:-1]
                    base = base[:len(base) - (node.level - 1)]
                    module = ".".join([*base, *([node.module] if node.module else [])])
                names.append(module)
                names.extend(f"{module}.{alias.name}" for alias in node.names)  # a submodule imported by name

    visit(tree.body)
    return names


def import_graph(root: Path, packages=PACKAGES) -> dict[str, set[str]]:
    """module -> the house's modules its import runs. Importing a.b.c runs a and a.b too, except the packages
    the importing module sits in (they are already being imported when it runs)."""
    modules = _modules(root, packages)
    graph = {}
    for name, path in modules.items():
        deps = set()
        for imported in _top_level_imports(ast.parse(path.read_text()), name, path.name == "__init__.py"):
            parts = imported.split(".")
            chain = [m for m in (".".join(parts[:i]) for i in range(1, len(parts) + 1)) if m in modules]
            for module in chain:
                explicit = module == chain[-1]
                if module != name and (explicit or not name.startswith(module + ".")):
                    deps.add(module)
        graph[name] = deps
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, on_stack, stack, found, counter = {}, {}, set(), [], [], 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def function_level_imports(root: Path, packages=PACKAGES) -> list[str]:
    """Imports of the house's own modules made inside a function other than an AppConfig's ready()."""
    found = []
    for name, path in _modules(root, packages).items():
        tree = ast.parse(path.read_text())
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef) or function.name == "ready":
                continue
            for node in function.body:
                for inner in ast.walk(node):
                    if isinstance(inner, ast.Import):
                        modules = [alias.name for alias in inner.names]
                    elif isinstance(inner, ast.ImportFrom):
                        modules = ["." if inner.level else (inner.module or "")]
                    else:
                        continue
                    if any(m == "." or m.split(".")[0] in packages for m in modules):
                        found.append(f"{name}.{function.name}: {ast.unparse(inner)}")
    return found


def test_no_import_circle_among_league_matches_and_games():
    graph = import_graph(ROOT)
    assert "league.models" in graph and "games.dungeon_bowl.league_hooks" in graph  # the scan sees the house
    assert circles(graph) == []


def test_function_level_imports_only_in_app_ready():
    assert function_level_imports(ROOT) == []


def test_the_scan_finds_a_circle_and_a_hidden_import(tmp_path):
    """The checks are not blind: a two-module circle through a package, and an import tucked in a function."""
    (tmp_path / "league" / "services").mkdir(parents=True)
    (tmp_path / "league" / "__init__.py").write_text("")
    (tmp_path / "league" / "services" / "__init__.py").write_text("")
    (tmp_path / "league" / "services" / "a.py").write_text("from league.services import b\n")
    (tmp_path / "league" / "services" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from league.services import c\n"
        "from league.services.a import thing\n\ndef later():\n    from league.services import c\n")
    (tmp_path / "league" / "services" / "c.py").write_text("from . import a\n")
    graph = import_graph(tmp_path, ("league",))
    assert graph["league.services.b"] == {"league.services.a"}  # TYPE_CHECKING and the function's import skipped
    assert circles(graph) == [["league.services.a", "league.services.b"]]
    assert function_level_imports(tmp_path, ("league",)) == [
        "league.services.b.later: from league.services import c"]

"""What the i18n check looks for (tests/dugout/test_i18n_catalogues.py, docs/i18n.md).

Templates: every text node, and every placeholder/title/aria-label/alt attribute, that has words in it must be
inside {% translate %} or {% blocktranslate %}. Python: a literal string with words passed to a messages.*
call, a ValidationError/PermissionDenied/RuleViolation, or a label=/help_text=/verbose_name= keyword must be
wrapped in gettext/gettext_lazy. engine/: a message given to a rule's breach or error (RuleBreach, RuleError,
AuctionError, ...) must be built with engine.breach.gettext_noop, never a bare literal or f-string.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

TOKEN = re.compile(r"(\{%.*?%\}|\{\{.*?\}\}|\{#.*?#\}|<!--.*?-->|<[^>]*>)", re.S)
WORD = re.compile(r"[^\W\d_][\w'’-]*", re.U)
ATTR = re.compile(r"""\b(placeholder|aria-label|title|alt)=(["'])([^"'{}<>]*)\2""")
# Words that read the same in every language: the brand, product and format names, and the rulebooks'
# characteristic abbreviations as printed on the roster sheets.
ALLOWED_WORDS = {"Dugout", "Discord", "JSON", "API", "CSV", "UTC", "iCal", "HTMX", "SVG", "PDF", "OpenAPI",
                 "Swagger", "Webhook", "webhook", "HMAC", "SHA256", "X-Dugout-Signature", "Token"}


def words(text: str) -> list[str]:
    return [w for w in WORD.findall(re.sub(r"\{\{.*?\}\}", " ", text)) if w not in ALLOWED_WORDS]


def unmarked_template_text(source: str) -> list[str]:
    """The text a template shows that no {% translate %} / {% blocktranslate %} covers."""
    found, skip = [], None
    for i, part in enumerate(TOKEN.split(source)):
        is_token = i % 2 == 1
        if skip:
            if is_token and re.match(skip, part):
                skip = None
            continue
        if not is_token:
            if words(part):
                found.append(" ".join(part.split()))
            continue
        if part.startswith("{%"):
            name = (part[2:-2].split() or [""])[0]
            skip = {"blocktranslate": r"\{%\s*endblocktrans", "blocktrans": r"\{%\s*endblocktrans",
                    "comment": r"\{%\s*endcomment", "verbatim": r"\{%\s*endverbatim"}.get(name)
        elif re.match(r"<(script|style)\b", part, re.I):
            skip = r"</" + re.match(r"<(\w+)", part).group(1)
        elif part.startswith("<") and not part.startswith("<!--"):
            found += [f'{m.group(1)}="{m.group(3)}"' for m in ATTR.finditer(part) if words(m.group(3))]
    return found


ERRORS = {"ValidationError", "PermissionDenied", "RuleViolation", "StateConflict"}
MESSAGES = {"success", "error", "info", "warning", "debug"}
KEYWORDS = {"label", "help_text", "verbose_name", "verbose_name_plural", "empty_label"}


def _name(func) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _literal_with_words(node) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(words(node.value))
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and words(v.value) for v in node.values)
    if isinstance(node, ast.BinOp):  # "..." % x, "..." + x
        return _literal_with_words(node.left)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        return _literal_with_words(node.func.value)
    return False


def _is_section(node) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("§")


def unmarked_python_strings(source: str) -> list[tuple[int, str]]:
    """(line, text) of each user-facing literal that is not wrapped in gettext."""
    found = []

    def check(node):
        if _literal_with_words(node):
            found.append((node.lineno, ast.unparse(node)[:80]))

    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = _name(node.func)
            if name in ERRORS:
                for arg in node.args:
                    for item in (arg.elts[1:] if isinstance(arg, ast.Tuple) and len(arg.elts) == 2 else
                                 arg.elts if isinstance(arg, ast.List | ast.Tuple) else [arg]):
                        check(item)
            # breaches.append((rule, message)): a refusal collected for RuleViolation / check() (a list named
            # ...breaches, or any pair whose first item is a rulebook section such as "§4.3")
            if (name == "append" and isinstance(node.func, ast.Attribute) and node.args
                    and isinstance(node.args[0], ast.Tuple) and len(node.args[0].elts) == 2
                    and (_name(node.func.value).endswith("breaches") or _is_section(node.args[0].elts[0]))):
                check(node.args[0].elts[1])
            if name in MESSAGES and isinstance(node.func, ast.Attribute) and _name(node.func.value) == "messages":
                for arg in node.args[1:2]:
                    check(arg)
            for kw in node.keywords:
                if kw.arg in KEYWORDS:
                    check(kw.value)
        elif isinstance(node, ast.ClassDef) and {_name(b) for b in node.bases} & {"TextChoices", "IntegerChoices"}:
            for stmt in node.body:
                if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Tuple) and len(stmt.value.elts) == 2:
                    check(stmt.value.elts[1])
    return found


# engine/ (pure Python): how a rule says no. Their message arguments must be gettext_noop(...) Sentences.
ENGINE_ERRORS = {"RuleBreach", "RuleError", "AuctionError", "BlitzRuleError", "ValuesError", "_error"}
ENGINE_MESSAGE_LISTS = {"problems"}  # problems.append("...") collected, then raised as one AuctionError


def unmarked_engine_messages(source: str) -> list[tuple[int, str]]:
    """(line, text) of each literal or f-string with words given as an engine rule's message, unmarked."""
    found = []

    def check(node):
        if isinstance(node, ast.List | ast.Tuple):
            for item in node.elts:
                check(item)
        elif _literal_with_words(node):
            found.append((node.lineno, ast.unparse(node)[:80]))

    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name in ENGINE_ERRORS or (name == "append" and isinstance(node.func, ast.Attribute)
                                     and _name(node.func.value) in ENGINE_MESSAGE_LISTS):
            for arg in [*node.args, *(kw.value for kw in node.keywords)]:
                check(arg)
    return found


def templates_under(root: Path, base: Path) -> list[Path]:
    return sorted(p for p in base.rglob("*.html") if "node_modules" not in p.parts)


def python_under(base: Path) -> list[Path]:
    return sorted(p for p in base.rglob("*.py") if "migrations" not in p.parts and "management" not in p.parts)

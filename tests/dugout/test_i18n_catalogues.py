"""The i18n check in CI (issue 20, docs/i18n.md): every string a user reads is marked for translation, and the
Italian and Hungarian catalogues hold every marked string, translated (no fuzzy entry, no empty msgstr).

NOT_YET_TRANSLATED lists the parts another branch is translating (the games, issue 20's i18n-games work); the
checks skip them. The lead empties the list once that branch is merged, and the checks then cover them too.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import polib
import pytest

from dugout.catalogues import LANGUAGES, app_dirs, extract
from tests.dugout.i18n_lint import (
    python_under,
    templates_under,
    unmarked_engine_messages,
    unmarked_python_strings,
    unmarked_template_text,
)

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "i18n_fixtures"

# Paths (relative to ROOT) whose strings and catalogues are still to come: the game apps and the Dungeon Bowl
# templates still under templates/ (they move into games/dungeon_bowl/templates). Empty this after merging i18n-games.
NOT_YET_TRANSLATED: set[str] = set()


def pending(path: Path) -> bool:
    rel = path.resolve().relative_to(ROOT).as_posix()
    return any(rel == p or rel.startswith(p + "/") for p in NOT_YET_TRANSLATED)


def checked_apps() -> list[Path]:
    return [d for d in app_dirs(ROOT) if not pending(d)]


def committed_catalogues() -> list[Path]:
    return sorted(p for p in ROOT.glob("**/locale/*/LC_MESSAGES/django.po")
                  if ".venv" not in p.parts and not pending(p))


def key(entry: polib.POEntry) -> tuple:
    return entry.msgctxt, entry.msgid, entry.msgid_plural


def test_gnu_gettext_is_installed():
    """makemessages (this check) and compilemessages (`make messages`) need it: apt-get install -y gettext."""
    assert shutil.which("xgettext") and shutil.which("msgfmt")


def test_not_yet_translated_names_paths_that_exist():
    """A stale entry would hide nothing but mislead: every listed path is still in the project."""
    assert [p for p in NOT_YET_TRANSLATED if not (ROOT / p).exists()] == []


# (a) makemessages into a copy of the project finds nothing the committed catalogues lack.
def test_catalogues_hold_every_marked_string(tmp_path):
    if shutil.which("xgettext") is None:
        pytest.fail("GNU gettext is needed (apt-get install -y gettext): makemessages runs xgettext")
    copy = tmp_path / "src"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(
        ".git", ".venv", "var", "staticfiles", "node_modules", "__pycache__", "*.mo", ".pytest_cache", ".ruff_cache",
        "test-results"))
    extract(copy)
    missing = {}
    for generated in sorted(copy.glob("**/locale/*/LC_MESSAGES/django.po")):
        rel = generated.relative_to(copy)
        if pending(ROOT / rel.parent.parent.parent.parent):  # <app>/locale/<lang>/LC_MESSAGES/django.po
            continue
        wanted = {key(e) for e in polib.pofile(str(generated)) if not e.obsolete}
        committed = ROOT / rel
        have = {key(e) for e in polib.pofile(str(committed)) if not e.obsolete} if committed.exists() else set()
        if wanted - have:
            missing[str(rel)] = sorted(m[1] for m in wanted - have)[:20]
    assert missing == {}, "run `make messages-extract` and translate the new entries (docs/i18n.md)"


# (b) every committed entry is translated, not fuzzy, and keeps the msgid's placeholders.
PLACEHOLDER = re.compile(r"%\([a-z_0-9]+\)[sd]|\{[a-z_0-9]*(?:![rsa])?(?::[^}]*)?\}")


def entry_problems(entry: polib.POEntry) -> list[str]:
    problems = []
    if "fuzzy" in entry.flags:
        problems.append("fuzzy")
    translations = list(entry.msgstr_plural.values()) if entry.msgid_plural else [entry.msgstr]
    if not translations or any(not t.strip() for t in translations):
        problems.append("empty msgstr")
    expected = set(PLACEHOLDER.findall(entry.msgid))
    for text in translations:
        if text.strip() and set(PLACEHOLDER.findall(text)) - (expected | set(PLACEHOLDER.findall(entry.msgid_plural))):
            problems.append(f"placeholder not in the msgid: {text!r}")
        elif text.strip() and not entry.msgid_plural and set(PLACEHOLDER.findall(text)) != expected:
            problems.append(f"placeholders differ: {text!r}")
    return problems


def test_every_committed_entry_is_translated():
    catalogues = committed_catalogues()
    assert {p.parent.parent.name for p in catalogues} == set(LANGUAGES)
    problems = {}
    for path in catalogues:
        for entry in polib.pofile(str(path)):
            if not entry.obsolete and entry_problems(entry):
                problems.setdefault(str(path.relative_to(ROOT)), []).append((entry.msgid[:60], entry_problems(entry)))
    assert problems == {}


def test_entry_problems_catches_fuzzy_empty_and_lost_placeholders():
    assert entry_problems(polib.POEntry(msgid="Season %(n)s", msgstr="Stagione %(n)s")) == []
    assert entry_problems(polib.POEntry(msgid="Season", msgstr="")) == ["empty msgstr"]
    assert "fuzzy" in entry_problems(polib.POEntry(msgid="Season", msgstr="Stagione", flags=["fuzzy"]))
    assert entry_problems(polib.POEntry(msgid="Season {n}", msgstr="Stagione"))


# (c) templates: no text outside {% translate %} / {% blocktranslate %}.
def template_roots() -> list[Path]:
    return [ROOT / "templates", *[d / "templates" for d in app_dirs(ROOT)]]


def test_every_template_text_is_marked():
    unmarked = {}
    for base in template_roots():
        for path in templates_under(ROOT, base) if base.exists() else []:
            if not pending(path):
                found = unmarked_template_text(path.read_text(encoding="utf-8"))
                if found:
                    unmarked[str(path.relative_to(ROOT))] = found
    assert unmarked == {}


def test_the_template_check_fails_on_an_unmarked_string():
    assert unmarked_template_text((FIXTURES / "unmarked.html").read_text()) == [
        "Nobody has played yet.", 'placeholder="Team name"']
    assert unmarked_template_text((FIXTURES / "marked.html").read_text()) == []


# (d) Python: messages, errors shown to users, form and model labels.
def python_roots() -> list[Path]:
    return [ROOT / "dugout", *app_dirs(ROOT)]


def test_every_user_facing_python_string_is_marked():
    unmarked = {}
    for base in python_roots():
        for path in python_under(base):
            if not pending(path) and path.name not in ("settings.py", "settings_test.py"):
                found = unmarked_python_strings(path.read_text(encoding="utf-8"))
                if found:
                    unmarked[str(path.relative_to(ROOT))] = found
    assert unmarked == {}


def test_the_python_check_fails_on_an_unmarked_string():
    source = (
        "from django.contrib import messages\n"
        "from django.utils.translation import gettext\n"
        "def view(request, team):\n"
        "    messages.success(request, 'Saved.')\n"
        "    messages.success(request, gettext('Saved.'))\n"
        "    raise ValidationError(f'{team} does not play here.')\n"
    )
    assert [line for line, _text in unmarked_python_strings(source)] == [4, 6]


# (e) engine/: every message of a rule's breach or error is a gettext_noop Sentence (docs/i18n.md), so the
# site can show it in the reader's language; (a) above then finds it in engine/locale.
def test_every_engine_message_is_marked():
    unmarked = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        if path.name == "invariants.py":  # the simulators' self-checks: developers read them, never a coach
            continue
        found = unmarked_engine_messages(path.read_text(encoding="utf-8"))
        if found:
            unmarked[str(path.relative_to(ROOT))] = found
    assert unmarked == {}


def test_the_engine_check_fails_on_an_unmarked_message():
    assert sorted(line for line, _text in unmarked_engine_messages((FIXTURES / "engine_unmarked.py").read_text())) == [
        7, 8, 10, 11]
    assert unmarked_engine_messages((FIXTURES / "engine_marked.py").read_text()) == []


def test_the_engine_catalogue_agrees_with_the_others():
    """engine/locale comes after the project's catalogue in LOCALE_PATHS but before every app's: a msgid in both
    (a lone "cost", "Tournament") must read the same, or the engine's would silently change an app's page."""
    engine = {lang: {e.msgid: e.msgstr for e in polib.pofile(str(ROOT / f"engine/locale/{lang}/LC_MESSAGES/django.po"))}
              for lang in LANGUAGES}
    differ = []
    for path in committed_catalogues():
        lang = path.parent.parent.name
        if path.is_relative_to(ROOT / "engine"):
            continue
        for entry in polib.pofile(str(path)):
            ours = engine[lang].get(entry.msgid)
            if ours is not None and not entry.msgctxt and entry.msgstr and ours != entry.msgstr:
                differ.append((lang, entry.msgid, ours, entry.msgstr, str(path.relative_to(ROOT))))
    assert differ == []


def test_one_hungarian_word_for_the_commissioner():
    """The league's organiser is "szervező" everywhere (docs/i18n.md: the Kaosball rulebook has no such office;
    its "bíró" is the referee the teams bribe), never "biztos" in one game and "szervező" in the core."""
    mixed = [(str(path.relative_to(ROOT)), entry.msgid[:60]) for path in committed_catalogues()
             if path.parent.parent.name == "hu" for entry in polib.pofile(str(path))
             if "ommissioner" in entry.msgid and re.search(r"\bbiztos", entry.msgstr, re.I)]
    assert mixed == []


def test_the_python_check_fails_on_an_unmarked_refusal_collected_for_check():
    source = (
        "from django.utils.translation import gettext\n"
        "def refuse(team, breaches):\n"
        "    breaches.append(('§4.1', f'{team} needs a name'))\n"
        "    breaches.append(('§4.1', gettext('the team needs a name')))\n"
        "    problems.append(('§7.3.1', 'spp must be a whole number'))\n"
        "    rows.append(('home', 'a label that is no refusal'))\n"
    )
    assert [line for line, _text in unmarked_python_strings(source)] == [3, 5]

"""The translation catalogues (docs/i18n.md): extract the marked strings into each app's .po files, and
compile every .po into the .mo Django reads. Both need GNU gettext (xgettext, msgmerge, msgfmt).

    python -m dugout.catalogues extract [ROOT]   # makemessages for it and hu, into every app's locale/
    python -m dugout.catalogues compile [ROOT]   # compilemessages (the Makefile's `messages` target)

Where a string goes: the nearest `<app>/locale/` above its file (every app under ROOT that has an apps.py
gets one first, and engine/ for the rules' messages), else ROOT/locale (the project-level templates/ and dugout/).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

LANGUAGES = ("it", "hu")  # English is the source language: its msgids are the English text
# Not part of the site: never scanned for strings.
IGNORED = ["tests", "bench", "docs", "var", "staticfiles", "static", "node_modules", "requirements"]


def app_dirs(root: Path) -> list[Path]:
    """Every Django app inside the project (a folder with an apps.py), games included; not the project package."""
    found = []
    for apps_py in sorted(root.glob("**/apps.py")):
        rel = apps_py.parent.relative_to(root)
        if rel.parts and rel.parts[0] not in IGNORED and not rel.parts[0].startswith(".") and rel.parts[0] != "dugout":
            found.append(apps_py.parent)
    return found


# Pure-Python packages whose messages the site shows (engine.breach.gettext_noop): a catalogue of their own,
# in settings.LOCALE_PATHS since they are not Django apps.
PURE_PACKAGES = ["engine"]


def ensure_locale_dirs(root: Path) -> None:
    """makemessages writes a file's strings into the nearest existing locale/ dir: create them first."""
    for base in [root, *app_dirs(root), *[root / name for name in PURE_PACKAGES]]:
        for language in LANGUAGES:
            (base / "locale" / language / "LC_MESSAGES").mkdir(parents=True, exist_ok=True)


def _manage(root: Path, *args: str) -> None:
    env = {**os.environ, "DEBUG": os.environ.get("DEBUG", "true")}
    subprocess.run([sys.executable, str(root / "manage.py"), *args], cwd=root, env=env, check=True)


def extract(root: Path) -> None:
    ensure_locale_dirs(root)
    ignores = [f"--ignore={name}" for name in IGNORED]
    _manage(root, "makemessages", *[f"--locale={lang}" for lang in LANGUAGES], "--no-obsolete",
            "--add-location=file", "--verbosity=0", *ignores)


def compile_all(root: Path) -> None:
    _manage(root, "compilemessages", "--verbosity=0", "--ignore=.venv", "--ignore=var", "--ignore=node_modules")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    target = Path(sys.argv[2] if len(sys.argv) > 2 else Path(__file__).resolve().parent.parent).resolve()
    if command == "extract":
        extract(target)
    elif command == "compile":
        compile_all(target)
    else:
        sys.exit(__doc__)

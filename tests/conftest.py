"""Fixtures shared by the whole suite."""

import pytest
from django.contrib.auth import get_user_model


@pytest.fixture
def make_user(db):
    """Create a user (and, through the signal, its coach profile)."""
    counter = {"n": 0}

    def make(username: str | None = None, *, password: str = "a-long-pass-phrase", **extra):
        counter["n"] += 1
        username = username or f"coach{counter['n']}"
        return get_user_model().objects.create_user(username=username, password=password, **extra)

    return make


@pytest.fixture(autouse=True)
def _english_between_tests():
    """A request answered in Italian leaves Italian active in this thread (LocaleMiddleware does not reset it):
    every test starts, and leaves, in the site's default language."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()


@pytest.fixture(autouse=True)
def _empty_cache():
    """Sign-in failure counts and API throttle history (kept in the cache) never leak from one test to the next."""
    from django.core.cache import cache, caches

    cache.clear()
    caches["pages"].clear()  # rendered pages (dugout/page_cache.py)
    yield
    cache.clear()


def pytest_configure(config):
    """The translations are read from compiled .mo files (gitignored, built by `make messages`): build any that
    are missing or older than their .po, so `pytest` run directly tests the current catalogues. Only the main
    process does it (before any xdist worker starts), so no two processes write one file."""
    import shutil
    import subprocess
    from pathlib import Path

    if hasattr(config, "workerinput") or shutil.which("msgfmt") is None:
        return  # without GNU gettext the i18n tests say what is missing (tests/dugout/test_i18n_catalogues.py)

    root = Path(__file__).resolve().parent.parent
    for po in root.glob("**/locale/*/LC_MESSAGES/django.po"):
        if ".venv" in po.parts:
            continue
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            subprocess.run(["msgfmt", "--check-format", "-o", str(mo), str(po)], check=True)

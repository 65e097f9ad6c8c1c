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
def _empty_cache():
    """Sign-in failure counts and API throttle history (kept in the cache) never leak from one test to the next."""
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()

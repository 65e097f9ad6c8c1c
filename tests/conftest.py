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

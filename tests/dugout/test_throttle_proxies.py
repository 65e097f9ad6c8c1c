"""Issue #23: the API's anonymous throttle keys on the client, not on the proxy in front of the site, and a
client cannot escape it by sending a new X-Forwarded-For per request. NUM_PROXIES (from the environment,
docs/api.md "Throttles") says how many proxies append to X-Forwarded-For; 0 (default) ignores the header."""

import pytest
from django.core.cache import cache
from django.core.exceptions import ImproperlyConfigured
from django.test import Client

from dugout import env

pytestmark = pytest.mark.django_db
PROXY = "10.0.0.1"


@pytest.fixture
def anon_two_per_minute(settings):
    cache.clear()
    settings.API_THROTTLE_RATES = {"anon": "2/minute", "user": None}
    yield
    cache.clear()


def _get(forwarded_for=None, remote=PROXY):
    extra = {"REMOTE_ADDR": remote}
    if forwarded_for:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded_for
    return Client().get("/api/leagues/", **extra).status_code


def _proxies(settings, n):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": n}


def test_without_a_proxy_a_forged_forwarded_for_does_not_escape_the_throttle(settings, anon_two_per_minute):
    """The default (no proxy): before, DRF keyed on the whole X-Forwarded-For header when NUM_PROXIES was
    unset, so a client sending a new made-up address each time was never throttled."""
    assert settings.REST_FRAMEWORK["NUM_PROXIES"] == 0
    assert [_get(f"203.0.113.{i}", remote="198.51.100.7") for i in range(3)] == [200, 200, 429]


def test_behind_one_proxy_each_client_has_its_own_count(settings, anon_two_per_minute):
    _proxies(settings, 1)
    assert [_get("203.0.113.5") for _ in range(3)] == [200, 200, 429]
    assert _get("203.0.113.6") == 200  # another client behind the same proxy is not throttled by the first
    # A client's forged first entry is ignored: the proxy appends the address it saw, which is the key.
    assert _get("1.2.3.4, 203.0.113.5") == 429


@pytest.mark.parametrize("raw,expected", [(None, 0), ("0", 0), ("2", 2), (" 1 ", 1), ("", 0)])
def test_num_proxies_from_the_environment(raw, expected):
    assert env.read_num_proxies({} if raw is None else {"NUM_PROXIES": raw}) == expected


@pytest.mark.parametrize("raw", ["one", "-1", "1.5"])
def test_a_malformed_num_proxies_names_the_variable(raw):
    with pytest.raises(ImproperlyConfigured, match="NUM_PROXIES"):
        env.read_num_proxies({"NUM_PROXIES": raw})

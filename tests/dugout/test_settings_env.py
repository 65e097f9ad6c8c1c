"""Issue 2: settings come from the environment; a malformed value names its variable."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from dugout import env

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("raw,expected", [("1", True), ("true", True), ("On", True), ("0", False), ("no", False)])
def test_read_bool_good_values(raw, expected):
    assert env.read_bool({"DEBUG": raw}, "DEBUG", default=not expected) is expected


def test_read_bool_default_when_unset():
    assert env.read_bool({}, "DEBUG", default=False) is False


def test_read_bool_malformed_names_the_variable():
    with pytest.raises(ImproperlyConfigured, match="DEBUG"):
        env.read_bool({"DEBUG": "maybe"}, "DEBUG", default=False)


def test_secret_key_has_a_development_default_only_in_debug():
    assert env.read_secret_key({}, debug=True)
    with pytest.raises(ImproperlyConfigured, match="SECRET_KEY"):
        env.read_secret_key({}, debug=False)


def test_short_secret_key_is_refused():
    with pytest.raises(ImproperlyConfigured, match="SECRET_KEY"):
        env.read_secret_key({"SECRET_KEY": "short"}, debug=False)


def test_allowed_hosts():
    assert env.read_allowed_hosts({"ALLOWED_HOSTS": "a.example, b.example"}, debug=False) == ["a.example", "b.example"]
    assert "127.0.0.1" in env.read_allowed_hosts({}, debug=True)
    with pytest.raises(ImproperlyConfigured, match="ALLOWED_HOSTS"):
        env.read_allowed_hosts({}, debug=False)
    with pytest.raises(ImproperlyConfigured, match="ALLOWED_HOSTS"):
        env.read_allowed_hosts({"ALLOWED_HOSTS": "bad host/x"}, debug=False)


def test_database_url_default_is_sqlite_under_var(tmp_path):
    config = env.read_database({}, base_dir=tmp_path)
    assert config["ENGINE"] == "django.db.backends.sqlite3"
    assert config["NAME"] == str(tmp_path / "var" / "dugout.sqlite3")


def test_database_url_postgres():
    config = env.read_database({"DATABASE_URL": "postgres://u:p@db.example:5433/dugout"}, base_dir=Path("/tmp"))
    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert (config["HOST"], config["PORT"], config["NAME"], config["USER"]) == ("db.example", 5433, "dugout", "u")


def test_database_url_malformed_names_the_variable():
    with pytest.raises(ImproperlyConfigured, match="DATABASE_URL"):
        env.read_database({"DATABASE_URL": "nosuchdb://x"}, base_dir=Path("/tmp"))


def test_redis_url():
    assert env.read_redis_url({}) is None
    assert env.read_redis_url({"REDIS_URL": "redis://127.0.0.1:6379/0"}) == "redis://127.0.0.1:6379/0"
    with pytest.raises(ImproperlyConfigured, match="REDIS_URL"):
        env.read_redis_url({"REDIS_URL": "http://nope"})


def test_malformed_value_stops_start_up_naming_the_variable():
    """The real settings module, imported in a fresh process, refuses to start."""
    bad = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL", "SECRET_KEY"}}
    bad.update(DJANGO_SETTINGS_MODULE="dugout.settings", DEBUG="perhaps")
    proc = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"], cwd=ROOT, env=bad, capture_output=True, text=True
    )
    assert proc.returncode != 0
    assert "DEBUG must be one of" in proc.stderr


def test_pooled_database_connections_are_health_checked_before_reuse(tmp_path):
    """Issue #23: conn_max_age keeps connections between requests; a connection PostgreSQL dropped (restart,
    pg_terminate_backend) must be checked and replaced before a request uses it, not answered with a 500."""
    config = env.read_database({"DATABASE_URL": "postgres://u:p@db:5432/dugout"}, base_dir=tmp_path)
    assert config["CONN_MAX_AGE"] > 0 and config["CONN_HEALTH_CHECKS"] is True

"""PostgreSQL drops the site's pooled connections (a restart, a failover, pg_terminate_backend): with
CONN_HEALTH_CHECKS the next request notices the dead connection at its start and opens a new one, so no
request answers 5xx (issue #23). Served by a real gunicorn worker that keeps its connection between requests."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import psycopg
import pytest
from django.db import connection

from dugout.testing.workers import ROOT
from tests import schedule_factories as f

pytestmark = [pytest.mark.integration, pytest.mark.django_db(transaction=True)]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def status_of(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=20) as response:
            return response.status
    except urllib.error.HTTPError as exc:
        return exc.code


def terminate_backends() -> int:
    """Kill every connection to the test database except this test's own (as a PostgreSQL restart would)."""
    db = connection.settings_dict
    with psycopg.connect(host=db["HOST"] or "127.0.0.1", port=db["PORT"] or 5432, user=db["USER"],
                         password=db.get("PASSWORD") or None, dbname="postgres", autocommit=True) as admin:
        rows = admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s AND pid <> %s",
            [db["NAME"], connection.connection.info.backend_pid],
        ).fetchall()
    return len(rows)


@pytest.fixture
def site(postgres, worker_env):
    port = free_port()
    env = dict(worker_env, ALLOWED_HOSTS="127.0.0.1", DEBUG="false",
               SECRET_KEY="integration-only-secret-key-0123456789abcdef", SECURE_COOKIES="false")
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "dugout.wsgi", "-w", "1", "-b", f"127.0.0.1:{port}", "--log-level", "warning"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            status_of(f"{base}/healthz")
            break
        except OSError:
            time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail("gunicorn did not start:\n" + proc.stdout.read().decode(errors="replace"))
    yield base
    proc.terminate()
    proc.wait(timeout=20)


def test_requests_after_postgresql_drops_every_connection_answer_without_5xx(site):
    f.league()
    url = f"{site}/api/leagues/"
    statuses = []
    for _ in range(3):  # three "restarts", each under a stream of requests
        statuses += [status_of(url) for _ in range(5)]
        assert terminate_backends() >= 1  # the site's pooled connection was among them
        statuses += [status_of(url) for _ in range(5)]
    assert statuses == [200] * 30, statuses

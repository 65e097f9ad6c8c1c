"""Real services for integration tests: PostgreSQL, Redis and a Celery worker process.

The tests here are skipped only when DATABASE_URL (PostgreSQL) or REDIS_URL is absent;
under CI=true a missing service is an error, never a skip.
"""

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection

ROOT = Path(__file__).resolve().parents[2]


def _require(condition: bool, what: str) -> None:
    if condition:
        return
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{what} is required in CI (integration tests must not be skipped there)")
    pytest.skip(f"{what} not configured")


@pytest.fixture
def postgres(db):
    _require(connection.vendor == "postgresql", "PostgreSQL (DATABASE_URL=postgres://...)")


@pytest.fixture(scope="session")
def redis_url():
    _require(bool(settings.REDIS_URL), "Redis (REDIS_URL)")
    return settings.REDIS_URL


@pytest.fixture(scope="session")
def celery_queue():
    # A queue of our own, so concurrent test runs on the same Redis never take each other's tasks.
    return f"dugout-test-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def worker_env(redis_url, celery_queue):
    """Environment for a worker process that sees the same (test) database as this test."""
    db = connection.settings_dict
    env = dict(os.environ)
    env.update(
        DJANGO_SETTINGS_MODULE="dugout.settings",
        DEBUG="true",
        REDIS_URL=redis_url,
        CELERY_DEFAULT_QUEUE=celery_queue,
    )
    if connection.vendor == "postgresql":
        env["DATABASE_URL"] = (
            f"postgres://{db['USER']}:{db.get('PASSWORD') or ''}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{db['NAME']}"
        )
    return env


@pytest.fixture
def celery_app_live(redis_url, celery_queue):
    """The project's Celery app switched from eager mode to the real broker for this test."""
    from dugout.celery import app

    old = (app.conf.task_always_eager, app.conf.task_default_queue)
    app.conf.task_always_eager = False
    app.conf.task_default_queue = celery_queue
    yield app
    app.conf.task_always_eager, app.conf.task_default_queue = old


def start_worker(env: dict, queue: str, *, concurrency: int = 1, pool: str = "prefork") -> subprocess.Popen:
    cmd = [
        sys.executable, "-m", "celery", "-A", "dugout", "worker",
        "-Q", queue, "-c", str(concurrency), "-P", pool, "--without-gossip", "--without-mingle",
        "--without-heartbeat", "-l", "WARNING", "-n", f"{queue}-{uuid.uuid4().hex[:6]}@%h",
    ]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def stop_worker(proc: subprocess.Popen) -> str:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return proc.stdout.read().decode(errors="replace") if proc.stdout else ""


@pytest.fixture
def celery_worker_process(worker_env, celery_queue, celery_app_live):
    """A real `celery -A dugout worker` process on our own queue; yields the Popen."""
    proc = start_worker(worker_env, celery_queue)
    # Wait until the worker answers a ping, so tests start against a ready worker.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail("Celery worker exited early:\n" + stop_worker(proc))
        replies = celery_app_live.control.ping(timeout=1.0)
        if any(name.startswith(celery_queue) for reply in replies for name in reply):
            break
    else:
        output = stop_worker(proc)
        pytest.fail("Celery worker did not start within 60 s:\n" + output)
    yield proc
    stop_worker(proc)

"""Real services for integration tests: PostgreSQL, Redis and a Celery worker process.

The tests here are skipped only when DATABASE_URL (PostgreSQL) or REDIS_URL is absent;
under CI=true a missing service is an error, never a skip.
"""

import os
import uuid

import pytest
from django.conf import settings
from django.db import connection

from dugout.testing.workers import start_worker, stop_worker, wait_until_ready


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


@pytest.fixture
def celery_worker_process(worker_env, celery_queue, celery_app_live):
    """A real `celery -A dugout worker` process on our own queue, answering pings; yields the Popen."""
    proc = start_worker(worker_env, celery_queue)
    if not wait_until_ready(proc, celery_app_live, celery_queue):
        pytest.fail("Celery worker did not start within 60 s:\n" + stop_worker(proc))
    yield proc
    stop_worker(proc)


@pytest.fixture
def postgres_committed(transactional_db):
    """PostgreSQL with each statement committed as it runs, as the site runs (no test transaction around it)."""
    _require(connection.vendor == "postgresql", "PostgreSQL (DATABASE_URL=postgres://...)")

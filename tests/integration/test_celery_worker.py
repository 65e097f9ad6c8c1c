"""Issue 2: a real Celery worker process, over Redis, runs a task and returns its result."""

import pytest

pytestmark = pytest.mark.integration


def test_worker_runs_a_task_and_returns_its_result(celery_worker_process):
    from dugout.celery import ping

    result = ping.delay("hello from the test")
    assert result.get(timeout=30) == "hello from the test"

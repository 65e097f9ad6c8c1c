"""The Celery app: `celery -A dugout worker` and `celery -A dugout beat`."""

import os

from celery import Celery
from celery.signals import task_postrun, task_prerun

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dugout.settings")

app = Celery("dugout")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.task(name="dugout.ping")
def ping(value: str = "pong") -> str:
    """Round trip used by /healthz-style checks and the worker integration test."""
    return value


# Database connections are kept by worker processes between tasks, as the web processes keep theirs
# (CONN_MAX_AGE with health checks, dugout/env.py). Celery's Django fix-up closes every connection before and
# after each task unless CELERY_DB_REUSE_MAX is set: a new PostgreSQL connection per task cost post-match
# throughput a quarter (issue #21). Set high, the fix-up closes them only every 10,000 tasks; before and after
# each task Django's own check drops a connection that is too old, broken, or left in a transaction, as it does
# around each web request.
app.conf["CELERY_DB_REUSE_MAX"] = 10_000


def _close_old_connections(sender=None, **kwargs):
    from django.db import close_old_connections, connection

    if getattr(getattr(sender, "request", None), "is_eager", False) or connection.in_atomic_block:
        return  # a task run in-process (tests, no Redis) is inside its caller's connection and transaction
    close_old_connections()


task_prerun.connect(_close_old_connections, weak=False, dispatch_uid="dugout.close_old_connections.prerun")
task_postrun.connect(_close_old_connections, weak=False, dispatch_uid="dugout.close_old_connections.postrun")

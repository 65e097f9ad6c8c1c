"""The Celery app: `celery -A dugout worker` and `celery -A dugout beat`."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dugout.settings")

app = Celery("dugout")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.task(name="dugout.ping")
def ping(value: str = "pong") -> str:
    """Round trip used by /healthz-style checks and the worker integration test."""
    return value

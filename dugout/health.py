"""/healthz: is the database reachable, and is the Celery broker reachable?"""

from django.conf import settings
from django.db import connection
from django.http import JsonResponse


def database_status() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # any failure means "down"; the message says why
        return f"error: {exc.__class__.__name__}"
    return "ok"


def broker_status() -> str:
    if settings.REDIS_URL is None:
        return "ok (eager: tasks run in-process)"
    from dugout.celery import app

    try:
        with app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
    except Exception as exc:
        return f"error: {exc.__class__.__name__}"
    return "ok"


def healthz(request):
    checks = {"database": database_status(), "broker": broker_status()}
    healthy = all(v.startswith("ok") for v in checks.values())
    return JsonResponse({"status": "ok" if healthy else "error", **checks}, status=200 if healthy else 503)

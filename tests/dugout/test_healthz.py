"""Issue 2: /healthz reports the database and the broker, 200 when both answer, 503 when not."""

import pytest
from django.db import connection

from dugout import health

pytestmark = pytest.mark.django_db


def test_healthy(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == "ok"
    assert body["broker"].startswith("ok")


def test_database_down_gives_503(client, monkeypatch):
    def broken_cursor(*args, **kwargs):
        raise connection.OperationalError if hasattr(connection, "OperationalError") else RuntimeError("down")

    monkeypatch.setattr(health.connection, "cursor", broken_cursor)
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["database"].startswith("error")


def test_broker_down_gives_503(client, settings):
    # A broker URL on a port where nothing listens: the check must report it, not hang.
    from dugout.celery import app

    settings.REDIS_URL = "redis://127.0.0.1:1/0"
    old = app.conf.broker_url
    app.conf.broker_url = settings.REDIS_URL
    try:
        response = client.get("/healthz")
    finally:
        app.conf.broker_url = old
    assert response.status_code == 503
    assert response.json()["broker"].startswith("error")

"""The Dugout project package: settings, URLs, the Celery app, WSGI/ASGI."""

from dugout.celery import app as celery_app

__all__ = ("celery_app",)

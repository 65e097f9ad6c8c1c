"""Settings for the test suite: the real settings, with development defaults and fast hashing.

DEBUG=true only supplies the development SECRET_KEY and ALLOWED_HOSTS (Django's test
runner turns DEBUG itself off). DATABASE_URL and REDIS_URL pass through unchanged, so CI
runs the suite on PostgreSQL and the integration tests against Redis and a real worker.
"""

import os

os.environ.setdefault("DEBUG", "true")

from dugout.settings import *  # noqa: E402,F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
STORAGES["staticfiles"]["BACKEND"] = "django.contrib.staticfiles.storage.StaticFilesStorage"  # noqa: F405
# Unit tests run Celery tasks in-process; integration tests talk to a real worker through
# their own app configuration (tests/integration/conftest.py).
CELERY_TASK_ALWAYS_EAGER = True
# Each test starts with no sign-in failures and no API throttle history of another (dugout/lockout.py):
# a cache of this process only, and throttles off unless a test turns them on.
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}, "pages": CACHES["pages"]}  # noqa: F405
API_THROTTLE_RATES = {"anon": None, "user": None}
# Notifications: the tests drive the outbox's retries by hand (as a beat would), and post webhooks to a local
# receiver on 127.0.0.1 over plain HTTP; the SSRF tests turn these off (tests/notifications/test_webhook_guard.py).
NOTIFY_RETRY_IN_BACKGROUND = True
NOTIFICATIONS_WEBHOOK_ALLOW_HTTP = True
NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS = True

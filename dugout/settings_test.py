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

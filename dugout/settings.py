"""Dugout settings, read from the environment (see README "Configuration").

DATABASE_URL (default: SQLite under var/), REDIS_URL (unset: Celery tasks run in-process),
SECRET_KEY, DEBUG and ALLOWED_HOSTS (development defaults only when DEBUG is on).
"""

import os
from pathlib import Path

from dugout import env

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env.read_bool(os.environ, "DEBUG", default=False)
SECRET_KEY = env.read_secret_key(os.environ, debug=DEBUG)
ALLOWED_HOSTS = env.read_allowed_hosts(os.environ, debug=DEBUG)
CSRF_TRUSTED_ORIGINS = [o for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "league",
    "matches",
    "games.blitz_bowl",
    "games.dungeon_bowl",
    "games.team_manager",
    "games.kaosball",
    "history",
    "tournaments",
    "notifications",
    "dugout.outbox",
    "games.blood_bowl_2016",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "dugout.page_cache.PageCacheMiddleware",  # before the sessions: a page served again needs none of it
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",  # session/cookie, then Accept-Language (docs/i18n.md)
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "dugout.i18n.CoachLanguageMiddleware",  # a signed-in coach's saved language comes first
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "dugout.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "notifications.context_processors.unread",
            ],
        },
    },
]

WSGI_APPLICATION = "dugout.wsgi.application"

DATABASES = {"default": env.read_database(os.environ, base_dir=BASE_DIR)}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
# Languages (docs/i18n.md): English, and the languages the rulebooks were written in. URLs carry no
# language; LocaleMiddleware reads the session/cookie, then Accept-Language; a signed-in coach's saved
# choice (Coach.language) wins. Catalogues: locale/ for templates/ and dugout/, <app>/locale/ per app.
LANGUAGES = [("en", "English"), ("it", "Italiano"), ("hu", "Magyar")]
# The project-level catalogue, then the engine's messages (engine/ is pure Python, not an app: docs/i18n.md).
LOCALE_PATHS = [BASE_DIR / "locale", BASE_DIR / "engine" / "locale"]
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
# Where collectstatic writes; a bench serving its own copy (bench/pages_bench.py) points it elsewhere.
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or BASE_DIR / "staticfiles")
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

REST_FRAMEWORK = {
    # Token first: DRF takes the first class's challenge, so a request without credentials (or
    # with a bad token) answers 401 with "WWW-Authenticate: Token"; a known user lacking the
    # right answers 403. With the session class first every failure was a 403.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "dugout.pagination.LimitOffsetPagination",
    "PAGE_SIZE": 100,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Dugout API",
    "DESCRIPTION": "Leagues, seasons, teams, rosters, fixtures and match reports for the Blood Bowl family.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # Swagger UI from our own static files: the site must work offline (no CDN).
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Several models have a "state"; name each choice set after its model.
    "ENUM_NAME_OVERRIDES": {
        "SeasonStateEnum": "league.models.leagues.Season.State",
        "SeasonEntryStateEnum": "league.models.teams.SeasonEntry.State",
    },
}

# Celery: Redis when REDIS_URL is set; otherwise tasks run in-process, so the site needs no services.
REDIS_URL = env.read_redis_url(os.environ)
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_RESULT_BACKEND = REDIS_URL or "cache+memory://"
CELERY_TASK_ALWAYS_EAGER = REDIS_URL is None
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True  # a task whose worker dies is delivered again (tasks are idempotent)
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# How long Redis waits before delivering an unacknowledged task again (a worker that died mid-task).
# Tasks are idempotent, so a short timeout only costs a duplicate that does nothing; tests shorten it.
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": int(os.environ.get("CELERY_VISIBILITY_TIMEOUT", "3600"))}
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("CELERY_DEFAULT_QUEUE", "celery")
CELERY_BEAT_SCHEDULE: dict = {}
# Schedule: close rounds at their deadline and resolve unplayed fixtures (league.tasks).
CELERY_BEAT_SCHEDULE["close-due-rounds"] = {"task": "league.close_due_rounds", "schedule": 300.0}
CELERY_BEAT_SCHEDULE["close-due-playoff-matches"] = {"task": "league.close_due_playoff_matches", "schedule": 300.0}
# Post-match: MVP awards of fixtures conceded before their deadline (matches.tasks).
CELERY_BEAT_SCHEDULE["forfeit-post-matches"] = {"task": "matches.queue_forfeit_post_matches", "schedule": 300.0}
# Outbox (dugout/outbox): send again every job a broker outage or a dead worker left behind.
CELERY_BEAT_SCHEDULE["outbox-requeue-due"] = {"task": "outbox.requeue_due", "schedule": 60.0}
OUTBOX_RESEND_AFTER = int(os.environ.get("OUTBOX_RESEND_AFTER", "300"))  # sent, never started: send again
OUTBOX_STALLED_AFTER = int(os.environ.get("OUTBOX_STALLED_AFTER", "600"))  # started, never finished: stalled
OUTBOX_RETRY_AFTER = int(os.environ.get("OUTBOX_RETRY_AFTER", "60"))  # failed: due again after
# A worker running a report's post-match job runs up to this many reports' jobs waiting with it, in one
# transaction (games/dungeon_bowl/services/postmatch/batch.py); 1 runs each alone.
POSTMATCH_BATCH_SIZE = int(os.environ.get("POSTMATCH_BATCH_SIZE", "50"))
# Schedule and match reports: fixtures and reports both have an outcome, a finish and a status;
# name each choice set after its model in the API schema.
SPECTACULAR_SETTINGS.setdefault("ENUM_NAME_OVERRIDES", {}).update(
    {
        "FixtureOutcomeEnum": "league.models.schedule.Fixture.Outcome",
        "FixtureFinishEnum": "league.models.schedule.Fixture.Finish",
        "FixtureStatusEnum": "league.models.schedule.Fixture.Status",
        "MatchReportOutcomeEnum": "games.dungeon_bowl.models.reports.MatchReport.Outcome",
        "MatchReportFinishEnum": "games.dungeon_bowl.models.reports.MatchReport.Finish",
        "MatchReportStatusEnum": "games.dungeon_bowl.models.reports.MatchReport.Status",
    }
)

# Sign-in lockout and API throttles (dugout/lockout.py, dugout/throttling.py; README "Configuration").
# The cache holds the counts: Redis when REDIS_URL is set (shared by every web process), else this process.
CACHES = {
    "default": (
        {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL, "KEY_PREFIX": "dugout"}
        if REDIS_URL
        else {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    ),
    # Rendered pages (dugout/page_cache.py): each web process its own; at most ~300 pages of up to ~50 KB.
    "pages": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "pages",
              "OPTIONS": {"MAX_ENTRIES": 300}},
}
# How long a rendered page may be served again while the database has not changed: the most a page that
# reads the clock (a deadline passing) can lag it. 0 turns the page cache off.
PAGE_CACHE_SECONDS = int(os.environ.get("PAGE_CACHE_SECONDS", "30"))
LOGIN_FAILURES_PER_ACCOUNT = int(os.environ.get("LOGIN_FAILURES_PER_ACCOUNT", "5"))
LOGIN_FAILURES_PER_IP = int(os.environ.get("LOGIN_FAILURES_PER_IP", "20"))
LOGIN_LOCKOUT_SECONDS = int(os.environ.get("LOGIN_LOCKOUT_SECONDS", "900"))
# Behind a proxy: the request header carrying the client's address (X-Real-IP -> "HTTP_X_REAL_IP").
CLIENT_IP_HEADER = os.environ.get("CLIENT_IP_HEADER", "")
API_THROTTLE_RATES = {
    "anon": os.environ.get("API_THROTTLE_ANON", "120/minute") or None,
    "user": os.environ.get("API_THROTTLE_USER", "1200/minute") or None,
}
REST_FRAMEWORK["DEFAULT_THROTTLE_CLASSES"] = ["dugout.throttling.AnonThrottle", "dugout.throttling.UserThrottle"]

# Request limits on the API (dugout/limits.py): JSON 413 beyond the body size, JSON 400 beyond the nesting.
API_MAX_BODY_BYTES = int(os.environ.get("API_MAX_BODY_BYTES", str(1024 * 1024)))
API_MAX_JSON_DEPTH = int(os.environ.get("API_MAX_JSON_DEPTH", "32"))
MIDDLEWARE.insert(1, "dugout.limits.ApiBodyLimitMiddleware")  # after SecurityMiddleware
REST_FRAMEWORK["EXCEPTION_HANDLER"] = "dugout.api_errors.exception_handler"  # one error shape (README)
SPECTACULAR_SETTINGS["POSTPROCESSING_HOOKS"] = [
    "drf_spectacular.hooks.postprocess_schema_enums",  # the default hook, kept
    "dugout.api_schema.document_errors",  # every operation's error answers (dugout/api_schema.py)
]
REST_FRAMEWORK["DEFAULT_PARSER_CLASSES"] = [
    "dugout.limits.LimitedJSONParser",
    "rest_framework.parsers.FormParser",
    "rest_framework.parsers.MultiPartParser",
]

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}

if not DEBUG:
    SESSION_COOKIE_SECURE = env.read_bool(os.environ, "SECURE_COOKIES", default=True)
    CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE

# Notifications: email from EMAIL_URL (README "Configuration"; unset: printed to the log), webhooks, retries.
globals().update(env.read_email_url(os.environ))
DEFAULT_FROM_EMAIL = os.environ.get("EMAIL_FROM", "Dugout <dugout@localhost>")
SITE_URL = os.environ.get("SITE_URL", "http://localhost:8000")  # links in emails and webhooks
WEBHOOK_TIMEOUT = 10  # seconds a league's webhook receiver has to answer
NOTIFY_MAX_RETRIES = 6  # a failing email or webhook is tried again with backoff (30 s, 1 min, 2 min ... 1 h)
CELERY_BEAT_SCHEDULE["remind-deadlines"] = {"task": "notifications.remind_deadlines", "schedule": 900.0}
# Delivery retries ride the outbox (docs/notifications.md): backoff in seconds, doubled per failure, capped.
NOTIFY_RETRY_BACKOFF = int(os.environ.get("NOTIFY_RETRY_BACKOFF", "30"))
NOTIFY_RETRY_BACKOFF_MAX = int(os.environ.get("NOTIFY_RETRY_BACKOFF_MAX", "3600"))
# A delivery "sending" for longer than this was left by a dead worker: the beat sends it again.
NOTIFY_SENDING_TIMEOUT = int(os.environ.get("NOTIFY_SENDING_TIMEOUT", "300"))
# Whether a worker and beat retry failed sends; unset: yes unless tasks run in the web process (no REDIS_URL).
NOTIFY_RETRY_IN_BACKGROUND = (env.read_bool(os.environ, "NOTIFY_RETRY_IN_BACKGROUND", default=False)
                              if "NOTIFY_RETRY_IN_BACKGROUND" in os.environ else None)
CELERY_BEAT_SCHEDULE["notifications-resend-stuck"] = {"task": "notifications.resend_stuck", "schedule": 60.0}
# Webhook SSRF rules (notifications/webhook_guard.py): plain http:// only in development; private, loopback
# and link-local receivers only where NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS is on (tests, a developer's machine).
NOTIFICATIONS_WEBHOOK_ALLOW_HTTP = env.read_bool(os.environ, "NOTIFICATIONS_WEBHOOK_ALLOW_HTTP", default=DEBUG)
NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS = env.read_bool(os.environ, "NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS", default=False)
# HTTPS in production (README "Running it for real"): off by default so a trial over plain HTTP works; the
# documented production environment turns them on and `manage.py check --deploy` is then clean.
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.read_bool(os.environ, "SECURE_HSTS_INCLUDE_SUBDOMAINS", default=False)
SECURE_HSTS_PRELOAD = env.read_bool(os.environ, "SECURE_HSTS_PRELOAD", default=False)
SECURE_SSL_REDIRECT = env.read_bool(os.environ, "SECURE_SSL_REDIRECT", default=False)
# Behind a TLS proxy: trust its "X-Forwarded-Proto: https" (only when the proxy sets or strips that header).
if env.read_bool(os.environ, "SECURE_PROXY_SSL_HEADER", default=False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
# /healthz answers over plain HTTP too: a load balancer's probe must not be redirected.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]

# The API's anonymous throttle behind a proxy (dugout/env.py read_num_proxies; docs/api.md "Throttles"):
# NUM_PROXIES reverse proxies append to X-Forwarded-For, so the throttle keys on the client, not the proxy.
REST_FRAMEWORK["NUM_PROXIES"] = env.read_num_proxies(os.environ)

"""Reading settings from the environment.

Each reader names the variable in its error, so a malformed value stops start-up with a
message that says which variable to fix (ImproperlyConfigured).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off", ""}


def read_bool(environ: Mapping[str, str], name: str, *, default: bool) -> bool:
    raw = environ.get(name)
    if raw is None:
        return default
    word = raw.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise ImproperlyConfigured(f"{name} must be one of true/false/1/0/yes/no/on/off, not {raw!r}")


def read_secret_key(environ: Mapping[str, str], *, debug: bool) -> str:
    key = environ.get("SECRET_KEY", "")
    if key:
        if len(key) < 32:
            raise ImproperlyConfigured("SECRET_KEY must be at least 32 characters long")
        return key
    if debug:
        return "dev-only-insecure-secret-key-change-me-0123456789"
    raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off")


def read_allowed_hosts(environ: Mapping[str, str], *, debug: bool) -> list[str]:
    raw = environ.get("ALLOWED_HOSTS")
    if raw is None:
        if debug:
            return ["localhost", "127.0.0.1", "[::1]", "testserver"]
        raise ImproperlyConfigured("ALLOWED_HOSTS must be set when DEBUG is off (comma-separated host names)")
    hosts = [h.strip() for h in raw.split(",") if h.strip()]
    for host in hosts:
        if any(c.isspace() for c in host) or "/" in host:
            raise ImproperlyConfigured(f"ALLOWED_HOSTS has a malformed host name: {host!r}")
    if not hosts:
        raise ImproperlyConfigured("ALLOWED_HOSTS is set but names no host")
    return hosts


def read_database(environ: Mapping[str, str], *, base_dir: Path) -> dict:
    default = f"sqlite:///{base_dir / 'var' / 'dugout.sqlite3'}"
    raw = environ.get("DATABASE_URL") or default
    try:
        # Pooled connections (conn_max_age) are checked at the start of each request before reuse
        # (CONN_HEALTH_CHECKS): one PostgreSQL dropped (restart, failover) is replaced, not a 500.
        config = dj_database_url.parse(raw, conn_max_age=60, conn_health_checks=True)
    except Exception as exc:  # the library raises several kinds for a bad URL
        raise ImproperlyConfigured(f"DATABASE_URL is malformed ({exc}): {raw!r}") from exc
    if not config.get("ENGINE"):
        raise ImproperlyConfigured(f"DATABASE_URL names an unknown database scheme: {raw!r}")
    if config["ENGINE"] == "django.db.backends.sqlite3":
        # Wait for a lock instead of failing at once: Celery (in-process) and the site share the file.
        config.setdefault("OPTIONS", {})["timeout"] = 20
        Path(config["NAME"]).parent.mkdir(parents=True, exist_ok=True)
    return config


def read_redis_url(environ: Mapping[str, str]) -> str | None:
    raw = environ.get("REDIS_URL", "").strip()
    if not raw:
        return None
    if not raw.startswith(("redis://", "rediss://", "unix://")):
        raise ImproperlyConfigured(f"REDIS_URL must start with redis://, rediss:// or unix://, not {raw!r}")
    return raw


EMAIL_SCHEMES = {
    "smtp": (False, False), "smtp+tls": (True, False), "submission": (True, False), "smtps": (False, True),
    "smtp+ssl": (False, True),
}
EMAIL_BACKENDS = {
    "console": "django.core.mail.backends.console.EmailBackend",
    "locmem": "django.core.mail.backends.locmem.EmailBackend",
    "dummy": "django.core.mail.backends.dummy.EmailBackend",
}


def read_email_url(environ: Mapping[str, str]) -> dict:
    """EMAIL_URL as Django's email settings: smtp://user:password@host:port (plain, or STARTTLS with
    ?tls=true), smtp+tls:// (STARTTLS, port 587), smtp+ssl:// or smtps:// (TLS, port 465); console://
    (the default: mails are written to the log), locmem:// or dummy://. User and password are
    percent-encoded as in any URL."""
    from urllib.parse import parse_qs, unquote, urlsplit

    raw = environ.get("EMAIL_URL", "").strip() or "console://"
    try:
        parts = urlsplit(raw)
        port = parts.port
    except ValueError as exc:
        raise ImproperlyConfigured(f"EMAIL_URL is malformed ({exc}): {raw!r}") from exc
    scheme = parts.scheme.lower()
    if scheme in EMAIL_BACKENDS:
        return {"EMAIL_BACKEND": EMAIL_BACKENDS[scheme]}
    if scheme not in EMAIL_SCHEMES:
        known = ", ".join(f"{s}://" for s in [*EMAIL_SCHEMES, *EMAIL_BACKENDS])
        raise ImproperlyConfigured(f"EMAIL_URL must start with one of {known}; not {raw!r}")
    if not parts.hostname:
        raise ImproperlyConfigured(f"EMAIL_URL names no mail server host: {raw!r} (e.g. smtp+tls://user:pass@mail.example.org)")
    tls, ssl = EMAIL_SCHEMES[scheme]
    query = parse_qs(parts.query)
    if "tls" in query:
        tls = read_bool({"EMAIL_URL ?tls": query["tls"][-1]}, "EMAIL_URL ?tls", default=tls)
    if tls and ssl:
        raise ImproperlyConfigured("EMAIL_URL asks for both STARTTLS and SSL; choose smtp+tls:// or smtp+ssl://")
    return {
        "EMAIL_BACKEND": "django.core.mail.backends.smtp.EmailBackend",
        "EMAIL_HOST": parts.hostname,
        "EMAIL_PORT": port or (465 if ssl else 587 if tls else 25),
        "EMAIL_HOST_USER": unquote(parts.username or ""),
        "EMAIL_HOST_PASSWORD": unquote(parts.password or ""),
        "EMAIL_USE_TLS": tls,
        "EMAIL_USE_SSL": ssl,
        "EMAIL_TIMEOUT": 10,
    }


def read_num_proxies(environ: Mapping[str, str]) -> int:
    """NUM_PROXIES: how many reverse proxies in front of the site append the client's address to
    X-Forwarded-For. The API's anonymous throttle keys on the address that many entries from the end;
    0 (the default: no proxy) keys on the connection's address and ignores the header, which a client
    could otherwise fill with a new address per request."""
    raw = environ.get("NUM_PROXIES", "0").strip() or "0"
    if not raw.isdigit():
        raise ImproperlyConfigured(f"NUM_PROXIES must be a whole number of proxies (0 without a proxy), not {raw!r}")
    return int(raw)

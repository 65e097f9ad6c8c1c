"""Whole pages served again while the database has not changed since they were rendered (issue #21).

A page marked `@cacheable` is kept, rendered, per viewer: the key holds everything the answer can depend on
that arrives with the request (address, host, the session and CSRF cookies, language cookie and header, an
Authorization header, HTMX's headers) and the database's state, PostgreSQL's `pg_current_snapshot()`. The
snapshot names the write transactions that have committed; it changes when any of them commits, so a page
is never served after a write anywhere, and nothing on a write path has to remember to invalidate it (one
forgotten signal would otherwise show a stale page). A page rendered while a write commits is newer than its
key, never older: the snapshot is read before the view runs and each of the view's queries sees at least
what it saw. Pages that depend on the clock (deadlines) may lag it by at most PAGE_CACHE_SECONDS.

It is off where the snapshot does not say what a request sees: on SQLite (`make run`), and inside a
transaction (a test's, or a view's own), whose own writes do not change the snapshot. It stores nothing a
viewer must not be given twice: only 200 answers to GETs, setting no cookie but the CSRF one the request
already carries (so a page's CSRF token is that viewer's), while no flash message is waiting.

It runs before the sessions, authentication and language middleware, whose work a served page does not need:
the session cookie in the key stands for the viewer, as the session row behind it is in the snapshot.
docs/decisions.md ("Pages served from a cache") records the choice.
"""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.contrib.messages.storage.cookie import CookieStorage
from django.core.cache import caches
from django.core.exceptions import DisallowedHost
from django.db import DatabaseError, connection
from django.http import HttpResponse
from django.urls import Resolver404, resolve

CACHE_ALIAS = "pages"
# The request headers, besides the cookies, that a page's answer can depend on.
_HEADERS = ("HTTP_ACCEPT_LANGUAGE", "HTTP_AUTHORIZATION", "HTTP_HX_REQUEST", "HTTP_HX_TARGET",
            "HTTP_HX_TRIGGER", "HTTP_HX_CURRENT_URL", "HTTP_HX_BOOSTED", "HTTP_ACCEPT")


def cacheable(view):
    """Marks a read-only view whose rendered answer may be served again to the same viewer (see above)."""
    view.page_cacheable = True
    return view


def _marked(func) -> bool:
    # A REST framework view is the function as_view() made; the mark is on its class.
    return getattr(func, "page_cacheable", False) or getattr(getattr(func, "cls", None), "page_cacheable", False)


def database_state() -> str | None:
    """The committed write transactions as this connection sees them, or None where that cannot be known."""
    if connection.vendor != "postgresql" or connection.in_atomic_block:
        return None
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_current_snapshot()::text")
            return cursor.fetchone()[0]
    except DatabaseError:  # the view will meet the same trouble and answer it its own way
        return None


def _key(request) -> str | None:
    if request.method != "GET" or settings.PAGE_CACHE_SECONDS <= 0:
        return None
    cookies = request.COOKIES
    if CookieStorage.cookie_name in cookies:  # a flash message waits: the page must show it, once
        return None
    try:
        if not _marked(resolve(request.path_info).func):
            return None
        host = request.get_host()
    except (Resolver404, DisallowedHost):  # the usual path answers these
        return None
    state = database_state()
    if state is None:
        return None
    parts = [request.get_full_path(), host, state, cookies.get(settings.SESSION_COOKIE_NAME, ""),
             cookies.get(settings.CSRF_COOKIE_NAME, ""), cookies.get(settings.LANGUAGE_COOKIE_NAME, ""),
             *(request.META.get(name, "") for name in _HEADERS)]
    return "page:" + hashlib.sha256("\x00".join(parts).encode()).hexdigest()


def _storable(request, response) -> bool:
    if response.status_code != 200 or response.streaming:
        return False
    if set(response.cookies) - {settings.CSRF_COOKIE_NAME}:  # a session saved, a message consumed, a login
        return False
    # A CSRF cookie other than the one the request carried: the page holds a token of a secret made for this
    # answer alone (the viewer had none, or a bad one); served again, it would be another viewer's token.
    csrf = response.cookies.get(settings.CSRF_COOKIE_NAME)
    if csrf is not None and csrf.value != request.COOKIES.get(settings.CSRF_COOKIE_NAME):
        return False
    control = response.get("Cache-Control", "")
    return "no-store" not in control and "no-cache" not in control


class PageCacheMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        key = _key(request)
        if key is None:
            return self.get_response(request)
        cache = caches[CACHE_ALIAS]
        kept = cache.get(key)
        if kept is not None:
            status, headers, content = kept
            response = HttpResponse(content, status=status)
            for name, value in headers:
                response[name] = value
            return response
        response = self.get_response(request)
        if _storable(request, response):
            headers = [(name, value) for name, value in response.items() if name.lower() != "content-length"]
            cache.set(key, (response.status_code, headers, response.content), settings.PAGE_CACHE_SECONDS)
        return response

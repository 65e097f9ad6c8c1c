"""Sign-in throttling and lockout for the login page and the API token endpoint (issue #23).

Failed sign-ins are counted in the cache per account (the username, as typed, lower-cased) and per client
address (REMOTE_ADDR, or the proxy's CLIENT_IP_HEADER: README "Configuration").
After LOGIN_FAILURES_PER_ACCOUNT failures for an account, or LOGIN_FAILURES_PER_IP from one address, within
LOGIN_LOCKOUT_SECONDS, every sign-in for that account or from that address is refused, even with the right
password, until the window ends. A successful sign-in clears the account's count (not the address's: one
valid account must not reset an attacker's address).
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.views import LoginView
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.utils.translation import gettext as _
from rest_framework.authtoken.views import ObtainAuthToken
from rest_framework.exceptions import Throttled
from rest_framework.exceptions import ValidationError as DRFValidationError


def client_address(request) -> str:
    """The client's address: REMOTE_ADDR, or behind a proxy the header it sets (CLIENT_IP_HEADER, e.g.
    X-Real-IP; its first address), so one proxy's address does not lock every user behind it."""
    if request is None:
        return ""
    header = settings.CLIENT_IP_HEADER
    forwarded = request.META.get(header, "") if header else ""
    return forwarded.split(",")[0].strip() or request.META.get("REMOTE_ADDR", "")


def _keys(request, username: str) -> list[tuple[str, int]]:
    address = client_address(request)
    return [
        (f"lockout:account:{(username or '').strip().lower()}", settings.LOGIN_FAILURES_PER_ACCOUNT),
        (f"lockout:ip:{address}", settings.LOGIN_FAILURES_PER_IP),
    ]


def is_locked(request, username: str) -> bool:
    counts = cache.get_many([key for key, _limit in _keys(request, username)])
    return any(counts.get(key, 0) >= limit for key, limit in _keys(request, username))


def record_failure(request, username: str) -> None:
    for key, _limit in _keys(request, username):
        cache.add(key, 0, timeout=settings.LOGIN_LOCKOUT_SECONDS)  # the window starts at the first failure
        try:
            cache.incr(key)
        except ValueError:  # expired between add and incr: start again
            cache.set(key, 1, timeout=settings.LOGIN_LOCKOUT_SECONDS)


def record_success(request, username: str) -> None:
    cache.delete(_keys(request, username)[0][0])


def locked_message() -> str:
    minutes = max(1, settings.LOGIN_LOCKOUT_SECONDS // 60)
    return _("Too many failed sign-ins for this account or from this address: signing in is blocked for up to "
             "%(minutes)d minutes. Try again later, or reset your password.") % {"minutes": minutes}


class LockoutAuthenticationForm(AuthenticationForm):
    """Django's sign-in form, refusing locked accounts and addresses and counting failures."""

    locked = False

    def clean(self):
        username = self.cleaned_data.get("username", "")
        if is_locked(self.request, username):
            self.locked = True
            raise ValidationError(locked_message(), code="locked")
        try:
            cleaned = super().clean()
        except ValidationError:
            record_failure(self.request, username)
            raise
        record_success(self.request, username)
        return cleaned


class LockoutLoginView(LoginView):
    form_class = LockoutAuthenticationForm

    def form_invalid(self, form):
        response = super().form_invalid(form)
        if form.locked:
            response.status_code = 429
            response["Retry-After"] = str(settings.LOGIN_LOCKOUT_SECONDS)
        return response


class LockoutObtainAuthToken(ObtainAuthToken):
    """POST username and password, get the token; refused with 429 while the account or address is locked."""

    def post(self, request, *args, **kwargs):
        username = str(request.data.get("username", "")) if hasattr(request.data, "get") else ""
        if is_locked(request, username):
            raise Throttled(wait=settings.LOGIN_LOCKOUT_SECONDS, detail=locked_message())
        try:
            response = super().post(request, *args, **kwargs)
        except DRFValidationError:
            record_failure(request, username)
            raise
        record_success(request, username)
        return response

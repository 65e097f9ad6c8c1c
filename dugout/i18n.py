"""Which language a page is in (docs/i18n.md): the coach's saved choice, else the session/cookie set by the
switcher, else the browser's Accept-Language, else English. URLs carry no language."""

from __future__ import annotations

from django.conf import settings
from django.utils import translation
from django.views.i18n import set_language as django_set_language

SUPPORTED = {code for code, _name in settings.LANGUAGES}


def coach_language(user) -> str:
    """The language a user chose and saved ('' when none): pages and emails to them use it."""
    coach = getattr(user, "coach", None) if user is not None and user.is_authenticated else None
    language = getattr(coach, "language", "") or ""
    return language if language in SUPPORTED else ""


def user_language(user) -> str:
    """The language to write to this user in when no request says otherwise (emails): theirs, else the site's."""
    return coach_language(user) or translation.get_supported_language_variant(settings.LANGUAGE_CODE)


class CoachLanguageMiddleware:
    """After LocaleMiddleware and AuthenticationMiddleware: a signed-in coach's saved language wins over the
    session, the cookie and the browser, so the choice follows the coach to any device."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        language = coach_language(getattr(request, "user", None))
        if language:
            translation.activate(language)
            request.LANGUAGE_CODE = language
        return self.get_response(request)


def set_language(request):
    """Django's set_language (cookie, redirect to `next`), and for a signed-in coach the choice is saved."""
    response = django_set_language(request)
    language = request.POST.get("language", "")
    if request.method == "POST" and language in SUPPORTED and request.user.is_authenticated:
        from league.services.accounts import save_language

        save_language(coach=request.user.coach, language=language)
    return response

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


class Later(str):
    """A sentence stored once and read in each reader's language (a notification, its email).

    The string itself is the English sentence, so code that stores or prints it keeps working; `msgid` and
    `params` let the reader's language render it again (`in_language`). Params are stored as English text and
    translated one by one when read: a season state ("Regular season") is in the catalogue, a team name is not.
    """

    msgid: str
    params: dict

    def __new__(cls, msgid: str, params: dict):
        with translation.override(settings.LANGUAGE_CODE):
            english = {k: str(v) for k, v in params.items()}
        self = super().__new__(cls, msgid % english if english else msgid)
        # A Later param (a fixture's "A v B") is kept as its own sentence, read in the reader's language too.
        self.msgid = msgid
        self.params = {k: v.stored() if isinstance(v, Later) else english[k] for k, v in params.items()}
        return self

    def stored(self) -> dict:
        return {"msgid": self.msgid, "params": self.params}


def later(msgid: str, **params) -> Later:
    """`later(gettext_noop("%(team)s reported %(fixture)s."), team=..., fixture=...)`: gettext_noop marks the
    sentence for the catalogue; it is translated when read, in the reader's language."""
    return Later(msgid, params)


def read_stored(message: dict, fallback: str) -> str:
    """A stored Later sentence in the active language (the fallback text when there is none)."""
    if not message or "msgid" not in message:
        return fallback
    params = {k: read_stored(v, "") if isinstance(v, dict) else translation.gettext(v) if v else v
              for k, v in (message.get("params") or {}).items()}
    try:
        return translation.gettext(message["msgid"]) % params if params else translation.gettext(message["msgid"])
    except (KeyError, ValueError, TypeError):  # a catalogue entry that lost a placeholder: the stored text
        return fallback

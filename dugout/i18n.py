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


def shown(message):
    """An engine message in the active language (docs/i18n.md, "The engine's messages").

    The engine builds its messages with `engine.breach.gettext_noop(template, **values)`: the Sentence is the
    English text and keeps its msgid template and values. Here the template is translated and filled with the
    values shown in turn: a nested Sentence ("a random Primary skill") the same way, a rules `Name` (a skill,
    a College, an inducement) through the rules names' catalogues, `Names` one by one, `Gold` with the locale's
    grouping. Anything else (a team's name, a number, a message the services already translated) is left as
    it is, so any message may pass through here.
    """
    from engine.breach import Gold, Name, Names, Sentence

    if isinstance(message, Sentence):
        values = {key: shown(value) for key, value in message.params.items()}
        try:
            return translation.gettext(message.template).format(**values)
        except (KeyError, IndexError, ValueError):  # a catalogue entry that lost a placeholder: the English text
            return str(message)
    if isinstance(message, Names):
        return message.separator.join(shown(item) if isinstance(item, Sentence | Name | Names | Gold) else translation.gettext(item)
                              for item in message.items)
    if isinstance(message, Name):
        return translation.gettext(str(message)) if message else str(message)
    if isinstance(message, Gold):
        from league.templatetags.money import gp  # the pages' own gold filter: one way to write money

        return gp(message.amount)
    return message


def breach_text(breach) -> str:
    """A RuleBreach (or a (rule, message) pair) as a page shows it: the message in the active language, then
    its rulebook section, "... (§4.3)"."""
    rule, message = (breach if isinstance(breach, tuple) else (breach.rule, breach.message))
    return f"{shown(message)} ({rule})" if rule else str(shown(message))


def stored_sentence(message) -> dict:
    """An engine Sentence as JSON, to keep beside its English text (a roll's reason, docs/i18n.md): its template
    and its values, each tagged by kind so `from_stored` rebuilds the same Sentence. A plain string (a reason
    written before the engine marked it, or never marked) gives {}, and its English text is shown as it is."""
    from engine.breach import Sentence

    return _stored_value(message) if isinstance(message, Sentence) else {}


def _stored_value(value):
    from engine.breach import Gold, Name, Names, Sentence

    if isinstance(value, Sentence):
        return {"template": value.template, "values": {k: _stored_value(v) for k, v in value.params.items()}}
    if isinstance(value, Names):
        return {"names": [_stored_value(item) for item in value.items], "separator": value.separator}
    if isinstance(value, Name):
        return {"name": str(value)}
    if isinstance(value, Gold):
        return {"gp": value.amount}
    if isinstance(value, bool | int | float):
        return value
    return str(value)  # a player's or a team's name, a characteristic: shown as it is


def from_stored(stored):
    """The Sentence (or value) `stored_sentence` kept."""
    from engine.breach import Gold, Name, Names, Sentence

    if not isinstance(stored, dict):
        return stored
    if "template" in stored:
        return Sentence(stored["template"], {k: from_stored(v) for k, v in (stored.get("values") or {}).items()})
    if "names" in stored:
        return Names([from_stored(item) for item in stored["names"]], stored.get("separator", ", "))
    if "name" in stored:
        return Name(stored["name"])
    if "gp" in stored:
        return Gold(stored["gp"])
    return str(stored)


def shown_stored(english: str, stored) -> str:
    """A stored reason in the active language: its Sentence translated, or the English text when none was kept
    (an old row) or it cannot be rebuilt."""
    if not stored:
        return english
    try:
        return shown(from_stored(stored))
    except (KeyError, TypeError, ValueError, AttributeError):
        return english

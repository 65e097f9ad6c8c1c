"""An engine RuleBreach in the reader's language (docs/i18n.md): `{% load breaches %}{{ b|breach }}` reads
"a team may never have more than 16 players; this team has 17 (§4.4)" in that language, its section kept;
`{{ roll|roll_why }}` reads why the server rolled a die in that language; `{{ message|sentence }}` any other engine
message (a Sentence, e.g. a step of Team Manager's season end)."""

from django import template

from dugout.i18n import breach_text, shown, shown_stored

register = template.Library()


@register.filter
def breach(value) -> str:
    """A RuleBreach or a (rule, message) pair, translated; any other value as it is."""
    return breach_text(value) if hasattr(value, "rule") or isinstance(value, tuple) else value


@register.filter
def roll_why(roll) -> str:
    """Why the server rolled a die, in the reader's language: a roll row (PostMatchRoll, ServerRoll) or a stored
    roll dict (a JSON list of rolls), whose `why_sentence` keeps the engine's template and values beside the English
    `why`. A row stored before that has none: its English text is shown."""
    if isinstance(roll, dict):
        return shown_stored(roll.get("why", ""), roll.get("why_sentence"))
    return shown_stored(getattr(roll, "why", ""), getattr(roll, "why_sentence", None))


@register.filter
def sentence(value) -> str:
    """An engine message (`engine.breach.gettext_noop` Sentence) in the reader's language; any other value as it is."""
    return shown(value)

"""An engine RuleBreach in the reader's language (docs/i18n.md): `{% load breaches %}{{ b|breach }}` reads
"a team may never have more than 16 players; this team has 17 (§4.4)" in that language, its section kept."""

from django import template

from dugout.i18n import breach_text

register = template.Library()


@register.filter
def breach(value) -> str:
    """A RuleBreach or a (rule, message) pair, translated; any other value as it is."""
    return breach_text(value) if hasattr(value, "rule") or isinstance(value, tuple) else value

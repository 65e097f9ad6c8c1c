"""`{% load rules_names %}`: show an engine name (skill, position, College, card...) or rule text in the page's
language.

The engine keeps its names in English (it is pure Python, no Django); games/<app>/rules_names.py puts every
one in the app's catalogue, and these filters look them up at display. Shared by every game's templates
(a template library is global once its app is installed; games/ itself is not an app).
"""

from django import template
from django.utils.translation import gettext

register = template.Library()


@register.filter
def rules_name(name):
    """One name, translated: `{{ position.name|rules_name }}`; anything empty or not a string is left as is."""
    return gettext(name) if isinstance(name, str) and name else name


@register.filter
def rules_text(text):
    """A rule text (an inducement's effect, a Coach Trait's rule, the friendlies' sentence), translated: the
    generated modules list them under TEXTS beside the names. `{{ trait.rule|rules_text }}`."""
    return gettext(text) if isinstance(text, str) and text else text


@register.filter
def rules_names(names, separator=", "):
    """A list of names translated and joined: `{{ position.skills|rules_names }}`."""
    return separator.join(gettext(n) if isinstance(n, str) and n else str(n) for n in names or ())

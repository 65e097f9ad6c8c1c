"""Gold pieces in the reader's locale (docs/i18n.md): `{% load money %}{{ team.treasury|gp }}` reads
"1,150,000 gp" in English, "1.150.000 gp" in Italian and "1 150 000 gp" (non-breaking spaces) in Hungarian."""

from django import template
from django.utils.formats import number_format
from django.utils.translation import gettext

register = template.Library()


@register.filter
def gp(value) -> str:
    """A whole number of gold pieces with the active locale's grouping and unit; anything else as it is."""
    try:
        amount = int(value)
    except (TypeError, ValueError):
        return value
    return gettext("%(amount)s gp") % {"amount": number_format(amount, decimal_pos=0, force_grouping=True)}

"""Forms built from a game's schemas (engine/rulesets/contract.Field): its league settings, and the
per-side and per-match values of a match report. One builder, so every game gets the same widgets."""

from __future__ import annotations

from collections.abc import Iterable

from django import forms
from django.utils.translation import gettext

from engine.rulesets.contract import Field


def form_field(field: Field, *, initial=None) -> forms.Field:
    """The Django form field for one schema Field, labelled and explained as the rulebook says, in the reader's
    language: the engine's label, choices and help are English msgids the games' rules_names.py catalogue
    (forms are built per request, so gettext reads the request's language)."""
    help_words = gettext(field.help) if field.help else ""
    help_text = f"{help_words} ({field.section})" if help_words and field.section else help_words or field.section
    common = {"label": gettext(field.label), "help_text": help_text,
              "initial": field.default if initial is None else initial}
    if field.kind == "bool":
        return forms.BooleanField(required=False, **common)
    if field.kind == "int":
        return forms.IntegerField(min_value=field.minimum, max_value=field.maximum, **common)
    if field.kind == "many":
        return forms.MultipleChoiceField(required=False, choices=_choices(field), widget=forms.CheckboxSelectMultiple,
                                         **common)
    if field.kind == "choice":
        return forms.ChoiceField(choices=_choices(field), **common)
    return forms.CharField(max_length=120, **common)


def _choices(field: Field) -> list[tuple[str, str]]:
    return [(value, gettext(label)) for value, label in field.choices]


def add_schema_fields(form: forms.Form, schema: Iterable[Field], *, prefix: str = "", values=None) -> list[str]:
    """Add a field per schema Field to `form` (names `prefix` + key); returns the names added."""
    names = []
    for field in schema:
        name = f"{prefix}{field.key}"
        form.fields[name] = form_field(field, initial=(values or {}).get(field.key))
        names.append(name)
    return names

"""Forms built from a game's schemas (engine/rulesets/contract.Field): its league settings, and the
per-side and per-match values of a match report. One builder, so every game gets the same widgets."""

from __future__ import annotations

from collections.abc import Iterable

from django import forms

from engine.rulesets.contract import Field


def form_field(field: Field, *, initial=None) -> forms.Field:
    """The Django form field for one schema Field, labelled and explained as the rulebook says."""
    help_text = f"{field.help} ({field.section})" if field.help and field.section else field.help or field.section
    common = {"label": field.label, "help_text": help_text, "initial": field.default if initial is None else initial}
    if field.kind == "bool":
        return forms.BooleanField(required=False, **common)
    if field.kind == "int":
        return forms.IntegerField(min_value=field.minimum, max_value=field.maximum, **common)
    if field.kind == "many":
        return forms.MultipleChoiceField(required=False, choices=field.choices, widget=forms.CheckboxSelectMultiple,
                                         **common)
    if field.kind == "choice":
        return forms.ChoiceField(choices=field.choices, **common)
    return forms.CharField(max_length=120, **common)


def add_schema_fields(form: forms.Form, schema: Iterable[Field], *, prefix: str = "", values=None) -> list[str]:
    """Add a field per schema Field to `form` (names `prefix` + key); returns the names added."""
    names = []
    for field in schema:
        name = f"{prefix}{field.key}"
        form.fields[name] = form_field(field, initial=(values or {}).get(field.key))
        names.append(name)
    return names

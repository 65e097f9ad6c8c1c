"""The core's match forms: a result report built from a ruleset's result fields (any game)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.rulesets.model import Ruleset
from league.forms import add_schema_fields


def score_is_computed(rules) -> bool:
    """The ruleset computes a side's score from its result data, so a report gives no score of its own."""
    return type(rules).score_of is not Ruleset.score_of


class ResultForm(forms.Form):
    """One group of fields per side (the ruleset's side fields), then the match's fields."""

    def __init__(self, *args, rules, sides, with_reason: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        self.rules, self.sides = rules, list(sides)
        self.side_names = []
        for i, _team in enumerate(self.sides):
            names = []
            if not score_is_computed(rules):
                self.fields[f"s{i}_score"] = forms.IntegerField(min_value=0, max_value=999, initial=0,
                                                                label=rules.score_label)
                names.append(f"s{i}_score")
            names += add_schema_fields(self, rules.side_fields, prefix=f"s{i}_")
            self.side_names.append(names)
        self.match_names = add_schema_fields(self, rules.match_fields, prefix="m_")
        for field in self.fields.values():  # a value left out is the rulebook's default (0, "played to the end")
            if isinstance(field, forms.IntegerField | forms.ChoiceField) and not isinstance(
                    field, forms.MultipleChoiceField):
                field.required = False
        if with_reason:
            self.fields["reason"] = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}), label=_("Reason"),
                                                    help_text=_("Shown on the audit page."))
            self.match_names.append("reason")

    def groups(self) -> list[tuple[str, list]]:
        groups = [(f"{team} ({team.coach})", [self[n] for n in names])
                  for team, names in zip(self.sides, self.side_names, strict=True)]
        if self.match_names:
            groups.append((_("The match"), [self[n] for n in self.match_names]))
        return groups

    def report(self) -> tuple[list[dict], dict]:
        """The result flow's sides (by team) and match values."""
        data, sides = self.cleaned_data, []
        for i, team in enumerate(self.sides):
            prefix = f"s{i}_"
            values = {f.key: self._value(prefix, f) for f in self.rules.side_fields}
            sides.append({"team": team.pk, "score": data.get(f"{prefix}score") or 0, "data": values})
        return sides, {f.key: self._value("m_", f) for f in self.rules.match_fields}

    def _value(self, prefix: str, field):
        value = self.cleaned_data.get(prefix + field.key)
        return field.default if value is None or value == "" else value

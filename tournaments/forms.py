"""A tournament's forms: the organiser's settings (with the tie-breakers in order), a team's registration,
and a game's result built from its ruleset's result fields (any game)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

import engine.rulesets
from engine.rulesets.model import Ruleset
from league.forms import add_schema_fields
from tournaments.models import Tournament

NONE = ""
TIE_BREAKER_SLOTS = 4


class TournamentForm(forms.Form):
    name = forms.CharField(max_length=120, label=_("Tournament name"))
    ruleset = forms.ChoiceField(label=_("Game"), choices=())
    format = forms.ChoiceField(label=_("Format"), choices=Tournament.Format.choices)
    rounds = forms.IntegerField(label=_("Swiss rounds"), min_value=0, max_value=20, initial=0,
                                help_text=_("0: enough rounds for one unbeaten team."))
    points = forms.ChoiceField(label=_("Points"), choices=Tournament.Scheme.choices)
    bye_result = forms.ChoiceField(label=_("A bye counts as"), choices=Tournament.ByeResult.choices)
    bye_score_for = forms.IntegerField(label=_("Bye: score for"), min_value=0, max_value=99, initial=0)
    bye_score_against = forms.IntegerField(label=_("Bye: score against"), min_value=0, max_value=99, initial=0)
    round_minutes = forms.IntegerField(label=_("Minutes per round"), min_value=10, max_value=10080, initial=150)
    starts_on = forms.DateField(label=_("First day"), required=False, widget=forms.DateInput(attrs={"type": "date"}))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["ruleset"].choices = engine.rulesets.available()
        choices = [(NONE, _("— none —")), *Tournament.TieBreaker.choices]
        defaults = Tournament().order
        for i in range(TIE_BREAKER_SLOTS):
            self.fields[f"tie_breaker_{i + 1}"] = forms.ChoiceField(
                label=_("Tie-breaker %(n)d") % {"n": i + 1}, choices=choices, required=False,
                initial=defaults[i] if i < len(defaults) else NONE)

    def clean(self):
        data = super().clean()
        order = [data.get(f"tie_breaker_{i + 1}") for i in range(TIE_BREAKER_SLOTS)]
        order = [k for k in order if k]
        if len(set(order)) != len(order):
            raise forms.ValidationError(_("Each tie-breaker is used once in the order."))
        data["tie_breakers"] = order
        return data

    def values(self) -> dict:
        data = self.cleaned_data
        keys = ("name", "ruleset", "format", "rounds", "points", "bye_result", "bye_score_for", "bye_score_against",
                "round_minutes", "starts_on", "tie_breakers")
        return {k: data[k] for k in keys}


class RegisterForm(forms.Form):
    name = forms.CharField(max_length=120, label=_("Team name"))
    roster = forms.CharField(max_length=40, label=_("Team"))

    def __init__(self, *args, rosters: list[tuple[str, str]], **kwargs):
        super().__init__(*args, **kwargs)
        if rosters:
            self.fields["roster"] = forms.ChoiceField(label=_("Roster"), choices=rosters)


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
        for field in self.fields.values():  # a value left out is the rulebook's default
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
        data, sides = self.cleaned_data, []
        for i, team in enumerate(self.sides):
            prefix = f"s{i}_"
            values = {f.key: self._value(prefix, f) for f in self.rules.side_fields}
            sides.append({"team": team.pk, "score": data.get(f"{prefix}score") or 0, "data": values})
        return sides, {f.key: self._value("m_", f) for f in self.rules.match_fields}

    def _value(self, prefix: str, field):
        value = self.cleaned_data.get(prefix + field.key)
        return field.default if value is None or value == "" else value

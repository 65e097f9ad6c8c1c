"""A tournament's forms: the organiser's settings (with the tie-breakers in order) and a team's registration;
a game's result is the core's form (matches/forms.py)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

import engine.rulesets
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

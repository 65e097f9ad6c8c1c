"""Kaosball's forms: a league with its settings (the ruleset's schema), joining with a team, a friendly of
two to four teams, and a match report built from the ruleset's result fields."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from league.forms import add_schema_fields
from matches.forms import ResultForm


class LeagueForm(forms.Form):
    name = forms.CharField(max_length=120, label=_("League name"))

    def __init__(self, *args, rules, values=None, with_name: bool = True, **kwargs):
        super().__init__(*args, **kwargs)
        if not with_name:
            del self.fields["name"]
        self.setting_names = add_schema_fields(self, rules.settings_schema, prefix="setting_", values=values)

    def settings(self) -> dict:
        return {name.removeprefix("setting_"): self.cleaned_data[name] for name in self.setting_names}


class JoinForm(forms.Form):
    team_name = forms.CharField(max_length=120, label=_("Team name"))
    team_key = forms.ChoiceField(label=_("Kaosball team"), choices=())

    def __init__(self, *args, team_names: dict, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["team_key"].choices = list(team_names.items())


class ReportForm(ResultForm):
    """A match report: the core's result form (one group of fields per side, then the match's fields)."""

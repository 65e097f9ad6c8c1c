"""The match report form: the result, then one row per player of both teams."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from games.dungeon_bowl.models import MatchReport, PlayerLine
from games.dungeon_bowl.services.journeymen import match_players
from games.dungeon_bowl.services.reports import COUNT_FIELDS, LineData, ReportData

LINE_LABELS = {
    "pass_completions": "Comp",
    "throw_completions": "TTM",
    "deflections": "Defl",
    "interceptions": "Int",
    "casualties_caused": "CAS",
}


class ReportForm(forms.Form):
    outcome = forms.ChoiceField(choices=MatchReport.Outcome.choices, label=_("Result"))
    finish = forms.ChoiceField(choices=MatchReport.Finish.choices, label=_("How it ended"))
    scorer = forms.TypedChoiceField(coerce=int, required=False, empty_value=None, label=_("Winning touchdown scored by"))
    conceded_by = forms.TypedChoiceField(coerce=int, required=False, empty_value=None, label=_("Conceded by"))

    def __init__(self, *args, fixture, report: MatchReport | None = None, **kwargs):
        self.fixture = fixture
        self.sides = []
        initial = kwargs.pop("initial", None) or {}
        existing = {ln.player_id: ln for ln in report.lines.all()} if report else {}
        if report:
            initial.update(outcome=report.outcome, finish=report.finish, scorer=report.scorer_id, conceded_by=report.conceded_by_id)
        super().__init__(*args, initial=initial, **kwargs)
        self.fields["outcome"].choices = [
            ("home_win", f"{fixture.home} win"), ("away_win", f"{fixture.away} win"), ("draw", "Draw (time limit only, §6.16)")
        ]
        self.fields["conceded_by"].choices = [("", "—"), (fixture.home_id, str(fixture.home)), (fixture.away_id, str(fixture.away))]
        scorer_choices = [("", "—")]
        for team in (fixture.home, fixture.away):
            players = list(match_players(fixture).filter(team=team).order_by("number"))
            scorer_choices.append((str(team), [(p.pk, f"#{p.number} {p.name}") for p in players]))
            rows = []
            for p in players:
                line = existing.get(p.pk)
                names = {}
                for field in COUNT_FIELDS:
                    name = f"p{p.pk}_{field}"
                    self.fields[name] = forms.IntegerField(
                        min_value=0, max_value=50, required=False, label=LINE_LABELS[field],
                        initial=getattr(line, field) if line else 0,
                        widget=forms.NumberInput(attrs={"inputmode": "numeric", "aria-label": f"{p.name} {field.replace('_', ' ')}"}),
                    )
                    names[field] = name
                for field, choices in (("casualty", PlayerLine.Casualty.choices), ("lasting_injury", PlayerLine.Lasting.choices)):
                    name = f"p{p.pk}_{field}"
                    self.fields[name] = forms.ChoiceField(
                        choices=choices, required=False, initial=getattr(line, field) if line else "",
                        widget=forms.Select(attrs={"aria-label": f"{p.name} {field.replace('_', ' ')}"}),
                    )
                    names[field] = name
                name = f"p{p.pk}_ejected"
                self.fields[name] = forms.BooleanField(required=False, initial=line.ejected if line else False,
                                                       widget=forms.CheckboxInput(attrs={"aria-label": f"{p.name} ejected"}))
                names["ejected"] = name
                labels = self.headers()
                order = (*COUNT_FIELDS, "casualty", "lasting_injury", "ejected")
                rows.append((p, [(labels[i], self[names[f]]) for i, f in enumerate(order)]))
            self.sides.append((team, rows))
        self.fields["scorer"].choices = scorer_choices

    def to_data(self) -> ReportData:
        cd = self.cleaned_data
        lines = []
        for _team, rows in self.sides:
            for p, _fields in rows:
                values = {f: cd.get(f"p{p.pk}_{f}") or 0 for f in COUNT_FIELDS}
                lines.append(LineData(
                    player_id=p.pk, **values,
                    casualty=cd.get(f"p{p.pk}_casualty") or "",
                    lasting_injury=cd.get(f"p{p.pk}_lasting_injury") or "",
                    ejected=bool(cd.get(f"p{p.pk}_ejected")),
                ))
        return ReportData(
            outcome=cd["outcome"], finish=cd["finish"], scorer_id=cd.get("scorer"), conceded_by_id=cd.get("conceded_by"),
            lines=lines,
        )

    @staticmethod
    def headers() -> list[str]:
        return [*LINE_LABELS.values(), "Casualty suffered", "Lasting injury", "Ejected"]

"""Team Manager's forms: a league, a game's table, a week's entry, the season's end, the scoring helper."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.rulesets.team_manager.data import TOKENS
from engine.rulesets.team_manager.season import COUNTS, LENGTHS, SPIKE_CARDS
from games.team_manager.models import TEAM_CHOICES

LABELS = {"fans_gained": _("Fans gained"), "fans_lost": _("Fans lost"), "star_players": _("Star Players"),
          "team_upgrades": _("Team Upgrades"), "staff_upgrades": _("Staff Upgrades"),
          "cheat_tokens": _("Cheat tokens revealed")}
HIGHLIGHT_RESULTS = [("", "—"), ("win", _("won")), ("loss", _("lost")), ("draw", _("drew"))]
TOURNAMENT_RESULTS = [("", "—"), ("win", _("winner")), ("second", _("second")), ("defeat", _("Defeat!"))]


class LeagueForm(forms.Form):
    name = forms.CharField(max_length=120, label=_("League name"))
    season_length = forms.ChoiceField(choices=LENGTHS, label=_("Season length"), initial="standard")
    two_manager_variant = forms.BooleanField(required=False, initial=True,
                                             label=_("Two managers play the two-manager game (§16.1)"))
    scheduling_limits = forms.BooleanField(required=False, label=_("Scheduling Limits (§16.4)"))


class JoinForm(forms.Form):
    name = forms.CharField(max_length=120, label=_("Your manager name"))


class GameForm(forms.Form):
    """Up to four managers at the table, each with the team run (§6.2)."""

    def __init__(self, *args, managers, **kwargs):
        super().__init__(*args, **kwargs)
        choices = [("", "—")] + [(t.pk, t.name) for t in managers]
        for i in range(4):
            self.fields[f"manager_{i}"] = forms.TypedChoiceField(choices=choices, coerce=int, required=False,
                                                                 empty_value=None, label=_("Manager %(n)s") % {"n": i + 1})
            self.fields[f"team_{i}"] = forms.ChoiceField(choices=[("", "—"), *TEAM_CHOICES], required=False,
                                                         label=_("Team run"))

    def rows(self):
        return [(self[f"manager_{i}"], self[f"team_{i}"]) for i in range(4)]

    def seats(self) -> list[tuple[int, str]]:
        return [(self.cleaned_data[f"manager_{i}"], self.cleaned_data[f"team_{i}"]) for i in range(4)
                if self.cleaned_data.get(f"manager_{i}")]


def _number(label) -> forms.IntegerField:
    # No min_value: a negative number reaches the rules, which refuse it naming the fan track (§14).
    return forms.IntegerField(initial=0, required=False, label=label,
                              widget=forms.NumberInput(attrs={"inputmode": "numeric", "class": "narrow"}))


class WeekForm(forms.Form):
    """A week: the Spike! card, each manager's line and the matchups (up to one per manager and a tournament)."""

    number = forms.IntegerField(widget=forms.HiddenInput)
    spike = forms.ChoiceField(choices=SPIKE_CARDS, label=_("Spike! card"))

    def __init__(self, *args, game, seats, **kwargs):
        highlights = max(len(seats), 2)
        initial = {k.replace("xT_", f"x{highlights}_"): v for k, v in (kwargs.pop("initial", None) or {}).items()}
        super().__init__(*args, initial=initial, **kwargs)
        self.seats = seats
        for seat in seats:
            for key in COUNTS:
                self.fields[f"m{seat.team_id}_{key}"] = _number(LABELS[key])
        self.highlights = max(len(seats), 2)
        for h in range(self.highlights + 1):  # the last one is the tournament
            self.fields[f"x{h}_name"] = forms.CharField(max_length=80, required=False, label=_("Name"))
            results = TOURNAMENT_RESULTS if h == self.highlights else HIGHLIGHT_RESULTS
            for seat in seats:
                self.fields[f"x{h}_{seat.team_id}_result"] = forms.ChoiceField(choices=results, required=False,
                                                                               label=seat.team.name)
                self.fields[f"x{h}_{seat.team_id}_fans"] = _number(_("fans"))

    @staticmethod
    def initial_from(week) -> dict:
        """A stored week as the form's initial values, for the manager who entered it to correct it."""
        initial = {"number": week.number, "spike": week.spike}
        for line in week.lines.all():
            initial.update({f"m{line.seat.team_id}_{k}": getattr(line, k) for k in COUNTS})
        highlights = 0
        for matchup in week.matchups.all():
            if matchup.kind == "tournament":
                h = None  # the tournament row is the last one; its index is known once the form is built
            else:
                h, highlights = highlights, highlights + 1
            for r in matchup.results:
                key = "T" if h is None else h
                initial[f"x{key}_{r['team']}_result"] = r["result"]
                initial[f"x{key}_{r['team']}_fans"] = r["fans"]
            initial[f"x{'T' if h is None else h}_name"] = matchup.name
        return initial

    def manager_rows(self):
        return [(seat, [self[f"m{seat.team_id}_{k}"] for k in COUNTS]) for seat in self.seats]

    def matchup_rows(self):
        rows = []
        for h in range(self.highlights + 1):
            kind = "tournament" if h == self.highlights else "highlight"
            rows.append((kind, h + 1, self[f"x{h}_name"], [(self[f"x{h}_{s.team_id}_result"],
                                                            self[f"x{h}_{s.team_id}_fans"]) for s in self.seats]))
        return rows

    def entry(self) -> dict:
        data = self.cleaned_data
        lines = [{"team": s.team_id, **{k: data.get(f"m{s.team_id}_{k}") or 0 for k in COUNTS}} for s in self.seats]
        matchups = []
        for h in range(self.highlights + 1):
            results = [{"team": s.team_id, "result": data[f"x{h}_{s.team_id}_result"],
                        "fans": data.get(f"x{h}_{s.team_id}_fans") or 0}
                       for s in self.seats if data.get(f"x{h}_{s.team_id}_result")]
            if results:
                matchups.append({"kind": "tournament" if h == self.highlights else "highlight",
                                 "name": data.get(f"x{h}_name", ""), "results": results})
        return {"number": data["number"], "spike": data["spike"], "lines": lines, "matchups": matchups}


class EndForm(forms.Form):
    """End of Game fans (§14.2); with no weeks entered, every manager's totals at once."""

    def __init__(self, *args, seats, totals: bool, **kwargs):
        super().__init__(*args, **kwargs)
        self.seats, self.with_totals = seats, totals
        keys = ("fans", "star_players", "team_upgrades", "staff_upgrades", "cheat_tokens") if totals else ()
        labels = {"fans": _("Fans after the last week"), **LABELS}
        for seat in seats:
            self.fields[f"m{seat.team_id}_end_of_game"] = _number(_("End of Game fans"))
            for key in keys:
                self.fields[f"m{seat.team_id}_{key}"] = _number(labels[key])
        self.keys = keys

    def manager_rows(self):
        return [(seat, [self[f"m{seat.team_id}_{k}"] for k in (*self.keys, "end_of_game")]) for seat in self.seats]

    def values(self) -> dict:
        data = self.cleaned_data
        end = {s.team_id: data.get(f"m{s.team_id}_end_of_game") or 0 for s in self.seats}
        totals = {s.team_id: {k: data.get(f"m{s.team_id}_{k}") or 0 for k in self.keys} for s in self.seats} \
            if self.with_totals else None
        return {"end_of_game": end, "totals": totals}


TOKEN_CHOICES = [("", "—"), *((key, token.label) for key, token in TOKENS.items())]

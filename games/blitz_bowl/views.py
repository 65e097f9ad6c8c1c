"""Blitz Bowl pages: the league (table, rounds, finals, awards), a Coach Roster, a game and its report.

Views parse the form, call one service and redirect; a broken rule comes back as a message on the
page it was sent from, and a write by someone not allowed is a 403 (league/permissions.py). A game's
report goes through the one result flow (matches/services/results.py), in Blitz Bowl's form.
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponsePermanentRedirect
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from engine.blitz_bowl import traits as traits_rules
from engine.blitz_bowl.teams import TEAMS
from engine.blitz_bowl.terms import TERMS
from games.blitz_bowl import selectors
from games.blitz_bowl import services as service
from games.blitz_bowl.models import CoachTrait, LegacyGame
from league.models import Fixture, League, Team
from league.permissions import may_commission, may_manage_team
from matches.views import result_actions

SIDE_FIELDS = ("touchdowns", "cards_claimed", "card_points", "sweeps", "injuries_caused")


_run = result_actions.run  # a broken rule comes back as messages; PermissionDenied is a 403


def _blitz_league(league_id: int) -> League:
    return get_object_or_404(League, pk=league_id, ruleset=selectors.RULESET)


class LeagueForm(forms.Form):
    name = forms.CharField(max_length=120)
    quarter_finals = forms.BooleanField(
        required=False, label=_("Top eight play quarter-finals, semi-finals, the final and a third-place game"),
        help_text=_("Otherwise the top two play the final (§18.4, §18.5). Needs at least eight coaches."))
    unplayed_policy = forms.ChoiceField(
        choices=[(p, League.UnplayedPolicy(p).label) for p in service.UNPLAYED_POLICIES],
        initial=League.UnplayedPolicy.RULEBOOK, required=False, label=_("A game not played by its round's deadline"),
        help_text=_("The rulebook reading: a loss for both coaches, unless one conceded (the other wins)."))
    round_length_days = forms.IntegerField(min_value=1, max_value=60, initial=7, required=False,
                                           label=_("Days to play a round"),
                                           help_text=_("Each paired round's deadline, counted from its pairing."))


class JoinForm(forms.Form):
    team_name = forms.CharField(max_length=120, label=_("Team name"))
    team_chosen = forms.ChoiceField(choices=[(t, t) for t in TEAMS], label=_("Team chosen"),
                                    help_text=_("The Blood Bowl team whose line-up you play (§1.2)"))


class ReportForm(forms.Form):
    """The score in points comes from these tallies (§10, §14); traits used come from those held."""

    ending = forms.ChoiceField(choices=[(key, _(label)) for key, label in selectors.ENDINGS], label=_("How the game ended"), initial="end_of_deck")
    end_game_rule = forms.BooleanField(required=False, label=_("The End-Game deck was used (§17.1)"))

    def __init__(self, *args, game: Fixture, with_reason: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        held = {side: selectors.traits_usable_in(game, team.pk)
                for side, team in (("home", game.home), ("away", game.away))}
        for side in ("home", "away"):
            for name in SIDE_FIELDS:
                label = {"card_points": "Challenge card points (printed values)",
                         "cards_claimed": "Challenge cards claimed"}.get(name, name.replace("_", " ").capitalize())
                self.fields[f"{side}_{name}"] = forms.IntegerField(min_value=0, max_value=99, initial=0, label=gettext(label))
            self.fields[f"{side}_traits_used"] = forms.MultipleChoiceField(
                required=False, widget=forms.CheckboxSelectMultiple, label=_("Coach Traits used this game"),
                choices=[(t.trait, gettext(t.info.name)) for t in held[side]],
                initial=[t.trait for t in held[side] if t.used_this_game])
        if with_reason:
            self.fields["reason"] = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}),
                                                    help_text=_("Shown on the audit page."))

    def groups(self) -> list[tuple[str, list]]:
        """The fields in three groups for the page: the game, then each coach's side."""
        game = [self[n] for n in ("ending", "end_game_rule")] + ([self["reason"]] if "reason" in self.fields else [])
        return [("The game", game)] + [
            (f"{team} ({team.coach})", [self[f"{side}_{n}"] for n in (*SIDE_FIELDS, "traits_used")])
            for side, team in (("home", self.game.home), ("away", self.game.away))]

    def sides(self) -> dict:
        data = self.cleaned_data
        return {side: {**{n: data[f"{side}_{n}"] for n in SIDE_FIELDS}, "traits_used": data[f"{side}_traits_used"]}
                for side in ("home", "away")}


@login_required
def league_new(request):
    form = LeagueForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        league = service.create_league(by=request.user, **form.cleaned_data)
        messages.success(request, gettext("{league} is open: coaches may join.").format(league=league))
        return redirect("blitz-league", league_id=league.pk)
    return render(request, "blitz_bowl/league_form.html", {"form": form, "terms": TERMS},
                  status=400 if request.method == "POST" else 200)


def league_detail(request, league_id: int):
    league = _blitz_league(league_id)
    context = selectors.league_page(league)
    user_team = Team.objects.filter(league=league, coach__user=request.user).first() \
        if request.user.is_authenticated else None
    context.update({"may_commission": may_commission(request.user, league), "user_team": user_team,
                    "join_form": JoinForm(), "teams": league.teams.select_related("coach__user"),
                    "unplayed_policies": [(p.value, p.label) for p in service.UNPLAYED_POLICIES],
                    "unconfirmed_policies": League.UnconfirmedReportPolicy.choices})
    return render(request, "blitz_bowl/league.html", context)


@login_required
@require_POST
def league_join(request, league_id: int):
    league = _blitz_league(league_id)
    form = JoinForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Give the team's name and the team chosen."))
        return redirect("blitz-league", league_id=league.pk)
    return _run(request, lambda: service.join_league(by=request.user, league=league, **form.cleaned_data),
                "You have joined the league.", f"/blitz/{league.pk}/")


@login_required
@require_POST
def league_start(request, league_id: int):
    league = _blitz_league(league_id)
    return _run(request, lambda: service.start_league_games(by=request.user, league=league),
                "The league games have started.", f"/blitz/{league.pk}/")


@login_required
@require_POST
def league_settings(request, league_id: int):
    league = _blitz_league(league_id)
    quarter_finals = request.POST.get("quarter_finals") in ("on", "true", "1")
    policy = request.POST.get("unplayed_policy") or None
    unconfirmed = request.POST.get("unconfirmed_report_policy") or None
    days = request.POST.get("round_length_days", "")
    days = int(days) if days.isdigit() else None
    return _run(request, lambda: service.update_settings(by=request.user, league=league,
                                                         quarter_finals=quarter_finals, unplayed_policy=policy,
                                                         round_length_days=days,
                                                         unconfirmed_report_policy=unconfirmed),
                "Settings saved.", f"/blitz/{league.pk}/")


@login_required
@require_POST
def league_round(request, league_id: int):
    league = _blitz_league(league_id)
    round_number = request.POST.get("round", "")
    round_number = int(round_number) if round_number.isdigit() else None
    return _run(request, lambda: service.generate_round(by=request.user, league=league, round_number=round_number),
                "The next round is paired.", f"/blitz/{league.pk}/")


@login_required
@require_POST
def league_arrange(request, league_id: int):
    league = _blitz_league(league_id)
    home = get_object_or_404(Team, pk=request.POST.get("home") or 0, league=league)
    away = get_object_or_404(Team, pk=request.POST.get("away") or 0, league=league)
    return _run(request, lambda: service.arrange_game(by=request.user, league=league, home=home, away=away),
                f"{home} v {away} arranged.", f"/blitz/{league.pk}/")


@login_required
@require_POST
def league_finals(request, league_id: int):
    league = _blitz_league(league_id)
    return _run(request, lambda: service.start_finals(by=request.user, league=league),
                "The finals are drawn.", f"/blitz/{league.pk}/")


def coach_roster(request, team_id: int):
    team = get_object_or_404(Team.objects.select_related("league", "coach__user"), pk=team_id,
                             league__ruleset=selectors.RULESET)
    context = selectors.coach_roster(team)
    context.update({"league": team.league, "may_manage": may_manage_team(request.user, team),
                    "all_traits": traits_rules.TRAITS})
    if context["pending_traits"]:
        held = {t.trait for t in context["traits"]}
        context["choices"] = [t for t in traits_rules.TRAITS if t.key not in held]
    return render(request, "blitz_bowl/roster.html", context)


@login_required
@require_POST
def trait_choose(request, trait_id: int):
    coach_trait = get_object_or_404(CoachTrait, pk=trait_id)
    key = request.POST.get("trait", "")
    return _run(request, lambda: service.choose_trait(by=request.user, coach_trait=coach_trait, key=key),
                "Trait chosen.", f"/blitz/teams/{coach_trait.team_id}/")


@login_required
@require_POST
def trait_used(request, trait_id: int):
    coach_trait = get_object_or_404(CoachTrait, pk=trait_id)
    used = request.POST.get("used") in ("on", "true", "1")
    return _run(request, lambda: service.mark_trait_used(by=request.user, coach_trait=coach_trait, used=used),
                "Marked." if used else "Unmarked.", f"/blitz/teams/{coach_trait.team_id}/")


def _fixture(fixture_id: int) -> Fixture:
    return get_object_or_404(Fixture.objects.select_related("season__league", "home__coach__user",
                                                            "away__coach__user"),
                             pk=fixture_id, season__league__ruleset=selectors.RULESET)


def fixture_detail(request, fixture_id: int):
    fixture = _fixture(fixture_id)
    game = selectors.game(fixture)
    league = fixture.season.league
    side = fixture.coach_side(request.user)
    commissioner = may_commission(request.user, league)
    coach_team = None if side is None else getattr(fixture, side).pk
    reporter = game.report.submitted_for_id if game.report is not None else None
    Status = Fixture.Status
    return render(request, "blitz_bowl/game.html", {
        "game": game, "league": league, "terms": TERMS, "side": side, "may_commission": commissioner,
        "may_report": side is not None and (fixture.status == Status.SCHEDULED or (
            fixture.status == Status.REPORTED and reporter == coach_team)),
        "may_confirm": side is not None and fixture.status == Status.REPORTED and reporter != coach_team,
        "report_form": ReportForm(game=fixture), "decide_form": ReportForm(game=fixture, with_reason=True),
        "home_tallies": game.tallies_of(fixture.home_id), "away_tallies": game.tallies_of(fixture.away_id),
    })


def _field_name(form, field: str) -> str:
    return field.replace("_", " ") if field in form.fields else "report"


def _report_post(request, fixture_id: int, *, decide: bool):
    fixture = _fixture(fixture_id)
    form = ReportForm(request.POST, game=fixture, with_reason=decide)
    if not form.is_valid():
        result_actions.show_form_errors(request, form, label=_field_name)
        return redirect("blitz-fixture", fixture_id=fixture.pk)
    data = form.cleaned_data
    sides = service.report_sides(fixture, **form.sides())
    match = service.match_of(ending=data["ending"], end_game_rule=data["end_game_rule"])
    return result_actions.record(request, fixture, decide=decide, sides=sides, match=match,
                                 reason=data.get("reason", ""), sent=gettext("Report sent: your opponent confirms it."),
                                 url=f"/blitz/fixtures/{fixture.pk}/")


@login_required
@require_POST
def fixture_report(request, fixture_id: int):
    return _report_post(request, fixture_id, decide=False)


@login_required
@require_POST
def fixture_decide(request, fixture_id: int):
    return _report_post(request, fixture_id, decide=True)


@login_required
@require_POST
def fixture_confirm(request, fixture_id: int):
    fixture = _fixture(fixture_id)
    return result_actions.confirm(request, fixture, f"/blitz/fixtures/{fixture.pk}/")


@login_required
@require_POST
def fixture_dispute(request, fixture_id: int):
    fixture = _fixture(fixture_id)
    return result_actions.dispute(request, fixture, disputed=gettext("Report disputed: a commissioner decides."),
                                  url=f"/blitz/fixtures/{fixture.pk}/")


def legacy_game(request, game_id: int, action: str = ""):
    """A link to a game from before the move onto core fixtures (/blitz/games/<id>/...) finds its fixture;
    308 keeps a form's POST a POST."""
    legacy = get_object_or_404(LegacyGame, old_id=game_id)
    response = HttpResponsePermanentRedirect(f"/blitz/fixtures/{legacy.fixture_id}/" + (f"{action}/" if action else ""))
    response.status_code = 308
    return response

"""Blitz Bowl pages: the league (table, rounds, finals, awards), a Coach Roster, a game and its report.

Views parse the form, call one service and redirect; a broken rule comes back as a message on the
page it was sent from, and a write by someone not allowed is a 403 (league/permissions.py).
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from engine.blitz_bowl import traits as traits_rules
from engine.blitz_bowl.terms import TERMS
from league.models import BlitzGame, CoachTrait, League, Team
from league.permissions import may_commission, may_manage_team
from league.selectors import blitz_bowl as selectors
from league.services import blitz_bowl as service
from league.views._helpers import guard

SIDE_FIELDS = ("touchdowns", "cards_claimed", "card_points", "sweeps", "injuries_caused")


def _run(request, action, success: str, fallback: str):
    """Call a service; a broken rule comes back as messages. PermissionDenied propagates (a 403)."""
    return guard(request, fallback, action, success)


def _blitz_league(league_id: int) -> League:
    return get_object_or_404(League, pk=league_id, ruleset=selectors.RULESET)


class LeagueForm(forms.Form):
    name = forms.CharField(max_length=120)
    quarter_finals = forms.BooleanField(
        required=False, label="Top eight play quarter-finals, semi-finals, the final and a third-place game",
        help_text="Otherwise the top two play the final (§18.4, §18.5). Needs at least eight coaches.")


class JoinForm(forms.Form):
    team_name = forms.CharField(max_length=120, label="Team name")
    team_chosen = forms.CharField(max_length=40, label="Team chosen", help_text="e.g. Dwarfs, Orcs, Humans")


class ReportForm(forms.Form):
    """The score in points comes from these tallies (§10, §14); traits used come from those held."""

    ending = forms.ChoiceField(choices=BlitzGame.Ending.choices, label="How the game ended",
                               initial=BlitzGame.Ending.END_OF_DECK)
    end_game_rule = forms.BooleanField(required=False, label="The End-Game deck was used (§17.1)")

    def __init__(self, *args, game: BlitzGame, with_reason: bool = False, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        held = {side: selectors.traits_usable_in(game, team.pk)
                for side, team in (("home", game.home), ("away", game.away))}
        for side in ("home", "away"):
            for name in SIDE_FIELDS:
                label = {"card_points": "Challenge card points (printed values)",
                         "cards_claimed": "Challenge cards claimed"}.get(name, name.replace("_", " ").capitalize())
                self.fields[f"{side}_{name}"] = forms.IntegerField(min_value=0, max_value=99, initial=0, label=label)
            self.fields[f"{side}_traits_used"] = forms.MultipleChoiceField(
                required=False, widget=forms.CheckboxSelectMultiple, label="Coach Traits used this game",
                choices=[(t.trait, t.info.name) for t in held[side]],
                initial=[t.trait for t in held[side] if t.used_this_game])
        if with_reason:
            self.fields["reason"] = forms.CharField(widget=forms.Textarea(attrs={"rows": 2}),
                                                    help_text="Shown on the audit page.")

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
        messages.success(request, f"{league} is open: coaches may join.")
        return redirect("blitz-league", league_id=league.pk)
    return render(request, "blitz_bowl/league_form.html", {"form": form, "terms": TERMS},
                  status=400 if request.method == "POST" else 200)


def league_detail(request, league_id: int):
    league = _blitz_league(league_id)
    context = selectors.league_page(league)
    user_team = Team.objects.filter(league=league, coach__user=request.user).first() \
        if request.user.is_authenticated else None
    context.update({"may_commission": may_commission(request.user, league), "user_team": user_team,
                    "join_form": JoinForm(), "teams": league.teams.select_related("coach__user")})
    return render(request, "blitz_bowl/league.html", context)


@login_required
@require_POST
def league_join(request, league_id: int):
    league = _blitz_league(league_id)
    form = JoinForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Give the team's name and the team chosen.")
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
    return _run(request, lambda: service.update_settings(by=request.user, league=league,
                                                         quarter_finals=quarter_finals),
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


def _game(game_id: int) -> BlitzGame:
    return get_object_or_404(BlitzGame.objects.select_related("season__league", "home__coach__user",
                                                              "away__coach__user"), pk=game_id)


def game_detail(request, game_id: int):
    game = _game(game_id)
    league = game.season.league
    side = game.coach_side(request.user)
    commissioner = may_commission(request.user, league)
    coach_pk = request.user.coach.pk if request.user.is_authenticated else None
    Status = BlitzGame.Status
    return render(request, "blitz_bowl/game.html", {
        "game": game, "league": league, "terms": TERMS, "side": side, "may_commission": commissioner,
        "may_report": side is not None and (game.status == Status.SCHEDULED or (
            game.status == Status.REPORTED and game.reported_by_id == coach_pk)),
        "may_confirm": side is not None and game.status == Status.REPORTED and game.reported_by_id != coach_pk,
        "report_form": ReportForm(game=game), "decide_form": ReportForm(game=game, with_reason=True),
        "home_tallies": game.tallies_of(game.home_id), "away_tallies": game.tallies_of(game.away_id),
    })


def _report_post(request, game_id: int, *, decide: bool):
    game = _game(game_id)
    form = ReportForm(request.POST, game=game, with_reason=decide)
    if not form.is_valid():
        for field, errors in form.errors.items():
            where = field.replace("_", " ") if field in form.fields else "report"
            messages.error(request, f"{where}: {' '.join(errors)}")
        return redirect("blitz-game", game_id=game.pk)
    sides, data = form.sides(), form.cleaned_data
    if decide:
        def action():
            service.decide_game(by=request.user, game=game, ending=data["ending"], end_game_rule=data["end_game_rule"],
                                reason=data["reason"], **sides)
    else:
        def action():
            service.submit_report(by=request.user, game=game, ending=data["ending"],
                                  end_game_rule=data["end_game_rule"], **sides)
    return _run(request, action, "Result recorded." if decide else "Report sent: your opponent confirms it.",
                f"/blitz/games/{game.pk}/")


@login_required
@require_POST
def game_report(request, game_id: int):
    return _report_post(request, game_id, decide=False)


@login_required
@require_POST
def game_decide(request, game_id: int):
    return _report_post(request, game_id, decide=True)


@login_required
@require_POST
def game_confirm(request, game_id: int):
    game = _game(game_id)
    return _run(request, lambda: service.confirm_report(by=request.user, game=game), "Result confirmed.",
                f"/blitz/games/{game.pk}/")


@login_required
@require_POST
def game_dispute(request, game_id: int):
    game = _game(game_id)
    reason = request.POST.get("reason", "")
    return _run(request, lambda: service.dispute_report(by=request.user, game=game, reason=reason),
                "Report disputed: a commissioner decides.", f"/blitz/games/{game.pk}/")

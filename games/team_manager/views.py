"""Team Manager pages: the league (series table, Manager of the Year, its games), a manager's history, a
game with its weeks, and the matchup scoring helper.

Views parse the form, call one service and redirect; a broken rule comes back as a message on the page it
was sent from, and a write by someone not allowed is a 403 (league/permissions.py). A page asked for by
HTMX (the HX-Request header) gets its fragment only.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from engine.rulesets.team_manager.data import SKILLS, TEAMS
from games.team_manager import helper, selectors
from games.team_manager import services as service
from games.team_manager.forms import TOKEN_CHOICES, EndForm, GameForm, JoinForm, LeagueForm, WeekForm
from games.team_manager.models import Game, Week
from league.models import League, Team
from league.permissions import may_commission
from league.services.errors import RuleViolation
from league.views._helpers import guard, show_violation


def _league(league_id: int) -> League:
    return get_object_or_404(League, pk=league_id, ruleset=selectors.RULESET)


def _game(fixture_id: int) -> Game:
    return get_object_or_404(Game.objects.select_related("fixture__season__league"), fixture_id=fixture_id)


def _fragment(request, page: str, fragment: str, context: dict):
    return render(request, fragment if request.htmx else page, context)


def _form_errors(request, form) -> None:
    for field, errors in form.errors.items():
        label = form.fields[field].label if field in form.fields else ""
        messages.error(request, f"{label}: {' '.join(errors)}" if label else " ".join(errors))


@login_required
def league_new(request):
    form = LeagueForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            league = service.create_league(by=request.user, name=data.pop("name"), settings=data)
        except RuleViolation as error:
            show_violation(request, error)
        else:
            return redirect("tm-league", league_id=league.pk)
    return render(request, "team_manager/league_form.html", {"form": form},
                  status=400 if request.method == "POST" else 200)


def league_detail(request, league_id: int):
    league = _league(league_id)
    managers = list(league.teams.select_related("coach__user"))
    context = {**selectors.league_page(league), "league": league, "may_commission": may_commission(request.user, league),
               "user_team": next((t for t in managers if request.user.is_authenticated
                                  and t.coach.user_id == request.user.pk), None),
               "join_form": JoinForm(), "game_form": GameForm(managers=managers), "managers": managers}
    return _fragment(request, "team_manager/league.html", "team_manager/_series.html", context)


@login_required
@require_POST
def league_join(request, league_id: int):
    league = _league(league_id)
    form = JoinForm(request.POST)
    if not form.is_valid():
        _form_errors(request, form)
        return redirect("tm-league", league_id=league.pk)
    return guard(request, reverse("tm-league", args=[league.pk]),
                 lambda: service.join_league(by=request.user, league=league, name=form.cleaned_data["name"]),
                 _("You have joined the league."))


@login_required
@require_POST
def game_new(request, league_id: int):
    league = _league(league_id)
    managers = list(league.teams.all())
    form = GameForm(request.POST, managers=managers)
    if not form.is_valid():
        _form_errors(request, form)
        return redirect("tm-league", league_id=league.pk)
    by_id = {t.pk: t for t in managers}
    seats = [(by_id[team], card) for team, card in form.seats()]
    created = {}

    def action():
        created["game"] = service.start_game(by=request.user, league=league, seats=seats)

    response = guard(request, reverse("tm-league", args=[league.pk]), action, _("The season has started."))
    return redirect("tm-game", fixture_id=created["game"].fixture_id) if "game" in created else response


def manager(request, team_id: int):
    team = get_object_or_404(Team.objects.select_related("league", "coach__user"), pk=team_id,
                             league__ruleset=selectors.RULESET)
    return render(request, "team_manager/manager.html", {
        "team": team, "league": team.league, "history": selectors.manager_history(team), "teams": TEAMS})


def _game_context(request, game: Game) -> dict:
    page = selectors.game_page(game)
    league = game.fixture.season.league
    seat = next((s for s in page.seats if request.user.is_authenticated and s.team.coach.user_id == request.user.pk),
                None)
    commissioner = may_commission(request.user, league)
    week_form = None
    if page.next_week and (seat or commissioner) and page.report is None:
        last = page.next_week == game.weeks
        week_form = WeekForm(initial={"number": page.next_week, "spike": "blood_bowl" if last else "news"},
                             game=game, seats=page.seats)
    correctable = [w for w in page.weeks if seat and w.entered_by_id == seat.pk and w.status == Week.Status.PENDING
                   and not w.confirmations.all()]
    correction_form = WeekForm(initial=WeekForm.initial_from(correctable[-1]), game=game, seats=page.seats) \
        if correctable and page.report is None else None
    end_form = None
    if not page.waiting or not page.weeks:
        end_form = EndForm(seats=page.seats, totals=not page.weeks)
    waiting_on_me = {w.pk for w in page.weeks if seat and w.status == Week.Status.PENDING and w.entered_by_id != seat.pk
                     and not any(c.seat_id == seat.pk for c in w.confirmations.all())}
    report = page.report
    return {"page": page, "game": game, "league": league, "seat": seat, "may_commission": commissioner,
            "week_form": week_form, "correction_form": correction_form,
            "correcting": correctable[-1] if correction_form else None, "end_form": end_form if (seat or commissioner) and report is None else None,
            "waiting_on_me": waiting_on_me, "teams": TEAMS,
            "may_confirm_end": bool(report and seat and report.status == "pending"
                                    and report.submitted_for_id != seat.team_id)}


def game_detail(request, fixture_id: int):
    game = _game(fixture_id)
    return _fragment(request, "team_manager/game.html", "team_manager/_scoreboard.html",
                     _game_context(request, game))


def _back(game: Game) -> str:
    return reverse("tm-game", args=[game.fixture_id])


@login_required
@require_POST
def week_enter(request, fixture_id: int):
    game = _game(fixture_id)
    form = WeekForm(request.POST, game=game, seats=list(game.seats.select_related("team")))
    if not form.is_valid():
        _form_errors(request, form)
        return redirect(_back(game))
    entry = form.entry()
    return guard(request, _back(game), lambda: service.enter_week(by=request.user, game=game, **entry),
                 _("Week %(n)s entered: the other managers confirm it.") % {"n": entry["number"]})


def _week(game: Game, number: int) -> Week:
    return get_object_or_404(Week, game=game, number=number)


@login_required
@require_POST
def week_confirm(request, fixture_id: int, number: int):
    game = _game(fixture_id)
    week = _week(game, number)
    return guard(request, _back(game), lambda: service.confirm_week(by=request.user, week=week),
                 _("Week %(n)s confirmed.") % {"n": number})


@login_required
@require_POST
def week_dispute(request, fixture_id: int, number: int):
    game = _game(fixture_id)
    week = _week(game, number)
    reason = request.POST.get("reason", "")
    return guard(request, _back(game), lambda: service.dispute_week(by=request.user, week=week, reason=reason),
                 _("Week disputed: a commissioner decides."))


@login_required
@require_POST
def week_rule(request, fixture_id: int, number: int):
    game = _game(fixture_id)
    week = _week(game, number)
    reason = request.POST.get("reason", "")
    return guard(request, _back(game), lambda: service.rule_week(by=request.user, week=week, reason=reason),
                 _("Week %(n)s ruled and confirmed.") % {"n": number})


@login_required
@require_POST
def end_report(request, fixture_id: int):
    game = _game(fixture_id)
    page = selectors.game_page(game)
    form = EndForm(request.POST, seats=page.seats, totals=not page.weeks)
    if not form.is_valid():
        _form_errors(request, form)
        return redirect(_back(game))
    values = form.values()
    return guard(request, _back(game), lambda: service.report_end(by=request.user, game=game, **values,
                                                                  reason=request.POST.get("reason", "")),
                 _("The season's end is reported: another manager confirms it."))


@login_required
@require_POST
def end_answer(request, fixture_id: int, action: str):
    game = _game(fixture_id)
    reason = request.POST.get("reason", "")
    calls = {"confirm": lambda: service.confirm_end(by=request.user, game=game),
             "dispute": lambda: service.dispute_end(by=request.user, game=game, reason=reason),
             "rule": lambda: service.rule_end(by=request.user, game=game, reason=reason)}
    if action not in calls:
        return redirect(_back(game))
    return guard(request, _back(game), calls[action], _("Done."))


def scoring_helper(request):
    """The matchup scoring helper (§9-§12), for a table checking its arithmetic on a phone."""
    result = helper.compute(request.GET)
    context = {"result": result, "query": request.GET, "token_choices": TOKEN_CHOICES, "skills": SKILLS,
               "rows": helper.form_rows(request.GET)}
    return _fragment(request, "team_manager/helper.html", "team_manager/_helper_result.html", context)

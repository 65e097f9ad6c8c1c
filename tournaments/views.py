"""Tournament pages: the list, the organiser's new tournament, the tournament page (registration, rounds
with their tables, the live table as an HTMX fragment, the bracket) and a game's page with its report.
Views parse, call one service and render; refusals come back as messages, a wrong user gets 403."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from league.games import pages_of
from league.models import Fixture, Team
from league.permissions import may_commission, require_commissioner
from league.services.errors import RuleViolation
from league.views._helpers import guard, show_violation
from matches.forms import ResultForm
from matches.models import ResultReport
from matches.views import result_actions
from tournaments import selectors, services
from tournaments.forms import RegisterForm, TournamentForm
from tournaments.models import Tournament


def _tournament(tournament_id: int) -> Tournament:
    return get_object_or_404(Tournament.objects.select_related("league"), pk=tournament_id)


def tournament_list(request):
    tournaments = Tournament.objects.select_related("league").order_by("-pk")
    return render(request, "tournaments/list.html", {"tournaments": tournaments})


@login_required
def tournament_new(request):
    form = TournamentForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            tournament = services.create_tournament(by=request.user, **form.values())
        except RuleViolation as error:
            show_violation(request, error)
        else:
            messages.success(request, _("Tournament created: coaches may register their teams."))
            return redirect(tournament)
    return render(request, "tournaments/new.html", {"form": form})


def tournament_detail(request, tournament_id: int):
    """The tournament page; with HTMX asking for the table, only the live table."""
    tournament = _tournament(tournament_id)
    context = {"tournament": tournament, "league": tournament.league, "table": selectors.table(tournament)}
    if request.htmx and request.htmx.target == "live-table":
        return render(request, "tournaments/_table.html", context)
    rounds = selectors.rounds(tournament)
    season = tournament.season
    context.update({
        "season": season,
        "rounds": rounds,
        "bracket": selectors.bracket(tournament),
        "teams": selectors.entered_teams(tournament),
        "finished": selectors.is_finished(tournament, rounds),
        "may_organise": may_commission(request.user, tournament.league),
        "registration_open": season.state == season.State.REGISTRATION,
        "register_form": RegisterForm(rosters=services.roster_choices(tournament.league)),
        "build_url": _build_url(tournament.league),
        "total_rounds": services.total_rounds(tournament, len(tournament.seeding)) if tournament.seeding else None,
    })
    return render(request, "tournaments/detail.html", context)


def _build_url(league) -> str:
    """Where a coach builds a team for this game's tournaments (the game's team builder), or "" to register a name."""
    pages = pages_of(league.ruleset)
    return reverse(pages.new_team, args=[league.pk]) if league.rules.teams_built_for_tournament(league.options) and pages.new_team else ""


@login_required
@require_POST
def tournament_register(request, tournament_id: int):
    tournament = _tournament(tournament_id)
    form = RegisterForm(request.POST, rosters=services.roster_choices(tournament.league))
    if not form.is_valid():
        for field, errors in form.errors.items():
            messages.error(request, f"{form.fields[field].label}: {' '.join(errors)}")
        return redirect(tournament)
    return guard(request, tournament.get_absolute_url(), lambda: services.register_team(
        by=request.user, tournament=tournament, **form.cleaned_data), _("Your team is registered."))


@login_required
@require_POST
def tournament_withdraw(request, tournament_id: int, team_id: int):
    tournament = _tournament(tournament_id)
    team = get_object_or_404(Team, pk=team_id, league=tournament.league)
    return guard(request, tournament.get_absolute_url(), lambda: services.withdraw_team(
        by=request.user, tournament=tournament, team=team), _("The team is withdrawn."))


@login_required
@require_POST
def tournament_start(request, tournament_id: int):
    tournament = _tournament(tournament_id)
    require_commissioner(request.user, tournament.league)
    return guard(request, tournament.get_absolute_url(), lambda: services.start_tournament(
        by=request.user, tournament=tournament), _("The tournament has started."))


@login_required
@require_POST
def tournament_pair(request, tournament_id: int):
    tournament = _tournament(tournament_id)
    require_commissioner(request.user, tournament.league)
    return guard(request, tournament.get_absolute_url(), lambda: services.pair_next_round(
        by=request.user, tournament=tournament), _("The next round is paired."))


# ---- a game -------------------------------------------------------------------------------------------

def _fixture(fixture_id: int) -> tuple[Fixture, Tournament]:
    fixture = get_object_or_404(Fixture.objects.select_related("season__league", "home__coach", "away__coach"),
                                pk=fixture_id)
    tournament = selectors.tournament_for_fixture(fixture)
    if tournament is None:
        raise PermissionDenied(_("This game is not a tournament game."))
    return fixture, tournament


def _url(fixture: Fixture) -> str:
    return reverse("tournament-fixture", args=[fixture.pk])


def fixture_detail(request, fixture_id: int):
    fixture, tournament = _fixture(fixture_id)
    league = tournament.league
    report = ResultReport.objects.filter(fixture=fixture).select_related("submitted_for").first()
    sides = [fixture.home, fixture.away]
    team = next((t for t in sides if t.is_coached_by(request.user)), None)
    Status = Fixture.Status
    reporter = report.submitted_for_id if report else None
    context = {
        "fixture": fixture, "tournament": tournament, "league": league, "report": report, "sides": sides,
        "lines": fixture.side_rows(), "may_commission": may_commission(request.user, league),
        "may_report": team is not None and (fixture.status == Status.SCHEDULED or (
            fixture.status == Status.REPORTED and reporter == team.pk)),
        "may_confirm": team is not None and fixture.status == Status.REPORTED and reporter != team.pk,
        "report_form": ResultForm(rules=league.rules, sides=sides),
        "decide_form": ResultForm(rules=league.rules, sides=sides, with_reason=True),
        "side_fields": league.rules.side_fields,
    }
    return render(request, "tournaments/fixture.html", context)


def _report_post(request, fixture_id: int, *, decide: bool):
    fixture, tournament = _fixture(fixture_id)
    league = tournament.league
    if decide:
        require_commissioner(request.user, league)
    elif not (fixture.coach_side(request.user) or may_commission(request.user, league)):
        raise PermissionDenied(_("Only a coach of this game, or the organiser, may report it."))
    form = ResultForm(request.POST, rules=league.rules, sides=[fixture.home, fixture.away], with_reason=decide)
    if not form.is_valid():
        result_actions.show_form_errors(request, form)
        return redirect(_url(fixture))
    reported, match = form.report()
    return result_actions.record(request, fixture, decide=decide, sides=reported, match=match,
                                 reason=form.cleaned_data.get("reason", ""),
                                 sent=_("Report sent: your opponent confirms it."), url=_url(fixture))


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
    fixture, _t = _fixture(fixture_id)
    return result_actions.confirm(request, fixture, _url(fixture))


@login_required
@require_POST
def fixture_dispute(request, fixture_id: int):
    fixture, _t = _fixture(fixture_id)
    return result_actions.dispute(request, fixture, disputed=_("Report disputed: the organiser decides."),
                                  url=_url(fixture))

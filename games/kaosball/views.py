"""Kaosball pages: the league (table, schedule, friendlies, play-offs), a team, a match with its report,
and the live pre-game auction (§27).

Views parse the form, call one service and redirect; a broken rule comes back as a message on the page it
was sent from; a write by someone not allowed is a 403 (league/permissions.py). Match reports go through
the core's result flow (matches/services/results.py) in Kaosball's form.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.kaosball import auction_services, selectors, simulation
from games.kaosball import services as service
from games.kaosball.forms import JoinForm, LeagueForm, ReportForm
from league.models import Fixture, League, Team
from league.permissions import may_commission, may_manage_team, require_commissioner
from league.services.errors import RuleViolation
from league.views._helpers import read_int
from matches.views import result_actions

RULESET = selectors.RULESET
_run = result_actions.run  # a broken rule comes back as messages; PermissionDenied is a 403


def _league(league_id: int) -> League:
    return get_object_or_404(League, pk=league_id, ruleset=RULESET)


def _league_url(league: League) -> str:
    return f"/kaosball/{league.pk}/"


# ---- the league ------------------------------------------------------------------------------------

@login_required
def league_new(request):
    import engine.rulesets

    form = LeagueForm(request.POST or None, rules=engine.rulesets.get(RULESET))
    if request.method == "POST" and form.is_valid():
        try:
            league = service.create_league(by=request.user, name=form.cleaned_data["name"], settings=form.settings())
        except RuleViolation as error:
            for message in error.messages:
                form.add_error(None, message)
        else:
            messages.success(request, _("%(league)s is open: coaches may join.") % {"league": league})
            return redirect("kaosball-league", league_id=league.pk)
    return render(request, "kaosball/league_form.html", {"form": form},
                  status=400 if request.method == "POST" else 200)


def league_detail(request, league_id: int):
    league = _league(league_id)
    context = selectors.league_page(league)
    user_team = (Team.objects.filter(league=league, coach__user=request.user).first()
                 if request.user.is_authenticated else None)
    context.update({
        "may_commission": may_commission(request.user, league), "user_team": user_team,
        "join_form": JoinForm(team_names=context["team_names"]),
        "settings_form": LeagueForm(rules=league.rules, values=league.options, with_name=False),
    })
    return render(request, "kaosball/league.html", context)


@login_required
@require_POST
def league_join(request, league_id: int):
    league = _league(league_id)
    form = JoinForm(request.POST, team_names=selectors.kaos.teams(league.rules))
    if not form.is_valid():
        messages.error(request, _("Give the team's name and choose a Kaosball team (§4)."))
        return redirect("kaosball-league", league_id=league.pk)
    return _run(request, lambda: service.join_league(by=request.user, league=league, **form.cleaned_data),
                _("You have joined the league."), _league_url(league))


@login_required
@require_POST
def league_settings(request, league_id: int):
    league = _league(league_id)
    require_commissioner(request.user, league)  # before the form: a refused write reads as refused
    form = LeagueForm(request.POST, rules=league.rules, with_name=False)
    if not form.is_valid():
        for field, errors in form.errors.items():
            messages.error(request, f"{form.fields[field].label if field in form.fields else ''}: {' '.join(errors)}")
        return redirect("kaosball-league", league_id=league.pk)
    return _run(request, lambda: service.update_settings(by=request.user, league=league, settings=form.settings()),
                _("Settings saved."), _league_url(league))


@login_required
@require_POST
def league_start(request, league_id: int):
    league = _league(league_id)
    return _run(request, lambda: service.start_league(by=request.user, league=league),
                _("The schedule is drawn and the league matches have started."), _league_url(league))


@login_required
@require_POST
def league_friendly(request, league_id: int):
    league = _league(league_id)
    ids = [read_int(v) for v in request.POST.getlist("teams")]
    teams = list(Team.objects.filter(league=league, pk__in=[i for i in ids if i]))
    teams.sort(key=lambda t: ids.index(t.pk))
    return _run(request, lambda: service.arrange_friendly(by=request.user, league=league, teams=teams),
                _("Friendly arranged; it never counts in the league table (§5)."), _league_url(league))


@login_required
@require_POST
def league_playoffs(request, league_id: int):
    league = _league(league_id)
    return _run(request, lambda: service.start_playoffs(by=request.user, league=league),
                _("The play-offs are drawn."), _league_url(league))


def team_detail(request, team_id: int):
    team = get_object_or_404(Team.objects.select_related("league", "coach__user"), pk=team_id,
                             league__ruleset=RULESET)
    context = selectors.team_page(team)
    context["may_manage"] = may_manage_team(request.user, team)
    return render(request, "kaosball/team.html", context)


# ---- a match and its report ------------------------------------------------------------------------

def _fixture(fixture_id: int) -> Fixture:
    return get_object_or_404(Fixture.objects.select_related("season__league", "home__coach__user",
                                                            "away__coach__user"),
                             pk=fixture_id, season__league__ruleset=RULESET)


def _fixture_url(fixture: Fixture) -> str:
    return f"/kaosball/fixtures/{fixture.pk}/"


def fixture_detail(request, fixture_id: int):
    fixture = _fixture(fixture_id)
    context = selectors.fixture_page(fixture, request.user)
    league, report, team = context["league"], context["report"], context["coach_team"]
    Status = Fixture.Status
    reporter = report.submitted_for_id if report else None
    rules = league.rules
    context.update({
        "may_commission": may_commission(request.user, league),
        "may_report": team is not None and (fixture.status == Status.SCHEDULED or (
            fixture.status == Status.REPORTED and reporter == team.pk)),
        "may_confirm": team is not None and fixture.status == Status.REPORTED and reporter != team.pk,
        "report_form": ReportForm(rules=rules, sides=context["sides"]),
        "decide_form": ReportForm(rules=rules, sides=context["sides"], with_reason=True),
    })
    return render(request, "kaosball/fixture.html", context)


def _report_post(request, fixture_id: int, *, decide: bool):
    fixture = _fixture(fixture_id)
    league = fixture.season.league
    # Who may send this, before the form is read: a refused write reads as refused (403).
    if decide:
        require_commissioner(request.user, league)
    elif selectors.coach_team(fixture, request.user) is None and not may_commission(request.user, league):
        raise PermissionDenied(_("Only a coach of this match, or a commissioner, may report it."))
    form = ReportForm(request.POST, rules=fixture.season.league.rules, sides=selectors.sides_of(fixture),
                      with_reason=decide)
    if not form.is_valid():
        result_actions.show_form_errors(request, form)
        return redirect("kaosball-fixture", fixture_id=fixture.pk)
    reported, match = form.report()
    return result_actions.record(request, fixture, decide=decide, sides=reported, match=match,
                                 reason=form.cleaned_data.get("reason", ""),
                                 sent=_("Report sent: another coach confirms it."), url=_fixture_url(fixture))


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
    return result_actions.confirm(request, fixture, _fixture_url(fixture))


@login_required
@require_POST
def fixture_dispute(request, fixture_id: int):
    fixture = _fixture(fixture_id)
    return result_actions.dispute(request, fixture, disputed=_("Report disputed: a commissioner decides."),
                                  url=_fixture_url(fixture))


@login_required
@require_POST
def fixture_simulate(request, fixture_id: int):
    """Commissioner: the engine plays an unplayed match out (games/kaosball/simulation.py)."""
    fixture = _fixture(fixture_id)
    return _run(request, lambda: simulation.simulate_match(by=request.user, fixture=fixture),
                _("The match was simulated."), _fixture_url(fixture))


# ---- the pre-game auction (§27) -----------------------------------------------------------------------

def auction(request, fixture_id: int):
    """The live auction page; with HTMX (every ~2 s) only its fragment, so both coaches see each bid."""
    fixture = _fixture(fixture_id)
    context = auction_services.auction_view(fixture=fixture, user=request.user)
    if request.htmx:
        seen = read_int(request.GET.get("seen"))
        if seen is not None and seen == context["a"].get("version", -1):
            return HttpResponse(status=204)  # nothing new: htmx keeps the page (and a bid being typed)
        return render(request, "kaosball/_auction.html", context)
    return render(request, "kaosball/auction.html", context)


@login_required
@require_POST
def auction_start(request, fixture_id: int):
    fixture = _fixture(fixture_id)
    return _run(request, lambda: auction_services.start_auction(by=request.user, fixture=fixture),
                _("The auction is open (§27)."), f"{_fixture_url(fixture)}auction/")


@login_required
@require_POST
def auction_act(request, fixture_id: int):
    """A coach's action in the auction: open a lot, bid, pass, or choose active tiles and the ringer."""
    fixture = _fixture(fixture_id)
    action = auction_services.action_from(request.POST)
    refused: list[str] = []
    try:
        auction_services.act(by=request.user, fixture=fixture, team_id=read_int(request.POST.get("team")),
                             version=read_int(request.POST.get("version")), action=action)
    except RuleViolation as error:
        refused = error.messages
    if request.htmx:  # the fragment again, with the refusal in it (htmx swaps only a 2xx answer)
        context = auction_services.auction_view(fixture=fixture, user=request.user)
        context["refused"] = refused
        return render(request, "kaosball/_auction.html", context)
    for message in refused:
        messages.error(request, message)
    return redirect("kaosball-auction", fixture_id=fixture.pk)

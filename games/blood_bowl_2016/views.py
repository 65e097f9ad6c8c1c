"""Blood Bowl 2016 pages: thin views that parse the form, call one service and render (HTMX fragments where a
page has one). A broken rule re-renders the page with its messages; a stranger's write is refused (403)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.blood_bowl_2016 import selectors, services
from games.blood_bowl_2016.models import ClassicMatchRecord
from games.blood_bowl_2016.rules import RULESET
from league.models import Fixture, League, Season, Team
from league.services.errors import RuleViolation
from matches.models import ResultReport


def _league(league_id: int) -> League:
    return get_object_or_404(League, pk=league_id, ruleset=RULESET)


def builder(request, league_id: int):
    """§13: a coach builds a team from a team list (GET: the form; POST: build it)."""
    league = _league(league_id)
    context = selectors.builder_page(league)
    if request.method == "POST":
        if not request.user.is_authenticated:
            raise PermissionDenied(_("Log in as a coach first."))
        roster_key = request.POST.get("roster", "")
        roster = league.rules.rosters.get(roster_key)
        hires = {p.key: request.POST.get(p.key, "0") for p in roster.positions} if roster else {}
        try:
            team = services.build_team(by=request.user, league=league, name=request.POST.get("name", ""),
                                       roster_key=roster_key, hires=hires, rerolls=request.POST.get("rerolls", "0"),
                                       fan_factor=request.POST.get("fan_factor", "0"))
        except RuleViolation as error:
            context.update(errors=error.messages, posted=request.POST)
            return render(request, "blood_bowl_2016/builder.html", context, status=400)
        return redirect("bb2016-team", team_id=team.pk)
    return render(request, "blood_bowl_2016/builder.html", context)


def team(request, team_id: int):
    t = get_object_or_404(Team.objects.select_related("league", "coach__user"), pk=team_id, league__ruleset=RULESET)
    return render(request, "blood_bowl_2016/team.html", selectors.team_page(t, request.user))


def fixture(request, fx: Fixture):
    """matches:fixture for a Blood Bowl 2016 fixture (matches/hooks.py MatchPages)."""
    return render(request, "blood_bowl_2016/fixture.html", selectors.fixture_page(fx, request.user))


def _fixture(fixture_id: int) -> Fixture:
    return get_object_or_404(Fixture.objects.select_related("home__coach", "away__coach", "season__league"),
                             pk=fixture_id, season__league__ruleset=RULESET)


def _act(request, fx: Fixture, call):
    """Run one service for the fixture page; a broken rule shows the page again with its messages."""
    try:
        call()
    except RuleViolation as error:
        context = selectors.fixture_page(fx, request.user)
        context.update(errors=error.messages, posted=request.POST)
        return render(request, "blood_bowl_2016/fixture.html", context, status=400)
    return redirect("matches:fixture", fixture_id=fx.pk)


@login_required
@require_POST
def report(request, fixture_id: int):
    fx = _fixture(fixture_id)
    return _act(request, fx, lambda: services.report_result(by=request.user, fixture=fx, posted=request.POST))


@login_required
@require_POST
def answer(request, fixture_id: int):
    """The other coach confirms or disputes the report (the core's flow checks who may)."""
    fx = _fixture(fixture_id)
    rep = get_object_or_404(ResultReport, fixture=fx)
    if request.POST.get("answer") == "dispute":
        return _act(request, fx, lambda: services.dispute_result(by=request.user, report=rep,
                                                                 reason=request.POST.get("reason", "")))
    return _act(request, fx, lambda: services.confirm_result(by=request.user, report=rep))


@login_required
@require_POST
def simulate(request, fixture_id: int):
    """The commissioner has the classic engine play this fixture now (a seed may be given to replay one)."""
    fx = _fixture(fixture_id)
    seed = request.POST.get("seed", "").strip()[:64] or None
    return _act(request, fx, lambda: services.simulate_fixture(fixture_id=fx.pk, seed=seed, by=request.user))


def replay(request, fixture_id: int):
    record = get_object_or_404(ClassicMatchRecord.objects.select_related("fixture__home", "fixture__away"),
                               fixture_id=fixture_id)
    if not record.events:
        raise Http404(_("This match has no event log."))
    try:
        step = int(request.GET.get("step", 0))
    except ValueError:
        step = 0
    template = "blood_bowl_2016/replay/_step.html" if request.htmx else "blood_bowl_2016/replay/replay.html"
    return render(request, template, selectors.replay_page(record, step))


def season(request, season_id: int):
    """What follows the league games: the play-offs in the core's bracket, then the off-season."""
    s = get_object_or_404(Season.objects.select_related("league"), pk=season_id, league__ruleset=RULESET)
    if request.method == "POST":
        if not request.user.is_authenticated:
            raise PermissionDenied(_("Log in as a commissioner first."))
        try:
            if request.POST.get("action") == "playoffs":
                services.start_playoffs(by=request.user, season=s)
                return redirect("playoff-bracket", season_id=s.pk)
            new = services.next_season(by=request.user, league=s.league)
            return redirect("bb2016-season", season_id=new.pk)
        except RuleViolation as error:
            return render(request, "blood_bowl_2016/season.html", {"season": s, "errors": error.messages,
                                                                   "is_commissioner": s.league.is_commissioner(request.user)},
                          status=400)
    return render(request, "blood_bowl_2016/season.html", {"season": s, "is_commissioner": s.league.is_commissioner(request.user)})


def commissioner_actions(league) -> list[dict]:
    """Dashboard: a season whose league games are all played waits for its play-offs or off-season."""
    season = league.current_season()
    if season and season.state in (Season.State.REGULAR_SEASON, Season.State.OFF_SEASON) and not season.fixtures.filter(
            status__in=services.UNFINISHED).exists() and season.fixtures.exists():
        return [{"text": _("%(league)s: what follows the season") % {"league": league},
                 "url": reverse("bb2016-season", args=[season.pk])}]
    return []

"""History pages, charts, calendar feeds, exports, the team import and the API token page. Thin: parse,
call one selector or service, render."""

from __future__ import annotations

import json

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from rest_framework.authtoken.models import Token

from history import calendar, exports, selectors, services
from league.models import League, Season, Team
from league.permissions import require_commissioner
from league.services.errors import RuleViolation
from league.views._helpers import show_violation


def team_history(request, team_id: int):
    get_object_or_404(Team, pk=team_id)
    history = selectors.team_history(team_id)
    return render(request, "history/team.html", {
        "history": history, "team": history.team, "value_chart": mark_safe(history.value_chart),  # noqa: S308 (escaped in charts)
    })


def league_history(request, league_id: int):
    get_object_or_404(League, pk=league_id)
    return render(request, "history/league.html", {"history": selectors.league_history(league_id)})


def season_history(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    history = selectors.season_history(season.pk)
    return render(request, "history/season.html", {
        "season": season, "league": season.league,
        "race_charts": [mark_safe(c) for c in history.race_charts],  # noqa: S308 (escaped in charts)
        "leaders_chart": mark_safe(history.leaders_chart),  # noqa: S308
    })


def _ics(body: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(body, content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = f'inline; filename="{filename}"'
    return response


def team_calendar(request, team_id: int):
    team = get_object_or_404(Team.objects.select_related("league"), pk=team_id)
    body = calendar.feed(name=f"{team.name} ({team.league.name})", fixtures=calendar.team_fixtures(team),
                         base_url=request.build_absolute_uri("/").rstrip("/"))
    return _ics(body, f"team-{team.pk}.ics")


def league_calendar(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    body = calendar.feed(name=league.name, fixtures=calendar.league_fixtures(league),
                         base_url=request.build_absolute_uri("/").rstrip("/"))
    return _ics(body, f"league-{league.pk}.ics")


def roster_sheet(request, team_id: int):
    get_object_or_404(Team, pk=team_id)
    team, players, totals = exports.team_sheet(team_id)
    return render(request, "history/roster_sheet.html", {
        "team": team, "players": players, "totals": totals, "roster": team.league.rules.rosters.get(team.roster)})


def roster_json(request, team_id: int):
    get_object_or_404(Team, pk=team_id)
    response = JsonResponse(exports.roster_json(team_id), json_dumps_params={"indent": 2})
    response["Content-Disposition"] = f'attachment; filename="team-{team_id}.json"'
    return response


@login_required
def league_json(request, league_id: int):
    """Commissioner only: the league's whole data (coaches' names included)."""
    league = get_object_or_404(League, pk=league_id)
    require_commissioner(request.user, league)
    response = HttpResponse(json.dumps(exports.league_json(league.pk), indent=2, default=str),
                            content_type="application/json")
    response["Content-Disposition"] = f'attachment; filename="league-{league.pk}.json"'
    return response


@login_required
def team_import(request, league_id: int):
    league = get_object_or_404(League, pk=league_id)
    if request.method == "POST":
        upload = request.FILES.get("file")
        data = upload.read(200_001) if upload else request.POST.get("xml", "").encode()
        try:
            team = services.import_team(by=request.user, league=league, data=data)
        except RuleViolation as error:
            show_violation(request, error)
            return render(request, "history/team_import.html", {"league": league, "errors": error.messages},
                          status=400)
        messages.success(request, _("%(team)s was imported.") % {"team": team.name})
        return redirect("team-detail", team_id=team.pk)
    return render(request, "history/team_import.html", {"league": league})


@login_required
def api_token(request):
    """Show the coach's API token; create one; rotate it after a confirmation step."""
    token = Token.objects.filter(user=request.user).first()
    if request.method == "POST":
        action = request.POST.get("action")
        try:
            if action == "create":
                services.create_token(user=request.user)
                messages.success(request, _("Your API token was created."))
            elif action == "rotate":
                if request.POST.get("confirm") != "yes":
                    return render(request, "history/api_token.html", {"token": token, "confirming": True})
                services.rotate_token(user=request.user, current=request.POST.get("current", ""))
                messages.success(request, _("Your API token was replaced: the old one no longer works."))
        except RuleViolation as error:
            show_violation(request, error)
        return redirect("history:api-token")
    return render(request, "history/api_token.html", {
        "token": token, "confirming": request.GET.get("rotate") == "1" and token is not None})



"""The team page (the roster sheet every game with a roster of positions shares, with the game's own part
from its app) and the commissioner's treasury correction."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext

from dugout.page_cache import cacheable
from league.games import pages_of, render_part
from league.models import Team
from league.permissions import may_commission, may_manage_team
from league.selectors.teams import former_players, team_sheet
from league.services import commissioner
from league.services.errors import RuleViolation
from league.views._helpers import read_int, show_violation


@cacheable
def team_detail(request, team_id: int):
    team = get_object_or_404(Team, pk=team_id)
    if own_page := pages_of(team.league.ruleset).team:  # a game's own team sheet
        return redirect(own_page, team_id=team.pk)
    return render(request, "league/team_detail.html", roster_context(request, team))


def roster_context(request, team, **part) -> dict:
    """The team page; `part` goes to the game's part of it (e.g. a refused form's input, shown again)."""
    team, players, totals = team_sheet(team.pk)
    return {
        "team": team, "players": players, "totals": totals, "roster": team.league.rules.rosters.get(team.roster),
        "may_manage": may_manage_team(request.user, team), "may_commission": may_commission(request.user, team.league),
        "former": former_players(team),
        "player_page": pages_of(team.league.ruleset).player,
        "player_columns": team.league.rules.player_columns,
        "roster_colspan": 10 + len(team.league.rules.player_columns),
        "entries": list(team.season_entries.select_related("season").order_by("-season__number")),
        "game_sheet": render_part(pages_of(team.league.ruleset).team_sheet_part, request, team=team,
                                  user=request.user, **part),
    }


@login_required
def team_correct(request, team_id: int):
    """Commissioner: correct the treasury, with a reason (audited)."""
    team = get_object_or_404(Team.objects.select_related("league"), pk=team_id)
    if not may_commission(request.user, team.league):
        raise PermissionDenied
    if request.method == "POST":
        treasury = read_int(request.POST.get("treasury"))
        try:
            if treasury is None:
                raise RuleViolation(("§4.7", gettext("the treasury must be a whole number of gp")))
            commissioner.correct_treasury(by=request.user, team=team, treasury=treasury, reason=request.POST.get("reason", ""))
        except RuleViolation as error:
            show_violation(request, error)
            return render(request, "league/team_correct.html", {"team": team, "posted": request.POST}, status=400)
        messages.success(request, gettext("Treasury corrected; the change is in the audit log."))
        return redirect(team_url(team))
    return render(request, "league/team_correct.html", {"team": team})


def team_url(team) -> str:
    return f"/teams/{team.pk}/"

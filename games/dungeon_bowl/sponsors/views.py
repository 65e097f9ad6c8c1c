"""The coach changes the team's sponsor (§11.3), from the team page."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.dungeon_bowl.sponsors.services import assign_random_sponsors, change_sponsor, name_athlete
from league.models import League, Player, Team
from league.views._helpers import guard


@login_required
@require_POST
def team_sponsor(request, team_id: int):
    team = get_object_or_404(Team, pk=team_id)
    return guard(request, f"/teams/{team.pk}/", lambda: change_sponsor(
        by=request.user, team=team, sponsor=request.POST.get("sponsor", "")), success=_("Sponsor changed."))


@login_required
@require_POST
def team_athlete(request, team_id: int):
    """The coach names the team's Air Oberwald athlete (§11.2)."""
    team = get_object_or_404(Team, pk=team_id)
    player = Player.objects.filter(pk=request.POST.get("player") or 0).first() or Player(pk=0)
    return guard(request, f"/teams/{team.pk}/", lambda: name_athlete(by=request.user, team=team, player=player),
                 success=_("Athlete chosen."))


@login_required
@require_POST
def league_random_sponsors(request, league_id: int):
    """The commissioner of a small league has the sponsors assigned at random (§11.1)."""
    league = get_object_or_404(League, pk=league_id)
    return guard(request, f"/leagues/{league.pk}/", lambda: assign_random_sponsors(by=request.user, league=league),
                 success=_("Every team has a sponsor, drawn at random."))

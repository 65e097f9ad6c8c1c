"""Multi-player Dungeon Bowl pages (§10.1): the commissioner arranges a match of three or four teams and, when it
was played at the table, reports its placings (a simulation goes through the core's simulate page)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _

from games.dungeon_bowl.services import multiplayer as services
from league.models import Fixture, Season
from league.views._helpers import read_int


@login_required
def arrange(request, season_id: int):
    """GET: choose three or four teams; POST: arrange the friendly (commissioner only, both ways)."""
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id, league__ruleset="dungeon_bowl")
    if not season.league.is_commissioner(request.user):
        raise PermissionDenied(_("Only a commissioner of %(league)s arranges multi-player matches.")
                               % {"league": season.league})
    teams = list(season.league.teams.order_by("name"))
    chosen: list[int] = []
    status = 200
    if request.method == "POST":
        chosen = [i for i in (read_int(v) for v in request.POST.getlist("teams")) if i is not None]
        picked = [t for t in teams if t.pk in chosen]
        try:
            if len(picked) != len(chosen):
                raise ValidationError(_("Choose teams of %(league)s only.") % {"league": season.league})
            fixture = services.arrange_multiplayer_match(by=request.user, season=season, teams=picked)
        except ValidationError as exc:
            for message in exc.messages:
                messages.error(request, message)
            status = 400
        else:
            messages.success(request, _("Multi-player match arranged."))
            return redirect("matches:fixture", fixture_id=fixture.pk)
    return render(request, "dungeon_bowl/multiplayer/arrange.html",
                  {"season": season, "teams": teams, "chosen": chosen}, status=status)


@login_required
def report(request, fixture_id: int):
    """GET: the placings form; POST: record them (commissioner only, both ways)."""
    fixture = get_object_or_404(Fixture.objects.select_related("season__league"), pk=fixture_id)
    if not fixture.season.league.is_commissioner(request.user):
        raise PermissionDenied(_("Only a commissioner of %(league)s records multi-player results.")
                               % {"league": fixture.season.league})
    sides = services.sides_of(fixture)
    status = 200
    if request.method == "POST":
        placings = {s.team_id: read_int(request.POST.get(f"placing-{s.team_id}")) for s in sides}
        try:
            services.report_placings(by=request.user, fixture=fixture, placings=placings,
                                     finish=request.POST.get("finish", ""))
        except ValidationError as exc:
            for message in exc.messages:
                messages.error(request, message)
            status = 400
        else:
            messages.success(request, _("Placings recorded."))
            return redirect("matches:fixture", fixture_id=fixture.pk)
    return render(request, "dungeon_bowl/multiplayer/report.html",
                  {"fixture": fixture, "sides": sides, "places": range(1, len(sides) + 1),
                   "finishes": [(f.value, f.label) for f in services.FINISHES]}, status=status)

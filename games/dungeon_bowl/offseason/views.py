"""The off-season pages: the commissioner starts it (with confirmation), opens and starts the next season;
each coach re-draws their team or leaves. Views parse the form and call one service."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import redraft as redraft_service
from games.dungeon_bowl.offseason import services as service
from games.dungeon_bowl.offseason.selectors import offseason_page, redraft_page
from league.models import OffSeason, Season
from league.permissions import may_manage_team
from league.views._helpers import read_int, run


def season_offseason(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    return render(request, "dungeon_bowl/offseason/season.html", offseason_page(season, request.user))


@login_required
@require_POST
def start(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    run(request, lambda: service.start_off_season(by=request.user, season=season, confirm=request.POST.get("confirm") == "yes"),
         "The off-season has started: scouting, R&R and funds are being worked out.")
    return redirect("season-offseason", season_id=season.pk)


@login_required
@require_POST
def open_next(request, season_id: int):
    off = get_object_or_404(OffSeason.objects.select_related("season__league"), season_id=season_id)
    run(request, lambda: service.open_next_season(by=request.user, off_season=off),
         "The next season is open: new teams may register now.")
    return redirect("season-offseason", season_id=season_id)


@login_required
@require_POST
def start_next(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    divisions = read_int(request.POST.get("divisions"), default=0)
    run(request, lambda: service.start_next_season(by=request.user, season=season, divisions=divisions),
         f"Season {season.number} has begun: divisions drawn and the schedule generated.")
    return redirect("season-detail", season_id=season.pk)


def redraft(request, redraft_id: int):
    record = get_object_or_404(Redraft.objects.select_related("team__league", "team__coach__user", "off_season__season"),
                               pk=redraft_id)
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect(f"/accounts/login/?next={request.path}")
        if not may_manage_team(request.user, record.team):
            raise PermissionDenied
        rehire = [pid for pid in (read_int(v) for v in request.POST.getlist("rehire")) if pid is not None]
        rerolls = read_int(request.POST.get("rerolls"), default=-1)
        hires = {key[5:]: read_int(v, default=0) for key, v in request.POST.items() if key.startswith("hire_")}
        if run(request, lambda: redraft_service.redraft_team(by=request.user, redraft=record, rehire=rehire,
                                                              rerolls=rerolls, hires=hires),
                f"{record.team} is re-drafted for season {record.off_season.season.number + 1}."):
            return redirect("redraft", redraft_id=record.pk)
        context = redraft_page(record, request.user, hires=hires)
        context["chosen"] = set(rehire)
        context["form_rerolls"] = rerolls
        return render(request, "dungeon_bowl/offseason/redraft.html", context, status=400)
    return render(request, "dungeon_bowl/offseason/redraft.html", redraft_page(record, request.user))


@login_required
@require_POST
def leave(request, redraft_id: int):
    record = get_object_or_404(Redraft.objects.select_related("team__coach__user", "off_season"), pk=redraft_id)
    if request.POST.get("confirm") != "yes":
        messages.error(request, _("Tick the box to confirm that your team leaves the league."))
    else:
        run(request, lambda: redraft_service.leave_league(by=request.user, redraft=record),
             f"{record.team} leaves the league after this season.")
    return redirect("redraft", redraft_id=record.pk)

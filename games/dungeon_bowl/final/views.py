"""The Final's pages (§10.2): the league's Final (schedule it), the Final itself (sides, play, report, result,
highlights and replay — HTMX fragments per replay step, plain links without JavaScript)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.dungeon_bowl.final import services
from games.dungeon_bowl.final.selectors import final_page
from games.dungeon_bowl.models import FinalMatch
from league.models import League
from league.permissions import may_commission
from league.views._helpers import guard, read_int, run


def league_final(request, league_id: int):
    """The league's Finals, newest first; the commissioner schedules this season's from here."""
    league = get_object_or_404(League, pk=league_id)
    if request.method == "POST":
        made = []
        if run(request, lambda: made.append(services.schedule_final(by=request.user, league=league))):
            return redirect(f"/finals/{made[0].pk}/")
        return redirect(f"/leagues/{league.pk}/final/")
    return render(request, "dungeon_bowl/final/league_final.html", {
        "league": league, "finals": FinalMatch.objects.filter(league=league).select_related("season").order_by("-pk"),
        "commissioner": may_commission(request.user, league)})


def final(request, final_id: int):
    final = get_object_or_404(FinalMatch.objects.select_related("league", "season", "life_coach__user",
                                                                "death_coach__user"), pk=final_id)
    step = read_int(request.GET.get("step"), default=0)
    context = final_page(final, request.user, step)
    if request.htmx and final.events:
        return render(request, "dungeon_bowl/replay/_step.html", context)
    return render(request, "dungeon_bowl/final/final.html", context)


def events(request, final_id: int):
    """The Final's whole event log as the engine wrote it (every roll), for anyone to check or replay."""
    final = get_object_or_404(FinalMatch, pk=final_id)
    if not final.events:
        raise Http404(_("This Final has no event log: it was not played by the match engine."))
    return JsonResponse({"seed": final.seed, "sheets": final.sheets, "events": final.events})


@login_required
@require_POST
def take(request, final_id: int):
    final = get_object_or_404(FinalMatch, pk=final_id)
    return guard(request, f"/finals/{final.pk}/", lambda: services.take_side(
        by=request.user, final=final, side=request.POST.get("side", "")), success=_("You coach this side of the Final."))


@login_required
@require_POST
def play(request, final_id: int):
    final = get_object_or_404(FinalMatch, pk=final_id)
    return guard(request, f"/finals/{final.pk}/", lambda: services.play_by_engine(by=request.user, final=final),
                 success=_("The match engine is playing the Final."))


@login_required
@require_POST
def report(request, final_id: int):
    final = get_object_or_404(FinalMatch, pk=final_id)
    return guard(request, f"/finals/{final.pk}/", lambda: services.report_final(
        by=request.user, final=final, outcome=request.POST.get("outcome", ""), finish=request.POST.get("finish", "")),
        success=_("The Final's result is recorded."))

"""The play-off bracket page (and its HTMX fragment, which refreshes itself), and the commissioner's draw."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from league.models import Season
from league.selectors.playoffs import bracket_page
from league.services import playoffs as service
from league.views._helpers import run


def bracket(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    context = bracket_page(season, request.user)
    template = "playoffs/_bracket.html" if request.htmx else "playoffs/bracket.html"
    return render(request, template, context)


@login_required
@require_POST
def draw(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    run(request, lambda: service.draw_playoffs(by=request.user, season=season), "The play-offs are drawn.")  # 403 if not commissioner
    return redirect("playoff-bracket", season_id=season.pk)

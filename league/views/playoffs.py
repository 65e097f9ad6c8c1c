"""The play-off bracket page (and its HTMX fragment, which refreshes itself), and the commissioner's draw."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from league.models import Season
from league.selectors.playoffs import bracket_page
from league.services import playoffs as service
from league.services.errors import RuleViolation
from league.views._helpers import show_violation


def bracket(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    context = bracket_page(season, request.user)
    template = "playoffs/_bracket.html" if request.htmx else "playoffs/bracket.html"
    return render(request, template, context)


@login_required
@require_POST
def draw(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    try:
        service.draw_playoffs(by=request.user, season=season)  # PermissionDenied -> 403
    except RuleViolation as error:
        show_violation(request, error)
    else:
        messages.success(request, "The play-offs are drawn.")
    return redirect("playoff-bracket", season_id=season.pk)

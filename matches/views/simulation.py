"""The commissioner's simulate pages: start a simulation (one fixture, a round, the rest of the season)
and watch its progress (HTMX polling, with a plain refresh link without JavaScript)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext, ngettext
from django.views.decorators.http import require_POST

from league import permissions
from league.models import Fixture, Season
from league.views._helpers import read_int
from matches.models import SimulationBatch
from matches.selectors.simulation import batch_progress, simulate_page
from matches.services import simulation


@login_required
def simulate(request, season_id: int):
    """GET: the page; POST: start a batch (commissioner only), then show its progress."""
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    if not permissions.may_commission(request.user, season.league):
        raise PermissionDenied(gettext("Only a commissioner of {league} may simulate its fixtures.").format(league=season.league))
    if request.method == "POST":
        scope = request.POST.get("scope", "")
        fixture = None
        if scope == SimulationBatch.Scope.FIXTURE:
            fixture = Fixture.objects.filter(pk=read_int(request.POST.get("fixture")), season=season).first()
        try:
            batch = simulation.start_simulation(
                user=request.user, season=season, scope=scope, fixture=fixture,
                round_number=read_int(request.POST.get("round")),
            )
        except ValidationError as exc:
            for message in exc.messages:
                messages.error(request, message)
            return render(request, "simulation/simulate.html", simulate_page(season), status=400)
        messages.success(request, gettext("Simulating {label}: {total} fixtures.").format(label=batch.label, total=batch.total))
        return redirect("simulation-progress", batch_id=batch.pk)
    return render(request, "simulation/simulate.html", simulate_page(season))


@login_required
def progress(request, batch_id: int):
    """The batch's progress; an HTMX request gets the bar alone (polled until the batch is done)."""
    batch = get_object_or_404(SimulationBatch.objects.select_related("season__league"), pk=batch_id)
    if not permissions.may_commission(request.user, batch.season.league):
        raise PermissionDenied(gettext("Only a commissioner of {league} follows its simulations.").format(league=batch.season.league))
    context = {"p": batch_progress(batch), "season": batch.season}
    template = "simulation/_progress.html" if request.htmx else "simulation/progress.html"
    return render(request, template, context)


@login_required
@require_POST
def retry(request, batch_id: int):
    """The commissioner runs the batch's failed fixtures again."""
    batch = get_object_or_404(SimulationBatch.objects.select_related("season__league"), pk=batch_id)
    try:
        count = simulation.retry_failures(user=request.user, batch=batch)
    except ValidationError as exc:
        for message in exc.messages:
            messages.error(request, message)
    else:
        messages.success(request, ngettext("Retrying {count} failed fixture.", "Retrying {count} failed fixtures.", count).format(count=count))
    return redirect("simulation-progress", batch_id=batch.pk)

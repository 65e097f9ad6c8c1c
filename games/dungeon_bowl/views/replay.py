"""The replay viewer: a simulated match step by step (HTMX fragment per step; plain links without JS)."""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import get_object_or_404, render
from django.utils.translation import gettext as _

from games.dungeon_bowl.models import SimulatedMatch
from games.dungeon_bowl.selectors.replay import replay_page


def replay(request, fixture_id: int):
    sim = get_object_or_404(SimulatedMatch.objects.select_related("fixture__home", "fixture__away"), fixture_id=fixture_id)
    if not sim.events:
        raise Http404(_("This match has no event log."))
    try:
        step = int(request.GET.get("step", 0))
    except ValueError:
        step = 0
    template = "dungeon_bowl/replay/_step.html" if request.htmx else "dungeon_bowl/replay/replay.html"
    return render(request, template, replay_page(sim, step))

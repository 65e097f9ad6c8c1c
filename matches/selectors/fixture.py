"""Reads for the core's fixture page: the sides in their order, and the result report if any."""

from __future__ import annotations

from league.models import Fixture
from matches.models import ResultReport


def fixture_page(fx: Fixture) -> dict:
    return {
        "fixture": fx,
        "sides": list(fx.side_rows()),
        "report": ResultReport.objects.filter(fixture=fx).select_related("submitted_by__user").first(),
    }

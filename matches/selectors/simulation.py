"""Reads for the commissioner's simulation pages: what is left to simulate and how far a batch is."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import F
from django.urls import reverse

from league.models import Fixture, Season
from matches.hooks import simulator_of
from matches.models import SimulationBatch, SimulationFailure
from matches.models.simulation import OPEN_STATUSES
from matches.services.simulation import unsettled

# While a batch runs, its progress fragment is polled every second: it lists the fixtures done last, not all of
# a season's hundreds (read, rendered and sent once a second each); the whole list comes when the batch is finished.
RECENT = 12


@dataclass
class Progress:
    batch: SimulationBatch
    done: int
    total: int
    fixtures: list  # the fixtures listed: all of them once finished, else the RECENT done last (none when counted only)
    failures: list  # SimulationFailure rows, each with its fixture: waiting for the commissioner's retry

    @property
    def failed(self) -> int:
        return len(self.failures)

    @property
    def percent(self) -> int:
        return round(100 * self.done / self.total) if self.total else 100

    @property
    def finished(self) -> bool:
        """Nothing more happens without the commissioner: every fixture done or failed."""
        return self.done + self.failed >= self.total

    @property
    def not_listed(self) -> int:
        """Fixtures done but not in the list (while the batch runs)."""
        return 0 if self.finished else max(self.done - len(self.fixtures), 0)


def batch_progress(batch: SimulationBatch, *, listed: bool = True) -> Progress:
    """Done = resolved (by the engine or anyone) and, when simulated, post-processed; failed = its task raised.
    Counted from the fixtures' ids and statuses alone; with `listed`, the fixtures to show are read with their
    teams: every one once the batch is finished, else the RECENT done last (by round, then id)."""
    ids = batch.fixture_ids
    failures = list(SimulationFailure.objects.filter(batch=batch).select_related("fixture__home", "fixture__away")
                    .order_by("fixture_id"))
    failed = {f.fixture_id for f in failures}
    waiting = unsettled(batch.season, ids)
    resolved = Fixture.objects.filter(pk__in=ids).exclude(status__in=OPEN_STATUSES).values_list("pk", flat=True)
    done_ids = [pk for pk in resolved if pk not in waiting and pk not in failed]
    progress = Progress(batch=batch, done=len(done_ids), total=len(ids), fixtures=[], failures=failures)
    if not listed:
        return progress
    shown = Fixture.objects.select_related("home", "away", "round").prefetch_related("sides__team")
    if progress.finished:
        fixtures = list(shown.filter(pk__in=ids).order_by("round__number", "id"))
    else:
        fixtures = list(shown.filter(pk__in=done_ids).order_by(F("round__number").desc(nulls_first=True), "-id")[:RECENT])[::-1]
    replay = getattr(simulator_of(batch.season.league.ruleset), "replay", "")
    for fx in fixtures:
        fx.failed = fx.pk in failed
        # The game's replay of what its engine played (the fixture's note says the engine played it).
        fx.replay_url = (reverse(replay, args=[fx.pk]) if replay and fx.status == Fixture.Status.PLAYED
                         and fx.note.startswith("Simulated") else "")
    progress.fixtures = fixtures
    return progress


def simulate_page(season: Season) -> dict:
    kinds = [Fixture.Kind.PLAYOFF] if season.state == Season.State.PLAYOFFS else [Fixture.Kind.LEAGUE, Fixture.Kind.FRIENDLY]
    open_fixtures = list(
        Fixture.objects.filter(season=season, status__in=OPEN_STATUSES, kind__in=kinds).select_related("home", "away", "round")
        .order_by("round__number", "id")
    )
    rounds = sorted({fx.round.number for fx in open_fixtures if fx.round_id})
    batches = [batch_progress(b, listed=False) for b in SimulationBatch.objects.filter(season=season).order_by("-created_at")[:5]]
    return {
        "season": season,
        "league": season.league,
        "open_fixtures": open_fixtures,
        "open_league_fixtures": [fx for fx in open_fixtures if fx.kind == Fixture.Kind.LEAGUE],
        "rounds": rounds,
        "batches": batches,
        "has_engine": simulator_of(season.league.ruleset) is not None,
        "can_simulate": season.state in (Season.State.REGULAR_SEASON, Season.State.PLAYOFFS),
    }

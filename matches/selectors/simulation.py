"""Reads for the commissioner's simulation pages: what is left to simulate and how far a batch is."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse

from league.models import Fixture, Season
from matches.hooks import simulator_of
from matches.models import SimulationBatch, SimulationFailure
from matches.models.simulation import OPEN_STATUSES
from matches.services.simulation import unsettled


@dataclass
class Progress:
    batch: SimulationBatch
    done: int
    total: int
    fixtures: list
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


def batch_progress(batch: SimulationBatch) -> Progress:
    """Done = resolved (by the engine or anyone) and, when simulated, post-processed; failed = its task raised."""
    ids = batch.fixture_ids
    fixtures = list(Fixture.objects.filter(pk__in=ids).select_related("home", "away", "round").prefetch_related("sides__team").order_by("round__number", "id"))
    failures = list(SimulationFailure.objects.filter(batch=batch).select_related("fixture__home", "fixture__away")
                    .order_by("fixture_id"))
    failed = {f.fixture_id for f in failures}
    waiting = unsettled(batch.season, ids)
    done = sum(1 for fx in fixtures if fx.status not in OPEN_STATUSES and fx.pk not in waiting and fx.pk not in failed)
    replay = getattr(simulator_of(batch.season.league.ruleset), "replay", "")
    for fx in fixtures:
        fx.failed = fx.pk in failed
        # The game's replay of what its engine played (the fixture's note says the engine played it).
        fx.replay_url = (reverse(replay, args=[fx.pk]) if replay and fx.status == Fixture.Status.PLAYED
                         and fx.note.startswith("Simulated") else "")
    return Progress(batch=batch, done=done, total=len(ids), fixtures=fixtures, failures=failures)


def simulate_page(season: Season) -> dict:
    kinds = [Fixture.Kind.PLAYOFF] if season.state == Season.State.PLAYOFFS else [Fixture.Kind.LEAGUE, Fixture.Kind.FRIENDLY]
    open_fixtures = list(
        Fixture.objects.filter(season=season, status__in=OPEN_STATUSES, kind__in=kinds).select_related("home", "away", "round")
        .order_by("round__number", "id")
    )
    rounds = sorted({fx.round.number for fx in open_fixtures if fx.round_id})
    batches = [batch_progress(b) for b in SimulationBatch.objects.filter(season=season).order_by("-created_at")[:5]]
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

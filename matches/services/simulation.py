"""The commissioner's simulations: a game's match engine plays fixtures (matches/hooks.py `Simulator`).

`start_simulation` simulates one fixture, a round, or the rest of the regular season, as a SimulationBatch
whose waves (round numbers) are queued one after the other, one Celery task per fixture
(matches.tasks.simulate_fixture), which asks the league's game to play it (`play_fixture`).
"""

from __future__ import annotations

from collections import defaultdict
from uuid import uuid4

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext
from django.utils.translation import gettext as _

from dugout.outbox.services import enqueue_many
from league import events, permissions
from league.models import Fixture, Season
from matches.hooks import simulator_of
from matches.models import SimulationBatch, SimulationFailure
from matches.models.simulation import OPEN_STATUSES


def open_state(fixture: Fixture) -> str:
    """The season state in which a fixture is played: a play-off fixture in the Play-off Season, any other in
    the Regular Season."""
    return Season.State.PLAYOFFS if fixture.kind == Fixture.Kind.PLAYOFF else Season.State.REGULAR_SEASON


# The task that calls this module's services (matches/tasks.py), queued by its stable name so that this module
# does not import it back (matches.apps registers it in every process, so eager tests run it in place).
SIMULATE_TASK = "matches.simulate_fixture"


def queue_simulations(*, fixture_ids: list[int], batch_id: int | None = None) -> None:
    """Queue the fixtures' simulations once the current transaction commits, through the outbox (a broker
    outage delays them, never loses them), in one statement and over one broker connection. Each call queues
    new jobs: a retry plays the fixture again, and the game's claim makes a second play of a played fixture
    do nothing."""
    enqueue_many(SIMULATE_TASK, [([fid, batch_id], f"simulate:fixture:{fid}:batch:{batch_id}:{uuid4().hex}")
                                 for fid in fixture_ids])


def _simulator(ruleset: str):
    simulator = simulator_of(ruleset)
    if simulator is None:
        raise ValidationError(_("This league's game has no match engine: its fixtures are played and reported."))
    return simulator


def play_fixture(*, fixture_id: int, batch_id: int | None = None) -> bool:
    """The league's game plays one fixture with its engine; False when the fixture is not open any more."""
    ruleset = Fixture.objects.filter(pk=fixture_id).values_list("season__league__ruleset", flat=True).first()
    if ruleset is None:
        return False
    return _simulator(ruleset).play(fixture_id=fixture_id, batch_id=batch_id)


def unsettled(season: Season, fixture_ids) -> set[int]:
    """Fixtures the engine played whose after-match work (the game's) is still running."""
    simulator = simulator_of(season.league.ruleset)
    return simulator.unsettled(fixture_ids) if simulator else set()


# --- The commissioner's batches --------------------------------------------------------------------


def _open_fixtures(season: Season):
    return Fixture.objects.filter(season=season, status__in=OPEN_STATUSES).select_related("round")


def _waves(fixtures) -> list[list[int]]:
    """One wave per round number (every division's round N together); friendlies last."""
    by_round: dict[int, list[int]] = defaultdict(list)
    for fx in fixtures:
        by_round[fx.round.number if fx.round_id else 10_000].append(fx.pk)
    return [sorted(by_round[n]) for n in sorted(by_round)]


def _held_by_batches(season: Season) -> set[int]:
    """Fixtures of the season's batches that are still open and have not failed."""
    held = {fid for batch in season.simulation_batches.all() for fid in batch.fixture_ids}
    held -= set(SimulationFailure.objects.filter(batch__season=season).values_list("fixture_id", flat=True))
    return set(Fixture.objects.filter(pk__in=held, status__in=OPEN_STATUSES).values_list("pk", flat=True))


def create_batch(*, season: Season, scope: str, fixtures: list[Fixture], label: str, requested_by=None) -> SimulationBatch:
    """Record the batch and queue its first wave when the transaction commits (no permission check:
    callers check; the management command is the shell's)."""
    wrong = [fx for fx in fixtures if season.state != open_state(fx)]
    if wrong or season.state not in (Season.State.REGULAR_SEASON, Season.State.PLAYOFFS):
        raise ValidationError(
            _("Fixtures are simulated during the Regular Season, play-off matches during the Play-off Season; "
              "this season is in %(state)s.") % {"state": season.get_state_display()}
        )
    _simulator(season.league.ruleset)
    fixtures = [fx for fx in fixtures if fx.status in OPEN_STATUSES]
    if not fixtures:
        raise ValidationError(gettext("Nothing to simulate: every fixture chosen has been played, reported or decided."))
    # A double click, or two commissioners at once, must not queue a second batch of the same fixtures:
    # the season row is locked, and fixtures an earlier batch still holds (not failed) are left to it.
    Season.objects.select_for_update().filter(pk=season.pk).first()
    held = _held_by_batches(season)
    fixtures = [fx for fx in fixtures if fx.pk not in held]
    if not fixtures:
        raise ValidationError(gettext("These fixtures are already being simulated; follow that simulation's progress page."))
    batch = SimulationBatch.objects.create(
        season=season, scope=scope, label=label, requested_by=requested_by, waves=_waves(fixtures)
    )
    batch_id = batch.pk
    transaction.on_commit(lambda: advance_batch(batch_id=batch_id))
    return batch


@transaction.atomic
def start_simulation(*, user, season: Season, scope: str, fixture: Fixture | None = None,
                     round_number: int | None = None) -> SimulationBatch:
    """The commissioner simulates one fixture, a round (every division's round N), or the rest of the
    regular season. Only a commissioner of the season's league may."""
    permissions.require_commissioner(user, season.league)
    if scope == SimulationBatch.Scope.FIXTURE:
        if fixture is None or fixture.season_id != season.pk:
            raise ValidationError(gettext("Choose a fixture of this season to simulate."))
        if fixture.status not in OPEN_STATUSES:
            raise ValidationError(gettext("{fixture} is {lower}; only an unplayed fixture is simulated.").format(fixture=fixture, lower=fixture.get_status_display().lower()))
        chosen, label = [fixture], str(fixture)
    elif scope == SimulationBatch.Scope.ROUND:
        chosen = list(_open_fixtures(season).filter(kind=Fixture.Kind.LEAGUE, round__number=round_number))
        label = f"round {round_number} of {season}"
    elif scope == SimulationBatch.Scope.SEASON:
        chosen = list(_open_fixtures(season).filter(kind=Fixture.Kind.LEAGUE))
        label = f"the rest of {season}"
    else:
        raise ValidationError(gettext("Simulate one fixture, a round or the rest of the season, not {scope!r}.").format(scope=scope))
    return create_batch(season=season, scope=scope, fixtures=chosen, label=label, requested_by=user.coach)


def wave_done(fixture_ids: list[int], *, batch_id: int | None = None) -> bool:
    """Every fixture resolved (by the engine or otherwise), and every simulated one post-processed;
    a fixture that failed in this batch counts as settled, so one failure does not stall the rest."""
    if batch_id is not None:
        failed = set(SimulationFailure.objects.filter(batch_id=batch_id).values_list("fixture_id", flat=True))
        fixture_ids = [fid for fid in fixture_ids if fid not in failed]
    if Fixture.objects.filter(pk__in=fixture_ids, status__in=OPEN_STATUSES).exists():
        return False
    season = Season.objects.select_related("league").filter(fixtures__pk__in=fixture_ids[:1]).first()
    return season is None or not unsettled(season, fixture_ids)


def advance_batch(*, batch_id: int) -> bool:
    """Queue the batch's next wave if the previous one is done; True when this call queued it.

    Claimed by a conditional update on `queued_waves`, so two workers finishing together queue once."""
    batch = SimulationBatch.objects.filter(pk=batch_id).first()
    if batch is None:
        return False
    k = batch.queued_waves
    if k > 0 and not wave_done(batch.waves[k - 1], batch_id=batch_id):
        return False
    if k >= len(batch.waves):  # the last wave is done: listeners are told (each keeps its own once-only key)
        events.simulation_finished.send(sender=SimulationBatch, season=batch.season, label=batch.label,
                                        url=f"/simulations/{batch.pk}/", requested_by=batch.requested_by,
                                        batch_id=batch.pk)
        return False
    with transaction.atomic():
        if not SimulationBatch.objects.filter(pk=batch_id, queued_waves=k).update(queued_waves=k + 1):
            return False
        queue_simulations(fixture_ids=batch.waves[k], batch_id=batch_id)
    return True


def record_failure(*, batch_id: int, fixture_id: int, error: str) -> SimulationFailure:
    """A batch's fixture whose task raised: kept (with the error) for the progress page and a retry."""
    failure, _ = SimulationFailure.objects.update_or_create(
        batch_id=batch_id, fixture_id=fixture_id, defaults={"error": error[:2000]})
    return failure


@transaction.atomic
def retry_failures(*, user, batch: SimulationBatch) -> int:
    """The commissioner runs the batch's failed fixtures again; returns how many were queued.

    Each failure row is deleted as its task is queued (rows locked first), so a retry posted twice
    queues each fixture once; the task itself is safe twice anyway."""
    permissions.require_commissioner(user, batch.season.league)
    failures = list(SimulationFailure.objects.select_for_update().filter(batch=batch).order_by("fixture_id"))
    if not failures:
        raise ValidationError(gettext("Nothing to retry: no fixture of this simulation has failed."))
    SimulationFailure.objects.filter(pk__in=[f.pk for f in failures]).delete()
    queue_simulations(fixture_ids=[f.fixture_id for f in failures], batch_id=batch.pk)
    return len(failures)



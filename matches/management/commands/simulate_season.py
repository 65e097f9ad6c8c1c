"""Simulate the rest of a season's regular season from the shell: `python manage.py simulate_season <season_id>`.

The same batch as the commissioner's page (one Celery task per fixture, rounds in order, each
fixture claimed once); with no REDIS_URL the tasks run in this process. Prints the progress."""

import time

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils.translation import gettext

from league.models import Fixture, Season
from matches.models import SimulationBatch
from matches.models.simulation import OPEN_STATUSES
from matches.selectors.simulation import batch_progress
from matches.services.simulation import create_batch


class Command(BaseCommand):
    help = "Simulate every unplayed league fixture of a season with its game's match engine (rounds in order)."

    def add_arguments(self, parser):
        parser.add_argument("season_id", type=int)
        parser.add_argument("--no-wait", action="store_true", help="queue the work and return at once")
        parser.add_argument("--timeout", type=float, default=3600, help="seconds to wait for the workers")

    def handle(self, *args, season_id, no_wait=False, timeout=3600, **options):
        season = Season.objects.select_related("league").filter(pk=season_id).first()
        if season is None:
            raise CommandError(f"No season {season_id}.")
        fixtures = list(Fixture.objects.filter(season=season, kind=Fixture.Kind.LEAGUE, status__in=OPEN_STATUSES).select_related("round"))
        try:
            with transaction.atomic():
                batch = create_batch(season=season, scope=SimulationBatch.Scope.SEASON, fixtures=fixtures,
                                     label=gettext("the rest of {season}").format(season=season))
        except ValidationError as exc:
            raise CommandError(" ".join(exc.messages)) from exc
        self.stdout.write(f"Simulating {batch.total} fixtures of {season} (batch {batch.pk}).")
        if no_wait:
            return
        deadline = time.monotonic() + timeout
        last = -1
        while True:
            p = batch_progress(batch, listed=False)
            if p.done != last:
                self.stdout.write(f"{p.done}/{p.total} ({p.percent}%)")
                last = p.done
            if p.finished:
                break
            if time.monotonic() > deadline:
                raise CommandError(f"Timed out with {p.done} of {p.total} fixtures done; the workers carry on.")
            time.sleep(0.5)
        if p.failures:  # the batch went on past them; the commissioner retries them from the progress page
            for failure in p.failures:
                self.stderr.write(f"Failed: {failure.fixture.home} v {failure.fixture.away}: {failure.error}")
            raise CommandError(f"{p.failed} of {p.total} fixtures failed; retry them from /simulations/{batch.pk}/.")
        self.stdout.write(self.style.SUCCESS(f"Done: {p.total} fixtures simulated."))

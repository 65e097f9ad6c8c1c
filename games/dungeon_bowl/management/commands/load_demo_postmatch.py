"""Run the post-match sequence for the demo league's played fixtures (run after load_demo and
load_demo_schedule; idempotent: a step already applied is never applied again).

The confirmations of load_demo_schedule queue the sequence on a worker (or run it in-process when no
broker is configured); this command applies whatever has not run yet, in this process, so the demo's
match pages show winnings, SPP, MVPs and every server roll even when no worker is up.
"""

from django.core.management.base import BaseCommand, CommandError

from games.dungeon_bowl.models import MatchReport, PostMatchStep
from games.dungeon_bowl.services.postmatch import conceded_unplayed, run_forfeit_sequence, run_post_match_sequence
from league.models import League

DEMO_LEAGUE = "Demo Dungeon League"


class Command(BaseCommand):
    help = "Apply the post-match sequence to the demo league's confirmed reports (idempotent)."

    def handle(self, *args, **options):
        league = League.objects.filter(name=DEMO_LEAGUE).first()
        if league is None:
            raise CommandError("No demo league yet: run `manage.py load_demo` and `load_demo_schedule` first.")
        reports = MatchReport.objects.filter(fixture__season__league=league, status=MatchReport.Status.CONFIRMED).order_by("pk")
        applied = sum(run_post_match_sequence(report_id=r.pk) for r in reports)
        for r in reports:
            steps = PostMatchStep.objects.filter(report=r).count()
            self.stdout.write(f"  {r.fixture}: {steps} post-match steps done — /postmatch/{r.fixture_id}/")
        for fixture in conceded_unplayed().filter(season__league=league):  # conceded before the deadline (§8.5)
            if run_forfeit_sequence(fixture_id=fixture.pk):
                self.stdout.write(f"  {fixture}: MVP awards of the concession handed out — /postmatch/{fixture.pk}/")
        self.stdout.write(f"Post-match sequence: {applied} report(s) processed now, {reports.count() - applied} already done.")

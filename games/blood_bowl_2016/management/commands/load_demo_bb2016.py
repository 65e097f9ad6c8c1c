"""Load (once) the Blood Bowl 2016 demo league beside the other demos, and print its logins.

Four coaches with the boxed teams (two Humans, two Orcs, §13), the season's schedule drawn by the core, the
first round reported by the coaches and confirmed, the second round simulated by the classic engine with fixed
seeds (so each has its replay), the rest still to play. Running it again changes nothing.
"""

from django.core.management.base import BaseCommand
from django.db import transaction

import engine.rulesets
from games.blood_bowl_2016 import services
from league.demo import DEMO_PASSWORD
from league.demo import demo_user as _user
from league.models import Fixture, League, SeasonEntry
from league.services import leagues as league_services
from league.services.schedule import generate_schedule
from matches.services import results

LEAGUE_NAME = "Demo Blood Bowl 2016 League"
COMMISSIONER = "commissioner"
COACHES = [
    ("bb1", "Reikland Reavers", "humans"),
    ("bb2", "Orcland Raiders", "orcs"),
    ("bb3", "Bright Crusaders", "humans"),
    ("bb4", "Gouged Eye", "orcs"),
]
# Round 1 as the coaches reported it: (home TD, away TD, home casualties, away casualties).
REPORTED = [(2, 1, 1, 0), (1, 1, 0, 2)]


class Command(BaseCommand):
    help = "Create the Blood Bowl 2016 demo league (idempotent) and print its logins."

    @transaction.atomic
    def handle(self, *args, **options):
        commissioner = _user(COMMISSIONER, is_staff=True, is_superuser=True)
        users = {username: _user(username) for username, _, _ in COACHES}
        league = League.objects.filter(name=LEAGUE_NAME, ruleset="blood_bowl_2016").first()
        if league is None:
            league = self._build(commissioner, users)
        self.stdout.write(f"Blood Bowl 2016 demo league: http://127.0.0.1:8000/leagues/{league.pk}/")
        self.stdout.write(f"  commissioner: {COMMISSIONER} / {DEMO_PASSWORD}")
        for username, team_name, key in COACHES:
            self.stdout.write(f"  coach of {team_name} ({key}): {username} / {DEMO_PASSWORD}")

    def _build(self, commissioner, users) -> League:
        rules = engine.rulesets.get("blood_bowl_2016")
        league = league_services.create_league(by=commissioner, name=LEAGUE_NAME, ruleset="blood_bowl_2016",
                                               settings={"playoffs": "final"})
        for username, team_name, key in COACHES:
            box = rules.boxed_team(key)
            services.build_team(by=users[username], league=league, name=team_name, roster_key=key,
                                hires=dict(box["hires"]), rerolls=box["rerolls"], fan_factor=box["fan_factor"])
        season = league.current_season()
        for entry in SeasonEntry.objects.filter(season=season):
            league_services.decide_entry(by=commissioner, entry=entry, accept=True)
        league_services.draw_divisions(by=commissioner, season=season, count=1, seed=2016)
        generate_schedule(season=season, user=commissioner)
        league_services.advance_season(by=commissioner, season=season, state="regular_season")
        fixtures = list(Fixture.objects.filter(season=season).select_related("round", "home__coach__user",
                                                                             "away__coach__user")
                        .order_by("round__number", "pk"))
        for fx, (home, away, home_cas, away_cas) in zip(fixtures[:2], REPORTED, strict=True):
            report = results.submit_result(fixture=fx, user=fx.home.coach.user, sides=[
                {"team": fx.home_id, "score": home, "data": {"casualties": home_cas}},
                {"team": fx.away_id, "score": away, "data": {"casualties": away_cas}}], match={"ending": "full_time"})
            results.confirm_result(report=report, user=fx.away.coach.user)
        for n, fx in enumerate(fixtures[2:4]):
            services.simulate_fixture(fixture_id=fx.pk, seed=f"bb2016-demo-{n}", by=commissioner)
        return league

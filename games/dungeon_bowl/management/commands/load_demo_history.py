"""Load a second demo league with history (idempotent): season 1 played to its end through the real
services — match reports submitted and confirmed, the post-match sequence, the play-offs with their
bracket and champion, prizes and the trophy — then the off-season rollover, every coach's re-draft, and
season 2 started with divisions and a schedule.

It lives in Dungeon Bowl's app because it plays its matches (league/ never imports a game). The whole load is one
transaction: it is there completely or not at all, and a second run changes nothing.

    python manage.py load_demo_history
"""

from datetime import timedelta

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import redraft as redraft_services
from games.dungeon_bowl.offseason import services as offseason
from games.dungeon_bowl.services.postmatch import run_post_match_sequence
from games.dungeon_bowl.services.reports import ReportData, confirm_report, submit_report
from league.demo import DEMO_PASSWORD
from league.models import Fixture, League, PlayoffMatch, Season
from league.services import playoffs
from league.services.leagues import advance_season, create_league, decide_entry, draw_divisions
from league.services.schedule import generate_schedule
from league.services.teams import create_team

COMMISSIONER = "commissioner"
LEAGUE = "Demo History League"
# (login, team, College, hires, re-rolls, strength): legal new teams (§4); the stronger team wins.
COACHES = [
    ("history1", "Cinder Hammers", "fire", {"bloodborn_marauder_lineman": 11, "dwarf_blitzer": 2}, 2, 8),
    ("history2", "Gutter Kings", "shadow", {"skaven_lineman": 11, "gutter_runner": 2}, 2, 7),
    ("history3", "Rust Bucket Boyz", "metal", {"orc_lineman": 11, "orc_blitzer": 2}, 2, 6),
    ("history4", "Sunspire Lancers", "light", {"imperial_retainer_lineman": 11, "human_catcher": 2}, 2, 5),
    ("history5", "Grave Diggers", "death", {"skeleton_lineman": 11, "wight_blitzer": 2}, 2, 4),
    ("history6", "Greenwood Rovers", "life", {"wood_elf_lineman": 11, "stilty_runna": 2}, 2, 3),
    ("history7", "Horned Host", "beasts", {"beastmen_runner_lineman": 11, "khorngor": 2}, 2, 2),
    ("history8", "Sky Raiders", "heavens", {"norse_raider_lineman": 11, "norse_berserker": 2}, 2, 1),
]


class Command(BaseCommand):
    help = "Create a demo league with a finished season (bracket, champion, off-season) and season 2 under way."

    def _user(self, username: str, **extra):
        user, created = get_user_model().objects.get_or_create(username=username, defaults=extra)
        if created:
            user.set_password(DEMO_PASSWORD)
            user.save()
        return user

    def handle(self, *args, **options):
        if League.objects.filter(name=LEAGUE).exists():
            self.stdout.write(f"{LEAGUE} is already loaded.")
        else:
            with transaction.atomic():
                self._load()
            self.stdout.write(f"{LEAGUE} loaded: season 1 finished (play-offs, champion, off-season), season 2 started.")
        league = League.objects.get(name=LEAGUE)
        first = league.seasons.get(number=1)
        self.stdout.write(f"  bracket:    /seasons/{first.pk}/playoffs/")
        self.stdout.write(f"  off-season: /seasons/{first.pk}/offseason/")
        self.stdout.write(f"  commissioner: {COMMISSIONER} / {DEMO_PASSWORD}; coaches history1..history8 / {DEMO_PASSWORD}")

    def _load(self):
        now = timezone.now()
        commissioner = self._user(COMMISSIONER, is_staff=True, is_superuser=True)
        league = create_league(by=commissioner, name=LEAGUE)
        season = league.seasons.get(number=1)
        strength = {}
        for username, name, college, hires, rerolls, power in COACHES:
            team = create_team(by=self._user(username), league=league, name=name, roster_key=college, hires=hires,
                               rerolls=rerolls)
            strength[team.pk] = power
        for entry in season.entries.all():
            decide_entry(by=commissioner, entry=entry, accept=True)
        draw_divisions(by=commissioner, season=season, count=2, seed=2494)
        generate_schedule(season=season, user=commissioner, start=now - timedelta(days=70))
        advance_season(by=commissioner, season=Season.objects.get(pk=season.pk), state=Season.State.REGULAR_SEASON)

        # The regular season: the stronger team wins by a touchdown, except that some fixtures between
        # neighbours in strength end in a time-limit draw, for a livelier table.
        for n, fx in enumerate(Fixture.objects.filter(season=season, kind=Fixture.Kind.LEAGUE).order_by("round__number", "id")):
            close = abs(strength[fx.home_id] - strength[fx.away_id]) == 1 and n % 4 == 0
            self._report(fx, None if close else max((fx.home_id, fx.away_id), key=strength.get))

        # The play-offs: the better seed wins, except that the second semi-final is an upset.
        bracket = playoffs.draw_playoffs(by=commissioner, season=season, start=now - timedelta(days=21))
        for stage in (PlayoffMatch.Stage.SEMI_FINAL, PlayoffMatch.Stage.FINAL, PlayoffMatch.Stage.THIRD_PLACE):
            for m in PlayoffMatch.objects.filter(bracket=bracket, stage=stage).select_related("home", "away"):
                upset = stage == PlayoffMatch.Stage.SEMI_FINAL and m.slot == 2
                self._report(m.fixture, (m.away if upset else m.home).team_id)

        # The off-season: started by the commissioner; the rollover runs here (its queued task then finds
        # the work claimed and does nothing); every coach re-drafts the whole roster.
        off = offseason.start_off_season(by=commissioner, season=Season.objects.get(pk=season.pk), confirm=True)
        offseason.roll_over(off_season_id=off.pk)
        for record in Redraft.objects.filter(off_season=off).select_related("team__coach__user"):
            offer = redraft_services.candidates(record.team)
            budget = record.budget - sum(c.cost for c in offer)
            rerolls = min(record.team.rerolls.count() + 1, max(0, budget // 50_000), 8)
            linemen = max(0, 11 - len(offer))
            redraft_services.redraft_team(
                by=record.team.coach.user, redraft=record, rehire=[c.player.pk for c in offer], rerolls=rerolls,
                hires={_lineman(record.team): linemen} if linemen else {},
            )
        season2 = offseason.open_next_season(by=commissioner, off_season=off)
        offseason.start_next_season(by=commissioner, season=season2, divisions=2, start=now, seed=2495)

    def _report(self, fixture: Fixture, winner_id: int | None) -> None:
        fixture = Fixture.objects.select_related("home__coach__user", "away__coach__user").get(pk=fixture.pk)
        if winner_id is None:
            data = ReportData(outcome="draw", finish="time_limit")
        else:
            winner = fixture.home if winner_id == fixture.home_id else fixture.away
            scorer = winner.roster_players().order_by("-number").first()
            data = ReportData(outcome="home_win" if winner_id == fixture.home_id else "away_win", finish="touchdown",
                              scorer_id=scorer.pk)
        report = submit_report(fixture=fixture, user=fixture.home.coach.user, data=data)
        confirm_report(report=report, user=fixture.away.coach.user)
        run_post_match_sequence(report_id=report.pk)  # the queued task finds every step done


def _lineman(team) -> str:
    return next(p.key for p in team.roster_data.positions if "line" in p.key)

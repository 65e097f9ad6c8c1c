"""Give the demo league a schedule, some played fixtures and standings (run after load_demo; idempotent).

Runs once per demo season: when Division A already has rounds it changes nothing. It lives in Dungeon
Bowl's app because it files the game's match reports, and league/ never imports a game (DESIGN.md).
"""

from datetime import timedelta

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils import timezone

from games.dungeon_bowl.services.reports import LineData, ReportData, confirm_report, submit_report
from league.models import Division, Fixture, League, Season
from league.services.schedule import close_due_rounds_now, generate_schedule

DEMO_LEAGUE = "Demo Dungeon League"


class Command(BaseCommand):
    help = "Draw the demo league's schedule and play a few fixtures (idempotent; run after load_demo)."

    @transaction.atomic
    def handle(self, *args, **options):
        league = League.objects.filter(name=DEMO_LEAGUE).first()
        if league is None:
            raise CommandError("No demo league yet: run `manage.py load_demo` first.")
        season = league.seasons.order_by("number").first()
        division = Division.objects.filter(season=season).order_by("name").first()
        if division is None or division.teams.count() < 4:
            raise CommandError("The demo season needs a division of at least four teams (load_demo makes it).")
        if division.rounds.exists():
            self.stdout.write("Demo schedule already drawn; nothing to do.")
            return
        commissioner = league.commissioners.first().user
        if season.state != Season.State.REGISTRATION:
            Season.objects.filter(pk=season.pk).update(state=Season.State.REGISTRATION)
            season.refresh_from_db()
        # Round 1's deadline has just passed and round 2 is under way.
        start = timezone.now() - timedelta(days=league.round_length_days + 3)
        generate_schedule(season=season, user=commissioner, start=start)
        Season.objects.filter(pk=season.pk).update(state=Season.State.REGULAR_SEASON)

        round1 = list(Fixture.objects.filter(round__division=division, round__number=1).order_by("id"))
        round2 = list(Fixture.objects.filter(round__division=division, round__number=2).order_by("id"))

        def win_for_home(fx):
            home = list(fx.home.roster_players().order_by("number")[:3])
            away = list(fx.away.roster_players().order_by("number")[:1])
            if len(home) < 3 or not away:
                return ReportData(outcome="home_win", finish="time_limit")
            scorer, passer, blocker = home
            return ReportData(
                outcome="home_win", finish="touchdown", scorer_id=scorer.pk,
                lines=[
                    LineData(player_id=passer.pk, pass_completions=1),
                    LineData(player_id=blocker.pk, casualties_caused=1),
                    LineData(player_id=away[0].pk, casualty="badly_hurt", deflections=1),
                ],
            )

        # Round 1: a coach reports and the opponent confirms; the other match ends in a draw on the time limit.
        report = submit_report(fixture=round1[0], user=round1[0].home.coach.user, data=win_for_home(round1[0]))
        confirm_report(report=report, user=round1[0].away.coach.user)
        report = submit_report(fixture=round1[1], user=round1[1].away.coach.user, data=ReportData(outcome="draw", finish="time_limit"))
        confirm_report(report=report, user=round1[1].home.coach.user)
        # Round 2: one report waits for the opponent's confirmation; the other match is still to be played.
        submit_report(fixture=round2[0], user=round2[0].home.coach.user, data=win_for_home(round2[0]))
        close_due_rounds_now()
        self.stdout.write(f"Demo schedule drawn for {division.name}: 2 fixtures played, 1 report awaiting confirmation.")

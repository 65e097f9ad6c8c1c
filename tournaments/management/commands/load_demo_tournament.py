"""Load (once) a demo tournament beside the other demos: a Dungeon Bowl Swiss event of seven teams (so a
bye rotates), NAF 2/1/0 points, three rounds — two played and confirmed through the core's result flow,
the third paired and waiting, one of its games reported and awaiting the opponent's confirmation.
Seeded, so it is the same event every time; running it again changes nothing."""

import random

from django.core.management.base import BaseCommand
from django.db import transaction

from engine.dice import Dice
from league.demo import DEMO_PASSWORD
from league.demo import demo_user as _user
from league.models import Fixture
from matches.services import results
from tournaments import services
from tournaments.models import Tournament

NAME = "Demo Dungeon Cup"
ORGANISER = "commissioner"
COACHES = [
    ("cup1", "Ember Lords", "fire"), ("cup2", "Quiet Knives", "shadow"), ("cup3", "Iron Gannets", "metal"),
    ("cup4", "Cinder Cats", "fire"), ("cup5", "Dusk Walkers", "shadow"), ("cup6", "Rivet Rats", "metal"),
    ("cup7", "Ashen Host", "fire"),
]


def _report(fixture: Fixture, rng: random.Random, *, confirm: bool = True) -> None:
    home, away = rng.randint(0, 3), rng.randint(0, 3)
    sides = [{"team": fixture.home_id, "score": home, "data": {"casualties": rng.randint(0, 3)}},
             {"team": fixture.away_id, "score": away, "data": {"casualties": rng.randint(0, 3)}}]
    report = results.submit_result(fixture=fixture, user=fixture.home.coach.user, sides=sides)
    if confirm:
        results.confirm_result(report=report, user=fixture.away.coach.user)


class Command(BaseCommand):
    help = "Load a demo Swiss tournament (Dungeon Bowl, seven teams, NAF points) once."

    @transaction.atomic
    def handle(self, *args, **options):
        organiser = _user(ORGANISER, is_staff=True)
        if Tournament.objects.filter(league__name=NAME).exists():
            self.stdout.write(f"{NAME} is already loaded.")
            return
        tournament = services.create_tournament(
            by=organiser, name=NAME, ruleset="dungeon_bowl", format="swiss", rounds=3, points="2-1-0",
            bye_result="win", bye_score_for=1, bye_score_against=0,
            tie_breakers=["opponents_points", "score_difference", "head_to_head"], round_minutes=150)
        for username, team, roster in COACHES:
            services.register_team(by=_user(username), tournament=tournament, name=team, roster=roster)
        services.start_tournament(by=organiser, tournament=tournament, dice=Dice(2026))
        rng = random.Random(19)
        for number in (1, 2, 3):
            fixtures = list(Fixture.objects.filter(season=tournament.season, round__number=number).order_by("pk"))
            if number == 3:
                _report(fixtures[0], rng, confirm=False)
                break
            for fixture in fixtures:
                _report(fixture, rng)
            services.pair_next_round(by=organiser, tournament=tournament)
        self.stdout.write(self.style.SUCCESS(
            f"{NAME}: /tournaments/{tournament.pk}/ — organiser '{ORGANISER}', coaches cup1 … cup7 "
            f"(password '{DEMO_PASSWORD}')."))

"""Load (once) a Blitz Bowl demo league in mid-season, beside the Dungeon Bowl demo; print its logins.

Six coaches, four rounds played (scores, Challenge cards, injuries, Coach Traits rolled by the
server with seeded dice), a fifth round under way: one game reported and waiting for the opponent,
the others still to play. Running it again changes nothing.
"""

import random

from django.core.management.base import BaseCommand
from django.db import transaction

from engine.dice import Dice
from games.blitz_bowl import services as blitz
from league.demo import DEMO_PASSWORD
from league.demo import demo_user as _user
from league.models import League
from matches.services import results

LEAGUE_NAME = "Demo Blitz Bowl League"
COMMISSIONER = "commissioner"
COACHES = [
    ("coach1", "Karak Norn Crushers", "Dwarfs"),
    ("coach2", "Gouged Eye Grinders", "Orcs"),
    ("coach3", "Altdorf Blitzers", "Humans"),
    ("coach4", "Skavenblight Scramblers", "Skaven"),
    ("coach5", "Elfheim Eagles", "Elven Union"),
    ("coach6", "Grudgebearer Ales", "Dwarfs"),
]
ROUNDS_PLAYED = 4


def _tallies(rng: random.Random) -> dict:
    cards = rng.randint(0, 4)
    return {"touchdowns": rng.randint(0, 2), "cards_claimed": cards,
            "card_points": sum(rng.randint(1, 3) for _ in range(cards)), "sweeps": 0,
            "injuries_caused": rng.randint(0, 3), "traits_used": []}


def _report(game, user, rng: random.Random):
    home, away = _tallies(rng), _tallies(rng)
    lead = abs((home["touchdowns"] - away["touchdowns"]) * 3 + home["card_points"] - away["card_points"])
    return results.submit_result(fixture=game, user=user, sides=blitz.report_sides(game, home=home, away=away),
                                 match=blitz.match_of(ending="sudden_death" if lead >= 10 else "end_of_deck"))


class Command(BaseCommand):
    help = "Create the Blitz Bowl demo league in mid-season (idempotent) and print its logins."

    @transaction.atomic
    def handle(self, *args, **options):
        commissioner = _user(COMMISSIONER, is_staff=True, is_superuser=True)
        users = {username: _user(username) for username, _, _ in COACHES}
        league = League.objects.filter(name=LEAGUE_NAME, ruleset="blitz_bowl").first()
        if league is None:
            league = self._build(commissioner, users)
        self.stdout.write(f"Blitz Bowl demo league: http://127.0.0.1:8000/blitz/{league.pk}/")
        self.stdout.write(f"  commissioner: {COMMISSIONER} / {DEMO_PASSWORD}")
        for username, team_name, chosen in COACHES:
            self.stdout.write(f"  coach of {team_name} ({chosen}): {username} / {DEMO_PASSWORD}")

    def _build(self, commissioner, users) -> League:
        rng = random.Random("dugout blitz bowl demo")
        league = blitz.create_league(by=commissioner, name=LEAGUE_NAME)
        by_team = {}
        for username, team_name, chosen in COACHES:
            team = blitz.join_league(by=users[username], league=league, team_name=team_name, team_chosen=chosen)
            by_team[team.pk] = users[username]
        blitz.start_league_games(by=commissioner, league=league)
        rolls = 0
        for _ in range(ROUNDS_PLAYED):
            for game in blitz.generate_round(by=commissioner, league=league):
                report = _report(game, by_team[game.home_id], rng)
                rolls += 1
                results.confirm_result(report=report, user=by_team[game.away_id], dice=Dice(f"blitz demo {rolls}"))
        # Round 5 under way: the first game reported, waiting for the away coach; the rest to play.
        first, *_ = blitz.generate_round(by=commissioner, league=league)
        _report(first, by_team[first.home_id], rng)
        return league

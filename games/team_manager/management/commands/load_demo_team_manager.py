"""Load (once) a finished Team Manager league beside the other demos; print its logins.

Four managers and three seasons of the card game, every week entered by one manager and confirmed by the
others: a five-week season of three managers won on tie-break 1 (most upgrades, §14.4), a five-week season
of four managers where the UTM investigation suspends two tied managers (§14.5), and a two-manager game of
four tournament weeks (§16.1). The series table has its Manager of the Year. Running it again changes nothing.
"""

from django.core.management.base import BaseCommand
from django.db import transaction

from games.team_manager import services
from league.demo import DEMO_PASSWORD
from league.demo import demo_user as _user
from league.models import League

LEAGUE_NAME = "Demo Team Manager League"
COMMISSIONER = "commissioner"
MANAGERS = [("manager1", "Mira"), ("manager2", "Grom"), ("manager3", "Sniktch"), ("manager4", "Elrion")]

# Each season: the seats (manager index, team run), the Spike! cards, then per week each manager's line
# (fans gained, fans lost, Star Players, Team Upgrades, Staff Upgrades, cheat tokens), and End of Game fans.
SEASONS = [
    {"seats": [(0, "humans"), (1, "orcs"), (2, "skaven")],
     "spikes": ["news", "tournament", "news", "tournament", "blood_bowl"],
     "weeks": [[(3, 0, 1, 0, 0, 1), (2, 0, 0, 0, 1, 0), (1, 0, 0, 0, 0, 2)],
               [(2, 0, 0, 0, 0, 0), (3, 0, 0, 1, 0, 1), (0, 3, 0, 0, 0, 1)],
               [(1, 0, 0, 0, 1, 0), (1, 0, 0, 0, 0, 0), (4, 0, 1, 0, 0, 3)],
               [(2, 0, 0, 0, 0, 1), (2, 0, 0, 0, 1, 0), (1, 0, 0, 0, 0, 0)],
               [(2, 0, 0, 0, 0, 0), (1, 0, 1, 0, 0, 2), (2, 0, 0, 1, 0, 1)]],
     "end_of_game": [0, 1, 0]},
    {"seats": [(0, "wood_elves"), (1, "dwarfs"), (2, "chaos"), (3, "humans")],
     "spikes": ["tournament", "news", "news", "tournament", "blood_bowl"],
     "weeks": [[(2, 0, 1, 0, 0, 0), (3, 0, 0, 0, 0, 1), (2, 0, 0, 0, 1, 2), (1, 0, 0, 0, 0, 0)],
               [(2, 0, 0, 1, 0, 0), (1, 0, 1, 0, 0, 0), (2, 0, 0, 1, 0, 1), (2, 0, 0, 0, 0, 0)],
               [(1, 0, 0, 0, 1, 1), (2, 1, 0, 0, 0, 0), (1, 0, 1, 0, 0, 2), (1, 0, 0, 1, 0, 0)],
               [(3, 0, 0, 0, 0, 0), (1, 0, 0, 1, 0, 0), (3, 0, 0, 0, 0, 1), (2, 0, 1, 0, 0, 1)],
               [(2, 0, 0, 0, 0, 1), (2, 0, 0, 0, 0, 0), (2, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0)]],
     "end_of_game": [0, 0, 0, 0]},
    {"seats": [(0, "dwarfs"), (3, "skaven")],
     "spikes": ["tournament", "tournament", "tournament", "blood_bowl"],
     "weeks": [[(3, 0, 0, 1, 0, 0), (2, 0, 1, 0, 0, 1)],
               [(2, 0, 0, 0, 1, 0), (3, 0, 0, 0, 0, 2)],
               [(1, 2, 0, 0, 0, 0), (2, 0, 0, 1, 0, 0)],
               [(4, 0, 1, 0, 0, 0), (2, 0, 0, 0, 0, 1)]],
     "end_of_game": [2, 0]},
]
KEYS = ("fans_gained", "fans_lost", "star_players", "team_upgrades", "staff_upgrades", "cheat_tokens")


class Command(BaseCommand):
    help = "Load a finished Team Manager league (idempotent)."

    @transaction.atomic
    def handle(self, *args, **options):
        if League.objects.filter(name=LEAGUE_NAME, ruleset="team_manager").exists():
            self.stdout.write(f"{LEAGUE_NAME} is already loaded.")
            return
        boss = _user(COMMISSIONER, is_staff=True)
        league = services.create_league(by=boss, name=LEAGUE_NAME)
        users, teams = [], []
        for username, name in MANAGERS:
            user = _user(username)
            users.append(user)
            teams.append(services.join_league(by=user, league=league, name=name))
        for season in SEASONS:
            seats = [(teams[i], card) for i, card in season["seats"]]
            game = services.start_game(by=boss, league=league, seats=seats)
            at_table = [users[i] for i, _ in season["seats"]]
            for number, (spike, rows) in enumerate(zip(season["spikes"], season["weeks"], strict=True), start=1):
                lines = [{"team": team.pk, **dict(zip(KEYS, row, strict=True))}
                         for (team, _), row in zip(seats, rows, strict=True)]
                enterer = at_table[(number - 1) % len(at_table)]
                week = services.enter_week(by=enterer, game=game, number=number, spike=spike, lines=lines)
                for user in at_table:
                    if user is not enterer:
                        services.confirm_week(by=user, week=week)
            end = {team.pk: fans for (team, _), fans in zip(seats, season["end_of_game"], strict=True)}
            services.report_end(by=at_table[0], game=game, end_of_game=end)
            services.confirm_end(by=at_table[1], game=game)
        self.stdout.write(self.style.SUCCESS(
            f"{LEAGUE_NAME}: three finished seasons. Logins (password {DEMO_PASSWORD}): "
            f"{', '.join(u for u, _ in MANAGERS)}; commissioner {COMMISSIONER}."))

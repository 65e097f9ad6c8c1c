"""Load (or refresh) the demo league that `make run` serves, and print its logins.

Idempotent: users, league and teams are looked up by name and only created when missing. Teams are
built through the real services (engine-validated Dungeon Bowl rosters), accepted into season 1 and
put into one division of four (§8.4)."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from league.demo import DEMO_PASSWORD
from league.models import League, Season, SeasonEntry, Team
from league.services.leagues import create_league, decide_entry, set_divisions
from league.services.teams import create_team

COMMISSIONER = "commissioner"
LEAGUE = "Demo Dungeon League"
# (login, team, College, hires, team re-rolls): each is a legal new team (§4), checked by the engine.
COACHES = [
    ("coach1", "Bright Sparks", "fire",
     {"dwarf_blitzer": 2, "troll_slayer": 2, "dwarf_blocker_lineman": 7}, 2),
    ("coach2", "Night Runners", "shadow",
     {"skaven_blitzer": 2, "gutter_runner": 2, "skaven_thrower": 1, "skaven_lineman": 7}, 3),
    ("coach3", "Iron Brigade", "metal",
     {"orc_blitzer": 2, "black_orc": 3, "orc_thrower": 1, "orc_lineman": 6}, 3),
    ("coach4", "Dawn Guard", "light",
     {"elven_union_blitzer": 1, "human_catcher": 2, "imperial_thrower": 1, "imperial_retainer_lineman": 8}, 4),
]

# Player names for the demo rosters, handed out in roster order.
NAMES = {
    "Bright Sparks": ["Thorin Emberfist", "Grundi Ashbeard", "Bori Cinderhelm", "Durek Flintborn", "Hagni Coalsson",
                      "Rurik Slagbrow", "Nain Kilnhand", "Brokk Blazebeard", "Orri Forgeheart", "Gotrek Ashaxe",
                      "Snorri Pyreson"],
    "Night Runners": ["Skritt Quickclaw", "Vrisk Gloomtail", "Queek Shadefang", "Tikkit Nightwhisker", "Snikch",
                      "Gnawt Ratwing", "Skab Mudfur", "Kritch Duskpaw", "Vermin Lurk", "Squeek Darkgnaw",
                      "Rikkit Softstep", "Thrott Sneakclaw"],
    "Iron Brigade": ["Gorbag Ironjaw", "Uzgob Steelhide", "Grimgor Boltbreaka", "Mogrok Rivetface",
                     "Skarsnik Anvilbelly", "Ugluk Chainfist", "Rotgut Platesmasha", "Bogrot Hammerhand",
                     "Nazgob Scrapjaw", "Gitzit Tinhead", "Zogwort Gearknash", "Morglum Cogsplitta"],
    "Dawn Guard": ["Aelric Sunward", "Lyra Brightspear", "Tomas Hale", "Wendel Marsh", "Elora Dawnsong",
                   "Piet Vogel", "Hans Kessler", "Gustav Brenner", "Otto Reiter", "Klaus Fenn", "Dieter Lang",
                   "Jonas Weber"],
}


def player_names(team_name: str, roster, hires: dict) -> dict:
    names = iter(NAMES.get(team_name, []))
    return {p.key: [next(names, "") for _ in range(hires.get(p.key, 0))] for p in roster.positions}


class Command(BaseCommand):
    help = "Create the demo league (idempotent) and print the demo logins."

    def _user(self, username, **extra):
        users = get_user_model().objects
        user, created = users.get_or_create(username=username, defaults=extra)
        if created:
            user.set_password(DEMO_PASSWORD)
            user.save()
        return user

    @transaction.atomic
    def handle(self, *args, **options):
        commissioner = self._user(COMMISSIONER, is_staff=True, is_superuser=True)
        league = League.objects.filter(name=LEAGUE).first() or create_league(by=commissioner, name=LEAGUE)
        league.commissioners.add(commissioner.coach)
        season = league.seasons.order_by("number").first() or Season.objects.create(league=league, number=1)
        for username, team_name, roster, hires, rerolls in COACHES:
            user = self._user(username)
            team = Team.objects.filter(league=league, name=team_name).first()
            if team and not team.players.exists():
                team.delete()  # an empty team left by an older demo: rebuild it through the services
                team = None
            if team is None:
                team = create_team(by=user, league=league, name=team_name, roster_key=roster, hires=hires, rerolls=rerolls,
                                   player_names=player_names(team_name, league.rules.roster(roster), hires))
            entry, _ = SeasonEntry.objects.get_or_create(season=season, team=team)
            if entry.state != SeasonEntry.State.ACCEPTED and season.state == Season.State.REGISTRATION:
                decide_entry(by=commissioner, entry=entry, accept=True)
        if season.state == Season.State.REGISTRATION and not any(
            d.teams.count() >= 4 for d in season.divisions.all()
        ):
            teams = Team.objects.filter(league=league, name__in=[c[1] for c in COACHES])
            set_divisions(by=commissioner, season=season, assignment={t.pk: "Division A" for t in teams},
                          reason="demo league: one division of four")
        self.stdout.write("Demo league ready: http://127.0.0.1:8000/")
        self.stdout.write(f"  commissioner (staff, admin at /admin/): {COMMISSIONER} / {DEMO_PASSWORD}")
        for username, team_name, _, _, _ in COACHES:
            self.stdout.write(f"  coach of {team_name}: {username} / {DEMO_PASSWORD}")

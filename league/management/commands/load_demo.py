"""Load (or refresh) the demo league that `make run` serves, and print its logins."""

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from league.models import Division, League, Season, Team

DEMO_PASSWORD = "dugout-demo"
COMMISSIONER = "commissioner"
COACHES = [
    ("coach1", "Bright Sparks", "fire"),
    ("coach2", "Night Runners", "shadow"),
    ("coach3", "Iron Brigade", "metal"),
    ("coach4", "Dawn Guard", "light"),
]


class Command(BaseCommand):
    help = "Create the demo league (idempotent) and print the demo logins."

    @transaction.atomic
    def handle(self, *args, **options):
        users = get_user_model().objects
        commissioner, created = users.get_or_create(username=COMMISSIONER, defaults={"is_staff": True, "is_superuser": True})
        if created:
            commissioner.set_password(DEMO_PASSWORD)
            commissioner.save()
        league, _ = League.objects.get_or_create(name="Demo Dungeon League", defaults={"ruleset": "dungeon_bowl"})
        league.commissioners.add(commissioner.coach)
        season, _ = Season.objects.get_or_create(league=league, number=1)
        division, _ = Division.objects.get_or_create(season=season, name="Division A")
        for username, team_name, roster in COACHES:
            user, created = users.get_or_create(username=username)
            if created:
                user.set_password(DEMO_PASSWORD)
                user.save()
            team, _ = Team.objects.get_or_create(league=league, name=team_name, defaults={"coach": user.coach, "roster": roster})
            division.teams.add(team)
        self.stdout.write("Demo league ready: http://127.0.0.1:8000/")
        self.stdout.write(f"  commissioner (staff, admin at /admin/): {COMMISSIONER} / {DEMO_PASSWORD}")
        for username, team_name, _ in COACHES:
            self.stdout.write(f"  coach of {team_name}: {username} / {DEMO_PASSWORD}")

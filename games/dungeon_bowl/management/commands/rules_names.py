"""`manage.py rules_names [--check]`: regenerate every game's rules_names.py from the engine's data.

One command for the five games (games/rules_catalogue.py knows where each game keeps its names); it lives
here because games/ itself is not an app. --check writes nothing and fails when a module is out of date.
"""

from django.core.management.base import BaseCommand, CommandError

from games import rules_catalogue


class Command(BaseCommand):
    help = "Regenerate games/<app>/rules_names.py (the rules names for the translation catalogues)."

    def add_arguments(self, parser):
        parser.add_argument("--check", action="store_true", help="fail if a module is out of date; write nothing")

    def handle(self, *args, check=False, **options):
        stale = []
        for game in rules_catalogue.GAMES:
            path = rules_catalogue.module_path(game)
            source = rules_catalogue.render(game)
            if path.exists() and path.read_text(encoding="utf-8") == source:
                continue
            stale.append(str(path))
            if not check:
                path.write_text(source, encoding="utf-8")
                self.stdout.write(f"wrote {path}")
        if check and stale:
            raise CommandError("out of date (run manage.py rules_names): " + ", ".join(stale))

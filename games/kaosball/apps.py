from django.apps import AppConfig


class KaosballConfig(AppConfig):
    """Kaosball's pages, its pre-game auction and what a team keeps across a league; its rules are
    engine/rulesets/kaosball/."""

    name = "games.kaosball"
    label = "kaosball"
    verbose_name = "Kaosball"

    def ready(self):
        from games.kaosball import hooks

        hooks.connect()

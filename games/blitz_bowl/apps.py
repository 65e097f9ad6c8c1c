from django.apps import AppConfig


class BlitzBowlConfig(AppConfig):
    """Blitz Bowl's pages and the rows only it keeps; its rules are engine/rulesets/blitz_bowl/."""

    name = "games.blitz_bowl"
    label = "blitz_bowl"
    verbose_name = "Blitz Bowl"

    def ready(self):
        from games.blitz_bowl import hooks

        hooks.connect()

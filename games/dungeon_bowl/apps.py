from django.apps import AppConfig


class DungeonBowlConfig(AppConfig):
    """Dungeon Bowl's campaign in Django: the rows, pages and steps only it has; its rules are
    engine/rulesets/dungeon_bowl/ and engine/campaign/."""

    name = "games.dungeon_bowl"
    label = "dungeon_bowl"
    verbose_name = "Dungeon Bowl"

    def ready(self):
        from games.dungeon_bowl import league_hooks  # the campaign's league pages and dashboard lines

        league_hooks.connect()
        from games.dungeon_bowl import hooks

        hooks.connect()

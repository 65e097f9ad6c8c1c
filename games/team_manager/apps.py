from django.apps import AppConfig


class TeamManagerConfig(AppConfig):
    """Team Manager's pages and the rows only it keeps (its seasons' weeks); its rules are
    engine/rulesets/team_manager/."""

    name = "games.team_manager"
    label = "team_manager"
    verbose_name = "Team Manager"

    def ready(self):
        from games.team_manager import hooks

        hooks.connect()

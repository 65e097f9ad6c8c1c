from django.apps import AppConfig


class LeagueConfig(AppConfig):
    name = "league"
    verbose_name = "Leagues, teams and rosters"

    def ready(self) -> None:
        from league import signals  # connects the coach-profile signal

        signals.connect_services()

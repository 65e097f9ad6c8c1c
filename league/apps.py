from django.apps import AppConfig
from django.utils.translation import gettext_lazy


class LeagueConfig(AppConfig):
    name = "league"
    verbose_name = gettext_lazy("Leagues, teams and rosters")

    def ready(self) -> None:
        from league import signals  # connects the coach-profile signal

        signals.connect_services()

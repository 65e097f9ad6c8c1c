from django.apps import AppConfig
from django.utils.translation import gettext_lazy


class MatchesConfig(AppConfig):
    name = "matches"
    verbose_name = gettext_lazy("Matches: result reports and simulations")

    def ready(self):
        # Connects the simulation request from league, and registers the tasks queued by name in every process.
        from matches import signals, tasks  # noqa: F401

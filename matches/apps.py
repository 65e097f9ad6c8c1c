from django.apps import AppConfig


class MatchesConfig(AppConfig):
    name = "matches"
    verbose_name = "Matches: result reports and simulations"

    def ready(self):
        # Connects the simulation request from league, and registers the tasks queued by name in every process.
        from matches import signals, tasks  # noqa: F401

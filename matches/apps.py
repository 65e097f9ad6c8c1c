from django.apps import AppConfig


class MatchesConfig(AppConfig):
    name = "matches"
    verbose_name = "Matches: result reports and simulations"

    def ready(self):
        from matches import signals  # noqa: F401  (connects the simulation request from league)

from django.apps import AppConfig


class MatchesConfig(AppConfig):
    name = "matches"
    verbose_name = "Matches, reports and the post-match sequence"

    def ready(self):
        from matches import signals  # noqa: F401  (connects the simulation request from league)

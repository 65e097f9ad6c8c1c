from django.apps import AppConfig
from django.utils.translation import gettext_lazy


class OutboxConfig(AppConfig):
    name = "dugout.outbox"
    label = "outbox"
    verbose_name = gettext_lazy("Outbox (tasks due after a commit)")
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # Register the tasks in every process, so eager runs (tests, no REDIS_URL) find them by name.
        from dugout.outbox import tasks  # noqa: F401

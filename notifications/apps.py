from django.apps import AppConfig
from django.utils.translation import gettext_lazy


class NotificationsConfig(AppConfig):
    name = "notifications"
    verbose_name = gettext_lazy("Notifications")

    def ready(self) -> None:
        from notifications import receivers, tasks  # noqa: F401  (tasks: registered by name in every process)

        receivers.connect()

from django.apps import AppConfig


class NotificationsConfig(AppConfig):
    name = "notifications"
    verbose_name = "Notifications"

    def ready(self) -> None:
        from notifications import receivers, tasks  # noqa: F401  (tasks: registered by name in every process)

        receivers.connect()

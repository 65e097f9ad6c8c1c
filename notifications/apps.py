from django.apps import AppConfig
from django.core import checks
from django.utils.translation import gettext_lazy


class NotificationsConfig(AppConfig):
    name = "notifications"
    verbose_name = gettext_lazy("Notifications")

    def ready(self) -> None:
        from notifications import receivers, tasks  # noqa: F401  (tasks: registered by name in every process)

        receivers.connect()
        checks.register(private_webhooks_in_production, checks.Tags.security, deploy=True)


def private_webhooks_in_production(app_configs, **kwargs):
    """`manage.py check --deploy`: the SSRF filter's switches are for tests and a developer's machine."""
    from django.conf import settings

    found = []
    if settings.NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS:
        found.append(checks.Warning("NOTIFICATIONS_ALLOW_PRIVATE_WEBHOOKS is on: league webhooks may post to "
                                    "loopback, private and metadata addresses inside your network.",
                                    hint="Unset it in production (docs/notifications.md).", id="notifications.W001"))
    if settings.NOTIFICATIONS_WEBHOOK_ALLOW_HTTP:
        found.append(checks.Warning("NOTIFICATIONS_WEBHOOK_ALLOW_HTTP is on: league webhooks may use plain http://.",
                                    hint="Unset it in production (docs/notifications.md).", id="notifications.W002"))
    return found

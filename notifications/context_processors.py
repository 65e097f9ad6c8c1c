from notifications.models import Notification


def unread(request) -> dict:
    """The unread count beside "Notifications" in the navigation (one count query per page)."""
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {}
    return {"unread_notifications": Notification.objects.filter(user=user, read_at__isnull=True).count()}

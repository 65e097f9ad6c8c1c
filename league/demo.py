"""What every game's demo command shares: the demo password and an idempotent demo login."""

from django.contrib.auth import get_user_model

DEMO_PASSWORD = "dugout-demo"


def demo_user(username: str, **extra):
    """The demo login `username`, made once with the demo password (a second load changes nothing)."""
    user, created = get_user_model().objects.get_or_create(username=username, defaults=extra)
    if created:
        user.set_password(DEMO_PASSWORD)
        user.save()
    return user

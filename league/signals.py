"""A coach profile for every user, however the user was made (sign-up, admin, createsuperuser); and the
connections between league services that would otherwise import each other in a circle."""

from django.conf import settings
from django.db.models.signals import post_save
from django.dispatch import receiver

from league import standings_cache
from league.models import Coach
from league.services.fixtures import result_final
from league.services.playoffs import fixture_decided


@receiver(post_save, sender=settings.AUTH_USER_MODEL)
def create_coach_profile(sender, instance, created, **kwargs):
    if created:
        Coach.objects.get_or_create(user=instance, defaults={"display_name": instance.get_username()})


def connect_services() -> None:
    """Services that listen to one another instead of importing in a circle (league.apps ready())."""
    result_final.connect(fixture_decided, dispatch_uid="league.playoffs.fixture_decided")
    standings_cache.connect()  # cached standings dropped on every change that moves a point

"""A coach profile for every user, however the user was made (sign-up, admin, createsuperuser)."""

from django.conf import settings
from django.db.models.signals import post_save
from django.dispatch import receiver

from league.models import Coach


@receiver(post_save, sender=settings.AUTH_USER_MODEL)
def create_coach_profile(sender, instance, created, **kwargs):
    if created:
        Coach.objects.get_or_create(user=instance, defaults={"display_name": instance.get_username()})

from django.db import transaction

from league.models import Coach


@transaction.atomic
def sign_up(*, form, display_name: str = ""):
    """Create the user from a validated UserCreationForm; the signal gives it a coach profile."""
    user = form.save()
    if display_name:
        Coach.objects.filter(user=user).update(display_name=display_name)
    return user


@transaction.atomic
def update_profile(*, coach: Coach, display_name: str) -> Coach:
    coach.display_name = display_name.strip()
    coach.save(update_fields=["display_name"])
    return coach


@transaction.atomic
def save_language(*, coach: Coach, language: str) -> Coach:
    """Remember the language the coach chose with the switcher (dugout.i18n); '' forgets it."""
    coach.language = language
    coach.save(update_fields=["language"])
    return coach

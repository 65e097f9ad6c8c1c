from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Coach(models.Model):
    """Every user has a coach profile: the person who runs teams and may be a commissioner."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="coach")
    display_name = models.CharField(_("display name"), max_length=80, blank=True)
    # The language the coach chose with the switcher (docs/i18n.md); blank: the browser's choice.
    # Pages and emails to this coach use it (dugout.i18n).
    language = models.CharField(_("language"), max_length=8, blank=True, choices=settings.LANGUAGES)
    created_at = models.DateTimeField(_("created at"), auto_now_add=True)

    class Meta:
        ordering = ["display_name", "user__username"]
        verbose_name = _("coach")
        verbose_name_plural = _("coaches")  # not Django's "Coachs" in the admin

    def __str__(self) -> str:
        return self.display_name or self.user.get_username()

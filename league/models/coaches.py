from django.conf import settings
from django.db import models


class Coach(models.Model):
    """Every user has a coach profile: the person who runs teams and may be a commissioner."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="coach")
    display_name = models.CharField(max_length=80, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["display_name", "user__username"]
        verbose_name_plural = "coaches"  # not Django's "Coachs" in the admin

    def __str__(self) -> str:
        return self.display_name or self.user.get_username()

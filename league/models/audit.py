from django.db import models
from django.utils.translation import gettext_lazy

from league.models.coaches import Coach


class AuditEntry(models.Model):
    """One recorded change made by a commissioner (or the system): who, when, what, and why.

    Commissioner corrections (treasury, a player's campaign columns, results, deadlines) are always recorded;
    the league's audit page lists them. `changes` holds {"field": [before, after], ...}.
    """

    league = models.ForeignKey("league.League", on_delete=models.CASCADE, related_name="audit_entries")
    actor = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="audit_entries")
    at = models.DateTimeField(auto_now_add=True)
    action = models.CharField(max_length=80)
    target = models.CharField(max_length=200, help_text=gettext_lazy("What was changed, e.g. 'Team 12 Bright Sparks'."))
    changes = models.JSONField(default=dict, blank=True)
    reason = models.TextField()

    class Meta:
        verbose_name = gettext_lazy("audit entry")
        ordering = ["-at", "-id"]
        verbose_name_plural = gettext_lazy("audit entries")

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.actor}: {self.action} {self.target}"

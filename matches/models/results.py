"""A result report for any game: what each side scored and the result data its game defines.

The league's ruleset says what a side reports (its `side_fields`: a score, or tallies the score comes
from) and what the match reports (`match_fields`), and checks it. One coach of the fixture reports, a
coach of another side confirms or disputes, a commissioner rules on a dispute (audited); the same flow
for two sides or for four. A game whose matches report per player (its campaign's own rows) reports
through its own app (games/<key>/) instead.
"""

from django.db import models
from django.utils.translation import gettext_lazy

from league.models import Coach, Fixture, Team


class ResultReport(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", gettext_lazy("Awaiting confirmation by another side")
        DISPUTED = "disputed", gettext_lazy("Disputed: the commissioner decides")
        CONFIRMED = "confirmed", gettext_lazy("Confirmed")

    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="result_report")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    # [{"team": id, "score": n, "data": {...}}] in the fixture's side order, checked by the ruleset.
    sides = models.JSONField(default=list)
    match = models.JSONField(default=dict, blank=True)
    submitted_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    # The reporting coach's team; null when a commissioner reported (then the report is final at once).
    submitted_for = models.ForeignKey(Team, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    submitted_at = models.DateTimeField(auto_now_add=True)
    disputed_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    dispute_reason = models.TextField(blank=True)
    confirmed_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    confirmed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = gettext_lazy("result report")
        verbose_name_plural = gettext_lazy("result reports")
        ordering = ["-submitted_at"]

    def __str__(self) -> str:
        return f"Result of {self.fixture}"

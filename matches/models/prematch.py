"""The pre-match sheet both coaches see (§5): journeymen, petty cash and inducements bought."""

from django.db import models

from league.models import Coach, Fixture, Team


class PreMatchSheet(models.Model):
    """One per fixture; CTVs are frozen when the first purchase is recorded so both sides see the same figures."""

    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="prematch_sheet")
    home_ctv = models.PositiveIntegerField(default=0)
    away_ctv = models.PositiveIntegerField(default=0)
    home_journeymen = models.PositiveSmallIntegerField(default=0)
    away_journeymen = models.PositiveSmallIntegerField(default=0)
    home_petty_cash = models.PositiveIntegerField(default=0)
    away_petty_cash = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"Pre-match sheet for {self.fixture}"


class InducementPurchase(models.Model):
    """Inducements one team bought for the match (§5.5, §12), and how they were paid."""

    sheet = models.ForeignKey(PreMatchSheet, on_delete=models.CASCADE, related_name="purchases")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="+")
    inducement = models.CharField(max_length=40, help_text="Inducement key in the league's ruleset.")
    count = models.PositiveSmallIntegerField()
    from_petty_cash = models.PositiveIntegerField(default=0)
    from_treasury = models.PositiveIntegerField(default=0)
    bought_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["team", "inducement"]
        # One purchase per team per match: the coach buys the whole set at once.
        constraints = [models.UniqueConstraint(fields=["sheet", "team", "inducement"], name="one_purchase_row_per_inducement")]

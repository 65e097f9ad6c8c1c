"""The pre-match sheet both coaches see (§5): journeymen, petty cash and inducements bought."""

from django.db import models
from django.utils.translation import gettext_lazy

from league.models import Coach, Fixture, Team


class PreMatchSheet(models.Model):
    """One per fixture, made when either coach first opens it: the CTVs, journeymen and petty cash are
    worked out once and frozen, so both coaches see the same figures (§5.2, §5.3)."""

    fixture = models.OneToOneField(Fixture, on_delete=models.CASCADE, related_name="prematch_sheet")
    home_ctv = models.PositiveIntegerField(help_text=gettext_lazy("CTV including journeymen (§4.8, §5.2)"))
    away_ctv = models.PositiveIntegerField()
    home_journeymen = models.PositiveSmallIntegerField(default=0)
    away_journeymen = models.PositiveSmallIntegerField(default=0)
    home_journeyman_position = models.CharField(max_length=60, blank=True)
    away_journeyman_position = models.CharField(max_length=60, blank=True)
    home_petty_cash = models.PositiveIntegerField(default=0)
    away_petty_cash = models.PositiveIntegerField(default=0)
    # Each team buys its inducements once (claimed by a conditional update).
    home_bought_at = models.DateTimeField(null=True, blank=True)
    away_bought_at = models.DateTimeField(null=True, blank=True)
    # How each team paid: Petty Cash first (unspent Petty Cash is lost, §5.3), then Treasury (§5.4).
    home_paid_petty_cash = models.PositiveIntegerField(default=0)
    away_paid_petty_cash = models.PositiveIntegerField(default=0)
    home_paid_treasury = models.PositiveIntegerField(default=0)
    away_paid_treasury = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)


    class Meta:
        db_table = "matches_prematchsheet"  # kept from matches/ (moved, not copied)

    def __str__(self) -> str:
        return f"Pre-match sheet for {self.fixture}"

    def side(self, side: str) -> dict:
        return {
            "ctv": getattr(self, f"{side}_ctv"),
            "journeymen": getattr(self, f"{side}_journeymen"),
            "journeyman_position": getattr(self, f"{side}_journeyman_position"),
            "petty_cash": getattr(self, f"{side}_petty_cash"),
            "bought_at": getattr(self, f"{side}_bought_at"),
            "paid_petty_cash": getattr(self, f"{side}_paid_petty_cash"),
            "paid_treasury": getattr(self, f"{side}_paid_treasury"),
        }


class InducementPurchase(models.Model):
    """Inducements one team bought for the match (§5.5, §12), and how they were paid."""

    sheet = models.ForeignKey(PreMatchSheet, on_delete=models.CASCADE, related_name="purchases")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="+")
    inducement = models.CharField(max_length=40, help_text=gettext_lazy("Inducement key in the league's ruleset."))
    count = models.PositiveSmallIntegerField()
    cost = models.PositiveIntegerField()
    bought_by = models.ForeignKey(Coach, on_delete=models.SET_NULL, null=True, related_name="+")
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "matches_inducementpurchase"  # kept from matches/ (moved, not copied)
        ordering = ["team", "inducement"]
        constraints = [
            models.UniqueConstraint(fields=["sheet", "team", "inducement"], name="one_purchase_row_per_inducement")
        ]

    def __str__(self) -> str:
        return f"{self.team}: {self.count} x {self.inducement}"

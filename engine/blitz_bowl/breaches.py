"""How a Blitz Bowl rule says no: engine.campaign's RuleBreach (rule, message), and an error carrying them."""

from __future__ import annotations

from engine.campaign.breach import RuleBreach

__all__ = ["RuleBreach", "BlitzRuleError"]


class BlitzRuleError(ValueError):
    """Raised where a function cannot return a list of breaches (e.g. planning pairings)."""

    def __init__(self, *breaches: RuleBreach):
        self.breaches = list(breaches)
        super().__init__("; ".join(str(b) for b in breaches))

"""How a Blitz Bowl rule says no: the same shape as engine.campaign.RuleBreach (rule, message)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RuleBreach:
    rule: str  # the digest section, e.g. "§18.2"
    message: str

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


class BlitzRuleError(ValueError):
    """Raised where a function cannot return a list of breaches (e.g. planning pairings)."""

    def __init__(self, *breaches: RuleBreach):
        self.breaches = list(breaches)
        super().__init__("; ".join(str(b) for b in breaches))

"""How a rule says no: a breach names the rule (digest section) and explains it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RuleBreach:
    rule: str  # the digest section, e.g. "§4.3"
    message: str  # a sentence a coach understands, e.g. "College of Fire allows 0-2 Blitzers; this team has 3"

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})"


class RuleError(ValueError):
    """A single change the rules forbid; carries the breach so callers can show it."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.breach = RuleBreach(rule, message)


def gp(amount: int) -> str:
    """Money as the rulebook writes it: 1,000,000 gp."""
    return f"{amount:,} gp"

"""How a league service says no: one or more broken rules, each naming its rulebook section."""

from __future__ import annotations


def _pair(breach) -> tuple[str, str]:
    if isinstance(breach, tuple):
        return breach
    return breach.rule, breach.message  # engine.campaign.RuleBreach


class RuleViolation(Exception):
    """Raised by a service before it saves anything; `breaches` are (rule, message) pairs."""

    def __init__(self, *breaches):
        self.breaches = [_pair(b) for b in breaches]
        super().__init__("; ".join(self.messages))

    @property
    def messages(self) -> list[str]:
        return [f"{message} ({rule})" if rule else message for rule, message in self.breaches]


def check(breaches) -> None:
    """Raise a RuleViolation for a non-empty list of engine RuleBreach (or (rule, message) pairs)."""
    if breaches:
        raise RuleViolation(*breaches)

"""How a league service says no: one or more broken rules, each naming its rulebook section."""

from __future__ import annotations

from dugout.i18n import shown


def _pair(breach) -> tuple[str, str]:
    if isinstance(breach, tuple):
        return breach
    return breach.rule, breach.message  # engine.campaign.RuleBreach


class RuleViolation(Exception):
    """Raised by a service before it saves anything; `breaches` are (rule, message) pairs (an engine message
    stays a Sentence, translated when `messages` is read: docs/i18n.md)."""

    def __init__(self, *breaches):
        self.breaches = [_pair(b) for b in breaches]
        super().__init__("; ".join(self.messages))

    @property
    def messages(self) -> list[str]:
        """Each broken rule in the active language (an engine message is translated when read), its section last."""
        return [f"{shown(message)} ({rule})" if rule else str(shown(message)) for rule, message in self.breaches]


def check(breaches) -> None:
    """Raise a RuleViolation for a non-empty list of engine RuleBreach (or (rule, message) pairs)."""
    if breaches:
        raise RuleViolation(*breaches)

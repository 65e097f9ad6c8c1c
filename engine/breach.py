"""How a rule says no: a breach names the rule (digest section) and explains it.

The explanation is English (the rulebooks' digests are), but the site shows it in the reader's language
(docs/i18n.md). engine/ imports no Django, so a message is built with `gettext_noop(template, **values)`: a
`Sentence`, which *is* the English text (tests, logs and `str()` see the same words as before) and also keeps
its msgid template and its values, so the site can translate it when it is shown. makemessages extracts the
template (it passes --keyword=gettext_noop to xgettext) into engine/locale/. A value that is a rules name is
wrapped in `Name` (translated through the rules names' catalogues), a list of them in `Names`, an amount of
money is `gp(amount)` (written with the reader's grouping); any other value is shown as it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


class Sentence(str):
    """English text made from a msgid template (str.format, named placeholders) and its values."""

    template: str
    params: dict

    def __new__(cls, template: str, params: dict) -> Sentence:
        self = super().__new__(cls, template.format(**params))
        self.template = template
        self.params = params
        return self

    def __getnewargs__(self):  # copy and pickle rebuild it from its template, not from the English text
        return self.template, self.params


def gettext_noop(template: str, /, **params) -> Sentence:
    """Mark a message for the catalogue (the name makemessages looks for) and fill it in English."""
    return Sentence(template, params)


class Name(str):
    """A rules name (a skill, position, College, inducement...): shown through the rules names' catalogues."""


class Names(str):
    """Rules names listed with commas (or sentences with semicolons): each one shown in the reader's language."""

    items: tuple[str, ...]
    separator: str

    def __new__(cls, items: Iterable[str], separator: str = ", ") -> Names:
        items = tuple(items)
        self = super().__new__(cls, separator.join(items))
        self.items = items
        self.separator = separator
        return self

    def __getnewargs__(self):
        return self.items, self.separator


class Gold(str):
    """An amount of gold pieces, written as the rulebook does (1,000,000 gp); the site uses the reader's grouping."""

    amount: int

    def __new__(cls, amount: int) -> Gold:
        self = super().__new__(cls, f"{amount:,} gp")
        self.amount = amount
        return self

    def __getnewargs__(self):
        return (self.amount,)


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


def gp(amount: int) -> Gold:
    """Money as the rulebook writes it: 1,000,000 gp."""
    return Gold(amount)

"""What every game tells the competition core: the ruleset contract (pure Python, no Django).

A game is a subclass of `Ruleset` (engine/rulesets/model.py) that overrides only what its rules
change, as python-chess's variants do: the core asks `league.rules.<method>(...)` and never tests
which game it is. The pieces here are the vocabulary of those answers:

- `Field`: one typed value with a default, a label and the rulebook section; a league's settings and
  a report's per-side and per-match values are schemas of Fields, cleaned by `clean_values`.
- `SideResult`: what one side of a finished match holds (team, score, result data, and the result).
- `Column`: a standings column summed from the sides' result data.
- `RuleBreach` (engine.campaign.breach): how a rule says no, naming its section.

Defaults describe the plainest game: two sides, the higher score wins, 3/1/0 league points,
standings by points then score. Dungeon Bowl, Blitz Bowl and the toy game of the tests override them.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from engine.breach import Name, RuleBreach, gettext_noop

WIN, DRAW, LOSS = "win", "draw", "loss"
RESULTS = (WIN, DRAW, LOSS)

__all__ = [
    "WIN", "DRAW", "LOSS", "RESULTS", "Column", "Field", "RuleBreach", "SideResult", "ValuesError",
    "clean_values", "placings_by_score",
]


class ValuesError(ValueError):
    """Values that break their schema; `breaches` name each field and rule."""

    def __init__(self, breaches: Iterable[RuleBreach]):
        self.breaches = list(breaches)
        super().__init__("; ".join(str(b) for b in self.breaches))


@dataclass(frozen=True, slots=True)
class Field:
    """One value of a schema: a league setting, or a number a match report carries.

    The kind follows the default: a bool is a yes/no box, an int a whole number between `minimum` and
    `maximum`, a str one of `choices` ((value, label) pairs), a tuple any number of the choices.
    """

    key: str
    label: str
    default: bool | int | str | tuple
    help: str = ""
    section: str = ""  # where the rulebook says it, e.g. "§8.6"
    choices: tuple[tuple[str, str], ...] = ()
    minimum: int | None = 0
    maximum: int | None = None

    @property
    def kind(self) -> str:
        if isinstance(self.default, bool):
            return "bool"
        if isinstance(self.default, int):
            return "int"
        if isinstance(self.default, tuple):
            return "many"
        return "choice" if self.choices else "text"

    def clean(self, value):
        """The value in its kind, or a RuleBreach naming the field (`ValuesError`)."""
        kind = self.kind
        if kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "on", "1", "false", "off", "0", ""):
                return value.lower() in ("true", "on", "1")
            raise self._error(gettext_noop('{label} is yes or no, not {value!r}', label=Name(self.label), value=value))
        if kind == "int":
            if isinstance(value, bool) or not isinstance(value, int | str):
                raise self._error(gettext_noop('{label} must be a whole number, not {value!r}', label=Name(self.label), value=value))
            try:
                number = int(value)
            except ValueError:
                raise self._error(gettext_noop('{label} must be a whole number, not {value!r}', label=Name(self.label), value=value)) from None
            if self.minimum is not None and number < self.minimum:
                raise self._error(gettext_noop('{label} must be at least {minimum}, not {number}', label=Name(self.label), minimum=self.minimum, number=number))
            if self.maximum is not None and number > self.maximum:
                raise self._error(gettext_noop('{label} must be at most {maximum}, not {number}', label=Name(self.label), maximum=self.maximum, number=number))
            return number
        if kind == "many":
            if isinstance(value, str) or not isinstance(value, list | tuple | set | frozenset):
                raise self._error(gettext_noop('{label} must be a list, not {value!r}', label=Name(self.label), value=value))
            unknown = [v for v in value if v not in dict(self.choices)]
            if unknown:
                raise self._error(gettext_noop('{label}: there is no {unknown}', label=Name(self.label), unknown=', '.join(map(repr, unknown))))
            return sorted(set(value))
        if not isinstance(value, str):
            raise self._error(gettext_noop('{label} must be text, not {value!r}', label=Name(self.label), value=value))
        if kind == "choice" and value not in dict(self.choices):
            allowed = ", ".join(v for v, _ in self.choices)
            raise self._error(gettext_noop('{label} must be one of {allowed}, not {value!r}', label=Name(self.label), allowed=allowed, value=value))
        return value

    def _error(self, message: str) -> ValuesError:
        return ValuesError([RuleBreach(self.section, message)])


def clean_values(schema: Sequence[Field], raw: Mapping | None, *, partial_ok: bool = True) -> dict:
    """`raw` checked against `schema`: every field in its kind, defaults for the missing ones.

    Unknown keys are refused (a typo must not be stored silently). Raises ValuesError with every
    breach at once; returns a new dict in schema order.
    """
    raw = dict(raw or {})
    known = {f.key for f in schema}
    breaches = [RuleBreach("", gettext_noop('there is no setting or value called {key!r}', key=key)) for key in raw if key not in known]
    cleaned = {}
    for f in schema:
        if f.key not in raw:
            if not partial_ok:
                breaches.append(RuleBreach(f.section, gettext_noop('{label} is missing', label=Name(f.label))))
            cleaned[f.key] = f.default
            continue
        try:
            cleaned[f.key] = f.clean(raw[f.key])
        except ValuesError as error:
            breaches.extend(error.breaches)
    if breaches:
        raise ValuesError(breaches)
    return cleaned


@dataclass(frozen=True, slots=True)
class SideResult:
    """One side of a match: the team (any id), its score, its result data, and win/draw/loss."""

    team: Hashable
    score: int
    data: Mapping = field(default_factory=dict)
    result: str = ""


@dataclass(frozen=True, slots=True)
class Column:
    """A standings column: the sum over a team's counted matches of `data[key]` (or of the score).

    `source` is "score" (own score), "score_against" (the opponents' scores, summed per match as the
    best opposing score) or "data" (the side's result data under `key`). A roster column
    (Ruleset.player_columns) has source "player": the player's value under `key`.
    """

    key: str
    label: str
    source: str = "data"
    higher_is_better: bool = True


def placings_by_score(scores: Sequence[int]) -> list[str]:
    """Results for 2-4 sides by score: the highest wins; sides level on the highest score draw; the rest lose."""
    best = max(scores)
    leaders = sum(1 for s in scores if s == best)
    return [(DRAW if leaders > 1 else WIN) if s == best else LOSS for s in scores]

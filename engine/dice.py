"""Seeded dice that record every roll: the one seam through which chance enters the rules.

Every function in engine/ that rolls takes a `Dice` explicitly. The same seed gives the
same rolls, and `Dice.log` keeps each roll (which die, why, the result) so that the
league can store an audit trail of server-side rolls and a match can be replayed.

Tests force results with `Dice.forcing(...)` (or `dice.force(...)`): forced results are
used first, in order, and `assert_all_forced_used()` fails a test that forced a roll the
rules never asked for.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Roll:
    """One die rolled: `die` is its size (6 for a D6), `why` says what the roll decides."""

    die: int
    why: str
    result: int

    def as_dict(self) -> dict:
        return {"die": f"D{self.die}", "why": self.why, "result": self.result}


class UnusedForcedRoll(AssertionError):
    """A test forced a roll that the rules under test never made."""


class Dice:
    def __init__(self, seed: int | str | None = None, *, forced: list[int] | tuple[int, ...] = ()) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._forced: deque[int] = deque(forced)
        self.log: list[Roll] = []

    @classmethod
    def forcing(cls, *results: int) -> Dice:
        """Dice whose next rolls are exactly `results` (a test helper; the seed is fixed)."""
        return cls(0, forced=results)

    def force(self, *results: int) -> None:
        self._forced.extend(results)

    def roll(self, die: int, why: str) -> int:
        """Roll one die of `die` sides (D3, D6, D8, D16, ...) for the reason `why`."""
        if self._forced:
            result = self._forced.popleft()
            if not 1 <= result <= die:
                raise ValueError(f"forced result {result} is impossible on a D{die} ({why})")
        else:
            # randrange is deterministic for a given seed and avoids randint's extra checks.
            result = self._rng.randrange(die) + 1
        self.log.append(Roll(die, why, result))
        return result

    def d3(self, why: str) -> int:
        return self.roll(3, why)

    def d6(self, why: str) -> int:
        return self.roll(6, why)

    def d8(self, why: str) -> int:
        return self.roll(8, why)

    def d16(self, why: str) -> int:
        return self.roll(16, why)

    def two_d6(self, why: str) -> tuple[int, int]:
        """Two D6 rolled one after the other (order matters for the skill table)."""
        return self.roll(6, why), self.roll(6, why)

    def choice(self, items: list | tuple, why: str):
        """Select one of `items` at random by rolling a die with as many sides as there are items."""
        if not items:
            raise ValueError(f"nothing to choose from ({why})")
        return items[self.roll(len(items), why) - 1]

    @property
    def forced_left(self) -> int:
        return len(self._forced)

    def assert_all_forced_used(self) -> None:
        if self._forced:
            raise UnusedForcedRoll(f"forced rolls never used: {list(self._forced)}")

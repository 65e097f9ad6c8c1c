"""Finals (§18.4, §18.5): seeding by league points, the final, or the top-eight knockout.

The rulebook gives no tie-breaker for equal league points, nor the semi-final pairing
(docs/decisions.md, "Blitz Bowl"). Our reading, in order: league points; then score
difference in league games (points scored minus points conceded); then Challenge cards
claimed; then injuries caused; then a roll-off on a D8 (re-rolled while still level), rolled
server-side and logged. Semi-finals keep the bracket: winner QF1 (1v8) meets winner QF4
(4v5), winner QF2 (2v7) meets winner QF3 (3v6), so the top two seeds can only meet in the final.
Finals give no league points.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from engine.blitz_bowl.breaches import RuleBreach
from engine.breach import gettext_noop
from engine.dice import Dice

QUARTER_FINALISTS = 8
# (seed, seed) for QF1..QF4 (§18.5): highest v lowest.
QUARTER_FINAL_SEEDS = ((1, 8), (2, 7), (3, 6), (4, 5))
# Semi-finals as (quarter-final, quarter-final) whose winners meet (our reading; §18.5 leaves it open).
SEMI_FINAL_FROM = ((1, 4), (2, 3))


@dataclass(frozen=True)
class Record:
    """A coach's league-game totals, as used for seeding."""

    coach: Hashable
    league_points: int
    score_difference: int = 0
    cards_claimed: int = 0
    injuries_caused: int = 0

    def key(self) -> tuple[int, int, int, int]:
        return (self.league_points, self.score_difference, self.cards_claimed, self.injuries_caused)


def seed(records: Sequence[Record], *, dice: Dice, roll_offs: list | None = None) -> list[Hashable]:
    """Coaches from first seed to last. Coaches level on every tally roll off on a D8 (re-roll ties).

    `roll_offs`, if given, receives (coach, result) for every roll-off die, in the order rolled.
    """
    ordered: list[Hashable] = []
    groups: dict[tuple, list[Record]] = {}
    for r in records:
        groups.setdefault(r.key(), []).append(r)
    for key in sorted(groups, reverse=True):
        ordered.extend(_roll_off([r.coach for r in groups[key]], dice=dice,
                                 roll_offs=roll_offs if roll_offs is not None else []))
    return ordered


def _roll_off(coaches: list[Hashable], *, dice: Dice, roll_offs: list) -> list[Hashable]:
    if len(coaches) == 1:
        return coaches
    rolls = {c: dice.d8("finals seeding roll-off") for c in coaches}
    roll_offs.extend(rolls.items())
    result: list[Hashable] = []
    for value in sorted(set(rolls.values()), reverse=True):
        result.extend(_roll_off([c for c in coaches if rolls[c] == value], dice=dice, roll_offs=roll_offs))
    return result


def format_breach(coach_count: int, *, quarter_finals: bool) -> RuleBreach | None:
    """The knockout needs eight coaches (§18.5; we do not shrink it); the plain final needs two (§18.4)."""
    if quarter_finals and coach_count < QUARTER_FINALISTS:
        return RuleBreach("§18.5", gettext_noop('quarter-finals need the top eight coaches; this league has {coach_count} — choose the plain final instead', coach_count=coach_count))
    if coach_count < 2:
        return RuleBreach("§18.4", gettext_noop('the final needs two coaches; this league has {coach_count}', coach_count=coach_count))
    return None


def final(seeds: Sequence[Hashable]) -> tuple[Hashable, Hashable]:
    """The two highest coaches play the final (§18.4)."""
    return seeds[0], seeds[1]


def quarter_finals(seeds: Sequence[Hashable]) -> list[tuple[Hashable, Hashable]]:
    """QF1 1st v 8th, QF2 2nd v 7th, QF3 3rd v 6th, QF4 4th v 5th (§18.5)."""
    return [(seeds[a - 1], seeds[b - 1]) for a, b in QUARTER_FINAL_SEEDS]


def semi_finals(quarter_final_winners: Sequence[Hashable]) -> list[tuple[Hashable, Hashable]]:
    """Winners of QF1 and QF4, then QF2 and QF3 (our reading, docs/decisions.md)."""
    return [(quarter_final_winners[a - 1], quarter_final_winners[b - 1]) for a, b in SEMI_FINAL_FROM]


def final_and_third_place(
    semi_final_winners: Sequence[Hashable], semi_final_losers: Sequence[Hashable]
) -> tuple[tuple[Hashable, Hashable], tuple[Hashable, Hashable]]:
    """Semi-final winners play the final; the losers play for third and fourth place (§18.5)."""
    return (semi_final_winners[0], semi_final_winners[1]), (semi_final_losers[0], semi_final_losers[1])


def bracket_order(coach_count: int) -> list[int]:
    """The seeds in a knock-out bracket's first-round order (the core's bracket: the winners of slots 2k-1 and
    2k meet next): the final 1 v 2 (§18.4), or the quarter-finals ordered so QF1 (1v8) meets QF4 (4v5) and
    QF2 (2v7) meets QF3 (3v6) in the semi-finals (§18.5)."""
    if coach_count == 2:
        return list(final([1, 2]))
    by_quarter = quarter_finals(list(range(1, QUARTER_FINALISTS + 1)))
    return [seed for pair in semi_finals([1, 2, 3, 4]) for quarter in pair for seed in by_quarter[quarter - 1]]

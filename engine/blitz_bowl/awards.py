"""League awards at the end of the league (§18.7), with shared ties.

The rulebook gives no tie rule: every coach level on the deciding tally shares the award (our
reading, docs/decisions.md "Blitz Bowl"). Only league games count (the roster has rows for games
1-10; finals are not league games). King of Carnage and Challenger go to nobody if the best tally
is 0 — nobody caused an injury or claimed a card.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from engine.blitz_bowl.finals import Record


@dataclass(frozen=True)
class Award:
    key: str
    name: str
    tally: str  # the Record field that decides it
    most: bool  # True: the highest tally wins; False: the lowest
    needs_some: bool  # True: a tally of 0 wins nothing


AWARDS: tuple[Award, ...] = (
    Award("master_of_the_crush", "The Cabalvision Master of the Crush Award", "league_points", True, False),
    Award("king_of_carnage", "League Breaker's King of Carnage Award", "injuries_caused", True, True),
    Award("challenger", "The Bugman's XXXXXX Challenger Award", "cards_claimed", True, True),
    Award("lead_laurels", "The Spike! Magazine Lead Laurels", "league_points", False, False),
)


def winners(award: Award, records: Sequence[Record]) -> list[Hashable]:
    if not records:
        return []
    tallies = [getattr(r, award.tally) for r in records]
    best = max(tallies) if award.most else min(tallies)
    if award.needs_some and best == 0:
        return []
    return [r.coach for r, t in zip(records, tallies, strict=True) if t == best]


def league_awards(records: Sequence[Record]) -> dict[str, list[Hashable]]:
    """Award key -> the coaches who share it (in the order given)."""
    return {award.key: winners(award, records) for award in AWARDS}

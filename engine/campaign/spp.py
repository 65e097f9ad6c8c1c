"""Star Player Points earned in a match (§7.3.2) and the MVP award (§7.3.2, §8.5, §8.7)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from engine.breach import gettext_noop
from engine.campaign._tables import tables_of
from engine.dice import Dice


def spp_for(
    events: Iterable[str] | Mapping[str, int],
    *,
    interception_adds_deflection: bool = False,
    air_oberwald_athlete: bool = False,
    ruleset=None,
) -> int:
    """SPP for one player's achievements: a list of event kinds or a {kind: count} mapping.

    Kinds: pass_completion, throw_completion, deflection, interception, casualty, touchdown, mvp.
    An intercepted pass is recorded as one "interception" (2 SPP); whether the Deflection's 1 SPP
    is added is [Uncertain] (§7.3.2) - `interception_adds_deflection=True` adds it (3 SPP).
    Casualties count only when the opponent was removed after a Block (§7.3.2); the reporter records
    only those. The Air Oberwald sponsor's athlete earns +1 SPP for every league match played (§11.2).
    """
    awards = tables_of(ruleset).SPP_AWARDS
    counts = Counter(events) if not isinstance(events, Mapping) else Counter(dict(events))
    unknown = set(counts) - set(awards)
    if unknown:
        raise ValueError(f"unknown SPP events {sorted(unknown)}; known: {', '.join(awards)}")
    total = sum(awards[kind] * count for kind, count in counts.items())
    if interception_adds_deflection:
        total += awards["deflection"] * counts["interception"]
    if air_oberwald_athlete:
        total += tables_of(ruleset).AIR_OBERWALD_SPP_PER_MATCH
    return total


def mvp_eligible(*, eligible_to_play: bool, died: bool) -> bool:
    """An MVP is drawn from players eligible to play in this match who did not suffer Dead (§7.3.2)."""
    return eligible_to_play and not died


def mvp_awards(*, friendly: bool = False, conceded_win: bool = False, ruleset=None) -> int:
    """How many MVPs a team draws: none in a friendly (§8.7), two for a conceded win (§8.5), else one."""
    if friendly:
        return 0
    return tables_of(ruleset).CONCESSION_MVP_AWARDS if conceded_win else 1


def select_mvps(candidates: Sequence, *, dice: Dice, count: int = 1) -> list:
    """Draw `count` different MVPs at random from `candidates` (already filtered by mvp_eligible).

    Each draw rolls a die with as many sides as there are players left (dice.choice)."""
    remaining = list(candidates)
    chosen = []
    for n in range(min(count, len(remaining))):
        pick = dice.choice(remaining, gettext_noop("MVP award {n}: random eligible player (1 of {eligible})",
                                                       n=n + 1, eligible=len(remaining)))
        remaining.remove(pick)
        chosen.append(pick)
    return chosen

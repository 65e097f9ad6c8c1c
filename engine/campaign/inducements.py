"""Buying inducements before a match: limits, the own-College Wizard rule, and paying (§5.3-§5.5, §12)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from engine.campaign._tables import ruleset_or_default
from engine.campaign.breach import RuleBreach, RuleError, gp


def inducement_cost(ruleset=None, *, purchases: Mapping[str, int]) -> int:
    ruleset = ruleset_or_default(ruleset)
    return sum(ruleset.inducements[key].cost * count for key, count in purchases.items() if key in ruleset.inducements)


def validate_inducements(
    ruleset=None,
    *,
    roster_key: str,
    purchases: Mapping[str, int],
    petty_cash: int = 0,
    treasury: int = 0,
) -> list[RuleBreach]:
    """Every rule a purchase of inducements for one match breaks (empty list = legal).

    In exhibition play pass the remaining team-building budget as `treasury` (§9.4)."""
    ruleset = ruleset_or_default(ruleset)
    breaches: list[RuleBreach] = []
    group_counts: Counter[str] = Counter()
    for key, count in purchases.items():
        inducement = ruleset.inducements.get(key)
        if inducement is None:
            breaches.append(RuleBreach("§12.2", f"{ruleset.name} has no inducement {key!r}"))
            continue
        if count < 0:
            breaches.append(RuleBreach("§12.2", f"cannot buy a negative number of {inducement.name} ({count})"))
            continue
        if count > inducement.limit:
            breaches.append(
                RuleBreach("§12.2", f"a team may buy 0-{inducement.limit} {inducement.name} for a match; this team buys {count}")
            )
        if inducement.college is not None and count and inducement.college != roster_key:
            own = ruleset.rosters.get(roster_key)
            own_wizard = ruleset.inducements.get(own.wizard).name if own and own.wizard else "none"
            breaches.append(
                RuleBreach(
                    "§12.2",
                    f"the {inducement.name} serves the {ruleset.roster(inducement.college).name}; "
                    f"this team may only hire its own College's Wizard ({own_wizard})",
                )
            )
        if inducement.group:
            group_counts[inducement.group] += count
    for group, limit in ruleset.extras.get("inducement_group_limits", {}).items():
        if group_counts[group] > limit:
            breaches.append(
                RuleBreach("§12.2", f"no team may buy more than {limit} College Wizard per match; this team buys {group_counts[group]}")
            )
    total = inducement_cost(ruleset, purchases={k: c for k, c in purchases.items() if c > 0})
    if total > petty_cash + treasury:
        breaches.append(
            RuleBreach(
                "§5.4",
                f"the inducements cost {gp(total)} but only {gp(petty_cash + treasury)} is available "
                f"(Petty Cash {gp(petty_cash)} + Treasury {gp(treasury)})",
            )
        )
    return breaches


def pay_for_inducements(*, cost: int, petty_cash: int, treasury: int) -> tuple[int, int]:
    """(from Petty Cash, from Treasury): Petty Cash first, since unspent Petty Cash is lost (§5.3)."""
    if cost > petty_cash + treasury:
        raise RuleError("§5.4", f"cannot pay {gp(cost)} from Petty Cash {gp(petty_cash)} and Treasury {gp(treasury)}")
    from_petty = min(cost, petty_cash)
    return from_petty, cost - from_petty

"""Buying inducements before a match: limits, the own-College Wizard rule, and paying (§5.3-§5.5, §12)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from engine.breach import Name, gettext_noop
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
            breaches.append(RuleBreach("§12.2", gettext_noop('{ruleset} has no inducement {key!r}', ruleset=ruleset.name, key=key)))
            continue
        if count < 0:
            breaches.append(RuleBreach("§12.2", gettext_noop('cannot buy a negative number of {inducement} ({count})', inducement=Name(inducement.name), count=count)))
            continue
        if count > inducement.limit:
            breaches.append(
                RuleBreach("§12.2", gettext_noop('a team may buy 0-{limit} {inducement} for a match; this team buys {count}', limit=inducement.limit, inducement=Name(inducement.name), count=count))
            )
        if inducement.college is not None and count and inducement.college != roster_key:
            own = ruleset.rosters.get(roster_key)
            own_wizard = ruleset.inducements.get(own.wizard).name if own and own.wizard else gettext_noop("none")
            breaches.append(
                RuleBreach(
                    "§12.2",
                    gettext_noop("the {inducement} serves the {college}; this team may only hire its own College's Wizard ({own_wizard})", inducement=Name(inducement.name), college=Name(ruleset.roster(inducement.college).name), own_wizard=Name(own_wizard)),
                )
            )
        if inducement.group:
            group_counts[inducement.group] += count
    for group, limit in ruleset.extras.get("inducement_group_limits", {}).items():
        if group_counts[group] > limit:
            breaches.append(
                RuleBreach("§12.2", gettext_noop('no team may buy more than {limit} College Wizard per match; this team buys {count}', limit=limit, count=group_counts[group]))
            )
    total = inducement_cost(ruleset, purchases={k: c for k, c in purchases.items() if c > 0})
    if total > petty_cash + treasury:
        breaches.append(
            RuleBreach(
                "§5.4",
                gettext_noop('the inducements cost {total} but only {available} is available (Petty Cash {petty_cash} + Treasury {treasury})', total=gp(total), available=gp(petty_cash + treasury), petty_cash=gp(petty_cash), treasury=gp(treasury)),
            )
        )
    return breaches


def pay_for_inducements(*, cost: int, petty_cash: int, treasury: int) -> tuple[int, int]:
    """(from Petty Cash, from Treasury): Petty Cash first, since unspent Petty Cash is lost (§5.3)."""
    if cost > petty_cash + treasury:
        raise RuleError("§5.4", gettext_noop('cannot pay {cost} from Petty Cash {petty_cash} and Treasury {treasury}', cost=gp(cost), petty_cash=gp(petty_cash), treasury=gp(treasury)))
    from_petty = min(cost, petty_cash)
    return from_petty, cost - from_petty

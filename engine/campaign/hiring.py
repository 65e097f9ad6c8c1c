"""Post-match step 3 (§7.4.1): hiring players and journeymen, and buying team re-rolls, from the Treasury."""

from __future__ import annotations

from collections.abc import Mapping

from engine.breach import Name, gettext_noop
from engine.campaign.breach import RuleBreach, gp


def validate_hire(
    ruleset,
    *,
    roster_key: str,
    current: Mapping[str, int],
    position_key: str,
    treasury: int,
    cost: int | None = None,
) -> list[RuleBreach]:
    """Every rule hiring one more player of `position_key` breaks. `current` counts the players on the
    roster by position, Temporarily Retired ones included (they count toward limits, §7.4.2).
    `cost` defaults to the position's hiring fee."""
    roster = ruleset.roster(roster_key)
    try:
        position = roster.position(position_key)
    except KeyError:
        return [RuleBreach("§4.3", gettext_noop('{roster} has no position {position_key!r}', roster=Name(roster.name), position_key=position_key))]
    breaches = []
    players = sum(current.values())
    if players + 1 > ruleset.max_players:
        breaches.append(
            RuleBreach("§4.4", gettext_noop('a team may never have more than {max_players} players; it already has {players}', max_players=ruleset.max_players, players=players))
        )
    group = roster.group_of(position_key)
    in_group = sum(current.get(p.key, 0) for p in group.positions)
    if in_group + 1 > group.limit:
        breaches.append(
            RuleBreach("§4.3", gettext_noop('{roster} allows 0-{limit} {group}; this team already has {in_group}', roster=Name(roster.name), limit=group.limit, group=Name(group.name), in_group=in_group))
        )
    price = position.cost if cost is None else cost
    if price > treasury:
        breaches.append(RuleBreach("§7.4.1", gettext_noop('a {position} costs {price} but the Treasury holds {treasury}', position=Name(position.name), price=gp(price), treasury=gp(treasury))))
    return breaches


def journeyman_hire_cost(position) -> int:
    """[Uncertain] §7.4.1 gives no price: a journeyman is hired permanently at the position's hiring fee."""
    return position.cost


def hired_journeyman_skills(position, *, ruleset=None) -> tuple[str, ...]:
    """[Uncertain] §7.4.1: once hired permanently he is a normal player and loses the Loner (4+) he had as
    a journeyman (unless the position itself has it)."""
    return position.skills


def reroll_purchase_cost(ruleset, *, count: int) -> int:
    """Re-rolls bought after creation cost double: 100,000 gp each (§4.6, §7.4.1)."""
    return count * ruleset.reroll_cost_after_creation


def validate_reroll_purchase(
    ruleset,
    *,
    count: int,
    current_rerolls: int,
    treasury: int,
    max_rerolls: int | None = None,
) -> list[RuleBreach]:
    """Buying `count` team re-rolls in post-match step 3. The rulebook sets no maximum after creation
    ([Uncertain] §4.6); a league may set one with `max_rerolls`."""
    breaches = []
    if count < 1:
        breaches.append(RuleBreach("§7.4.1", gettext_noop('buy at least one team re-roll (asked for {count})', count=count)))
        return breaches
    if max_rerolls is not None and current_rerolls + count > max_rerolls:
        breaches.append(
            RuleBreach("§4.6", gettext_noop('this league allows at most {max_rerolls} team re-rolls; the team would have {current_rerolls}', max_rerolls=max_rerolls, current_rerolls=current_rerolls + count))
        )
    cost = reroll_purchase_cost(ruleset, count=count)
    if cost > treasury:
        breaches.append(
            RuleBreach("§7.4.1", gettext_noop('{count} team re-roll(s) cost {cost} at double cost but the Treasury holds {treasury}', count=count, cost=gp(cost), treasury=gp(treasury)))
        )
    return breaches


__all__ = [
    "hired_journeyman_skills", "journeyman_hire_cost", "reroll_purchase_cost",
    "validate_hire", "validate_reroll_purchase",
]

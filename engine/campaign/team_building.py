"""Creating (or re-drafting) a team: budget, players, position limits, team re-rolls (§4, §8.10.4, §9)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from engine.breach import Name, gettext_noop
from engine.campaign._tables import tables_of
from engine.campaign.breach import RuleBreach, gp

# Where Dungeon Bowl's digest says each rule of team building (§4, §14).
DEFAULT_SECTIONS = {"roster": "§14", "positions": "§4.3", "players": "§4.4", "rerolls": "§4.6", "budget": "§4.2"}


def team_cost(ruleset, *, roster_key: str, hires: Mapping[str, int], rerolls: int) -> int:
    """What the hires and re-rolls cost at creation (re-rolls at the roster cost, §4.6)."""
    roster = ruleset.roster(roster_key)
    players = sum(roster.position(key).cost * count for key, count in hires.items())
    return players + rerolls * ruleset.reroll_cost_for(roster_key)


def validate_new_team(
    ruleset,
    *,
    roster_key: str,
    hires: Mapping[str, int],
    rerolls: int,
    budget: int,
    rehired: Iterable[tuple[str, int]] = (),
    extra_cost: int = 0,
) -> list[RuleBreach]:
    """Every rule a new team breaks (empty list = legal).

    `hires` maps position keys to how many are hired. `rehired` lists (position key, re-hire cost)
    for players brought back at a re-draft (§8.10.4): they count toward every limit and the budget.
    `extra_cost` is whatever else the game has a new team buy from the same budget (Blood Bowl 2016's
    Fan Factor). A ruleset names its own sections in `extras["team_sections"]` (Dungeon Bowl's by default).
    """
    sections = {**DEFAULT_SECTIONS, **ruleset.extras.get("team_sections", {})}
    if roster_key not in ruleset.rosters:
        word = ruleset.extras.get("roster_word", "College")
        return [RuleBreach(sections["roster"],
                           gettext_noop('{ruleset} has no {word} {roster_key!r}; choose one of {rosters}', ruleset=ruleset.name, word=Name(word), roster_key=roster_key, rosters=', '.join(ruleset.rosters)))]
    roster = ruleset.roster(roster_key)
    breaches: list[RuleBreach] = []
    known = {p.key: p for p in roster.positions}

    counts: Counter[str] = Counter()
    cost = 0
    for key, count in hires.items():
        if key not in known:
            breaches.append(RuleBreach(sections["positions"], gettext_noop('{roster} has no position {key!r}', roster=Name(roster.name), key=key)))
            continue
        if count < 0:
            breaches.append(RuleBreach(sections["positions"], gettext_noop('cannot hire a negative number of {position} ({count})', position=Name(known[key].name), count=count)))
            continue
        counts[key] += count
        cost += known[key].cost * count
    for key, rehire_cost in rehired:
        if key not in known:
            breaches.append(RuleBreach(sections["positions"], gettext_noop('{roster} has no position {key!r}', roster=Name(roster.name), key=key)))
            continue
        counts[key] += 1
        cost += rehire_cost

    for group in roster.groups:
        in_group = sum(counts[p.key] for p in group.positions)
        if in_group > group.limit:
            breaches.append(
                RuleBreach(sections["positions"], gettext_noop('{roster} allows 0-{limit} {group}; this team has {in_group}', roster=Name(roster.name), limit=group.limit, group=Name(group.name), in_group=in_group))
            )

    players = sum(counts.values())
    if players < ruleset.min_players:
        breaches.append(
            RuleBreach(sections["players"], gettext_noop('a new team needs at least {min_players} players; this team has {players}', min_players=ruleset.min_players, players=players))
        )
    if players > ruleset.max_players:
        breaches.append(
            RuleBreach(sections["players"], gettext_noop('a team may never have more than {max_players} players; this team has {players}', max_players=ruleset.max_players, players=players))
        )

    if rerolls < 0 or rerolls > ruleset.max_rerolls_at_creation:
        breaches.append(
            RuleBreach(
                sections["rerolls"], gettext_noop('a new team may buy 0-{most} team re-rolls; this team buys {rerolls}', most=ruleset.max_rerolls_at_creation, rerolls=rerolls)
            )
        )
    else:
        cost += rerolls * ruleset.reroll_cost_for(roster_key)

    cost += extra_cost
    if cost > budget:
        breaches.append(RuleBreach(sections["budget"], gettext_noop('the team costs {cost} but the budget is {budget}', cost=gp(cost), budget=gp(budget))))
    return breaches


def exhibition_budget_breaches(ruleset=None, *, budget: int, larger_agreed: bool = False) -> list[RuleBreach]:
    """An exhibition team's budget: 1,100,000-1,300,000 gp, more only if the coaches agree (§9.1)."""
    tables = tables_of(ruleset)
    low, high = tables.EXHIBITION_BUDGET_MIN, tables.EXHIBITION_BUDGET_MAX
    if budget < low:
        return [RuleBreach("§9.1", gettext_noop('an exhibition budget is at least {low}; {budget} was given', low=gp(low), budget=gp(budget)))]
    if budget > high and not larger_agreed:
        return [RuleBreach("§9.1", gettext_noop("an exhibition budget above {high} needs both coaches' agreement", high=gp(high)))]
    return []

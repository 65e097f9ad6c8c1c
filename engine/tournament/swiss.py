"""Swiss pairing, the way tournament organisers run it.

A round pairs teams of equal (or nearest) standing: the table's order is walked from the top and each team
meets the highest-placed team it has not played yet. Rules, in order of precedence:

1. every team plays exactly once per round; with an odd number of teams one team has a bye;
2. the bye goes to a team with the fewest byes (so it rotates: nobody has two before everyone has one),
   the lowest-placed such team that leaves a pairing without rematches;
3. no two teams meet twice while another complete pairing of the round avoids it (a search backs up
   through the table until one is found; only when none exists is the rematch with the fewest
   repeats taken);
4. home and away ("colours") are balanced: the team that has been at home less often is at home,
   and when both have been at home equally the one that was away last round is at home.

Teams are any hashable, sortable ids; `order` is the table, best first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass

Team = Hashable


@dataclass(frozen=True)
class Pairing:
    """One round: its games as (home, away), in table order (table 1 first), and the team with a bye."""

    games: tuple[tuple[Team, Team], ...]
    bye: Team | None
    rematches: int = 0


def _key(a: Team, b: Team) -> frozenset:
    return frozenset((a, b))


def pair_round(order: Sequence[Team], *, played: Iterable[tuple[Team, Team]] = (),
               byes: Mapping[Team, int] | None = None, home_games: Mapping[Team, int] | None = None,
               away_games: Mapping[Team, int] | None = None, last_home: Iterable[Team] = ()) -> Pairing:
    """The next Swiss round for the teams in `order` (the table, best first).

    `played` lists the games so far as pairs, `byes` how many byes each team has had, `home_games` and
    `away_games` how often each was at home or away, `last_home` the teams at home in the last round."""
    teams = list(order)
    if len(set(teams)) != len(teams):
        raise ValueError("a team appears twice in the table")
    if len(teams) < 2:
        raise ValueError("a Swiss round needs at least two teams")
    met = Counter(_key(a, b) for a, b in played)
    byes = byes or {}
    candidates: list[Team | None] = [None]
    if len(teams) % 2:
        # Fewest byes first, then the lowest-placed: a stable sort of the table read from the bottom.
        # Only a team with the fewest byes may sit out: a second bye never comes before everyone's first,
        # even at the price of a rematch.
        fewest = min(byes.get(t, 0) for t in teams)
        candidates = [t for t in reversed(teams) if byes.get(t, 0) == fewest]
    best: tuple[int, list, Team | None] | None = None
    for allowed in (0, None):  # first without any rematch; only if impossible, the fewest rematches
        for bye in candidates:
            field = [t for t in teams if t != bye]
            pairs = _search(field, met, allowed)
            if pairs is not None:
                repeats = sum(1 for a, b in pairs if met[_key(a, b)])
                if best is None or repeats < best[0]:
                    best = (repeats, pairs, bye)
                if repeats == 0 or allowed is None:
                    break
        if best is not None:
            break
    assert best is not None  # with rematches allowed every even field pairs
    repeats, pairs, bye = best
    homes = home_games or {}
    aways = away_games or {}
    last = set(last_home)
    games = tuple(_home_first(a, b, homes, aways, last) for a, b in pairs)
    return Pairing(games=games, bye=bye, rematches=repeats)


def _search(field: list, met: Counter, allowed: int | None) -> list[tuple] | None:
    """Pair `field` from the top: each first unpaired team takes the best-placed opponent it may meet,
    backing up when the rest cannot be paired. `allowed` 0 forbids rematches; None allows them (then the
    opponents are tried fewest-meetings first). Dead ends are remembered, so the search stays small."""
    failed: set[frozenset] = set()

    def solve(rest: tuple) -> list[tuple] | None:
        if not rest:
            return []
        state = frozenset(rest)
        if state in failed:
            return None
        first, others = rest[0], rest[1:]
        options = list(range(len(others)))
        if allowed is None:
            options.sort(key=lambda i: met[_key(first, others[i])])
        for i in options:
            opponent = others[i]
            if allowed == 0 and met[_key(first, opponent)]:
                continue
            tail = solve(others[:i] + others[i + 1:])
            if tail is not None:
                return [(first, opponent), *tail]
        failed.add(state)
        return None

    return solve(tuple(field))


def _home_first(a: Team, b: Team, homes: Mapping, aways: Mapping, last_home: set) -> tuple[Team, Team]:
    """Balance home and away: the team with the lower home-minus-away count is at home; level, the one
    that was not at home last round; still level, the better-placed team (`a`)."""
    balance_a = homes.get(a, 0) - aways.get(a, 0)
    balance_b = homes.get(b, 0) - aways.get(b, 0)
    if balance_b < balance_a:
        return b, a
    if balance_a == balance_b and a in last_home and b not in last_home:
        return b, a
    return a, b


def suggested_rounds(teams: int) -> int:
    """Rounds a Swiss event usually plays: enough for one unbeaten team (ceil(log2 n)), at least one."""
    rounds = 0
    while (1 << rounds) < teams:
        rounds += 1
    return max(rounds, 1)

"""Who qualifies for the play-offs and how the bracket is laid out (§8.8); pure functions, no database.

Qualification reads each division's final standings (league points, then the game's tie-breakers, as the
standings selector orders them). Across divisions — to seed the qualifiers and to pick the wild card —
teams are compared by league points, then the game's tie-breakers but head-to-head (it cannot apply between
divisions), then name. Division winners are always seeded above the other qualifiers.

The layout puts the seeds into bracket positions so that (1) no two teams of one division can meet
before the final when that can be avoided, and (2) the best-ranked teams meet as late as possible:
seed 1 meets seed 2 only in the final, seed 1 meets seed 3 as late as possible, and so on — the classic
1v4, 2v3 (or 1v8, 4v5 | 2v7, 3v6) draw whenever the division rule allows it. See docs/decisions.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations

from django.utils.translation import gettext

FORMAT_WINNERS = "division_winners"
FORMAT_TOP_TWO = "top_two"


@dataclass(frozen=True)
class Qualifier:
    team_id: int
    team: str
    division_id: int
    division: str
    division_rank: int
    qualified_as: str
    points: int
    stats: dict
    seed: int = 0


def _q(row, division, rank: int, why: str) -> Qualifier:
    return Qualifier(
        team_id=row.team_id, team=row.team, division_id=division.pk, division=division.name, division_rank=rank,
        qualified_as=why, points=row.points, stats=dict(row.stats),
    )


def qualify(standings: list[tuple], *, four_division_format: str = FORMAT_WINNERS,
            tie_breakers: tuple[str, ...] = ()) -> list[Qualifier]:
    """`standings` holds (division, rows in final order) for every division; returns the qualifiers by seed.
    `tie_breakers`: the game's standings columns that break a tie on points across divisions.

    One division: the top four ([Uncertain] §8.8 gives no procedure; the "top four teams" lead-in is read
    literally). Two: the top two of each. Three: each winner plus the second-placed team with the most
    league points (wild card). Four: the winners, or the top two of each (the league's setting).
    """
    def _across(row) -> tuple:
        return (-row.points, *(-row.stats.get(key, 0) for key in tie_breakers), row.team)

    count = len(standings)
    if count == 0:
        raise ValueError(gettext("a season without divisions has no play-offs"))
    for division, rows in standings:
        needed = 4 if count == 1 else 2
        if len(rows) < needed:
            raise ValueError(gettext("{division} has {teams} teams; the play-offs need {needed} from it (§8.8)").format(
                division=division.name, teams=len(rows), needed=needed))
    if count == 1:
        division, rows = standings[0]
        seeded = [_q(row, division, i, f"{_ordinal(i)} of {division.name}") for i, row in enumerate(rows[:4], start=1)]
    else:
        winners = sorted(((rows[0], division) for division, rows in standings), key=lambda p: _across(p[0]))
        runners = sorted(((rows[1], division) for division, rows in standings), key=lambda p: _across(p[0]))
        seeded = [_q(row, division, 1, f"Winner of {division.name}") for row, division in winners]
        if count == 2 or (count == 4 and four_division_format == FORMAT_TOP_TWO):
            seeded += [_q(row, division, 2, f"Runner-up of {division.name}") for row, division in runners]
        elif count == 3:
            row, division = runners[0]
            seeded.append(_q(row, division, 2, f"Wild card (best runner-up, {division.name})"))
        elif count != 4:
            raise ValueError(gettext("a league has one to four divisions (§8.4), not {count}").format(count=count))
    return [Qualifier(**{**q.__dict__, "seed": i}) for i, q in enumerate(seeded, start=1)]


def _ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def meeting_round(a: int, b: int) -> int:
    """The round in which bracket positions a and b can meet: 1 = first round, 2 = next, ..."""
    return (a ^ b).bit_length()


def layout(qualifiers: list[Qualifier]) -> list[Qualifier]:
    """The qualifiers in bracket order: positions (0,1), (2,3), ... meet in the first round, and so on.

    Exhaustive over the distinct brackets (seed 1 fixed at the top: at most 5,040 for eight teams), scored
    by (1) same-division meetings before the final, (2) the distance from the classic draw — if the better
    seed always won, every round's pairs would add up to (teams left + 1): 1v8, 4v5, then 1v4, then 1v2 —
    and (3) how early the best-ranked pairs would meet.
    """
    n = len(qualifiers)
    if n not in (4, 8):
        raise ValueError(gettext("a bracket has 4 or 8 teams, not {n}").format(n=n))
    by_seed = sorted(qualifiers, key=lambda q: q.seed)
    last = meeting_round(0, n - 1)
    pairs = list(combinations(range(n), 2))  # seed indexes, best pairs first (1-2, 1-3, ... 2-3, ...)
    best_key, best = None, None
    for rest in permutations(range(1, n)):
        order = (0, *rest)
        where = {seed_index: position for position, seed_index in enumerate(order)}
        clashes = sum(
            1 for i, j in pairs
            if by_seed[i].division_id == by_seed[j].division_id and meeting_round(where[i], where[j]) < last
        )
        # Later is better: negate so that the smallest key is the best bracket.
        lateness = tuple(-meeting_round(where[i], where[j]) for i, j in pairs)
        key = (clashes, _distance_from_classic(order), lateness, order)
        if best_key is None or key < best_key:
            best_key, best = key, order
    return [by_seed[i] for i in best]


def _distance_from_classic(order: tuple) -> int:
    """Sum over the rounds of |a + b - (teams left + 1)| for seeds a and b (0-based here: teams left - 1)."""
    left, distance = list(order), 0
    while len(left) > 1:
        distance += sum(abs(left[k] + left[k + 1] - (len(left) - 1)) for k in range(0, len(left), 2))
        left = [min(left[k], left[k + 1]) for k in range(0, len(left), 2)]
    return distance

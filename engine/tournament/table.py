"""A tournament's table: points for wins, draws, losses and byes, then the organiser's tie-breakers in
the organiser's order.

Tie-breakers (keys, as the tournament setting names them):
- "opponents_points": the sum of the points of every opponent met (Buchholz, strength of schedule);
  a bye has no opponent and adds nothing;
- "score_difference": score for minus score against (touchdowns in Blood Bowl games), byes included;
- "score_for": score for;
- "head_to_head": among the teams still level on everything before it, the points each took in the
  games between them;
- "wins": games won.
Teams still level after every tie-breaker share the place and are listed by name (the caller's order).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import groupby

Team = Hashable

TIE_BREAKERS = ("opponents_points", "score_difference", "score_for", "head_to_head", "wins")
DEFAULT_ORDER = ("opponents_points", "score_difference", "head_to_head")


@dataclass(frozen=True)
class Game:
    """A game with a result: each side's team and score, and each side's result ("win", "draw", "loss")."""

    home: Team
    away: Team
    home_score: int
    away_score: int
    home_result: str
    away_result: str


@dataclass(frozen=True)
class Points:
    win: int = 3
    draw: int = 1
    loss: int = 0
    bye: int = 3
    bye_score_for: int = 0
    bye_score_against: int = 0

    def of(self, result: str) -> int:
        return {"win": self.win, "draw": self.draw, "loss": self.loss}[result]


@dataclass
class Line:
    team: Team
    place: int = 0
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    byes: int = 0
    points: int = 0
    score_for: int = 0
    score_against: int = 0
    opponents: list = field(default_factory=list)
    opponents_points: int = 0
    head_to_head: int = 0
    decided_by: str = ""  # the first tie-breaker that separated this team from the one above it

    @property
    def score_difference(self) -> int:
        return self.score_for - self.score_against

    @property
    def wins(self) -> int:
        return self.won


def rank(teams: Sequence[Team], games: Iterable[Game], *, byes: Iterable[Team] = (), points: Points = Points(),
         tie_breakers: Sequence[str] = DEFAULT_ORDER) -> list[Line]:
    """The table, best first. `byes` lists one entry per bye a team had (a team may have several)."""
    unknown = [k for k in tie_breakers if k not in TIE_BREAKERS]
    if unknown:
        raise ValueError(f"unknown tie-breaker {unknown[0]!r}; choose from {', '.join(TIE_BREAKERS)}")
    games = list(games)
    lines = {t: Line(team=t) for t in teams}
    for g in games:
        for team, opponent, us, them, result in ((g.home, g.away, g.home_score, g.away_score, g.home_result),
                                                  (g.away, g.home, g.away_score, g.home_score, g.away_result)):
            line = lines[team]
            line.played += 1
            line.won += result == "win"
            line.drawn += result == "draw"
            line.lost += result == "loss"
            line.points += points.of(result)
            line.score_for += us
            line.score_against += them
            line.opponents.append(opponent)
    for team in byes:
        line = lines[team]
        line.byes += 1
        line.points += points.bye
        line.score_for += points.bye_score_for
        line.score_against += points.bye_score_against
    for line in lines.values():
        line.opponents_points = sum(lines[o].points for o in line.opponents)
    order = _sort(list(lines.values()), games, points, tuple(tie_breakers))
    place = 0
    previous: Line | None = None
    for i, line in enumerate(order, start=1):
        if previous is None or _values(line, tie_breakers) != _values(previous, tie_breakers):
            place = i
        previous = line
        line.place = place
    return order


def _values(line: Line, tie_breakers: Sequence[str]) -> tuple:
    return (line.points, *(getattr(line, k) for k in tie_breakers))


def _sort(lines: list[Line], games: list[Game], points: Points, tie_breakers: tuple[str, ...]) -> list[Line]:
    """Sort by points, then each tie-breaker in turn inside the groups still level; head-to-head is counted
    inside its group. The caller's order (by name) is the last resort: the sorts are stable."""
    groups = [lines]
    for key in ("points", *tie_breakers):
        next_groups = []
        for group in groups:
            if len(group) > 1 and key == "head_to_head":
                _head_to_head(group, games, points)
            group = sorted(group, key=lambda ln, k=key: -getattr(ln, k))
            next_groups += [list(same) for _, same in groupby(group, key=lambda ln, k=key: getattr(ln, k))]
        groups = next_groups
    ordered = [line for group in groups for line in group]
    _explain(ordered, tie_breakers)
    return ordered


def _head_to_head(group: list[Line], games: list[Game], points: Points) -> None:
    ids = {line.team for line in group}
    taken = dict.fromkeys(ids, 0)
    for g in games:
        if g.home in ids and g.away in ids:
            taken[g.home] += points.of(g.home_result)
            taken[g.away] += points.of(g.away_result)
    for line in group:
        line.head_to_head = taken[line.team]


def _explain(ordered: list[Line], tie_breakers: Sequence[str]) -> None:
    """For each team level on points with the team above it: the first tie-breaker that split them."""
    for above, line in zip(ordered, ordered[1:], strict=False):
        if above.points != line.points:
            continue
        for key in tie_breakers:
            if getattr(above, key) != getattr(line, key):
                line.decided_by = key
                break


def standing_of(lines: Sequence[Line]) -> Mapping[Team, Line]:
    return {line.team: line for line in lines}

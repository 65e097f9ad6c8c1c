"""A league's records, computed from plain rows (one per team per match, one per player per match) so
they are checked by hand in tests: the best match, season and career for each of the game's standings
columns and its players' points, and the longest unbeaten run.

Every match with a result counts (league, play-off and friendly alike: a record is what happened on the
pitch; see docs/decisions.md). A record shared by several holders lists them all.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field


@dataclass(frozen=True)
class SideLine:
    """One team's part in one match with a result."""

    team_id: int
    team: str
    season: int  # the season's number
    fixture_id: int
    order: tuple  # when it was played: sorts a team's matches
    result: str  # "win", "draw" or "loss"
    values: dict  # standings column key -> this match's value
    opponent: str = ""


@dataclass(frozen=True)
class PointsLine:
    """Points one player earned in one match (the game's own, e.g. SPP)."""

    player_id: int
    player: str
    team: str
    season: int
    fixture_id: int
    points: int
    opponent: str = ""


@dataclass
class Record:
    label: str
    value: int
    holders: list[str] = field(default_factory=list)

    SHOWN = 3  # a record shared by many shows its first holders and how many more

    @property
    def first_holders(self) -> list[str]:
        return self.holders[: self.SHOWN]

    @property
    def more(self) -> int:
        return max(0, len(self.holders) - self.SHOWN)


def _best(label: str, totals: dict) -> Record | None:
    """The highest total and everyone who reached it (in the order they were met); None when all are 0."""
    if not totals:
        return None
    value = max(totals.values())
    if value <= 0:
        return None
    # A match's key is (text, fixture id): two meetings of the same teams in a season stay two matches.
    return Record(label, value, [who[0] if isinstance(who, tuple) else who for who, v in totals.items() if v == value])


def column_records(lines: list[SideLine], columns: list[tuple[str, str]], *, labels: dict) -> list[Record]:
    """For each (key, label) column: most in a match, in a season, in a team's history."""
    records = []
    for key, name in columns:
        match, season, career = {}, defaultdict(int), defaultdict(int)
        for line in sorted(lines, key=lambda s: s.order):
            value = int(line.values.get(key, 0) or 0)
            who = f"{line.team} (season {line.season})"
            match[(f"{line.team} v {line.opponent} (season {line.season})", line.fixture_id)] = value
            season[who] += value
            career[line.team] += value
        for label, totals in ((labels["match"], match), (labels["season"], season), (labels["career"], career)):
            if record := _best(label.format(name=name), totals):
                records.append(record)
    return records


def points_records(lines: list[PointsLine], *, name: str, labels: dict) -> list[Record]:
    """A player's most points in a match, a season and a career."""
    match, season, career = {}, defaultdict(int), defaultdict(int)
    for line in lines:
        in_match = (f"{line.player} ({line.team}) v {line.opponent} (season {line.season})", line.fixture_id)
        match[in_match] = match.get(in_match, 0) + line.points
        season[f"{line.player} ({line.team}, season {line.season})"] += line.points
        career[f"{line.player} ({line.team})"] += line.points
    records = []
    for label, totals in ((labels["match"], match), (labels["season"], season), (labels["career"], career)):
        if record := _best(label.format(name=name), totals):
            records.append(record)
    return records


def unbeaten_runs(lines: list[SideLine]) -> dict[str, int]:
    """Each team's longest run of matches without a loss, in the order they were played."""
    by_team: dict[str, list[SideLine]] = defaultdict(list)
    for line in lines:
        by_team[line.team].append(line)
    runs = {}
    for team, matches in by_team.items():
        best = current = 0
        for line in sorted(matches, key=lambda s: s.order):
            current = 0 if line.result == "loss" else current + 1
            best = max(best, current)
        runs[team] = best
    return runs


def unbeaten_record(lines: list[SideLine], *, label: str) -> Record | None:
    return _best(label, unbeaten_runs(lines))


def leaders(totals: dict[str, int], *, top: int = 5) -> list[tuple[str, int]]:
    """The `top` highest totals above 0, highest first (ties in name order)."""
    return sorted(((who, v) for who, v in totals.items() if v > 0), key=lambda item: (-item[1], item[0]))[:top]

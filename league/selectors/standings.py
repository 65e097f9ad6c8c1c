"""A division's standings (§8.6): league points 3/1/0, the optional casualty bonus, penalties,
ordered by league points, [head-to-head,] total touchdowns, total casualties."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Sum

import engine.rulesets
from engine.campaign import league_points
from league.models import Division, Fixture, PointsPenalty


@dataclass
class Row:
    team_id: int
    team: str
    coach: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    touchdowns: int = 0
    touchdowns_against: int = 0
    casualties: int = 0
    result_points: int = 0  # 3/1/0 per match (§8.6)
    bonus: int = 0
    penalty: int = 0
    head_to_head: int = 0
    rank: int = 0
    results: dict = field(default_factory=dict)  # opponent id -> head-to-head points gained

    @property
    def points(self) -> int:
        return self.result_points + self.bonus + self.penalty

    def as_dict(self) -> dict:
        return {
            "rank": self.rank,
            "team_id": self.team_id,
            "team": self.team,
            "coach": self.coach,
            "played": self.played,
            "won": self.won,
            "drawn": self.drawn,
            "lost": self.lost,
            "touchdowns": self.touchdowns,
            "touchdowns_against": self.touchdowns_against,
            "casualties": self.casualties,
            "bonus": self.bonus,
            "penalty": self.penalty,
            "points": self.points,
        }


# Points come straight after the team so a phone shows them without scrolling sideways.
COLUMNS = ["rank", "team", "points", "played", "won", "drawn", "lost", "touchdowns", "touchdowns_against", "casualties",
           "bonus", "penalty"]


def _count(row: Row, *, result: str, scored: int, conceded: int, cas: int, bonus_enabled: bool, ruleset) -> int:
    """Add one match to the row; returns the result's league points (for head-to-head)."""
    row.played += 1
    row.touchdowns += scored
    row.touchdowns_against += conceded
    row.casualties += cas
    if result == "win":
        row.won += 1
    elif result == "draw":
        row.drawn += 1
    else:
        row.lost += 1
    points = league_points(result, ruleset=ruleset)
    row.result_points += points
    row.bonus += league_points(result, casualties=cas, casualty_bonus=bonus_enabled, ruleset=ruleset) - points
    return points


def division_standings(division: Division) -> list[Row]:
    """The official order: points, then (if the league says so) head-to-head, then touchdowns, then casualties."""
    league = division.season.league
    ruleset = engine.rulesets.get(league.ruleset)
    teams = list(division.teams.select_related("coach__user").order_by("name"))
    rows = {t.pk: Row(team_id=t.pk, team=t.name, coach=str(t.coach)) for t in teams}
    fixtures = Fixture.objects.filter(
        round__division=division, kind=Fixture.Kind.LEAGUE
    ).exclude(outcome="")
    for f in fixtures:
        home, away = rows.get(f.home_id), rows.get(f.away_id)
        if home is None or away is None:
            continue
        if f.outcome == Fixture.Outcome.BOTH_LOSE:
            home_result = away_result = "loss"
        elif f.outcome == Fixture.Outcome.DRAW:
            home_result = away_result = "draw"
        elif f.outcome == Fixture.Outcome.HOME_WIN:
            home_result, away_result = "win", "loss"
        else:
            home_result, away_result = "loss", "win"
        bonus = league.option("casualty_bonus_point")
        home_points = _count(home, result=home_result, scored=f.home_touchdowns, conceded=f.away_touchdowns,
                             cas=f.home_casualties, bonus_enabled=bonus, ruleset=ruleset)
        away_points = _count(away, result=away_result, scored=f.away_touchdowns, conceded=f.home_touchdowns,
                             cas=f.away_casualties, bonus_enabled=bonus, ruleset=ruleset)
        home.results[f.away_id] = home.results.get(f.away_id, 0) + home_points
        away.results[f.home_id] = away.results.get(f.home_id, 0) + away_points
    penalties = (
        PointsPenalty.objects.filter(season=division.season, team_id__in=rows)
        .values("team_id")
        .annotate(total=Sum("points"))
    )
    for p in penalties:
        rows[p["team_id"]].penalty = p["total"]
    ordered = order_rows(list(rows.values()), head_to_head=league.option("head_to_head_tiebreaker"))
    for i, row in enumerate(ordered, start=1):
        row.rank = i
    return ordered


def order_rows(rows: list[Row], *, head_to_head: bool) -> list[Row]:
    """League points, [head-to-head among the teams level on points,] touchdowns, casualties; then name."""
    if head_to_head:
        level: dict[int, list[Row]] = defaultdict(list)
        for row in rows:
            level[row.points].append(row)
        for group in level.values():
            ids = {r.team_id for r in group}
            for row in group:
                # Points gained in the matches between the teams that are level, and only those.
                row.head_to_head = sum(pts for opp, pts in row.results.items() if opp in ids) if len(group) > 1 else 0
    return sorted(rows, key=lambda r: (-r.points, -r.head_to_head if head_to_head else 0, -r.touchdowns, -r.casualties, r.team))


def sort_rows(rows: list[Row], column: str) -> list[Row]:
    """Re-sort for display by any column (the rank shown stays the official one)."""
    if column not in COLUMNS or column == "rank":
        return rows
    descending = column not in ("team", "touchdowns_against", "lost")
    key = (lambda r: r.team.lower()) if column == "team" else (lambda r: getattr(r, column))
    return sorted(rows, key=key, reverse=descending and column != "team")

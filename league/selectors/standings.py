"""A division's standings, for every game: one engine fed by the league's ruleset.

Every side of a counted fixture (league fixtures with a result) adds to its team's row: played, won,
drawn, lost, the game's league points and bonus points, and the game's standings columns (its score,
the score against, tallies from the sides' result data). Rows are ordered by points, then
the game's tie-breakers (head-to-head among the level teams where the league says so), then the name.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Q, Sum
from django.utils.translation import gettext, gettext_lazy, pgettext_lazy

from engine.rulesets.contract import DRAW, LOSS, WIN, Column, SideResult
from league.models import Division, Fixture, FixtureSide, PointsPenalty

HEAD_TO_HEAD = "head_to_head"


@dataclass
class Row:
    team_id: int
    team: str
    coach: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    result_points: int = 0  # the game's league points per result (e.g. 3/1/0, §8.6)
    bonus: int = 0
    penalty: int = 0
    head_to_head: int = 0
    rank: int = 0
    stats: dict = field(default_factory=dict)  # the game's standings columns, by key
    results: dict = field(default_factory=dict)  # opponent id -> league points gained against them

    def __getattr__(self, name):  # a game's column reads as an attribute, by its key
        stats = self.__dict__.get("stats")
        if stats is not None and name in stats:
            return stats[name]
        raise AttributeError(name)

    @property
    def points(self) -> int:
        return self.result_points + self.bonus + self.penalty

    def as_dict(self) -> dict:
        return {"rank": self.rank, "team_id": self.team_id, "team": self.team, "coach": self.coach,
                "played": self.played, "won": self.won, "drawn": self.drawn, "lost": self.lost, **self.stats,
                "bonus": self.bonus, "penalty": self.penalty, "points": self.points}


# (key, header, best first when sorted): the columns every game shows around its own.
BEFORE = [("rank", "#", False), ("team", gettext_lazy("Team"), False), ("points", gettext_lazy("Pts"), True),
          ("played", pgettext_lazy("standings column: played", "P"), True),
          ("won", pgettext_lazy("standings column: won", "W"), True),
          ("drawn", pgettext_lazy("standings column: drawn", "D"), True),
          ("lost", pgettext_lazy("standings column: lost", "L"), False)]
AFTER = [("bonus", gettext_lazy("Bonus"), True), ("penalty", gettext_lazy("Penalty"), True)]


def columns_of(league) -> list[tuple[str, str, bool]]:
    """(key, header, higher first) of every column this league's standings show; points straight after
    the team so a phone shows them without scrolling sideways."""
    own = [(c.key, c.label, c.higher_is_better) for c in league.rules.standings_columns(league.options)]
    return [*BEFORE, *own, *AFTER]


def points_text(league) -> str:
    """How league points are earned, in the reader's language. The engine has no catalogue: its default
    sentence ("Win 3, draw 1, loss 0", engine/rulesets/model.py) is said again here through gettext; a game
    that writes its own sentence is shown as it wrote it."""
    text = league.rules.points_text(league.options)
    points = getattr(league.rules, "LEAGUE_POINTS", None)
    if points and text == f"Win {points[WIN]}, draw {points[DRAW]}, loss {points[LOSS]}":
        return gettext("Win %(win)s, draw %(draw)s, loss %(loss)s") % {
            "win": points[WIN], "draw": points[DRAW], "loss": points[LOSS]}
    return text


def tie_break_text(league) -> str:
    """The tie-breakers in words: "head-to-head, then TD, then Cas"."""
    labels = {c.key: c.label for c in league.rules.standings_columns(league.options)}
    labels[HEAD_TO_HEAD] = gettext("head-to-head")
    return gettext(", then ").join(str(labels[k]) for k in league.rules.tie_breakers(league.options))


def tie_break_notes(rows: list[Row], league) -> list[str]:
    """In words, what separated each pair of neighbours level on points in the official order: the first
    tie-breaker whose values differ, or the name when every one is level."""
    from django.utils.translation import gettext as _

    labels = {c.key: c.label for c in league.rules.standings_columns(league.options)}
    labels[HEAD_TO_HEAD] = _("head-to-head")
    breakers = league.rules.tie_breakers(league.options)
    notes = []
    for above, below in zip(rows, rows[1:], strict=False):
        if above.points != below.points:
            continue
        values = {"above": above.team, "below": below.team, "points": above.points}
        for key in breakers:
            a, b = ((above.head_to_head, below.head_to_head) if key == HEAD_TO_HEAD
                    else (above.stats[key], below.stats[key]))
            if a != b:
                notes.append(_("%(above)s ahead of %(below)s (both %(points)s points) on %(breaker)s: %(a)s v %(b)s")
                             % {**values, "breaker": labels[key], "a": a, "b": b})
                break
        else:
            notes.append(_("%(above)s ahead of %(below)s (both %(points)s points): level on every tie-breaker, "
                           "listed by name") % values)
    return notes


def _add(row: Row, side: SideResult, against: int, columns: tuple[Column, ...]) -> None:
    for column in columns:
        if column.source == "score":
            row.stats[column.key] += side.score
        elif column.source == "score_against":
            row.stats[column.key] += against
        elif column.source == "difference":
            row.stats[column.key] += side.score - against
        else:
            row.stats[column.key] += int(side.data.get(column.key, 0) or 0)


def division_standings(division: Division) -> list[Row]:
    """The official order: points, then the game's tie-breakers, then the team's name."""
    league = division.season.league
    rules, settings = league.rules, league.options
    columns = rules.standings_columns(settings)
    teams = list(division.teams.select_related("coach__user").order_by("name"))
    rows = {t.pk: Row(team_id=t.pk, team=t.name, coach=str(t.coach), stats={c.key: 0 for c in columns})
            for t in teams}
    by_fixture: dict[int, list[dict]] = defaultdict(list)
    # The division's rounds, and the season's league matches arranged outside them (those of teams of the
    # division only count: see below).
    in_division = Q(fixture__round__division=division) | Q(fixture__round__isnull=True,
                                                         fixture__season_id=division.season_id)
    sides = (FixtureSide.objects.filter(in_division, fixture__kind=Fixture.Kind.LEAGUE)
             .exclude(result="").values("fixture_id", "team_id", "score", "result", "data").order_by("fixture_id", "slot"))
    for side in sides:
        by_fixture[side["fixture_id"]].append(side)
    for match in by_fixture.values():
        if any(s["team_id"] not in rows for s in match):
            continue  # a team moved out of the division since: the match counts for neither
        for side in match:
            row = rows[side["team_id"]]
            result = SideResult(side["team_id"], side["score"], side["data"] or {}, side["result"])
            against = max((s["score"] for s in match if s is not side), default=0)
            points = rules.league_points(result, settings=settings)
            row.played += 1
            row.won += result.result == WIN
            row.drawn += result.result == DRAW
            row.lost += result.result not in (WIN, DRAW)
            row.result_points += points
            row.bonus += rules.bonus_points(result, settings=settings)
            _add(row, result, against, columns)
            for other in match:
                if other is not side:
                    row.results[other["team_id"]] = row.results.get(other["team_id"], 0) + points
    penalties = (PointsPenalty.objects.filter(season=division.season, team_id__in=rows)
                 .values("team_id").annotate(total=Sum("points")))
    for p in penalties:
        rows[p["team_id"]].penalty = p["total"]
    ordered = order_rows(list(rows.values()), tie_breakers=rules.tie_breakers(settings))
    for i, row in enumerate(ordered, start=1):
        row.rank = i
    return ordered


def order_rows(rows: list[Row], *, tie_breakers: tuple[str, ...]) -> list[Row]:
    """League points, then each tie-breaker in turn (head-to-head: the points gained in the matches between
    the teams level on points, and only those), then the name."""
    if HEAD_TO_HEAD in tie_breakers:
        level: dict[int, list[Row]] = defaultdict(list)
        for row in rows:
            level[row.points].append(row)
        for group in level.values():
            ids = {r.team_id for r in group}
            for row in group:
                row.head_to_head = sum(pts for opp, pts in row.results.items() if opp in ids) if len(group) > 1 else 0

    def key(row: Row):
        return (-row.points, *(-(row.head_to_head if k == HEAD_TO_HEAD else row.stats[k]) for k in tie_breakers),
                row.team)

    return sorted(rows, key=key)


def sort_rows(rows: list[Row], column: str, *, columns: list[tuple[str, str, bool]]) -> list[Row]:
    """Re-sort for display by any column (the rank shown stays the official one)."""
    higher_first = {key: best for key, _, best in columns}
    if column not in higher_first or column == "rank":
        return rows
    if column == "team":
        return sorted(rows, key=lambda r: r.team.lower())
    return sorted(rows, key=lambda r: getattr(r, column), reverse=higher_first[column])

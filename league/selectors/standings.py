"""A division's standings, for every game: one engine fed by the league's ruleset.

Every side of a counted fixture (league fixtures with a result) adds to its team's row: played, won,
drawn, lost, the game's league points and bonus points, and the game's standings columns (its score,
the score against, tallies from the sides' result data). Rows are ordered by points, then
the game's tie-breakers (head-to-head among the level teams where the league says so), then the name.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass, field

from django.db.models import Count, Exists, F, IntegerField, OuterRef, Q, Subquery, Sum
from django.db.models.fields.json import KeyTextTransform, KeyTransform
from django.db.models.functions import Cast, Coalesce
from django.utils.translation import gettext, gettext_lazy, pgettext_lazy

from engine.rulesets.contract import DRAW, LOSS, WIN, Column, SideResult
from league import standings_cache
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
    """The official order: points, then the game's tie-breakers, then the team's name.

    Served from the cache while nothing that moves a point changed (league/standings_cache.py): the key
    holds the division's teams as they are now (names, coaches), the league's game and settings, and the
    season's results version, which every result, penalty and fixture change bumps."""
    league = division.season.league
    # The teams as they are now, read on every call (plain values: a cached table costs this one query).
    teams = [(pk, name, display or username) for pk, name, display, username in
             division.teams.order_by("name", "pk").values_list("pk", "name", "coach__display_name",
                                                               "coach__user__username")]
    return standings_cache.cached(division, teams, lambda: _compute(division, league, teams))


def _compute(division: Division, league, teams) -> list[Row]:
    rules, settings = league.rules, league.options
    columns = rules.standings_columns(settings)
    counted = _counted_sides(division, [pk for pk, _, _ in teams])
    while True:  # again only when the game's points read a result-data key not yet grouped by
        keys = sorted(_POINTS_KEYS[rules.key])
        rows = {pk: Row(team_id=pk, team=name, coach=coach, stats={c.key: 0 for c in columns})
                for pk, name, coach in teams}
        try:
            _add_groups(rows, counted, keys, rules, settings, columns)
            penalties = (PointsPenalty.objects.filter(season=division.season, team_id__in=rows)
                         .values("team_id").annotate(total=Sum("points")).order_by())
            for p in penalties:
                rows[p["team_id"]].penalty = p["total"]
            tie_breakers = rules.tie_breakers(settings)
            if HEAD_TO_HEAD in tie_breakers:
                _head_to_head_results(rows, counted, keys, rules, settings)
        except _Unread as unread:
            _POINTS_KEYS[rules.key].add(unread.key)
            continue
        break
    ordered = order_rows(list(rows.values()), tie_breakers=tie_breakers)
    for i, row in enumerate(ordered, start=1):
        row.rank = i
    return ordered


def _add_groups(rows: dict[int, Row], counted, keys, rules, settings, columns) -> None:
    """The counted sides added up in SQL, one group per team, result, score and every result-data value the
    game's points read: the game's own points rules are asked once per group, the database adds up the rest
    (matches, score against, the data columns)."""
    sums = {f"sum_{c.key}": Coalesce(Sum(_data_int(c.key)), 0) for c in columns if c.source == "data"}
    groups = (_with_keys(counted, keys).values("team_id", "result", "score", *(f"in_{k}" for k in keys))
              .annotate(n=Count("id"), total_against=Coalesce(Sum("against"), 0), **sums).order_by())
    for g in groups:
        row, n = rows[g["team_id"]], g["n"]
        result = _side(g, keys)
        row.played += n
        row.won += n * (result.result == WIN)
        row.drawn += n * (result.result == DRAW)
        row.lost += n * (result.result not in (WIN, DRAW))
        row.result_points += n * rules.league_points(result, settings=settings)
        row.bonus += n * rules.bonus_points(result, settings=settings)
        for column in columns:
            if column.source == "score":
                row.stats[column.key] += n * result.score
            elif column.source == "score_against":
                row.stats[column.key] += g["total_against"]
            elif column.source == "difference":
                row.stats[column.key] += n * result.score - g["total_against"]
            else:
                row.stats[column.key] += g[f"sum_{column.key}"]


def _counted_sides(division: Division, team_ids: list[int]):
    """The sides that count: league fixtures of the division's rounds, and the season's league matches
    arranged outside them, with a result; a match with a team no longer in the division counts for neither.
    Each side carries `against`, the best score of the other sides of its match."""
    in_division = Q(fixture__round__division=division) | Q(fixture__round__isnull=True,
                                                         fixture__season_id=division.season_id)
    with_result = FixtureSide.objects.exclude(result="")
    outsider = with_result.filter(fixture_id=OuterRef("fixture_id")).exclude(team_id__in=team_ids)
    best_other = (with_result.filter(fixture_id=OuterRef("fixture_id")).exclude(pk=OuterRef("pk"))
                  .order_by("-score").values("score")[:1])
    return (with_result.filter(in_division, fixture__kind=Fixture.Kind.LEAGUE).filter(~Exists(outsider))
            .annotate(against=Subquery(best_other)))


def _head_to_head_results(rows: dict[int, Row], counted, keys, rules, settings) -> None:
    """`Row.results` (league points gained against each opponent) for the teams level on points with
    another: only they are compared head-to-head (order_rows)."""
    level: dict[int, list[int]] = defaultdict(list)
    for row in rows.values():
        level[row.points].append(row.team_id)
    ids = [t for group in level.values() if len(group) > 1 for t in group]
    if not ids:
        return
    pairs = (_with_keys(counted.filter(team_id__in=ids), keys)
             .annotate(opponent=F("fixture__sides__team_id"), opponent_result=F("fixture__sides__result"))
             .filter(opponent__in=ids).exclude(opponent=F("team_id")).exclude(opponent_result="")
             .values("team_id", "opponent", "result", "score", *(f"in_{k}" for k in keys))
             .annotate(n=Count("id")).order_by())
    for g in pairs:
        row = rows[g["team_id"]]
        points = g["n"] * rules.league_points(_side(g, keys), settings=settings)
        row.results[g["opponent"]] = row.results.get(g["opponent"], 0) + points


class _Unread(Exception):
    """The game's points rules read a result-data key the grouping did not hold."""

    def __init__(self, key):
        super().__init__(key)
        self.key = key


class _PointsData(Mapping):
    """A group's result data as the game's points rules see it: only the keys the sides were grouped by.
    Reading any other key raises _Unread, and the sides are grouped again with it (division_standings)."""

    _ABSENT = object()

    def __init__(self, values: dict):
        self._values = values

    def _read(self, key):
        if key not in self._values:
            raise _Unread(key)
        return self._values[key]

    def __getitem__(self, key):
        value = self._read(key)
        if value is None:
            raise KeyError(key)
        return value

    def get(self, key, default=None):
        value = self._read(key)
        return default if value is None else value

    def __contains__(self, key):
        return self._read(key) is not None

    def __iter__(self):
        return (k for k, v in self._values.items() if v is not None)

    def __len__(self):
        return sum(1 for v in self._values.values() if v is not None)


# The result-data keys each game's points rules were found to read (by ruleset key): the sides are grouped
# by these from the start, so a division is usually read once. Learnt as it goes (see _points), never wrong:
# a key read but not grouped by makes the grouping start again with it.
_POINTS_KEYS: dict[str, set[str]] = defaultdict(set)


def _side(group: dict, keys) -> SideResult:
    data = {key: group[f"in_{key}"] for key in keys}
    return SideResult(group["team_id"], group["score"], _PointsData(data), group["result"])


def _with_keys(sides, keys):
    return sides.annotate(**{f"in_{key}": KeyTransform(key, "data") for key in keys})


def _data_int(key: str):
    """`data[key]` as a whole number in SQL (the JSON value, missing counted as 0 by Coalesce)."""
    return Cast(KeyTextTransform(key, "data"), IntegerField())


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

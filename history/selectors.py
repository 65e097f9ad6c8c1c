"""Reads that build the history pages: a team's matches and seasons, a league's champions, archive,
records and stat leaders, a season's points race. Each page costs a fixed number of queries whatever
the number of matches or players (tests/history/test_queries.py).

The game's standings columns (league.rules.standings_columns) give the team tallies (touchdowns,
casualties...); a game's app gives its players' points and team values through league/games.py.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Q
from django.utils.translation import gettext as _

from engine.rulesets.contract import SideResult
from history import charts
from history.records import PointsLine, SideLine, column_records, leaders, points_records, unbeaten_record
from league.games import pages_of
from league.models import Fixture, League, Player, PlayoffMatch, Season, Team
from league.selectors.standings import division_standings

FINISHED = (Season.State.OFF_SEASON, Season.State.CLOSED)


def fixture_when(fixture: Fixture):
    """When a match was played (its result recorded), else when it is due."""
    playoff = getattr(fixture, "playoff_match", None) if fixture.kind == Fixture.Kind.PLAYOFF else None
    return fixture.result_recorded_at or (fixture.round.deadline if fixture.round_id else None) or (
        playoff.deadline if playoff else None)


def fixture_deadline(fixture: Fixture):
    playoff = getattr(fixture, "playoff_match", None) if fixture.kind == Fixture.Kind.PLAYOFF else None
    return fixture.round.deadline if fixture.round_id else (playoff.deadline if playoff else None)


def fixture_label(fixture: Fixture) -> str:
    """The round, "Friendly", or the play-off stage ("Final")."""
    if fixture.kind == Fixture.Kind.PLAYOFF:
        playoff = getattr(fixture, "playoff_match", None)
        return playoff.get_stage_display() if playoff else _("Play-off")
    if fixture.kind == Fixture.Kind.FRIENDLY:
        return _("Friendly")
    number = fixture.round.number if fixture.round_id else fixture.round_number
    return _("Round %(number)s") % {"number": number} if number else _("League match")


def _fixtures():
    return (Fixture.objects.select_related("season", "round", "home", "away", "playoff_match")
            .prefetch_related("sides__team"))


def _order(fixture: Fixture) -> tuple:
    when = fixture_when(fixture)
    return (fixture.season.number, when.timestamp() if when else float("inf"), fixture.pk)


# --- a team ------------------------------------------------------------------------------------------


@dataclass
class MatchLine:
    fixture: Fixture
    when: object
    season: int
    label: str
    opponents: list
    score: str
    result: str  # win / draw / loss, or "" while unplayed
    status: str


@dataclass
class SeasonLine:
    season: Season
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points: int = 0
    honour: str = ""


@dataclass
class TeamHistory:
    team: Team
    won: int
    drawn: int
    lost: int
    matches: list[MatchLine]
    seasons: list[SeasonLine]
    value_chart: str = ""


def _side_lines(fixture: Fixture, team_id: int) -> tuple[str, str, list]:
    sides = fixture.side_rows()
    mine = next((s for s in sides if s.team_id == team_id), None)
    others = [s for s in sides if s.team_id != team_id]
    opponents = [s.team for s in others] or [fixture.opponent_of(team_id)]
    if mine is None or not mine.result:
        return "", "", opponents
    score = "–".join(str(s) for s in [mine.score, *(o.score for o in others)])
    return score, mine.result, opponents


def team_history(team_id: int) -> TeamHistory:
    team = Team.objects.select_related("league", "coach__user").get(pk=team_id)
    league = team.league
    fixtures = sorted(_fixtures().filter(Q(home=team) | Q(away=team) | Q(sides__team=team)).distinct(), key=_order)
    seasons = {s.pk: SeasonLine(s) for s in Season.objects.filter(
        Q(entries__team=team, entries__state="accepted") | Q(fixtures__in=[f.pk for f in fixtures])).distinct()}
    rules, settings = league.rules, league.options
    matches, totals = [], {"win": 0, "draw": 0, "loss": 0}
    for fx in fixtures:
        score, result, opponents = _side_lines(fx, team.pk)
        matches.append(MatchLine(fx, fixture_when(fx), fx.season.number, fixture_label(fx), opponents, score,
                                 result, fx.get_status_display()))
        if result:
            totals[result] += 1
            line = seasons.setdefault(fx.season_id, SeasonLine(fx.season))
            line.won += result == "win"
            line.drawn += result == "draw"
            line.lost += result == "loss"
            if fx.kind == Fixture.Kind.LEAGUE:
                mine = next(s for s in fx.side_rows() if s.team_id == team.pk)
                side = SideResult(team.pk, mine.score, mine.data or {}, result)
                line.points += rules.league_points(side, settings=settings) + rules.bonus_points(side, settings=settings)
    for final in _finals(league).filter(Q(winner__team=team) | Q(loser__team=team)):
        if line := seasons.get(final.bracket.season_id):
            line.honour = _("Champions") if final.winner.team_id == team.pk else _("Runners-up")
    return TeamHistory(team, totals["win"], totals["draw"], totals["loss"], matches,
                       sorted(seasons.values(), key=lambda s: -s.season.number), _value_chart(team, matches))


def _value_chart(team: Team, matches: list[MatchLine]) -> str:
    history = pages_of(team.league.ruleset).history
    if not history or not history.team_values:
        return ""
    values = {fixture_id: value for _team, fixture_id, value in history.team_values(team_ids=[team.pk])}
    played = [m for m in matches if m.fixture.pk in values]
    if not played:
        return ""
    latest = played[-1].season
    points = [(f"{i}", values[m.fixture.pk]) for i, m in enumerate((m for m in played if m.season == latest), 1)]
    return charts.line_chart(_("Team value, season %(n)s (after each match)") % {"n": latest},
                             [charts.Series(team.name, points)], empty_text=_("No matches yet."))


# --- a league ----------------------------------------------------------------------------------------


def _finals(league: League):
    return (PlayoffMatch.objects.filter(bracket__season__league=league, stage=PlayoffMatch.Stage.FINAL,
                                        winner__isnull=False)
            .select_related("winner__team__coach__user", "loser__team", "bracket__season"))


@dataclass
class Champion:
    season: Season
    team: Team
    runner_up: Team | None
    how: str


@dataclass
class SeasonSummary:
    season: Season
    played: int
    champion: Champion | None = None


@dataclass
class LeagueHistory:
    league: League
    champions: list[Champion]
    seasons: list[SeasonSummary]
    records: list
    leaders: list  # per season: (season, [(title, [(who, value)])])
    points_label: str = ""


def champions(league: League, seasons: list[Season]) -> list[Champion]:
    """The play-off final's winner; a finished season without play-offs and with one division: its leader."""
    found = {f.bracket.season_id: Champion(f.bracket.season, f.winner.team, f.loser.team if f.loser else None,
                                           _("won the final")) for f in _finals(league)}
    for season in seasons:
        if season.pk in found or season.state not in FINISHED:
            continue
        divisions = list(season.divisions.all())
        if len(divisions) == 1 and (table := division_standings(divisions[0])) and table[0].played:
            leader = Team.objects.select_related("coach__user").get(pk=table[0].team_id)
            runner = Team.objects.get(pk=table[1].team_id) if len(table) > 1 else None
            found[season.pk] = Champion(season, leader, runner, _("top of the table"))
    return sorted(found.values(), key=lambda c: -c.season.number)


def _side_lines_of(league: League) -> tuple[list[SideLine], dict]:
    """Every team's part in every match with a result (one query), and the fixtures' opponents."""
    columns = [c for c in league.rules.standings_columns(league.options)]
    fixtures = _fixtures().filter(season__league=league).exclude(outcome="")
    lines = []
    for fx in fixtures:
        sides = fx.side_rows()
        for side in sides:
            if not side.result:
                continue
            against = max((o.score for o in sides if o is not side), default=0)
            values = {}
            for c in columns:
                values[c.key] = (side.score if c.source == "score" else against if c.source == "score_against"
                                 else side.score - against if c.source == "difference"
                                 else int((side.data or {}).get(c.key, 0) or 0))
            when = fixture_when(fx)
            lines.append(SideLine(side.team_id, side.team.name, fx.season.number, fx.pk,
                                  (when.timestamp() if when else 0, fx.pk), side.result, values,
                                  " / ".join(o.team.name for o in sides if o is not side)))
    return lines, {fx.pk: fx for fx in fixtures}


def _points_lines(league: League, seasons: list[Season], fixtures: dict) -> tuple[list[PointsLine], str]:
    history = pages_of(league.ruleset).history
    if not history:
        return [], ""
    rows = history.player_points(season_ids=[s.pk for s in seasons])
    players = Player.objects.select_related("team").in_bulk({player_id for *_x, player_id, _p in rows})
    numbers = {s.pk: s.number for s in seasons}
    lines = []
    for season_id, fixture_id, player_id, points in rows:
        player = players.get(player_id)
        fx = fixtures.get(fixture_id)
        if player is None:
            continue
        opponent = fx.opponent_of(player.team_id).name if fx else ""
        lines.append(PointsLine(player_id, player.name, player.team.name, numbers[season_id], fixture_id, points,
                                opponent))
    return lines, history.points_label


def _labels() -> dict:
    return {"match": _("Most {name} in a match"), "season": _("Most {name} in a season"),
            "career": _("Most {name} in a career")}


def record_columns(league: League) -> list[tuple[str, str]]:
    """The game's standings columns a record is kept for: those where more is better, not the ones against."""
    return [(c.key, c.label) for c in league.rules.standings_columns(league.options)
            if c.higher_is_better and c.source in ("score", "data")]


def league_history(league_id: int) -> LeagueHistory:
    league = League.objects.get(pk=league_id)
    seasons = list(Season.objects.filter(league=league).prefetch_related("divisions").order_by("-number"))
    lines, fixtures = _side_lines_of(league)
    points, points_label = _points_lines(league, seasons, fixtures)
    columns = record_columns(league)
    records = column_records(lines, columns, labels=_labels())
    if points:
        records += points_records(points, name=points_label, labels=_labels())
    if unbeaten := unbeaten_record(lines, label=_("Longest unbeaten run (matches)")):
        records.append(unbeaten)
    won = champions(league, seasons)
    by_season = {c.season.pk: c for c in won}
    played = defaultdict(set)
    for line in lines:
        played[line.season].add(line.fixture_id)
    summaries = [SeasonSummary(s, len(played[s.number]), by_season.get(s.pk)) for s in seasons]
    stat_leaders = []
    for season in seasons:
        tables = []
        for key, name in columns:
            totals = defaultdict(int)
            for line in lines:
                if line.season == season.number:
                    totals[line.team] += int(line.values.get(key, 0) or 0)
            tables.append((name, leaders(totals, top=3)))
        if points:
            totals = defaultdict(int)
            for p in points:
                if p.season == season.number:
                    totals[f"{p.player} ({p.team})"] += p.points
            tables.append((points_label, leaders(totals)))
        if any(rows for _name, rows in tables):
            stat_leaders.append((season, tables))
    return LeagueHistory(league, won, summaries, records, stat_leaders, points_label)


# --- a season ----------------------------------------------------------------------------------------


@dataclass
class SeasonHistory:
    season: Season
    race_charts: list[str] = field(default_factory=list)  # one per division
    leaders_chart: str = ""


def points_race(season: Season) -> list[tuple[str, list[charts.Series]]]:
    """Per division: each team's league points after each round (results only, before any penalty)."""
    league = season.league
    rules, settings = league.rules, league.options
    fixtures = list(_fixtures().filter(season=season, kind=Fixture.Kind.LEAGUE).exclude(outcome=""))
    races = []
    for division in season.divisions.prefetch_related("teams"):
        teams = {t.pk: t.name for t in division.teams.all()}
        mine = [f for f in fixtures if (f.round_id and f.round.division_id == division.pk)
                or (not f.round_id and all(s.team_id in teams for s in f.side_rows()))]
        numbers = sorted({(f.round.number if f.round_id else f.round_number) or 0 for f in mine})
        gained = defaultdict(lambda: defaultdict(int))
        for fx in mine:
            number = (fx.round.number if fx.round_id else fx.round_number) or 0
            for side in fx.side_rows():
                result = SideResult(side.team_id, side.score, side.data or {}, side.result)
                gained[side.team_id][number] += (rules.league_points(result, settings=settings)
                                                 + rules.bonus_points(result, settings=settings))
        series = []
        for team_id, name in sorted(teams.items(), key=lambda item: item[1]):
            total, points = 0, []
            for number in numbers:
                total += gained[team_id][number]
                points.append((str(number), total))
            series.append(charts.Series(name, points))
        series.sort(key=lambda s: -(s.points[-1][1] if s.points else 0))
        races.append((division.name, series))
    return races


def season_history(season_id: int) -> SeasonHistory:
    season = Season.objects.select_related("league").get(pk=season_id)
    league = season.league
    result = SeasonHistory(season)
    for name, series in points_race(season):
        result.race_charts.append(charts.line_chart(_("Points race: %(division)s") % {"division": name}, series,
                                                    empty_text=_("No results yet.")))
    history = pages_of(league.ruleset).history
    if history:
        lines, _label = _points_lines(league, [season], {})
        totals = defaultdict(int)
        for p in lines:
            totals[f"{p.player} ({p.team})"] += p.points
        result.leaders_chart = charts.bar_chart(_("%(points)s leaders") % {"points": history.points_label},
                                                leaders(totals, top=8), empty_text=_("No points earned yet."))
    return result

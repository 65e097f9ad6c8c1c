"""Reads for Team Manager pages and API answers: a game's weeks and scoreboard, the series table across the
league's games, each manager's history and the Manager of the Year."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from engine.rulesets.contract import SideResult
from engine.rulesets.team_manager import season as rules
from engine.rulesets.team_manager.game import outcome_of
from games.team_manager.models import Game, Seat, Week
from league.models import Fixture, League, Team
from league.services.errors import RuleViolation
from matches.models import ResultReport

RULESET = "team_manager"


def engine_week(week: Week) -> rules.Week:
    """A stored week as the engine reads it (prefetch lines__seat and matchups)."""
    return rules.Week(week.number, week.spike, tuple(
        rules.Line(line.seat.team_id, **{k: getattr(line, k) for k in rules.COUNTS}) for line in week.lines.all()),
        tuple(rules.Matchup(m.kind, tuple((r["team"], r["result"], r["fans"]) for r in m.results), m.name)
              for m in week.matchups.all()))


def _weeks(game: Game) -> list[Week]:
    return list(game.week_rows.prefetch_related("lines__seat", "matchups", "confirmations"))


def names_of(game: Game) -> dict:
    return {s.team_id: s.team.name for s in game.seats.select_related("team")}


def waiting_for(game: Game, weeks: list[Week]) -> str:
    """What keeps the season from its end (§14.1), or ""."""
    confirmed = [w for w in weeks if w.status == Week.Status.CONFIRMED]
    if len(confirmed) == game.weeks:
        return ""
    if len(weeks) < game.weeks:
        return _("%(done)s of %(weeks)s weeks are entered") % {"done": len(weeks), "weeks": game.weeks}
    return _("%(n)s week(s) still wait for confirmation") % {"n": game.weeks - len(confirmed)}


def week_totals(game: Game) -> dict | None:
    """What the ruleset's check reads (matches/hooks.py result_context): each manager's season from the weeks
    entered, or None when none were (the season is reported all at once)."""
    weeks = _weeks(game)
    if not weeks:
        return None
    managers = [s.team_id for s in game.seats.all()]
    totals = rules.totals([engine_week(w) for w in weeks], managers)
    return {"waiting": waiting_for(game, weeks),
            "totals": {t.manager: {"fans": t.fans, "star_players": t.star_players, "team_upgrades": t.team_upgrades,
                                   "staff_upgrades": t.staff_upgrades, "cheat_tokens": t.cheat_tokens}
                       for t in totals}}


def _whole(value) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def season_sides(game: Game, *, end_of_game: Mapping, totals: Mapping | None = None) -> list[dict]:
    """The result flow's sides for a season's end: fans and upgrades from the weeks (or the totals given),
    End of Game fans, and who the UTM suspends (§14.5)."""
    seats = list(game.seats.all())
    if totals is None:
        entered = week_totals(game)
        if entered is None:
            raise RuleViolation(("§14.1", _("Enter the season's weeks, or give every manager's totals at once.")))
        if entered["waiting"]:
            raise RuleViolation(("§14.1", _("The season ends after its last week: %(w)s.") % {"w": entered["waiting"]}))
        totals = entered["totals"]
    sides = []
    for seat in seats:
        given = totals.get(seat.team_id) or totals.get(str(seat.team_id)) or {}
        if not isinstance(given, Mapping):
            given = {}
        data = {"team": seat.card_team, **{k: given.get(k, 0) for k in
                                           ("fans", "star_players", "team_upgrades", "staff_upgrades", "cheat_tokens")},
                "end_of_game_fans": end_of_game.get(seat.team_id, end_of_game.get(str(seat.team_id), 0)) or 0}
        sides.append({"team": seat.team_id, "data": data})
    # Who the UTM suspends (§14.5); values that are not whole numbers count 0 here, and the result flow's
    # check refuses them naming the field.
    outcome = outcome_of([SideResult(s["team"], 0, {k: _whole(v) for k, v in s["data"].items() if k != "team"})
                          for s in sides])
    for side in sides:
        side["data"]["suspended"] = side["team"] in outcome.suspended
    return sides


# ---- a game's page --------------------------------------------------------------------------------------

@dataclass
class ManagerLine:
    seat: Seat
    track: list[int]
    fans: int
    upgrades: int
    star_players: int
    team_upgrades: int
    staff_upgrades: int
    cheat_tokens: int


@dataclass
class GamePage:
    game: Game
    seats: list[Seat]
    weeks: list[Week]
    managers: list[ManagerLine]
    waiting: str
    report: ResultReport | None
    outcome: object | None = None  # rules.Outcome once the end is reported
    final: list = field(default_factory=list)  # [(seat, fans, upgrades, result, suspended)]

    @property
    def next_week(self) -> int | None:
        n = len(self.weeks) + 1
        return n if n <= self.game.weeks else None


def game_page(game: Game) -> GamePage:
    seats = list(game.seats.select_related("team__coach__user"))
    weeks = _weeks(game)
    managers = [s.team_id for s in seats]
    engine_weeks = [engine_week(w) for w in weeks]
    track = rules.fan_track(engine_weeks, managers)
    by = {t.manager: t for t in rules.totals(engine_weeks, managers)}
    lines = [ManagerLine(seat, track[seat.team_id], by[seat.team_id].fans, by[seat.team_id].upgrades,
                         by[seat.team_id].star_players, by[seat.team_id].team_upgrades, by[seat.team_id].staff_upgrades,
                         by[seat.team_id].cheat_tokens) for seat in seats]
    report = ResultReport.objects.filter(fixture=game.fixture).first()
    page = GamePage(game, seats, weeks, lines, waiting_for(game, weeks), report)
    if report is not None:
        sides = [SideResult(s["team"], s["score"], s["data"]) for s in report.sides]
        page.outcome = outcome_of(sides, names_of(game))
        winner = page.outcome.winner
        seat_of = {s.team_id: s for s in seats}
        page.final = [(seat_of[s.team], s.score, s.data.get("upgrades", 0), s.team == winner,
                       s.data.get("suspended", False), s.data.get("end_of_game_fans", 0)) for s in sides]
    return page


# ---- the series table --------------------------------------------------------------------------------------

@dataclass
class SeriesLine:
    team: Team
    played: int = 0
    wins: int = 0
    fans: int = 0
    upgrades: int = 0
    best: int = 0


def series_table(league: League) -> list[SeriesLine]:
    """Every manager across the league's finished games (all its seasons): seasons played, seasons won
    (Manager of the Year), fans kept (after §14.5) and upgrades gained; ordered by wins, fans, upgrades."""
    lines = {t.pk: SeriesLine(t) for t in league.teams.select_related("coach__user")}
    fixtures = Fixture.objects.filter(season__league=league, status=Fixture.Status.PLAYED,
                                      team_manager_game__isnull=False).prefetch_related("sides")
    for fixture in fixtures:
        for side in fixture.sides.all():
            line = lines.get(side.team_id)
            if line is None:
                continue
            line.played += 1
            line.wins += side.result == "win"
            line.fans += side.score
            line.upgrades += int(side.data.get("upgrades", 0))
            line.best = max(line.best, side.score)
    return sorted(lines.values(), key=lambda x: (-x.wins, -x.fans, -x.upgrades, x.team.name.lower()))


def manager_of_the_year(table: list[SeriesLine]) -> SeriesLine | None:
    """The series' Manager of the Year: most seasons won, then fans, then upgrades; nobody while tied or
    before any season is won (docs/decisions.md)."""
    if not table or table[0].wins == 0:
        return None
    if len(table) > 1 and (table[0].wins, table[0].fans, table[0].upgrades) == (
            table[1].wins, table[1].fans, table[1].upgrades):
        return None
    return table[0]


def games_of(league: League) -> list[Game]:
    return list(Game.objects.filter(fixture__season__league=league).select_related("fixture")
                .prefetch_related("seats__team", "fixture__sides"))


def league_page(league: League) -> dict:
    table = series_table(league)
    return {"table": table, "manager_of_the_year": manager_of_the_year(table), "games": games_of(league)}


@dataclass
class HistoryLine:
    game: Game
    seat: Seat
    fans: int | None
    upgrades: int | None
    won: bool | None
    suspended: bool


def manager_history(team: Team) -> list[HistoryLine]:
    """Every game the manager sat at, newest first: the team run, fans kept, upgrades, won or not."""
    history = []
    for seat in Seat.objects.filter(team=team).select_related("game__fixture").order_by("-game__created_at"):
        side = seat.game.fixture.sides.filter(team=team).first() \
            if seat.game.fixture.status == Fixture.Status.PLAYED else None
        history.append(HistoryLine(seat.game, seat, side.score if side else None,
                                   side.data.get("upgrades") if side else None,
                                   side.result == "win" if side else None,
                                   bool(side and side.data.get("suspended"))))
    return history


def actions_for_coach(coach) -> list[dict]:
    """Weeks another manager entered that wait for this manager's confirmation (dashboard)."""
    from django.urls import reverse

    actions = []
    for seat in Seat.objects.filter(team__coach=coach).select_related("game"):
        waiting = Week.objects.filter(game=seat.game, status=Week.Status.PENDING).exclude(entered_by=seat).exclude(
            confirmations__seat=seat)
        for week in waiting:
            actions.append({"text": _("Team Manager: confirm week %(n)s") % {"n": week.number},
                            "url": reverse("tm-game", args=[seat.game.fixture_id])})
    return actions


def actions_for_commissioner(league) -> list[dict]:
    """Disputed weeks in this league's seasons: the commissioner rules on each (§7)."""
    from django.urls import reverse

    return [{"text": _("%(league)s: week %(n)s of %(game)s is disputed; rule on it")
             % {"league": league, "n": week.number, "game": week.game},
             "url": reverse("tm-game", args=[week.game.fixture_id])}
            for week in Week.objects.filter(game__fixture__season__league=league, status=Week.Status.DISPUTED)
            .select_related("game").order_by("game_id", "number")]

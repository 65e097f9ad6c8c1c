"""Reads that build Kaosball's pages: the league (table, schedule, friendlies, play-offs), a team (what it
holds across the league) and a match (its sides, its report and its auction)."""

from __future__ import annotations

from django.db.models import Q
from django.utils.translation import gettext as _

from engine.rulesets.contract import DRAW, LOSS, WIN, SideResult
from games.kaosball import rules as kaos
from games.kaosball.models import Auction, Holdings, Simulation
from games.kaosball.replay import replay_text
from league.models import Bracket, Fixture, FixtureSide, League, Season, Team
from league.selectors.standings import HEAD_TO_HEAD, columns_of, division_standings
from matches.models import ResultReport

RULESET = kaos.RULESET


def season_of(league: League) -> Season | None:
    return league.seasons.order_by("-number").first()


def _fixtures(season: Season, kind: str):
    return (season.fixtures.filter(kind=kind).select_related("home__coach__user", "away__coach__user", "round")
            .prefetch_related("sides__team").order_by("round__number", "id"))


def league_page(league: League) -> dict:
    season = season_of(league)
    division = season.divisions.first() if season else None
    rows = division_standings(division) if division else []
    rounds: dict[int, list[Fixture]] = {}
    for fixture in _fixtures(season, Fixture.Kind.LEAGUE):
        rounds.setdefault(fixture.round.number if fixture.round else 0, []).append(fixture)
    bracket = Bracket.objects.filter(season=season).prefetch_related(
        "matches__fixture__sides__team", "matches__home__team", "matches__away__team").first()
    champion = None
    if bracket and bracket.is_complete:
        final = bracket.matches.filter(stage="final").select_related("winner__team").first()
        champion = final.winner.team if final and final.winner else None
    columns = columns_of(league)
    later = [key for key, _label, _best in columns if key not in ("rank", "team")]
    return {
        "league": league, "season": season, "division": division, "rows": rows,
        "table": [(row, [row.as_dict()[key] for key in later]) for row in rows], "columns": columns, "tie_breaks": _tie_breaks(league),
        "points_text": _points_text(league),
        "rounds": sorted(rounds.items()), "friendlies": list(_fixtures(season, Fixture.Kind.FRIENDLY)),
        "bracket": bracket, "playoff_matches": list(bracket.matches.order_by("stage", "slot")) if bracket else [],
        "champion": champion, "team_names": kaos.teams(league.rules),
        "teams": list(league.teams.select_related("coach__user").order_by("name")),
    }


def holdings_of(team: Team) -> Holdings:
    return Holdings.objects.get_or_create(team=team)[0]


def league_record(team: Team) -> tuple[int, int]:
    """(league matches played, won) by the team: what its Active Upgrade Points grow with (§5)."""
    sides = FixtureSide.objects.filter(team=team, fixture__kind=Fixture.Kind.LEAGUE).exclude(result="")
    return sides.count(), sides.filter(result="win").count()


def active_upgrade_points(team: Team) -> int:
    """The team's Active Upgrade Points now: 3 at the start, grown by the league's setting (§5, §12.2c)."""
    played, won = league_record(team)
    return kaos.league_rules().active_upgrade_points(team.league.options, league_matches=played, league_wins=won)


def team_page(team: Team) -> dict:
    league = team.league
    holdings = holdings_of(team)
    fixtures = (Fixture.objects.filter(Q(home=team) | Q(away=team) | Q(sides__team=team)).distinct()
                .select_related("home", "away", "season").prefetch_related("sides__team").order_by("id"))
    return {"team": team, "league": league, "team_name": kaos.teams(league.rules).get(team.roster, team.roster),
            "tiles": kaos.tile_lines(league.rules, holdings.tiles), "ringers": kaos.ringer_lines(league.rules, holdings.ringers),
            "fixtures": list(fixtures), "active_upgrade_points": active_upgrade_points(team)}


def sides_of(fixture: Fixture) -> list[Team]:
    """The fixture's teams in side order: its side rows for three or four, else home and away."""
    rows = fixture.side_rows()
    return [s.team for s in rows] if len(rows) > 2 else [fixture.home, fixture.away]


def coach_team(fixture: Fixture, user) -> Team | None:
    if not user.is_authenticated:
        return None
    return next((t for t in sides_of(fixture) if t.coach.user_id == user.pk), None)


def fixture_page(fixture: Fixture, user) -> dict:
    league = fixture.season.league
    report = ResultReport.objects.filter(fixture=fixture).first()
    team = coach_team(fixture, user)
    auction = Auction.objects.filter(fixture=fixture).first()
    simulation = Simulation.objects.filter(fixture=fixture).first()
    sides = sides_of(fixture)
    reported = {s["team"]: s for s in (report.sides if report else [])}
    lines = [{"team": t, "score": reported.get(t.pk, {}).get("score"), "data": reported.get(t.pk, {}).get("data", {}),
              "result": next((s.get_result_display() for s in fixture.side_rows() if s.team_id == t.pk), "")}
             for t in sides]
    return {
        "fixture": fixture, "league": league, "sides": sides, "lines": lines, "report": report, "coach_team": team,
        "auction": auction, "side_fields": league.rules.side_fields, "match_fields": league.rules.match_fields,
        "counts_in_table": fixture.kind == Fixture.Kind.LEAGUE, "simulation": simulation,
        # The stored log read again in the page's language (Simulation.replay keeps the engine's English text).
        "replay": replay_text(simulation.events, [s["name"] for s in simulation.sheets]) if simulation else "",
    }


def actions_for_coach(coach) -> list[dict]:
    """Auctions under way in which this coach has a team (§27): the dashboard links to them."""
    auctions = (Auction.objects.filter(settled_at__isnull=True, fixture__season__league__ruleset=RULESET)
                .filter(Q(fixture__home__coach=coach) | Q(fixture__away__coach=coach) | Q(fixture__sides__team__coach=coach))
                .distinct().select_related("fixture__home", "fixture__away"))
    return [{"text": _("%(fixture)s: the pre-game auction is under way (§27)") % {"fixture": a.fixture},
             "url": f"/kaosball/fixtures/{a.fixture_id}/auction/"} for a in auctions]


def _points_text(league: League) -> str:
    """How league points are earned, in the reader's language (the engine says it in English)."""
    points = {r: league.rules.league_points(SideResult(0, 0, result=r), settings=league.options) for r in (WIN, DRAW, LOSS)}
    return _("Win %(win)s, draw %(draw)s, loss %(loss)s") % {"win": points[WIN], "draw": points[DRAW], "loss": points[LOSS]}


def _tie_breaks(league: League) -> str:
    """The tie-breakers in words, translated: "head-to-head, then VP difference"."""
    labels = {c.key: _(c.label) for c in league.rules.standings_columns(league.options)}
    labels[HEAD_TO_HEAD] = _("head-to-head")
    return _(", then ").join(labels[k] for k in league.rules.tie_breakers(league.options))


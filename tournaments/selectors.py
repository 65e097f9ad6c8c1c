"""What a tournament's pages and API read: its table (engine/tournament/table.py over the core's fixture
sides and the byes), its rounds with their tables and byes, its bracket, and whether it has finished."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext as _

from engine.tournament.table import Game, Line, rank
from league.models import Fixture, PlayoffMatch, Round, SeasonEntry, Team
from tournaments.models import Bye, Tournament


def entered_states(tournament: Tournament) -> tuple[str, ...]:
    """A registered team is accepted at once; a team built on the game's builder (Ruleset.teams_built_for_tournament) enters
    the season as the core's create_team leaves it, pending, and counts as entered the same way."""
    if tournament.league.rules.teams_built_for_tournament(tournament.league.options):
        return (SeasonEntry.State.ACCEPTED, SeasonEntry.State.PENDING)
    return (SeasonEntry.State.ACCEPTED,)


def entered_teams(tournament: Tournament) -> list[Team]:
    return list(Team.objects.filter(season_entries__season=tournament.season,
                                    season_entries__state__in=entered_states(tournament))
                .select_related("coach__user").order_by("name"))


def _games(tournament: Tournament) -> list[Game]:
    fixtures = (Fixture.objects.filter(round__division__season=tournament.season).exclude(outcome="")
                .prefetch_related("sides"))
    games = []
    for fixture in fixtures:
        sides = fixture.side_rows()
        if len(sides) != 2 or not all(s.result for s in sides):
            continue
        home, away = sides
        games.append(Game(home.team_id, away.team_id, home.score, away.score, home.result, away.result))
    return games


def table_lines(tournament: Tournament) -> list[Line]:
    """The table, best first (team ids); before the start every entered team on nought, by name."""
    teams = [t.pk for t in entered_teams(tournament)]
    byes = Bye.objects.filter(tournament=tournament).values_list("team_id", flat=True)
    return rank(teams, _games(tournament), byes=list(byes), points=tournament.scoring(),
                tie_breakers=tournament.order)


@dataclass
class Row:
    line: Line
    team: Team
    decided_by: str  # the tie-breaker that placed the team below the one above it, in words
    decided_short: str  # the same as the table's column heading, for a phone


def short_labels() -> dict[str, str]:
    return {"opponents_points": _("Opp"), "score_difference": "+/−", "score_for": _("For"),
            "head_to_head": _("H2H"), "wins": _("W")}


def table(tournament: Tournament) -> list[Row]:
    teams = {t.pk: t for t in entered_teams(tournament)}
    labels = dict(Tournament.TieBreaker.choices)
    short = short_labels()
    return [Row(line=line, team=teams[line.team], decided_by=str(labels.get(line.decided_by, "")),
                decided_short=str(short.get(line.decided_by, ""))) for line in table_lines(tournament)]


@dataclass
class RoundView:
    round: Round
    games: list  # (table number, fixture)
    bye: Team | None
    complete: bool


def rounds(tournament: Tournament) -> list[RoundView]:
    result = []
    byes = {b.round_id: b.team for b in Bye.objects.filter(tournament=tournament).select_related("team")}
    for rnd in Round.objects.filter(division__season=tournament.season).order_by("-number"):
        fixtures = list(rnd.fixtures.select_related("home__coach__user", "away__coach__user")
                        .prefetch_related("sides").order_by("pk"))
        result.append(RoundView(round=rnd, games=list(enumerate(fixtures, start=1)), bye=byes.get(rnd.pk),
                                complete=all(f.outcome for f in fixtures)))
    return result


def bracket(tournament: Tournament) -> list[PlayoffMatch]:
    return list(PlayoffMatch.objects.filter(bracket__season=tournament.season)
                .select_related("home__team", "away__team", "winner__team", "fixture").order_by("pk"))


def is_finished(tournament: Tournament, rounds_view: list[RoundView] | None = None) -> bool:
    if tournament.format == Tournament.Format.KNOCKOUT:
        return PlayoffMatch.objects.filter(bracket__season=tournament.season, bracket__completed_at__isnull=False).exists()
    rounds_view = rounds(tournament) if rounds_view is None else rounds_view
    return bool(tournament.seeding) and len(rounds_view) == total_rounds(tournament, len(tournament.seeding)) and all(
        r.complete for r in rounds_view)


def total_rounds(tournament: Tournament, teams: int) -> int:
    """Rounds the event plays: n-1 for an even round robin (n with a bye each), the set number for Swiss."""
    if tournament.format == Tournament.Format.ROUND_ROBIN:
        return teams - 1 if teams % 2 == 0 else teams
    return tournament.rounds


def tournament_for_fixture(fixture: Fixture) -> Tournament | None:
    return Tournament.objects.filter(league_id=fixture.season.league_id).first()

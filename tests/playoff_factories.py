"""Seasons played to their end through the services, for the play-off, prize and off-season tests."""

from __future__ import annotations

from datetime import UTC, datetime

from league.models import Fixture, Season
from league.services import schedule as schedule_services
from league.services.fixtures import record_result
from tests import schedule_factories as f

START = datetime(2026, 3, 2, 9, tzinfo=UTC)


def regular_season(divisions: int, *, teams: int = 4, **settings):
    """A league whose season has `divisions` divisions drawn and scheduled, in its Regular Season."""
    commish = f.user()
    lg = f.league(commissioner=commish, **settings)
    s = f.season(lg)
    divs = [f.division(s, teams=teams, name=f"Division {chr(65 + i)}") for i in range(divisions)]
    schedule_services.generate_schedule(season=s, user=commish, start=START)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    s.refresh_from_db()
    return commish, lg, s, divs


def play(fixture: Fixture, winner=None, *, finish: str = "touchdown", home_cas: int = 0, away_cas: int = 0) -> Fixture:
    """Record a result: `winner` a team (or None for a time-limit draw); a touchdown win is 1-0."""
    if winner is None:
        outcome, finish = Fixture.Outcome.DRAW, Fixture.Finish.TIME_LIMIT
    else:
        outcome = Fixture.Outcome.HOME_WIN if winner.pk == fixture.home_id else Fixture.Outcome.AWAY_WIN
    scored = 1 if finish == "touchdown" and winner is not None else 0
    return record_result(
        fixture=fixture, outcome=outcome, finish=finish,
        home_touchdowns=scored if winner is not None and winner.pk == fixture.home_id else 0,
        away_touchdowns=scored if winner is not None and winner.pk == fixture.away_id else 0,
        home_casualties=home_cas, away_casualties=away_cas,
    )


def finish_regular_season(season: Season, strength: dict, *, time_limit_wins=(), casualties: dict | None = None) -> None:
    """Play every league fixture: the stronger team wins (equal strength draws). Teams in `time_limit_wins`
    win on the time limit (no touchdown); `casualties` gives the SPP casualties a team causes per match."""
    casualties = casualties or {}
    for fx in Fixture.objects.filter(season=season, kind=Fixture.Kind.LEAGUE).select_related("home", "away"):
        h, a = strength.get(fx.home_id, 0), strength.get(fx.away_id, 0)
        winner = fx.home if h > a else fx.away if a > h else None
        finish = "time_limit" if winner is not None and winner.pk in time_limit_wins else "touchdown"
        play(fx, winner, finish=finish, home_cas=casualties.get(fx.home_id, 0), away_cas=casualties.get(fx.away_id, 0))


def teams_of(division) -> list:
    return list(division.teams.order_by("pk"))

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
        scores=(scored if winner is not None and winner.pk == fixture.home_id else 0,
                scored if winner is not None and winner.pk == fixture.away_id else 0),
        side_data=({"casualties": home_cas}, {"casualties": away_cas}),
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


LINEMAN = "bloodborn_marauder_lineman"  # College of Fire, 50,000 gp


def give_real_rosters(season: Season, *, position: str = LINEMAN) -> None:
    """Turn the factory's placeholder players into real College of Fire linemen with their profile and value."""
    from league.models import Player, Team

    teams = Team.objects.filter(divisions__season=season).distinct()
    for team in teams:
        p = team.league.rules.roster("fire").position(position)
        Player.objects.filter(team=team).update(
            position=p.key, hiring_fee=p.cost, value=p.cost, ma=p.ma, st=p.st, ag=p.ag, pa=p.pa, av=p.av, skills=list(p.skills)
        )
        Team.objects.filter(pk=team.pk).update(roster="fire")


def finished_playoffs(**settings):
    """Two divisions of four, a full regular season and the play-offs played out. Returns
    (commissioner, league, season, divisions' teams A and B, bracket). Division A's best team wins it all:
    A1 beats B2 and then B1 in the final; A2 beats ... see the strength table."""
    from league.models import PlayoffMatch
    from league.services.playoffs import draw_playoffs

    commish, lg, s, (a, b) = regular_season(2, **settings)
    give_real_rosters(s)
    ta, tb = teams_of(a), teams_of(b)
    strength = {ta[0].pk: 9, ta[1].pk: 5, ta[2].pk: 1, ta[3].pk: 0, tb[0].pk: 8, tb[1].pk: 4, tb[2].pk: 1, tb[3].pk: 0}
    finish_regular_season(s, strength, casualties={ta[0].pk: 1})
    bracket = draw_playoffs(by=commish, season=s, start=START)
    for stage in (PlayoffMatch.Stage.SEMI_FINAL, PlayoffMatch.Stage.FINAL, PlayoffMatch.Stage.THIRD_PLACE):
        for m in PlayoffMatch.objects.filter(bracket=bracket, stage=stage).select_related("home__team", "fixture"):
            play(m.fixture, m.home.team)  # the better seed wins every play-off match
    bracket.refresh_from_db()
    return commish, lg, s, ta, tb, bracket

"""ORM factories for the schedule, standings and match-report tests (teams made directly, not via services)."""

from __future__ import annotations

import itertools

from django.contrib.auth import get_user_model

from league.models import Division, League, Player, Season, Team

_seq = itertools.count(1)


def user(username: str | None = None):
    return get_user_model().objects.create_user(username=username or f"u{next(_seq)}", password="a-long-pass-phrase")


CORE = {"ruleset", "unplayed_policy", "round_length_days", "name"}


def league(*, commissioner=None, **settings) -> League:
    """A league; keyword arguments are League columns or, for the rest, the game's settings."""
    core = {k: v for k, v in settings.items() if k in CORE}
    game = {k: v for k, v in settings.items() if k not in CORE}
    lg = League(name=f"League {next(_seq)}", **core)
    lg.settings = lg.rules.clean_settings(game)
    lg.save()
    lg.commissioners.add((commissioner or user()).coach)
    return lg


def season(lg: League, *, state=Season.State.REGISTRATION, number: int = 1) -> Season:
    return Season.objects.create(league=lg, number=number, state=state)


def team(lg: League, *, coach=None, name: str | None = None, roster: str = "fire", players: int = 11) -> Team:
    t = Team.objects.create(league=lg, coach=(coach or user()).coach, name=name or f"Team {next(_seq)}", roster=roster)
    Player.objects.bulk_create(
        Player(team=t, number=n, name=f"Player {n}", position="lineman") for n in range(1, players + 1)
    )
    return t


def division(s: Season, *, teams: int = 4, name: str | None = None, roster: str = "fire") -> Division:
    d = Division.objects.create(season=s, name=name or f"Division {next(_seq)}")
    for _ in range(teams):
        d.teams.add(team(s.league, roster=roster))
    return d


def set_result(fixture, outcome: str, *, finish: str = "touchdown", scores=(0, 0), casualties=(0, 0),
               status: str = "played"):
    """Write a two-team result straight onto the rows (fixture and its sides), as the services would."""
    from league.models import Fixture
    from league.services.fixtures import SIDE_RESULTS, write_sides

    Fixture.objects.filter(pk=fixture.pk).update(outcome=outcome, finish=finish, status=status)
    write_sides(fixture=fixture, results=SIDE_RESULTS[outcome], scores=scores,
                data=[{"casualties": c} for c in casualties])

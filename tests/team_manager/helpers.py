"""Shared steps for the Team Manager tests: a league of managers and weeks as the API takes them."""

from __future__ import annotations

from rest_framework.test import APIClient

from games.team_manager import services
from league.models import League

COUNTS = ("fans_gained", "fans_lost", "star_players", "team_upgrades", "staff_upgrades", "cheat_tokens")


def api(user=None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def league_of_managers(make_user, names=("ann", "bob", "cy"), settings=None):
    """A Team Manager league, its commissioner, and one manager per name: (league, boss, {name: (user, team)})."""
    boss = make_user("tm-boss")
    league: League = services.create_league(by=boss, name="Spike! Series", settings=settings or {})
    managers = {}
    for name in names:
        user = make_user(name)
        managers[name] = (user, services.join_league(by=user, league=league, name=name.capitalize()))
    return league, boss, managers


def line(team, fans_gained=0, fans_lost=0, star_players=0, team_upgrades=0, staff_upgrades=0, cheat_tokens=0):
    return {"team": team.pk, "fans_gained": fans_gained, "fans_lost": fans_lost, "star_players": star_players,
            "team_upgrades": team_upgrades, "staff_upgrades": staff_upgrades, "cheat_tokens": cheat_tokens}


def week(number, spike, *lines, matchups=()):
    return {"number": number, "spike": spike, "lines": list(lines), "matchups": list(matchups)}

"""Shared set-up for the Kaosball web tests: a league of N teams through the services, and reports."""

from __future__ import annotations

from rest_framework.test import APIClient

from games.kaosball import services as kaos
from league.models import Fixture

TEAM_KEYS = ("amazons", "daemons", "fangs", "ogres")


def api_as(user) -> APIClient:
    client = APIClient()
    client.force_authenticate(user)
    return client


def make_league(make_user, teams: int = 6, *, start: bool = True, settings: dict | None = None, prefix: str = "k"):
    """A Kaosball league with `teams` coaches joined (and the schedule drawn when `start`)."""
    commissioner = make_user(f"{prefix}-boss")
    league = kaos.create_league(by=commissioner, name=f"{prefix} Kaos League", settings=settings or {})
    users, members = [], []
    for i in range(teams):
        user = make_user(f"{prefix}-coach{i}")
        users.append(user)
        members.append(kaos.join_league(by=user, league=league, team_name=f"{prefix} Team {i}",
                                        team_key=TEAM_KEYS[i % 4]))
    if start:
        kaos.start_league(by=commissioner, league=league)
    return commissioner, league, users, members


def head_to_head(fixture: Fixture, scores: tuple[int, int], *, kills=(0, 0), fouls=(0, 0)) -> dict:
    """A two-team report in the result flow's shape (§22.1, §23)."""
    sides = [{"team": team, "score": score, "data": {"kills_halftime": 0, "kills": k, "fouls_halftime": 0,
                                                     "fouls": f}}
             for team, score, k, f in zip((fixture.home_id, fixture.away_id), scores, kills, fouls, strict=True)]
    return {"sides": sides, "match": {"mode": "head_to_head", "ending": "full_time"}}


def coach_of(fixture: Fixture, users, teams, team_id: int):
    return users[[t.pk for t in teams].index(team_id)]

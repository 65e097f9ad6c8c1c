"""The sponsor parts of the core's team pages: the choice in the new-team form and the team page's card."""

from __future__ import annotations

from games.dungeon_bowl.models import sponsor_of
from league.permissions import may_manage_team


def offered(league) -> list:
    """The sponsors a team of this league may take: none when the league switched them off (§11.1)."""
    return list(league.rules.sponsors.values()) if league.option("sponsors_enabled") else []


def team_form(*, league, options) -> dict:
    return {"sponsors": offered(league), "sponsor": options.get("sponsor", "")}


def team_sheet(*, team, user) -> dict:
    key = sponsor_of(team)
    return {"team": team, "sponsor_key": key, "sponsor": team.league.rules.sponsors.get(key), "sponsors": offered(team.league),
            "may_manage": may_manage_team(user, team)}

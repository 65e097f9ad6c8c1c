"""The sponsor parts of the core's team pages: the choice in the new-team form and the team page's card."""

from __future__ import annotations

from games.dungeon_bowl.models import sponsor_of
from league.permissions import may_commission, may_manage_team


def offered(league) -> list:
    """The sponsors a coach of this league may choose: none when the league switched them off, or when its
    commissioner assigns them at random (§11.1)."""
    if not league.option("sponsors_enabled") or league.option("sponsor_allocation") == "random":
        return []
    return list(league.rules.sponsors.values())


def team_form(*, league, options) -> dict:
    return {"sponsors": offered(league), "sponsor": options.get("sponsor", "")}


def team_sheet(*, team, user) -> dict:
    key = sponsor_of(team)
    sponsor = team.league.rules.sponsors.get(key)
    athlete = candidates = None
    if sponsor is not None and sponsor.key == "air_oberwald":  # §11.2: the athlete, or the choice of one
        athlete = team.players.filter(air_oberwald_athlete=True, dead=False, fired=False).first()
        if athlete is None:
            candidates = list(team.players.filter(dead=False, fired=False, journeyman=False).order_by("number"))
    return {"team": team, "sponsor_key": key, "sponsor": sponsor, "sponsors": offered(team.league),
            "may_manage": may_manage_team(user, team), "athlete": athlete, "athlete_candidates": candidates,
            "may_assign_at_random": team.league.option("sponsors_enabled")
            and team.league.option("sponsor_allocation") == "random" and may_commission(user, team.league)}

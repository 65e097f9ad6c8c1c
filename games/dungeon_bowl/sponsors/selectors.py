"""The sponsor parts of the core's team pages: the choice in the new-team form and the team page's card."""

from __future__ import annotations

from league.permissions import may_manage_team


def offered(league) -> list:
    """The sponsors a team of this league may take: none when the league switched them off (§11.1)."""
    return list(league.rules.sponsors.values()) if league.option("sponsors_enabled") else []


def team_form(*, league, options) -> dict:
    return {"sponsors": offered(league), "sponsor": options.get("sponsor", "")}


def team_sheet(*, team, user) -> dict:
    sponsor = team.league.rules.sponsors.get(team.sponsor)
    athlete = candidates = None
    if sponsor is not None and sponsor.key == "air_oberwald":  # §11.2: the athlete, or the choice of one
        athlete = team.players.filter(air_oberwald_athlete=True, dead=False, fired=False).first()
        if athlete is None:
            candidates = list(team.players.filter(dead=False, fired=False, journeyman=False).order_by("number"))
    return {"team": team, "sponsor": sponsor, "sponsors": offered(team.league),
            "may_manage": may_manage_team(user, team), "athlete": athlete, "athlete_candidates": candidates}

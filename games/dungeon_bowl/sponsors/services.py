"""Choosing and changing a team's sponsor (§11). The sponsor's effects in a match are the match side's."""

from __future__ import annotations

from collections.abc import Mapping

from django.db import transaction

from games.dungeon_bowl.models import TeamSponsor
from league.models import Season, Team
from league.permissions import require_team_coach
from league.services.errors import RuleViolation, check


def sponsor_breaches(*, league, sponsor: str) -> list[tuple[str, str]]:
    if not sponsor:
        return []
    if not league.option("sponsors_enabled"):
        return [("§11.1", f"{league} does not use sponsors")]
    if sponsor not in league.rules.sponsors:
        return [("§11.2", f"there is no sponsor {sponsor!r}")]
    return []


def check_team_options(*, league, options: Mapping) -> list[tuple[str, str]]:
    """A new team's sponsor, asked by the core's create_team (league/games.py)."""
    return sponsor_breaches(league=league, sponsor=options.get("sponsor", ""))


def save_team_options(*, team: Team, options: Mapping) -> None:
    """Inside create_team's transaction: the new team takes its sponsor (§11.1)."""
    if options.get("sponsor"):
        TeamSponsor.objects.create(team=team, sponsor=options["sponsor"])


@transaction.atomic
def change_sponsor(*, by, team: Team, sponsor: str) -> Team:
    """Choose the sponsor freely while the season takes registrations (§11.1); once the season has
    begun, a team may change sponsor only once per season (§11.3)."""
    require_team_coach(by, team)
    team = Team.objects.select_for_update().select_related("league").get(pk=team.pk)
    check(sponsor_breaches(league=team.league, sponsor=sponsor))
    current = TeamSponsor.objects.select_for_update().filter(team=team).first() or TeamSponsor(team=team)
    if sponsor == current.sponsor:
        raise RuleViolation(("§11.3", f"{team} already has that sponsor"))
    season = team.league.current_season()
    mid_season = season is not None and season.state != Season.State.REGISTRATION
    if mid_season and current.changed_in_id == season.pk:
        raise RuleViolation(("§11.3", f"a team may change sponsor only once per season; {team} already did in season {season.number}"))
    current.sponsor = sponsor
    current.changed_in = season if mid_season else current.changed_in
    current.save()
    return team

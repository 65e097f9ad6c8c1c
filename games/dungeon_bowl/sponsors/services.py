"""Choosing and changing a team's sponsor (§11). The sponsor's effects in a match are the match side's."""

from __future__ import annotations

from collections.abc import Mapping

from django.db import transaction

from league.models import Player, Season, Team
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
    team.sponsor = options.get("sponsor", "")
    team.save(update_fields=["sponsor"])


@transaction.atomic
def change_sponsor(*, by, team: Team, sponsor: str) -> Team:
    """Choose the sponsor freely while the season takes registrations (§11.1); once the season has
    begun, a team may change sponsor only once per season (§11.3)."""
    require_team_coach(by, team)
    team = Team.objects.select_for_update().select_related("league").get(pk=team.pk)
    check(sponsor_breaches(league=team.league, sponsor=sponsor))
    if sponsor == team.sponsor:
        raise RuleViolation(("§11.3", f"{team} already has that sponsor"))
    season = team.league.current_season()
    mid_season = season is not None and season.state != Season.State.REGISTRATION
    if mid_season and team.sponsor_changed_in_id == season.pk:
        raise RuleViolation(("§11.3", f"a team may change sponsor only once per season; {team} already did in season {season.number}"))
    team.sponsor = sponsor
    team.sponsor_changed_in = season if mid_season else team.sponsor_changed_in
    team.save(update_fields=["sponsor", "sponsor_changed_in"])
    return team


AIR_OBERWALD = "air_oberwald"


def living_athletes(team: Team):
    """The team's Air Oberwald athletes still on the roster (§11.2)."""
    return team.players.filter(air_oberwald_athlete=True, dead=False, fired=False)


@transaction.atomic
def name_athlete(*, by, team: Team, player: Player) -> Player:
    """The coach chooses one player as the team's Air Oberwald athlete (§11.2); a new one only once every
    athlete the team had has died (or left the roster: docs/decisions.md)."""
    require_team_coach(by, team)
    team = Team.objects.select_for_update().select_related("league").get(pk=team.pk)
    if team.sponsor != AIR_OBERWALD or not team.league.option("sponsors_enabled"):
        raise RuleViolation(("§11.2", f"only a team sponsored by Air Oberwald has an athlete; {team} is not"))
    player = Player.objects.filter(pk=player.pk, team=team, dead=False, fired=False, journeyman=False).first()
    if player is None:
        raise RuleViolation(("§11.2", f"the athlete must be a player on {team}'s roster"))
    current = living_athletes(team).first()
    if current is not None:
        raise RuleViolation(("§11.2", f"{team} already has its athlete, #{current.number} {current.name}; a new "
                                      "one is chosen only after the athlete dies"))
    player.air_oberwald_athlete = True
    player.save(update_fields=["air_oberwald_athlete"])
    return player

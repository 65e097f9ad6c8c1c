"""Choosing and changing a team's sponsor (§11). The sponsor's effects in a match are the match side's."""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from django.db import transaction
from django.utils.translation import gettext as _

from engine.dice import Dice
from games.dungeon_bowl.models import TeamSponsor, sponsor_of
from league.models import Player, Season, Team
from league.permissions import require_commissioner, require_team_coach
from league.services.audit import record_audit
from league.services.errors import RuleViolation, check


def sponsor_breaches(*, league, sponsor: str, team: Team | None = None) -> list[tuple[str, str]]:
    if not sponsor:
        return []
    if not league.option("sponsors_enabled"):
        return [("§11.1", f"{league} does not use sponsors")]
    if sponsor not in league.rules.sponsors:
        return [("§11.2", f"there is no sponsor {sponsor!r}")]
    allocation = league.option("sponsor_allocation")
    if allocation == "random":
        return [("§11.1", _("in %(league)s the commissioner assigns the sponsors at random; coaches do not choose them")
                 % {"league": league})]
    if allocation == "draft":
        taken = TeamSponsor.objects.filter(team__league=league, sponsor=sponsor).exclude(team_id=getattr(team, "pk", None))
        other = taken.select_related("team").first()
        if other is not None:
            name = league.rules.sponsors[sponsor].name
            return [("§11.1", _("%(league)s drafts its sponsors so that every coach has a different one; %(team)s "
                                "already has %(sponsor)s") % {"league": league, "team": other.team, "sponsor": name})]
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
    check(sponsor_breaches(league=team.league, sponsor=sponsor, team=team))
    current = TeamSponsor.objects.select_for_update().filter(team=team).first() or TeamSponsor(team=team)
    if sponsor == current.sponsor:
        raise RuleViolation(("§11.3", _("%(team)s already has that sponsor") % {"team": team}))
    season = team.league.current_season()
    mid_season = season is not None and season.state != Season.State.REGISTRATION
    if mid_season and current.changed_in_id == season.pk:
        raise RuleViolation(("§11.3", _("a team may change sponsor only once per season; %(team)s already did in season %(number)s")
                                     % {"team": team, "number": season.number}))
    current.sponsor = sponsor
    current.changed_in = season if mid_season else current.changed_in
    current.save()
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
    if sponsor_of(team) != AIR_OBERWALD or not team.league.option("sponsors_enabled"):
        raise RuleViolation(("§11.2", _("only a team sponsored by Air Oberwald has an athlete; %(team)s is not")
                             % {"team": team}))
    player = Player.objects.filter(pk=player.pk, team=team, dead=False, fired=False, journeyman=False).first()
    if player is None:
        raise RuleViolation(("§11.2", _("the athlete must be a player on %(team)s's roster") % {"team": team}))
    current = living_athletes(team).first()
    if current is not None:
        raise RuleViolation(("§11.2", _("%(team)s already has its athlete, #%(number)s %(name)s; a new one is chosen "
                                        "only after the athlete dies")
                             % {"team": team, "number": current.number, "name": current.name}))
    player.air_oberwald_athlete = True
    player.save(update_fields=["air_oberwald_athlete"])
    return player


SMALL_LEAGUE = (4, 6)  # §11.1: "a small league of 4-6 coaches"


@transaction.atomic
def assign_random_sponsors(*, by, league, dice: Dice | None = None) -> dict[int, str]:
    """§11.1 small leagues: the commissioner has every team given a different sponsor at random, at the start of
    the season (while it takes registrations). Each draw is a die the size of the sponsors left, logged in the
    audit entry. Returns team id -> sponsor key."""
    require_commissioner(by, league)
    if not league.option("sponsors_enabled") or league.option("sponsor_allocation") != "random":
        raise RuleViolation(("§11.1", _("%(league)s does not assign its sponsors at random") % {"league": league}))
    season = league.current_season()
    if season is None or season.state != Season.State.REGISTRATION:
        raise RuleViolation(("§11.1", _("sponsors are assigned at the start of the season, while it takes registrations")))
    teams = list(Team.objects.select_for_update().filter(league=league).order_by("pk"))
    low, high = SMALL_LEAGUE
    if not low <= len(teams) <= high:
        raise RuleViolation(("§11.1", _("random sponsors are for a small league of %(low)s-%(high)s coaches; "
                                        "%(league)s has %(count)s teams")
                             % {"low": low, "high": high, "league": league, "count": len(teams)}))
    dice = dice or Dice(secrets.token_hex(8))
    left, given, rolls = list(league.rules.sponsors), {}, []
    for team in teams:
        roll = dice.roll(len(left), f"random sponsor for {team}")
        sponsor = left.pop(roll - 1)
        TeamSponsor.objects.update_or_create(team=team, defaults={"sponsor": sponsor})
        given[team.pk] = sponsor
        rolls.append({"team": team.name, "die": f"D{len(left) + 1}", "result": roll, "sponsor": sponsor})
    record_audit(league=league, actor=by.coach, action="random sponsors", target=str(league),
                 changes={"sponsors": [None, {r["team"]: r["sponsor"] for r in rolls}], "rolls": [None, rolls]},
                 reason="§11.1: sponsors assigned at random, every coach a different one")
    return given

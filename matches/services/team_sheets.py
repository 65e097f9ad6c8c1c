"""Team sheets for the match engine, built once per match from the roster (§5.2, §8.9, §11, §12).

Only players available for the match play: not dead, fired, missing the next game (MNG) or
Temporarily Retired. Journeymen bring the squad up to 11 (engine.campaign.prematch): a team's
journeymen already on the roster play first, then new ones are hired as Player rows flagged
`journeyman` (the post-match roster step lets them go or signs them, §7.4.1), so their match lines
and injuries are recorded like anyone's.
"""

from __future__ import annotations

from dataclasses import dataclass

import engine.campaign as campaign
from engine.match.sheets import PlayerSheet, TeamSheet
from league.models import Fixture, Player, PlayerEvent, Team
from matches.models import InducementPurchase, PreMatchSheet
from matches.services.prematch import journeyman_options


@dataclass
class BuiltSheet:
    sheet: TeamSheet
    journeymen_hired: list[Player]


def available_players(team: Team):
    return team.players.filter(dead=False, fired=False, miss_next_game=False, temporarily_retired=False).order_by("number")


def _player_sheet(p: Player) -> PlayerSheet:
    return PlayerSheet(
        id=p.pk, number=p.number, name=p.name, position=p.position, ma=p.ma, st=p.st, ag=p.ag, pa=p.pa, av=p.av,
        skills=tuple(p.skills or ()), niggling_injuries=p.niggling_injuries,
    )


def _journeyman_position(team: Team, ruleset, fixture: Fixture, side: str):
    """The position the pre-match sheet names, else the College's cheapest Lineman (docs/decisions.md)."""
    sheet = PreMatchSheet.objects.filter(fixture=fixture).first()
    key = getattr(sheet, f"{side}_journeyman_position", "") if sheet else ""
    if key:
        return ruleset.roster(team.roster).position(key)
    return journeyman_options(team, ruleset)[0]


def hire_journeymen(team: Team, *, count: int, ruleset, fixture: Fixture, side: str) -> list[Player]:
    """Hire `count` journeymen onto free shirt numbers; fewer when the numbers run out (16 a roster, §4.4)."""
    if count <= 0:
        return []
    position = _journeyman_position(team, ruleset, fixture, side)
    skills = list(campaign.journeyman_skills(position, ruleset=ruleset))
    hired = []
    for number in team.free_numbers()[:count]:
        p = Player.objects.create(
            team=team, number=number, name=f"Journeyman {number}", position=position.key, hiring_fee=position.cost,
            value=position.cost, ma=position.ma, st=position.st, ag=position.ag, pa=position.pa, av=position.av,
            skills=skills, journeyman=True,
        )
        PlayerEvent.objects.create(player=p, kind="journeyman", text=f"Hired as a journeyman for {fixture} (§5.2)")
        hired.append(p)
    return hired


def inducements_of(team: Team, fixture: Fixture) -> dict:
    """What the team bought for this match (§12) and its sponsor (§11), as the engine reads them."""
    bought = {
        row.inducement: row.count
        for row in InducementPurchase.objects.filter(sheet__fixture=fixture, team=team)
    }
    if team.sponsor and team.league.sponsors_enabled:
        bought["sponsor"] = team.sponsor
    return bought


def build_team_sheet(*, team: Team, fixture: Fixture, side: str, ruleset) -> BuiltSheet:
    players = list(available_players(team))
    regulars = [p for p in players if not p.journeyman]
    needed = campaign.journeymen_needed(available_players=len(regulars), ruleset=ruleset)
    journeymen = [p for p in players if p.journeyman][:needed]
    hired = hire_journeymen(team, count=needed - len(journeymen), ruleset=ruleset, fixture=fixture, side=side)
    squad = regulars + journeymen + hired
    rerolls = team.rerolls.count() + (ruleset.tables.TROPHY_REROLLS if team.trophy_holder else 0)  # §8.9
    sheet = TeamSheet(
        id=team.pk, name=team.name, rerolls=rerolls, players=tuple(_player_sheet(p) for p in squad),
        inducements=inducements_of(team, fixture),
    )
    return BuiltSheet(sheet, hired)


def sheet_summary(sheet: TeamSheet) -> dict:
    """What the replay needs to name the players (kept with the event log)."""
    return {
        "team": sheet.name,
        "team_id": sheet.id,
        "players": {
            str(p.id): {"number": p.number, "name": p.name, "position": p.position} for p in sheet.players
        },
    }

"""Team sheets for the match engine, built once per match from the roster (§5.2, §8.9, §11, §12).

Only players available for the match play: not dead, fired, missing the next game (MNG) or
Temporarily Retired. Journeymen bring the squad up to 11: the fixture's own journeymen
(games.dungeon_bowl.services.journeymen, shared with coach-reported matches), hired once as Player rows linked
to the fixture (its post-match roster step lets them go or signs them, §7.4.1), so their match lines
and injuries are recorded like anyone's.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.match.sheets import PlayerSheet, TeamSheet
from games.dungeon_bowl.models import InducementPurchase, sponsor_of
from games.dungeon_bowl.services.journeymen import available_players, hire_fixture_journeymen
from league.models import Fixture, Player, Team


@dataclass
class BuiltSheet:
    sheet: TeamSheet
    journeymen_hired: list[Player]


def _player_sheet(p: Player) -> PlayerSheet:
    return PlayerSheet(
        id=p.pk, number=p.number, name=p.name, position=p.position, ma=p.ma, st=p.st, ag=p.ag, pa=p.pa, av=p.av,
        skills=tuple(p.skills or ()), niggling_injuries=p.niggling_injuries,
    )


def inducements_of(team: Team, fixture: Fixture) -> dict:
    """What the team bought for this match (§12) and its sponsor (§11), as the engine reads them."""
    bought = {
        row.inducement: row.count
        for row in InducementPurchase.objects.filter(sheet__fixture=fixture, team=team)
    }
    if sponsor_of(team) and team.league.option("sponsors_enabled"):
        bought["sponsor"] = sponsor_of(team)
    return bought


def build_team_sheet(*, team: Team, fixture: Fixture, side: str, ruleset) -> BuiltSheet:
    regulars = [p for p in available_players(team) if not p.journeyman]
    hired = hire_fixture_journeymen(fixture=fixture, team=team, side=side, ruleset=ruleset)
    squad = regulars + hired
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

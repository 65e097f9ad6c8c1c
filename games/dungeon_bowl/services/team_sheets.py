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
from games.dungeon_bowl.models import ExhibitionRoster, InducementPurchase, sponsor_of
from games.dungeon_bowl.services.journeymen import fixture_squad
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
    """What the team bought for this match (§12), as the engine reads them; an exhibition team also brings the
    inducements written on its roster, bought from its team-building budget for every match it plays (§9.4)."""
    roster = ExhibitionRoster.objects.filter(team=team).values_list("inducements", flat=True).first() or {}
    bought = dict(roster)
    for row in InducementPurchase.objects.filter(sheet__fixture=fixture, team=team):
        bought[row.inducement] = bought.get(row.inducement, 0) + row.count
    return bought


def engine_sponsor(team: Team, squad: list[Player]) -> tuple[str | None, dict]:
    """The team's sponsor (§11.2) as the engine reads it: the sheet's own `sponsor` field, never an
    inducement; for Air Oberwald also the athlete playing this match (the engine asks the coach for its benefit)."""
    key = sponsor_of(team)
    if not key or not team.league.option("sponsors_enabled"):
        return None, {}
    choices = {}
    athlete = next((p for p in squad if p.air_oberwald_athlete), None)
    if athlete is not None:
        choices = {"athlete": athlete.pk}
    return key, choices


def build_team_sheet(*, team: Team, fixture: Fixture, side: str, ruleset) -> BuiltSheet:
    regulars, hired = fixture_squad(fixture=fixture, team=team, side=side, ruleset=ruleset)
    squad = regulars + hired
    rerolls = team.rerolls.count() + (ruleset.tables.TROPHY_REROLLS if team.trophy_holder else 0)  # §8.9
    sponsor, choices = engine_sponsor(team, squad)
    sheet = TeamSheet(
        id=team.pk, name=team.name, rerolls=rerolls, players=tuple(_player_sheet(p) for p in squad),
        inducements=inducements_of(team, fixture), sponsor=sponsor, sponsor_choices=choices,
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

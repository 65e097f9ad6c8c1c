"""The roster sheet: players laid out like the paper roster, with the team's totals (§4.1, §4.8)."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext

from engine.campaign import current_team_value, team_value
from league.models import Player, Team


@dataclass
class TeamTotals:
    team_value: int
    current_team_value: int
    treasury: int
    rerolls: int
    rerolls_bought_later: int
    players: int


def roster_rows(team: Team) -> list[Player]:
    """The roster's players, each with its position's name and the cells of its game's own columns
    (Ruleset.player_columns), so the core's page names none of them."""
    rows = list(team.roster_players().order_by("number"))
    rules = team.league.rules
    roster = rules.rosters.get(team.roster)  # None in a game whose teams are not built from rosters
    for player in rows:
        player.position_name = roster.position(player.position).name if roster else player.position
        player.cells = [_cell(getattr(player, column.key)) for column in rules.player_columns]
    return rows


def _cell(value) -> str:
    if isinstance(value, bool):
        return gettext("yes") if value else ""
    if isinstance(value, list | tuple):
        return ", ".join(str(item) for item in value)
    return str(value)


def team_totals(team: Team, players: list[Player] | None = None, rerolls: list | None = None) -> TeamTotals:
    """TV counts every player on the roster; CTV leaves out MNG and temporarily retired players (§4.8).
    `players` and `rerolls`: the team's, when the caller read them for many teams at once."""
    players = list(team.roster_players()) if players is None else players
    rules = team.league.rules
    # A ruleset without rosters (the team chosen is free text) has no per-roster re-roll cost.
    reroll_cost = rules.reroll_cost_for(team.roster) if team.roster in rules.rosters else rules.reroll_cost
    rerolls = list(team.rerolls.all()) if rerolls is None else rerolls
    return TeamTotals(
        team_value=team_value(player_values=[p.value for p in players], rerolls=len(rerolls),
                              trophy=team.trophy_holder, reroll_cost=reroll_cost),
        current_team_value=current_team_value(players=players, rerolls=len(rerolls), trophy=team.trophy_holder,
                                              reroll_cost=reroll_cost),
        treasury=team.treasury,
        rerolls=len(rerolls),
        rerolls_bought_later=sum(1 for r in rerolls if r.how != r.How.CREATION),
        players=len(players),
    )


def team_sheet(team_id: int) -> tuple[Team, list[Player], TeamTotals]:
    team = Team.objects.select_related("league", "coach__user").get(pk=team_id)
    rows = roster_rows(team)
    return team, rows, team_totals(team, rows)


def former_players(team: Team) -> list[Player]:
    return list(team.players.filter(dead=True) | team.players.filter(fired=True))

"""Post-match step 4 (§7.5): Team Value and Current Team Value after the match.

TV counts every player on the roster (Temporarily Retired too) and the team re-rolls; CTV leaves out
players who miss the next match (MNG from this one) and Temporarily Retired players (§4.8, §7.4.2).
Players who missed this match were made available again in step 1. The figures are kept with the
step so the match page shows the team's value after each match.
"""

from __future__ import annotations

from django.db.models import Count

from engine.campaign import current_team_value, team_value
from league.models import Player, Team, TeamReroll


def team_values(team: Team, players: list[Player] | None = None, rerolls: int | None = None) -> dict:
    if players is None:
        players = list(Player.objects.filter(team_id=team.pk, dead=False, fired=False))
    rules = team.league.rules
    reroll_cost = rules.reroll_cost_for(team.roster)
    if rerolls is None:
        rerolls = reroll_counts([team.pk])[team.pk]
    return {
        "team_value": team_value(player_values=[p.value for p in players], rerolls=rerolls,
                                 trophy=team.trophy_holder, reroll_cost=reroll_cost),
        "current_team_value": current_team_value(players=players, rerolls=rerolls, trophy=team.trophy_holder,
                                                 reroll_cost=reroll_cost),
        "mng": sorted(p.pk for p in players if p.miss_next_game),
        "temporarily_retired": sorted(p.pk for p in players if p.temporarily_retired),
    }


def apply_team_value(ctx) -> dict:
    # Locked: wait for any other step of this team to finish with its players first.
    players = [p for p in ctx.locked_players().values() if p.on_roster]
    return team_values(ctx.team, players, rerolls=ctx.rerolls)


def reroll_counts(team_ids) -> dict[int, int]:
    """Each team's re-rolls (one statement)."""
    counts = dict.fromkeys(team_ids, 0)
    counts.update(TeamReroll.objects.filter(team_id__in=list(team_ids)).values("team").annotate(n=Count("id"))
                  .values_list("team", "n"))
    return counts

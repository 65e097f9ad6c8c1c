"""What waits on a coach's Dungeon Bowl teams, for the dashboard: SPP that must be spent (§7.3.3)."""

from __future__ import annotations

from django.db.models import Count

from engine.campaign import must_spend
from league.models import Team


def coach_actions(coach, *, ruleset: str) -> list[dict]:
    actions = []
    for team in Team.objects.filter(coach=coach, league__ruleset=ruleset).select_related("league"):
        rules = team.league.rules
        for player in team.roster_players().annotate(taken=Count("advancements")):  # one query per team
            if must_spend(spp=player.spp, advancements_taken=player.taken, ruleset=rules):
                actions.append({"text": f"{player.name} ({team}) has {player.spp} SPP and must spend them (§7.3.3)",
                                "url": f"/players/{player.pk}/"})
    return actions

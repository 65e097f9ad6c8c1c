"""Dungeon Bowl's tallies for the core's history pages (league/games.py GameHistory): the SPP each player
earned in each match and the team value after each match, as post-match steps 2 and 4 recorded them
(§7.3.2, §7.5)."""

from __future__ import annotations

from games.dungeon_bowl.models import PostMatchStep
from league.games import GameHistory

Step = PostMatchStep.Step


def player_points(*, season_ids) -> list[tuple[int, int, int, int]]:
    """(season id, fixture id, player id, SPP) from each match's step 2 summary."""
    rows = []
    steps = (PostMatchStep.objects.filter(step=Step.ADVANCEMENT, fixture__season_id__in=season_ids)
             .values_list("fixture__season_id", "fixture_id", "summary"))
    for season_id, fixture_id, summary in steps:
        for player_id, earned in ((summary or {}).get("spp") or {}).items():
            rows.append((season_id, fixture_id, int(player_id), int(earned.get("spp", 0))))
    return rows


def team_values(*, team_ids) -> list[tuple[int, int, int]]:
    """(team id, fixture id, TV) from each match's step 4 summary."""
    steps = (PostMatchStep.objects.filter(step=Step.TEAM_VALUE, team_id__in=team_ids)
             .values_list("team_id", "fixture_id", "summary"))
    return [(team_id, fixture_id, int(summary["team_value"])) for team_id, fixture_id, summary in steps
            if summary and "team_value" in summary]


HISTORY = GameHistory(points_label="SPP", player_points=player_points, team_values=team_values)

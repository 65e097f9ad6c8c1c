"""Dungeon Bowl's tallies for the core's history pages (league/games.py GameHistory): the SPP each player
earned in each match and the team value after each match, as post-match steps 2 and 4 recorded them
(§7.3.2, §7.5)."""

from __future__ import annotations

from games.dungeon_bowl.models import PlayerLine, PostMatchStep
from league.games import GameHistory
from league.models import Fixture

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


def player_matches(player) -> list[dict]:
    """The player's matches with a result, oldest first: date, season, opponent, the SPP earned (step 2's
    record, MVP included) and the casualty suffered (§6.13). Two queries."""
    lines = {line.report.fixture_id: line for line in PlayerLine.objects.filter(player=player)
             .exclude(report__fixture__outcome="").select_related("report__fixture")}
    earned = {}
    steps = (PostMatchStep.objects.filter(step=Step.ADVANCEMENT, team_id=player.team_id)
             .select_related("fixture").order_by("fixture_id"))
    fixtures = {fx_id: line.report.fixture for fx_id, line in lines.items()}
    for step in steps:
        spp = ((step.summary or {}).get("spp") or {}).get(str(player.pk))
        if spp:
            earned[step.fixture_id] = int(spp.get("spp", 0))
            fixtures.setdefault(step.fixture_id, step.fixture)
    if not fixtures:
        return []
    fixtures = Fixture.objects.select_related("season", "home", "away", "round").in_bulk(list(fixtures))
    rows = []
    for fx_id, fx in fixtures.items():
        line = lines.get(fx_id)
        rows.append({"fixture": fx, "when": fx.result_recorded_at, "season": fx.season.number,
                     "opponent": fx.opponent_of(player.team_id), "spp": earned.get(fx_id, 0),
                     "casualty": line.get_casualty_display() if line and line.casualty else "",
                     "lasting": line.get_lasting_injury_display() if line and line.lasting_injury else "",
                     "casualties_caused": line.casualties_caused if line else 0})
    return sorted(rows, key=lambda r: (r["season"], r["when"].timestamp() if r["when"] else float("inf"),
                                       r["fixture"].pk))

"""Standings added up in SQL rank every team exactly as the Python count they replaced (issue #21).

`reference_standings` is the selector as it was before (every counted side read and counted in Python),
kept here as the oracle. Random seasons for each game — many draws and level points, so the game's
tie-breakers and head-to-head (§8.6 for Dungeon Bowl) decide often; three- and four-side matches for the
toy game; a team moved out of the division; matches outside the rounds; friendlies; points penalties —
must give the same rows, in the same order, with the same values.
"""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from django.db.models import Q, Sum

import engine.rulesets
from engine.rulesets.contract import DRAW, WIN, SideResult, placings_by_score
from league.models import Fixture, FixtureSide, PointsPenalty
from league.selectors.standings import HEAD_TO_HEAD, Row, _add, division_standings, order_rows
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


def reference_standings(division) -> list[Row]:
    """The selector before issue #21, verbatim but for its name."""
    league = division.season.league
    rules, settings = league.rules, league.options
    columns = rules.standings_columns(settings)
    teams = list(division.teams.select_related("coach__user").order_by("name"))
    rows = {t.pk: Row(team_id=t.pk, team=t.name, coach=str(t.coach), stats={c.key: 0 for c in columns})
            for t in teams}
    by_fixture: dict[int, list[dict]] = defaultdict(list)
    in_division = Q(fixture__round__division=division) | Q(fixture__round__isnull=True,
                                                         fixture__season_id=division.season_id)
    sides = (FixtureSide.objects.filter(in_division, fixture__kind=Fixture.Kind.LEAGUE)
             .exclude(result="").values("fixture_id", "team_id", "score", "result", "data").order_by("fixture_id", "slot"))
    for side in sides:
        by_fixture[side["fixture_id"]].append(side)
    for match in by_fixture.values():
        if any(s["team_id"] not in rows for s in match):
            continue
        for side in match:
            row = rows[side["team_id"]]
            result = SideResult(side["team_id"], side["score"], side["data"] or {}, side["result"])
            against = max((s["score"] for s in match if s is not side), default=0)
            points = rules.league_points(result, settings=settings)
            row.played += 1
            row.won += result.result == WIN
            row.drawn += result.result == DRAW
            row.lost += result.result not in (WIN, DRAW)
            row.result_points += points
            row.bonus += rules.bonus_points(result, settings=settings)
            _add(row, result, against, columns)
            for other in match:
                if other is not side:
                    row.results[other["team_id"]] = row.results.get(other["team_id"], 0) + points
    penalties = (PointsPenalty.objects.filter(season=division.season, team_id__in=rows)
                 .values("team_id").annotate(total=Sum("points")))
    for p in penalties:
        rows[p["team_id"]].penalty = p["total"]
    ordered = order_rows(list(rows.values()), tie_breakers=rules.tie_breakers(settings))
    for i, row in enumerate(ordered, start=1):
        row.rank = i
    return ordered


def table(rows: list[Row]) -> list[tuple]:
    return [(r.rank, r.team_id, r.team, r.coach, r.played, r.won, r.drawn, r.lost, r.result_points, r.bonus,
             r.penalty, r.points, r.head_to_head, sorted(r.stats.items())) for r in rows]


def random_season(rng: random.Random, *, ruleset: str, teams: int, max_sides: int = 2, **settings):
    """A division that met twice, with random results (scores 0-2: many level points), plus league matches
    outside the rounds, a friendly, a penalty, and a team moved out after playing."""
    lg = f.league(ruleset=ruleset, **settings)
    season = f.season(lg, state="regular_season")
    division = f.division(season, teams=teams)
    other = f.division(season, teams=2)
    ids = list(division.teams.values_list("pk", flat=True))
    rules = lg.rules
    data_keys = [c.key for c in rules.standings_columns(lg.options) if c.source == "data"]
    if rules.key == "dungeon_bowl":
        data_keys = ["casualties"]
    matches = []
    for leg in range(2):
        for i, home in enumerate(ids):
            for away in ids[i + 1:]:
                extra = [t for t in ids if t not in (home, away)]
                rng.shuffle(extra)
                playing = [home, away, *extra[: rng.randint(0, max_sides - 2)]]
                matches.append((playing, Fixture.Kind.LEAGUE, leg == 0))
    matches.append(([ids[0], ids[1]], Fixture.Kind.FRIENDLY, False))
    outsider = list(other.teams.values_list("pk", flat=True))
    matches.append(([ids[2], outsider[0]], Fixture.Kind.LEAGUE, False))  # not in this division: never counted
    from league.models import Round

    rnd = Round.objects.create(division=division, number=1, deadline="2026-01-01T00:00Z")
    for n, (playing, kind, in_round) in enumerate(matches):
        fx = Fixture.objects.create(season=season, kind=kind, round=rnd if in_round else None, home_id=playing[0],
                                    away_id=playing[1], pair=f"{n}-{'-'.join(map(str, playing))}")
        if rng.random() < 0.1:
            continue  # not played yet
        scores = [rng.randint(0, 2) for _ in playing]
        results = placings_by_score(scores)
        FixtureSide.objects.bulk_create(
            FixtureSide(fixture=fx, team_id=t, slot=s, score=scores[s], result=results[s],
                        data={k: rng.randint(0, 4) for k in data_keys if rng.random() < 0.9})
            for s, t in enumerate(playing))
    PointsPenalty.objects.create(season=season, team_id=ids[3], points=-3, reason="no-show")
    return division, ids


GAMES = [
    ("dungeon_bowl", {}),
    ("dungeon_bowl", {"casualty_bonus_point": True}),
    ("dungeon_bowl", {"head_to_head_tiebreaker": True, "casualty_bonus_point": True}),
    ("kaosball", {}),
    ("blitz_bowl", {}),
    ("blood_bowl_2016", {}),
]


@pytest.mark.parametrize(("ruleset", "settings"), GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_sql_standings_rank_as_the_python_count_did(ruleset, settings, seed):
    division, ids = random_season(random.Random(f"{ruleset}{settings}{seed}"), ruleset=ruleset, teams=7,
                                  **settings)
    assert table(division_standings(division)) == table(reference_standings(division))
    division.teams.remove(ids[4])  # moved out: its matches count for nobody
    assert table(division_standings(division)) == table(reference_standings(division))


@pytest.fixture
def tiddlywinks():
    engine.rulesets.register("tiddlywinks", "tests.toy_game")
    yield engine.rulesets.get("tiddlywinks")
    engine.rulesets.unregister("tiddlywinks")


@pytest.mark.parametrize("seed", range(3))
def test_matches_of_three_and_four_sides_count_as_before(tiddlywinks, seed):
    division, _ = random_season(random.Random(seed), ruleset="tiddlywinks", teams=6, max_sides=4,
                                point_for_a_draw=bool(seed % 2))
    rows = division_standings(division)
    assert any(r.drawn for r in rows) and len({r.points for r in rows}) < len(rows)  # ties were broken
    assert table(rows) == table(reference_standings(division))


def test_head_to_head_decides_as_before_when_teams_are_level():
    """§8.6: with the head-to-head option, level teams are ordered by the points gained between them."""
    decided = 0
    for seed in range(6):
        division, _ = random_season(random.Random(f"h2h{seed}"), ruleset="dungeon_bowl", teams=6,
                                    head_to_head_tiebreaker=True)
        rows = division_standings(division)
        decided += any(r.head_to_head for r in rows)
        assert table(rows) == table(reference_standings(division))
    assert decided, "no season had teams level on points: the test would not see head-to-head"


def test_points_rules_reading_result_data_group_by_what_they_read():
    """A game's bonus point read from the result data (§8.6 casualty bonus) is counted per side as before,
    whichever keys the game reads: the grouping learns them."""
    from league.selectors import standings

    standings._POINTS_KEYS.pop("dungeon_bowl", None)
    division, _ = random_season(random.Random("bonus"), ruleset="dungeon_bowl", teams=6, casualty_bonus_point=True)
    rows = division_standings(division)
    assert any(r.bonus for r in rows)
    assert "casualties" in standings._POINTS_KEYS["dungeon_bowl"]
    assert table(rows) == table(reference_standings(division))
    assert HEAD_TO_HEAD not in division.season.league.rules.tie_breakers(division.season.league.options)

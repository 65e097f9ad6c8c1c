"""A division's standings come from the cache until something moves a point (issue #21): a result written,
corrected or voided, a points penalty (§8.5), a team moved out, a tie-break or points setting changed, a team
renamed. These tests commit for real (transaction=True): the cache is only dropped once a change commits."""

from __future__ import annotations

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from league.models import Fixture
from league.selectors.standings import division_standings
from league.services.fixtures import record_result
from league.services.schedule import generate_schedule
from league.services.standings import dock_points
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db(transaction=True)


def setup(**settings):
    commish = f.user()
    lg = f.league(commissioner=commish, **settings)
    season = f.season(lg)
    division = f.division(season, teams=4)
    generate_schedule(season=season, user=commish)
    return commish, lg, season, division, list(division.teams.order_by("id"))


def fixture(division, home, away):
    return Fixture.objects.get(round__division=division, home=home, away=away)


def read(division):
    with CaptureQueriesContext(connection) as captured:
        rows = division_standings(division)
    return {r.team: r for r in rows}, len(captured)


def test_a_second_read_is_one_query_and_the_same_table():
    _, _, _, d, (a, b, c, e) = setup()
    record_result(fixture=fixture(d, a, b), outcome="home_win", finish="touchdown", scores=(2, 0))
    first, computed = read(d)
    again, cached = read(d)
    assert cached == 1 < computed  # the division's teams only
    assert [(r.team, r.points, r.rank) for r in again.values()] == [(r.team, r.points, r.rank) for r in first.values()]


def test_a_result_recorded_corrected_or_voided_is_counted_at_once():
    _, _, _, d, (a, b, c, e) = setup()
    read(d)
    record_result(fixture=fixture(d, a, b), outcome="home_win", finish="touchdown", scores=(1, 0))
    rows, _ = read(d)
    assert rows[a.name].points == 3 and rows[a.name].touchdowns == 1
    # corrected by the commissioner: the result written again
    record_result(fixture=fixture(d, a, b), outcome="away_win", finish="touchdown", scores=(0, 2))
    rows, _ = read(d)
    assert (rows[a.name].points, rows[b.name].points, rows[b.name].touchdowns) == (0, 3, 2)
    fixture(d, a, b).delete()  # voided
    rows, _ = read(d)
    assert rows[b.name].points == 0 and rows[b.name].played == 0


def test_a_points_penalty_moves_the_table():
    """§8.5: a no-show docks league points."""
    commish, _, season, d, (a, b, c, e) = setup()
    read(d)
    dock_points(season=season, team=a, user=commish, reason="no-show in round 1")
    rows, _ = read(d)
    assert rows[a.name].points == -3 and rows[a.name].rank == 4


def test_a_team_moved_out_or_renamed_makes_a_new_table():
    _, _, _, d, (a, b, c, e) = setup()
    record_result(fixture=fixture(d, a, b), outcome="home_win", finish="touchdown", scores=(1, 0))
    read(d)
    d.teams.remove(b)  # withdrawn: its matches count for nobody
    rows, _ = read(d)
    assert b.name not in rows and rows[a.name].points == 0
    a.name = "Renamed Rovers"
    a.save()
    rows, _ = read(d)
    assert "Renamed Rovers" in rows


def test_tie_break_and_points_settings_apply_at_once():
    """§8.6: the head-to-head tie-breaker and the casualty bonus are league options."""
    _, lg, _, d, (a, b, c, e) = setup()
    # a and b level on 6 points; b has more touchdowns, a beat b.
    for home, away, outcome, scores in ((a, b, "home_win", (1, 0)), (a, c, "home_win", (1, 0)),
                                        (b, c, "home_win", (3, 0)), (b, e, "home_win", (3, 0)),
                                        (c, a, "home_win", (1, 0)), (e, a, "home_win", (1, 0))):
        record_result(fixture=fixture(d, home, away), outcome=outcome, finish="touchdown", scores=scores,
                      side_data=({"casualties": 3}, {}))
    assert [r.team for r in division_standings(d)][:2] == [b.name, a.name]
    lg.settings = {**lg.settings, "head_to_head_tiebreaker": True}
    lg.save()
    d.season.league.refresh_from_db()
    assert [r.team for r in division_standings(d)][:2] == [a.name, b.name]
    lg.settings = {**lg.settings, "casualty_bonus_point": True}
    lg.save()
    d.season.league.refresh_from_db()
    assert {r.team: r.bonus for r in division_standings(d)}[b.name] == 2


def test_a_transaction_reads_its_own_results_and_a_rollback_leaves_no_trace():
    _, _, _, d, (a, b, c, e) = setup()
    read(d)

    class Rollback(Exception):
        pass

    with pytest.raises(Rollback), transaction.atomic():
        record_result(fixture=fixture(d, a, b), outcome="home_win", finish="touchdown", scores=(1, 0))
        rows, _ = read(d)
        assert rows[a.name].points == 3  # its own write, not the cached table
        raise Rollback
    rows, _ = read(d)
    assert rows[a.name].points == 0

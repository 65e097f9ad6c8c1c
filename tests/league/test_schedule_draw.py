"""§8.5: every team plays each other team of its division twice, home and away, in rounds."""

from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from hypothesis import given, settings
from hypothesis import strategies as st

from league.models import AuditEntry, Fixture, League, Round, Season
from league.services.schedule import generate_schedule, move_deadline, round_robin
from tests import schedule_factories as f


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=4, max_value=16))
def test_round_robin_every_pair_twice_home_and_away_nobody_twice_a_round(n):
    rounds = round_robin(list(range(n)))
    games = [g for r in rounds for g in r]
    # every ordered pair exactly once: each pair twice with home and away swapped (§8.5)
    assert Counter(games) == Counter((a, b) for a in range(n) for b in range(n) if a != b)
    for r in rounds:
        playing = [t for g in r for t in g]
        assert len(playing) == len(set(playing)), "a team plays twice in one round"
    expected_rounds = 2 * (n - 1) if n % 2 == 0 else 2 * n
    assert len(rounds) == expected_rounds


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=4, max_value=16))
def test_byes_are_spread_evenly(n):
    rounds = round_robin(list(range(n)))
    byes = {t: [i for i, r in enumerate(rounds) if t not in {x for g in r for x in g}] for t in range(n)}
    counts = {len(b) for b in byes.values()}
    if n % 2 == 0:
        assert counts == {0}
    else:
        # one bye per team in each half, exactly one team resting each round
        assert counts == {2}
        assert all(len(r) == (n - 1) // 2 for r in rounds)
        half = len(rounds) // 2
        for b in byes.values():
            assert b[0] < half <= b[1]


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=4, max_value=16))
def test_home_games_are_balanced(n):
    rounds = round_robin(list(range(n)))
    home = Counter(g[0] for r in rounds for g in r)
    assert all(home[t] == n - 1 for t in range(n))


@pytest.mark.django_db
def test_generate_schedule_per_division_with_deadlines():
    commish = f.user()
    lg = f.league(commissioner=commish, round_length_days=5)
    s = f.season(lg)
    d1 = f.division(s, teams=4)
    d2 = f.division(s, teams=5)
    start = datetime(2026, 1, 1, 12, tzinfo=UTC)
    generate_schedule(season=s, user=commish, start=start)
    assert Round.objects.filter(division=d1).count() == 6
    assert Round.objects.filter(division=d2).count() == 10
    assert Fixture.objects.filter(round__division=d1).count() == 12
    assert Fixture.objects.filter(round__division=d2).count() == 20
    r3 = Round.objects.get(division=d1, number=3)
    assert r3.deadline == start + timedelta(days=15)


@pytest.mark.django_db
def test_regenerate_before_the_season_replaces_the_draw():
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    d.teams.add(f.team(lg))
    generate_schedule(season=s, user=commish)
    assert Fixture.objects.filter(season=s).count() == 20  # 5 teams: 10 pairs twice
    assert Round.objects.filter(division=d).count() == 10
    assert AuditEntry.objects.filter(league=lg, action="redraw schedule").count() == 1


@pytest.mark.django_db
def test_cannot_redraw_after_the_season_started():
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    with pytest.raises(ValidationError, match="before the season starts"):
        generate_schedule(season=s, user=commish)
    assert Fixture.objects.filter(season=s).count() == 12


@pytest.mark.django_db
def test_division_below_four_teams_is_refused_naming_the_rule():
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    f.division(s, teams=3)
    with pytest.raises(ValidationError, match="§8.4"):
        generate_schedule(season=s, user=commish)
    assert not Fixture.objects.exists()


@pytest.mark.django_db
def test_a_league_that_simulates_unplayed_fixtures_draws_its_schedule():
    commish = f.user()
    lg = f.league(commissioner=commish, unplayed_policy=League.UnplayedPolicy.SIMULATE)
    s = f.season(lg)
    f.division(s, teams=4)
    assert len(generate_schedule(season=s, user=commish)) == 6


@pytest.mark.django_db
def test_only_a_commissioner_draws_the_schedule():
    lg = f.league()
    s = f.season(lg)
    d = f.division(s, teams=4)
    coach_user = d.teams.first().coach.user
    with pytest.raises(PermissionDenied):
        generate_schedule(season=s, user=coach_user)
    assert not Round.objects.exists()


@pytest.mark.django_db
def test_move_deadline_is_audited_and_commissioner_only():
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    rnd = Round.objects.get(division=d, number=1)
    new = rnd.deadline + timedelta(days=3)
    with pytest.raises(PermissionDenied):
        move_deadline(round=rnd, deadline=new, user=d.teams.first().coach.user, reason="x")
    with pytest.raises(ValueError):
        move_deadline(round=rnd, deadline=new, user=commish, reason=" ")
    move_deadline(round=rnd, deadline=new, user=commish, reason="Holiday week")
    rnd.refresh_from_db()
    assert rnd.deadline == new
    entry = AuditEntry.objects.get(league=lg, action="move deadline")
    assert entry.reason == "Holiday week" and entry.actor == commish.coach

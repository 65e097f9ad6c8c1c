"""§8.6: league points 3/1/0, the optional casualty bonus, the −3 no-show penalty (§8.5), and the order:
league points, [head-to-head,] total touchdowns, total casualties."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError

from league.models import AuditEntry, Fixture
from league.selectors.standings import columns_of, division_standings, sort_rows
from league.services.schedule import generate_schedule
from league.services.standings import dock_points
from tests import schedule_factories as f


def setup(**settings):
    commish = f.user()
    lg = f.league(commissioner=commish, **settings)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    teams = list(d.teams.order_by("id"))
    return commish, lg, s, d, teams


def play(d, home, away, outcome, *, htd=None, atd=None, hcas=0, acas=0, finish="touchdown"):
    fx = Fixture.objects.get(round__division=d, home=home, away=away)
    if htd is None:
        htd = 1 if outcome == "home_win" and finish == "touchdown" else 0
    if atd is None:
        atd = 1 if outcome == "away_win" and finish == "touchdown" else 0
    f.set_result(fx, outcome, finish=finish, scores=(htd, atd), casualties=(hcas, acas))


def by_name(rows):
    return {r.team: r for r in rows}


@pytest.mark.django_db
def test_points_win_three_draw_one_loss_zero_and_both_lose():
    _, _, _, d, (a, b, c, e) = setup()
    play(d, a, b, "home_win")
    play(d, c, e, "draw", finish="time_limit")
    play(d, b, a, "both_lose", finish="unplayed")
    rows = by_name(division_standings(d))
    assert (rows[a.name].points, rows[a.name].won, rows[a.name].lost, rows[a.name].played) == (3, 1, 1, 2)
    assert (rows[b.name].points, rows[b.name].lost) == (0, 2)
    assert rows[c.name].points == rows[e.name].points == 1


@pytest.mark.django_db
def test_casualty_bonus_only_when_the_league_enables_it():
    for enabled, expected in ((False, 3), (True, 4)):
        _, _, _, d, (a, b, c, e) = setup(casualty_bonus_point=enabled)
        play(d, a, b, "home_win", hcas=3, acas=2)
        rows = by_name(division_standings(d))
        assert rows[a.name].points == expected
        assert rows[b.name].points == 0  # 2 casualties: no bonus
        assert rows[a.name].casualties == 3


@pytest.mark.django_db
def test_no_show_penalty_is_commissioner_only_and_audited():
    commish, lg, s, d, (a, b, c, e) = setup()
    play(d, a, b, "home_win")
    with pytest.raises(PermissionDenied):
        dock_points(season=s, team=b, user=a.coach.user, reason="no-show")
    with pytest.raises(ValidationError):
        dock_points(season=s, team=b, user=commish, reason="")
    dock_points(season=s, team=a, user=commish, reason="Dodged round 2")
    rows = by_name(division_standings(d))
    assert rows[a.name].points == 0 and rows[a.name].penalty == -3
    assert AuditEntry.objects.get(league=lg, action="dock league points").reason == "Dodged round 2"


@pytest.mark.django_db
def test_ordering_points_then_touchdowns_then_casualties():
    _, _, _, d, (a, b, c, e) = setup()
    # a and c win once each by touchdown; b wins on the time limit (no touchdown): all on 3 points
    play(d, a, e, "home_win", hcas=0)
    play(d, c, e, "home_win", hcas=2)
    play(d, b, e, "home_win", finish="time_limit")
    rows = division_standings(d)
    assert [r.team for r in rows] == [c.name, a.name, b.name, e.name]  # c over a on casualties; b fewer TDs
    assert [r.rank for r in rows] == [1, 2, 3, 4]


@pytest.mark.django_db
def test_head_to_head_is_an_earlier_tiebreaker_when_enabled():
    for h2h in (False, True):
        _, _, _, d, (a, b, c, e) = setup(head_to_head_tiebreaker=h2h)
        # a and b level on 6 points; b has more touchdowns, but a beat b.
        play(d, a, b, "home_win")
        play(d, a, c, "home_win", finish="time_limit")
        play(d, b, c, "home_win")
        play(d, b, e, "home_win")
        play(d, c, a, "home_win")
        play(d, e, a, "home_win")  # a: 2 wins (1 TD); b: 2 wins (2 TDs)
        rows = division_standings(d)
        top = [r.team for r in rows[:2]]
        assert top == ([a.name, b.name] if h2h else [b.name, a.name])


@pytest.mark.django_db
def test_friendlies_give_no_league_points():
    _, _, s, d, (a, b, c, e) = setup()
    fx = Fixture.objects.create(season=s, kind="friendly", home=a, away=b)
    f.set_result(fx, "home_win", scores=(1, 0))
    assert all(r.points == 0 and r.played == 0 for r in division_standings(d))


@pytest.mark.django_db
def test_display_sort_keeps_official_rank():
    _, _, _, d, (a, b, c, e) = setup()
    play(d, a, b, "home_win", hcas=1)
    play(d, c, e, "home_win", hcas=4)
    rows = division_standings(d)
    columns = columns_of(d.season.league)
    by_cas = sort_rows(rows, "casualties", columns=columns)
    assert by_cas[0].team == c.name
    by_team = sort_rows(rows, "team", columns=columns)
    assert [r.team for r in by_team] == sorted(r.team for r in rows)
    assert sort_rows(rows, "bogus", columns=columns) == rows

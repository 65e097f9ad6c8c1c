"""Every Kaosball write says who may do it (commissioner / the team's coach / nobody else), on the pages and
in the API; a refused write changes nothing."""

import pytest
from django.test import Client

from league.models import Fixture, League, Season, Team
from matches.models import ResultReport
from tests.kaosball.helpers import api_as, head_to_head, make_league

pytestmark = pytest.mark.django_db


def _page(user=None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


def test_opening_a_league_needs_a_login(make_user):
    assert _page().post("/kaosball/new/", {"name": "x"}).status_code == 302  # to the login page
    assert api_as(None).post("/api/kaosball/leagues/", {"name": "x"}, format="json").status_code in (401, 403)
    assert not League.objects.exists()


def test_commissioner_only_writes_refuse_coaches_and_strangers(make_user):
    boss, league, users, teams = make_league(make_user, 4, start=False, prefix="perm")
    stranger = make_user("perm-stranger")
    for user in (users[0], stranger):
        assert _page(user).post(f"/kaosball/{league.pk}/start/").status_code == 403
        assert api_as(user).post(f"/api/kaosball/leagues/{league.pk}/start/").status_code == 403
        assert _page(user).post(f"/kaosball/{league.pk}/settings/", {"setting_points_win": 5}).status_code == 403
        assert api_as(user).post(f"/api/kaosball/leagues/{league.pk}/settings/", {"settings": {"points_win": 5}},
                                 format="json").status_code == 403
    league.refresh_from_db()
    assert league.seasons.get().state == Season.State.REGISTRATION and league.option("points_win") == 3
    assert api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/settings/", {"settings": {"points_win": 2}},
                             format="json").status_code == 200
    assert api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/start/").status_code == 200
    for user in (users[0], stranger):
        assert _page(user).post(f"/kaosball/{league.pk}/playoffs/").status_code == 403
        assert api_as(user).post(f"/api/kaosball/leagues/{league.pk}/playoffs/").status_code == 403


def test_joining_needs_a_login(make_user):
    _, league, _, _ = make_league(make_user, 4, start=False, prefix="join")
    assert api_as(None).post(f"/api/kaosball/leagues/{league.pk}/join/", {"team_name": "x", "team_key": "fangs"},
                             format="json").status_code in (401, 403)
    assert _page().post(f"/kaosball/{league.pk}/join/", {"team_name": "x", "team_key": "fangs"}).status_code == 302
    assert league.teams.count() == 4


def test_a_friendly_is_arranged_by_a_coach_of_one_of_its_teams_or_a_commissioner(make_user):
    boss, league, users, teams = make_league(make_user, 4, prefix="fr")
    stranger = make_user("fr-stranger")
    body = {"teams": [t.pk for t in teams[1:4]]}
    assert api_as(stranger).post(f"/api/kaosball/leagues/{league.pk}/friendlies/", body, format="json").status_code == 403
    assert api_as(users[0]).post(f"/api/kaosball/leagues/{league.pk}/friendlies/", body, format="json").status_code == 403
    assert _page(users[0]).post(f"/kaosball/{league.pk}/friendlies/", body).status_code == 403
    assert not Fixture.objects.filter(kind=Fixture.Kind.FRIENDLY).exists()
    assert api_as(users[1]).post(f"/api/kaosball/leagues/{league.pk}/friendlies/", body, format="json").status_code == 201
    assert api_as(boss).post(f"/api/kaosball/leagues/{league.pk}/friendlies/", {"teams": [t.pk for t in teams]},
                             format="json").status_code == 201


def test_reports_on_the_pages_are_checked(make_user):
    boss, league, users, teams = make_league(make_user, 4, prefix="rep")
    stranger = make_user("rep-stranger")
    fixture = league.seasons.get().fixtures.order_by("id").first()
    home_coach = users[[t.pk for t in teams].index(fixture.home_id)]
    away_coach = users[[t.pk for t in teams].index(fixture.away_id)]
    form = {"s0_score": 5, "s1_score": 2, "m_mode": "head_to_head", "m_ending": "full_time"}
    assert _page(stranger).post(f"/kaosball/fixtures/{fixture.pk}/report/", form).status_code == 403
    assert _page(home_coach).post(f"/kaosball/fixtures/{fixture.pk}/decide/", {**form, "reason": "x"}).status_code == 403
    assert not ResultReport.objects.exists()
    from matches.services.results import submit_result

    submit_result(fixture=fixture, user=home_coach, **head_to_head(fixture, (5, 2)))
    assert _page(home_coach).post(f"/kaosball/fixtures/{fixture.pk}/confirm/").status_code == 403
    assert _page(stranger).post(f"/kaosball/fixtures/{fixture.pk}/confirm/").status_code == 403
    assert _page(stranger).post(f"/kaosball/fixtures/{fixture.pk}/dispute/", {"reason": "no"}).status_code == 403
    assert ResultReport.objects.get().status == ResultReport.Status.PENDING
    assert _page(away_coach).post(f"/kaosball/fixtures/{fixture.pk}/confirm/").status_code == 302
    assert ResultReport.objects.get().status == ResultReport.Status.CONFIRMED
    assert Team.objects.count() == 4

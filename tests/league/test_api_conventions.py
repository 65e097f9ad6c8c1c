"""The REST API's conventions for an integrator: 401 (with a Token challenge) when credentials are
missing or wrong, 403 when a known user lacks the right; pages of a bounded size."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from dugout.pagination import LimitOffsetPagination
from league.models import League
from league.services.leagues import create_league

pytestmark = pytest.mark.django_db


def test_no_credentials_is_401_with_a_token_challenge():
    response = APIClient().post("/api/leagues/", {"name": "Nobody's League"}, format="json")
    assert response.status_code == 401
    assert response["WWW-Authenticate"] == "Token"
    assert not League.objects.filter(name="Nobody's League").exists()


def test_a_bad_token_is_401():
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")
    response = api.get("/api/leagues/")
    assert response.status_code == 401
    assert response.json() == {"errors": [{"code": "authentication_failed", "message": "Invalid token."}]}  # README "API errors"


def test_a_known_user_without_the_right_is_403(league, stranger):
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION="Token " + Token.objects.create(user=stranger).key)
    response = api.patch(f"/api/leagues/{league.pk}/", {"name": "Stolen"}, format="json")
    assert response.status_code == 403
    league.refresh_from_db()
    assert league.name != "Stolen"


def test_a_session_login_still_works(league, commissioner):
    api = APIClient()
    api.force_login(commissioner)
    assert api.patch(f"/api/leagues/{league.pk}/", {"name": "Renamed"}, format="json").status_code == 200


def test_a_huge_limit_is_clamped(monkeypatch, commissioner):
    monkeypatch.setattr(LimitOffsetPagination, "max_limit", 3)
    for n in range(5):
        create_league(by=commissioner, name=f"League {n}")
    body = APIClient().get("/api/leagues/?limit=1000000").json()
    assert body["count"] == 5 and len(body["results"]) == 3
    assert "limit=3" in body["next"] and "offset=3" in body["next"]


def _queries_for(url: str) -> int:
    with CaptureQueriesContext(connection) as queries:
        assert APIClient().get(url).status_code == 200
    return len(queries)


def test_the_team_list_costs_the_same_queries_for_one_team_or_many(make_team, coach):
    first = make_team(coach)
    one = _queries_for("/api/teams/")
    for _ in range(3):
        make_team(coach)
    assert _queries_for("/api/teams/") == one
    body = APIClient().get(f"/api/teams/{first.pk}/").json()
    assert body["team_value"] == 940_000 and len(body["players"]) == 11

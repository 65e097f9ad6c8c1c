"""The Blitz Bowl endpoints are in the OpenAPI schema, which still generates without warnings."""

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

ENDPOINTS = [
    "/api/blitz/leagues/", "/api/blitz/leagues/{league_id}/", "/api/blitz/leagues/{league_id}/join/",
    "/api/blitz/leagues/{league_id}/settings/", "/api/blitz/leagues/{league_id}/start/",
    "/api/blitz/leagues/{league_id}/rounds/", "/api/blitz/leagues/{league_id}/games/",
    "/api/blitz/leagues/{league_id}/finals/", "/api/blitz/teams/{team_id}/roster/",
    "/api/blitz/fixtures/{fixture_id}/", "/api/matches/fixtures/{fixture_id}/result/",
    "/api/matches/results/{report_id}/confirm/", "/api/matches/results/{report_id}/dispute/",
    "/api/matches/results/{report_id}/decide/",
    "/api/blitz/traits/{trait_id}/choose/", "/api/blitz/traits/{trait_id}/used/",
]


def test_blitz_endpoints_are_documented(tmp_path):
    out = tmp_path / "schema.yaml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    text = out.read_text()
    for endpoint in ENDPOINTS:
        assert f"  {endpoint}:" in text, endpoint

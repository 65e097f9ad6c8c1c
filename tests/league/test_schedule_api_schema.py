"""The schedule and report endpoints appear in a clean OpenAPI schema."""

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

ENDPOINTS = [
    "/api/divisions/{division_id}/standings/", "/api/seasons/{season_id}/fixtures/", "/api/seasons/{season_id}/schedule/",
    "/api/seasons/{season_id}/penalties/", "/api/rounds/{round_id}/deadline/", "/api/fixtures/{fixture_id}/concede/",
    "/api/fixtures/{fixture_id}/decide/", "/api/friendlies/", "/api/matches/fixtures/{fixture_id}/report/",
    "/api/matches/reports/{report_id}/", "/api/matches/reports/{report_id}/confirm/",
    "/api/matches/reports/{report_id}/dispute/", "/api/matches/reports/{report_id}/decide/",
]


def test_schedule_endpoints_in_a_clean_schema(tmp_path):
    out = tmp_path / "schema.yaml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    text = out.read_text()
    for endpoint in ENDPOINTS:
        assert f"  {endpoint}:" in text, endpoint

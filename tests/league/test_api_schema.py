"""Issue 4: the OpenAPI schema generates without warnings or errors and lists every endpoint."""

import pytest
from django.core.management import call_command

pytestmark = pytest.mark.django_db

ENDPOINTS = [
    "/api/leagues/", "/api/leagues/{id}/", "/api/seasons/", "/api/seasons/{id}/", "/api/seasons/{id}/draw/",
    "/api/seasons/{id}/divisions/", "/api/seasons/{id}/decide/", "/api/seasons/{id}/state/", "/api/divisions/",
    "/api/divisions/{id}/", "/api/teams/", "/api/teams/{id}/", "/api/teams/{id}/hire/", "/api/teams/{id}/buy-reroll/",
    "/api/teams/{id}/correct-treasury/", "/api/teams/{id}/enter/", "/api/players/", "/api/players/{id}/",
    "/api/players/{id}/rename/", "/api/players/{id}/fire/", "/api/players/{id}/retire/", "/api/players/{id}/skill/",
    "/api/players/{id}/correct/", "/api/token/", "/api/teams/{id}/sponsor/",
]


def test_schema_generates_cleanly_and_lists_the_endpoints(tmp_path):
    out = tmp_path / "schema.yaml"
    # --fail-on-warn turns any warning into an error; --validate checks it against the OpenAPI spec.
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    text = out.read_text()
    for endpoint in ENDPOINTS:
        assert f"  {endpoint}:" in text, endpoint


def test_schema_is_served(client):
    response = client.get("/api/schema/")
    assert response.status_code == 200 and b"/api/teams/{id}/hire/" in response.content

"""An engine's refusal on a page and through the API, in the request's language (issue 20, docs/i18n.md):
the breach's message is translated when shown, its rulebook section kept, the API's codes and fields English."""

import pytest
from rest_framework.test import APIClient

from league.models import League, Team
from tests.league.test_pages import wizard_data

pytestmark = pytest.mark.django_db

REROLLS = {  # §4.6: engine/campaign/team_building.py refuses nine re-rolls at creation
    "en": "a new team may buy 0-8 team re-rolls; this team buys 9 (§4.6)",
    "it": "una nuova squadra può comprare 0-8 Re-Roll di squadra; questa squadra ne compra 9 (§4.6)",
    "hu": "egy új csapat 0-8 csapat-újradobást vehet; ez a csapat 9 darabot vesz (§4.6)",
}


@pytest.mark.parametrize("language", ["it", "hu"])
def test_the_team_wizard_shows_the_engine_s_refusal_in_the_page_language(client, league, coach, language):
    client.force_login(coach)
    url = f"/leagues/{league.pk}/teams/new/"
    live = client.post(url, wizard_data(rerolls="9"), HTTP_HX_REQUEST="true", HTTP_ACCEPT_LANGUAGE=language)
    page = live.content.decode()
    assert REROLLS[language] in page and REROLLS["en"] not in page
    refused = client.post(url, wizard_data(rerolls="9", action="create"), HTTP_ACCEPT_LANGUAGE=language)
    assert refused.status_code == 400 and REROLLS[language] in refused.content.decode()
    assert not Team.objects.exists()


@pytest.mark.parametrize(("language", "message"), [
    ("en", "Team budget (gp) must be a whole number, not 'lots'"),
    ("it", "Budget della squadra (gp) deve essere un numero intero, non 'lots'"),
    ("hu", "Csapatkeret (gp): egész számnak kell lennie, nem 'lots'"),
])
def test_the_api_tells_an_engine_refusal_in_the_request_language(make_user, language, message):
    """engine/rulesets/contract.py refuses a league setting; the field's label is the rules names' catalogue's."""
    client = APIClient()
    client.force_authenticate(make_user())
    answer = client.post("/api/leagues/", {"name": "Lustria Cup", "settings": {"team_budget": "lots"}},
                         format="json", HTTP_ACCEPT_LANGUAGE=language)
    assert answer.status_code == 400, answer.content
    errors = answer.json()["errors"]
    assert errors == [{"code": "rule_violation", "message": f"{message} (§4.2)"}]  # the section kept
    assert not League.objects.filter(name="Lustria Cup").exists()

"""Issue 4: the REST API: reads for everyone; every write under the pages' permission rules (the
allowed role succeeds, others get 403 and nothing changes); broken rules answer 400 naming the rule."""

import pytest
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from league.models import League, Player, SeasonEntry, Team
from tests.league.conftest import FIRE_HIRES
from tests.league.test_page_permissions import snapshot

pytestmark = pytest.mark.django_db


@pytest.fixture
def api():
    return APIClient()


@pytest.fixture
def world(team, league, commissioner, coach, stranger):
    Team.objects.filter(pk=team.pk).update(treasury=500_000)
    hurt = team.players.get(number=2)
    Player.objects.filter(pk=hurt.pk).update(lasting_injuries=["MA"], spp=10)
    return {"team": team, "league": league, "season": league.current_season(), "player": team.players.get(number=1),
            "hurt": hurt, "users": {"commissioner": commissioner, "coach": coach, "stranger": stranger}}


def test_reads_for_everyone(api, world):
    team = world["team"]
    assert api.get("/api/leagues/").json()["results"][0]["name"] == "Test League"
    body = api.get(f"/api/teams/{team.pk}/").json()
    assert body["team_value"] == 940_000 and body["treasury"] == 500_000 and body["rerolls"] == 2
    assert len(body["players"]) == 11
    players = api.get(f"/api/players/?team={team.pk}").json()["results"]
    assert {p["position"] for p in players} == set(FIRE_HIRES)
    season = api.get(f"/api/seasons/{world['season'].pk}/").json()
    assert season["entries"][0]["state"] == "pending"
    assert api.get("/api/divisions/").status_code == 200


WRITES = [
    ("hire", "coach", "post", lambda w: f"/api/teams/{w['team'].pk}/hire/", {"position": "gnoblar_lineman"}),
    ("reroll", "coach", "post", lambda w: f"/api/teams/{w['team'].pk}/buy-reroll/", {}),
    ("rename", "coach", "post", lambda w: f"/api/players/{w['player'].pk}/rename/", {"name": "New"}),
    ("fire", "coach", "post", lambda w: f"/api/players/{w['player'].pk}/fire/", {}),
    ("retire", "coach", "post", lambda w: f"/api/players/{w['hurt'].pk}/retire/", {}),
    ("skill", "coach", "post", lambda w: f"/api/players/{w['hurt'].pk}/skill/", {"kind": "chosen_primary", "skill": "Guard"}),
    ("sponsor", "coach", "post", lambda w: f"/api/teams/{w['team'].pk}/sponsor/", {"sponsor": "lightningade"}),
    ("treasury", "commissioner", "post", lambda w: f"/api/teams/{w['team'].pk}/correct-treasury/", {"treasury": 5, "reason": "fix"}),
    ("player-correct", "commissioner", "post", lambda w: f"/api/players/{w['player'].pk}/correct/", {"spp": 3, "reason": "fix"}),
    ("league", "commissioner", "patch", lambda w: f"/api/leagues/{w['league'].pk}/", {"settings": {"team_budget": 1_100_000}, "reason": "x"}),
    ("state", "commissioner", "post", lambda w: f"/api/seasons/{w['season'].pk}/state/", {"state": "regular_season"}),
    ("decide", "commissioner", "post", lambda w: f"/api/seasons/{w['season'].pk}/decide/", lambda w: {"team": w["team"].pk, "accept": True}),
]


@pytest.mark.parametrize("name, allowed, method, url, data", WRITES, ids=[w[0] for w in WRITES])
@pytest.mark.parametrize("who", ["anonymous", "stranger", "other-role"])
def test_refused_api_writes_change_nothing(api, world, name, allowed, method, url, data, who):
    if who == "stranger":
        api.force_authenticate(world["users"]["stranger"])
    elif who == "other-role":
        api.force_authenticate(world["users"]["coach" if allowed == "commissioner" else "commissioner"])
    before = snapshot()
    data = data(world) if callable(data) else data
    response = getattr(api, method)(url(world), data, format="json")
    assert response.status_code in ((401, 403) if who == "anonymous" else (403,))
    assert snapshot() == before


@pytest.mark.parametrize("name, allowed, method, url, data", WRITES, ids=[w[0] for w in WRITES])
def test_allowed_api_writes_succeed(api, world, name, allowed, method, url, data):
    api.force_authenticate(world["users"][allowed])
    before = snapshot()
    data = data(world) if callable(data) else data
    response = getattr(api, method)(url(world), data, format="json")
    assert response.status_code in (200, 201), response.content
    assert snapshot() != before


def test_token_authentication_works(api, world):
    response = api.post("/api/token/", {"username": "owner", "password": "a-long-pass-phrase"}, format="json")
    assert response.status_code == 200
    token = response.json()["token"]
    assert Token.objects.get(user=world["users"]["coach"]).key == token
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert api.post(f"/api/players/{world['player'].pk}/rename/", {"name": "Tokened"}, format="json").status_code == 200
    assert Player.objects.get(pk=world["player"].pk).name == "Tokened"


def test_create_team_through_the_api(api, league, coach):
    api.force_authenticate(coach)
    payload = {"league": league.pk, "name": "API Team", "roster": "fire", "hires": FIRE_HIRES, "rerolls": 1}
    response = api.post("/api/teams/", payload, format="json")
    assert response.status_code == 201 and response.json()["treasury"] == 110_000
    bad = api.post("/api/teams/", {**payload, "name": "Too many", "hires": {**FIRE_HIRES, "dwarf_blitzer": 3}}, format="json")
    assert bad.status_code == 400
    assert any(e["rule"] == "§4.3" and "0-2 Blitzers; this team has 3" in e["message"] for e in bad.json()["errors"])
    assert not Team.objects.filter(name="Too many").exists()


def test_create_team_needs_a_login(api, league):
    response = api.post("/api/teams/", {"league": league.pk, "name": "X", "roster": "fire", "hires": FIRE_HIRES}, format="json")
    assert response.status_code in (401, 403) and not Team.objects.exists()


def test_api_bad_input_names_the_rule(api, world):
    api.force_authenticate(world["users"]["commissioner"])
    response = api.post(f"/api/teams/{world['team'].pk}/correct-treasury/", {"treasury": -10, "reason": "x"}, format="json")
    assert response.status_code == 400 and response.json()["errors"][0]["rule"] == "§4.7"
    api.force_authenticate(world["users"]["coach"])
    response = api.post(f"/api/teams/{world['team'].pk}/hire/", {"position": "gnoblar_lineman", "number": 1}, format="json")
    assert response.status_code == 400 and "number 1 is already worn" in response.json()["errors"][0]["message"]
    assert Team.objects.get(pk=world["team"].pk).treasury == 500_000


def test_league_and_season_creation(api, commissioner, stranger):
    api.force_authenticate(commissioner)
    league = api.post("/api/leagues/", {"name": "API League"}, format="json").json()
    assert league["commissioners"] == ["commish"] and len(league["seasons"]) == 1
    response = api.post("/api/seasons/", {"league": league["id"]}, format="json")
    assert response.status_code == 400 and response.json()["errors"][0]["rule"] == "§8.11"
    api.force_authenticate(stranger)
    assert api.post("/api/seasons/", {"league": league["id"]}, format="json").status_code == 403
    assert League.objects.get(pk=league["id"]).seasons.count() == 1


def test_divisions_through_the_api(api, world, make_team, make_user):
    teams = [world["team"]] + [make_team(make_user()) for _ in range(3)]
    SeasonEntry.objects.update(state="accepted")
    url = f"/api/seasons/{world['season'].pk}/draw/"
    api.force_authenticate(world["users"]["coach"])
    assert api.post(url, {"count": 1}, format="json").status_code == 403
    api.force_authenticate(world["users"]["commissioner"])
    response = api.post(url, {"count": 1}, format="json")
    assert response.status_code == 200 and sorted(response.json()[0]["teams"]) == sorted(t.pk for t in teams)
    response = api.post(f"/api/seasons/{world['season'].pk}/divisions/",
                        {"assignment": {str(t.pk): "North" for t in teams}}, format="json")
    assert response.status_code == 200 and response.json()[0]["name"] == "North"


def test_enter_a_season_through_the_api(api, world):
    SeasonEntry.objects.all().delete()
    url = f"/api/teams/{world['team'].pk}/enter/"
    api.force_authenticate(world["users"]["stranger"])
    assert api.post(url, {"season": world["season"].pk}, format="json").status_code == 403
    assert not SeasonEntry.objects.exists()
    api.force_authenticate(world["users"]["coach"])
    response = api.post(url, {"season": world["season"].pk}, format="json")
    assert response.status_code == 200 and response.json()["state"] == "pending"

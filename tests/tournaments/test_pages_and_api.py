"""The tournament pages and API: the organiser creates, coaches register, the organiser starts and pairs,
coaches report and confirm, the live table (an HTMX fragment); every write refused to the wrong user."""

import pytest
from rest_framework.test import APIClient

from league.models import Fixture
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def _client(client, user):
    client.force_login(user)
    return client


def test_an_event_through_the_pages(client, make_user):
    organiser = make_user("boss")
    _client(client, organiser)
    response = client.post("/tournaments/new/", {
        "name": "Spring Clash", "ruleset": "dungeon_bowl", "format": "swiss", "rounds": 2, "points": "2-1-0",
        "bye_result": "win", "bye_score_for": 1, "bye_score_against": 0, "round_minutes": 120,
        "tie_breaker_1": "score_difference", "tie_breaker_2": "opponents_points"})
    tournament = Tournament.objects.get(league__name="Spring Clash")
    assert response.status_code == 302 and tournament.order == ("score_difference", "opponents_points")
    users = [make_user(f"c{i}") for i in range(4)]
    for i, user in enumerate(users):
        _client(client, user)
        client.post(f"/tournaments/{tournament.pk}/register/", {"name": f"Side {i}", "roster": "fire"})
    assert tournament.league.teams.count() == 4
    _client(client, users[0])
    assert client.post(f"/tournaments/{tournament.pk}/start/").status_code == 403
    _client(client, organiser)
    client.post(f"/tournaments/{tournament.pk}/start/")
    page = client.get(f"/tournaments/{tournament.pk}/").content.decode()
    assert "Round 1" in page and "Table" in page and "Organiser: pair the next round" in page
    fixture = Fixture.objects.filter(season=tournament.season).first()
    home, away = fixture.home.coach.user, fixture.away.coach.user
    outsider = make_user("outsider")
    _client(client, outsider)
    assert client.post(f"/tournaments/games/{fixture.pk}/report/", {"s0_score": 3, "s1_score": 0}).status_code == 403
    _client(client, home)
    client.post(f"/tournaments/games/{fixture.pk}/report/", {"s0_score": 2, "s1_score": 1, "s0_casualties": 0,
                                                              "s1_casualties": 0})
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.REPORTED
    page = client.get(f"/tournaments/games/{fixture.pk}/").content.decode()
    assert "Confirm the report" not in page  # the reporter does not confirm their own report
    _client(client, away)
    assert "Confirm the report" in client.get(f"/tournaments/games/{fixture.pk}/").content.decode()
    client.post(f"/tournaments/games/{fixture.pk}/confirm/")
    fixture.refresh_from_db()
    assert fixture.status == Fixture.Status.PLAYED and fixture.scores() == [2, 1]
    fragment = client.get(f"/tournaments/{tournament.pk}/", HTTP_HX_REQUEST="true", HTTP_HX_TARGET="live-table")
    body = fragment.content.decode()
    assert 'id="live-table"' in body and "<h1>" not in body and fixture.home.name in body


def test_organiser_only_writes_and_coach_only_reports_through_the_pages(client, make_user):
    organiser = make_user("boss")
    _client(client, organiser)
    client.post("/tournaments/new/", {"name": "Cup", "ruleset": "dungeon_bowl", "format": "swiss", "rounds": 0,
                                      "points": "3-1-0", "bye_result": "win", "bye_score_for": 0,
                                      "bye_score_against": 0, "round_minutes": 150})
    tournament = Tournament.objects.get()
    client.logout()
    assert client.post(f"/tournaments/{tournament.pk}/register/", {"name": "X", "roster": "fire"}).status_code == 302
    assert tournament.league.teams.count() == 0  # anonymous: sent to log in, nothing saved
    coach = make_user("coach")
    _client(client, coach)
    assert client.post(f"/tournaments/{tournament.pk}/pair/").status_code == 403
    client.post(f"/tournaments/{tournament.pk}/register/", {"name": "X", "roster": "fire"})
    team = tournament.league.teams.get()
    other = make_user("other")
    _client(client, other)
    client.post(f"/tournaments/{tournament.pk}/withdraw/{team.pk}/")
    assert client.get(f"/tournaments/{tournament.pk}/").status_code == 200
    assert team.season_entries.get().state == "accepted"  # only its coach or the organiser withdraws it


def test_the_api_runs_an_event_and_refuses_the_wrong_user():
    from django.contrib.auth import get_user_model

    make = get_user_model().objects.create_user
    organiser, coaches = make("org", password="x-long-pass"), [make(f"a{i}", password="x-long-pass") for i in range(3)]
    api = APIClient()
    api.force_authenticate(organiser)
    created = api.post("/api/tournaments/", {"name": "API Open", "ruleset": "dungeon_bowl", "format": "swiss",
                                             "points": "2-1-0", "tie_breakers": ["opponents_points", "head_to_head"]},
                       format="json")
    assert created.status_code == 201, created.content
    tid = created.json()["id"]
    bad = api.post("/api/tournaments/", {"name": "Bad", "ruleset": "dungeon_bowl", "tie_breakers": ["coin"]},
                   format="json")
    assert bad.status_code == 400
    for i, user in enumerate(coaches):
        api.force_authenticate(user)
        assert api.post(f"/api/tournaments/{tid}/register/", {"name": f"T{i}", "roster": "metal"},
                        format="json").status_code == 201
    assert api.post(f"/api/tournaments/{tid}/start/").status_code == 403
    api.force_authenticate(organiser)
    started = api.post(f"/api/tournaments/{tid}/start/")
    assert started.status_code == 200
    body = started.json()
    assert len(body["rounds_played"]) == 1 and body["rounds_played"][0]["bye"] is not None
    game = body["rounds_played"][0]["games"][0]
    home = next(u for u in coaches if u.coach.teams.filter(pk=game["home"]).exists())
    away = next(u for u in coaches if u.coach.teams.filter(pk=game["away"]).exists())
    api.force_authenticate(home)
    reported = api.post(f"/api/matches/fixtures/{game['fixture']}/result/", {"sides": [
        {"team": game["home"], "score": 1, "data": {"casualties": 0}},
        {"team": game["away"], "score": 0, "data": {"casualties": 0}}]}, format="json")
    assert reported.status_code in (200, 201), reported.content
    api.force_authenticate(away)
    report_id = reported.json()["id"]
    assert api.post(f"/api/matches/results/{report_id}/confirm/").status_code == 200
    table = APIClient().get(f"/api/tournaments/{tid}/").json()["table"]
    assert table[0]["team"] in (game["home"], body["rounds_played"][0]["bye"]) and table[0]["points"] == 2
    assert api.post(f"/api/tournaments/{tid}/pair/").status_code == 403

"""Schedule and standings pages and API: reads for everyone, every write permission-checked."""

from datetime import timedelta

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from league.models import AuditEntry, Fixture, PointsPenalty, Round, Season
from league.services.schedule import generate_schedule
from tests import schedule_factories as f


@pytest.fixture
def world(db):
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    fx = Fixture.objects.filter(round__division=d, round__number=1).order_by("id").first()
    return {"commish": commish, "league": lg, "season": s, "division": d, "fixture": fx,
            "home": fx.home.coach.user, "away": fx.away.coach.user, "stranger": f.user()}


def client_for(user):
    from django.test import Client

    c = Client()
    if user is not None:
        c.force_login(user)
    return c


def api_for(user):
    c = APIClient()
    if user is not None:
        c.force_authenticate(user)
    return c


def test_schedule_page_shows_rounds_byes_and_links(world):
    d = world["division"]
    d.teams.add(f.team(world["league"]))
    Season.objects.filter(pk=world["season"].pk).update(state=Season.State.REGISTRATION)
    generate_schedule(season=world["season"], user=world["commish"])
    r = client_for(None).get(reverse("schedule:season", args=[world["season"].pk]))
    assert r.status_code == 200
    html = r.content.decode()
    assert "Round 6" in html and "Bye:" in html
    assert reverse("schedule:standings", args=[d.pk]) in html
    # Six rounds a page (issue #21): round 10 is on the next page, by a link that works without JavaScript.
    assert "Round 10" not in html and f"?division={d.pk}&amp;from=7" in html
    html = client_for(None).get(reverse("schedule:season", args=[world["season"].pk]), {"division": d.pk, "from": 7}).content.decode()
    assert "Round 10" in html and "Round 6<" not in html and f"?division={d.pk}&amp;from=1" in html


def test_standings_page_htmx_fragment_sort_and_csv(world):
    d = world["division"]
    fx = world["fixture"]
    f.set_result(fx, "home_win", scores=(1, 0))
    c = client_for(None)
    full = c.get(reverse("schedule:standings", args=[d.pk]) + "?sort=points")
    assert full.status_code == 200 and "<html" in full.content.decode()
    frag = c.get(reverse("schedule:standings", args=[d.pk]) + "?sort=team", HTTP_HX_REQUEST="true")
    body = frag.content.decode()
    assert "<html" not in body and 'id="standings"' in body
    # the sort links work without JavaScript: a plain href beside hx-get
    assert 'href="?sort=points"' in body
    csv = c.get(reverse("schedule:standings-csv", args=[d.pk]))
    lines = csv.content.decode().strip().splitlines()
    assert lines[0].startswith("rank,team,coach")
    assert lines[1].split(",")[1] == fx.home.name and lines[1].split(",")[-1] == "3"


def test_api_standings_and_fixtures_are_readable_anonymously(world):
    api = api_for(None)
    r = api.get(f"/api/divisions/{world['division'].pk}/standings/")
    assert r.status_code == 200 and len(r.json()) == 4
    r = api.get(f"/api/seasons/{world['season'].pk}/fixtures/")
    assert r.status_code == 200 and len(r.json()) == 12


WRITE_CASES = ["generate", "deadline", "decide", "penalty"]


@pytest.mark.parametrize("who", ["anonymous", "home", "stranger"])
@pytest.mark.parametrize("case", WRITE_CASES)
def test_commissioner_writes_are_refused_to_others_page_and_api(world, who, case):
    user = None if who == "anonymous" else world[who]
    fx, s, rnd = world["fixture"], world["season"], world["fixture"].round
    Fixture.objects.filter(pk=fx.pk).update(status=Fixture.Status.AWAITING_COMMISSIONER)
    page = {
        "generate": (reverse("schedule:generate", args=[s.pk]), {}),
        "deadline": (reverse("schedule:move-deadline", args=[rnd.pk]), {"deadline": "2030-01-01T10:00", "reason": "x"}),
        "decide": (reverse("schedule:decide", args=[fx.pk]), {"outcome": "home_win", "reason": "x"}),
        "penalty": (reverse("schedule:dock-points", args=[s.pk]), {"team": fx.home_id, "points": -3, "reason": "x"}),
    }[case]
    api = {
        "generate": (f"/api/seasons/{s.pk}/schedule/", {}),
        "deadline": (f"/api/rounds/{rnd.pk}/deadline/", {"deadline": "2030-01-01T10:00Z", "reason": "x"}),
        "decide": (f"/api/fixtures/{fx.pk}/decide/", {"outcome": "home_win", "reason": "x"}),
        "penalty": (f"/api/seasons/{s.pk}/penalties/", {"team": fx.home_id, "points": -3, "reason": "x"}),
    }[case]
    before = (Fixture.objects.count(), list(Round.objects.values_list("deadline", flat=True)))
    r = client_for(user).post(*page)
    assert r.status_code in (302, 403)
    if who == "anonymous":
        assert r.status_code == 302 and "/accounts/login" in r["Location"]
    else:
        assert r.status_code == 403
    r = api_for(user).post(api[0], api[1], format="json")
    assert r.status_code in ((401, 403) if who == "anonymous" else (403,))
    assert (Fixture.objects.count(), list(Round.objects.values_list("deadline", flat=True))) == before
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.AWAITING_COMMISSIONER
    assert not PointsPenalty.objects.exists() and not AuditEntry.objects.exists()


@pytest.mark.parametrize("case", WRITE_CASES)
def test_commissioner_writes_succeed_page_and_api(world, case):
    fx, s, rnd = world["fixture"], world["season"], world["fixture"].round
    Fixture.objects.filter(pk=fx.pk).update(status=Fixture.Status.AWAITING_COMMISSIONER)
    new_deadline = rnd.deadline + timedelta(days=2)
    if case == "generate":
        r = client_for(world["commish"]).post(reverse("schedule:generate", args=[s.pk]), {"start": "2030-01-01"})
        assert r.status_code == 302
        assert Round.objects.get(division=world["division"], number=1).deadline.date().isoformat() == "2030-01-08"
        r = api_for(world["commish"]).post(f"/api/seasons/{s.pk}/schedule/", {}, format="json")
        assert r.status_code == 201 and len(r.json()) == 12
    elif case == "deadline":
        r = client_for(world["commish"]).post(reverse("schedule:move-deadline", args=[rnd.pk]),
                                              {"deadline": new_deadline.strftime("%Y-%m-%dT%H:%M"), "reason": "Snow"})
        assert r.status_code == 302
        r = api_for(world["commish"]).post(f"/api/rounds/{rnd.pk}/deadline/",
                                           {"deadline": (new_deadline + timedelta(days=1)).isoformat(), "reason": "More snow"}, format="json")
        assert r.status_code == 200
        assert AuditEntry.objects.filter(action="move deadline").count() == 2
    elif case == "decide":
        r = client_for(world["commish"]).post(reverse("schedule:decide", args=[fx.pk]), {"outcome": "home_win", "reason": "No reply"})
        assert r.status_code == 302
        fx.refresh_from_db()
        assert fx.outcome == "home_win"
        r = api_for(world["commish"]).post(f"/api/fixtures/{fx.pk}/decide/", {"outcome": "home_win", "reason": "x"}, format="json")
        assert r.status_code == 400 and "not waiting" in str(r.json())
    else:
        r = client_for(world["commish"]).post(reverse("schedule:dock-points", args=[s.pk]), {"team": fx.home_id, "points": -3, "reason": "No-show"})
        assert r.status_code == 302
        r = api_for(world["commish"]).post(f"/api/seasons/{s.pk}/penalties/", {"team": fx.home_id, "reason": "Again"}, format="json")
        assert r.status_code == 201
        assert PointsPenalty.objects.filter(team=fx.home).count() == 2


def test_concede_page_and_api_only_for_own_team(world):
    fx = world["fixture"]
    # the away coach cannot concede for home, on the page or the API
    r = client_for(world["away"]).post(reverse("schedule:concede", args=[fx.pk]), {"team": fx.home_id})
    assert r.status_code == 403
    r = api_for(world["away"]).post(f"/api/fixtures/{fx.pk}/concede/", {"team": fx.home_id}, format="json")
    assert r.status_code == 403
    r = client_for(None).post(reverse("schedule:concede", args=[fx.pk]), {"team": fx.home_id})
    assert r.status_code == 302 and "/accounts/login" in r["Location"]
    fx.refresh_from_db()
    assert fx.conceded_by_id is None
    r = api_for(world["home"]).post(f"/api/fixtures/{fx.pk}/concede/", {"team": fx.home_id}, format="json")
    assert r.status_code == 200 and r.json()["conceded_by"] == fx.home_id
    r = client_for(world["home"]).post(reverse("schedule:concede", args=[fx.pk]), {"team": fx.home_id}, follow=True)
    assert "can no longer be conceded" in r.content.decode()


def test_commissioner_sees_the_notice_others_do_not(world):
    fx = world["fixture"]
    Fixture.objects.filter(pk=fx.pk).update(status=Fixture.Status.AWAITING_COMMISSIONER, note="Not played by the deadline")
    url = reverse("schedule:season", args=[world["season"].pk])
    assert "Waiting for you, commissioner" in client_for(world["commish"]).get(url).content.decode()
    assert "Waiting for you, commissioner" not in client_for(world["home"]).get(url).content.decode()


def test_upcoming_fixtures_and_commissioner_actions(world):
    from league.selectors.schedule import commissioner_actions, upcoming_for_coach

    fx = world["fixture"]
    coach = fx.home.coach
    upcoming = upcoming_for_coach(coach)
    assert len(upcoming) == 6 and upcoming[0].round.number == 1  # 3 opponents, twice; soonest first
    Fixture.objects.filter(pk=fx.pk).update(status=Fixture.Status.UNPLAYED, outcome="both_lose")
    assert fx.pk not in [f.pk for f in upcoming_for_coach(coach)]
    assert commissioner_actions(world["league"]) == []
    other = Fixture.objects.filter(round=fx.round).exclude(pk=fx.pk).get()
    Fixture.objects.filter(pk=other.pk).update(status=Fixture.Status.DISPUTED)
    actions = commissioner_actions(world["league"])
    assert len(actions) == 1 and "disputed" in actions[0]["text"] and actions[0]["url"] == other.get_absolute_url()


def test_dashboard_shows_fixtures_reports_to_answer_and_commissioner_decisions(world):
    from games.dungeon_bowl.services.reports import ReportData, submit_report

    fx = world["fixture"]
    Season.objects.filter(pk=world["season"].pk).update(state=Season.State.REGULAR_SEASON)
    submit_report(fixture=fx, user=world["home"], data=ReportData(outcome="draw", finish="time_limit"))
    away_page = client_for(world["away"]).get("/dashboard/").content.decode()
    assert "confirm or dispute it" in away_page and fx.get_absolute_url() in away_page
    home_page = client_for(world["home"]).get("/dashboard/").content.decode()
    assert "confirm or dispute it" not in home_page
    assert str(fx) in home_page  # listed among the next fixtures
    other = Fixture.objects.filter(round=fx.round).exclude(pk=fx.pk).get()
    Fixture.objects.filter(pk=other.pk).update(status=Fixture.Status.AWAITING_COMMISSIONER)
    commish_page = client_for(world["commish"]).get("/dashboard/").content.decode()
    assert "was not played by its deadline" in commish_page


def test_a_concession_naming_no_team_is_a_404_not_an_error(world):
    fx = world["fixture"]
    r = client_for(world["home"]).post(reverse("schedule:concede", args=[fx.pk]), {"team": "home"})
    assert r.status_code == 404
    fx.refresh_from_db()
    assert fx.conceded_by_id is None


def test_a_refused_deadline_move_keeps_the_date_and_the_reason_typed(world):
    """§8.5: a past deadline needs 'close the round now'; the refusal shows the form again as typed."""
    rnd = world["fixture"].round
    before = Round.objects.get(pk=rnd.pk).deadline
    r = client_for(world["commish"]).post(reverse("schedule:move-deadline", args=[rnd.pk]),
                                          {"deadline": "2001-02-03T10:00", "reason": "Snowed in at the Dungeon"})
    html = r.content.decode()
    assert r.status_code == 400 and "§8.5: that deadline has passed" in html
    assert 'value="2001-02-03T10:00"' in html and 'value="Snowed in at the Dungeon"' in html
    assert Round.objects.get(pk=rnd.pk).deadline == before and not AuditEntry.objects.exists()


def test_a_refused_decision_keeps_the_reason_typed(world):
    fx = world["fixture"]
    Fixture.objects.filter(pk=fx.pk).update(status=Fixture.Status.AWAITING_COMMISSIONER)
    r = client_for(world["commish"]).post(reverse("schedule:decide", args=[fx.pk]),
                                          {"outcome": "", "reason": "Home coach never replied"})
    html = r.content.decode()
    assert r.status_code == 400 and "Choose a result and give a reason" in html
    assert 'value="Home coach never replied"' in html
    fx.refresh_from_db()
    assert fx.status == Fixture.Status.AWAITING_COMMISSIONER and not AuditEntry.objects.exists()


def test_a_refused_penalty_keeps_the_team_and_the_reason_typed(world):
    fx, s = world["fixture"], world["season"]
    r = client_for(world["commish"]).post(reverse("schedule:dock-points", args=[s.pk]),
                                          {"team": fx.home_id, "points": 3, "reason": "No-show in round 1"})
    html = r.content.decode()
    assert r.status_code == 400 and "negative number of points" in html
    assert 'value="No-show in round 1"' in html and f'<option value="{fx.home_id}" selected>' in html
    assert not PointsPenalty.objects.exists()

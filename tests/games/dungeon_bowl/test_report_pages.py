"""The report flow through the pages and the API, and who may do each step."""

import pytest
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from games.dungeon_bowl.models import MatchReport
from league.models import AuditEntry, Fixture, Season
from league.services.schedule import generate_schedule
from tests import schedule_factories as f


@pytest.fixture
def world(db):
    commish = f.user()
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).order_by("id").first()
    return {"commish": commish, "fixture": fx, "home": fx.home.coach.user, "away": fx.away.coach.user,
            "stranger": f.user()}


def login(user):
    c = Client()
    if user:
        c.force_login(user)
    return c


def api(user):
    c = APIClient()
    if user:
        c.force_authenticate(user)
    return c


def form_post(fx, **extra):
    scorer = fx.home.players.order_by("number").first()
    victim = fx.away.players.order_by("number").first()
    data = {"outcome": "home_win", "finish": "touchdown", "scorer": scorer.pk, "conceded_by": "",
            f"p{scorer.pk}_pass_completions": 2, f"p{scorer.pk}_casualties_caused": 1,
            f"p{victim.pk}_casualty": "lasting_injury", f"p{victim.pk}_lasting_injury": "MA"}
    data.update(extra)
    return data


def test_coach_reports_on_the_page_opponent_confirms(world, django_capture_on_commit_callbacks):
    fx = world["fixture"]
    home = login(world["home"])
    form = home.get(reverse("matches:submit-report", args=[fx.pk]))
    assert form.status_code == 200 and "Casualty suffered" in form.content.decode()
    r = home.post(reverse("matches:submit-report", args=[fx.pk]), form_post(fx))
    assert r.status_code == 302
    report = MatchReport.objects.get(fixture=fx)
    assert report.lines.count() == 2
    # the form is not offered again once a report exists
    again = login(world["away"]).get(reverse("matches:submit-report", args=[fx.pk]))
    assert again.status_code == 302 and again["Location"] == reverse("matches:fixture", args=[fx.pk])
    page = login(world["away"]).get(reverse("matches:fixture", args=[fx.pk])).content.decode()
    assert "Confirm: this is what happened" in page and "Dispute this report" in page
    own = home.get(reverse("matches:fixture", args=[fx.pk])).content.decode()
    assert "Confirm: this is what happened" not in own
    with django_capture_on_commit_callbacks(execute=True):
        r = login(world["away"]).post(reverse("matches:confirm-report", args=[report.pk]))
    assert r.status_code == 302
    fx.refresh_from_db()
    assert fx.status == "played" and fx.side_rows()[0].data["casualties"] == 1


def test_bad_report_on_the_page_shows_the_rule_and_saves_nothing(world):
    fx = world["fixture"]
    r = login(world["home"]).post(reverse("matches:submit-report", args=[fx.pk]), form_post(fx, outcome="draw"))
    assert r.status_code == 200 and "§6.16" in r.content.decode()
    assert not MatchReport.objects.exists()


@pytest.mark.parametrize("who", ["stranger", None])
def test_outsiders_cannot_report_page_or_api(world, who):
    fx = world["fixture"]
    user = world[who] if who else None
    r = login(user).post(reverse("matches:submit-report", args=[fx.pk]), form_post(fx))
    assert r.status_code == (403 if user else 302)
    r = api(user).post(f"/api/matches/fixtures/{fx.pk}/report/", {"outcome": "draw", "finish": "time_limit"}, format="json")
    assert r.status_code in (401, 403)
    assert not MatchReport.objects.exists()


def test_api_flow_submit_dispute_decide(world):
    fx = world["fixture"]
    scorer = fx.away.players.first()
    r = api(world["away"]).post(f"/api/matches/fixtures/{fx.pk}/report/", {
        "outcome": "away_win", "finish": "touchdown", "scorer": scorer.pk,
        "lines": [{"player": scorer.pk, "interceptions": 1, "deflections": 1}],
    }, format="json")
    assert r.status_code == 201, r.json()
    rid = r.json()["id"]
    # second submission: refused, still one report
    r = api(world["home"]).post(f"/api/matches/fixtures/{fx.pk}/report/", {"outcome": "draw", "finish": "time_limit"}, format="json")
    assert r.status_code == 400 and "already has a report" in str(r.json())
    # the submitter cannot confirm or dispute; a stranger neither
    assert api(world["away"]).post(f"/api/matches/reports/{rid}/confirm/").status_code == 403
    assert api(world["away"]).post(f"/api/matches/reports/{rid}/dispute/", {"reason": "x"}, format="json").status_code == 403
    assert api(world["stranger"]).post(f"/api/matches/reports/{rid}/confirm/").status_code == 403
    r = api(world["home"]).post(f"/api/matches/reports/{rid}/dispute/", {"reason": "It was a draw"}, format="json")
    assert r.status_code == 200 and r.json()["status"] == "disputed"
    assert api(world["home"]).post(f"/api/matches/reports/{rid}/decide/", {"reason": "mine"}, format="json").status_code == 403
    r = api(world["commish"]).post(f"/api/matches/reports/{rid}/decide/",
                                   {"reason": "Time limit, ball equidistant", "outcome": "draw", "finish": "time_limit"}, format="json")
    assert r.status_code == 200 and r.json()["status"] == "confirmed"
    fx.refresh_from_db()
    assert fx.outcome == "draw"
    assert AuditEntry.objects.filter(action="decide report").exists()
    assert api(None).get(f"/api/matches/reports/{rid}/").json()["outcome"] == "draw"


def test_commissioner_decides_on_the_page_with_reason(world):
    fx = world["fixture"]
    login(world["home"]).post(reverse("matches:submit-report", args=[fx.pk]), form_post(fx))
    report = MatchReport.objects.get()
    login(world["away"]).post(reverse("matches:dispute-report", args=[report.pk]), {"reason": "No casualty"})
    report.refresh_from_db()
    assert report.status == "disputed"
    assert login(world["home"]).get(reverse("matches:decide-report", args=[report.pk])).status_code == 403
    c = login(world["commish"])
    page = c.get(reverse("matches:decide-report", args=[report.pk])).content.decode()
    assert "No casualty" in page
    victim = fx.away.players.order_by("number").first()
    scorer = fx.home.players.order_by("number").first()
    corrected = form_post(fx, **{f"p{victim.pk}_casualty": "", f"p{victim.pk}_lasting_injury": "", f"p{scorer.pk}_casualties_caused": 0})
    r = c.post(reverse("matches:decide-report", args=[report.pk]), corrected)
    assert r.status_code == 200 and "Give a reason" in r.content.decode()
    corrected["reason"] = "Apothecary note shows no casualty"
    r = c.post(reverse("matches:decide-report", args=[report.pk]), corrected)
    assert r.status_code == 302
    fx.refresh_from_db()
    assert fx.side_rows()[0].data["casualties"] == 0 and fx.status == "played"


def test_friendly_report_awards_no_mvp(world):
    fx = world["fixture"]
    friendly = Fixture.objects.create(season=fx.season, kind="friendly", home=fx.home, away=fx.away)
    r = api(world["home"]).post(f"/api/matches/fixtures/{friendly.pk}/report/", {"outcome": "draw", "finish": "time_limit"}, format="json")
    report = MatchReport.objects.get(pk=r.json()["id"])
    assert report.mvp_awarded is False
    assert MatchReport.objects.create(fixture=fx, outcome="draw", finish="time_limit").mvp_awarded is True


@pytest.mark.parametrize("who", ["home", "stranger", None])
def test_confirm_and_dispute_pages_refuse_all_but_the_opponent(world, who):
    fx = world["fixture"]
    login(world["home"]).post(reverse("matches:submit-report", args=[fx.pk]), form_post(fx))
    report = MatchReport.objects.get()
    user = world[who] if who else None
    for name, data in (("matches:confirm-report", {}), ("matches:dispute-report", {"reason": "wrong"})):
        r = login(user).post(reverse(name, args=[report.pk]), data)
        assert r.status_code == (403 if user else 302)
    r = api(user).post(f"/api/matches/reports/{report.pk}/dispute/", {"reason": "wrong"}, format="json")
    assert r.status_code in ((401, 403) if user is None else (403,))
    report.refresh_from_db()
    assert report.status == "pending"
    fx.refresh_from_db()
    assert fx.status == "reported"


def test_commissioner_may_confirm_a_pending_report_audited(world):
    fx = world["fixture"]
    login(world["home"]).post(reverse("matches:submit-report", args=[fx.pk]), form_post(fx))
    report = MatchReport.objects.get()
    r = api(world["commish"]).post(f"/api/matches/reports/{report.pk}/confirm/")
    assert r.status_code == 200 and r.json()["status"] == "confirmed"
    assert AuditEntry.objects.filter(action="confirm report").count() == 1


def test_concede_offered_on_the_fixture_page_to_its_coaches_only(world):
    fx = world["fixture"]
    assert "Concede for" in login(world["home"]).get(reverse("matches:fixture", args=[fx.pk])).content.decode()
    assert "Concede for" not in login(world["stranger"]).get(reverse("matches:fixture", args=[fx.pk])).content.decode()
    login(world["home"]).post(reverse("schedule:concede", args=[fx.pk]), {"team": fx.home_id})
    page = login(world["away"]).get(reverse("matches:fixture", args=[fx.pk])).content.decode()
    assert "conceded; the round" in page and "Concede for" not in page

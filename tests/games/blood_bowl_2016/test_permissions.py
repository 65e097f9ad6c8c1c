"""Every Blood Bowl 2016 write says who may do it (the fixture's coaches / a commissioner / nobody else), bad
input is named and changes nothing, and a double submit applies once."""

import pytest

from games.blood_bowl_2016.models import ClassicMatchRecord
from league.models import Fixture, Season
from matches.models import ResultReport

from .conftest import client_for

pytestmark = pytest.mark.django_db

REPORT = {"home_score": "1", "away_score": "0", "home_casualties": "0", "away_casualties": "0", "ending": "full_time"}


@pytest.fixture
def open_fixture(bb_season):
    commissioner, league, coaches, teams, season = bb_season
    fx = Fixture.objects.filter(season_id=season).select_related("home__coach__user", "away__coach__user").first()
    return commissioner, fx, fx.home.coach.user, fx.away.coach.user, next(
        c for c in coaches if c not in (fx.home.coach.user, fx.away.coach.user))


def test_a_stranger_may_not_report_on_the_page(client, open_fixture):
    _boss, fx, _home, _away, stranger = open_fixture
    client.force_login(stranger)
    assert client.post(f"/bb2016/fixtures/{fx.pk}/report/", REPORT).status_code == 403
    assert not ResultReport.objects.exists()
    assert "Report the match" not in client.get(f"/matches/fixtures/{fx.pk}/").content.decode()


def test_an_anonymous_report_is_sent_to_log_in(client, open_fixture):
    fx = open_fixture[1]
    assert client.post(f"/bb2016/fixtures/{fx.pk}/report/", REPORT).status_code == 302
    assert not ResultReport.objects.exists()


def test_only_the_other_coach_confirms_or_disputes(client, open_fixture):
    _boss, fx, home, away, stranger = open_fixture
    client.force_login(home)
    assert client.post(f"/bb2016/fixtures/{fx.pk}/report/", REPORT).status_code == 302
    for who in (home, stranger):
        client.force_login(who)
        assert client.post(f"/bb2016/fixtures/{fx.pk}/answer/", {"answer": "confirm"}).status_code in (400, 403)
        assert client.post(f"/bb2016/fixtures/{fx.pk}/answer/", {"answer": "dispute", "reason": "no"}).status_code in (400, 403)
    assert ResultReport.objects.get().status == "pending"
    client.force_login(away)
    assert client.post(f"/bb2016/fixtures/{fx.pk}/answer/", {"answer": "dispute", "reason": "it was 0-1"}).status_code == 302
    assert ResultReport.objects.get().status == "disputed"


def test_a_double_report_from_both_coaches_keeps_one_report(client, open_fixture):
    _boss, fx, home, away, _stranger = open_fixture
    client.force_login(home)
    assert client.post(f"/bb2016/fixtures/{fx.pk}/report/", REPORT).status_code == 302
    assert client.post(f"/bb2016/fixtures/{fx.pk}/report/", REPORT).status_code == 302  # the reporter's correction
    client.force_login(away)
    assert client.post(f"/bb2016/fixtures/{fx.pk}/report/", REPORT).status_code == 400
    assert ResultReport.objects.count() == 1


@pytest.mark.parametrize(("posted", "message"), [
    ({**REPORT, "home_score": "two"}, "whole numbers"),
    ({**REPORT, "home_casualties": "17"}, "Casualties caused"),
    ({**REPORT, "ending": "penalty_shoot_out"}, "§11.3"),
    ({**REPORT, "ending": "conceded"}, "§11.6"),
    ({**REPORT, "ending": "sudden_death"}, "How the game ended"),
])
def test_a_bad_report_names_the_rule_and_stores_nothing(client, open_fixture, posted, message):
    _boss, fx, home, _away, _stranger = open_fixture
    client.force_login(home)
    response = client.post(f"/bb2016/fixtures/{fx.pk}/report/", posted)
    assert response.status_code == 400 and message in response.content.decode()
    assert not ResultReport.objects.exists() and Fixture.objects.get(pk=fx.pk).status == "scheduled"


def test_only_a_commissioner_simulates(client, open_fixture):
    boss, fx, home, _away, _stranger = open_fixture
    client.force_login(home)
    assert client.post(f"/bb2016/fixtures/{fx.pk}/simulate/", {"seed": "1"}).status_code == 403
    assert client_for(home).post(f"/api/bb2016/fixtures/{fx.pk}/simulate/", {}, format="json").status_code == 403
    assert not ClassicMatchRecord.objects.exists() and not ResultReport.objects.exists()
    client.force_login(boss)
    assert client.post(f"/bb2016/fixtures/{fx.pk}/simulate/", {"seed": "abc"}).status_code == 302
    again = client.post(f"/bb2016/fixtures/{fx.pk}/simulate/", {"seed": "abc"})  # a double click
    assert again.status_code == 400 and ClassicMatchRecord.objects.count() == 1 and ResultReport.objects.count() == 1


def test_a_season_registering_is_not_simulated(make_user):
    """Only a fixture of the season under way is played by the engine."""
    from .conftest import build

    boss = make_user("reg-boss")
    league = client_for(boss).post("/api/leagues/", {"name": "Reg", "ruleset": "blood_bowl_2016"}, format="json").json()
    a = build(make_user("reg-a"), league["id"], "A", "humans").json()["id"]
    b = build(make_user("reg-b"), league["id"], "B", "orcs").json()["id"]
    fx = Fixture.objects.create(season_id=league["seasons"][0], home_id=a, away_id=b, kind="league")
    response = client_for(boss).post(f"/api/bb2016/fixtures/{fx.pk}/simulate/", {}, format="json")
    assert response.status_code == 400 and not ClassicMatchRecord.objects.exists()


def test_only_a_commissioner_draws_the_playoffs_and_opens_the_next_season(client, bb_season):
    commissioner, league, coaches, _teams, season = bb_season
    client.force_login(coaches[0])
    assert client.post(f"/bb2016/seasons/{season}/", {"action": "playoffs"}).status_code == 403
    assert client.post(f"/bb2016/seasons/{season}/", {"action": "next_season"}).status_code == 403
    client.force_login(commissioner)
    early = client.post(f"/bb2016/seasons/{season}/", {"action": "playoffs"})
    assert early.status_code == 400 and "no result yet" in early.content.decode()
    assert Season.objects.get(pk=season).state == "regular_season"

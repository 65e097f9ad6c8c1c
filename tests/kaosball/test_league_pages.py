"""A commissioner runs a 6-team Kaosball league through the pages (§5): the league form with its settings,
coaches join, the schedule is drawn, a match is reported on its page and confirmed, a Max3 friendly is
arranged, the play-offs are drawn and the championship match is recorded; every page answers."""

import pytest
from django.test import Client

from league.models import Fixture, Season
from matches.models import ResultReport
from tests.kaosball.helpers import TEAM_KEYS, head_to_head

pytestmark = pytest.mark.django_db


def _as(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _report_form(fixture, scores, *, kills=(0, 0)) -> dict:
    form = {}
    for i, (score, k) in enumerate(zip(scores, kills, strict=True)):
        form.update({f"s{i}_score": score, f"s{i}_kills_halftime": 0, f"s{i}_kills": k, f"s{i}_fouls_halftime": 0,
                     f"s{i}_fouls": 0, f"s{i}_out": "", f"s{i}_alliance": ""})
    form.update({"m_mode": "head_to_head", "m_ending": "full_time", "m_sudden_death_periods": 0,
                 "m_tie_die_alliance": ""})
    return form


def test_a_league_through_the_pages(make_user):
    boss = make_user("page-boss")
    commissioner = _as(boss)
    assert commissioner.get("/kaosball/new/").status_code == 200
    response = commissioner.post("/kaosball/new/", {
        "name": "Page Kaos", "setting_league_cash": 10, "setting_match_cash": 12, "setting_active_upgrade_points": 3,
        "setting_upgrade_point_growth": "per_win", "setting_upgrade_point_cap": 12, "setting_auction": "on",
        "setting_keep_purchases": "on", "setting_points_win": 3, "setting_points_draw": 1, "setting_points_loss": 0,
        "setting_level_result": "sudden_death", "setting_playoff_format": "final"})
    assert response.status_code == 302, response.content.decode()[:2000]
    league_url = response["Location"]
    league_id = int(league_url.strip("/").split("/")[-1])
    from league.models import League

    league = League.objects.get(pk=league_id)
    assert league.option("upgrade_point_growth") == "per_win" and league.option("playoff_format") == "final"
    assert _as(boss).get(f"/leagues/{league_id}/").url == league_url  # the core's page sends it on

    users = [make_user(f"page-coach{i}") for i in range(6)]
    for i, user in enumerate(users):
        page = _as(user).get(league_url)
        assert "Join the league" in page.content.decode()
        _as(user).post(f"{league_url}join/", {"team_name": f"Page {i}", "team_key": TEAM_KEYS[i % 4]})
    assert league.teams.count() == 6
    commissioner.post(f"{league_url}start/")
    season = league.seasons.get()
    assert season.state == Season.State.REGULAR_SEASON
    fixtures = list(season.fixtures.filter(kind=Fixture.Kind.LEAGUE).order_by("id"))
    assert len(fixtures) == 30
    coach = {t.pk: u for t, u in zip(league.teams.order_by("name"), users, strict=True)}

    first = fixtures[0]
    page = _as(coach[first.home_id]).get(f"/kaosball/fixtures/{first.pk}/")
    assert "Send the report" in page.content.decode()
    sent = _as(coach[first.home_id]).post(f"/kaosball/fixtures/{first.pk}/report/", _report_form(first, (9, 4)),
                                          follow=True)
    assert "another coach confirms it" in sent.content.decode(), sent.content.decode()
    assert ResultReport.objects.get(fixture=first).sides[0]["score"] == 9
    assert "Confirm" in _as(coach[first.away_id]).get(f"/kaosball/fixtures/{first.pk}/").content.decode()
    _as(coach[first.away_id]).post(f"/kaosball/fixtures/{first.pk}/confirm/")
    first.refresh_from_db()
    assert first.status == Fixture.Status.PLAYED and first.outcome == Fixture.Outcome.HOME_WIN

    # A level result is refused by the rulebook (§23: a sudden-death playoff decides it) and nothing is stored.
    second = fixtures[1]
    refused = _as(coach[second.home_id]).post(f"/kaosball/fixtures/{second.pk}/report/",
                                              _report_form(second, (6, 6)), follow=True)
    assert "§23" in refused.content.decode() and not ResultReport.objects.filter(fixture=second).exists()

    # A Max3 friendly, arranged on the league page by a coach (§5, §26.1).
    teams = list(league.teams.order_by("name"))
    _as(users[0]).post(f"{league_url}friendlies/", {"teams": [t.pk for t in teams[:3]]})
    friendly = season.fixtures.get(kind=Fixture.Kind.FRIENDLY)
    assert [s.team_id for s in friendly.side_rows()] == [t.pk for t in teams[:3]]
    assert "never counts in the league table" in _as(users[0]).get(f"/kaosball/fixtures/{friendly.pk}/").content.decode()

    for fixture in fixtures[1:]:
        kaos_report = head_to_head(fixture, (10, 3))
        from matches.services.results import submit_result

        submit_result(fixture=fixture, user=boss, reason="club night", **kaos_report)
    page = commissioner.get(league_url).content.decode()
    assert "Draw the play-offs" in page
    commissioner.post(f"{league_url}playoffs/")
    final = season.fixtures.get(kind=Fixture.Kind.PLAYOFF)
    decided = commissioner.post(f"/kaosball/fixtures/{final.pk}/decide/", {**_report_form(final, (14, 2)),
                                                                         "reason": "the championship match"})
    assert decided.status_code == 302
    season.refresh_from_db()
    assert season.state == Season.State.CLOSED
    page = commissioner.get(league_url).content.decode()
    assert "Champion" in page and str(final.home) in page
    for team in teams:
        assert _as(users[0]).get(f"/kaosball/teams/{team.pk}/").status_code == 200
    assert _as(users[0]).get(f"/teams/{teams[0].pk}/").url == f"/kaosball/teams/{teams[0].pk}/"

"""The bracket page (and its HTMX fragment) and API; only a commissioner draws, on the page and the API."""

import pytest
from django.test import Client

from league.models import Bracket, PlayoffMatch
from tests import playoff_factories as pf


def finished_season():
    commish, lg, s, (a, b) = pf.regular_season(2)
    ta, tb = pf.teams_of(a), pf.teams_of(b)
    pf.finish_regular_season(s, {ta[0].pk: 9, ta[1].pk: 5, tb[0].pk: 8, tb[1].pk: 4})
    return commish, lg, s, ta, tb


def client_for(user=None):
    c = Client()
    if user is not None:
        c.force_login(user)
    return c


@pytest.mark.django_db
def test_page_shows_the_projection_and_only_the_commissioner_may_draw():
    from league.selectors.dashboard import actions_for_coach

    commish, lg, s, ta, tb = finished_season()
    assert any("draw the play-offs" in a["text"] for a in actions_for_coach(commish))
    page = client_for().get(f"/seasons/{s.pk}/playoffs/")
    assert page.status_code == 200
    assert ta[0].name in page.content.decode() and "Draw the play-offs" not in page.content.decode()
    assert "Draw the play-offs" in client_for(commish).get(f"/seasons/{s.pk}/playoffs/").content.decode()
    coach = ta[0].coach.user
    assert client_for(coach).post(f"/seasons/{s.pk}/playoffs/draw/").status_code == 403
    assert client_for().post(f"/seasons/{s.pk}/playoffs/draw/").status_code == 302  # to the login page
    assert not Bracket.objects.exists()
    response = client_for(commish).post(f"/seasons/{s.pk}/playoffs/draw/")
    assert response.status_code == 302 and Bracket.objects.filter(season=s).exists()


@pytest.mark.django_db
def test_bracket_fills_on_the_page_and_the_htmx_fragment_polls_until_complete():
    commish, lg, s, ta, tb = finished_season()
    client_for(commish).post(f"/seasons/{s.pk}/playoffs/draw/")
    sf1 = PlayoffMatch.objects.get(stage="semi_final", slot=1)
    pf.play(sf1.fixture, sf1.home.team)
    fragment = client_for().get(f"/seasons/{s.pk}/playoffs/", HTTP_HX_REQUEST="true")
    body = fragment.content.decode()
    assert "<html" not in body and 'hx-trigger="every 30s"' in body
    assert "Won on the pitch" in body and sf1.home.team.name in body
    sf2 = PlayoffMatch.objects.get(stage="semi_final", slot=2)
    assert f'href="/matches/fixtures/{sf2.fixture_id}/"' in body  # where the coaches report it
    page = client_for(sf2.home.team.coach.user).get(f"/matches/fixtures/{sf2.fixture_id}/")
    assert page.status_code == 200 and sf2.away.team.name in page.content.decode()
    pf.play(sf2.fixture, sf2.away.team)
    for stage in ("final", "third_place"):
        m = PlayoffMatch.objects.get(stage=stage)
        pf.play(m.fixture, m.home.team)
    body = client_for().get(f"/seasons/{s.pk}/playoffs/").content.decode()
    assert "Champions: <strong>" in body and "100,000 gp" in body and "every 30s" not in body


@pytest.mark.django_db
def test_api_reads_for_everyone_and_draws_for_the_commissioner_only():
    commish, lg, s, ta, tb = finished_season()
    url = f"/api/seasons/{s.pk}/bracket/"
    assert client_for().get(url).json()["drawn"] is False
    assert client_for().post(url).status_code == 401  # no credentials
    assert client_for(ta[0].coach.user).post(url).status_code == 403
    response = client_for(commish).post(url)
    assert response.status_code == 201
    data = response.json()
    assert [m["stage"] for m in data["matches"]] == ["semi_final", "semi_final", "final", "third_place"]
    assert client_for(commish).post(url).status_code == 400

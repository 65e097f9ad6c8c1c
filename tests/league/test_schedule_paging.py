"""The schedule page shows six rounds a division at a time (issue #21: a 64-team season is 63 rounds, over
400 KB on one page). "More rounds" is a link to the next page that works without JavaScript; with HTMX the
same address answers the next rounds alone, appended in place."""

import pytest
from django.test import Client
from django.urls import reverse

from league.models import Round
from league.services.schedule import generate_schedule
from tests import schedule_factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def season_of_8():
    """8 teams: 14 rounds (each pair twice), so three pages of rounds."""
    commish = f.user()
    lg = f.league(commissioner=commish)
    season = f.season(lg)
    division = f.division(season, teams=8)
    generate_schedule(season=season, user=commish)
    return commish, season, division


def url(season):
    return reverse("schedule:season", args=[season.pk])


def test_the_first_page_has_six_rounds_and_a_more_link(season_of_8):
    _, season, division = season_of_8
    html = Client().get(url(season)).content.decode()
    assert html.count('class="card round"') == 6
    more = f'{url(season)}?division={division.pk}&amp;from=7'
    assert f'href="{more}#division-{division.pk}"' in html and f'hx-get="{more}"' in html


def test_htmx_gets_the_next_rounds_alone_with_the_next_button(season_of_8):
    _, season, division = season_of_8
    r = Client().get(url(season), {"division": division.pk, "from": 7}, HTTP_HX_REQUEST="true")
    html = r.content.decode()
    assert r.status_code == 200 and "<html" not in html
    assert html.count('class="card round"') == 6 and "Round 7<" in html and "Round 12<" in html
    assert "from=13" in html
    last = Client().get(url(season), {"division": division.pk, "from": 13}, HTTP_HX_REQUEST="true").content.decode()
    assert last.count('class="card round"') == 2 and "More rounds" not in last


def test_without_javascript_the_link_is_a_whole_page_with_a_way_back(season_of_8):
    _, season, division = season_of_8
    html = Client().get(url(season), {"division": division.pk, "from": 13}).content.decode()
    assert "<html" in html and "Round 13<" in html and "Round 14<" in html and "Round 1<" not in html
    assert f"?division={division.pk}&amp;from=7" in html  # earlier rounds


@pytest.mark.parametrize("query", [{"division": "x"}, {"division": "1", "from": "junk"}, {"from": "-4"}])
def test_an_unreadable_page_is_the_first_page(season_of_8, query):
    _, season, _ = season_of_8
    r = Client().get(url(season), query)
    assert r.status_code == 200 and "Round 1<" in r.content.decode()


def test_htmx_for_a_division_of_another_season_is_a_404(season_of_8):
    _, season, _ = season_of_8
    other = f.division(f.season(f.league()), teams=2)
    assert Client().get(url(season), {"division": other.pk}, HTTP_HX_REQUEST="true").status_code == 404


def test_a_deadline_moved_or_refused_on_a_later_round_shows_that_round(season_of_8):
    commish, season, division = season_of_8
    rnd = Round.objects.get(division=division, number=10)
    client = Client()
    client.force_login(commish)
    refused = client.post(reverse("schedule:move-deadline", args=[rnd.pk]),
                          {"deadline": "2001-02-03T10:00", "reason": "Snowed in"})
    assert refused.status_code == 400 and 'value="Snowed in"' in refused.content.decode()
    moved = client.post(reverse("schedule:move-deadline", args=[rnd.pk]),
                        {"deadline": "2099-02-03T10:00", "reason": "Snowed in"})
    assert moved["Location"] == f"{url(season)}?division={division.pk}&from=7#round-{rnd.pk}"
    assert "Round 10<" in client.get(moved["Location"]).content.decode()

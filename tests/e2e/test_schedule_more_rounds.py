"""In a real browser, "More rounds" appends the next six rounds in place (HTMX), and the URL stays the page's;
the link is a plain href too, for a browser without JavaScript (tests/league/test_schedule_paging.py)."""

import pytest

from league.services.schedule import generate_schedule
from tests import schedule_factories as f

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_more_rounds_appends_the_next_rounds_in_place(page):
    commish = f.user("more-commish")
    lg = f.league(commissioner=commish)
    season = f.season(lg)
    f.division(season, teams=8)  # 14 rounds: three pages
    generate_schedule(season=season, user=commish)
    url = page.base_url + f"/seasons/{season.pk}/schedule/"
    page.goto(url)
    rounds = page.locator("article.round")
    assert rounds.count() == 6
    page.get_by_text("More rounds").click()
    page.wait_for_function("document.querySelectorAll('article.round').length === 12")
    assert page.url == url and page.locator("h3", has_text="Round 12").count() == 1
    page.get_by_text("More rounds").click()
    page.wait_for_function("document.querySelectorAll('article.round').length === 14")
    assert page.get_by_text("More rounds").count() == 0

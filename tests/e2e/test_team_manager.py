"""Team Manager in a browser, at phone width (390 px) and on a desktop: a manager enters a week, another
confirms it, and the matchup scoring helper scores §12.5's example through HTMX; no page scrolls sideways."""

import pytest

from games.team_manager import services
from games.team_manager.models import Week
from tests.team_manager.helpers import league_of_managers

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def _fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def _season(make_user):
    league, boss, m = league_of_managers(make_user)
    ann, bob, cy = m["ann"][1], m["bob"][1], m["cy"][1]
    game = services.start_game(by=boss, league=league, seats=[(ann, "humans"), (bob, "orcs"), (cy, "chaos")])
    return league, game, m


def test_a_week_entered_and_confirmed_on_a_phone(page, make_user, login_in_browser):
    league, game, m = _season(make_user)
    (ann_user, ann), (bob_user, _) = m["ann"], m["bob"]
    login_in_browser(ann_user.username)
    page.goto(f"{page.base_url}/team-manager/games/{game.fixture_id}/")
    assert _fits(page)
    page.fill(f"input[name=m{ann.pk}_fans_gained]", "3")
    page.fill(f"input[name=m{ann.pk}_star_players]", "1")
    page.click("text=Enter the week")
    assert "the other managers confirm it" in page.inner_text(".messages")

    page.context.clear_cookies()
    login_in_browser(bob_user.username)
    page.goto(f"{page.base_url}/team-manager/games/{game.fixture_id}/")
    page.click("button:has-text('Confirm week 1')")
    assert "Week 1 confirmed" in page.inner_text(".messages")
    assert Week.objects.get().confirmations.count() == 1
    assert _fits(page)
    page.goto(f"{page.base_url}/team-manager/{league.pk}/")
    assert _fits(page) and "Series table" in page.inner_text("main")


@pytest.mark.parametrize("width", [390, 1280])
def test_the_scoring_helper_at_phone_and_desktop_width(browser, live_server, width):
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        page.goto(f"{live_server.url}/team-manager/helper/")
        assert _fits(page)
        page.fill("input[name=s0_name]", "Chaos")
        page.fill("input[name=s0p0_power]", "3")
        page.select_option("select[name=s0p0_t0]", "power_3")
        page.fill("input[name=s0p1_power]", "2")
        page.select_option("select[name=s0p1_t0]", "fan_frenzy_1")
        page.select_option("select[name=s0p1_t1]", "ejection")
        page.fill("input[name=s1_name]", "Humans")
        page.fill("input[name=s1_zone]", "1")
        page.fill("input[name=s1p0_power]", "2")
        page.fill("input[name=s1p1_power]", "2")
        page.fill("input[name=s1p1_fans]", "1")
        page.check("input[name=ball][value=s1p1]")
        page.fill("input[name=central]", "2")
        page.click("text=Score the matchup")
        page.wait_for_selector("#tm-helper-result table")
        result = page.inner_text("#tm-helper-result")
        assert "Humans" in result and "win" in result and "ejected" in result
        assert page.url.endswith("/team-manager/helper/")  # swapped in by HTMX, the form kept its values
        assert page.input_value("input[name=s0p0_power]") == "3"
        assert _fits(page)
    finally:
        context.close()

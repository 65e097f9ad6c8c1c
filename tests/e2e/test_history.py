"""The hall of fame, a team's history and a season's chart in a real browser, at 390 px (a phone) and
1280 px (a desktop): nothing scrolls sideways, the chart fits its page, and screenshots are kept under
var/screenshots/ (gitignored; CI keeps them as artefacts)."""

from pathlib import Path

import pytest

from league.models import Season
from tests import playoff_factories as pf

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"


@pytest.mark.parametrize("width", [390, 1280])
def test_hall_of_fame_team_history_and_chart(browser, live_server, width):
    _c, lg, s, ta, tb, _bracket = pf.finished_playoffs()
    Season.objects.filter(pk=s.pk).update(state=Season.State.CLOSED)
    SHOTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    try:
        page.goto(live_server.url + f"/leagues/{lg.pk}/history/")
        assert ta[0].name in page.locator("#champions").inner_text()
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        page.screenshot(path=str(SHOTS / f"hall_of_fame_{width}.png"), full_page=True)

        page.click(f"#champions a:has-text('{ta[0].name}')")  # from the hall of fame to the champion's history
        page.wait_for_url(f"**/teams/{ta[0].pk}/history/")
        assert "(8-0-0)" in page.locator("#team-record").inner_text()
        assert page.locator("#team-matches tbody tr").count() == 8
        score = page.locator("#team-matches th").last.bounding_box()  # the score column is on screen, not clipped
        assert score["x"] + score["width"] <= width
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        page.screenshot(path=str(SHOTS / f"team_history_{width}.png"), full_page=True)

        page.goto(live_server.url + f"/seasons/{s.pk}/history/")
        chart = page.locator("svg.chart").first
        box = chart.bounding_box()
        assert 0 < box["width"] <= width and box["height"] > 100
        # the legend's text is drawn at a size a phone can read (at least 9 CSS px)
        size = page.evaluate("""() => { const t = document.querySelector('svg.chart text');
                                         return t.getBoundingClientRect().height; }""")
        assert size >= 9
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        page.screenshot(path=str(SHOTS / f"points_race_{width}.png"), full_page=True)
    finally:
        context.close()

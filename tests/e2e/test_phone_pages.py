"""Issue 19: the pages a coach uses at the table work on a 390 px phone: the team wizard (its total stays in
view while the coach scrolls through the positions), the roster, the confirm page and the post-match
advancements. Nothing runs off the screen sideways and the key columns are in view; screenshots go to
var/screenshots/ (kept as CI artefacts)."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from league.models import Fixture, Player, Season
from league.services.leagues import create_league
from league.services.schedule import generate_schedule
from tests import postmatch_factories as pf
from tests import schedule_factories as f

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"
WIDTH = 390


def _shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}_390.png"), full_page=True)


def _no_sideways_scroll(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH


def _on_screen_horizontally(locator) -> None:
    box = locator.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= WIDTH + 1, box


def _in_viewport(page, locator) -> None:
    box = locator.bounding_box()
    height = page.evaluate("window.innerHeight")
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= height + 1, box


def test_the_wizard_total_stays_in_view_on_a_phone(page, make_user, login_in_browser):
    league = create_league(by=make_user("phone-commish"), name="Phone League")
    make_user("phone-coach")
    login_in_browser("phone-coach")
    page.goto(f"{page.base_url}/leagues/{league.pk}/teams/new/?college=fire")
    page.fill("#team-name", "Pocket Blazers")
    page.fill("#hire-dwarf_blocker_lineman", "7")
    expect(page.locator("#wizard-cost")).to_have_text("490,000")
    # At the top of the positions and again at the re-rolls at the bottom, the total is on the screen.
    page.locator("#hire-dwarf_blitzer").scroll_into_view_if_needed()
    _in_viewport(page, page.locator("#wizard-cost"))
    page.fill("#hire-rerolls", "9")
    expect(page.locator("#wizard-breaches")).to_contain_text("0-8 team re-rolls; this team buys 9 (§4.6)")
    expect(page.locator("#wizard-cost")).to_have_text("940,000")
    page.evaluate("window.scrollTo(0, 0)")
    _in_viewport(page, page.locator("#wizard-cost"))
    _on_screen_horizontally(page.locator("#wizard-remaining"))
    _no_sideways_scroll(page)
    _shot(page, "wizard")


def test_the_confirm_page_fits_a_phone(page, login_in_browser):
    commish = f.user("phone-commish2")
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).select_related(
        "home__coach__user", "away__coach__user").first()
    scorer = fx.home.players.order_by("number").first()

    login_in_browser(fx.home.coach.user.username)
    page.goto(page.base_url + fx.get_absolute_url())
    page.click("text=Report this match")
    page.select_option("select[name=outcome]", "home_win")
    page.select_option("select[name=finish]", "touchdown")
    page.select_option("select[name=scorer]", str(scorer.pk))
    _no_sideways_scroll(page)
    page.click("text=Send the report")
    expect(page.locator(".messages")).to_contain_text("Report sent")

    page.context.clear_cookies()
    login_in_browser(fx.away.coach.user.username)
    page.goto(page.base_url + fx.get_absolute_url())
    confirm = page.locator("text=Confirm: this is what happened")
    _on_screen_horizontally(confirm)
    _no_sideways_scroll(page)
    _shot(page, "confirm")


def test_the_roster_and_the_advancement_page_fit_a_phone(page, make_user, login_in_browser):
    coach = make_user("phone-pm-coach")
    fx, report = pf.played_for(coach, hurt=2)
    star = pf.numbered(fx.home, 4)
    Player.objects.filter(pk=star.pk).update(spp=6)
    login_in_browser("phone-pm-coach")
    page.goto(f"{page.base_url}/teams/{fx.home.pk}/")
    roster = page.locator("table.roster")
    expect(roster).to_be_visible()
    for heading in ("#", "Name", "Position"):  # the columns a coach reads first are on the screen
        _on_screen_horizontally(roster.locator("thead th", has_text=heading).first)
    _no_sideways_scroll(page)
    _shot(page, "roster")

    page.goto(f"{page.base_url}/postmatch/{report.fixture_id}/")
    page.click(f"#team-{fx.home.pk} >> text=Take advancements")
    button = page.locator(f"#player-{star.pk} >> button:has-text('Random Primary')")
    expect(button).to_be_visible()
    _on_screen_horizontally(button)
    _no_sideways_scroll(page)
    _shot(page, "advancement")

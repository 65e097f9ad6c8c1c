"""A Swiss tournament in the browser: the organiser creates it and starts it on a desktop window (1280 px),
coaches register and report on a phone (390 px); the other coach confirms, the organiser pairs round 2, and the
live table shows the points. Nothing overflows the phone's width; screenshots go to var/screenshots/."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from league.models import Fixture
from tournaments.models import Tournament

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"


def _login(page, username: str) -> None:
    page.context.clear_cookies()
    page.goto(page.base_url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "a-long-pass-phrase")
    page.click("form.form button[type=submit]")
    page.wait_for_url(page.base_url + "/")


def _fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_an_organiser_and_four_coaches_run_a_swiss_round(page, browser, live_server, make_user):
    SHOTS.mkdir(parents=True, exist_ok=True)
    make_user("organiser")
    coaches = [make_user(f"player{i}") for i in range(4)]
    desktop_context = browser.new_context(viewport={"width": 1280, "height": 900})
    desktop = desktop_context.new_page()
    desktop.set_default_timeout(15_000)
    desktop.base_url = live_server.url
    try:
        _login(desktop, "organiser")
        desktop.goto(desktop.base_url + "/tournaments/new/")
        desktop.fill("input[name=name]", "Browser Open")
        desktop.select_option("select[name=ruleset]", "dungeon_bowl")
        desktop.select_option("select[name=points]", "2-1-0")
        desktop.fill("input[name=rounds]", "2")
        desktop.click("form.form button[type=submit]")
        expect(desktop.locator("h1")).to_have_text("Browser Open")
        tournament = Tournament.objects.get(league__name="Browser Open")

        for i, coach in enumerate(coaches):  # each coach registers on the phone
            _login(page, coach.username)
            page.goto(page.base_url + f"/tournaments/{tournament.pk}/")
            page.fill("input[name=name]", f"Phone Team {i}")
            page.select_option("select[name=roster]", "fire")
            page.click("text=Register my team")
            expect(page.locator(".message").first).to_contain_text("registered")
        assert _fits(page)

        desktop.goto(desktop.base_url + f"/tournaments/{tournament.pk}/")
        desktop.click("text=Organiser: close registration and start")
        expect(desktop.locator("h2", has_text="Round 1")).to_be_visible()
        desktop.screenshot(path=str(SHOTS / "tournament_desktop.png"), full_page=True)

        fixture = Fixture.objects.filter(season__league=tournament.league).order_by("pk").first()
        home = next(c for c in coaches if c.coach.pk == fixture.home.coach_id)
        away = next(c for c in coaches if c.coach.pk == fixture.away.coach_id)
        _login(page, home.username)
        page.goto(page.base_url + f"/tournaments/{tournament.pk}/")
        assert _fits(page)
        page.screenshot(path=str(SHOTS / "tournament_phone.png"), full_page=True)
        page.click(f"a[href='/tournaments/games/{fixture.pk}/']")
        page.fill("input[name=s0_score]", "2")
        page.fill("input[name=s1_score]", "0")
        page.click("text=Send the report")
        expect(page.locator(".message").first).to_contain_text("Report sent")
        assert _fits(page)

        _login(page, away.username)
        page.goto(page.base_url + f"/tournaments/games/{fixture.pk}/")
        page.click("button:has-text('Confirm')")
        expect(page.locator(".message").first).to_contain_text("Result confirmed")
        page.goto(page.base_url + f"/tournaments/{tournament.pk}/")
        first_row = page.locator("#live-table tbody tr").first
        expect(first_row).to_contain_text(fixture.home.name)
        expect(first_row).to_contain_text("2")  # NAF: 2 points for the win
        page.screenshot(path=str(SHOTS / "tournament_phone_table.png"), full_page=True)
        assert _fits(page)

        # The organiser records the other game, then pairs round 2.
        other = Fixture.objects.filter(season__league=tournament.league).exclude(pk=fixture.pk).get()
        desktop.goto(desktop.base_url + f"/tournaments/games/{other.pk}/")
        desktop.click("text=Organiser: record the result")
        desktop.fill("details input[name=s0_score]", "1")
        desktop.fill("details input[name=s1_score]", "1")
        desktop.fill("details textarea[name=reason]", "Table 2 handed in a paper slip")
        desktop.click("details button:has-text('Record the result')")
        expect(desktop.locator(".message").first).to_contain_text("Result recorded")
        desktop.goto(desktop.base_url + f"/tournaments/{tournament.pk}/")
        desktop.click("text=Organiser: pair the next round")
        expect(desktop.locator("h2", has_text="Round 2")).to_be_visible()
    finally:
        desktop_context.close()

"""Issue 4: in a real (phone-sized) headless Chromium, a coach builds a legal team through the wizard,
watching the budget update live (HTMX), and sees it on the roster page."""

import re

import pytest
from playwright.sync_api import expect

from league.services.leagues import create_league

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_coach_builds_a_legal_team_through_the_wizard(page, make_user, login_in_browser):
    league = create_league(by=make_user("e2e-commish"), name="Browser League")
    make_user("e2e-coach")
    login_in_browser("e2e-coach")

    page.goto(f"{page.base_url}/leagues/{league.pk}/")
    page.click("text=Create a team")
    page.check("input[name=college][value=fire]")
    page.click("text=Next: hire players")
    # Live summary: each change re-renders the HTMX fragment with the budget and the broken rules
    # (before the team has a name: the live check must not wait for the form to be complete).
    page.fill("#hire-dwarf_blitzer", "3")
    page.wait_for_selector("#wizard-breaches >> text=0-2 Blitzers")
    expect(page.locator("#wizard-cost")).to_have_text("240,000")
    page.fill("#team-name", "Browser Blazers")
    page.fill("#hire-dwarf_blitzer", "2")
    page.fill("#hire-troll_slayer", "2")
    page.fill("#hire-dwarf_blocker_lineman", "7")
    page.fill("#hire-rerolls", "2")
    # Each change sends its own HTMX request: wait for the fragment of the last one, not the first "ok".
    expect(page.locator("#wizard-cost")).to_have_text("940,000")
    expect(page.locator("#wizard-remaining")).to_have_text("60,000")
    page.wait_for_selector("#wizard-ok")

    page.click("button[value=create]")
    page.wait_for_url(re.compile(r".*/teams/\d+/$"))
    assert page.inner_text("h1") == "Browser Blazers"
    roster = page.inner_text("table.roster")
    assert roster.count("\tDwarf Blitzer\t") == 2 and roster.count("\tTroll Slayer\t") == 2  # the Position column
    assert page.inner_text("#team-tv") == "940,000"
    assert page.inner_text("#team-treasury") == "60,000"

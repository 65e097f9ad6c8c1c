"""§9 in a real headless Chromium, phone (390 px) and desktop: a coach builds an exhibition team, watching the gold
and SPP that would be lost update live, and sees it on the roster page with an empty treasury (§9.1)."""

import re

import pytest
from playwright.sync_api import expect

from league.services.leagues import create_league

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [390, 1280])
def test_a_coach_builds_an_exhibition_team(page, make_user, login_in_browser, width):
    page.set_viewport_size({"width": width, "height": 900})
    league = create_league(by=make_user(f"ex-boss-{width}"), name=f"Exhibition {width}", ruleset="dungeon_bowl",
                           settings={"exhibition_play": True})
    make_user(f"ex-coach-{width}")
    login_in_browser(f"ex-coach-{width}")
    page.goto(f"{page.base_url}/leagues/{league.pk}/teams/new/?college=fire")
    page.fill("#team-name", "Exhibition Blazers")
    page.fill("#hire-dwarf_blitzer", "2")
    page.fill("#hire-dwarf_runner", "2")
    page.fill("#hire-dwarf_blocker_lineman", "7")
    page.fill("#hire-rerolls", "2")
    page.fill("#induce-bright_wizard", "1")
    page.fill("input[name=adv_player_0]", "1")
    page.fill("input[name=adv_skill_0]", "Wrestle")
    expect(page.locator("#exhibition-spent")).to_have_text("1,020,000")
    expect(page.locator("#exhibition-spp")).to_have_text("6")
    expect(page.locator("#exhibition-warnings")).to_contain_text("130,000 gp left unspent will be lost")
    page.wait_for_selector("#exhibition-ok")
    # nothing sticks out of a phone's width
    assert page.evaluate("document.documentElement.scrollWidth") <= max(width, page.evaluate("window.innerWidth")) + 1
    page.click("button[value=create]")
    page.wait_for_url(re.compile(r".*/teams/\d+/$"))
    assert page.inner_text("h1") == "Exhibition Blazers"
    assert page.inner_text("#team-treasury") == "0"

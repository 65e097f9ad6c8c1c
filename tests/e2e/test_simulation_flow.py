"""On a phone: the commissioner simulates the rest of the season from the schedule page, watches the
progress, and steps through a simulated match's replay (issue 10; the player of issue 22)."""

import re

import pytest

from league.models import Fixture, Season
from league.services.schedule import generate_schedule
from tests import postmatch_factories as pf
from tests import schedule_factories as f

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_commissioner_simulates_the_season_and_replays_a_match(page, login_in_browser):
    commish = f.user("sim-commish")
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=0)
    for _ in range(4):
        d.teams.add(pf.team(lg))
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)

    login_in_browser("sim-commish")
    page.goto(page.base_url + f"/seasons/{s.pk}/schedule/")
    page.click("text=Simulate fixtures with the match engine")
    page.click("text=Simulate the rest of the season")
    # The 12 matches are simulated and post-processed inside the request (eager mode): on a loaded machine that
    # outlasts the default 15 s.
    page.wait_for_selector("#simulation-progress >> text=12 of 12", timeout=90_000)
    assert page.locator("#simulation-progress progress").get_attribute("value") == "12"
    assert Fixture.objects.filter(season=s, status=Fixture.Status.PLAYED).count() == 12

    page.locator("#simulation-progress a", has_text="replay").first.click()
    page.wait_for_selector("svg circle")
    page.wait_for_selector("[data-replay-controls]:not([hidden])")  # the replay player (issue 22)
    assert "step 0 /" in page.inner_text(".replay-count")
    page.click("[data-replay-action=next]")
    page.wait_for_selector('#replay-player[data-board-step="1"]')  # the board of step 1, fetched as HTMX's fragment
    assert "step 1 /" in page.inner_text(".replay-count")
    page.keyboard.press("End")
    page.wait_for_selector("[data-replay-now] >> text=Match over")
    # The last step's board is fetched and swapped in after the step's text: measure that board, not the one leaving.
    last = re.search(r"/\s*(\d+)", page.inner_text(".replay-count")).group(1)
    page.wait_for_selector(f'#replay-player[data-board-step="{last}"]')
    # The dungeon fits the phone's screen.
    box = page.locator("#replay svg").bounding_box()
    assert box["width"] <= 390

"""§10.2 the 2494 Final through the pages, on a phone (390 px) and on a desktop (1280 px): after a finished
season's play-offs the commissioner's dashboard offers the Final; the commissioner schedules it, a coach of the
league takes the Emerald Crusaders from his own dashboard, the commissioner takes the Black Widows and has the
match engine play it; the result, the Final's highlights and the replay show on its page, stepped with HTMX."""

import pytest

from games.dungeon_bowl.models import FinalMatch
from tests import playoff_factories as pf

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [390, 1280])
def test_schedule_take_sides_play_and_replay_the_final(page, login_in_browser, width):
    page.set_viewport_size({"width": width, "height": 900})
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    assert bracket.is_complete

    login_in_browser(commish.username)
    page.goto(page.base_url + "/dashboard/")
    page.click("text=play the 2494 Final (§10.2)")
    page.click("button:has-text('Schedule the 2494 Final')")
    final = FinalMatch.objects.get(league=lg)
    page.wait_for_url(f"**/finals/{final.pk}/")
    assert "Scheduled" in page.inner_text("#final-status")

    page.context.clear_cookies()
    coach = ta[0].coach.user
    login_in_browser(coach.username)
    page.goto(page.base_url + "/dashboard/")
    page.click("text=take a side in the 2494 Final (§10.2)")
    page.click("button:has-text('Coach The Emerald Crusaders')")
    assert "You coach this side of the Final." in page.inner_text(".messages")
    assert coach.username in page.inner_text("#side-life")
    assert page.locator("button:has-text('Coach The Black Widows')").count() == 0  # one side per coach

    page.context.clear_cookies()
    login_in_browser(commish.username)
    page.goto(page.base_url + f"/finals/{final.pk}/")
    page.click("button:has-text('Coach The Black Widows')")
    page.click("button:has-text('Play the Final with the match engine')")
    page.wait_for_selector("#final-result")
    final.refresh_from_db()
    assert final.status == "played" and final.how == "simulated"
    assert final.get_outcome_display() in page.inner_text("#final-result")
    assert "Match over" in page.inner_text(".final-highlights")

    page.click("[data-replay-action=next]")  # the replay player (issue 22)
    page.wait_for_selector('#replay-player[data-board-step="1"]')
    assert "step 1 /" in page.inner_text(".replay-count")
    page.keyboard.press("End")
    page.wait_for_selector("[data-replay-now] >> text=Match over")
    # nothing scrolls sideways; the dungeon fits the window
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # The last step's board is fetched and swapped in after the step list moves: measure it once it is there.
    page.wait_for_function("() => { const r = document.getElementById('replay-player');"
                           " return r.dataset.boardStep === r.dataset.last; }")
    assert page.locator("#replay svg").bounding_box()["width"] <= width

"""Issue 6: in a real headless Chromium, a coach opens the post-match page of a played match and takes
a random skill and a characteristic improvement; the HTMX row shows the new skill and the server's dice."""

import pytest

from league.models import Advancement, Player
from tests import postmatch_factories as pf

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_coach_takes_advancements_on_the_post_match_page(page, make_user, login_in_browser):
    coach = make_user("pm-coach")
    fx, report = pf.played_for(coach, hurt=2)
    star, veteran = pf.numbered(fx.home, 4), pf.numbered(fx.home, 5)
    Player.objects.filter(pk=star.pk).update(spp=3)
    Player.objects.filter(pk=veteran.pk).update(spp=18)
    login_in_browser("pm-coach")

    page.goto(f"{page.base_url}/postmatch/{report.fixture_id}/")
    assert "Winnings" in page.inner_text("main")
    page.click(f"#team-{fx.home.pk} >> text=Take advancements")
    assert "must spend" in page.inner_text("#finish-step")  # the veteran's 18 SPP (§7.3.3)
    # Count the refreshes of the finish box, so each action's follow-up GET is done before the next click.
    page.evaluate("""document.body.addEventListener('htmx:afterSettle', e => {
        if (e.target.id === 'finish-step') window.finishRefreshes = (window.finishRefreshes || 0) + 1; })""")

    page.click(f"#player-{star.pk} >> button:has-text('Random Primary')")
    page.wait_for_selector(f"#player-{star.pk} >> text=Dice:")
    page.wait_for_function("window.finishRefreshes >= 1")
    skill = Advancement.objects.get(player=star).skill
    assert skill in page.inner_text(f"#player-{star.pk}")

    page.click(f"#player-{veteran.pk} >> button:has-text('Random characteristic')")
    page.wait_for_selector(f"#player-{veteran.pk} >> text=D16 rolled")
    page.wait_for_function("window.finishRefreshes >= 2")
    page.click(f"#player-{veteran.pk} form >> button[name=characteristic] >> nth=0")
    page.wait_for_function(f"!document.querySelector('#player-{veteran.pk}').innerText.includes('D16 rolled')")
    page.wait_for_function("window.finishRefreshes >= 3")
    assert Advancement.objects.get(player=veteran).kind == "characteristic"
    # The "must spend" warning for the veteran (18 SPP) went away without a reload.
    assert "must spend" not in page.inner_text("#finish-step")
    page.screenshot(path="/tmp/postmatch_advancements.png", full_page=True)

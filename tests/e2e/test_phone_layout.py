"""On a 390 px phone, forms with long choices stay on the screen and checkboxes are big enough to tap."""

import pytest

from league.models import Season
from league.services.schedule import generate_schedule
from tests import postmatch_factories as pf
from tests import schedule_factories as f

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_simulate_page_and_league_form_fit_a_phone(page, login_in_browser):
    commish = f.user("phone-commish")
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=0)
    for name in ("The Extremely Long-Named Cinder Hammers", "Sky Raiders of the Far Dungeon", "Grave Diggers", "Rats"):
        t = pf.team(lg)
        t.name = name
        t.save(update_fields=["name"])
        d.teams.add(t)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)

    login_in_browser("phone-commish")
    page.goto(page.base_url + f"/seasons/{s.pk}/simulate/")
    # The one-fixture select holds the longest names; the whole page must not scroll sideways.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.goto(page.base_url + "/leagues/new/")
    box = page.locator("input[name=sponsors_enabled]").bounding_box()
    assert box["width"] >= 20 and box["height"] >= 20

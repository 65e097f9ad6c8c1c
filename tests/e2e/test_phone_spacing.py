"""On a 390 px phone the fixture page's Confirm button stands clear of the report table, and the
post-match advancements table scrolls inside its own box while the page itself stays on the screen."""

import pytest

from games.dungeon_bowl.models import MatchReport
from league.models import Player
from tests import postmatch_factories as pf
from tests import schedule_factories as f

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_confirm_button_does_not_touch_the_report_table(page, login_in_browser):
    fx = pf.match()
    away_coach = f.user("phone-away")
    fx.away.coach = away_coach.coach
    fx.away.save()
    report = pf.report(fx, lines=[{"player": pf.numbered(fx.away, 3), "pass_completions": 1}])
    MatchReport.objects.filter(pk=report.pk).update(status=MatchReport.Status.PENDING, submitted_side="home")

    login_in_browser("phone-away")
    page.goto(f"{page.base_url}/matches/fixtures/{fx.pk}/")
    button = page.locator("button:has-text('Confirm: this is what happened')").bounding_box()
    table = page.locator(".table-wrap").last.bounding_box()
    assert button["y"] - (table["y"] + table["height"]) >= 8  # a thumb's gap, not touching
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_the_advancements_table_fits_a_phone_one_card_per_player(page, login_in_browser):
    coach = f.user("phone-pm")
    fx, _ = pf.played_for(coach)
    Player.objects.filter(pk=pf.numbered(fx.home, 4).pk).update(spp=18)  # a row full of advancement forms

    login_in_browser("phone-pm")
    page.goto(f"{page.base_url}/postmatch/{fx.pk}/{fx.home.pk}/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    wrap = page.locator(".table-wrap").first.bounding_box()
    assert wrap["x"] >= 0 and wrap["x"] + wrap["width"] <= 390
    # Issue 19: the rows stack into cards, so the advancement buttons sit on the screen instead of in a
    # box that scrolls sideways.
    table = page.locator(".table-wrap table").first.bounding_box()
    assert table["width"] <= wrap["width"] + 1
    button = page.locator("button:has-text('Random characteristic')").first.bounding_box()
    assert button["x"] >= 0 and button["x"] + button["width"] <= 391

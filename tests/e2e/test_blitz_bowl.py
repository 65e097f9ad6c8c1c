"""Blitz Bowl on a phone-sized browser: a coach reports a game, the opponent confirms, the trait
rolled is on the Coach Roster and can be marked used; no page scrolls sideways."""

import pytest

from games.blitz_bowl import services as blitz
from games.blitz_bowl.models import CoachTrait
from league.models import Fixture
from tests.league.blitz_helpers import make_blitz_league

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def _fits_the_phone(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_report_confirm_and_mark_a_trait_on_a_phone(page, make_user, login_in_browser):
    _, league, users, teams = make_blitz_league(make_user, 3)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])

    login_in_browser(users[0].username)
    page.goto(f"{page.base_url}/blitz/{league.pk}/")
    assert _fits_the_phone(page)
    page.goto(f"{page.base_url}/blitz/fixtures/{game.pk}/")
    assert _fits_the_phone(page)
    page.fill("input[name=home_touchdowns]", "2")
    page.fill("input[name=away_touchdowns]", "1")
    page.fill("input[name=home_injuries_caused]", "1")
    page.click("text=Send the report")
    assert "your opponent confirms it" in page.inner_text(".messages")

    page.context.clear_cookies()
    login_in_browser(users[1].username)
    page.goto(f"{page.base_url}/blitz/fixtures/{game.pk}/")
    page.click("button:has-text('Confirm')")
    assert "Result confirmed" in page.inner_text(".messages")
    assert Fixture.objects.get(pk=game.pk).status == "played"

    page.goto(f"{page.base_url}/blitz/teams/{teams[1].pk}/")
    assert _fits_the_phone(page)
    trait = CoachTrait.objects.get(team=teams[1])
    assert not trait.awaiting_choice  # a first roll is never a duplicate
    assert trait.info.name in page.inner_text(".traits")
    page.click(".traits button:has-text('Mark used')")
    assert CoachTrait.objects.get(pk=trait.pk).used_this_game

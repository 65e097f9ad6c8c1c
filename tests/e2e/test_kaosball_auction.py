"""The pre-game auction of a Kaosball league match, live between two coaches on two browsers (§27): the home
coach on a phone (390 px), the away coach on a desktop window; each sees the other's bids within a poll
(~2 s) without reloading, and the tile auction, the ringer auction and the secret choices run to the end."""

import re

import pytest
from playwright.sync_api import expect

from engine.dice import Dice
from games.kaosball import auction_services
from games.kaosball.models import Auction, Holdings
from league.models import Fixture
from tests.kaosball.helpers import coach_of, make_league

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# The home team takes the first-player marker; the reveals take each pool's first card: tiles brick, brick,
# celerity, enforcement, enforcement, hardy; ringers Cretin, Macho Libre, Panda Monium, Panther, T-Bone.
FORCED = (1, *[1] * 6, *[1] * 5)


def _login(page, username: str) -> None:
    page.goto(page.base_url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "a-long-pass-phrase")
    page.click("form.form button[type=submit]")
    page.wait_for_url(page.base_url + "/")


def _fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")


def test_two_coaches_hold_the_auction_on_two_browsers(page, browser, live_server, make_user, monkeypatch):
    monkeypatch.setattr(auction_services, "new_dice", lambda: Dice.forcing(*FORCED))
    _, league, users, teams = make_league(make_user, 4, prefix="e2e")
    fixture = league.seasons.get().fixtures.filter(kind=Fixture.Kind.LEAGUE).order_by("id").first()
    home_user = coach_of(fixture, users, teams, fixture.home_id)
    away_user = coach_of(fixture, users, teams, fixture.away_id)
    url = f"/kaosball/fixtures/{fixture.pk}/auction/"

    phone = page  # 390 px wide
    desktop_context = browser.new_context(viewport={"width": 1280, "height": 900})
    desktop = desktop_context.new_page()
    desktop.set_default_timeout(15_000)
    desktop.base_url = live_server.url
    try:
        _login(phone, home_user.username)
        _login(desktop, away_user.username)
        phone.goto(phone.base_url + f"/kaosball/fixtures/{fixture.pk}/")
        phone.click("text=Pre-game auction (§27)")
        phone.click("button:has-text('Open the auction')")
        expect(phone.locator("#auction")).to_contain_text("Upgrade-tile auction")
        assert _fits(phone)

        desktop.goto(desktop.base_url + url)
        expect(desktop.locator(".waiting")).to_contain_text(f"Waiting for {fixture.home.name}")

        # Home opens Celerity at 2; the away coach's page shows it without a reload, and it is their turn.
        phone.select_option("select[name=item]", "celerity")
        phone.fill("input[name=amount]", "2")
        phone.click("button[value=open]")
        expect(desktop.locator(".lot")).to_contain_text("Celerity")
        expect(desktop.locator(".lot")).to_contain_text("current bid 2")
        # A bid above the away coach's 10 cash is refused with the rule; nothing changes.
        desktop.fill("input[name=amount]", "11")
        desktop.click("button[value=bid]")
        expect(desktop.locator("#auction .message.error")).to_contain_text("more cash than you have (10)")
        assert Auction.objects.get().version == 1
        desktop.fill("input[name=amount]", "3")
        desktop.click("button[value=bid]")
        expect(phone.locator(".lot")).to_contain_text("current bid 3")
        phone.click("button[value=pass]")
        away_cash = desktop.locator(f".seat[data-team='{fixture.away_id}'] .cash")
        expect(away_cash).to_have_text("7")  # paid 3 of 10 (§27.3)

        # The winner names the next lot or passes; both pass: the ringer auction, opened by the first player.
        desktop.click("button[value=pass]")
        phone.click("button[value=pass]")
        expect(phone.locator("#auction")).to_contain_text("Ringer auction")
        phone.select_option("select[name=item]", "panther")
        phone.fill("input[name=amount]", "2")
        phone.click("button[value=open]")
        desktop.click("button[value=pass]")
        expect(phone.locator(f".seat[data-team='{fixture.home_id}'] .cash")).to_have_text("8")
        phone.click("button[value=pass]")
        desktop.click("button[value=pass]")

        # §27.5: each chooses secretly; the other sees only that a choice was made, then both are revealed.
        expect(desktop.locator("#auction")).to_contain_text("Choosing active tiles")
        desktop.check("input[name=tiles][value=celerity]")
        desktop.click("button[value=choose]")
        expect(phone.locator("#auction")).to_contain_text("has chosen")
        phone.check("input[name=ringer][value=panther]")
        phone.select_option("select[name=position]", "bruiser")
        phone.click("button[value=choose]")
        expect(desktop.locator("#auction")).to_contain_text("The draft is over")
        expect(desktop.locator("#auction")).to_contain_text(re.compile(r"Panther \(bruiser\)"))
        expect(phone.locator("#auction")).to_contain_text("The draft is over")
        assert _fits(phone)
        assert Holdings.objects.get(team_id=fixture.away_id).tiles == ["celerity"]
        assert Holdings.objects.get(team_id=fixture.home_id).ringers == ["panther"]
    finally:
        desktop_context.close()


def test_the_league_match_and_team_pages_fit_a_phone(page, make_user):
    """The league table (its VP, kills and fouls columns), a match with its report form and a team page at
    390 px: nothing scrolls sideways but the table inside its own frame."""
    boss, league, users, teams = make_league(make_user, 6, prefix="phone")
    fixture = league.seasons.get().fixtures.order_by("id").first()
    _login(page, boss.username)
    for url in (f"/kaosball/{league.pk}/", f"/kaosball/fixtures/{fixture.pk}/", f"/kaosball/teams/{teams[0].pk}/",
                "/kaosball/new/"):
        page.goto(page.base_url + url)
        assert _fits(page), url
    # The report form a coach fills, and the commissioner's ruling form opened.
    page.goto(page.base_url + f"/kaosball/fixtures/{fixture.pk}/")
    page.click("summary:has-text('Commissioner: record the result')")
    assert _fits(page)
    page.context.clear_cookies()
    _login(page, coach_of(fixture, users, teams, fixture.home_id).username)
    page.goto(page.base_url + f"/kaosball/fixtures/{fixture.pk}/")
    assert page.is_visible("text=Send the report") and _fits(page)

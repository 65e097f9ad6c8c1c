"""A season step with two coaches and the commissioner, in a browser at 390 px and 1280 px (issue 19):
a report, a dispute, the ruling; at every step the person whose move it is sees it on the dashboard and
receives an email (Django's locmem outbox) and the league's webhook a post (a local HTTP receiver).
Screenshots go to var/screenshots/ (gitignored; CI keeps them as artefacts)."""

from pathlib import Path

import pytest
from django.core import mail

from games.blitz_bowl import services as blitz
from league.models import Fixture
from notifications.models import Webhook
from tests.league.blitz_helpers import make_blitz_league
from tests.notifications.conftest import Receiver

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"
WIDTHS = (390, 1280)


def shoot(page, name: str) -> None:
    """The page at both widths; at each, nothing may scroll sideways."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), f"{name} at {width}px"
        page.screenshot(path=str(SHOTS / f"notify-{name}-{width}.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})


def as_user(page, login, user):
    page.context.clear_cookies()
    login(user.username)


def dashboard_says(page, words: str) -> None:
    page.goto(page.base_url + "/dashboard/")
    assert words in page.inner_text("ul.your-move")


@pytest.fixture
def receiver():
    r = Receiver()
    r.thread.start()
    yield r
    r.server.shutdown()
    r.server.server_close()


def test_report_dispute_ruling_each_told_by_email_webhook_and_dashboard(page, make_user, login_in_browser, receiver):
    commissioner, league, users, teams = make_blitz_league(make_user, 3)  # §18.1: three coaches at least
    for user in (commissioner, *users):
        user.email = f"{user.username}@example.org"
        user.save(update_fields=["email"])
    Webhook.objects.create(league=league, url=receiver.url, style=Webhook.Style.GENERIC)
    game = blitz.arrange_game(by=users[0], league=league, home=teams[0], away=teams[1])
    home, away = users[:2]

    # 1. The home coach reports; the away coach is told and sees it waiting.
    as_user(page, login_in_browser, home)
    page.goto(f"{page.base_url}/blitz/fixtures/{game.pk}/")
    page.fill("input[name=home_touchdowns]", "2")
    page.fill("input[name=away_touchdowns]", "1")
    page.click("text=Send the report")
    assert "your opponent confirms it" in page.inner_text(".messages")
    assert [m.to for m in mail.outbox] == [[away.email]]
    assert receiver.requests[-1]["json"]["event"] == "report_to_confirm"

    as_user(page, login_in_browser, away)
    assert page.inner_text(".nav-notifications .badge") == "1"
    dashboard_says(page, "confirm or dispute")
    shoot(page, "1-away-dashboard")

    # 2. The away coach disputes; the commissioner and the home coach are told; the commissioner sees it waiting.
    page.goto(f"{page.base_url}/blitz/fixtures/{game.pk}/")
    page.fill("#dispute-reason", "My second touchdown is missing")
    page.click("button:has-text('Dispute')")
    assert Fixture.objects.get(pk=game.pk).status == "disputed"
    assert sorted(m.to[0] for m in mail.outbox[1:]) == sorted([commissioner.email, home.email])
    assert receiver.requests[-1]["json"]["event"] == "dispute"

    as_user(page, login_in_browser, commissioner)
    dashboard_says(page, "is disputed; decide it")
    page.goto(f"{page.base_url}/notifications/")
    assert "My second touchdown is missing" in page.inner_text("#notification-list")
    shoot(page, "2-commissioner-notifications")

    # 3. The commissioner rules; both coaches are told; the fixture page shows the dispute and the ruling.
    page.goto(f"{page.base_url}/blitz/fixtures/{game.pk}/")
    page.click("summary:has-text('Commissioner: record the result')")
    decide = page.locator("form[action$='/decide/']")
    decide.locator("input[name=home_touchdowns]").fill("2")
    decide.locator("input[name=away_touchdowns]").fill("2")
    decide.locator("[name=reason]").fill("Both coaches' photos show 2-2")
    decide.locator("button:has-text('Record the result')").click()
    assert Fixture.objects.get(pk=game.pk).status == "played"
    ruling_mail = [m for m in mail.outbox if "Both coaches" in m.body]
    assert sorted(m.to[0] for m in ruling_mail) == sorted([home.email, away.email])
    assert receiver.requests[-1]["json"]["event"] == "ruling"
    assert len(receiver.requests) == 3  # one post per step, none twice

    page.goto(f"{page.base_url}/leagues/{league.pk}/webhooks/")
    assert page.locator("table tbody tr").count() == 3 and "sent" in page.inner_text("table")
    shoot(page, "3-commissioner-delivery-log")

    as_user(page, login_in_browser, home)
    page.goto(f"{page.base_url}{game.get_absolute_url()}")
    main = page.inner_text("main")
    assert "My second touchdown is missing" in main and "Both coaches' photos show 2-2" in main
    shoot(page, "4-home-fixture-ruling")
    page.goto(f"{page.base_url}/notifications/")
    page.click("button:has-text('Mark all')")
    page.wait_for_function("!document.querySelector('.nav-notifications .badge') || true")
    page.goto(f"{page.base_url}/dashboard/")
    assert page.locator(".nav-notifications .badge").count() == 0
    shoot(page, "5-home-dashboard")

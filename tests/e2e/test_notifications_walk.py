"""Issue 19's walks in a browser at 390 px and 1280 px, with Django's locmem outbox for emails and a local HTTP
receiver for the league's webhook:
- a Dungeon Bowl season with two coaches and the commissioner, from its opening to the hall of fame: at every
  step each person told gets one email, the webhook one post per event, and the dashboard lists what waits;
- a Blitz Bowl report, dispute and ruling, with the commissioner's delivery log.
Screenshots go to var/screenshots/ (gitignored; after a CI run they are in the clone's var/screenshots/,
README "Tests")."""

from pathlib import Path

import pytest
from django.core import mail

from games.blitz_bowl import services as blitz
from league.models import Advancement, Division, Fixture, Player
from league.services.schedule import generate_schedule
from notifications.models import Delivery, Event, Webhook
from tests import postmatch_factories as pf
from tests import schedule_factories as f
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


class Step:
    """What one step of the walk told: every event recorded since it began emailed each of its recipients once
    (locmem outbox) and was posted once to the league's webhook (the local receiver)."""

    def __init__(self, receiver):
        self.receiver = receiver
        self.mails, self.posts = len(mail.outbox), len(receiver.requests)
        self.last_event = Event.objects.order_by("-pk").values_list("pk", flat=True).first() or 0

    def told(self, kind: str, *, must_reach: list[str]) -> None:
        events = list(Event.objects.filter(pk__gt=self.last_event).order_by("pk"))
        assert events and {e.kind for e in events} == {kind}, [e.text for e in events]
        expected = sorted(n.user.email for e in events for n in e.notifications.select_related("user") if n.user.email)
        assert sorted(m.to[0] for m in mail.outbox[self.mails:]) == expected
        assert set(must_reach) <= set(expected), (must_reach, expected)
        assert sorted(r["json"]["id"] for r in self.receiver.requests[self.posts:]) == [e.pk for e in events]


def test_a_season_from_kick_off_to_the_hall_of_fame(page, make_user, login_in_browser, receiver):
    """Two coaches and the commissioner play a Dungeon Bowl season of one division through the pages: the
    season opens, a match is reported and confirmed, the winner's player takes an advancement (§7.3.3), the
    season closes; at every step each person told gets an email and the league's webhook a post, the dashboard
    lists what waits for whom, and the league's history page ends with the champion."""
    commissioner, home_user, away_user = make_user("walk-commish"), make_user("walk-home"), make_user("walk-away")
    for user in (commissioner, home_user, away_user):
        user.email = f"{user.username}@example.org"
        user.save(update_fields=["email"])
    league = f.league(commissioner=commissioner)
    season = f.season(league)
    division = Division.objects.create(season=season, name="Division A")
    home, away = pf.team(league, coach=home_user), pf.team(league, coach=away_user)
    # §8.4: four teams at least; the other two coaches have no email address and play off-screen.
    division.teams.add(home, away, pf.team(league), pf.team(league))
    generate_schedule(season=season, user=commissioner)
    Webhook.objects.create(league=league, url=receiver.url, style=Webhook.Style.GENERIC)
    everyone = [commissioner.email, home_user.email, away_user.email]

    # 1. The commissioner opens the regular season: all three are told.
    step = Step(receiver)
    as_user(page, login_in_browser, commissioner)
    page.goto(f"{page.base_url}/seasons/{season.pk}/")
    page.select_option("select[name=state]", "regular_season")
    page.check("input[name=confirm]")
    page.click("button:has-text('Change state')")
    assert "Season moved on" in page.inner_text(".messages")
    step.told("season", must_reach=everyone)
    shoot(page, "season-1-commissioner-opens")
    for coach in (home_user, away_user):  # each coach's next match waits for its pre-match sheet (§5)
        as_user(page, login_in_browser, coach)
        dashboard_says(page, "Pre-match for")

    # 2. The home coach reports a win; the away coach is told and sees it waiting.
    fixtures = list(Fixture.objects.filter(season=season).order_by("round__number", "pk"))
    fixture = next(fx for fx in fixtures if {fx.home_id, fx.away_id} == {home.pk, away.pk})
    reporter = home_user if fixture.home_id == home.pk else away_user
    confirmer = away_user if reporter == home_user else home_user
    winner = fixture.home
    scorer = winner.players.order_by("number").first()
    Player.objects.filter(pk=scorer.pk).update(spp=3)  # 3 + a touchdown's 3: an advancement waits (§7.3.3)
    step = Step(receiver)
    as_user(page, login_in_browser, reporter)
    page.goto(page.base_url + fixture.get_absolute_url())
    page.click("text=Report this match")
    page.select_option("select[name=outcome]", "home_win")
    page.select_option("select[name=finish]", "touchdown")
    page.select_option("select[name=scorer]", str(scorer.pk))
    page.click("text=Send the report")
    assert "Report sent" in page.inner_text(".messages")
    step.told("report_to_confirm", must_reach=[confirmer.email])
    as_user(page, login_in_browser, confirmer)
    dashboard_says(page, "confirm or dispute it")
    shoot(page, "season-2-coach-confirms")

    # 3. The other coach confirms; the post-match sequence runs; the winner's coach is told of the advancement.
    step = Step(receiver)
    page.goto(page.base_url + fixture.get_absolute_url())
    page.click("text=Confirm: this is what happened")
    assert "Report confirmed" in page.inner_text(".messages")
    winner_user = home_user if winner.pk == home.pk else away_user
    step.told("advancement", must_reach=[winner_user.email])
    advancing = {n.user for e in Event.objects.filter(kind="advancement") for n in e.notifications.all()}
    for user in sorted(advancing, key=lambda u: u.pk == winner_user.pk):  # the winner's coach last
        as_user(page, login_in_browser, user)
        dashboard_says(page, "take advancements")
    shoot(page, "season-3-advancement-waiting")

    # 4. The winner's coach takes the advancement; nothing waits for them any more.
    page.goto(f"{page.base_url}/postmatch/{fixture.pk}/")
    page.click(f"#team-{winner.pk} >> text=Take advancements")
    # The answer to HTMX's post, not a "Dice:" line: the row may show the post-match's own rolls before it.
    with page.expect_response(lambda r: r.request.method == "POST" and f"/{scorer.pk}/" in r.url):
        page.click(f"#player-{scorer.pk} >> button:has-text('Random Primary')")
    page.wait_for_selector(f"#player-{scorer.pk} >> text=Dice:")
    assert Advancement.objects.filter(player=scorer).exists()
    page.reload()
    page.click("button:has-text('Finish step 3')")
    page.goto(page.base_url + "/dashboard/")
    waiting = page.inner_text("ul.your-move") if page.locator("ul.your-move").count() else ""
    assert "take advancements" not in waiting
    shoot(page, "season-4-winner-dashboard")

    # 5. The rest of the schedule (if any) is recorded as played; the commissioner closes the season.
    for other in fixtures:
        if other.pk != fixture.pk:
            f.set_result(other, "draw", finish="time", scores=(0, 0))
    step = Step(receiver)
    as_user(page, login_in_browser, commissioner)
    page.goto(f"{page.base_url}/seasons/{season.pk}/")
    page.select_option("select[name=state]", "closed")
    page.check("input[name=confirm]")
    page.click("button:has-text('Change state')")
    assert "Season moved on" in page.inner_text(".messages")
    step.told("season", must_reach=everyone)

    # 6. The hall of fame lists the season and its champion, for everyone.
    for user in (commissioner, home_user, away_user):
        as_user(page, login_in_browser, user)
        page.goto(f"{page.base_url}/leagues/{league.pk}/history/")
        champions = page.inner_text("#champions")
        assert "Season 1" in champions and winner.name in champions
    shoot(page, "season-5-hall-of-fame")
    assert set(Delivery.objects.values_list("status", flat=True)) == {"sent"}  # none waiting, none twice
    ids = [r["headers"]["X-Dugout-Delivery"] for r in receiver.requests]
    assert len(ids) == len(set(ids))

"""The match report flow on a phone: one coach reports, the other confirms, the standings count it;
the standings sort with HTMX."""

import pytest

from league.models import Fixture, Season
from league.services.schedule import generate_schedule
from tests import schedule_factories as f

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_coach_reports_opponent_confirms_standings_count_it(page, login_in_browser):
    commish = f.user("browser-commish")
    lg = f.league(commissioner=commish)
    s = f.season(lg)
    d = f.division(s, teams=4)
    generate_schedule(season=s, user=commish)
    Season.objects.filter(pk=s.pk).update(state=Season.State.REGULAR_SEASON)
    fx = Fixture.objects.filter(round__division=d, round__number=1).select_related("home__coach__user", "away__coach__user").first()
    scorer = fx.home.players.order_by("number").first()

    login_in_browser(fx.home.coach.user.username)
    page.goto(page.base_url + fx.get_absolute_url())
    page.click("text=Report this match")
    page.select_option("select[name=outcome]", "home_win")
    page.select_option("select[name=finish]", "touchdown")
    page.select_option("select[name=scorer]", str(scorer.pk))
    page.fill(f"input[name=p{scorer.pk}_pass_completions]", "1")
    page.click("text=Send the report")
    assert "Report sent" in page.inner_text(".messages")

    page.context.clear_cookies()
    login_in_browser(fx.away.coach.user.username)
    page.goto(page.base_url + fx.get_absolute_url())
    page.click("text=Confirm: this is what happened")
    assert "Report confirmed" in page.inner_text(".messages")
    assert f"{fx.home.name} won 1–0" in page.inner_text("main")

    page.goto(page.base_url + f"/divisions/{d.pk}/standings/")
    first_row = page.locator("#standings tbody tr").first
    assert fx.home.name in first_row.inner_text()
    # sort by team name through HTMX: the table is swapped in place and the URL follows
    page.click("#standings th >> text=Team")
    page.wait_for_url("**sort=team")
    names = page.locator("#standings tbody tr td:nth-child(2)").all_inner_texts()
    assert [n.split()[0:2] for n in names] == sorted(n.split()[0:2] for n in names)

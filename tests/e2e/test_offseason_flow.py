"""The end of a season on a phone: the bracket shows the champion, the commissioner starts the off-season
(ticking the confirmation), a coach re-drafts the team on the re-draft page."""

import pytest

from games.dungeon_bowl.models import Redraft
from tests import playoff_factories as pf

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_commissioner_starts_the_off_season_and_a_coach_redrafts(page, login_in_browser):
    commish, lg, s, ta, tb, bracket = pf.finished_playoffs()
    page.goto(page.base_url + f"/seasons/{s.pk}/playoffs/")
    assert f"Champions: {ta[0].name}" in page.inner_text("main")

    login_in_browser(commish.username)
    page.goto(page.base_url + f"/seasons/{s.pk}/offseason/")
    page.check("input[name=confirm]")
    page.click("button:has-text('Start the off-season')")
    assert "The off-season has started" in page.inner_text(".messages")
    assert page.locator("table tbody tr").count() == 8

    team = ta[3]
    record = Redraft.objects.get(team=team)
    page.context.clear_cookies()
    login_in_browser(team.coach.user.username)
    page.goto(page.base_url + f"/redrafts/{record.pk}/")
    assert "1,120,000" in page.inner_text("main")
    last = team.roster_players().order_by("-number").first()
    page.uncheck(f"#rehire-{last.pk}")
    page.fill("#hire-dwarf_runner", "1")
    page.fill("#rerolls", "2")
    page.click(f"button:has-text('Re-draft {team.name}')")
    assert "is re-drafted" in page.inner_text(".messages")
    record.refresh_from_db()
    assert record.state == Redraft.State.REDRAFTED and record.spent == 10 * 70_000 + 85_000 + 2 * 50_000

"""Blood Bowl 2016 in a browser, on a phone (390 px) and on a desktop: a coach builds a boxed Orc team on the
§13 builder (a bad one first: the rule is named), the commissioner simulates a fixture with a seed from its page,
and the replay of the classic pitch steps forward with HTMX and fits the screen."""

import pytest
from django.contrib.auth import get_user_model

import engine.rulesets
from games.blood_bowl_2016 import services
from league.models import Fixture, Season, Team
from league.services import leagues as league_services

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PASSWORD = "a-long-pass-phrase"


def _user(name):
    return get_user_model().objects.create_user(username=name, password=PASSWORD)


def _league():
    boss = _user("bb-e2e-boss")
    league = league_services.create_league(by=boss, name="E2E Old World", ruleset="blood_bowl_2016")
    return boss, league


def _build_in_browser(page, league):
    page.goto(page.base_url + f"/bb2016/leagues/{league.pk}/build/")
    page.fill("#team-name", "Browser Orcs")
    page.check("input[name=roster][value=orcs]")
    page.fill("input[name=orc_lineman]", "3")
    page.click("#builder button[type=submit]")
    assert "§13" in page.inner_text("#builder-errors")
    assert not Team.objects.exists()
    page.check("input[name=roster][value=orcs]")
    for key, n in engine.rulesets.get("blood_bowl_2016").boxed_team("orcs")["hires"].items():
        page.fill(f"input[name={key}]", str(n))
    page.fill("#rerolls", "3")
    page.fill("#fan-factor", "6")
    page.click("#builder button[type=submit]")
    page.wait_for_selector("#players")
    assert "Fan Factor 6" in page.inner_text("main") and "Black Orc Blocker" in page.inner_text("#players")


def _simulate_and_replay(page, boss, league, width):
    rules = engine.rulesets.get("blood_bowl_2016")
    box = rules.boxed_team("humans")
    other = services.build_team(by=_user("bb-e2e-human"), league=league, name="Browser Humans", roster_key="humans",
                                hires=dict(box["hires"]), rerolls=box["rerolls"], fan_factor=box["fan_factor"])
    season = league.current_season()
    Season.objects.filter(pk=season.pk).update(state=Season.State.REGULAR_SEASON)
    orcs = Team.objects.get(name="Browser Orcs")
    fx = Fixture.objects.create(season=season, home=other, away=orcs, kind=Fixture.Kind.LEAGUE)
    page.context.clear_cookies()
    page.goto(page.base_url + "/accounts/login/")
    page.fill("input[name=username]", boss.username)
    page.fill("input[name=password]", PASSWORD)
    page.click("form.form button[type=submit]")
    page.wait_for_url(page.base_url + "/")
    page.goto(page.base_url + f"/matches/fixtures/{fx.pk}/")
    page.fill("#seed", "e2e-seed")
    page.click("#simulate-form button[type=submit]")
    page.wait_for_selector("#replay-link")
    assert "Simulated" in page.inner_text("main")
    page.click("#replay-link")
    page.wait_for_selector("#replay svg circle")
    page.wait_for_selector("[data-replay-controls]:not([hidden])")  # the replay player (issue 22)
    assert "step 0 /" in page.inner_text(".replay-count")
    page.click("[data-replay-action=next]")
    page.wait_for_selector('#replay-player[data-board-step="1"]')
    assert "step 1 /" in page.inner_text(".replay-count")
    page.keyboard.press("ArrowDown")  # the next team turn: the classic pitch's header names half and turn
    page.wait_for_function("() => +document.querySelector('#replay-player').dataset.current > 1")
    assert "half" in page.inner_text("[data-replay-when]")
    page.wait_for_function("() => { const r = document.querySelector('#replay-player');"
                           " return r.dataset.boardStep === r.dataset.current; }")  # that step's board is in
    box = page.locator("#replay svg").bounding_box()
    assert box["width"] <= width
    assert page.evaluate("document.documentElement.scrollWidth") <= width + 1  # nothing overflows the screen


def test_build_simulate_and_replay_on_a_phone(page, login_in_browser):
    boss, league = _league()
    _user("bb-e2e-orc")
    login_in_browser("bb-e2e-orc")
    _build_in_browser(page, league)
    _simulate_and_replay(page, boss, league, 390)


def test_build_simulate_and_replay_on_a_desktop(page, login_in_browser):
    page.set_viewport_size({"width": 1280, "height": 900})
    boss, league = _league()
    _user("bb-e2e-orc")
    login_in_browser("bb-e2e-orc")
    _build_in_browser(page, league)
    _simulate_and_replay(page, boss, league, 1280)

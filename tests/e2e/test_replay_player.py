"""The replay player (issue 22) in a real browser, on a phone (390 px) and a desktop (1280 px): play advances the
steps, pause stops them, the speed sets the interval, the buttons and the keyboard step by action and by turn,
the touchdown listed under the board jumps to its step, and a shared link (?step=N or #step-N) opens at its step.
The match is a seeded simulation, so its touchdown and turn steps are read from its own event log."""

import pytest

from games.dungeon_bowl.models import SimulatedMatch
from games.dungeon_bowl.services import simulation as dungeon_simulation
from games.replay import split_steps
from league.models import Fixture
from tests.matches.test_simulation_tasks import season_with_schedule

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WIDTHS = [390, 1280]


def simulated_with_a_touchdown():
    """A fixture played by the engine from a fixed seed that ends in a touchdown; its steps and where the
    touchdown and the team turns fall, from the log itself."""
    _commish, s = season_with_schedule()
    for fx, seed in zip(Fixture.objects.filter(season=s), ("replay-3", "replay-7", "replay-8", "replay-9"), strict=False):
        dungeon_simulation.simulate_fixture(fixture_id=fx.pk, seed=seed)
        events = SimulatedMatch.objects.get(fixture=fx).events
        steps = split_steps(events)
        touchdowns = [i for i, (a, b) in enumerate(steps) if any(e["t"] == "touchdown" for e in events[a:b])]
        if touchdowns:
            turns = [i for i, (a, _b) in enumerate(steps) if events[a]["t"] == "turn"]
            td = next(e for e in events if e["t"] == "touchdown")
            return {"url": f"/matches/fixtures/{fx.pk}/replay/", "last": len(steps) - 1, "td": touchdowns[0],
                    "turns": turns, "scorer_side": td["team"]}
    pytest.fail("none of the fixed seeds ends in a touchdown: choose another seed")


def current(page) -> int:
    return int(page.get_attribute("#replay-player", "data-current"))


def wait_step(page, n: int):
    """The player shows step n: its number, and the board fetched for it."""
    page.wait_for_selector(f'#replay-player[data-current="{n}"]')
    page.wait_for_function(f"""() => {{ const r = document.querySelector('#replay-player');
        return r.dataset.current === '{n}' && (r.dataset.boardStep || r.dataset.step) === '{n}'; }}""")
    assert page.inner_text("[data-replay-n]") == str(n)


def open_player(page, url, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(page.base_url + url)
    page.wait_for_selector("[data-replay-controls]:not([hidden])")


@pytest.mark.parametrize("width", WIDTHS)
def test_play_advances_pause_stops_and_the_speed_sets_the_interval(page, width):
    match = simulated_with_a_touchdown()
    # Record the delays the page's timers are started with: the speed must reach the timer, not only the label.
    page.add_init_script("""window.__delays = []; const setI = window.setInterval;
        window.setInterval = function (f, ms) { window.__delays.push(ms); return setI.apply(this, arguments); };""")
    open_player(page, match["url"], width)
    wait_step(page, 0)
    assert page.get_attribute("#replay-player", "data-interval") == "1000"  # 1x: a step a second
    page.select_option("[data-replay-speed]", "0.5")
    assert page.get_attribute("#replay-player", "data-interval") == "2000"
    page.select_option("[data-replay-speed]", "4")
    assert page.get_attribute("#replay-player", "data-interval") == "250"

    page.click("[data-replay-action=play]")
    assert page.get_attribute("#replay-player", "data-playing") == "true"
    assert page.inner_text("[data-replay-action=play]") == "Pause"  # the label from data-label-pause
    page.wait_for_function("() => +document.querySelector('#replay-player').dataset.current >= 3")
    assert page.evaluate("window.__delays") == [250]
    page.select_option("[data-replay-speed]", "2")  # while playing: the timer starts again at the new speed
    assert page.evaluate("window.__delays") == [250, 500]
    assert page.get_attribute("#replay-player", "data-playing") == "true"
    page.click("[data-replay-action=play]")
    assert page.get_attribute("#replay-player", "data-playing") == "false"
    stopped = current(page)
    page.wait_for_timeout(1200)  # more than two intervals at 2x
    assert current(page) == stopped
    assert page.inner_text("[data-replay-action=play]") == "Play"
    # The header follows the step: the address and the share link name it.
    assert f"step={stopped}" in page.url
    assert page.get_attribute("[data-replay-share]", "href") == f"?step={stopped}"
    assert page.evaluate("window.scrollY") == 0  # naming the step in the address never scrolls the page


@pytest.mark.parametrize("width", WIDTHS)
def test_buttons_and_keyboard_step_by_action_and_by_turn(page, width):
    match = simulated_with_a_touchdown()
    turns = match["turns"]
    open_player(page, match["url"], width)
    page.click("[data-replay-action=next]")
    wait_step(page, 1)
    page.click("[data-replay-action=prev]")
    wait_step(page, 0)
    page.click("[data-replay-action=next-turn]")
    wait_step(page, turns[0])

    page.locator("body").click(position={"x": 1, "y": 1})  # focus away from the buttons
    page.keyboard.press("ArrowRight")
    wait_step(page, turns[0] + 1)
    page.keyboard.press("ArrowLeft")
    wait_step(page, turns[0])
    page.keyboard.press("Shift+ArrowRight")
    wait_step(page, turns[1])
    page.keyboard.press("ArrowDown")
    wait_step(page, turns[2])
    page.keyboard.press("ArrowUp")
    wait_step(page, turns[1])
    page.keyboard.press("Shift+ArrowLeft")
    wait_step(page, turns[0])
    page.keyboard.press("End")
    wait_step(page, match["last"])
    assert "Match over" in page.inner_text("[data-replay-now]")
    page.keyboard.press("Home")
    wait_step(page, 0)

    page.keyboard.press(" ")
    assert page.get_attribute("#replay-player", "data-playing") == "true"
    page.keyboard.press(" ")
    assert page.get_attribute("#replay-player", "data-playing") == "false"
    # Space on the focused play button toggles once, not twice (the button's own click is held back).
    page.focus("[data-replay-action=play]")
    page.keyboard.press(" ")
    assert page.get_attribute("#replay-player", "data-playing") == "true"
    page.keyboard.press(" ")
    assert page.get_attribute("#replay-player", "data-playing") == "false"
    # A link elsewhere on the page keeps its own space bar.
    page.focus(".site-header .brand")
    page.keyboard.press(" ")
    assert page.get_attribute("#replay-player", "data-playing") == "false"


@pytest.mark.parametrize("width", WIDTHS)
def test_the_touchdown_listed_jumps_to_its_step_with_the_score(page, width):
    match = simulated_with_a_touchdown()
    open_player(page, match["url"], width)
    assert page.inner_text("[data-replay-score=home]") == "0" and page.inner_text("[data-replay-score=away]") == "0"
    page.click(".replay-moment.touchdown a")
    wait_step(page, match["td"])
    assert page.inner_text(f"[data-replay-score={match['scorer_side']}]") == "1"
    assert "touchdown" in page.inner_text("[data-replay-now]").lower()
    assert page.get_attribute(f"#step-{match['td']}", "aria-current") == "step"
    # The acting player's square is ringed on the dungeon.
    assert page.locator("#replay svg .replay-active").count() == 1


@pytest.mark.parametrize("width", WIDTHS)
def test_a_shared_link_opens_at_its_step(page, width):
    match = simulated_with_a_touchdown()
    td = match["td"]
    open_player(page, match["url"] + f"?step={td}", width)  # the server renders that step's board and header
    wait_step(page, td)
    assert page.get_attribute("#replay-player", "data-step") == str(td)
    assert page.inner_text(f"[data-replay-score={match['scorer_side']}]") == "1"
    open_player(page, match["url"] + "#step-5", width)  # the fragment alone: the script opens there
    wait_step(page, 5)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_controls_fit_the_screen(page, width):
    match = simulated_with_a_touchdown()
    open_player(page, match["url"], width)
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    for button in page.locator("[data-replay-controls] button, [data-replay-speed]").all():
        box = button.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width and box["height"] >= 40  # reachable by a thumb
    assert page.locator("#replay svg").bounding_box()["width"] <= width
    # The bar with the controls stays in reach when the page scrolls down to the step list.
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.locator(".replay-bar").bounding_box()["y"] >= -1
    page.keyboard.press("ArrowRight")
    wait_step(page, 1)


def test_without_javascript_the_page_is_the_full_step_list(browser, live_server):
    match = simulated_with_a_touchdown()
    context = browser.new_context(viewport={"width": 390, "height": 844}, java_script_enabled=False)
    page = context.new_page()
    page.goto(live_server.url + match["url"] + f"?step={match['td']}")
    assert page.locator("[data-replay-steps] > li").count() == match["last"] + 1
    assert page.locator("[data-replay-controls]").is_hidden()
    assert page.locator(f"#step-{match['td']}").get_attribute("aria-current") == "step"
    assert page.locator("#replay .replay-nav").is_visible()  # the board's own links still step
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    context.close()

"""Issue 20: the commissioner's and a coach's main journey in Italian and in Hungarian, on a phone (390 px) and a
desktop, with no English left on the core's pages: every visible text, title and placeholder is checked against
the English msgids of the core catalogues (a text that is a msgid, or fits one with its placeholders, while the
page's language translates it differently, is English left behind). Names of leagues, teams and people are not
msgids, so they never count.

The league plays Tiddlywinks (tests/toy_game): a game with no pages and no strings of its own, so those pages are
the core's. The games' catalogues count too (their msgids are patterns like the core's), and the commissioner also
walks a Kaosball league's pages (league, team, fixture), which mix the core's strings with the game's. The
engine's messages count (engine/locale): the commissioner reads a simulated Kaosball match's replay and a
Dungeon Bowl match's replay (the stored English event log, shown in the page's language), and a Dungeon Bowl team
wizard that the engine refuses (nine re-rolls, §4.6), its refusal in the page's language.
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest
from django.urls import reverse
from django.utils.http import urlencode
from rest_framework.test import APIClient

import engine.rulesets
from games.dungeon_bowl.services import simulation as dungeon_simulation
from games.kaosball import services as kaos
from games.kaosball import simulation as kaos_simulation
from league.models import Coach, Fixture
from tests.league.test_pages import wizard_data
from tests.matches.test_simulation_tasks import season_with_schedule

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

ROOT = Path(__file__).resolve().parents[2]
CORE_CATALOGUES = ["locale", "league/locale", "matches/locale", "notifications/locale", "history/locale",
                   "tournaments/locale", "engine/locale"]
# The games' catalogues landed with their pages (tests/dugout/test_i18n_catalogues.py checks them like the core's).
GAME_CATALOGUES = [f"games/{game}/locale" for game in ("blitz_bowl", "blood_bowl_2016", "dungeon_bowl", "kaosball",
                                                        "team_manager")]
PLACEHOLDER = re.compile(r"%\([a-z_0-9]+\)[sd]|%[sd]|\{[a-z_0-9]*(?:![rsa])?(?::[^}]*)?\}")
VIEWPORTS = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 900}}

# Every text the page shows: text nodes, then each element's whole text (a sentence split by markup), the
# title's parts, and the attributes people read. Only what is visible counts (a closed menu is not).
VISIBLE_TEXTS = """(within) => {
  const out = [], tidy = s => (s || '').replace(/\\s+/g, ' ').trim();
  const root = within ? document.querySelector(within) : document.body;
  const shown = el => !el.checkVisibility || el.checkVisibility();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const el = walker.currentNode.parentElement;
    // a <pre> (a replay's text) holds many lines: each is a text of its own
    if (el && !el.closest('script,style,template') && shown(el))
      for (const line of walker.currentNode.nodeValue.split('\\n')) out.push(tidy(line));
  }
  for (const el of root.querySelectorAll('*')) {
    if (!shown(el)) continue;
    const text = tidy(el.innerText);
    if (text && text.length < 500) out.push(text);
    for (const a of ['placeholder', 'title', 'aria-label', 'alt']) if (el.getAttribute(a)) out.push(tidy(el.getAttribute(a)));
  }
  if (!within) for (const part of document.title.split(' · ')) out.push(tidy(part));
  return out.filter(Boolean);
}"""


def english_patterns(language: str) -> list[tuple[re.Pattern, str]]:
    """The core's and the games' msgids that `language` says differently, as patterns matching a whole text."""
    patterns = []
    for base in CORE_CATALOGUES + GAME_CATALOGUES:
        for entry in polib.pofile(str(ROOT / base / language / "LC_MESSAGES" / "django.po")):
            pairs = ([(entry.msgid, entry.msgstr_plural[0]), (entry.msgid_plural, entry.msgstr_plural[1])]
                     if entry.msgid_plural else [(entry.msgid, entry.msgstr)])
            for english, translated in pairs:
                if english == translated or not re.search(r"[A-Za-z]{2}", PLACEHOLDER.sub("", english)):
                    continue  # the same in both languages, or nothing but placeholders and symbols
                parts = PLACEHOLDER.split(english)
                regex = "(?:.+?)".join(re.escape(p) for p in parts)
                patterns.append((re.compile(regex.replace("%%", "%")), english))
    return patterns


def english_left(page, patterns, within: str | None = None) -> dict[str, list[str]]:
    """Each visible text that is English left behind (in the element `within`, else the whole page), with the
    msgids it fits."""
    left: dict[str, list[str]] = {}
    for text in set(page.evaluate(VISIBLE_TEXTS, within)):
        for regex, msgid in patterns:
            if regex.fullmatch(text):
                left.setdefault(text, []).append(msgid)
    return dict(sorted(left.items()))


def test_the_scan_finds_english_left_on_a_page(browser, live_server):
    """The check can fail: an Italian page with an English heading put back is caught."""
    context = browser.new_context(locale="it-IT")
    page = context.new_page()
    page.goto(live_server.url + "/")
    assert english_left(page, english_patterns("it")) == {}
    page.evaluate("document.querySelector('h1').textContent = 'Leagues'")
    page.evaluate("document.querySelector('main').insertAdjacentHTML('beforeend', '<p>Season 7 · Old World</p>')")
    left = english_left(page, english_patterns("it"))
    assert list(left) == ["Leagues", "Season 7 · Old World"]
    assert "Season %(number)s · %(name)s" in left["Season 7 · Old World"]
    context.close()


@pytest.fixture
def tiddlywinks_season(request, make_user):
    """A season of Tiddlywinks (a core-only game) under way: four coaches, a drawn schedule, one report awaiting
    confirmation, one disputed, one confirmed. The commissioner's API calls are in the test's language (the
    divisions drawn are named in it)."""
    engine.rulesets.register("tiddlywinks", "tests.toy_game")
    language = request.node.callspec.params["language"]

    def api(user):
        client = APIClient(HTTP_ACCEPT_LANGUAGE=language)
        client.force_authenticate(user)
        return client

    commissioner = make_user("commissario")
    Coach.objects.filter(user=commissioner).update(display_name="Carla Commissaria")
    league = api(commissioner).post("/api/leagues/", {"name": "Coppa Pulce", "ruleset": "tiddlywinks"},
                                    format="json").json()
    coaches = [make_user(f"allenatore{i}") for i in range(4)]
    teams = [api(u).post("/api/teams/", {"league": league["id"], "name": f"Pulci {name}", "roster": name},
                         format="json").json()["id"]
             for u, name in zip(coaches, ["Red", "Blue", "Green", "Yellow"], strict=True)]
    season = league["seasons"][0]
    for team in teams:
        api(commissioner).post(f"/api/seasons/{season}/decide/", {"team": team, "accept": True}, format="json")
    api(commissioner).post(f"/api/seasons/{season}/draw/", {"count": 1}, format="json")
    api(commissioner).post(f"/api/seasons/{season}/schedule/", {}, format="json")
    api(commissioner).post(f"/api/seasons/{season}/state/", {"state": "regular_season"}, format="json")
    fixtures = api(commissioner).get(f"/api/seasons/{season}/fixtures/").json()
    fixtures = fixtures["results"] if isinstance(fixtures, dict) else fixtures
    coach_of = dict(zip(teams, coaches, strict=True))

    def report(fx, home_score, away_score):
        sides = [{"team": fx["home"], "score": home_score}, {"team": fx["away"], "score": away_score}]
        answer = api(coach_of[fx["home"]]).post(f"/api/matches/fixtures/{fx['id']}/result/", {"sides": sides},
                                                format="json")
        assert answer.status_code in (200, 201), answer.content
        return answer.json()["id"]

    waiting, disputed, confirmed = fixtures[:3]
    waiting_report = report(waiting, 6, 2)
    dispute = report(disputed, 5, 1)
    api(coach_of[disputed["away"]]).post(f"/api/matches/results/{dispute}/dispute/", {"reason": "era 1-5"},
                                         format="json")
    done = report(confirmed, 3, 4)
    api(coach_of[confirmed["away"]]).post(f"/api/matches/results/{done}/confirm/")
    division = api(commissioner).get(f"/api/seasons/{season}/").json()["divisions"][0]["id"]
    yield {"league": league["id"], "season": season, "division": division, "commissioner": commissioner,
           "away_coach": coach_of[waiting["away"]], "away_team": waiting["away"], "waiting": waiting["id"],
           "waiting_report": waiting_report}
    engine.rulesets.unregister("tiddlywinks")


@pytest.fixture
def kaosball_league(tiddlywinks_season, make_user):
    """A Kaosball league run by the same commissioner: four coaches joined and the schedule drawn (§5)."""

    commissioner = tiddlywinks_season["commissioner"]
    league = kaos.create_league(by=commissioner, name="Coppa Caos", settings={})
    teams = [kaos.join_league(by=make_user(f"caos{i}"), league=league, team_name=f"Caos {key}", team_key=key)
             for i, key in enumerate(["amazons", "daemons", "fangs", "ogres"])]
    kaos.start_league(by=commissioner, league=league)
    fixture = Fixture.objects.filter(season__league=league).order_by("pk").first()
    # The engine plays it (its auction held by the scripted bidders): the fixture page shows the replay.
    kaos_simulation.simulate_match(by=commissioner, fixture=fixture, seed="i18n-journey")
    return {"league": league.pk, "team": teams[0].pk, "fixture": fixture.pk}


@pytest.fixture
def dungeon_bowl_league():
    """A Dungeon Bowl season with one match played by the engine: its replay page, and its league's team wizard."""
    _commissioner, season = season_with_schedule()
    fixture = Fixture.objects.filter(season=season).order_by("pk").first()
    dungeon_simulation.simulate_fixture(fixture_id=fixture.pk, seed="replay-3")
    return {"league": season.league_id, "replay": f"/matches/fixtures/{fixture.pk}/replay/"}


def log_in(page, base_url, username):
    page.goto(base_url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "a-long-pass-phrase")
    page.click("form.form button[type=submit]")
    page.wait_for_url(base_url + "/")


def visit(page, base_url, path, patterns, seen):
    page.goto(base_url + path)
    assert page.locator("main h1").count() >= 1, path
    for summary in page.locator("details.replay > summary").all():  # a replay's text: open it to read it
        summary.click()
    left = english_left(page, patterns)
    assert left == {}, f"English left on {path}: {left}"
    seen.append(path)


@pytest.mark.parametrize("width", ["phone", "desktop"])
@pytest.mark.parametrize(("language", "dashboard_heading", "confirmed_status"), [
    ("it", "La mia bacheca", "Confermato"), ("hu", "Áttekintésem", "Megerősítve")])
def test_commissioner_and_coach_journeys_leave_no_english(browser, live_server, tiddlywinks_season, kaosball_league,
                                                          dungeon_bowl_league, width, language, dashboard_heading,
                                                          confirmed_status):
    data, base = tiddlywinks_season, live_server.url
    patterns = english_patterns(language)
    seen: list[str] = []

    # The commissioner chooses the language with the switcher (a plain form), and Dugout remembers it.
    context = browser.new_context(viewport=VIEWPORTS[width])
    page = context.new_page()
    page.set_default_timeout(15_000)
    log_in(page, base, data["commissioner"].username)
    page.select_option("#language-select", language)
    page.click(".language-switcher button[type=submit]")
    page.wait_for_load_state()
    assert page.get_attribute("html", "lang") == language
    assert Coach.objects.get(user=data["commissioner"]).language == language
    for path in [reverse("dashboard"), reverse("league-detail", args=[data["league"]]),
                 reverse("season-detail", args=[data["season"]]), reverse("schedule:season", args=[data["season"]]),
                 reverse("schedule:standings", args=[data["division"]]),
                 reverse("matches:fixture", args=[data["waiting"]]),
                 reverse("team-detail", args=[data["away_team"]]), reverse("notifications:inbox"),
                 reverse("league-audit", args=[data["league"]]),
                 # a game's own pages: Kaosball's league table and schedule, a team, a fixture
                 reverse("kaosball-league", args=[kaosball_league["league"]]),
                 reverse("kaosball-team", args=[kaosball_league["team"]]),
                 reverse("kaosball-fixture", args=[kaosball_league["fixture"]]),
                 # a Dungeon Bowl match the engine played: its replay, the event log read in the page's language
                 dungeon_bowl_league["replay"]]:
        visit(page, base, path, patterns, seen)
    # The engine refuses a team (nine re-rolls at creation, §4.6): the wizard says why in the page's language.
    # Its refusals are scanned (the rest of the wizard is the Dungeon Bowl pages' own test, tests/games).
    wizard = f"/leagues/{dungeon_bowl_league['league']}/teams/new/?{urlencode(wizard_data(rerolls='9'))}"
    page.goto(base + wizard)
    refusal = page.inner_text("#wizard-breaches")
    assert "(§4.6)" in refusal and "team re-rolls" not in refusal
    assert english_left(page, patterns, within="#wizard-breaches") == {}
    seen.append(wizard)
    page.goto(base + reverse("kaosball-fixture", args=[kaosball_league["fixture"]]))
    page.click("details.replay > summary")
    assert page.locator("details.replay pre").inner_text().count("\n") > 20  # the replay is there, and was scanned
    page.goto(base + reverse("dashboard"))
    assert page.inner_text("main h1") == dashboard_heading
    context.close()

    # The coach's browser speaks the language (Accept-Language); they confirm the report waiting for them.
    context = browser.new_context(viewport=VIEWPORTS[width], locale=language)
    page = context.new_page()
    page.set_default_timeout(15_000)
    log_in(page, base, data["away_coach"].username)
    for path in [reverse("dashboard"), reverse("league-detail", args=[data["league"]]),
                 reverse("team-detail", args=[data["away_team"]]), reverse("notifications:inbox"),
                 reverse("matches:fixture", args=[data["waiting"]])]:
        visit(page, base, path, patterns, seen)
    csrf = next(c["value"] for c in context.cookies() if c["name"] == "csrftoken")
    answer = page.request.post(f"{base}/api/matches/results/{data['waiting_report']}/confirm/",
                               headers={"X-CSRFToken": csrf, "Referer": base + "/", "Accept-Language": language})
    assert answer.status == 200, answer.text()
    again = page.request.post(f"{base}/api/matches/results/{data['waiting_report']}/confirm/",
                              headers={"X-CSRFToken": csrf, "Referer": base + "/", "Accept-Language": language})
    assert again.status in (400, 409)
    assert not any(pattern.fullmatch(e["message"]) for e in again.json()["errors"] for pattern, _m in patterns), again.json()
    visit(page, base, reverse("matches:fixture", args=[data["waiting"]]), patterns, seen)
    assert confirmed_status in page.inner_text("main")
    visit(page, base, reverse("schedule:standings", args=[data["division"]]), patterns, seen)
    context.close()
    assert len(seen) == 21

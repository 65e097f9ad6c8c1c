"""Each game's pages in Italian and Hungarian: the rulebook's own names, and no English left from the game's catalogue.

Italian names are asserted as the seeds print them (the cited line of /work/shared/seeds/<file>): the Italian
manuals keep skills, positions and Coach Traits in English and translate tables, inducements, weather and the
kick-off table. Hungarian names of the Kaosball tiles and cards are the Hungarian rulebook's; every other
Hungarian name is ours (marked "Translated: not in the rulebook" in the catalogue).
"""

import html
import re
import subprocess
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils.translation import trans_real

from games import rules_catalogue
from league.models import League, Team

GAMES_DIR = Path(rules_catalogue.__file__).parent


@pytest.fixture(scope="module", autouse=True)
def compiled_catalogues():
    """Build the games' .mo files (never committed; `make` builds them) and drop Django's cached catalogues."""
    for po in GAMES_DIR.glob("*/locale/*/LC_MESSAGES/django.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            subprocess.run(["msgfmt", "--check-format", "-o", str(mo), str(po)], check=True)
    trans_real._translations = {}
    trans_real._default = None
    yield
    trans_real._translations = {}


def _entries(app: str, lang: str) -> list[tuple[str, str]]:
    """(msgid, msgstr) pairs of a game's catalogue, singular entries only."""
    text = (GAMES_DIR / app / "locale" / lang / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
    pairs = []
    for block in text.split("\n\n"):
        if "msgid_plural" in block:
            continue
        m = re.search(r'^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)', block, re.M)
        if m:
            msgid = "".join(re.findall(r'"(.*)"', m.group(1))).replace('\\"', '"')
            msgstr = "".join(re.findall(r'"(.*)"', m.group(2))).replace('\\"', '"')
            if msgid:
                pairs.append((msgid, msgstr))
    return pairs


def _visible_text(page: str) -> str:
    """The text a reader sees in the page's main content (the game's part; the core's frame is not ours)."""
    main = page[page.index('<main'):page.index("</main>")] if "<main" in page else page
    main = re.sub(r"<(script|style)\b.*?</\1>", " ", main, flags=re.S)
    main = re.sub(r"</?a\b[^>]*>", "", main)  # a link is inline: "Block, Tackle" reads as written
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", main)).split())


def _english_left(app: str, lang: str, page: str) -> list[str]:
    """Messages of the game's catalogue still shown in English: any translated msgid of two words or more
    without placeholders found in the page's text (single words are too often part of names)."""
    text = _visible_text(page)
    left = []
    for msgid, msgstr in _entries(app, lang):
        if msgstr == msgid or "%(" in msgid or "{" in msgid or " " not in msgid.strip():
            continue
        if re.search(r"(?<![\w-])" + re.escape(msgid) + r"(?![\w-])", text):
            left.append(msgid)
    return left


def _get(client: Client, url: str, lang: str) -> str:
    response = client.get(url, HTTP_ACCEPT_LANGUAGE=lang)
    assert response.status_code == 200, url
    return response.content.decode()


# --- Dungeon Bowl ------------------------------------------------------------------------------------------

def test_dungeon_bowl_team_wizard_in_italian_shows_the_manuals_names(dungeon_match):
    """The College of Fire roster (seeds/dungeon-bowl-manual.it.txt l.3032-3060: the Italian table prints
    "Dwarf Blocker Lineman" with "Block, Tackle, Thick Skull") and the manual's "Re-roll di Squadra" (l.590)."""
    client = Client()
    client.force_login(dungeon_match.home.coach.user)
    page = _get(client, f"/leagues/{dungeon_match.season.league_id}/teams/new/?college=fire", "it")
    for name in ("Dwarf Blocker Lineman", "Block, Tackle, Thick Skull", "Troll Slayer", "College of Fire"):
        assert name in _visible_text(page)  # the skills are links to their texts (test_i18n_skill_texts.py)
    assert "Re-roll di squadra" in page and "Nome della squadra" in page
    assert _english_left("dungeon_bowl", "it", page) == []


def test_dungeon_bowl_team_wizard_in_hungarian(dungeon_match):
    client = Client()
    client.force_login(dungeon_match.home.coach.user)
    page = _get(client, f"/leagues/{dungeon_match.season.league_id}/teams/new/?college=fire", "hu")
    for name in ("Törp blokkoló mezőnyjátékos", "Blokk, Szerelés, Vastag koponya", "Trollölő", "Tűz kollégiuma"):
        assert name in _visible_text(page)
    assert "Dwarf Blocker Lineman" not in page
    assert _english_left("dungeon_bowl", "hu", page) == []


def test_dungeon_bowl_prematch_sheet_in_italian_names_the_manuals_inducements(dungeon_match):
    """Inducements as the manual lists them (seeds/dungeon-bowl-manual.it.txt l.2396 "ALLENAMENTO INTENSIVO",
    l.2400 "MAZZETTE", l.2428 "BRIGHT WIZARD (MAGO DELLA BRILLANTEZZA)"), gp grouped the Italian way."""
    client = Client()
    client.force_login(dungeon_match.home.coach.user)
    page = _get(client, reverse("matches:prematch", args=[dungeon_match.pk]), "it")
    assert "Allenamento Intensivo (0-8, 100.000 gp l'uno)" in _visible_text(page)
    assert "Mazzette" in page and "Mago della Brillantezza" in page and "Borsellino" in page
    assert _english_left("dungeon_bowl", "it", page) == []


def test_dungeon_bowl_prematch_sheet_in_hungarian(dungeon_match):
    client = Client()
    client.force_login(dungeon_match.home.coach.user)
    page = _get(client, reverse("matches:prematch", args=[dungeon_match.pk]), "hu")
    assert "Extra csapatedzés" in page and "Kenőpénzek" in page and "Fényes varázsló" in page
    assert _english_left("dungeon_bowl", "hu", page) == []


def test_dungeon_bowl_pages_stay_english_without_a_language(dungeon_match):
    client = Client()
    client.force_login(dungeon_match.home.coach.user)
    page = client.get(reverse("matches:prematch", args=[dungeon_match.pk])).content.decode()
    assert "Extra Team Training" in page and "Bribes" in page


# --- Blitz Bowl --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, words", [
    # seeds/blitz-bowl-season-2.it.txt l.335 "punti lega", l.343 "roster dell'Allenatore" / "partite"
    ("it", ("Punti lega", "Allenatore", "Partite da giocare")),
    ("hu", ("Bajnoki pontok", "Edző", "Lejátszandó mérkőzések")),
])
def test_blitz_bowl_league_and_roster_pages(blitz_league, lang, words):
    client = Client()
    team = blitz_league.teams.order_by("id").first()
    client.force_login(team.coach.user)
    league_page = _get(client, reverse("blitz-league", args=[blitz_league.pk]), lang)
    roster_page = _get(client, reverse("blitz-roster", args=[team.pk]), lang)
    assert words[0] in league_page and words[1] in league_page and words[2] in roster_page
    assert _english_left("blitz_bowl", lang, league_page) == []
    assert _english_left("blitz_bowl", lang, roster_page) == []


def test_blitz_bowl_coach_traits_keep_the_italian_rulebooks_english_names(blitz_league):
    """The Italian league rules print the Coach Traits table in English (seeds/blitz-bowl-season-2.it.txt,
    "TRATTI DEGLI ALLENATORI"): an Italian roster shows them as printed; a Hungarian one translates them."""
    from engine.blitz_bowl import traits
    from games.blitz_bowl.models import CoachTrait

    trait = CoachTrait.objects.exclude(trait="").select_related("team").first()
    name = {t.key: t.name for t in traits.TRAITS}[trait.trait]
    client = Client()
    client.force_login(trait.team.coach.user)
    assert name in _get(client, reverse("blitz-roster", args=[trait.team.pk]), "it")
    hu_page = _get(client, reverse("blitz-roster", args=[trait.team.pk]), "hu")
    assert name not in _visible_text(hu_page) or name == "Blitz Bowl"


# --- Kaosball ----------------------------------------------------------------------------------------------

@pytest.fixture
def kaos_league(db):
    call_command("load_demo_kaosball", stdout=open("/dev/null", "w"))
    return League.objects.get(ruleset="kaosball")


def test_kaosball_team_page_in_hungarian_uses_the_rulebooks_names(kaos_league):
    """seeds/kaosball.hu.txt l.1079-1087: "AMAZONS (amazonok)", "FANGS (méregagarak)"; l.1093-1123: the upgrade
    tiles' Hungarian names (e.g. "SPEED TRAINING (sebesség tréning)")."""
    client = Client()
    teams = {t.roster: t for t in kaos_league.teams.all()}
    page = ""
    for team in teams.values():
        page += _get(client, reverse("kaosball-team", args=[team.pk]), "hu")
        assert _english_left("kaosball", "hu", page) == []
    names = {"amazons": "Amazonok", "daemons": "Démonok", "fangs": "Méregagyarak", "ogres": "Ogrék"}
    assert any(names[key] in page for key in teams if key in names)
    assert "Aktív fejlesztéspontok" in page


def test_kaosball_league_page_in_italian(kaos_league):
    client = Client()
    page = _get(client, reverse("kaosball-league", args=[kaos_league.pk]), "it")
    assert "Classifica della lega" in page
    assert _english_left("kaosball", "it", page) == []


# --- Team Manager ------------------------------------------------------------------------------------------

@pytest.fixture
def tm_league(db):
    call_command("load_demo_team_manager", stdout=open("/dev/null", "w"))
    return League.objects.get(ruleset="team_manager")


@pytest.mark.parametrize("lang, words", [
    # seeds/team-manager-card-game.it.txt: "Manager dell'Anno", "Tifosi"
    ("it", ("Manager dell'Anno", "Tifosi")),
    ("hu", ("Az év menedzsere", "Szurkolók")),
])
def test_team_manager_league_and_manager_pages(tm_league, lang, words):
    client = Client()
    team = tm_league.teams.order_by("id").first()
    league_page = _get(client, reverse("tm-league", args=[tm_league.pk]), lang)
    manager_page = _get(client, reverse("tm-manager", args=[team.pk]), lang)
    assert words[1] in league_page + manager_page and words[0] in league_page + manager_page
    assert _english_left("team_manager", lang, league_page) == []
    assert _english_left("team_manager", lang, manager_page) == []


# --- Blood Bowl 2016 ---------------------------------------------------------------------------------------

@pytest.fixture
def bb_league(db):
    call_command("load_demo_bb2016", stdout=open("/dev/null", "w"))
    return League.objects.get(ruleset="blood_bowl_2016")


def test_blood_bowl_2016_team_page_in_italian_keeps_the_boxed_names(bb_league):
    """seeds/blood-bowl-2016-reduced.it.txt l.536-548: the skills are printed "Block", "Catch", "Dodge",
    "Pass", "Sure Hands"; l.738 the teams "Humans" and "Orcs"; l.771 "TABELLA DEL CALCIO D'INIZIO"."""
    team = Team.objects.filter(league=bb_league, roster="humans").first()
    client = Client()
    page = _get(client, reverse("bb2016-team", args=[team.pk]), "it")
    assert "Catch, Dodge" in _visible_text(page) and "Humans" in page and "Fattore Campo" in page
    assert _english_left("blood_bowl_2016", "it", page) == []


def test_blood_bowl_2016_pages_in_hungarian(bb_league):
    team = Team.objects.filter(league=bb_league, roster="humans").first()
    client = Client()
    page = _get(client, reverse("bb2016-team", args=[team.pk]), "hu")
    assert "Elkapás, Kitérés" in _visible_text(page) and "Emberek" in page
    assert _english_left("blood_bowl_2016", "hu", page) == []
    season = bb_league.seasons.order_by("-number").first()
    season_page = _get(client, reverse("bb2016-season", args=[season.pk]), "hu")
    assert _english_left("blood_bowl_2016", "hu", season_page) == []


def test_the_english_scan_can_fail():
    """The scan finds an English message left in a page (so the tests above can fail)."""
    page = "<main><p>Start the league games</p><p>Ancora nessun Allenatore.</p></main>"
    assert "Start the league games" in _english_left("blitz_bowl", "it", page)
    assert "No coaches yet." not in _english_left("blitz_bowl", "it", page)

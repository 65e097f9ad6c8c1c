"""What a skill does, where a page lists skills, in the reader's language (docs/i18n.md, "Rule texts").

Each skill's name links to its entry in the page's "Skills on this page" list (games/dungeon_bowl/templatetags/
skill_texts.py): the name, its category and the engine's text through the catalogue. Italian is the Dungeon
Bowl manual's (seeds/dungeon-bowl-manual.it.txt, "ABILITÀ E TRATTI"), fitted to our English; Hungarian is ours.
"""

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from engine import rulesets
from games.dungeon_bowl.tasks import run_post_match
from games.dungeon_bowl.templatetags.skill_texts import glossary
from league.models import Player
from tests import postmatch_factories as pf
from tests.games.test_i18n_pages import _visible_text

pytestmark = pytest.mark.django_db

RULES = rulesets.get("dungeon_bowl")
BLOCK = RULES.skills["Block"].text
FEND = RULES.skills["Fend"].text
# seeds/dungeon-bowl-manual.it.txt, BLOCK: "Quando un risultato Entrambi a Terra (Both Down) viene applicato durante
# un'Azione Blocco, questo giocatore può scegliere di ignorarlo e di non essere atterrato."
BLOCK_IT = ("Quando un risultato Entrambi a Terra (Both Down) viene applicato durante un'Azione Blocco, questo "
            "giocatore può scegliere di ignorarlo e di non essere Atterrato.")
BLOCK_HU = "Ha blokkban „mindkettő elesik” eredményt alkalmaznak, ez a játékos figyelmen kívül hagyhatja, és nem ütik le."
# FEND: "I giocatori avversari non possono seguire dopo i blocchi effettuati contro questo giocatore, anche se il
# giocatore con Fend, è Atterrato."
FEND_IT = "I giocatori avversari non possono seguire dopo aver bloccato questo giocatore, anche se è Atterrato."
FEND_HU = "Az ellenfél játékosai nem léphetnek utána, miután blokkolták ezt a játékost, akkor sem, ha leütötték."


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _glossary_ids(page: str) -> list[str]:
    return re.findall(r'<dt id="(skill-[\w-]+)"', page)


# --- the player page: the player's skills and the skills a chosen advancement offers -------------------------

@pytest.mark.parametrize(("lang", "block", "name"), [("it", BLOCK_IT, "Block"), ("hu", BLOCK_HU, "Blokk")])
def test_player_page_shows_what_each_skill_does_in_the_readers_language(lang, block, name):
    player = pf.blitzer_with_spp(20)  # a Dwarf Blitzer: Block, Thick Skull; SPP for a chosen skill
    response = _client(player.team.coach.user).get(reverse("player-detail", args=[player.pk]),
                                                   HTTP_ACCEPT_LANGUAGE=lang)
    page = response.content.decode()
    assert f'<a href="#skill-block">{name}</a>' in page  # the name in the table links to its text
    assert block in _visible_text(page) and BLOCK not in page
    ids = _glossary_ids(page)
    assert "skill-block" in ids and "skill-thick-skull" in ids and len(ids) == len(set(ids))
    assert len(response.content) < 150_000


def test_player_page_skill_texts_are_english_by_default():
    player = pf.blitzer_with_spp(20)
    page = _client(player.team.coach.user).get(reverse("player-detail", args=[player.pk])).content.decode()
    assert BLOCK in page and '<dt id="skill-block">Block <span class="muted">(General)</span></dt>' in page


# --- the post-match advancement choice: the skills offered, each with its text, before choosing ----------------

@pytest.fixture
def played():
    fx = pf.match()
    run_post_match(pf.report(fx).pk)
    Player.objects.filter(pk=pf.numbered(fx.home, 4).pk).update(spp=40)  # may choose a Primary skill
    return fx


@pytest.mark.parametrize(("lang", "fend", "block"), [("it", FEND_IT, BLOCK_IT), ("hu", FEND_HU, BLOCK_HU), ("en", FEND, BLOCK)])
def test_advancement_choice_shows_the_offered_skills_texts(played, lang, fend, block):
    fx = played
    response = _client(fx.home.coach.user).get(reverse("postmatch-advancements", args=[fx.pk, fx.home.pk]),
                                               HTTP_ACCEPT_LANGUAGE=lang)
    page = response.content.decode()
    assert '<option value="Fend">' in page  # offered in the chosen-skill select (a Dwarf Blitzer: Primary General)
    text = _visible_text(page)
    assert fend in text and block in text
    ids = _glossary_ids(page)
    assert "skill-fend" in ids and len(ids) == len(set(ids))  # Block: eleven players hold it, listed once
    if lang != "en":
        assert FEND not in page and BLOCK not in page
    assert len(response.content) < 150_000
    # the glossary comes last: on a phone the hiring and the step's end are not below sixty skills' texts
    finish = reverse("postmatch-finish", args=[fx.pk, fx.home.pk])
    assert page.index(f'action="{finish}"') < page.index('class="skill-glossary"')


# --- the team page (the core's roster): one glossary under the table, each skill once ---------------------------

def test_team_page_lists_each_skill_once_in_hungarian():
    fx = pf.match()
    page = Client().get(reverse("team-detail", args=[fx.home.pk]), HTTP_ACCEPT_LANGUAGE="hu").content.decode()
    assert page.count('<a href="#skill-block">Blokk</a>') == 11  # every Dwarf Blitzer's row links to it
    assert _glossary_ids(page) == ["skill-block", "skill-thick-skull"]
    assert BLOCK_HU in _visible_text(page)


def test_printable_roster_sheet_ends_with_the_skills_texts_in_italian():
    fx = pf.match()
    page = Client().get(f"/teams/{fx.home.pk}/sheet/", HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert '<html lang="it">' in page
    assert _glossary_ids(page) == ["skill-block", "skill-thick-skull"] and BLOCK_IT in _visible_text(page)


# --- the team wizard: the positions' skills --------------------------------------------------------------------

def test_team_wizard_explains_the_positions_skills_in_italian(dungeon_match):
    league = dungeon_match.season.league
    page = _client(dungeon_match.home.coach.user).get(
        f"/leagues/{league.pk}/teams/new/?college=fire", HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert BLOCK_IT in _visible_text(page)
    assert set(_glossary_ids(page)) >= {"skill-block", "skill-thick-skull", "skill-tackle"}


def test_exhibition_builder_explains_the_positions_skills_in_hungarian(make_user):
    from league.services.leagues import create_league

    league = create_league(by=make_user("ex-boss"), name="Exhibition Cup", ruleset="dungeon_bowl",
                           settings={"exhibition_play": True})
    page = _client(make_user("ex-coach")).get(f"/leagues/{league.pk}/teams/new/?college=fire",
                                              HTTP_ACCEPT_LANGUAGE="hu").content.decode()
    assert "Free SPP" not in page  # the builder, in Hungarian
    assert '<a href="#skill-block">Blokk</a>' in page and BLOCK_HU in _visible_text(page)


# --- Blood Bowl 2016: the team page ----------------------------------------------------------------------------

def test_blood_bowl_2016_team_page_explains_its_skills_in_italian():
    from django.core.management import call_command

    from league.models import League, Team

    call_command("load_demo_bb2016", stdout=open("/dev/null", "w"))
    team = Team.objects.filter(league=League.objects.get(ruleset="blood_bowl_2016"), roster="humans").first()
    page = Client().get(reverse("bb2016-team", args=[team.pk]), HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert '<a href="#skill-sure-hands">Sure Hands</a>' in page
    assert "Puoi ripetere qualsiasi tiro Agilità fallito per raccogliere la palla (§7.4)." in _visible_text(page)
    assert "Re-roll any failed pick-up Agility test" not in page


# --- the helper itself -----------------------------------------------------------------------------------------

def test_glossary_takes_players_positions_and_names_once_and_skips_unknown_names():
    position = RULES.roster("fire").position("dwarf_blitzer")
    entries = glossary("dungeon_bowl", [position], ["Block", "Not a skill"], "Fend")
    assert [e["name"] for e in entries] == ["Block", "Fend", "Thick Skull"]  # General, then Strength
    assert glossary("blitz_bowl", ["Block"]) == []  # a game without a skill catalogue: no glossary


def test_blood_bowl_2016_skill_texts_read_the_italian_rulebook():
    """seeds/blood-bowl-2016-reduced.it.txt §10.3: "Sure Hands Se il tuo giocatore ha questa abilita puoi ripetere
    qualsiasi suo tiro Agilita quando prova a raccogliere la palla"."""
    with translation.override("it"):
        (entry,) = glossary("blood_bowl_2016", ["Sure Hands"])
    assert entry["text"] == "Puoi ripetere qualsiasi tiro Agilità fallito per raccogliere la palla (§7.4)."

"""The rule texts a page shows, in the reader's language (docs/i18n.md, "Rule texts"): one test per kind of display.

The engine keeps its texts in English; games/<app>/rules_names.py lists them under TEXTS and pages translate
them where they show them. Italian inducement and Coach Trait texts are the rulebooks' words
(seeds/dungeon-bowl-manual.it.txt §12.2-§12.3, seeds/blitz-bowl-season-2.it.txt §18.8); the rest is ours.
"""

import pytest
from django.test import Client
from django.urls import reverse

from engine.blitz_bowl import traits
from tests.games.test_i18n_pages import _english_left, _get, _visible_text

BRIBES = ("Use one when a player is Sent-off for fouling: on a D6 roll of 2-6 the player is not Sent-off (no "
          "Turnover) and is teleported back into the dungeon")


def _coach_client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


# --- an inducement's effect: the pre-match form's help text (games/dungeon_bowl/views/prematch.py) ----------

def test_prematch_inducement_help_reads_the_italian_manual(dungeon_match):
    """seeds/dungeon-bowl-manual.it.txt, "0-8 ALLENAMENTO INTENSIVO": "Ogni sessione di Allenamento Intensivo ti
    fornisce un Re-Roll di Squadra per la partita"; "0-3 MAZZETTE": "Con un risultato 2-6 la Mazzetta funziona"."""
    page = _visible_text(_get(_coach_client(dungeon_match.home.coach.user),
                              reverse("matches:prematch", args=[dungeon_match.pk]), "it"))
    assert "Ogni sessione di Allenamento Intensivo fornisce un Re-Roll di Squadra per la partita." in page
    assert "con un risultato di 2-6 su un D6 il giocatore non viene Espulso" in page
    assert "Each gives one extra team re-roll" not in page and BRIBES not in page


def test_prematch_inducement_help_in_hungarian(dungeon_match):
    raw = _get(_coach_client(dungeon_match.home.coach.user), reverse("matches:prematch", args=[dungeon_match.pk]), "hu")
    page = _visible_text(raw)
    assert "Mindegyik egy további csapat-újradobást ad a mérkőzésre." in page
    assert "egy D6 2-6-os dobásán a játékost nem állítják ki" in page
    assert _english_left("dungeon_bowl", "hu", raw) == []


def test_prematch_inducement_help_stays_english_without_a_language(dungeon_match):
    page = _coach_client(dungeon_match.home.coach.user).get(
        reverse("matches:prematch", args=[dungeon_match.pk])).content.decode()
    assert "Each gives one extra team re-roll for the match." in page and BRIBES in page


# --- a Coach Trait's rule: the Blitz Bowl roster page --------------------------------------------------------

@pytest.mark.parametrize("lang", ["it", "hu"])
def test_blitz_bowl_roster_shows_coach_trait_rules_translated(blitz_league, lang):
    """A held trait's rule and every rule in the choice list: the Italian league rules' §18.8 table, our Hungarian."""
    from django.utils import translation

    from games.blitz_bowl.models import CoachTrait

    held = CoachTrait.objects.exclude(trait="").select_related("team").first()
    rule = traits.trait(held.trait).rule
    page = _visible_text(_get(_coach_client(held.team.coach.user), reverse("blitz-roster", args=[held.team.pk]), lang))
    with translation.override(lang):
        translated = translation.gettext(rule)
    assert translated != rule and translated in page
    assert rule not in page


def test_the_italian_trait_rule_is_the_rulebooks():
    """seeds/blitz-bowl-season-2.it.txt: "8 LOUD CELEBRATOR : quando la tua squadra segna una Meta, ottiene 4 punti
    invece di 3"; "3 SPONSORED KIT : dopo aver effettuato un Controllo Armatura, puoi ritirare i dadi"."""
    from django.utils import translation

    with translation.override("it"):
        assert translation.gettext(traits.trait("loud_celebrator").rule) == "Una Meta vale 4 punti invece di 3."
        assert translation.gettext(traits.trait("sponsored_kit").rule) == (
            "Dopo aver effettuato un Controllo Armatura, puoi ritirare i dadi.")


# --- a setting's help (and its label): the league forms built from the game's schema (league/forms.py) -------

def test_league_settings_help_in_hungarian(db):
    from tests import schedule_factories as f

    page = _visible_text(_get(_coach_client(f.user()), reverse("league-new") + "?ruleset=dungeon_bowl", "hu"))
    assert "egy új csapat felépítésére" in page  # "gp to build a new team"
    assert "a csapatok szponzort választhatnak" in page
    assert "gp to build a new team" not in page and "teams may take a sponsor" not in page


def test_league_settings_help_in_italian_for_blood_bowl_2016(db):
    from tests import schedule_factories as f

    page = _visible_text(_get(_coach_client(f.user()), reverse("league-new") + "?ruleset=blood_bowl_2016", "it"))
    assert "gioca la regola avanzata Mettercela Tutta (§14.1)" in page
    assert "play the advanced rule" not in page


def test_form_field_translates_label_help_and_choices():
    from django.utils import translation

    from engine import rulesets
    from league.forms import form_field

    field = next(f for f in rulesets.get("dungeon_bowl").settings_schema if f.key == "sponsor_allocation")
    with translation.override("it"):
        built = form_field(field)
        assert built.label == "Come si assegnano gli sponsor"
        assert built.help_text.startswith("ogni allenatore sceglie") and built.help_text.endswith("(§11.1)")
        assert all(label != english for (_v, label), (_w, english) in zip(built.choices, field.choices, strict=True))
    english = form_field(field)
    assert english.label == field.label and english.help_text == f"{field.help} ({field.section})"


# --- the friendlies' sentence: the season's schedule page -----------------------------------------------------

def test_schedule_page_friendly_text_in_hungarian(dungeon_match):
    page = _visible_text(_get(Client(), reverse("schedule:season", args=[dungeon_match.season_id]), "hu"))
    assert "Nincs MVP és nincs bajnoki pont; egyébként olyan, mint egy bajnoki mérkőzés." in page
    assert "No MVP and no league points" not in page


# --- the settings' labels and values on the league page (league.models.League.settings_display) ---------------

def test_league_page_settings_in_hungarian(dungeon_match):
    page = _visible_text(_get(Client(), reverse("league-detail", args=[dungeon_match.season.league_id]), "hu"))
    assert "Szponzorok: igen" in page  # "Sponsors: yes"
    assert "Döntetlenfeloldás a rájátszás sorsolásában: A magasabban kiemelt jut tovább" in page
    assert "Sponsors: yes" not in page and "The higher seed goes through" not in page


def test_blitz_bowl_report_form_labels_and_traits_in_hungarian(blitz_league):
    """The report form's tallies and the Coach Traits a coach may tick: names, from the catalogue."""
    from django.utils import translation

    from games.blitz_bowl.models import CoachTrait
    from games.blitz_bowl.views import ReportForm
    from league.models import Fixture

    held = CoachTrait.objects.exclude(trait="").first()
    fixture = Fixture.objects.filter(season_id=held.season_id, home=held.team, pk__gt=held.fixture_id).first()
    with translation.override("hu"):
        form = ReportForm(game=fixture)
        assert form.fields["home_touchdowns"].label == "Touchdownok"
        assert form.fields["home_cards_claimed"].label == "megszerzett Kihívás-kártyák"
        names = [label for _key, label in form.fields["home_traits_used"].choices]
        assert names and translation.gettext(traits.trait(held.trait).name) in names
        assert traits.trait(held.trait).name not in names


# --- Team Manager: how the season's end was decided (engine Sentences, the game page) -------------------------

def test_team_manager_season_end_steps_in_italian():
    from django.utils import translation

    from engine.rulesets.team_manager.season import Total, end_of_season
    from league.templatetags.breaches import sentence

    season = [Total("a", fans=10, team_upgrades=3), Total("b", fans=10, team_upgrades=2)]
    outcome = end_of_season(season, names={"a": "Reikland", "b": "Skavenblight"})
    assert [str(text) for _section, text in outcome.steps] == [
        "Reikland, Skavenblight are tied on 10 fans; tie-break 1, upgrades gained: Reikland 3, Skavenblight 2",
        "Reikland has the most developed team: Manager of the Year"]
    with translation.override("it"):
        assert [sentence(text) for _section, text in outcome.steps] == [
            "Reikland, Skavenblight sono in parità con 10 tifosi; spareggio 1, miglioramenti ottenuti: Reikland 3, "
            "Skavenblight 2",
            "Reikland ha la squadra più sviluppata: Manager dell'Anno"]


def test_blitz_bowl_duplicate_trait_dashboard_line_in_hungarian(blitz_league):
    from django.utils import translation

    from games.blitz_bowl.models import CoachTrait
    from games.blitz_bowl.selectors import actions_for_coach

    pending = CoachTrait.objects.exclude(trait="").select_related("team__coach").first()
    CoachTrait.objects.filter(pk=pending.pk).update(trait="")  # a duplicate roll: the coach must choose
    with translation.override("hu"):
        lines = [a["text"] for a in actions_for_coach(pending.team.coach)]
    assert f"{pending.team}: az edzői jellemvonás-dobásod ismétlődés lett — válassz egy jellemvonást (§18.8)" in lines

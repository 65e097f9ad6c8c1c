"""Why the server rolled a die, in the reader's language (docs/i18n.md, "The engine's messages"; issue #20).

The engine writes each campaign roll's reason as a Sentence; the roll row keeps its template and values beside
the English `why` (the API, the logs and the tests read that), and the pages show it translated. A row stored
before the template was kept shows its English text."""

import pytest
from django.utils import timezone

from engine.dice import Dice
from games.dungeon_bowl.models import PostMatchRoll
from games.dungeon_bowl.services.postmatch import advancement as adv
from games.dungeon_bowl.tasks import run_post_match
from league.models import Fixture, ServerRoll
from league.services.schedule import resolve_unplayed
from tests import postmatch_factories as pf

pytestmark = pytest.mark.django_db


@pytest.fixture
def blitzer():
    """A Dwarf Blitzer (Primary GS; Block owned) with SPP to spend."""
    return pf.blitzer_with_spp()


def test_a_random_skill_roll_keeps_its_english_reason_and_its_template(blitzer):
    """§7.3.4, forced dice: 1,1 is Block (owned, so a second attempt), 1,2 Dauntless."""
    dice = Dice.forcing(1, 1, 1, 2)
    adv.take_random_skill(by=blitzer.team.coach.user, player=blitzer, kind="random_primary", category="General", dice=dice)
    rolls = list(PostMatchRoll.objects.filter(player=blitzer).order_by("id"))
    assert [r.why for r in rolls] == [
        "random General skill, attempt 1: half of the table (first D6)", "random General skill, attempt 1: row (second D6)",
        "random General skill, attempt 2: half of the table (first D6)", "random General skill, attempt 2: row (second D6)",
    ]
    assert rolls[3].why_sentence == {"template": "random {category} skill, attempt {attempt}: row (second D6)",
                                     "values": {"category": {"name": "General"}, "attempt": 2}}


@pytest.mark.parametrize(("language", "expected"), [
    ("it", "abilità Generale casuale, tentativo 2: riga (secondo D6)"),
    ("hu", "véletlen Általános képzettség, 2. próbálkozás: sor (második D6)"),
    ("en", "random General skill, attempt 2: row (second D6)"),
])
def test_the_players_rolls_page_shows_the_reasons_in_the_readers_language(client, blitzer, language, expected):
    adv.take_random_skill(by=blitzer.team.coach.user, player=blitzer, kind="random_primary", category="General",
                          dice=Dice.forcing(1, 1, 1, 2))
    page = client.get(f"/players/{blitzer.pk}/rolls/", HTTP_ACCEPT_LANGUAGE=language).content.decode()
    assert expected in page
    if language != "en":
        assert "random General skill" not in page


def test_the_post_match_page_shows_the_winnings_and_casualty_rolls_translated(client):
    """§7.2: winnings 2D6 and the Casualty roll (D16), whatever the seeded dice showed."""
    fx = pf.match()
    report = pf.report(fx, lines=[{"player": pf.numbered(fx.away, 2), "casualty": "roll"}])
    run_post_match(report.pk)
    whys = set(PostMatchRoll.objects.filter(fixture=fx).values_list("why", flat=True))
    assert "Casualty roll (D16)" in whys
    italian = client.get(f"/postmatch/{fx.pk}/", HTTP_ACCEPT_LANGUAGE="it").content.decode()
    hungarian = client.get(f"/postmatch/{fx.pk}/", HTTP_ACCEPT_LANGUAGE="hu").content.decode()
    assert "Tiro Perdita (D16)" in italian and "Sérülésdobás a sérüléstáblázaton (D16)" in hungarian
    assert "Casualty roll (D16)" not in italian and "Casualty roll (D16)" not in hungarian


def test_the_fixture_page_shows_a_conceded_fixtures_winnings_roll_translated(client):
    """§8.5, forced D6 = 3: the winner of a conceded fixture rolls for its winnings."""
    fx = pf.match()
    Fixture.objects.filter(pk=fx.pk).update(conceded_by=fx.away)
    fx.refresh_from_db()
    resolve_unplayed(fixture=fx, league=fx.season.league, now=timezone.now(), dice=Dice.forcing(3))
    roll = ServerRoll.objects.get(fixture=fx)
    assert roll.why == "winnings for a conceded fixture (D6)" and roll.result == 3
    assert "ricompense per una partita concessa (D6)" in client.get(
        f"/matches/fixtures/{fx.pk}/", HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert "nyeremény feladott mérkőzésért (D6)" in client.get(
        f"/matches/fixtures/{fx.pk}/", HTTP_ACCEPT_LANGUAGE="hu").content.decode()


def test_an_old_row_without_its_template_is_shown_in_english(client, blitzer):
    PostMatchRoll.objects.create(team=blitzer.team, player=blitzer, step="advancement", die="D6",
                                 why="random General skill, attempt 1: row (second D6)", result=4, seed="old")
    page = client.get(f"/players/{blitzer.pk}/rolls/", HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert "random General skill, attempt 1: row (second D6)" in page


def test_an_off_season_roll_stored_as_json_is_read_in_the_readers_language():
    """The re-draft's rolls are a JSON list (Redraft.rolls): the same template and values, through the same filter."""
    from django.utils import translation

    from dugout.i18n import stored_sentence
    from engine.campaign import niggling_recovery
    from league.templatetags.breaches import roll_why

    dice = Dice.forcing(4, 2)
    niggling_recovery(niggling_injuries=2, dice=dice)
    rolls = [{**r.as_dict(), "why_sentence": stored_sentence(r.why)} for r in dice.log]
    assert rolls[1]["why"] == "re-draft recovery of Niggling Injury 2 of 2 (4+ heals)"
    with translation.override("it"):
        assert roll_why(rolls[1]) == "recupero alla riconvocazione dall'Infortunio cronico 2 di 2 (4+ guarisce)"
    with translation.override("hu"):
        assert roll_why({"why": rolls[1]["why"]}) == rolls[1]["why"]  # stored before: English

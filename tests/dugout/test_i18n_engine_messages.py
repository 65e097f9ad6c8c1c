"""The engine's messages and a replay's lines in the reader's language (issue 20, docs/i18n.md "The engine's
messages" and "Replays"). engine/ stays pure: a breach's message is an English Sentence that keeps its msgid and
values; the site translates it when shown, the rulebook section kept. The stored event log stays English."""

import copy
import pickle

from django.utils import translation

import engine.rulesets
from dugout.i18n import breach_text, shown
from engine.breach import Gold, Name, Names, RuleBreach, Sentence, gettext_noop, gp
from engine.campaign import validate_chosen_skill, validate_hire
from engine.kaosball import simulate as kaos_simulate
from engine.kaosball.sheets import KaosSheet
from engine.kaosball.simulate import replay_text as engine_replay_text
from engine.rulesets.kaosball.data import TEAMS
from games.kaosball.replay import replay_text
from games.replay import describe
from league.services.errors import RuleViolation

DUNGEON_BOWL = engine.rulesets.get("dungeon_bowl")
FULL_FIRE = {"dwarf_blocker_lineman": 14, "dwarf_blitzer": 2}  # 16 players, both Blitzers hired (§4.3, §4.4)


def hire_breaches():
    return validate_hire(DUNGEON_BOWL, roster_key="fire", current=FULL_FIRE, position_key="dwarf_blitzer",
                         treasury=79_999)


def test_a_real_engine_breach_is_english_as_before_and_shown_in_italian_and_hungarian():
    breaches = hire_breaches()
    # The English text is the engine's, unchanged (tests/engine assert on it), and a str like before.
    assert [str(b) for b in breaches] == [
        "a team may never have more than 16 players; it already has 16 (§4.4)",
        "College of Fire allows 0-2 Blitzers; this team already has 2 (§4.3)",
        "a Dwarf Blitzer costs 80,000 gp but the Treasury holds 79,999 gp (§7.4.1)",
    ]
    assert isinstance(breaches[0].message, Sentence) and breaches[0].message == (
        "a team may never have more than 16 players; it already has 16")
    with translation.override("it"):
        assert [breach_text(b) for b in breaches] == [
            "una squadra non può mai avere più di 16 giocatori; ne ha già 16 (§4.4)",
            "College of Fire ammette 0-2 Blitzers; questa squadra ne ha già 2 (§4.3)",  # the Italian manual's names
            "un Dwarf Blitzer costa 80.000 gp ma la Tesoreria contiene 79.999 gp (§7.4.1)",  # Italian grouping
        ]
    with translation.override("hu"):
        assert [breach_text(b) for b in breaches] == [
            "egy csapatnak soha nem lehet 16-nál több játékosa; már 16 van (§4.4)",
            "a(z) Tűz kollégiuma 0-2 Rohamozók játékost enged; ennek a csapatnak már 2 van (§4.3)",
            "egy Törp rohamozó ára 80\u00a0000 gp, de a kincstárban 79\u00a0999 gp van (§7.4.1)",
        ]


def test_rules_names_inside_a_message_are_the_rules_names_catalogues():
    """§7.3.4: the skill, its category and the player's categories come from the rules names' catalogues; the
    'Secondary' the engine says is a Sentence of its own."""
    [breach] = validate_chosen_skill(DUNGEON_BOWL, skill="Block", kind="chosen_secondary", primary="G",
                                     secondary="A", owned=[])
    assert str(breach) == "Block is in the General category; this player's Secondary categories are Agility (§7.3.4)"
    with translation.override("hu"):
        assert breach_text(breach) == ("a(z) Blokk a(z) Általános kategóriába tartozik; a játékos Másodlagos "
                                       "kategóriái: Ügyesség (§7.3.4)")
    with translation.override("it"):
        assert "nella categoria Generale" in breach_text(breach) and breach_text(breach).endswith("(§7.3.4)")


def test_a_rule_violation_is_read_in_the_language_of_whoever_reads_it():
    """A service raises once; the page or the API reads `messages` in the request's language."""
    violation = RuleViolation(*hire_breaches()[:1], ("§8.2", "already translated text stays as it is"))
    with translation.override("it"):
        assert violation.messages == ["una squadra non può mai avere più di 16 giocatori; ne ha già 16 (§4.4)",
                                      "already translated text stays as it is (§8.2)"]
    with translation.override("en"):
        assert violation.messages[0] == "a team may never have more than 16 players; it already has 16 (§4.4)"


def test_values_are_shown_by_kind_and_unknown_text_falls_back_to_english():
    with translation.override("it"):
        assert shown(gp(1_150_000)) == "1.150.000 gp"
        assert shown(Names([Name("General"), Name("Agility")])) == "Generale, Agilità"
        assert shown("a team name") == "a team name" and shown(7) == 7
        # A template no catalogue holds is still the English sentence, filled in.
        assert shown(gettext_noop("{n} unheard-of things", n=3)) == "3 unheard-of things"
    with translation.override("hu"):
        assert shown(gp(1_150_000)) == "1\u00a0150\u00a0000 gp"


def test_an_engine_message_survives_copy_and_pickle_with_its_template():
    """Celery and the cache pickle exceptions and breaches: the msgid and values travel with the text."""
    breach = hire_breaches()[2]
    for again in (pickle.loads(pickle.dumps(breach)), copy.deepcopy(breach)):
        assert again == breach and again.message.template == breach.message.template
        assert isinstance(again.message.params["price"], Gold) and again.message.params["price"].amount == 80_000
    assert RuleBreach("§1", gettext_noop("a {x}", x=Name("Block"))) == RuleBreach("§1", "a Block")


# ---- replays ------------------------------------------------------------------------------------------------
ROLL = {"t": "roll", "why": "dodge", "player": "h-3", "dice": [2], "target": 3, "modifier": -1, "result": "failure",
        "reroll": "team re-roll"}
BLOCK = {"t": "block", "attacker": "h-3", "defender": "a-1", "st": [4, 3], "dice": ["both_down", "push"],
         "chooser": "home"}
END = {"t": "end", "reason": "time_limit", "winner": None}


def name(player):
    return {"h-3": "Grim", "a-1": "Lothar"}.get(player, player)


def test_replay_lines_are_the_stored_english_log_in_english():
    with translation.override("en"):
        assert describe(ROLL, name) == "Dodge for Grim: rolled 2 needing 3+ (modifier -1) → failure — re-roll (team re-roll)"
        assert describe(BLOCK, name) == ("Grim blocks Lothar (ST 4 v 3): block dice both_down, push; "
                                         "home coach chooses")
        assert describe(END, name) == "Match over (time limit): a draw"


def test_replay_lines_in_italian_and_hungarian():
    with translation.override("it"):
        assert describe(ROLL, name).startswith("Schivata per Grim: tirato 2 serve 3+ (modificatore -1) → fallimento")
        assert describe(BLOCK, name) == ("Grim blocca Lothar (ST 4 contro 3): dadi blocco entrambi a terra, spinta; "
                                         "sceglie l'allenatore di casa")
        assert describe(END, name) == "Partita finita (limite di tempo): un pareggio"
    with translation.override("hu"):
        assert describe(ROLL, name).startswith("Kitérés – Grim: dobás 2 3+ kell (módosító -1) → kudarc")
        assert describe(END, name) == "Vége a mérkőzésnek (időkorlát): döntetlen"
        # A rules name the engine rolls for (a skill) comes from the rules names' catalogue.
        assert describe({**ROLL, "why": "Jump Up", "reroll": None}, name).startswith("Felpattanás – Grim")


def kaos_match():
    kinds = [t.key for t in TEAMS]
    sheets = [KaosSheet(10 * (k + 1), f"Team {k}", kinds[k], cash=k) for k in range(2)]
    return kaos_simulate(sheets[0], sheets[1], seed="i18n-replay"), [s.name for s in sheets]


def test_kaosball_replay_is_the_engine_s_text_in_english_and_translated_in_hungarian():
    outcome, names = kaos_match()
    with translation.override("en"):
        assert replay_text(outcome.events, names) == engine_replay_text(outcome, names)
    with translation.override("hu"):
        hungarian = replay_text(outcome.events, names)
    setup = next(e for e in outcome.events if e["t"] == "setup")
    assert hungarian.splitlines()[0] == "Kezdés: " + " v ".join(setup["teams"])
    assert "játékszakasz" in hungarian and "Period " not in hungarian and " first) —" not in hungarian
    with translation.override("it"):
        assert "Periodo 1" in replay_text(outcome.events, names)

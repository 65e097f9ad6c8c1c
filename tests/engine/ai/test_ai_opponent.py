"""The rulesets name the AI coaches of a simulated fixture by the league's "AI opponent" setting (issue 22):
the core asks the ruleset, never naming a game or a bot."""

import pytest

import engine.rulesets
from engine.ai import SearchCoach, make_bot
from engine.ai.coach import ScriptedCoach
from engine.classic.bots import ClassicCoach
from engine.rulesets.contract import ValuesError


@pytest.mark.parametrize(("ruleset", "scripted"), [("dungeon_bowl", ScriptedCoach), ("blood_bowl_2016", ClassicCoach)])
def test_every_game_with_an_engine_offers_the_scripted_and_the_search_coach(ruleset, scripted):
    rules = engine.rulesets.get(ruleset)
    assert rules.has_engine and rules.default_settings()["ai_opponent"] == "scripted"
    home, away, label = rules.ai_coaches(rules.default_settings(), "s1")
    assert type(home) is scripted and type(away) is scripted and label == "scripted v scripted"
    home, away, label = rules.ai_coaches(rules.clean_settings({"ai_opponent": "search"}), "s1")
    assert isinstance(home, SearchCoach) and isinstance(away, SearchCoach) and label == "search v search"
    assert home.base is scripted and home is not away


def test_an_unknown_ai_is_a_setting_error_naming_the_field():
    with pytest.raises(ValuesError, match="AI opponent"):
        engine.rulesets.get("dungeon_bowl").clean_settings({"ai_opponent": "deep_thought"})


def test_the_coaches_are_seeded_per_side():
    rules = engine.rulesets.get("dungeon_bowl")
    home, away, _ = rules.ai_coaches({"ai_opponent": "search"}, "seed")
    again, _, _ = rules.ai_coaches({"ai_opponent": "search"}, "seed")
    assert home.rng.random() == again.rng.random() != away.rng.random()


def test_make_bot_builds_on_the_game_s_scripted_coach():
    assert type(make_bot("scripted", 1, base=ClassicCoach)) is ClassicCoach
    assert make_bot("search", 1, base=ClassicCoach).base is ClassicCoach
    with pytest.raises(ValueError, match="no bot"):
        make_bot("deep_thought", 1)

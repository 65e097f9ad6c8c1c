"""Every rules name the engine has is in its game's catalogue module (games/<app>/rules_names.py).

The engine stays pure and English; pages translate its names through the gettext_noop lists. These tests
fail when the engine gains a name the list lacks (run `manage.py rules_names` to regenerate), and pin
where the names come from so the collector cannot silently lose a source.
"""

import importlib

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from engine import rulesets
from games import rules_catalogue


def _module_names(game: str, listed: str = "NAMES") -> set[str]:
    return set(getattr(importlib.import_module(f"games.{game}.rules_names"), listed))


@pytest.mark.parametrize("game", rules_catalogue.GAMES)
@pytest.mark.parametrize(("collect", "listed"), [(rules_catalogue.collect, "NAMES"), (rules_catalogue.collect_texts, "TEXTS")],
                         ids=["names", "texts shown"])
def test_every_engine_name_and_text_shown_is_in_the_game_catalogue_module(game, collect, listed):
    missing = set(collect(game)) - _module_names(game, listed)
    assert not missing, f"run manage.py rules_names: {sorted(missing)}"


@pytest.mark.parametrize("game", rules_catalogue.GAMES)
def test_generated_modules_are_up_to_date(game):
    assert rules_catalogue.module_path(game).read_text(encoding="utf-8") == rules_catalogue.render(game)


def test_the_check_command_fails_on_a_stale_module(tmp_path, monkeypatch):
    stale = tmp_path / "rules_names.py"
    stale.write_text("NAMES = ()\n", encoding="utf-8")
    monkeypatch.setattr(rules_catalogue, "module_path", lambda game: stale)
    with pytest.raises(CommandError, match="out of date"):
        call_command("rules_names", "--check")
    assert stale.read_text(encoding="utf-8") == "NAMES = ()\n"  # --check writes nothing


def test_dungeon_bowl_names_cover_every_source():
    """Skills of every roster and of the random table, positions, Colleges, tables, inducements, sponsors."""
    ruleset = rulesets.get("dungeon_bowl")
    names = _module_names("dungeon_bowl")
    for roster in ruleset.rosters.values():
        assert roster.name in names
        for position in roster.positions:
            assert position.name in names
            assert set(position.skills) <= names
    assert set(ruleset.skills) <= names
    assert {i.name for i in ruleset.inducements.values()} <= names
    assert {i.spell for i in ruleset.inducements.values() if i.spell} <= names
    assert {s.name for s in ruleset.sponsors.values()} <= names
    assert {"Badly Hurt", "Head Injury", "Legend", "Bribes"} <= names


def test_other_games_names_cover_their_sources():
    from engine.blitz_bowl import terms, traits
    from engine.rulesets.kaosball import data as kaos
    from engine.rulesets.team_manager import data as tm

    assert {t.name for t in traits.TRAITS} | set(terms.TERMS.values()) <= _module_names("blitz_bowl")
    assert {t.name for t in kaos.UPGRADE_TILES} | {r.name for r in kaos.RINGERS} | {
        t.name for t in kaos.TEAMS} <= _module_names("kaosball")
    assert {t.english for t in tm.TEAMS.values()} | {s.english for s in tm.SKILLS.values()} <= _module_names(
        "team_manager")
    bb = rulesets.get("blood_bowl_2016")
    assert {p.name for r in bb.rosters.values() for p in r.positions} | {"Pitch Invasion", "Blizzard"} <= (
        _module_names("blood_bowl_2016"))


def test_marking_follows_the_rulebook_languages():
    """Italian manuals print skills in English (from the rulebook); Hungarian names for them are ours."""
    assert rules_catalogue.translated_by_us("dungeon_bowl", "skill") == ("hu",)
    assert rules_catalogue.translated_by_us("kaosball", "upgrade tile") == ("it",)
    assert rules_catalogue.translated_by_us("kaosball", "team ability") == ("it", "hu")
    source = rules_catalogue.render("dungeon_bowl")
    assert "# Translators: skill; Translated: not in the rulebook (hu)\n    gettext_noop('Block')," in source


def test_rule_texts_cover_every_source_a_page_shows():
    """Inducements (the pre-match help), Coach Traits (the roster), every setting's help, the friendlies' text."""
    from engine.blitz_bowl import traits

    db = rulesets.get("dungeon_bowl")
    assert {i.text for i in db.inducements.values()} <= _module_names("dungeon_bowl", "TEXTS")
    assert {t.rule for t in traits.TRAITS} <= _module_names("blitz_bowl", "TEXTS")
    for game in rules_catalogue.GAMES:
        ruleset = rulesets.get(game)
        helps = {f.help for f in (*ruleset.settings_schema, *ruleset.side_fields, *ruleset.match_fields) if f.help}
        assert helps | {ruleset.friendly_text} <= _module_names(game, "TEXTS")


def test_rule_texts_say_whose_words_they_are():
    source = rules_catalogue.render("dungeon_bowl")
    assert ("# Translators: inducement text (Bribes, §12.2); from the rulebook (it); Translated: not in the "
            "rulebook (hu)\n    gettext_noop('Use one when") in source
    assert "# Translators: setting help (Sponsors, §11)\n    gettext_noop('teams may take a sponsor')," in source

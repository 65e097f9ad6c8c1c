"""The rules' names each game shows, read from its pure engine data, for the translation catalogues.

engine/ stays free of Django, so its names (skills, positions, Colleges, table results, inducements,
sponsors, cards...) are plain English strings. Each game app keeps a generated module
(games/<app>/rules_names.py) listing every one of them inside gettext_noop, so makemessages puts them in
the app's catalogue and pages translate them at display (`rules_name` filter, `{% translate name %}`,
`gettext(name)`). `manage.py rules_names` rewrites the modules from this collector; the tests fail when the
engine has a name a module lacks.

Each name is collected with its kind; RULEBOOK_LANGUAGES says, per game and kind, in which of our
languages the rulebook itself gives the name (the Italian manuals print skills and positions in English,
and that is the Italian name a league uses). A name the rulebook does not give in a language is translated
by us and marked "Translated: not in the rulebook (<languages>)" in the catalogue.

The rule *texts* a page shows (an inducement's effect as the pre-match form's help, a Coach Trait's rule, a
setting's help, the friendlies' sentence, a skill's rule wherever skills are listed) are collected the same
way (`collect_texts`), each with where it comes from, and listed in the same module under TEXTS. Texts no
page shows (sponsors', Kaosball's and Team Manager's cards and skills) are left out: a page that starts
showing one adds it here.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from engine import rulesets

GAMES = ("dungeon_bowl", "blitz_bowl", "kaosball", "team_manager", "blood_bowl_2016")
LANGUAGES = ("it", "hu")

# (game, kind) -> languages whose rulebook gives the name; any kind not listed: none.
RULEBOOK_LANGUAGES: dict[tuple[str, str], tuple[str, ...]] = {
    # Dungeon Bowl's Italian manual (seeds/dungeon-bowl-manual.it.txt) prints skills, traits, positions,
    # groups, Colleges and spells in English, and gives Italian for tables, inducements, wizards, sponsors.
    **{("dungeon_bowl", kind): ("it",) for kind in (
        "skill", "skill category", "college", "position", "position group", "casualty", "lasting injury",
        "advancement level", "inducement", "wizard", "spell", "sponsor")},
    # Blitz Bowl's Italian league rules (seeds/blitz-bowl-season-2.it.txt) print Coach Traits in English.
    ("blitz_bowl", "coach trait"): ("it",),
    # Blood Bowl 2016 (seeds/blood-bowl-2016-reduced.it.txt): skills, team and position names in English,
    # Italian weather and kick-off results.
    **{("blood_bowl_2016", kind): ("it",) for kind in ("skill", "roster", "position", "weather", "kick-off")},
    # Kaosball's Hungarian rulebook (seeds/kaosball.hu.txt) glosses teams, upgrades and cards in Hungarian
    # and keeps the ringers' names.
    **{("kaosball", kind): ("hu",) for kind in ("team", "upgrade tile", "ringer", "card", "figure type")},
    # Team Manager's Italian rules (seeds/team-manager-card-game.it.txt): the Italian team and skill names.
    **{("team_manager", kind): ("it",) for kind in ("team", "skill")},
}

# Single names a rulebook leaves out although it gives the rest of their kind: (game, name) -> languages.
NOT_IN_RULEBOOK: dict[tuple[str, str], tuple[str, ...]] = {
    # The Italian manual's heading for the Heavens' wizard is missing (digest §12.3): "Mago Celestiale" is ours.
    ("dungeon_bowl", "Celestial Wizard"): ("it",),
}

# Blood Bowl 2016 shows its kick-off results by key (engine/rulesets/blood_bowl_2016/tables.py); these are
# the names of the English edition's table (digest §18), shown beside the Italian source's.
BB2016_KICK_OFF_NAMES = {
    "get_the_ref": "Get the Ref", "riot": "Riot", "perfect_defence": "Perfect Defence", "high_kick": "High Kick",
    "cheering_fans": "Cheering Fans", "changing_weather": "Changing Weather",
    "brilliant_coaching": "Brilliant Coaching", "quick_snap": "Quick Snap", "blitz": "Blitz!",
    "throw_a_rock": "Throw a Rock", "pitch_invasion": "Pitch Invasion",
}


# (game, kind of text) -> languages whose rulebook holds the text: the translation is the rulebook's words,
# fitted to our shorter English. Any kind not listed is ours in every language.
TEXT_RULEBOOK_LANGUAGES: dict[tuple[str, str], tuple[str, ...]] = {
    # Dungeon Bowl's Italian manual (seeds/dungeon-bowl-manual.it.txt §12.2-§12.3): inducements and spells.
    ("dungeon_bowl", "inducement text"): ("it",),
    # Blitz Bowl's Italian league rules (seeds/blitz-bowl-season-2.it.txt §18.8): the Coach Traits table.
    ("blitz_bowl", "coach trait text"): ("it",),
    # The skills' descriptions: Dungeon Bowl's manual (skills section), Blood Bowl 2016's reduced rules (§10.3).
    ("dungeon_bowl", "skill text"): ("it",),
    ("blood_bowl_2016", "skill text"): ("it",),
}


def _ruleset_labels(ruleset) -> Iterable[tuple[str, str]]:
    """The labels every ruleset gives the core: its settings, report fields, columns and formats."""
    for field in (*ruleset.settings_schema, *ruleset.side_fields, *ruleset.match_fields):
        yield field.label, "label"
        for _value, label in field.choices:
            yield label, "label"
    for column in ruleset.player_columns:
        yield column.label, "label"
    for column in ruleset.standings_columns(ruleset.default_settings()):
        yield column.label, "label"
    for _key, label in ruleset.playoff_formats:
        yield label, "label"
    score_label = getattr(ruleset, "score_label", "")
    if score_label:
        yield score_label, "label"


def _rosters(ruleset, roster_kind: str) -> Iterable[tuple[str, str]]:
    for roster in ruleset.rosters.values():
        yield roster.name, roster_kind
        for group in roster.groups:
            yield group.name, "position group"
            for position in group.positions:
                yield position.name, "position"
                for skill in position.skills:
                    yield skill, "skill"
    for skill in ruleset.skills.values():
        yield skill.name, "skill"


def _dungeon_bowl(ruleset) -> Iterable[tuple[str, str]]:
    from engine.rulesets.model import CATEGORIES

    yield from _rosters(ruleset, "college")
    for category in CATEGORIES:
        yield category, "skill category"
    tables = ruleset.tables
    for row in tables.CASUALTY_EFFECTS.values():
        yield row["name"], "casualty"
    for _low, _high, (name, _characteristic) in tables.LASTING_INJURY_TABLE:
        yield name, "lasting injury"
    for level in tables.ADVANCEMENT_LEVELS:
        yield level, "advancement level"
    for skills in tables.RANDOM_SKILL_TABLE.values():
        for skill in skills:
            yield skill, "skill"
    for inducement in ruleset.inducements.values():
        yield inducement.name, "wizard" if inducement.spell else "inducement"
        if inducement.spell:
            yield inducement.spell, "spell"
    for sponsor in ruleset.sponsors.values():
        yield sponsor.name, "sponsor"


def _blitz_bowl(ruleset) -> Iterable[tuple[str, str]]:
    from engine.blitz_bowl import terms, traits

    for trait in traits.TRAITS:
        yield trait.name, "coach trait"
    for word in (*terms.TERMS.values(), *terms.SEASON_STATES.values()):
        yield word, "term"
    for label in ruleset.LABELS.values() if hasattr(ruleset, "LABELS") else ():
        yield label, "label"
    from engine.rulesets.blitz_bowl import game

    for label in game.LABELS.values():
        yield label, "label"


def _blood_bowl_2016(ruleset) -> Iterable[tuple[str, str]]:
    from engine.rulesets.blood_bowl_2016 import tables

    yield from _rosters(ruleset, "roster")
    for name in tables.WEATHER_NAMES.values():
        yield name, "weather"
    for key in tables.KICK_OFF_TABLE.values():
        yield BB2016_KICK_OFF_NAMES[key], "kick-off"


def _kaosball(ruleset) -> Iterable[tuple[str, str]]:
    from engine.rulesets.kaosball import data, game

    for figure in data.FIGURE_TYPES:
        yield figure.name, "figure type"
    for team in data.TEAMS:
        yield team.name, "team"
        yield team.ability_name, "team ability"
    for tile in data.UPGRADE_TILES:
        yield tile.name, "upgrade tile"
    for ringer in data.RINGERS:
        yield ringer.name, "ringer"
    for card in (*data.TACTIC_CARDS, *data.CHEAT_CARDS):
        yield card.name, "card"
    for card in data.ENERGY_CARDS:
        if not card.name[:1].isdigit() and not card.name.startswith("+"):
            yield card.name, "card"
    for _key, label in (*game.MODE_LABELS, *game.ENDING_LABELS, *game.ALLIANCES):
        yield label, "label"


def _team_manager(ruleset) -> Iterable[tuple[str, str]]:
    from engine.rulesets.team_manager import data

    for team in data.TEAMS.values():
        yield team.english, "team"
        yield team.race, "race"
    for skill in data.SKILLS.values():
        yield skill.english, "skill"
    for token, _count in data.CHEAT_TOKENS:
        yield token.label, "cheat token"


_COLLECTORS = {
    "dungeon_bowl": _dungeon_bowl, "blitz_bowl": _blitz_bowl, "kaosball": _kaosball,
    "team_manager": _team_manager, "blood_bowl_2016": _blood_bowl_2016,
}


def _ruleset_texts(ruleset) -> Iterable[tuple[str, str, str]]:
    """The texts every ruleset gives the core's pages: each field's help (the settings and report forms) and
    the friendlies' sentence (the season page)."""
    for field in (*ruleset.settings_schema, *ruleset.side_fields, *ruleset.match_fields):
        where = f"{field.label}, {field.section}" if field.section else field.label
        yield field.help, "setting help", where
    yield ruleset.friendly_text, "friendly match text", "season page"


def _dungeon_bowl_texts(ruleset) -> Iterable[tuple[str, str, str]]:
    for inducement in ruleset.inducements.values():  # the pre-match form's help (games/dungeon_bowl/views)
        where = f"{inducement.name}: {inducement.spell}, §12.3" if inducement.spell else f"{inducement.name}, §12.2"
        yield inducement.text, "inducement text", where
    yield from _skill_texts(ruleset)


# Where each game's rulebook describes its skills (the digests' sections).
SKILL_SECTIONS = {"dungeon_bowl": "§13", "blood_bowl_2016": "§10.3"}


def _skill_texts(ruleset) -> Iterable[tuple[str, str, str]]:
    """Each skill's rule: the glossary under every list of skills (games/dungeon_bowl/templatetags/skill_texts)."""
    for skill in ruleset.skills.values():
        yield skill.text, "skill text", f"{skill.name}, {skill.category}, {SKILL_SECTIONS[ruleset.key]}"


def _blitz_bowl_texts(ruleset) -> Iterable[tuple[str, str, str]]:
    from engine.blitz_bowl import traits

    for trait in traits.TRAITS:  # the roster page's traits (games/blitz_bowl/templates/blitz_bowl/roster.html)
        yield trait.rule, "coach trait text", f"{trait.name}, §18.8"


_TEXT_COLLECTORS = {"dungeon_bowl": _dungeon_bowl_texts, "blitz_bowl": _blitz_bowl_texts,
                    "blood_bowl_2016": _skill_texts}


def collect_texts(game: str) -> dict[str, tuple[str, str]]:
    """Every rule text `game` shows, in first-seen order: text -> (kind, where it comes from)."""
    ruleset = rulesets.get(game)
    own = _TEXT_COLLECTORS.get(game, lambda _ruleset: ())(ruleset)
    texts: dict[str, tuple[str, str]] = {}
    for text, kind, where in (*own, *_ruleset_texts(ruleset)):
        if text and text.strip() and text not in texts:
            texts[text] = (kind, where)
    return texts


def text_translated_by_us(game: str, kind: str) -> tuple[str, ...]:
    """The languages in which a rule text of this kind is ours, not the rulebook's."""
    given = TEXT_RULEBOOK_LANGUAGES.get((game, kind), ())
    return tuple(lang for lang in LANGUAGES if lang not in given)


def text_comment(game: str, kind: str, where: str) -> str:
    """The translators' comment on a rule text: what it is, where it comes from, whose words each language
    reads. A text of the site itself (a setting's help) is ours in every language and, like a label, unmarked."""
    comment = f"{kind} ({where})"
    given = TEXT_RULEBOOK_LANGUAGES.get((game, kind), ())
    if given:
        comment += f"; from the rulebook ({', '.join(given)})"
        ours = text_translated_by_us(game, kind)
        if ours:
            comment += f"; Translated: not in the rulebook ({', '.join(ours)})"
    return comment


def collect(game: str) -> dict[str, str]:
    """Every name `game` shows, in first-seen order, with the kind it was first seen as."""
    ruleset = rulesets.get(game)
    names: dict[str, str] = {}
    for name, kind in (*_COLLECTORS[game](ruleset), *_ruleset_labels(ruleset)):
        if name and name.strip() and name not in names:
            names[name] = kind
    return names


def translated_by_us(game: str, kind: str, name: str = "") -> tuple[str, ...]:
    """The languages in which a name of this kind is ours, not the rulebook's ("label": UI, not rules)."""
    if kind == "label" or kind == "term":
        return ()
    missing = NOT_IN_RULEBOOK.get((game, name), ())
    given = tuple(lang for lang in RULEBOOK_LANGUAGES.get((game, kind), ()) if lang not in missing)
    return tuple(lang for lang in LANGUAGES if lang not in given)


def module_path(game: str) -> Path:
    return Path(__file__).with_name(game) / "rules_names.py"


def render(game: str) -> str:
    """The source of games/<game>/rules_names.py: every name, then every rule text, inside gettext_noop."""
    names = collect(game)
    lines = [
        f'"""Every rules name, label and rule text {game} shows, for the translation catalogue (generated: do not',
        "edit).",
        "",
        "Regenerate with `manage.py rules_names` after changing the engine's data (games/rules_catalogue.py);",
        "tests/games/test_rules_names.py fails when the engine has a name or text missing here.",
        '"""',
        "",
        "from django.utils.translation import gettext_noop",
        "",
        "NAMES = (",
    ]
    for name, kind in names.items():
        ours = translated_by_us(game, kind, name)
        comment = f"{kind}"
        if ours:
            comment += f"; Translated: not in the rulebook ({', '.join(ours)})"
        lines.append(f"    # Translators: {comment}")
        lines.append(f"    gettext_noop({name!r}),")
    lines += [")", "", "TEXTS = ("]
    for text, (kind, where) in collect_texts(game).items():
        lines.append(f"    # Translators: {text_comment(game, kind, where)}")
        lines.append(f"    gettext_noop({text!r}),")
    lines.append(")")
    return "\n".join(lines) + "\n"

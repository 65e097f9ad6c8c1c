"""`{% load skill_texts %}`: what a skill does, wherever a page lists skills, in the page's language.

A list of skills shows each name as a link (`{{ player.skills|skill_links:"dungeon_bowl" }}`) to its entry in
the page's glossary (`{% skill_glossary "dungeon_bowl" player.skills skill_choices %}`), placed once under the
table: the name, its category and its rule text. A link and a list work on a phone and with a screen reader
alike, where a hover title would not; one glossary per page keeps the page small even where a skill repeats.
The texts are the engine's (`Skill.text`), translated through the catalogue (games/<app>/rules_names.py
lists them under TEXTS). A name the game has no text for stays plain text and out of the glossary.
"""

from __future__ import annotations

from collections.abc import Iterable

from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe
from django.utils.text import slugify
from django.utils.translation import gettext

from engine import rulesets

register = template.Library()


def _catalogue(game: str) -> dict:
    """The game's skills by name (empty for a game without a skill catalogue)."""
    try:
        return rulesets.get(game).skills or {}
    except (KeyError, AttributeError):
        return {}


def anchor(name: str) -> str:
    return "skill-" + slugify(name)


def _names(source) -> Iterable[str]:
    """The skill names in `source`: a name, a Skill, anything with `skills` (a player, a position), a page's
    row (a dict or object holding a `player`, a `position` or `positions`), or a list of any of these."""
    if isinstance(source, str):
        yield source
    elif hasattr(source, "text") and hasattr(source, "category") and hasattr(source, "name"):
        yield source.name
    elif hasattr(source, "skills"):
        yield from _names(source.skills)
    elif isinstance(source, dict):
        for key in ("skills", "player", "position", "positions"):
            if not isinstance(source.get(key), str | None):
                yield from _names(source[key])
    elif hasattr(source, "player"):
        yield from _names(source.player)
    elif isinstance(source, Iterable):
        for item in source:
            yield from _names(item)


@register.filter
def skill_links(names, game):
    """Each name translated and joined with ", ", linking to its glossary entry when the game describes it."""
    known = _catalogue(game)
    shown = []
    for name in names or ():
        if name in known and known[name].text:
            shown.append(format_html('<a href="#{}">{}</a>', anchor(name), gettext(name)))
        else:
            shown.append(conditional_escape(gettext(name) if isinstance(name, str) and name else str(name)))
    return mark_safe(", ".join(shown))  # every part escaped above


def glossary(game: str, *sources) -> list[dict]:
    """Each described skill named in `sources` once, in the reader's language, ordered by category then name."""
    known = _catalogue(game)
    order = {category: i for i, category in enumerate(dict.fromkeys(s.category for s in known.values()))}
    entries = {}
    for name in _names(sources):
        skill = known.get(name)
        if skill is not None and skill.text and name not in entries:
            entries[name] = {"anchor": anchor(name), "name": gettext(name), "category": gettext(skill.category),
                             "text": gettext(skill.text), "order": order[skill.category]}
    return sorted(entries.values(), key=lambda e: (e["order"], e["name"].casefold()))


@register.inclusion_tag("rules/skill_glossary.html")
def skill_glossary(game, *sources):
    """The page's "Skills on this page" list: `{% skill_glossary "dungeon_bowl" players skill_choices %}`."""
    return {"entries": glossary(game, *sources)}

"""Every rules name, label and rule text team_manager shows, for the translation catalogue (generated: do not
edit).

Regenerate with `manage.py rules_names` after changing the engine's data (games/rules_catalogue.py);
tests/games/test_rules_names.py fails when the engine has a name or text missing here.
"""

from django.utils.translation import gettext_noop

NAMES = (
    # Translators: team; Translated: not in the rulebook (hu)
    gettext_noop('Reikland Reavers'),
    # Translators: race; Translated: not in the rulebook (it, hu)
    gettext_noop('Humans'),
    # Translators: team; Translated: not in the rulebook (hu)
    gettext_noop('Grudgebearers'),
    # Translators: race; Translated: not in the rulebook (it, hu)
    gettext_noop('Dwarfs'),
    # Translators: team; Translated: not in the rulebook (hu)
    gettext_noop('Athelorn Avengers'),
    # Translators: race; Translated: not in the rulebook (it, hu)
    gettext_noop('Wood Elves'),
    # Translators: team; Translated: not in the rulebook (hu)
    gettext_noop('Skavenblight Scramblers'),
    # Translators: race; Translated: not in the rulebook (it, hu)
    gettext_noop('Skaven'),
    # Translators: team; Translated: not in the rulebook (hu)
    gettext_noop('Gouged Eye'),
    # Translators: race; Translated: not in the rulebook (it, hu)
    gettext_noop('Orcs'),
    # Translators: team; Translated: not in the rulebook (hu)
    gettext_noop('Chaos All-Stars'),
    # Translators: race; Translated: not in the rulebook (it, hu)
    gettext_noop('Chaos'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Battering Ram'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Freelancer'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Multiple Block'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Defend'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Frenzy'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Dirty Play'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Guard'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Reckless'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Throw Team-Mate'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Massive'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Nerves of Steel'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Sure Hands'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Strip Ball'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Dump-off'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Dodge'),
    # Translators: cheat token; Translated: not in the rulebook (it, hu)
    gettext_noop('Power 1'),
    # Translators: cheat token; Translated: not in the rulebook (it, hu)
    gettext_noop('Fan Frenzy (1 flag)'),
    # Translators: cheat token; Translated: not in the rulebook (it, hu)
    gettext_noop('Power 2'),
    # Translators: cheat token; Translated: not in the rulebook (it, hu)
    gettext_noop('Ejection'),
    # Translators: cheat token; Translated: not in the rulebook (it, hu)
    gettext_noop('Fan Frenzy (2 flags)'),
    # Translators: cheat token; Translated: not in the rulebook (it, hu)
    gettext_noop('Power 3'),
    # Translators: cheat token; Translated: not in the rulebook (it, hu)
    gettext_noop('Ejection and Fan Frenzy (1 flag)'),
    # Translators: label
    gettext_noop('Season length'),
    # Translators: label
    gettext_noop('Standard season: 5 weeks (§7)'),
    # Translators: label
    gettext_noop('Short Season: 4 weeks (§16.2)'),
    # Translators: label
    gettext_noop('Long Season: 6 weeks (§16.3)'),
    # Translators: label
    gettext_noop('Two-manager game'),
    # Translators: label
    gettext_noop('Scheduling Limits'),
    # Translators: label
    gettext_noop('Team run this season'),
    # Translators: label
    gettext_noop('Guardie del Reikland (Reikland Reavers)'),
    # Translators: label
    gettext_noop('Imbronciati (Grudgebearers)'),
    # Translators: label
    gettext_noop('Vendicatori di Athelorn (Athelorn Avengers)'),
    # Translators: label
    gettext_noop('Schegge di Skarogna (Skavenblight Scramblers)'),
    # Translators: label
    gettext_noop('Cavaocchi (Gouged Eye)'),
    # Translators: label
    gettext_noop('Stelle del Caos (Chaos All-Stars)'),
    # Translators: label
    gettext_noop('Fans after the last week'),
    # Translators: label
    gettext_noop('Fans from End of Game effects'),
    # Translators: label
    gettext_noop('Star Players gained'),
    # Translators: label
    gettext_noop('Team Upgrades gained'),
    # Translators: label
    gettext_noop('Staff Upgrades gained'),
    # Translators: label
    gettext_noop('Cheat tokens revealed'),
    # Translators: label
    gettext_noop('Suspended by the UTM investigation'),
    # Translators: label
    gettext_noop('Fans'),
    # Translators: label
    gettext_noop('Upgrades'),
)

TEXTS = (
    # Translators: setting help (Season length, §7, §16.2, §16.3)
    gettext_noop('Five weeks, or the optional Short or Long Season.'),
    # Translators: setting help (Two-manager game, §16.1)
    gettext_noop('With two managers: no News, three Tournaments and The Blood Bowl (four weeks, a tournament every week), two highlights kept of four revealed.'),
    # Translators: setting help (Scheduling Limits, §16.4)
    gettext_noop('Reveal only as many highlights as make the matchups equal the managers (a tournament counts).'),
    # Translators: friendly match text (season page)
    gettext_noop('No league points; otherwise like a league match. Two teams meet this way only once.'),
)

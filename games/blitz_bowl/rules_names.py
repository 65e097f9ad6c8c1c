"""Every rules name and label blitz_bowl shows, for the translation catalogue (generated: do not edit).

Regenerate with `manage.py rules_names` after changing the engine's data (games/rules_catalogue.py);
tests/games/test_rules_names.py fails when the engine has a name missing here.
"""

from django.utils.translation import gettext_noop

NAMES = (
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Magical "Training"'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Sponsored Kit'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Threatening Looks'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Bribe the Ref'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Last Blast'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Incentiviser'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Loud Celebrator'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Well Prepared'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Glory Hound'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Light Finger'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Terrifying Reputation'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Blinding Smile'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Early Starter'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Inspiring Presence'),
    # Translators: coach trait; Translated: not in the rulebook (hu)
    gettext_noop('Outrageous Cheat'),
    # Translators: term
    gettext_noop('Blitz Bowl'),
    # Translators: term
    gettext_noop('Coach Roster'),
    # Translators: term
    gettext_noop('league game'),
    # Translators: term
    gettext_noop('league games'),
    # Translators: term
    gettext_noop('round'),
    # Translators: term
    gettext_noop('league points'),
    # Translators: term
    gettext_noop('points'),
    # Translators: term
    gettext_noop('finals'),
    # Translators: term
    gettext_noop('League Winner'),
    # Translators: term
    gettext_noop('Challenge cards claimed'),
    # Translators: term
    gettext_noop('injuries caused'),
    # Translators: term
    gettext_noop('Coach Traits'),
    # Translators: term
    gettext_noop('team chosen'),
    # Translators: term
    gettext_noop('Coaches joining'),
    # Translators: term
    gettext_noop('League games'),
    # Translators: term
    gettext_noop('Finals'),
    # Translators: term
    gettext_noop('Finished'),
    # Translators: label
    gettext_noop('Touchdowns'),
    # Translators: label
    gettext_noop('Challenge card points (printed values)'),
    # Translators: label
    gettext_noop('Sweeps'),
    # Translators: label
    gettext_noop('Injuries caused'),
    # Translators: label
    gettext_noop('Top eight play quarter-finals'),
    # Translators: label
    gettext_noop('Coach Traits used this game'),
    # Translators: label
    gettext_noop('How the game ended'),
    # Translators: label
    gettext_noop('Sudden Death (a 10-point lead)'),
    # Translators: label
    gettext_noop('End of the Challenge deck'),
    # Translators: label
    gettext_noop('The End-Game deck was used'),
    # Translators: label
    gettext_noop('Scored'),
    # Translators: label
    gettext_noop('Conceded'),
    # Translators: label
    gettext_noop('Difference'),
    # Translators: label
    gettext_noop('Cards'),
    # Translators: label
    gettext_noop('Injuries'),
    # Translators: label
    gettext_noop('The top two play the final (§18.4)'),
    # Translators: label
    gettext_noop('The top eight play quarter-finals, semi-finals, the final and a third-place game (§18.5)'),
    # Translators: label
    gettext_noop('Points'),
)

"""Every rules name, label and rule text blitz_bowl shows, for the translation catalogue (generated: do not
edit).

Regenerate with `manage.py rules_names` after changing the engine's data (games/rules_catalogue.py);
tests/games/test_rules_names.py fails when the engine has a name or text missing here.
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

TEXTS = (
    # Translators: coach trait text (Magical "Training", §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Before one of your players on the pitch takes a Run, Block or Pass action, pick another of your players (on the pitch or in the dugout): until that action ends the two swap all printed skills.'),
    # Translators: coach trait text (Sponsored Kit, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('After making an Armour check, you may re-roll the dice.'),
    # Translators: coach trait text (Threatening Looks, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Before an opponent takes a Block action, roll 1D8: on 6+ it must take a Dodge action instead; if it cannot Dodge it may take no further actions this turn.'),
    # Translators: coach trait text (Bribe the Ref, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Start the game on 1 point instead of 0.'),
    # Translators: coach trait text (Last Blast, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('During your last turn, if your team is behind on points, shuffle the End-Game Challenge cards not used in this game, draw one and place it face up: your team may claim it this turn, else discard it.'),
    # Translators: coach trait text (Incentiviser, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When your team takes a free action, roll 1D8: on an 8 another player may take another free action.'),
    # Translators: coach trait text (Loud Celebrator, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('A touchdown scores 4 points instead of 3.'),
    # Translators: coach trait text (Well Prepared, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Choose which trapdoor the ball appears from instead of rolling. If both coaches use it at once, each rolls 1D8 (re-roll ties) and the higher chooses.'),
    # Translators: coach trait text (Glory Hound, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('A Sweep earns 3 points instead of 2.'),
    # Translators: coach trait text (Light Finger, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Used at the start of the game, lasts the whole game: hold and keep 4 Challenge cards instead of 3.'),
    # Translators: coach trait text (Terrifying Reputation, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('An opponent must lead you by 11 points instead of 10 to win by Sudden Death.'),
    # Translators: coach trait text (Blinding Smile, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When an opponent is about to take a free action, roll 1D6: on 3+ that player cannot take it.'),
    # Translators: coach trait text (Early Starter, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When deploying, one player may be set up in a square adjacent to your End Zone rather than in it.'),
    # Translators: coach trait text (Inspiring Presence, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('After one of your players takes a Block action, you may re-roll the dice.'),
    # Translators: coach trait text (Outrageous Cheat, §18.8); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When an opponent claims a Challenge card, roll 1D8: on an 8 you claim that card instead.'),
    # Translators: setting help (Top eight play quarter-finals, §18.5)
    gettext_noop('The top eight play quarter-finals (1v8, 2v7, 3v6, 4v5), semi-finals, the final and a third-place game; otherwise the top two play the final. Needs at least eight coaches.'),
    # Translators: friendly match text (season page)
    gettext_noop('No league points; otherwise like a league match. Two teams meet this way only once.'),
)

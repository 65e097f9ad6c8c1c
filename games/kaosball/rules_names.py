"""Every rules name, label and rule text kaosball shows, for the translation catalogue (generated: do not
edit).

Regenerate with `manage.py rules_names` after changing the engine's data (games/rules_catalogue.py);
tests/games/test_rules_names.py fails when the engine has a name or text missing here.
"""

from django.utils.translation import gettext_noop

NAMES = (
    # Translators: figure type; Translated: not in the rulebook (it)
    gettext_noop('Runner'),
    # Translators: figure type; Translated: not in the rulebook (it)
    gettext_noop('Bruiser'),
    # Translators: figure type; Translated: not in the rulebook (it)
    gettext_noop('Ringer'),
    # Translators: figure type; Translated: not in the rulebook (it)
    gettext_noop('Coach'),
    # Translators: team; Translated: not in the rulebook (it)
    gettext_noop('Amazons'),
    # Translators: team ability; Translated: not in the rulebook (it, hu)
    gettext_noop('Amazon reach'),
    # Translators: team; Translated: not in the rulebook (it)
    gettext_noop('Daemons'),
    # Translators: team ability; Translated: not in the rulebook (it, hu)
    gettext_noop('Scorch'),
    # Translators: team; Translated: not in the rulebook (it)
    gettext_noop('Fangs'),
    # Translators: team ability; Translated: not in the rulebook (it, hu)
    gettext_noop('Vampirism'),
    # Translators: team; Translated: not in the rulebook (it)
    gettext_noop('Ogres'),
    # Translators: team ability; Translated: not in the rulebook (it, hu)
    gettext_noop('Stomp'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Brick'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Celerity'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Enforcement'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Hardy'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Hate'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Last Stand'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Lucky'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Pain / Gain'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Pile Driver'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Relay Training'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Sexy Contract'),
    # Translators: upgrade tile; Translated: not in the rulebook (it)
    gettext_noop('Speed Training'),
    # Translators: ringer; Translated: not in the rulebook (it)
    gettext_noop('Cretin the Ettin'),
    # Translators: ringer; Translated: not in the rulebook (it)
    gettext_noop('Macho Libre'),
    # Translators: ringer; Translated: not in the rulebook (it)
    gettext_noop('Panda Monium'),
    # Translators: ringer; Translated: not in the rulebook (it)
    gettext_noop('Panther'),
    # Translators: ringer; Translated: not in the rulebook (it)
    gettext_noop('T-Bone'),
    # Translators: ringer; Translated: not in the rulebook (it)
    gettext_noop('The Butcher'),
    # Translators: ringer; Translated: not in the rulebook (it)
    gettext_noop('The Dragon'),
    # Translators: ringer; Translated: not in the rulebook (it)
    gettext_noop('Spectre'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Hail Mary Play'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Huddle'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Hustle!'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Power Play'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Rain of Fire'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Scatter!'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Wall of Stone'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Warpstone'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Booster Bru'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Boot to the Head'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Bzzzzt!'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Illegal Scouting'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Kaos Rule'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Kaos Warp'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Stim Pack!'),
    # Translators: card; Translated: not in the rulebook (it)
    gettext_noop('Upset!'),
    # Translators: label
    gettext_noop('Head-to-head (2 teams)'),
    # Translators: label
    gettext_noop('Maximum Kaos (Max3/Max4)'),
    # Translators: label
    gettext_noop('Allied (2 v 2)'),
    # Translators: label
    gettext_noop('After period 4'),
    # Translators: label
    gettext_noop('After a sudden-death playoff (§23)'),
    # Translators: label
    gettext_noop('By knockout: a team 20 VP behind (§24.1)'),
    # Translators: label
    gettext_noop('By annihilation: a team could not field 5 figures (§24.2)'),
    # Translators: label
    gettext_noop('No alliance'),
    # Translators: label
    gettext_noop('Alliance A'),
    # Translators: label
    gettext_noop('Alliance B'),
    # Translators: label
    gettext_noop('Starting cash in a league match'),
    # Translators: label
    gettext_noop('Starting cash in a friendly'),
    # Translators: label
    gettext_noop('Starting Active Upgrade Points'),
    # Translators: label
    gettext_noop('Active Upgrade Points grow'),
    # Translators: label
    gettext_noop('+1 after every league match the team plays'),
    # Translators: label
    gettext_noop('+1 after every league match the team wins'),
    # Translators: label
    gettext_noop('never: they stay at the starting value'),
    # Translators: label
    gettext_noop('Most Active Upgrade Points'),
    # Translators: label
    gettext_noop('Pre-game draft and auction'),
    # Translators: label
    gettext_noop('Tiles and ringers stay with the team'),
    # Translators: label
    gettext_noop('League points for a win'),
    # Translators: label
    gettext_noop('League points for a draw'),
    # Translators: label
    gettext_noop('League points for a loss'),
    # Translators: label
    gettext_noop('A league match level after period 4'),
    # Translators: label
    gettext_noop('Played off by sudden death until one team leads (§23)'),
    # Translators: label
    gettext_noop('A league match level after period 4 is a draw'),
    # Translators: label
    gettext_noop('Play-offs'),
    # Translators: label
    gettext_noop('The top two play the championship match'),
    # Translators: label
    gettext_noop('The top four play semi-finals (1 v 4, 2 v 3), then the championship match'),
    # Translators: label
    gettext_noop('The top eight play quarter-finals, semi-finals, then the championship match (8 teams)'),
    # Translators: label
    gettext_noop('Kills (trophies) at halftime'),
    # Translators: label
    gettext_noop('Kills (trophies) at the end'),
    # Translators: label
    gettext_noop('Fouls at halftime'),
    # Translators: label
    gettext_noop('Fouls at the end'),
    # Translators: label
    gettext_noop('Left the match early'),
    # Translators: label
    gettext_noop('Played to the end'),
    # Translators: label
    gettext_noop('Knocked out (20 VP behind)'),
    # Translators: label
    gettext_noop('Annihilated (fewer than 5 figures)'),
    # Translators: label
    gettext_noop('Alliance (allied 2 v 2 only)'),
    # Translators: label
    gettext_noop('Kind of match'),
    # Translators: label
    gettext_noop('How the match ended'),
    # Translators: label
    gettext_noop('Sudden-death periods played'),
    # Translators: label
    gettext_noop('Alliance the tie die favoured (allied, weaker teams level)'),
    # Translators: label
    gettext_noop('VP'),
    # Translators: label
    gettext_noop('VP against'),
    # Translators: label
    gettext_noop('VP difference'),
    # Translators: label
    gettext_noop('Kills'),
    # Translators: label
    gettext_noop('Fouls'),
)

TEXTS = (
    # Translators: setting help (Starting cash in a league match, §5, §12.2)
    gettext_noop('cash on the dial at the start of a league match (plus 3 per Sexy Contract)'),
    # Translators: setting help (Starting cash in a friendly, §5, §12.2)
    gettext_noop('cash at the start of a regular (friendly) match, Max3/Max4 and allied included'),
    # Translators: setting help (Starting Active Upgrade Points, §5, §12.2)
    gettext_noop('the most printed cost of upgrade tiles a team may have active at one time'),
    # Translators: setting help (Active Upgrade Points grow, §5)
    gettext_noop("how a team's Active Upgrade Points grow during the league (the rulebook leaves it to the league)"),
    # Translators: setting help (Most Active Upgrade Points, §5, §27.1)
    gettext_noop("the highest a team's Active Upgrade Points may grow (four slots of printed cost 3)"),
    # Translators: setting help (Pre-game draft and auction, §12.9, §27)
    gettext_noop('upgrade tiles and ringers are auctioned before each match (off: plain teams, as in a first game)'),
    # Translators: setting help (Tiles and ringers stay with the team, §5, §28.2)
    gettext_noop('what a team wins at an auction is its own for the rest of the league (else for one match only)'),
    # Translators: setting help (A league match level after period 4, §23)
    gettext_noop('the rulebook plays it off by sudden death; a league may let it stand as a draw'),
    # Translators: setting help (Play-offs, §5)
    gettext_noop('who plays for the championship after the league'),
    # Translators: friendly match text (season page)
    gettext_noop('No league points; otherwise like a league match. Two teams meet this way only once.'),
)

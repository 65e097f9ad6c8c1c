"""Every rules name, label and rule text blood_bowl_2016 shows, for the translation catalogue (generated: do not
edit).

Regenerate with `manage.py rules_names` after changing the engine's data (games/rules_catalogue.py);
tests/games/test_rules_names.py fails when the engine has a name or text missing here.
"""

from django.utils.translation import gettext_noop

NAMES = (
    # Translators: roster; Translated: not in the rulebook (hu)
    gettext_noop('Humans'),
    # Translators: position group; Translated: not in the rulebook (it, hu)
    gettext_noop('Lineman'),
    # Translators: position group; Translated: not in the rulebook (it, hu)
    gettext_noop('Catcher'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Catch'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Dodge'),
    # Translators: position group; Translated: not in the rulebook (it, hu)
    gettext_noop('Thrower'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Sure Hands'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Pass'),
    # Translators: position group; Translated: not in the rulebook (it, hu)
    gettext_noop('Blitzer'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Block'),
    # Translators: roster; Translated: not in the rulebook (hu)
    gettext_noop('Orcs'),
    # Translators: position group; Translated: not in the rulebook (it, hu)
    gettext_noop('Black Orc Blocker'),
    # Translators: weather; Translated: not in the rulebook (hu)
    gettext_noop('Sweltering Heat'),
    # Translators: weather; Translated: not in the rulebook (hu)
    gettext_noop('Very Sunny'),
    # Translators: weather; Translated: not in the rulebook (hu)
    gettext_noop('Nice weather'),
    # Translators: weather; Translated: not in the rulebook (hu)
    gettext_noop('Pouring Rain'),
    # Translators: weather; Translated: not in the rulebook (hu)
    gettext_noop('Blizzard'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Get the Ref'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Riot'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Perfect Defence'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('High Kick'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Cheering Fans'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Changing Weather'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Brilliant Coaching'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Quick Snap'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Blitz!'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Throw a Rock'),
    # Translators: kick-off; Translated: not in the rulebook (hu)
    gettext_noop('Pitch Invasion'),
    # Translators: label
    gettext_noop('Team budget (gp)'),
    # Translators: label
    gettext_noop('Going For It'),
    # Translators: label
    gettext_noop('Assists'),
    # Translators: label
    gettext_noop('Hand-off Action'),
    # Translators: label
    gettext_noop('Fumbles'),
    # Translators: label
    gettext_noop('Foul Action'),
    # Translators: label
    gettext_noop('Interceptions'),
    # Translators: label
    gettext_noop('Weather'),
    # Translators: label
    gettext_noop('Fame'),
    # Translators: label
    gettext_noop('Kick-off table'),
    # Translators: label
    gettext_noop('Extra time'),
    # Translators: label
    gettext_noop('Never: a level game is a draw'),
    # Translators: label
    gettext_noop('In knock-out matches only (they need a winner)'),
    # Translators: label
    gettext_noop('Always: every level game goes to extra time'),
    # Translators: label
    gettext_noop('League points for a win'),
    # Translators: label
    gettext_noop('League points for a draw'),
    # Translators: label
    gettext_noop('League points for a loss'),
    # Translators: label
    gettext_noop('Star Player Points'),
    # Translators: label
    gettext_noop('No Star Player Points (the boxed game)'),
    # Translators: label
    gettext_noop('Classic: touchdown 3, casualty 2, completion 1, interception 2, MVP 5'),
    # Translators: label
    gettext_noop('Play-offs'),
    # Translators: label
    gettext_noop('No play-offs: the league table decides'),
    # Translators: label
    gettext_noop('A final: first v second'),
    # Translators: label
    gettext_noop('Semi-finals (1 v 4, 2 v 3) and a final'),
    # Translators: label
    gettext_noop('Off-season'),
    # Translators: label
    gettext_noop('Every team goes on into the next season as it is, entered and accepted'),
    # Translators: label
    gettext_noop('Teams go on as they are; each coach enters again and the commissioner accepts'),
    # Translators: label
    gettext_noop('AI opponent'),
    # Translators: label
    gettext_noop('Scripted: plays by a script, no look-ahead (normal)'),
    # Translators: label
    gettext_noop('Search: looks ahead with the match engine before each key move (hard; slower to simulate)'),
    # Translators: label
    gettext_noop('Casualties caused'),
    # Translators: label
    gettext_noop('Won the penalty shoot-out'),
    # Translators: label
    gettext_noop('Conceded'),
    # Translators: label
    gettext_noop('How the game ended'),
    # Translators: label
    gettext_noop('At the end of the second half'),
    # Translators: label
    gettext_noop('Touchdown in sudden-death extra time'),
    # Translators: label
    gettext_noop('Penalty shoot-out after extra time'),
    # Translators: label
    gettext_noop('A coach conceded'),
    # Translators: label
    gettext_noop('TD'),
    # Translators: label
    gettext_noop('TD against'),
    # Translators: label
    gettext_noop('Cas'),
    # Translators: label
    gettext_noop('Touchdowns'),
)

TEXTS = (
    # Translators: skill text (Block, General, §10.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Both Down: a player with Block is not Knocked Down by it (§7.5).'),
    # Translators: skill text (Catch, Agility, §10.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Re-roll any failed catch Agility test (§9.3).'),
    # Translators: skill text (Dodge, Agility, §10.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Re-roll one failed dodge Agility test per turn; a Defender Stumbles result against this player is a Push instead (§7.3, §7.5).'),
    # Translators: skill text (Pass, Passing, §10.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Re-roll any failed pass Agility test (§9.2).'),
    # Translators: skill text (Sure Hands, General, §10.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Re-roll any failed pick-up Agility test (§7.4).'),
    # Translators: setting help (Team budget (gp), §13)
    gettext_noop('gp to create a team'),
    # Translators: setting help (Going For It, §14.1)
    gettext_noop('play the advanced rule Going For It'),
    # Translators: setting help (Assists, §14.2)
    gettext_noop('play the advanced rule Assists'),
    # Translators: setting help (Hand-off Action, §14.3)
    gettext_noop('play the advanced rule Hand-off Action'),
    # Translators: setting help (Fumbles, §14.4)
    gettext_noop('play the advanced rule Fumbles'),
    # Translators: setting help (Foul Action, §14.5)
    gettext_noop('play the advanced rule Foul Action'),
    # Translators: setting help (Interceptions, §17)
    gettext_noop('play the advanced rule Interceptions'),
    # Translators: setting help (Weather, §15)
    gettext_noop('roll the Weather table before the game'),
    # Translators: setting help (Fame, §16)
    gettext_noop("roll each team's fans and FAME before the game"),
    # Translators: setting help (Kick-off table, §18)
    gettext_noop('roll the Kick-off table at each kick-off; needs the Foul and Weather rules'),
    # Translators: setting help (Extra time, §11.3)
    gettext_noop('when a level game goes to sudden-death extra time and a penalty shoot-out'),
    # Translators: setting help (Star Player Points)
    gettext_noop('the seed has no campaign rules'),
    # Translators: setting help (Play-offs)
    gettext_noop('the seed has no league rules: who plays after the league games'),
    # Translators: setting help (Off-season)
    gettext_noop('the seed has no campaign: what teams carry into the next season'),
    # Translators: setting help (AI opponent)
    gettext_noop("the AI coach that plays both teams when Dugout's engine simulates a fixture"),
    # Translators: friendly match text (season page)
    gettext_noop('No league points; otherwise like a league match. Two teams meet this way only once.'),
)

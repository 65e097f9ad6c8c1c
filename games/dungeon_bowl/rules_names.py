"""Every rules name, label and rule text dungeon_bowl shows, for the translation catalogue (generated: do not
edit).

Regenerate with `manage.py rules_names` after changing the engine's data (games/rules_catalogue.py);
tests/games/test_rules_names.py fails when the engine has a name or text missing here.
"""

from django.utils.translation import gettext_noop

NAMES = (
    # Translators: college; Translated: not in the rulebook (hu)
    gettext_noop('College of Fire'),
    # Translators: position group; Translated: not in the rulebook (hu)
    gettext_noop('Linemen'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Dwarf Blocker Lineman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Block'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Tackle'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Thick Skull'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Gnoblar Lineman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Dodge'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Right Stuff'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Side Step'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Stunty'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Titchy'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Bloodborn Marauder Lineman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Frenzy'),
    # Translators: position group; Translated: not in the rulebook (hu)
    gettext_noop('Runners'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Dwarf Runner'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Sure Hands'),
    # Translators: position group; Translated: not in the rulebook (hu)
    gettext_noop('Blitzers'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Dwarf Blitzer'),
    # Translators: position group; Translated: not in the rulebook (hu)
    gettext_noop('Specials'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Troll Slayer'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Dauntless'),
    # Translators: position group; Translated: not in the rulebook (hu)
    gettext_noop('Big Guys'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Ogre Blocker'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Bone Head'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Mighty Blow (+1)'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Throw Team-Mate'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Ogre Runt Punter'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Kick Team-Mate'),
    # Translators: college; Translated: not in the rulebook (hu)
    gettext_noop('College of Shadow'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Dark Elf Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Skaven Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Goblin Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Dark Elf Runner'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Dump-Off'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Gutter Runner'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Dark Elf Blitzer'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Skaven Blitzer'),
    # Translators: position group; Translated: not in the rulebook (hu)
    gettext_noop('Throwers'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Skaven Thrower'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Pass'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Witch Elf'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Jump Up'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Assassin'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Shadowing'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Stab'),
    # Translators: college; Translated: not in the rulebook (hu)
    gettext_noop('College of Metal'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Goblin Bruiser Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Orc Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Human Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Orc Blitzer'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Human Blitzer'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Orc Thrower'),
    # Translators: position group; Translated: not in the rulebook (hu)
    gettext_noop('Blockers'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Black Orc'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Brawler'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Grab'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Big Un Blocker'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Bodyguard'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Stand Firm'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Wrestle'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Bloodseeker'),
    # Translators: college; Translated: not in the rulebook (hu)
    gettext_noop('College of Light'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Elven Union Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Imperial Retainer Lineman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Fend'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Elven Union Catcher'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Catch'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Nerves of Steel'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Human Catcher'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Elven Union Blitzer'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Elven Union Thrower'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Imperial Thrower'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Running Pass'),
    # Translators: college; Translated: not in the rulebook (hu)
    gettext_noop('College of Death'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Skeleton Lineman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Regeneration'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Zombie Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Ghoul Runner'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Wraith'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Foul Appearance'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('No Hands'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Wight Blitzer'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Flesh Golem'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Mummy'),
    # Translators: college; Translated: not in the rulebook (hu)
    gettext_noop('College of Life'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Halfling Hopeful Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Rotter Lineman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Decay'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Plague Ridden'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Snotling Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Wood Elf Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Stilty Runna'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Sprint'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Halfling Catcher'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Wood Elf Catcher'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Wardancer'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Leap'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Wood Elf Thrower'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Halfling Hefty'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Bloater'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Disturbing Presence'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Fungus Flinga'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Bombardier'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Fun-Hoppa'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Pogo Stick'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Treeman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Strong Arm'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Take Root'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Timmm-ber!'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Trained Troll'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Always Hungry'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Loner (3+)'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Projectile Vomit'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Really Stupid'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Rotspawn'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Loner (4+)'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Tentacles'),
    # Translators: college; Translated: not in the rulebook (hu)
    gettext_noop('College of Beasts'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Beastmen Runner Lineman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Horns'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Werewolf'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Claws'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Pestigor'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Khorngor'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Juggernaut'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Chaos Chosen Blocker'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Ulfwerener'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Beer Boar'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Pick-Me-Up'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Minotaur'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Unchannelled Fury'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Kroxigor'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Prehensile Tail'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Rat Ogre'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Animal Savagery'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Bloodspawn'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Yhetee'),
    # Translators: college; Translated: not in the rulebook (hu)
    gettext_noop('College of Heavens'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Skink Runner Lineman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Norse Raider Lineman'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Drunkard'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Eagle Warrior Linewoman'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Noble Blitzer'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Norse Berserker'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Piranha Warrior Blitzer'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Hit and Run'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Human Thrower'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Python Warrior Thrower'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('On the Ball'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Safe Pass'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Saurus Blocker'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Jaguar Warrior Blocker'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Defensive'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Chameleon Skink'),
    # Translators: position; Translated: not in the rulebook (hu)
    gettext_noop('Valkyrie'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Strip Ball'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Diving Catch'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Diving Tackle'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Safe Pair of Hands'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Sneaky Git'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Sure Feet'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Dirty Player (+1)'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Portal Navigator'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Pro'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Big Hand'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Extra Arms'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Iron Hard Skin'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Monstrous Mouth'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Two Heads'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Very Long Legs'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Accurate'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Fumblerooskie'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Give and Go'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Leader'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Portal Passer'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Wall Thrower'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Arm Bar'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Break Tackle'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Guard'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Multiple Block'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Pile Driver'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Animosity (X)'),
    # Translators: skill; Translated: not in the rulebook (hu)
    gettext_noop('Hypnotic Gaze'),
    # Translators: skill category; Translated: not in the rulebook (hu)
    gettext_noop('Agility'),
    # Translators: skill category; Translated: not in the rulebook (hu)
    gettext_noop('General'),
    # Translators: skill category; Translated: not in the rulebook (hu)
    gettext_noop('Mutation'),
    # Translators: skill category; Translated: not in the rulebook (hu)
    gettext_noop('Passing'),
    # Translators: skill category; Translated: not in the rulebook (hu)
    gettext_noop('Strength'),
    # Translators: skill category; Translated: not in the rulebook (hu)
    gettext_noop('Trait'),
    # Translators: casualty; Translated: not in the rulebook (hu)
    gettext_noop('Badly Hurt'),
    # Translators: casualty; Translated: not in the rulebook (hu)
    gettext_noop('Seriously Hurt'),
    # Translators: casualty; Translated: not in the rulebook (hu)
    gettext_noop('Serious Injury'),
    # Translators: casualty; Translated: not in the rulebook (hu)
    gettext_noop('Lasting Injury'),
    # Translators: casualty; Translated: not in the rulebook (hu)
    gettext_noop('Dead'),
    # Translators: lasting injury; Translated: not in the rulebook (hu)
    gettext_noop('Head Injury'),
    # Translators: lasting injury; Translated: not in the rulebook (hu)
    gettext_noop('Smashed Knee'),
    # Translators: lasting injury; Translated: not in the rulebook (hu)
    gettext_noop('Broken Arm'),
    # Translators: lasting injury; Translated: not in the rulebook (hu)
    gettext_noop('Neck Injury'),
    # Translators: lasting injury; Translated: not in the rulebook (hu)
    gettext_noop('Dislocated Shoulder'),
    # Translators: advancement level; Translated: not in the rulebook (hu)
    gettext_noop('Experienced'),
    # Translators: advancement level; Translated: not in the rulebook (hu)
    gettext_noop('Veteran'),
    # Translators: advancement level; Translated: not in the rulebook (hu)
    gettext_noop('Emerging Star'),
    # Translators: advancement level; Translated: not in the rulebook (hu)
    gettext_noop('Star'),
    # Translators: advancement level; Translated: not in the rulebook (hu)
    gettext_noop('Super Star'),
    # Translators: advancement level; Translated: not in the rulebook (hu)
    gettext_noop('Legend'),
    # Translators: inducement; Translated: not in the rulebook (hu)
    gettext_noop('Extra Team Training'),
    # Translators: inducement; Translated: not in the rulebook (hu)
    gettext_noop('Bribes'),
    # Translators: wizard; Translated: not in the rulebook (hu)
    gettext_noop('Amber Wizard'),
    # Translators: spell; Translated: not in the rulebook (hu)
    gettext_noop('Bestial Fury'),
    # Translators: wizard; Translated: not in the rulebook (hu)
    gettext_noop('Amethyst Wizard'),
    # Translators: spell; Translated: not in the rulebook (hu)
    gettext_noop('Life Drain'),
    # Translators: wizard; Translated: not in the rulebook (hu)
    gettext_noop('Bright Wizard'),
    # Translators: spell; Translated: not in the rulebook (hu)
    gettext_noop('Fireball'),
    # Translators: wizard; Translated: not in the rulebook (it, hu)
    gettext_noop('Celestial Wizard'),
    # Translators: spell; Translated: not in the rulebook (hu)
    gettext_noop('Chain Lightning'),
    # Translators: wizard; Translated: not in the rulebook (hu)
    gettext_noop('Golden Wizard'),
    # Translators: spell; Translated: not in the rulebook (hu)
    gettext_noop('Transmutation'),
    # Translators: wizard; Translated: not in the rulebook (hu)
    gettext_noop('Grey Wizard'),
    # Translators: spell; Translated: not in the rulebook (hu)
    gettext_noop('Shadowed Step'),
    # Translators: wizard; Translated: not in the rulebook (hu)
    gettext_noop('Jade Wizard'),
    # Translators: spell; Translated: not in the rulebook (hu)
    gettext_noop('Grasping Vines'),
    # Translators: wizard; Translated: not in the rulebook (hu)
    gettext_noop('Light Wizard'),
    # Translators: spell; Translated: not in the rulebook (hu)
    gettext_noop('Blinding Light'),
    # Translators: sponsor; Translated: not in the rulebook (hu)
    gettext_noop("Cragfall's Catacomb Cartography"),
    # Translators: sponsor; Translated: not in the rulebook (hu)
    gettext_noop('Farblast & Sons Ordnance Solutions'),
    # Translators: sponsor; Translated: not in the rulebook (hu)
    gettext_noop("Dr Brauer's Prototype Portals"),
    # Translators: sponsor; Translated: not in the rulebook (hu)
    gettext_noop('Crystal Ball Sportscasting'),
    # Translators: sponsor; Translated: not in the rulebook (hu)
    gettext_noop('Lightningade'),
    # Translators: sponsor; Translated: not in the rulebook (hu)
    gettext_noop('Air Oberwald'),
    # Translators: label
    gettext_noop('Team budget (gp)'),
    # Translators: label
    gettext_noop('Casualty bonus point'),
    # Translators: label
    gettext_noop('Sponsors'),
    # Translators: label
    gettext_noop('How sponsors are given'),
    # Translators: label
    gettext_noop('Each coach chooses; any number of teams may share a sponsor'),
    # Translators: label
    gettext_noop('Drafted: each coach chooses one no other team has (4-6 coaches)'),
    # Translators: label
    gettext_noop('Assigned at random by the commissioner, all different (4-6 coaches)'),
    # Translators: label
    gettext_noop('Re-draft cap'),
    # Translators: label
    gettext_noop('Re-draft: wins that earn 20,000 gp'),
    # Translators: label
    gettext_noop("League matches won (the rulebook's words)"),
    # Translators: label
    gettext_noop('League and play-off matches won'),
    # Translators: label
    gettext_noop('AI picks advancements'),
    # Translators: label
    gettext_noop('Head-to-head tie-breaker'),
    # Translators: label
    gettext_noop('Play-off format with four divisions'),
    # Translators: label
    gettext_noop('Four divisions: the four winners, straight to the semi-finals (§8.8)'),
    # Translators: label
    gettext_noop('Four divisions: the top two of each, from the quarter-finals (§8.8)'),
    # Translators: label
    gettext_noop('Play-off draw breaker'),
    # Translators: label
    gettext_noop('The higher seed goes through'),
    # Translators: label
    gettext_noop('A roll-off: each team rolls a D6, highest goes through (ties roll again)'),
    # Translators: label
    gettext_noop('Life and Death tiles in random dungeons'),
    # Translators: label
    gettext_noop('AI opponent'),
    # Translators: label
    gettext_noop('Scripted: plays by a script, no look-ahead (normal)'),
    # Translators: label
    gettext_noop('Search: looks ahead with the match engine before each key move (hard; slower to simulate)'),
    # Translators: label
    gettext_noop('Exhibition play'),
    # Translators: label
    gettext_noop('Exhibition budget (gp)'),
    # Translators: label
    gettext_noop('Exhibition budget above 1,300,000 gp agreed'),
    # Translators: label
    gettext_noop('Exhibition free SPP'),
    # Translators: label
    gettext_noop('Exhibition advancements per player'),
    # Translators: label
    gettext_noop('Exhibition inducements allowed'),
    # Translators: label
    gettext_noop('SPP-earning casualties caused'),
    # Translators: label
    gettext_noop('Niggling injuries'),
    # Translators: label
    gettext_noop('Lasting injuries'),
    # Translators: label
    gettext_noop('SPP'),
    # Translators: label
    gettext_noop('Journeyman'),
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
    # Translators: inducement text (Extra Team Training, §12.2); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Each gives one extra team re-roll for the match.'),
    # Translators: inducement text (Bribes, §12.2); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Use one when a player is Sent-off for fouling: on a D6 roll of 2-6 the player is not Sent-off (no Turnover) and is teleported back into the dungeon; on a 1 the Bribe is wasted. Each Bribe can be used once per match; not after an Argue the Call attempt that rolled a 1.'),
    # Translators: inducement text (Amber Wizard: Bestial Fury, §12.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("Cast at the start of the activation of one of your players: for the rest of the turn, when that player Blocks, do not compare ST: roll three block dice and that player's coach picks the result."),
    # Translators: inducement text (Amethyst Wizard: Life Drain, §12.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Cast at the start of any of your team turns: choose an opposing player Marked by one of your players and make an Injury roll against them.'),
    # Translators: inducement text (Bright Wizard: Fireball, §12.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Cast at the start of, or right after, an opposing team turn: choose a square; each Standing player in it and the adjacent squares is Knocked Down on a D6 roll of 4+, with +1 to its Armour or Injury roll.'),
    # Translators: inducement text (Celestial Wizard: Chain Lightning, §12.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Cast at the start of any of your team turns: an opposing player is struck (Armour roll); on a D6 of 3+ another model within 2 squares of the last struck is struck too, until a 1-2 or no one is left to chain to. Each player can be struck only once.'),
    # Translators: inducement text (Golden Wizard: Transmutation, §12.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("Cast at the start of any of your team turns: choose an opposing player and roll 2D6; if the total is equal to or lower than the player's AV, the player is KO'd."),
    # Translators: inducement text (Grey Wizard: Shadowed Step, §12.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Cast at the start of any of your team turns: move one of your players not holding the ball to an unoccupied square within five squares.'),
    # Translators: inducement text (Jade Wizard: Grasping Vines, §12.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Cast at the start of any opposing team turn: an opposing player cannot be activated that turn and loses their Tackle Zone until the end of their next activation.'),
    # Translators: inducement text (Light Wizard: Blinding Light, §12.3); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Cast at the start of any opposing team turn: until the start of their next turn, opposing players cannot take Pass or Hand-off actions and cannot give assists to Blocks.'),
    # Translators: setting help (Team budget (gp), §4.2)
    gettext_noop('gp to build a new team'),
    # Translators: setting help (Casualty bonus point, §8.6)
    gettext_noop('+1 league point for causing 3+ SPP-earning casualties in a match (optional)'),
    # Translators: setting help (Sponsors, §11)
    gettext_noop('teams may take a sponsor'),
    # Translators: setting help (How sponsors are given, §11.1)
    gettext_noop('each coach chooses, or (small leagues of 4-6 coaches) every coach a different one, drafted or assigned at random'),
    # Translators: setting help (Re-draft cap, §8.10.3)
    gettext_noop('cap the re-draft budget at 1,300,000 gp'),
    # Translators: setting help (Re-draft: wins that earn 20,000 gp, §8.10.3)
    gettext_noop('which wins of last season add 20,000 gp each to the re-draft budget'),
    # Translators: setting help (AI picks advancements)
    gettext_noop("after a simulated match, Dugout's AI coach spends the SPP of both teams' players (otherwise their coaches do)"),
    # Translators: setting help (Head-to-head tie-breaker)
    gettext_noop('break equal league points by head-to-head before touchdowns and casualties'),
    # Translators: setting help (Play-off format with four divisions, §8.8)
    gettext_noop('who qualifies for the play-offs when the season has four divisions'),
    # Translators: setting help (Play-off draw breaker)
    gettext_noop('what decides a drawn (or unplayed) play-off match, which must have a winner'),
    # Translators: setting help (Life and Death tiles in random dungeons, §10.2.5-6)
    gettext_noop('the random dungeons of simulated matches may include the College of Life and College of Death tiles of the 2494 Final, with their rules'),
    # Translators: setting help (AI opponent)
    gettext_noop("the AI coach that plays both teams when Dugout's engine simulates a fixture"),
    # Translators: setting help (Exhibition play, §9)
    gettext_noop('one-off matches: teams are built by the exhibition rules and no post-match sequence runs; every match starts with the full, healthy team'),
    # Translators: setting help (Exhibition budget (gp), §9.1)
    gettext_noop('1,100,000-1,300,000 gp, all to be spent (what is left is lost)'),
    # Translators: setting help (Exhibition budget above 1,300,000 gp agreed, §9.1)
    gettext_noop('the coaches (or the organiser) agreed a larger budget'),
    # Translators: setting help (Exhibition free SPP, §9.5)
    gettext_noop('SPP each team spends on chosen skills at creation (unspent SPP are lost)'),
    # Translators: setting help (Exhibition advancements per player, §9.5)
    gettext_noop('the most advancements one player may take with the free SPP'),
    # Translators: setting help (Exhibition inducements allowed, §9.4)
    gettext_noop('the inducements a team may buy from its budget'),
    # Translators: friendly match text (season page)
    gettext_noop('No MVP and no league points; otherwise like a league match. Two teams meet this way only once (§8.7).'),
)

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
    # Translators: skill text (Catch, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('May re-roll a failed Agility test to catch the ball.'),
    # Translators: skill text (Defensive, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("During the opposing team's turn (not your own), opposing players Marked by this player cannot use Guard."),
    # Translators: skill text (Diving Catch, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("May try to catch the ball if a pass, or a wall rebound, lands in an empty square in this player's Tackle Zone after a scatter or deviation (not if it merely bounces there). Also +1 to catch an Accurate pass targeted at this player's square."),
    # Translators: skill text (Diving Tackle, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When an opponent successfully Dodges, Jumps or Leaps out of a square Marked by this player, this player may use the skill: the opponent subtracts 2 from the Agility test result after the fact; this player is then Placed Prone in the square the opponent left. If several Diving Tacklers Mark the opponent, only one may use it.'),
    # Translators: skill text (Dodge, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Once per turn, re-roll a failed Agility test for a Dodge. Also, when targeted by a Block and a Stumble result is applied, may choose to treat it as Push Back instead of POW.'),
    # Translators: skill text (Jump Up, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('A Prone player may stand up for free (no 3 squares of MA). May also declare a Block while Prone: make an Agility test with +1; if passed, stands and completes the Block; if failed, does not stand and the activation ends. Usable while Prone or without a Tackle Zone.'),
    # Translators: skill text (Leap, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('During movement, instead of jumping over a Prone/Stunned player only, may jump over any single adjacent square, including empty squares or squares with Standing players. May also reduce any negative modifier on the Jump/Leap Agility test by 1, to a minimum of −1. Cannot be combined with Pogo Stick.'),
    # Translators: skill text (Safe Pair of Hands, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('If Knocked Down or Placed Prone (not if it Falls Over) while holding the ball, the ball does not bounce: place it in an empty adjacent square instead. Usable while Prone.'),
    # Translators: skill text (Side Step, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When pushed back, this player's coach (not the opponent) chooses any unoccupied adjacent square to move into. Unusable if no adjacent square is free."),
    # Translators: skill text (Sneaky Git, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('During a Foul, this player is not Sent-off for a double on the Armour roll; a double on the following Injury roll can still get them Sent-off.'),
    # Translators: skill text (Sprint, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('In any action that includes movement, may attempt three Rush squares instead of two.'),
    # Translators: skill text (Sure Feet, Agility, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Once per turn, during its activation, may re-roll the D6 for a Rush.'),
    # Translators: skill text (Block, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When a Both Down result is applied in a Block, this player may ignore it and not be Knocked Down.'),
    # Translators: skill text (Dauntless, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When this player Blocks (alone or as part of a Blitz) a target with higher ST: before counting assists but after all other modifiers, roll a D6 and add it to this player's ST. If the total exceeds the target's ST, this player's ST counts as equal to the target's for the whole Block (assists then added normally). With skills granting several Blocks (e.g. Frenzy), roll separately before each Block."),
    # Translators: skill text (Dirty Player (+1), General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When this player Fouls, either the Armour roll or the Injury roll may be modified by the amount in brackets, after seeing the roll.'),
    # Translators: skill text (Fend, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Opposing players cannot follow up after Blocking this player, even if this player is Knocked Down. A blitzing opponent may still continue moving with remaining MA or Rushes. Does not work in a chain push, against a player with the Ball & Chain trait, or against a player using Juggernaut on a Blitz. (Ball & Chain is not described in this document — [Uncertain].)'),
    # Translators: skill text (Frenzy, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Whenever this player Blocks (alone or in a Blitz), they must follow up if the target is pushed back and they are able. If the target is still Standing after the push and the player can follow up, they must make a second Block, again following up if it pushes. On a Blitz the second Block costs another 1 MA (Rush if needed; no Rush → no second Block). If the target holds the ball and the first push moves them, still Standing, into your End Zone (the one the target\'s team attacks), a touchdown is scored and the second Block is not made. Cannot also have Grab. (The source says the touchdown "ends the Drive", a Blood Bowl term; in Dungeon Bowl a touchdown ends the match — [Uncertain], wording only.)'),
    # Translators: skill text (Portal Navigator, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When this player is teleported through a Portal, may re-roll the D6 that decides the destination Portal.'),
    # Translators: skill text (Pro, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('During its activation this player may re-roll one die (rolled alone or in a pool), but not an Armour, Injury or Casualty roll. First roll a D6: 3+ the die may be re-rolled; 1–2 it may not. Once Pro has been tried on a die, no other re-roll may be used on that die.'),
    # Translators: skill text (Shadowing, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When an opposing player Marked by this player voluntarily leaves a square in this player's Tackle Zone: roll D6 + this player's MA − the opponent's MA. On 6 or more, or a natural 6, this player may immediately move into the vacated square (no Dodge needed). On 5 or less, or a natural 1, no effect. Usable any number of times in either team's turn; if several Shadowers Mark the mover, only one may try."),
    # Translators: skill text (Strip Ball, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When this player Blocks (alone or in a Blitz) an opponent holding the ball and chooses a Push Back result, the opponent drops the ball in the square they are pushed to; it bounces as if they had been Knocked Down.'),
    # Translators: skill text (Sure Hands, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('May re-roll a failed attempt to pick up the ball. Strip Ball does not work against this player.'),
    # Translators: skill text (Tackle, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Opponents Dodging out of a square Marked by this player cannot use Dodge; opponents Blocked by this player cannot use Dodge against a Stumble result.'),
    # Translators: skill text (Wrestle, General, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When a Both Down result is applied to a Block this player makes or receives, this player may use it: instead of Both Down, and ignoring all other skills, both players are Placed Prone and no Armour rolls are made.'),
    # Translators: skill text (Big Hand, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Ignores Marked modifiers when picking up the ball.'),
    # Translators: skill text (Claws, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When an opponent is Knocked Down by this player in a Block, an Armour roll of 8+ before modifiers breaks the armour regardless of AV.'),
    # Translators: skill text (Disturbing Presence, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When an opponent takes a Pass, Throw Team-mate or Throw Bomb action, or tries to interfere with a pass or catch the ball, they apply −1 for each player with Disturbing Presence within 3 squares of them — even if that player is Prone, Stunned or without a Tackle Zone.'),
    # Translators: skill text (Extra Arms, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('+1 to pick up, catch, or interfere with a pass.'),
    # Translators: skill text (Foul Appearance, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When an opponent declares a Block (alone or in a Blitz) or a Special action targeting this player, they must first roll a D6 (even if this player has no Tackle Zone); on a 1 they cannot perform the declared action and it is lost. Usable while Prone, Stunned or without a Tackle Zone.'),
    # Translators: skill text (Horns, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When this player Blocks as part of a Blitz (not a normal Block), +1 ST, applied before counting assists and before any other modifier, skill or trait.'),
    # Translators: skill text (Iron Hard Skin, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("Claws cannot be used against this player's Armour roll. Usable while Prone, Stunned or without a Tackle Zone."),
    # Translators: skill text (Monstrous Mouth, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('May re-roll a failed catch. Strip Ball does not work against this player.'),
    # Translators: skill text (Prehensile Tail, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('An active opponent trying to Dodge, Jump or Leap out of a square Marked by this player takes an additional −1 on the Agility test. If several players with this mutation Mark them, only one modifier applies.'),
    # Translators: skill text (Tentacles, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When an opponent Marked by this player tries to voluntarily move out of a square in this player's Tackle Zone: roll D6 + this player's ST − the opponent's ST. On 6 or more, or a natural 6, the opponent is held and their action ends immediately. On 5 or less, or a natural 1, no effect. Usable any number of times in either team's turn; only one Tentacles player may try per move."),
    # Translators: skill text (Two Heads, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('+1 to Agility tests to Dodge.'),
    # Translators: skill text (Very Long Legs, Mutation, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('May reduce any negative modifier on the Agility test to Jump over a Prone/Stunned player (or to Leap, if it has Leap) by 1, to a minimum of −1. Also +2 to any attempt to interfere with a pass.'),
    # Translators: skill text (Accurate, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('+1 to the Passing Ability test.'),
    # Translators: skill text (Dump-Off, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When this player is named as the target of a Block (or a Special action that replaces a Block) while holding the ball, they may immediately make a Quick Pass, interrupting the opponent's action. Normal pass rules apply, except that no result of this pass causes a Turnover. Afterwards the opponent completes the Block and their turn continues."),
    # Translators: skill text (Fumblerooskie, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('During a Move or Blitz while holding the ball, this player may leave the ball in any square they moved through. It does not bounce and it is not a Turnover.'),
    # Translators: skill text (Give and Go, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('After a Hand-off action the activation does not end: the player may keep moving with any remaining MA.'),
    # Translators: skill text (Leader, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('A team with one or more Leader players gains one extra team re-roll, usable only while at least one Leader player is in the dungeon (even Prone, Stunned or without a Tackle Zone). If all Leader players are removed before it is used, it is lost.'),
    # Translators: skill text (Nerves of Steel, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Ignores Marked modifiers when passing, catching or interfering with a pass.'),
    # Translators: skill text (On the Ball, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When the opposing coach declares that a player will take a Pass action, this player may move up to three squares (whatever its MA), following normal movement rules, after range is measured and the target declared but before the Passing Ability test. This interrupts the passer's activation. May be used against an opponent using Dump-Off, but if this player Falls Over while moving, a Turnover is caused. (The Bombardier trait lists On the Ball as the one pass-related skill that cannot be used with a bomb throw.)"),
    # Translators: skill text (Pass, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('May re-roll a failed Passing Ability test when taking a Pass action.'),
    # Translators: skill text (Portal Passer, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('During its activation, when this player teleports through a Portal, it may declare a Pass action after the destination Portal is known, even if it did not declare a Pass at the start of its activation.'),
    # Translators: skill text (Running Pass, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('After a Pass action the activation does not end: the player may keep moving with remaining MA.'),
    # Translators: skill text (Safe Pass, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('If this player Fumbles a Pass action, the ball is not lost, does not bounce and there is no Turnover; the player keeps the ball and their activation ends.'),
    # Translators: skill text (Wall Thrower, Passing, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('+1 to the accuracy test when throwing the ball against a wall (§6.9).'),
    # Translators: skill text (Arm Bar, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When an opponent Falls Over after failing an Agility test to Dodge, Jump or Leap out of a square Marked by this player, apply +1 to either the Armour roll or the Injury roll (after the roll; usable even if this player is now Prone). Only one Arm Bar player may use it per fall.'),
    # Translators: skill text (Brawler, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When this player Blocks on its own (not in a Blitz), it may re-roll one block die showing Both Down.'),
    # Translators: skill text (Break Tackle, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Once per activation, after the Agility test for a Dodge, modify the die by +1 if ST is 4 or less, or +2 if ST is 5 or more. (The source prints "1+" and "2+"; read as +1/+2 — [Uncertain], minor.)'),
    # Translators: skill text (Grab, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When this player Blocks (alone or in a Blitz), the target cannot use Side Step. On a Block on its own (not a Blitz) with a Push Back result, this player may push the target into any empty adjacent square (of the target). Does not work if there is no empty adjacent square. A Grab player can never have Frenzy.'),
    # Translators: skill text (Guard, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('This player gives offensive or defensive assists regardless of how many opponents Mark it.'),
    # Translators: skill text (Juggernaut, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When Blocking as part of a Blitz (not a normal Block), may turn a Both Down into a Push Back; and the target cannot use Fend, Stand Firm or Wrestle against that Block.'),
    # Translators: skill text (Mighty Blow (+1), Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When an opponent is Knocked Down by this player's Block (alone or in a Blitz), modify either the Armour roll or the Injury roll by the bracketed amount, after the roll. Cannot be used together with the Stab trait."),
    # Translators: skill text (Multiple Block, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When Blocking on its own (not in a Blitz), this player may Block two opponents who are Marking it, at −2 ST for the rest of its activation. Resolve both Blocks together and completely, even if one or both cause a Turnover; keep each Block's dice separate. No following up after either. Cannot be combined with Frenzy."),
    # Translators: skill text (Pile Driver, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When an opponent is Knocked Down by this player's Block (alone or in a Blitz), this player may immediately make a free Foul against them. It must still be Standing after the block result and adjacent to the victim. Afterwards the Pile Driver player is Placed Prone in its square and its activation ends."),
    # Translators: skill text (Stand Firm, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('May choose not to be pushed back, whether by a Block or by a chain push. Does not stop an opposing Frenzy player from making a second Block if this player is still Standing.'),
    # Translators: skill text (Strong Arm, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('+1 to the Passing Ability test for a Throw Team-mate action. Only players with the Throw Team-Mate trait may have it.'),
    # Translators: skill text (Thick Skull, Strength, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("On an Injury roll against this player (even if Prone, Stunned or without a Tackle Zone), the player is KO'd only on a 9, and an 8 counts as Stunned. If the player also has Stunty, they are KO'd only on an 8, and a 7 counts as Stunned. All other results are unchanged."),
    # Translators: skill text (Always Hungry, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("When using Throw Team-mate, after moving but before throwing, roll a D6: 2+ throw normally; 1 — it tries to eat the team-mate: roll again: 1 — the team-mate is eaten and dies, with no saving throw of any kind (no apothecary, no Regeneration); if it held the ball, the ball deviates once from the team-mate's square. 2+ — the team-mate wriggles free and the throw is an automatic Fumble (treat the Right Stuff player like a fumbled ball)."),
    # Translators: skill text (Animal Savagery, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("On activation (even if Prone or without a Tackle Zone), after declaring the action but before taking it, roll a D6, +2 if the action is a Block or Blitz (or a Special action replacing a Block). 1–3: it lashes out at a team-mate — a Standing adjacent team-mate of your choice is Knocked Down (no Turnover unless that team-mate had the ball); after that player's Armour (and Injury) roll, this player may carry on with the declared action if able; the opposing coach may use this player's skills on that Armour/Injury roll. If no Standing team-mate is adjacent, this player's activation ends immediately and it loses its Tackle Zone until its next activation. 4+: acts normally. A declared once-per-turn action that is not completed still counts as used."),
    # Translators: skill text (Animosity (X), Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('The player dislikes the team-mates named in brackets (a position, a race, or "all team-mates"). When it takes a Pass or Hand-off to a player it dislikes, roll a D6 first: 2+ proceed normally; 1 it refuses, and the action ends immediately.'),
    # Translators: skill text (Bombardier, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("A Standing player with this trait may take the Special action Throw a Bomb. It is not a Pass action, so it uses up neither the team's Pass nor its Throw Team-mate action, but only one player per team turn may throw a bomb. The bomb is thrown, caught or interfered with as a Pass, except: the thrower cannot move or stand up before throwing; the bomb does not bounce and may come to rest in an occupied square (a player who fails to catch it has it land in their square); on a Fumble it explodes at once in the thrower's square; if it lands in an empty square or is caught by an opponent it is not a Turnover; a ball carrier may also catch a bomb; all skills usable on a Pass may be used, except On the Ball; if the thrower is hit by their own bomb and Placed Prone (by a Fumble or the blast) it is a Turnover. Caught bomb: roll a D6: 4+ it explodes at once; 1–3 the catcher must throw it again immediately (outside the normal sequence of play). A bomb landing on a Portal explodes during teleportation with no effect. Explosion (when it comes to rest in an empty square, on a player who failed to catch it, or on a Prone/Stunned player): a player in the blast square is hit automatically; roll a D6 for each player (either team) in an adjacent square — 4+ hit, 1–3 unharmed; every Standing player hit is Placed Prone; make an Armour roll (and Injury roll if broken) for every player hit, even if Prone or Stunned."),
    # Translators: skill text (Bone Head, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('After declaring an action (even if Prone or without a Tackle Zone), roll a D6: 1 — it forgets what to do: it cannot act, loses its Tackle Zone and its activation ends (until its next activation); 2+ acts normally. A declared once-per-turn action lost this way cannot be taken by another player this turn.'),
    # Translators: skill text (Decay, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When this player suffers a Casualty result on the Injury table, +1 to all rolls on the Casualty table against it.'),
    # Translators: skill text (Drunkard, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('−1 to the roll when attempting a Rush.'),
    # Translators: skill text (Hit and Run, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('After this player makes a Block, it may immediately move one free square, ignoring Tackle Zones, if still Standing. After this move it must be neither Marked by nor Marking any opponent.'),
    # Translators: skill text (Hypnotic Gaze, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Special action during its activation (any number of Gaze players may use it per team turn). Name a Standing opponent with a Tackle Zone that this player is Marking; make an Agility test at −1 for each player Marking this player other than the one named. If passed, the target loses its Tackle Zone until its next activation. This player may move before the action (normal rules), but afterwards may not move and its activation ends.'),
    # Translators: skill text (Kick Team-Mate, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("Once per turn, in addition to any other player's Pass or Throw Team-mate action, one player with this trait may take the Special action Kick Team-mate against a Standing adjacent team-mate with Right Stuff, using the Throw Team-mate rules. On a Fumble the kicked player is removed from the field and an Injury roll is made, treating Stunned as KO'd (the opposing coach may apply the kicker's Mighty Blow to it). If the kicked player held the ball, it bounces from the square they were in."),
    # Translators: skill text (Loner (3+), Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('To use a team re-roll, first roll a D6: on 3 or more the re-roll is used normally; otherwise the original result stands and the team re-roll is lost as if used. Usable while Prone or without a Tackle Zone.'),
    # Translators: skill text (Loner (4+), Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('To use a team re-roll, first roll a D6: on 4 or more the re-roll is used normally; otherwise the original result stands and the team re-roll is lost as if used. Usable while Prone or without a Tackle Zone.'),
    # Translators: skill text (No Hands, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("Cannot take possession of the ball: cannot pick up, interfere or catch; any such attempt fails automatically and the ball bounces. If it voluntarily enters the ball's square, it cannot try to pick it up: the ball bounces and a Turnover results as for a failed pick-up."),
    # Translators: skill text (Pick-Me-Up, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("At the end of the opposing team's turn, roll a D6 for each Prone, non-Stunned team-mate within 3 squares of a Standing player with this trait; on 5+ that player stands up immediately."),
    # Translators: skill text (Plague Ridden, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Once per match, if an opposing player with ST 4 or less and without Decay, Regeneration or Stunty suffers a 15–16 Dead result on the Casualty table from a Block or Foul by one of your players with this trait, and cannot be saved by an apothecary, you may use this trait: the opponent does not die but is infected. If your team plays for the College of Life, a new Rotter Lineman may be placed at once in your Reserves box (possibly taking the team over 16 players for the rest of the match). During the post-match sequence that Rotter may be permanently hired exactly like a Journeyman who played for the team. [Uncertain] the text says "step 4" of the post-match sequence, but hiring Journeymen is step 3 (§7.4); it also does not say what "infected" does to the opposing player (the Dead result is simply replaced).'),
    # Translators: skill text (Pogo Stick, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('During movement, instead of only jumping over a Prone/Stunned player, may jump over any single adjacent square, including empty squares or squares with Standing players. On the Agility test for such a jump, it may ignore all negative modifiers for being Marked in the starting or destination square. Cannot have Leap.'),
    # Translators: skill text (Projectile Vomit, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Instead of a Block (alone or in a Blitz), may take the Special action Projectile Vomit against one Standing opponent it could Block (no limit on how many players per turn). Roll a D6: 2+ — it hits the target; 1 — it covers itself instead. Either way, make an Armour roll against the player hit, which cannot be modified in any way; if broken, that player is Placed Prone and an unmodifiable Injury roll is made; if not broken, no effect. Only once per turn per player (not with Frenzy or Multiple Block).'),
    # Translators: skill text (Really Stupid, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('On activation (even if Prone or without a Tackle Zone), after declaring the action, roll a D6, +2 if adjacent to one or more team-mates who do not have this trait: 1–3 — it stands there confused; its activation ends and it loses its Tackle Zone until its next activation; 4+ acts normally. A declared once-per-turn action lost this way cannot be taken by another player this turn. (The source prints the modifier as "2+"; it is read as +2 — [Uncertain], minor.)'),
    # Translators: skill text (Regeneration, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('After a Casualty roll is made against this player, roll a D6: 4+ it heals and goes to Reserves instead; 1–3 the Casualty result applies. Usable while Prone, Stunned or without a Tackle Zone.'),
    # Translators: skill text (Right Stuff, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('If this player has ST 3 or less, it can be thrown by a team-mate with Throw Team-Mate. Usable while Prone, Stunned or without a Tackle Zone.'),
    # Translators: skill text (Stab, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('Instead of a Block (alone or in a Blitz), may take the Special action Stab against one Standing opponent it could Block (no limit per turn). Make an Armour roll against the target: if broken, the target is Placed Prone and an Injury roll that cannot be modified is made; if not broken, no effect. When used in a Blitz, the player cannot move further afterwards.'),
    # Translators: skill text (Stunty, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('When Dodging, ignores the −1 per player Marking it in the destination square, unless it also has Bombardier. Opponents trying to interfere with a Pass made by this player get +1. Injury rolls against it use the Stunty Injury table (§6.13). Usable while Prone, Stunned or without a Tackle Zone.'),
    # Translators: skill text (Take Root, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('On activation (even if Prone or without a Tackle Zone), after declaring the action, roll a D6: 1 — it becomes Rooted: it cannot voluntarily leave its square for any reason until the end of the current "Drive", or until it is Knocked Down or Placed Prone; it may still take actions that need no movement (e.g. a Pass without moving first). 2+ acts normally. If it declared an action that includes movement (Pass, Hand-off, Blitz or Foul) before rooting, it may complete it if possible; otherwise the action counts as taken and no other player may take it this turn. [Uncertain] "Drive" is a Blood Bowl term; Dungeon Bowl has no drives (the match is a single drive ending at the touchdown), so Rooted effectively lasts until Knocked Down or Placed Prone.'),
    # Translators: skill text (Throw Team-Mate, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('If this player has ST 5 or more, it may take a Throw Team-mate action to throw a team-mate with Right Stuff.'),
    # Translators: skill text (Timmm-ber!, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('If this player has MA 2 or less, when it tries to stand up it gets +1 for each Open, Standing team-mate adjacent to it. A natural 1 always fails. Usable while Prone or without a Tackle Zone.'),
    # Translators: skill text (Titchy, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop("+1 to Agility tests to Dodge. However, when an opponent Dodges into a square in this player's Tackle Zone, this player does not count as Marking that opponent for the Dodge modifiers."),
    # Translators: skill text (Unchannelled Fury, Trait, §13); from the rulebook (it); Translated: not in the rulebook (hu)
    gettext_noop('On activation (even if Prone or without a Tackle Zone), after declaring the action, roll a D6, +2 if it is a Block or Blitz (or a Special action replacing a Block): 1–3 — it rages and its activation ends immediately; 4+ acts normally. A declared once-per-turn action lost this way cannot be taken by another player this turn.'),
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

"""Dungeon Bowl inducements (digest §12.2) and the College Wizards (§12.3)."""

from __future__ import annotations

from engine.rulesets.model import Inducement

_WIZARD_COST = 100_000

INDUCEMENTS: tuple[Inducement, ...] = (
    Inducement(
        key="extra_team_training", name="Extra Team Training", limit=8, cost=100_000,
        text="Each gives one extra team re-roll for the match.",
    ),
    Inducement(
        key="bribes", name="Bribes", limit=3, cost=100_000,
        text=(
            "Use one when a player is Sent-off for fouling: on a D6 roll of 2-6 the player is not Sent-off "
            "(no Turnover) and is teleported back into the dungeon; on a 1 the Bribe is wasted. Each Bribe "
            "can be used once per match; not after an Argue the Call attempt that rolled a 1."
        ),
    ),
    # College Wizards: 0-1 per match in total (group "college_wizard"), only the team's own College's.
    Inducement(
        key="amber_wizard", name="Amber Wizard", limit=1, cost=_WIZARD_COST, college="beasts",
        group="college_wizard", spell="Bestial Fury",
        text=(
            "Cast at the start of the activation of one of your players: for the rest of the turn, when that "
            "player Blocks, do not compare ST: roll three block dice and that player's coach picks the result."
        ),
    ),
    Inducement(
        key="amethyst_wizard", name="Amethyst Wizard", limit=1, cost=_WIZARD_COST, college="death",
        group="college_wizard", spell="Life Drain",
        text=(
            "Cast at the start of any of your team turns: choose an opposing player Marked by one of your "
            "players and make an Injury roll against them."
        ),
    ),
    Inducement(
        key="bright_wizard", name="Bright Wizard", limit=1, cost=_WIZARD_COST, college="fire",
        group="college_wizard", spell="Fireball",
        text=(
            "Cast at the start of, or right after, an opposing team turn: choose a square; each Standing "
            "player in it and the adjacent squares is Knocked Down on a D6 roll of 4+, with +1 to its Armour "
            "or Injury roll."
        ),
    ),
    # [Uncertain] §12.3: the heading is missing; by elimination this is the College of Heavens' wizard.
    Inducement(
        key="celestial_wizard", name="Celestial Wizard", limit=1, cost=_WIZARD_COST, college="heavens",
        group="college_wizard", spell="Chain Lightning",
        text=(
            "Cast at the start of any of your team turns: an opposing player is struck (Armour roll); on a D6 "
            "of 3+ another model within 2 squares of the last struck is struck too, until a 1-2 or no one is "
            "left to chain to. Each player can be struck only once."
        ),
    ),
    Inducement(
        key="golden_wizard", name="Golden Wizard", limit=1, cost=_WIZARD_COST, college="metal",
        group="college_wizard", spell="Transmutation",
        text=(
            "Cast at the start of any of your team turns: choose an opposing player and roll 2D6; if the total "
            "is equal to or lower than the player's AV, the player is KO'd."
        ),
    ),
    Inducement(
        key="grey_wizard", name="Grey Wizard", limit=1, cost=_WIZARD_COST, college="shadow",
        group="college_wizard", spell="Shadowed Step",
        text=(
            "Cast at the start of any of your team turns: move one of your players not holding the ball to "
            "an unoccupied square within five squares."
        ),
    ),
    Inducement(
        key="jade_wizard", name="Jade Wizard", limit=1, cost=_WIZARD_COST, college="life",
        group="college_wizard", spell="Grasping Vines",
        text=(
            "Cast at the start of any opposing team turn: an opposing player cannot be activated that turn and "
            "loses their Tackle Zone until the end of their next activation."
        ),
    ),
    # [Uncertain] §12.3: the source labels it "College of Life"; the Jade Wizard is Life's, so Light.
    Inducement(
        key="light_wizard", name="Light Wizard", limit=1, cost=_WIZARD_COST, college="light",
        group="college_wizard", spell="Blinding Light",
        text=(
            "Cast at the start of any opposing team turn: until the start of their next turn, opposing players "
            "cannot take Pass or Hand-off actions and cannot give assists to Blocks."
        ),
    ),
)

# At most this many inducements of a group may be bought for one match (§12.2).
GROUP_LIMITS = {"college_wizard": 1}

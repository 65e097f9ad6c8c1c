"""Coach Traits (§18.8): the 2D8 table, the roll after each league game, and the duplicate rule.

After each league game (never a final) both coaches roll 2D8 on the table. A trait the coach
already holds lets the coach choose any trait not yet held instead; the choice is the coach's,
so the roll returns the options and `choose_trait` checks the choice.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.blitz_bowl.breaches import RuleBreach
from engine.breach import Name, gettext_noop
from engine.dice import Dice


@dataclass(frozen=True, slots=True)
class Trait:
    roll: int  # the 2D8 total that gives it
    key: str
    name: str
    rule: str


# §18.8 table, in roll order (2..16). Names corrected as the digest does ("Terrifying", "Outrageous").
TRAITS: tuple[Trait, ...] = (
    Trait(2, "magical_training", 'Magical "Training"',
          "Before one of your players on the pitch takes a Run, Block or Pass action, pick another of your "
          "players (on the pitch or in the dugout): until that action ends the two swap all printed skills."),
    Trait(3, "sponsored_kit", "Sponsored Kit", "After making an Armour check, you may re-roll the dice."),
    Trait(4, "threatening_looks", "Threatening Looks",
          "Before an opponent takes a Block action, roll 1D8: on 6+ it must take a Dodge action instead; "
          "if it cannot Dodge it may take no further actions this turn."),
    Trait(5, "bribe_the_ref", "Bribe the Ref", "Start the game on 1 point instead of 0."),
    Trait(6, "last_blast", "Last Blast",
          "During your last turn, if your team is behind on points, shuffle the End-Game Challenge cards not "
          "used in this game, draw one and place it face up: your team may claim it this turn, else discard it."),
    Trait(7, "incentiviser", "Incentiviser",
          "When your team takes a free action, roll 1D8: on an 8 another player may take another free action."),
    Trait(8, "loud_celebrator", "Loud Celebrator", "A touchdown scores 4 points instead of 3."),
    Trait(9, "well_prepared", "Well Prepared",
          "Choose which trapdoor the ball appears from instead of rolling. If both coaches use it at once, "
          "each rolls 1D8 (re-roll ties) and the higher chooses."),
    Trait(10, "glory_hound", "Glory Hound", "A Sweep earns 3 points instead of 2."),
    Trait(11, "light_finger", "Light Finger",
          "Used at the start of the game, lasts the whole game: hold and keep 4 Challenge cards instead of 3."),
    Trait(12, "terrifying_reputation", "Terrifying Reputation",
          "An opponent must lead you by 11 points instead of 10 to win by Sudden Death."),
    Trait(13, "blinding_smile", "Blinding Smile",
          "When an opponent is about to take a free action, roll 1D6: on 3+ that player cannot take it."),
    Trait(14, "early_starter", "Early Starter",
          "When deploying, one player may be set up in a square adjacent to your End Zone rather than in it."),
    Trait(15, "inspiring_presence", "Inspiring Presence",
          "After one of your players takes a Block action, you may re-roll the dice."),
    Trait(16, "outrageous_cheat", "Outrageous Cheat",
          "When an opponent claims a Challenge card, roll 1D8: on an 8 you claim that card instead."),
)
BY_KEY: dict[str, Trait] = {t.key: t for t in TRAITS}
BY_ROLL: dict[int, Trait] = {t.roll: t for t in TRAITS}


def trait(key: str) -> Trait:
    try:
        return BY_KEY[key]
    except KeyError:
        raise KeyError(f"no Coach Trait {key!r}; the traits are: {', '.join(BY_KEY)}") from None


@dataclass(frozen=True, slots=True)
class TraitRoll:
    dice: tuple[int, int]
    rolled: Trait  # the table row the 2D8 total points at
    gained: Trait | None  # None when the rolled trait was already held: the coach must choose
    choose_from: tuple[Trait, ...] = ()  # the traits not yet held, when the roll was a duplicate

    @property
    def total(self) -> int:
        return sum(self.dice)

    @property
    def duplicate(self) -> bool:
        return self.gained is None


def roll_trait(*, held: Iterable[str], dice: Dice) -> TraitRoll:
    """Roll 2D8 for a new Coach Trait (§18.8); a duplicate offers every trait not yet held."""
    held = set(held)
    first, second = dice.d8("Coach Trait (2D8)"), dice.d8("Coach Trait (2D8)")
    rolled = BY_ROLL[first + second]
    if rolled.key not in held:
        return TraitRoll((first, second), rolled, rolled)
    return TraitRoll((first, second), rolled, None, tuple(t for t in TRAITS if t.key not in held))


def choose_trait(key: str, *, held: Iterable[str]) -> list[RuleBreach]:
    """Check a coach's choice after a duplicate roll: any trait they do not hold yet (§18.8)."""
    held = set(held)
    if key not in BY_KEY:
        return [RuleBreach("§18.8", gettext_noop('there is no Coach Trait {key!r}', key=key))]
    if key in held:
        return [RuleBreach("§18.8", gettext_noop('{trait} is already held; choose a trait not yet held', trait=Name(BY_KEY[key].name)))]
    return []

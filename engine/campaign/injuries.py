"""Injuries and casualties (§6.13): the Injury and Stunty Injury tables, the Casualty table (D16,
+1 per Niggling Injury) and Lasting Injuries (characteristic reductions, never below the minimum)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.breach import gettext_noop
from engine.campaign._tables import tables_of
from engine.campaign.profile import Profile
from engine.dice import Dice


def injury_result(total: int, *, stunty: bool = False, ruleset=None) -> str:
    """'stunned', 'ko', 'badly_hurt' (Stunty 9 only) or 'casualty' for a (modified) 2D6 Injury roll."""
    tables = tables_of(ruleset)
    return tables.lookup(tables.STUNTY_INJURY_TABLE if stunty else tables.INJURY_TABLE, total)


def roll_injury(*, dice: Dice, stunty: bool = False, modifier: int = 0, ruleset=None) -> str:
    first, second = dice.two_d6(gettext_noop("Stunty Injury roll (2D6)") if stunty else gettext_noop("Injury roll (2D6)"))
    return injury_result(first + second + modifier, stunty=stunty, ruleset=ruleset)


@dataclass(frozen=True, slots=True)
class LastingInjury:
    roll: int  # the D6
    name: str  # "Head Injury"
    characteristic: str  # "AV"


@dataclass(frozen=True, slots=True)
class CasualtyResult:
    roll: int  # the natural D16
    total: int  # after +1 per Niggling Injury (and Decay)
    result: str  # badly_hurt, seriously_hurt, serious_injury, lasting_injury, dead
    name: str  # "Seriously Hurt"
    miss_next_game: bool
    niggling_injury: bool  # gains a Niggling Injury
    dead: bool
    lasting_injury: LastingInjury | None = None


def roll_lasting_injury(*, dice: Dice, ruleset=None) -> LastingInjury:
    tables = tables_of(ruleset)
    roll = dice.d6(gettext_noop("Lasting Injury: characteristic reduction (D6)"))
    name, characteristic = tables.lookup(tables.LASTING_INJURY_TABLE, roll)
    return LastingInjury(roll, name, characteristic)


def resolve_casualty(*, dice: Dice, niggling_injuries: int = 0, decay: bool = False, ruleset=None) -> CasualtyResult:
    """Roll the D16 Casualty roll with +1 per Niggling Injury (+1 more for Decay, §13.7); a Lasting
    Injury result also rolls the D6 for which characteristic is reduced. Totals above 16 are Dead."""
    tables = tables_of(ruleset)
    modifier = niggling_injuries + (1 if decay else 0)
    why = gettext_noop("Casualty roll (D16), +{modifier}", modifier=modifier) if modifier else gettext_noop("Casualty roll (D16)")
    roll = dice.roll(tables.CASUALTY_DIE, why)
    total = roll + modifier
    result = tables.lookup(tables.CASUALTY_TABLE, total)
    effects = tables.CASUALTY_EFFECTS[result]
    lasting = roll_lasting_injury(dice=dice, ruleset=ruleset) if effects["lasting"] else None
    return CasualtyResult(
        roll=roll,
        total=total,
        result=result,
        name=effects["name"],
        miss_next_game=effects["mng"],
        niggling_injury=effects["niggling"],
        dead=effects["dead"],
        lasting_injury=lasting,
    )


def apply_lasting_injury(profile: Profile, characteristic: str, *, ruleset=None) -> Profile:
    """MA and ST drop by 1, the AG and PA targets rise by 1, the AV target falls by 1; nothing goes
    past its minimum (§6.13, §3.2)."""
    return profile.reduced(characteristic, ruleset=ruleset)

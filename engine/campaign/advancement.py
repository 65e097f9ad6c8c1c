"""Spending SPP: advancement costs (§7.3.3), new skills (§7.3.4), characteristic improvements
(§7.3.5) and the value they add (§7.3.6)."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from engine.breach import Name, Names, gettext_noop
from engine.campaign._tables import ruleset_or_default, tables_of
from engine.campaign.breach import RuleBreach, RuleError
from engine.campaign.profile import Profile
from engine.dice import Dice
from engine.rulesets.model import CATEGORY_LETTERS


# --- costs ---------------------------------------------------------------------------------------
def advancement_cost(level: int, kind: str, *, ruleset=None) -> int:
    """SPP cost of an advancement of `kind` that takes the player to `level` (1 = Experienced, the
    first advancement, ... 6 = Legend)."""
    table = tables_of(ruleset).ADVANCEMENT_COSTS
    if level not in table:
        raise RuleError("§7.3.3", gettext_noop('a player may take at most {table} advancements; level {level} does not exist', table=max(table), level=level))
    if kind not in table[level]:
        raise ValueError(f"unknown advancement kind {kind!r}; choose one of {', '.join(table[level])}")
    return table[level][kind]


def next_advancement_cost(advancements_taken: int, kind: str, *, ruleset=None) -> int:
    return advancement_cost(advancements_taken + 1, kind, ruleset=ruleset)


def must_spend(*, spp: int, advancements_taken: int, ruleset=None) -> bool:
    """A player must spend SPP once they have enough for a random characteristic improvement (§7.3.3)."""
    if advancements_taken >= len(tables_of(ruleset).ADVANCEMENT_COSTS):
        return False
    return spp >= next_advancement_cost(advancements_taken, "characteristic", ruleset=ruleset)


def value_increase(kind: str, *, free_spp: bool = False, ruleset=None) -> int:
    """Current Value added by an advancement: kind is a skill advancement kind or a characteristic
    ("MA", "ST", "AG", "PA", "AV"). Exhibition advancements bought with free SPP add nothing (§9.6)."""
    table = tables_of(ruleset).VALUE_INCREASE
    if kind not in table:
        raise ValueError(f"unknown value increase {kind!r}; choose one of {', '.join(table)}")
    return 0 if free_spp else table[kind]


# --- skills --------------------------------------------------------------------------------------
def skill_unavailable_reason(name: str, *, owned: Collection[str], ruleset=None) -> str | None:
    """Why a player holding `owned` cannot gain skill `name`, or None if they can (§7.3.4, §13)."""
    tables = tables_of(ruleset)
    if name in owned:
        return gettext_noop("the player already has {skill}; no skill may be gained twice", skill=Name(name))
    for other in tables.SKILL_EXCLUSIONS.get(name, ()):
        if other in owned:
            return gettext_noop("{skill} cannot be combined with {other}, which the player has", skill=Name(name), other=Name(other))
    for needed in tables.SKILL_REQUIRES.get(name, ()):
        if needed not in owned:
            return gettext_noop("only players with {needed} may have {skill}", needed=Name(needed), skill=Name(name))
    return None


def roll_random_skill(
    ruleset=None,
    *,
    category: str,
    owned: Collection[str],
    dice: Dice,
    allowed: Collection[str] | None = None,
) -> str:
    """A random skill from `category`: roll 2D6 one after the other, the first picking the half
    (1-3 or 4-6) and the second the row; re-roll both when the player has the skill or cannot have it
    (§7.3.4, §13.1). `allowed`, if given, further limits the skills a league permits."""
    tables = tables_of(ruleset)
    if category not in tables.RANDOM_SKILL_TABLE:
        raise ValueError(f"no random skill table for {category!r}; choose one of {', '.join(tables.RANDOM_SKILL_TABLE)}")

    def available(name: str) -> bool:
        if allowed is not None and name not in allowed:
            return False
        return skill_unavailable_reason(name, owned=owned, ruleset=ruleset) is None

    if not any(available(name) for name in tables.RANDOM_SKILL_TABLE[category]):
        raise RuleError("§7.3.4", gettext_noop('the player can gain no {category} skill: every one is owned or unavailable', category=Name(category)))
    attempt = 1
    while True:
        first = dice.d6(gettext_noop("random {category} skill, attempt {attempt}: half of the table (first D6)",
                                        category=Name(category), attempt=attempt))
        second = dice.d6(gettext_noop("random {category} skill, attempt {attempt}: row (second D6)",
                                         category=Name(category), attempt=attempt))
        name = tables.random_skill_cell(category, first, second)
        if available(name):
            return name
        attempt += 1


def validate_chosen_skill(
    ruleset=None,
    *,
    skill: str,
    kind: str,
    primary: str,
    secondary: str,
    owned: Collection[str],
) -> list[RuleBreach]:
    """Every rule a chosen skill breaks: it must exist, not be a trait, belong to a Primary
    (chosen_primary) or Secondary (chosen_secondary) category of the player, and be one the player
    may gain (§7.3.4). `primary`/`secondary` are category letters as in the roster ("GS")."""
    ruleset = ruleset_or_default(ruleset)
    if kind not in ("chosen_primary", "chosen_secondary"):
        raise ValueError(f"a chosen skill is a chosen_primary or chosen_secondary advancement, not {kind!r}")
    found = ruleset.skills.get(skill)
    if found is None:
        return [RuleBreach("§13", gettext_noop('there is no skill named {skill!r}', skill=skill))]
    if found.is_trait:
        return [RuleBreach("§3.5", gettext_noop('{skill} is a trait; traits are not learned through advancement', skill=Name(skill)))]
    letters = primary if kind == "chosen_primary" else secondary
    allowed = [CATEGORY_LETTERS[c] for c in letters]
    breaches = []
    if found.category not in allowed:
        which = gettext_noop("Primary") if kind == "chosen_primary" else gettext_noop("Secondary")
        shown = Names(allowed) or gettext_noop("none")
        breaches.append(
            RuleBreach("§7.3.4", gettext_noop("{skill} is in the {category} category; this player's {which} categories are {shown}", skill=Name(skill), category=Name(found.category), which=which, shown=shown))
        )
    reason = skill_unavailable_reason(skill, owned=owned, ruleset=ruleset)
    if reason:
        breaches.append(RuleBreach("§7.3.4", reason))
    return breaches


# --- characteristic improvements -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CharacteristicRoll:
    roll: int  # the D16
    characteristics: tuple[str, ...]  # what the table line offers
    secondary_skill: bool  # whether the line offers a chosen Secondary skill instead


def roll_characteristic_improvement(*, dice: Dice, ruleset=None) -> CharacteristicRoll:
    """Roll the D16 on the characteristic improvement table (§7.3.5)."""
    tables = tables_of(ruleset)
    roll = dice.d16(gettext_noop("characteristic improvement (D16)"))
    characteristics, secondary = tables.lookup(tables.CHARACTERISTIC_IMPROVEMENT_TABLE, roll)
    return CharacteristicRoll(roll, characteristics, secondary)


def improvement_options(
    rolled: CharacteristicRoll,
    *,
    profile: Profile,
    improvements: Mapping[str, int],
    ruleset=None,
) -> tuple[tuple[str, ...], bool]:
    """(characteristics the player may improve, whether a chosen Secondary skill may be taken instead).

    A characteristic is offered if the roll names it, it has been improved fewer than twice and it is
    below its maximum (§3.2). A chosen Secondary skill is always offered: the table prints it on lines
    1-15, and §7.3.5 lets a player take it whenever the offered characteristics cannot be "or you do
    not wish to be" improved, which covers line 16 too (docs/decisions.md, "Rules data")."""
    tables = tables_of(ruleset)
    legal = tuple(
        c
        for c in rolled.characteristics
        if improvements.get(c, 0) < tables.MAX_IMPROVEMENTS_PER_CHARACTERISTIC
        and profile.can_improve(c, ruleset=ruleset)
    )
    return legal, True


def apply_improvement(
    profile: Profile,
    characteristic: str,
    *,
    improvements: Mapping[str, int],
    ruleset=None,
) -> Profile:
    """The profile with `characteristic` improved by one step; a PA "–" becomes 6+ (§7.3.5).

    Raises RuleError if it has already been improved twice or is at its maximum (§3.2)."""
    tables = tables_of(ruleset)
    if characteristic not in tables.CHARACTERISTIC_LIMITS:
        raise ValueError(f"unknown characteristic {characteristic!r}")
    if improvements.get(characteristic, 0) >= tables.MAX_IMPROVEMENTS_PER_CHARACTERISTIC:
        raise RuleError("§3.2", gettext_noop('{characteristic} has already been improved twice, the most allowed', characteristic=characteristic))
    return profile.improved(characteristic, ruleset=ruleset)


# --- buying an advancement ---------------------------------------------------------------------
_KIND_NAMES = {
    "random_primary": gettext_noop("a random Primary skill"),
    "chosen_primary": gettext_noop("a chosen Primary skill"),
    "random_secondary": gettext_noop("a random Secondary skill"),
    "chosen_secondary": gettext_noop("a chosen Secondary skill"),
    "characteristic": gettext_noop("a random characteristic improvement"),
}


def validate_advancement(
    *,
    kind: str,
    spp: int,
    advancements_taken: int,
    primary: str,
    secondary: str,
    category: str | None = None,
    ruleset=None,
) -> list[RuleBreach]:
    """Every rule buying an advancement of `kind` breaks: at most six advancements, enough unspent SPP
    (§7.3.3), and for a random skill a `category` among the player's Primary (random_primary) or
    Secondary (random_secondary) categories (§7.3.4). Category letters as in the roster ("GS")."""
    tables = tables_of(ruleset)
    if kind not in _KIND_NAMES:
        raise ValueError(f"unknown advancement kind {kind!r}; choose one of {', '.join(_KIND_NAMES)}")
    levels = len(tables.ADVANCEMENT_COSTS)
    if advancements_taken >= levels:
        return [RuleBreach("§7.3.3", gettext_noop('a player may take at most {levels} advancements; this one has {advancements_taken}', levels=levels, advancements_taken=advancements_taken))]
    breaches = []
    cost = next_advancement_cost(advancements_taken, kind, ruleset=ruleset)
    if spp < cost:
        level = tables.ADVANCEMENT_LEVELS[advancements_taken]
        breaches.append(
            RuleBreach("§7.3.3", gettext_noop('{kind} for a player becoming {level} costs {cost} SPP; this player has {spp}', kind=_KIND_NAMES[kind], level=Name(level), cost=cost, spp=spp))
        )
    if kind in ("random_primary", "random_secondary"):
        letters = primary if kind == "random_primary" else secondary
        allowed = [CATEGORY_LETTERS[c] for c in letters]
        if category not in allowed:
            which = gettext_noop("Primary") if kind == "random_primary" else gettext_noop("Secondary")
            breaches.append(
                RuleBreach(
                    "§7.3.4",
                    gettext_noop('a random {which} skill must come from {allowed} for this player, not {category}', which=which, allowed=Names(allowed) or gettext_noop('no category'), category=Name(category)),
                )
            )
    return breaches

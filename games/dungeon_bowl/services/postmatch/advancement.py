"""Post-match step 3, advancements (§7.3.3-§7.3.6): the coach spends SPP; the server rolls.

Random skills roll 2D6 on the Skill table, re-rolling owned or unavailable skills (§7.3.4); a random
characteristic improvement deducts the SPP and rolls the D16 (§7.3.5), then the coach picks one of
the options that line offers (or a chosen Secondary skill). Chosen skills go through the league's
roster service. Every roll is stored (PostMatchRoll) with the player; the dice are seeded from the
player, the advancement level and its kind, so asking twice rolls the same.
"""

from __future__ import annotations

from collections import Counter

from django.db import transaction
from django.utils.translation import gettext

from engine.campaign import (
    apply_improvement,
    improvement_options,
    next_advancement_cost,
    roll_characteristic_improvement,
    roll_random_skill,
    validate_advancement,
    validate_chosen_skill,
    value_increase,
)
from engine.campaign.breach import RuleError
from engine.campaign.profile import Profile
from engine.dice import Dice
from engine.rulesets.model import CATEGORY_LETTERS
from games.dungeon_bowl.models import PendingImprovement, PostMatchStep
from games.dungeon_bowl.services.postmatch.dice import RollRecorder, advancement_seed
from league.games import roster_action
from league.models import Advancement, Player, PlayerEvent
from league.permissions import require_team_coach
from league.services.errors import RuleViolation, check

RANDOM_SKILL_KINDS = (Advancement.Kind.RANDOM_PRIMARY, Advancement.Kind.RANDOM_SECONDARY)


def _locked(player: Player) -> Player:
    return Player.objects.select_for_update().select_related("team__league").get(pk=player.pk)


def _ready(by, player: Player, seen: int | None = None) -> Player:
    """The locked player, once the coach may spend his SPP.

    `seen` is the number of advancements the coach's form showed (rendered into it): a form posted
    twice finds one more and is refused, so a double click takes one advancement, not two."""
    require_team_coach(by, player.team)
    player = _locked(player)
    if not player.on_roster:
        raise RuleViolation(("§7.3", gettext("%(player)s is no longer on the roster") % {"player": player.name}))
    if seen is not None and player.advancements.count() != seen:
        raise RuleViolation(("§7.3.3", gettext("%(player)s's advancements changed since this page was shown (the form was "
                                               "sent twice?): nothing more was taken; check the page and choose again")
                                       % {"player": player.name}))
    if PendingImprovement.objects.filter(player=player).exists():
        raise RuleViolation(("§7.3.5", gettext("%(player)s has a characteristic improvement roll waiting: choose from it first")
                                       % {"player": player.name}))
    return player


def _dice(player: Player, level: int, kind: str, dice: Dice | None, fixture_id: int | None) -> RollRecorder:
    dice = dice if dice is not None else Dice(advancement_seed(player_id=player.pk, level=level, kind=kind))
    return RollRecorder(dice, fixture_id=fixture_id, team_id=player.team_id, step=PostMatchStep.Step.ROSTER)


def _record(player: Player, *, kind: str, cost: int, skill: str = "", characteristic: str = "", value_kind: str) -> Advancement:
    rules = player.team.league.rules
    increase = value_increase(value_kind, ruleset=rules)
    advancement = Advancement.objects.create(
        player=player, order=player.advancements.count() + 1, kind=kind, skill=skill, characteristic=characteristic,
        spp_cost=cost, value_increase=increase,
    )
    player.recompute_value()
    player.save()
    gained = skill or f"+1 {characteristic}"
    PlayerEvent.objects.create(
        player=player, kind="advancement",
        text=f"{advancement.get_kind_display()}: {gained} for {cost} SPP (value +{increase:,} gp)",
    )
    return advancement


@transaction.atomic
def take_random_skill(*, by, player: Player, kind: str, category: str, fixture_id: int | None = None,
                      dice: Dice | None = None, seen: int | None = None) -> Advancement:
    """Spend SPP on a random Primary or Secondary skill from `category` (e.g. "General")."""
    player = _ready(by, player, seen)
    if kind not in RANDOM_SKILL_KINDS:
        raise RuleViolation(("§7.3.3", gettext("%(kind)s is not a random skill advancement") % {"kind": repr(kind)}))
    rules = player.team.league.rules
    position = player.position_data
    taken = player.advancements.count()
    check(validate_advancement(kind=kind, spp=player.spp, advancements_taken=taken, primary=position.primary,
                               secondary=position.secondary, category=category, ruleset=rules))
    recorder = _dice(player, taken + 1, f"{kind}:{category}", dice, fixture_id)
    try:
        with recorder.for_player(player.pk) as d:
            skill = roll_random_skill(rules, category=category, owned=player.skills, dice=d)
    except RuleError as error:
        raise RuleViolation(error.breach) from None
    cost = next_advancement_cost(taken, kind, ruleset=rules)
    player.spp -= cost
    player.skills = [*player.skills, skill]
    advancement = _record(player, kind=kind, cost=cost, skill=skill, value_kind=kind)
    advancement.rolls = recorder.save()
    return advancement


def _improvements(player: Player) -> Counter:
    return Counter(player.advancements.filter(kind=Advancement.Kind.CHARACTERISTIC).exclude(characteristic="")
                   .values_list("characteristic", flat=True))


def _profile(player: Player) -> Profile:
    return Profile(player.ma, player.st, player.ag, player.pa, player.av)


@transaction.atomic
def roll_improvement(*, by, player: Player, fixture_id: int | None = None, dice: Dice | None = None,
                     seen: int | None = None) -> PendingImprovement:
    """Deduct the SPP of a random characteristic improvement and roll the D16 (§7.3.5)."""
    player = _ready(by, player, seen)
    rules = player.team.league.rules
    taken = player.advancements.count()
    position = player.position_data
    check(validate_advancement(kind="characteristic", spp=player.spp, advancements_taken=taken,
                               primary=position.primary, secondary=position.secondary, ruleset=rules))
    cost = next_advancement_cost(taken, "characteristic", ruleset=rules)
    recorder = _dice(player, taken + 1, "characteristic", dice, fixture_id)
    with recorder.for_player(player.pk) as d:
        rolled = roll_characteristic_improvement(dice=d, ruleset=rules)
    legal, secondary = improvement_options(rolled, profile=_profile(player), improvements=_improvements(player), ruleset=rules)
    player.spp -= cost
    player.save(update_fields=["spp"])
    recorder.save()
    PlayerEvent.objects.create(player=player, kind="advancement",
                               text=f"Characteristic improvement: D16 rolled {rolled.roll} for {cost} SPP")
    return PendingImprovement.objects.create(
        player=player, fixture_id=fixture_id, roll=rolled.roll, characteristics=list(legal),
        secondary_skill=secondary and bool(position.secondary), spp_cost=cost,
    )


@transaction.atomic
def choose_improvement(*, by, player: Player, characteristic: str = "", skill: str = "") -> Advancement:
    """Take one characteristic the D16 line offers, or a chosen Secondary skill instead (§7.3.5)."""
    require_team_coach(by, player.team)
    player = _locked(player)
    pending = PendingImprovement.objects.select_for_update().filter(player=player).first()
    if pending is None:
        raise RuleViolation(("§7.3.5", gettext("%(player)s has no characteristic improvement roll to choose from") % {"player": player.name}))
    rules = player.team.league.rules
    if characteristic:
        if characteristic not in pending.characteristics:
            offered = ", ".join(pending.characteristics) or gettext("no characteristic")
            raise RuleViolation(("§7.3.5", gettext("the D16 roll of %(roll)s offers %(offered)s, not %(characteristic)s")
                                           % {"roll": pending.roll, "offered": offered, "characteristic": characteristic}))
        try:
            after = apply_improvement(_profile(player), characteristic, improvements=_improvements(player), ruleset=rules)
        except RuleError as error:
            raise RuleViolation(error.breach) from None
        player.ma, player.st, player.ag, player.pa, player.av = after.ma, after.st, after.ag, after.pa, after.av
        advancement = _record(player, kind=Advancement.Kind.CHARACTERISTIC, cost=pending.spp_cost,
                              characteristic=characteristic, value_kind=characteristic)
    elif skill:
        if not pending.secondary_skill:
            raise RuleViolation(("§7.3.5", gettext("%(player)s may not take a Secondary skill instead") % {"player": player.name}))
        position = player.position_data
        check(validate_chosen_skill(rules, skill=skill, kind="chosen_secondary", primary=position.primary,
                                    secondary=position.secondary, owned=player.skills))
        player.skills = [*player.skills, skill]
        # Recorded as the chosen Secondary skill it is (its value, §7.3.5), at the improvement's SPP cost.
        advancement = _record(player, kind=Advancement.Kind.CHOSEN_SECONDARY, cost=pending.spp_cost, skill=skill,
                              value_kind="chosen_secondary")
    else:
        raise RuleViolation(("§7.3.5", gettext("choose a characteristic the roll offers, or a Secondary skill")))
    pending.delete()
    return advancement


def take_chosen_skill(*, by, player: Player, kind: str, skill: str, seen: int | None = None) -> Advancement:
    """A chosen Primary or Secondary skill: the league's roster service does it (§7.3.4)."""
    with transaction.atomic():
        _ready(by, player, seen)
        return roster_action(player.team.league.ruleset, "take_chosen_skill")(by=by, player=player, skill=skill, kind=kind)


def random_categories(player: Player, kind: str) -> list[str]:
    position = player.position_data
    letters = position.primary if kind == Advancement.Kind.RANDOM_PRIMARY else position.secondary
    return [CATEGORY_LETTERS[c] for c in letters]

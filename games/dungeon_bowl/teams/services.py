"""Roster management between matches (§7.4): hire from the treasury, fire, buy a re-roll at double
cost, temporarily retire an injured player, rename, and spend SPP on a chosen skill (§7.3)."""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils.translation import gettext as _

from engine.campaign import (
    advancement_cost,
    reroll_purchase_cost,
    validate_advancement,
    validate_chosen_skill,
    validate_hire,
    validate_reroll_purchase,
    value_increase,
)
from games.dungeon_bowl.teams.naming import default_names
from league.models import Advancement, Player, PlayerEvent, Team, TeamReroll
from league.permissions import require_team_coach
from league.services.errors import RuleViolation, check


def _locked(team: Team) -> Team:
    """Re-read the team under a row lock so two hires cannot both spend the same gold."""
    return Team.objects.select_for_update().select_related("league").get(pk=team.pk)


def _check_treasury_shown(team: Team, treasury_shown: int | None) -> None:
    """A purchase form carries the treasury it was shown with. Under the team's row lock, a different
    treasury means the form was sent twice (or the page is stale): spend nothing rather than twice."""
    if treasury_shown is not None and treasury_shown != team.treasury:
        raise RuleViolation(("§4.7", _("the treasury is %(treasury)s gp now, not the %(shown)s gp this page showed: the roster changed "
                                       "since (was the form sent twice?); nothing was spent")
                                     % {"treasury": f"{team.treasury:,}", "shown": f"{treasury_shown:,}"}))


@transaction.atomic
def hire_player(
    *, by, team: Team, position_key: str, name: str = "", number: int | None = None, treasury_shown: int | None = None
) -> Player:
    require_team_coach(by, team)
    team = _locked(team)
    _check_treasury_shown(team, treasury_shown)
    if team.roster not in team.league.rules.rosters:  # a game whose teams have no positions (Blitz Bowl's line-ups)
        raise RuleViolation(("§4.3", _("%(team)s plays %(game)s, whose teams have no positions to hire players into")
                             % {"team": team, "game": team.league.rules.name}))
    college = team.roster_data
    try:
        position = college.position(position_key)
    except KeyError:
        raise RuleViolation(("§4.3", _("%(college)s has no position %(position)s") % {"college": college.name, "position": repr(position_key)})) from None
    on_roster = list(team.roster_players())
    current: dict[str, int] = {}
    for p in on_roster:  # temporarily retired players count toward the limits too (§7.4.2)
        current[p.position] = current.get(p.position, 0) + 1
    breaches = list(validate_hire(team.league.rules, roster_key=team.roster, current=current, position_key=position_key,
                                  treasury=team.treasury))
    taken = {p.number for p in on_roster}
    if number is None:
        free = [n for n in range(1, Player.MAX_NUMBER + 1) if n not in taken]
        number = free[0] if free else None
    elif not 1 <= number <= Player.MAX_NUMBER:
        breaches.append(("§4.4", _("player numbers run from 1 to %(most)s; %(number)s is not one of them")
                           % {"most": Player.MAX_NUMBER, "number": number}))
    elif number in taken:
        breaches.append(("§4.1", _("number %(number)s is already worn by another player on %(team)s") % {"number": number, "team": team}))
    check(breaches)

    team.treasury -= position.cost
    team.save(update_fields=["treasury"])
    try:
        with transaction.atomic():  # the roster's unique-number constraint is the last word
            player = Player.objects.create(
                team=team, number=number, name=(name or "").strip() or default_names(team, 1)[0] or f"{position.name} {number}",
                position=position.key, hiring_fee=position.cost, value=position.cost, ma=position.ma, st=position.st,
                ag=position.ag, pa=position.pa, av=position.av, skills=list(position.skills),
            )
    except IntegrityError:
        raise RuleViolation(("§4.1", _("number %(number)s is already worn by another player on %(team)s") % {"number": number, "team": team})) from None
    PlayerEvent.objects.create(player=player, kind="hired", text=f"Hired as {position.name} for {position.cost:,} gp from the treasury")
    return player


@transaction.atomic
def fire_player(*, by, player: Player) -> Player:
    """Remove the player from the roster (§7.4.1); no gold comes back, the number is free again."""
    require_team_coach(by, player.team)
    # Conditional update: of two fire requests at once (a double submit) only one fires and logs it.
    if not Player.objects.filter(pk=player.pk, dead=False, fired=False).update(fired=True):
        raise RuleViolation(("§7.4.1", _("%(player)s is no longer on the roster") % {"player": player.name}))
    player.refresh_from_db()
    PlayerEvent.objects.create(player=player, kind="fired", text="Fired by the coach")
    return player


@transaction.atomic
def buy_reroll(*, by, team: Team, treasury_shown: int | None = None) -> TeamReroll:
    """A team re-roll bought after creation costs double (§4.6); no upper limit is restated there."""
    require_team_coach(by, team)
    team = _locked(team)
    _check_treasury_shown(team, treasury_shown)
    rules = team.league.rules
    check(validate_reroll_purchase(rules, count=1, current_rerolls=team.rerolls.count(), treasury=team.treasury))
    cost = reroll_purchase_cost(rules, count=1)
    Team.objects.filter(pk=team.pk).update(treasury=F("treasury") - cost)
    return TeamReroll.objects.create(team=team, how=TeamReroll.How.TREASURY, cost=cost)


@transaction.atomic
def temporarily_retire(*, by, player: Player) -> Player:
    require_team_coach(by, player.team)
    player = Player.objects.select_for_update().get(pk=player.pk)  # two posts at once: one retires, one is told
    if not player.on_roster:
        raise RuleViolation(("§7.4.2", _("%(player)s is no longer on the roster") % {"player": player.name}))
    if player.temporarily_retired:
        raise RuleViolation(("§7.4.2", _("%(player)s is already temporarily retired") % {"player": player.name}))
    if not player.can_be_temporarily_retired():
        raise RuleViolation(("§7.4.2", _("only a player with a lasting injury may be temporarily retired; %(player)s has none")
                                       % {"player": player.name}))
    player.temporarily_retired = True
    player.save(update_fields=["temporarily_retired"])
    PlayerEvent.objects.create(player=player, kind="retired", text="Temporarily retired to recover from a lasting injury")
    return player


@transaction.atomic
def rename_player(*, by, player: Player, name: str) -> Player:
    require_team_coach(by, player.team)
    name = (name or "").strip()
    if not name:
        raise RuleViolation(("§4.1", _("a player needs a name")))
    if len(name) > Player._meta.get_field("name").max_length:
        raise RuleViolation(("§4.1", _("a player's name is at most 80 characters")))
    player = Player.objects.select_for_update().get(pk=player.pk)
    old = player.name
    if name == old:  # the same rename sent twice: nothing to record
        return player
    player.name = name
    player.save(update_fields=["name"])
    PlayerEvent.objects.create(player=player, kind="renamed", text=f"Renamed from {old} to {name}")
    return player


@transaction.atomic
def take_chosen_skill(*, by, player: Player, skill: str, kind: str) -> Advancement:
    """Spend SPP on a chosen Primary or Secondary skill (§7.3.3, §7.3.4); the value rises (§7.3.6)."""
    require_team_coach(by, player.team)
    player = Player.objects.select_for_update().select_related("team__league").get(pk=player.pk)
    if not player.on_roster:
        raise RuleViolation(("§7.3", _("%(player)s is no longer on the roster") % {"player": player.name}))
    if player.has_improvement_waiting():  # the roster page must not skip the pending D16 choice
        raise RuleViolation(("§7.3.5", _("%(player)s has a characteristic improvement roll waiting: choose from it first")
                                       % {"player": player.name}))
    rules = player.team.league.rules
    position = player.position_data
    taken = player.advancements.count()
    if kind not in (Advancement.Kind.CHOSEN_PRIMARY, Advancement.Kind.CHOSEN_SECONDARY):
        raise RuleViolation(("§7.3.4", _("a chosen skill is a chosen Primary or chosen Secondary advancement, not %(kind)s") % {"kind": repr(kind)}))
    breaches = list(validate_advancement(kind=kind, spp=player.spp, advancements_taken=taken, primary=position.primary,
                                         secondary=position.secondary, ruleset=rules))
    breaches += validate_chosen_skill(
        rules, skill=skill, kind=kind, primary=position.primary, secondary=position.secondary, owned=player.skills
    )
    check(breaches)
    level = taken + 1
    cost = advancement_cost(level, kind, ruleset=rules)
    increase = value_increase(kind, ruleset=rules)
    advancement = Advancement.objects.create(
        player=player, order=level, kind=kind, skill=skill, spp_cost=cost, value_increase=increase
    )
    player.spp -= cost
    player.skills = [*player.skills, skill]
    player.recompute_value()
    player.save(update_fields=["spp", "skills", "value"])
    PlayerEvent.objects.create(
        player=player, kind="advancement",
        text=f"{advancement.get_kind_display()}: {skill} for {cost} SPP (value +{increase:,} gp)",
    )
    return advancement

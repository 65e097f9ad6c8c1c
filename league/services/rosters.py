"""Roster management between matches (§7.4): hire from the treasury, fire, buy a re-roll at double
cost, temporarily retire an injured player, rename, and spend SPP on a chosen skill (§7.3)."""

from __future__ import annotations

from django.db import transaction
from django.db.models import F

from engine.campaign import advancement_cost, validate_chosen_skill, value_increase
from league.models import Advancement, Player, PlayerEvent, Team, TeamReroll
from league.permissions import require_team_coach
from league.services.errors import RuleViolation, check


def _locked(team: Team) -> Team:
    """Re-read the team under a row lock so two hires cannot both spend the same gold."""
    return Team.objects.select_for_update().select_related("league").get(pk=team.pk)


@transaction.atomic
def hire_player(*, by, team: Team, position_key: str, name: str = "", number: int | None = None) -> Player:
    require_team_coach(by, team)
    team = _locked(team)
    college = team.college
    try:
        position = college.position(position_key)
    except KeyError:
        raise RuleViolation(("§4.3", f"{college.name} has no position {position_key!r}")) from None
    on_roster = list(team.roster_players())
    breaches = []
    rules = team.league.rules
    if len(on_roster) >= rules.max_players:
        breaches.append(("§4.4", f"a team may never have more than {rules.max_players} players; {team} already has {len(on_roster)}"))
    group = college.group_of(position_key)
    keys = {p.key for p in group.positions}
    in_group = sum(1 for p in on_roster if p.position in keys)
    if in_group >= group.limit:
        breaches.append(("§4.3", f"{college.name} allows 0-{group.limit} {group.name}; {team} already has {in_group}"))
    if position.cost > team.treasury:
        breaches.append(("§7.4.1", f"a {position.name} costs {position.cost:,} gp but the treasury holds {team.treasury:,} gp"))
    taken = {p.number for p in on_roster}
    if number is None:
        free = [n for n in range(1, Player.MAX_NUMBER + 1) if n not in taken]
        number = free[0] if free else None
    elif not 1 <= number <= Player.MAX_NUMBER:
        breaches.append(("§4.4", f"player numbers run from 1 to {Player.MAX_NUMBER}; {number} is not one of them"))
    elif number in taken:
        breaches.append(("§4.1", f"number {number} is already worn by another player on {team}"))
    check(breaches)

    team.treasury -= position.cost
    team.save(update_fields=["treasury"])
    player = Player.objects.create(
        team=team, number=number, name=(name or "").strip() or f"{position.name} {number}", position=position.key,
        hiring_fee=position.cost, value=position.cost, ma=position.ma, st=position.st, ag=position.ag,
        pa=position.pa, av=position.av, skills=list(position.skills),
    )
    PlayerEvent.objects.create(player=player, kind="hired", text=f"Hired as {position.name} for {position.cost:,} gp from the treasury")
    return player


@transaction.atomic
def fire_player(*, by, player: Player) -> Player:
    """Remove the player from the roster (§7.4.1); no gold comes back, the number is free again."""
    require_team_coach(by, player.team)
    if not player.on_roster:
        raise RuleViolation(("§7.4.1", f"{player.name} is no longer on the roster"))
    Player.objects.filter(pk=player.pk).update(fired=True)
    player.refresh_from_db()
    PlayerEvent.objects.create(player=player, kind="fired", text="Fired by the coach")
    return player


@transaction.atomic
def buy_reroll(*, by, team: Team) -> TeamReroll:
    """A team re-roll bought after creation costs double (§4.6); no upper limit is restated there."""
    require_team_coach(by, team)
    team = _locked(team)
    cost = team.league.rules.reroll_cost_after_creation
    if cost > team.treasury:
        raise RuleViolation(("§4.6", f"a team re-roll now costs {cost:,} gp (double cost after creation) but the treasury holds {team.treasury:,} gp"))
    Team.objects.filter(pk=team.pk).update(treasury=F("treasury") - cost)
    return TeamReroll.objects.create(team=team, how=TeamReroll.How.TREASURY, cost=cost)


@transaction.atomic
def temporarily_retire(*, by, player: Player) -> Player:
    require_team_coach(by, player.team)
    if not player.on_roster:
        raise RuleViolation(("§7.4.2", f"{player.name} is no longer on the roster"))
    if player.temporarily_retired:
        raise RuleViolation(("§7.4.2", f"{player.name} is already temporarily retired"))
    if not player.can_be_temporarily_retired():
        raise RuleViolation(("§7.4.2", f"only a player with a lasting injury may be temporarily retired; {player.name} has none"))
    player.temporarily_retired = True
    player.save(update_fields=["temporarily_retired"])
    PlayerEvent.objects.create(player=player, kind="retired", text="Temporarily retired to recover from a lasting injury")
    return player


@transaction.atomic
def rename_player(*, by, player: Player, name: str) -> Player:
    require_team_coach(by, player.team)
    name = (name or "").strip()
    if not name:
        raise RuleViolation(("§4.1", "a player needs a name"))
    if len(name) > Player._meta.get_field("name").max_length:
        raise RuleViolation(("§4.1", "a player's name is at most 80 characters"))
    old = player.name
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
        raise RuleViolation(("§7.3", f"{player.name} is no longer on the roster"))
    rules = player.team.league.rules
    position = player.position_data
    level = player.advancements.count() + 1
    try:
        cost = advancement_cost(level, kind, ruleset=rules)
    except ValueError as error:  # engine RuleError (level past Legend) is a ValueError too
        breach = getattr(error, "breach", None)
        raise RuleViolation(breach or ("§7.3.3", str(error))) from None
    breaches = list(validate_chosen_skill(
        rules, skill=skill, kind=kind, primary=position.primary, secondary=position.secondary, owned=player.skills
    ))
    if player.spp < cost:
        breaches.append(("§7.3.3", f"this advancement costs {cost} SPP; {player.name} has {player.spp}"))
    check(breaches)
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

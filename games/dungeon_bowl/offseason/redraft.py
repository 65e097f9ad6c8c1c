"""Re-drafting a team (§8.10.4): the coach builds the new version of the team with the re-draft budget,
under the team-creation rules (§4, engine.campaign.validate_new_team), or leaves the league.

* Re-hired players cost their Current Value plus 20,000 gp per previous season played; their whole profile
  is kept (injuries, reductions, unspent SPP). A D6 per Niggling Injury: 4+ removes it.
* Temporarily Retired players may be re-hired the same way; then a D6 per characteristic reduction: 4+
  restores the characteristic but gives a Niggling Injury.
* Team re-rolls are kept (or bought) at the roster cost; new players are hired at their roster cost.
* Whatever is not spent goes to the treasury (§4.7). Players not re-hired leave the roster.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext

from dugout.i18n import stored_sentence
from engine.campaign import Profile, niggling_recovery, rehire_cost, team_cost, tr_recovery, validate_new_team
from engine.campaign.breach import RuleError
from games.dungeon_bowl.models import Redraft
from games.dungeon_bowl.offseason import services as offseason_services
from games.dungeon_bowl.teams.naming import default_names
from league.models import Player, PlayerEvent, Team, TeamReroll
from league.permissions import require_team_coach
from league.services.errors import RuleViolation, check


@dataclass
class Candidate:
    player: Player
    cost: int


def candidates(team: Team) -> list[Candidate]:
    """Last season's players who may be re-hired, each with the re-hire cost (§8.10.4)."""
    rules = team.league.rules
    # Journeymen are not the team's players: one not signed after his match has left (§5.2, §7.4.1).
    return [
        Candidate(p, rehire_cost(current_value=p.value, previous_seasons=p.seasons_played, ruleset=rules))
        for p in team.roster_players().filter(journeyman=False).order_by("number")
    ]


def _open(redraft: Redraft) -> Redraft:
    redraft = Redraft.objects.select_for_update().select_related("team__league", "off_season").get(pk=redraft.pk)
    if redraft.state != Redraft.State.WAITING:
        raise RuleViolation(("§8.10", (gettext("%(team)s has already re-drafted") if redraft.state == Redraft.State.REDRAFTED
                                       else gettext("%(team)s has already left the league")) % {"team": redraft.team}))
    if redraft.off_season.next_season_id:
        raise RuleViolation(("§8.11", gettext("the next season has already opened")))
    return redraft


@transaction.atomic
def redraft_team(
    *,
    by,
    redraft: Redraft,
    rehire: list[int],
    rerolls: int,
    hires: Mapping[str, int] | None = None,
    names: Mapping[str, list[str]] | None = None,
) -> Redraft:
    require_team_coach(by, redraft.team)
    redraft = _open(redraft)
    team = Team.objects.select_for_update().select_related("league").get(pk=redraft.team_id)
    rules = team.league.rules
    hires = {key: int(n) for key, n in (hires or {}).items() if int(n)}
    offered = {c.player.pk: c for c in candidates(team)}
    unknown = [pid for pid in rehire if pid not in offered]
    if Player.objects.filter(pk__in=unknown, team=team, journeyman=True).exists():
        raise RuleViolation(("§7.4.1", gettext("a journeyman not hired permanently after his match has left; he cannot be re-hired")))
    if unknown:
        raise RuleViolation(("§8.10.4", gettext("only players on last season's roster can be re-hired")))
    chosen = [offered[pid] for pid in dict.fromkeys(rehire)]
    check(validate_new_team(
        rules, roster_key=team.roster, hires=hires, rerolls=rerolls, budget=redraft.budget,
        rehired=[(c.player.position, c.cost) for c in chosen],
    ))
    spent = sum(c.cost for c in chosen) + team_cost(rules, roster_key=team.roster, hires=hires, rerolls=rerolls)

    # A fresh seed, drawn only now: nobody can know the recovery rolls before choosing whom to re-hire.
    dice = offseason_services.new_dice()
    rolls = list(redraft.rolls)
    kept = {c.player.pk for c in chosen}
    for candidate in chosen:
        rolls += _rehire(candidate, dice=dice, rules=rules)
    for player in team.roster_players().exclude(pk__in=kept):
        player.fired = True
        player.save(update_fields=["fired"])
        PlayerEvent.objects.create(player=player, kind="not re-hired", text="Not re-hired at the re-draft (§8.10.4)")

    TeamReroll.objects.filter(team=team).delete()
    reroll_cost = rules.reroll_cost_for(team.roster)
    TeamReroll.objects.bulk_create(TeamReroll(team=team, how=TeamReroll.How.CREATION, cost=reroll_cost) for _ in range(rerolls))
    _hire_new(team, hires, names or {}, rules)

    team.treasury = redraft.budget - spent
    team.save(update_fields=["treasury"])
    redraft.state = Redraft.State.REDRAFTED
    redraft.spent, redraft.rerolls, redraft.rolls = spent, rerolls, rolls
    redraft.decided_at = timezone.now()
    redraft.save(update_fields=["state", "spent", "rerolls", "rolls", "decided_at"])
    return redraft


def _rehire(candidate: Candidate, *, dice, rules) -> list[dict]:
    """Copy the profile as it is, then the recovery rolls (§8.10.4). Returns the rolls made."""
    player = candidate.player
    rolls: list[dict] = []
    notes = []
    if player.niggling_injuries:
        start = len(dice.log)
        remaining = niggling_recovery(niggling_injuries=player.niggling_injuries, dice=dice, ruleset=rules)
        rolls += [{**r.as_dict(), "why_sentence": stored_sentence(r.why), "player": player.pk, "step": "re-draft", "seed": str(dice.seed)} for r in dice.log[start:]]
        if remaining < player.niggling_injuries:
            notes.append(f"{player.niggling_injuries - remaining} Niggling Injury healed")
        player.niggling_injuries = remaining
    if player.temporarily_retired:
        start = len(dice.log)
        recovery = tr_recovery(reductions=list(player.lasting_injuries), dice=dice, ruleset=rules)
        rolls += [{**r.as_dict(), "why_sentence": stored_sentence(r.why), "player": player.pk, "step": "re-draft", "seed": str(dice.seed)} for r in dice.log[start:]]
        profile = Profile(player.ma, player.st, player.ag, player.pa, player.av)
        injuries = list(player.lasting_injuries)
        for characteristic in recovery.recovered:
            try:
                profile = profile.improved(characteristic, ruleset=rules)
            except RuleError:  # already back at its best: nothing to restore
                pass
            injuries.remove(characteristic)
        player.ma, player.st, player.ag, player.pa, player.av = profile.ma, profile.st, profile.ag, profile.pa, profile.av
        player.lasting_injuries = injuries
        player.niggling_injuries += recovery.niggling_gained
        player.temporarily_retired = False
        if recovery.recovered:
            notes.append(f"recovered {', '.join(recovery.recovered)} but gained {recovery.niggling_gained} Niggling Injury")
    player.save()
    PlayerEvent.objects.create(
        player=player, kind="re-hired",
        text=(f"Re-hired at the re-draft for {candidate.cost:,} gp" + (f"; {'; '.join(notes)}" if notes else ""))[:300],
    )
    return rolls


def _hire_new(team: Team, hires: Mapping[str, int], names: Mapping[str, list[str]], rules) -> None:
    college = rules.roster(team.roster)
    free = iter(team.free_numbers())
    for position in college.positions:
        given = list(names.get(position.key, []))
        for i in range(hires.get(position.key, 0)):
            number = next(free)
            name = given[i].strip() if i < len(given) and given[i].strip() else (
                default_names(team, 1)[0] or f"{position.name} {number}")
            player = Player.objects.create(
                team=team, number=number, name=name, position=position.key, hiring_fee=position.cost,
                value=position.cost, ma=position.ma, st=position.st, ag=position.ag, pa=position.pa, av=position.av,
                skills=list(position.skills),
            )
            PlayerEvent.objects.create(player=player, kind="hired", text=f"Hired as {position.name} for {position.cost:,} gp at the re-draft")


@transaction.atomic
def leave_league(*, by, redraft: Redraft) -> Redraft:
    """The coach does not take the team into the next season (§8.11)."""
    require_team_coach(by, redraft.team)
    redraft = _open(redraft)
    redraft.state = Redraft.State.LEFT
    redraft.decided_at = timezone.now()
    redraft.save(update_fields=["state", "decided_at"])
    return redraft

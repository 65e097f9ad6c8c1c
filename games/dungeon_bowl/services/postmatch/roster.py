"""Post-match step 3, the roster (§7.4): journeymen who played may be signed for good, the coach
closes the step, and the team's value is recomputed (step 4's figures are refreshed).

Hiring, firing, re-rolls and temporary retirement are the league's roster services
(games/dungeon_bowl/teams/services.py); this module adds only what belongs to a match: its journeymen and the
end of the coach's part of the sequence.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils.translation import gettext

from engine.campaign import advancement_cost, hired_journeyman_skills, journeyman_hire_cost, must_spend
from games.dungeon_bowl.models import PendingImprovement, PostMatchStep
from games.dungeon_bowl.services.postmatch.value import team_values
from league.models import Fixture, Player, PlayerEvent, Team
from league.permissions import require_team_coach
from league.services.errors import RuleViolation, check
from league.templatetags.money import gp

LONER = "Loner (4+)"


def permanent_players(team: Team) -> int:
    return team.roster_players().filter(journeyman=False).count()


@transaction.atomic
def sign_journeyman(*, by, player: Player) -> Player:
    """Hire a journeyman who played permanently: the roster must have fewer than 16 players (§7.4.1);
    [Uncertain] he costs the position's hiring fee and loses Loner (4+) (docs/decisions.md)."""
    require_team_coach(by, player.team)
    team = Team.objects.select_for_update().select_related("league").get(pk=player.team_id)
    player = Player.objects.select_for_update().get(pk=player.pk)
    if not (player.journeyman and player.on_roster):
        raise RuleViolation(("§7.4.1", gettext("%(player)s is not a journeyman of %(team)s") % {"player": player.name, "team": team}))
    rules = team.league.rules
    position = rules.roster(team.roster).position(player.position)
    cost = journeyman_hire_cost(position)
    breaches = []
    count = permanent_players(team)
    if count >= rules.max_players:
        breaches.append(("§7.4.1", gettext("a journeyman may be hired only while the roster has fewer than "
                                           "%(most)s players; %(team)s has %(count)s")
                         % {"most": rules.max_players, "team": team, "count": count}))
    if cost > team.treasury:
        breaches.append(("§7.4.1", gettext("hiring %(player)s costs %(cost)s but the treasury holds %(treasury)s")
                         % {"player": player.name, "cost": gp(cost), "treasury": gp(team.treasury)}))
    check(breaches)
    Team.objects.filter(pk=team.pk).update(treasury=F("treasury") - cost)
    kept = set(hired_journeyman_skills(position, ruleset=rules))
    player.skills = [s for s in player.skills if s != LONER or s in kept]
    player.journeyman = False
    player.hiring_fee = cost
    player.recompute_value()
    player.save(update_fields=["skills", "journeyman", "hiring_fee", "value"])
    PlayerEvent.objects.create(player=player, kind="hired", text=f"Journeyman signed permanently for {cost:,} gp")
    return player


def blocking_players(team: Team) -> list[str]:
    """Why the coach cannot close step 3 yet: players who must spend SPP (§7.3.3) or who have a
    characteristic roll waiting (§7.3.5)."""
    rules = team.league.rules
    reasons = []
    for p in team.roster_players():
        taken = p.advancements.count()
        if must_spend(spp=p.spp, advancements_taken=taken, ruleset=rules):
            cost = advancement_cost(taken + 1, "characteristic", ruleset=rules)
            reasons.append(f"{p.name} has {p.spp} SPP, enough for a random characteristic improvement ({cost}), and must spend (§7.3.3)")
        if PendingImprovement.objects.filter(player=p).exists():
            reasons.append(f"{p.name} has a characteristic improvement roll waiting for a choice (§7.3.5)")
    return reasons


@transaction.atomic
def finish_roster_step(*, by, fixture: Fixture, team: Team) -> PostMatchStep:
    """The coach is done with step 3: journeymen not signed leave for good (§7.4.1) and TV/CTV are
    recomputed (§7.5). Once only: a unique step row."""
    require_team_coach(by, team)
    if team.pk not in (fixture.home_id, fixture.away_id):
        raise RuleViolation(("§7.1", gettext("%(team)s did not play in %(fixture)s") % {"team": team, "fixture": fixture}))
    if not PostMatchStep.objects.filter(fixture=fixture, team=team, step=PostMatchStep.Step.TEAM_VALUE).exists():
        raise RuleViolation(("§7.1", gettext("the post-match sequence of this match has not run yet; wait for it")))
    check([("§7.3.3", reason) for reason in blocking_players(team)])
    try:
        with transaction.atomic():
            row = PostMatchStep.objects.create(fixture=fixture, report=getattr(fixture, "match_report", None), team=team,
                                             step=PostMatchStep.Step.ROSTER)
    except IntegrityError:
        raise RuleViolation(("§7.4", gettext("step 3 of this match is already finished"))) from None
    # Only this fixture's journeymen leave: another match's (e.g. the next one in a simulated batch) are that
    # match's to sign or dismiss. Rows hired before journeymen were linked to a fixture have none, and go too.
    leaving = list(team.roster_players().filter(Q(hired_for=fixture) | Q(hired_for__isnull=True), journeyman=True))
    Player.objects.filter(pk__in=[p.pk for p in leaving]).update(fired=True)
    for p in leaving:
        PlayerEvent.objects.create(player=p, kind="left", text="Journeyman not hired permanently: left for good (§7.4.1)")
    values = team_values(Team.objects.get(pk=team.pk))
    row.summary = {"journeymen_left": [p.pk for p in leaving], **values}
    row.save(update_fields=["summary"])
    PostMatchStep.objects.filter(fixture=fixture, team=team, step=PostMatchStep.Step.TEAM_VALUE).update(summary=values)
    return row

"""Commissioner changes to the standings: docking league points for a no-show (§8.5), always audited."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction

import engine.rulesets
from league.models import PointsPenalty, Season, Team
from league.services.audit import record_audit
from league.services.fixtures import require_commissioner

# §8.5: a coach avoiding matches should be docked 3 League points (the default penalty on forms).
NO_SHOW_PENALTY = -engine.rulesets.get("dungeon_bowl").tables.NO_SHOW_PENALTY


@transaction.atomic
def dock_points(*, season: Season, team: Team, user, reason: str, points: int = NO_SHOW_PENALTY) -> PointsPenalty:
    league = season.league
    require_commissioner(league, user)
    if team.league_id != league.pk:
        raise ValidationError(f"{team} does not play in {league}.")
    if points >= 0:
        raise ValidationError("A penalty docks points: give a negative number (the no-show penalty is −3, §8.5).")
    if not reason or not reason.strip():
        raise ValidationError("Give a reason for docking points; it is shown on the audit page.")
    # A double submit must not dock twice: the team's row lock orders two posts, and the same penalty for
    # the same reason is refused. A second no-show is docked with its own reason (naming the fixture).
    Team.objects.select_for_update().filter(pk=team.pk).first()
    if PointsPenalty.objects.filter(season=season, team=team, points=points, reason=reason.strip()).exists():
        raise ValidationError(
            f"{team} was already docked {-points} league points for this reason; give the reason of a new penalty."
        )
    penalty = PointsPenalty.objects.create(season=season, team=team, points=points, reason=reason.strip(), by=user.coach)
    record_audit(
        league=league,
        actor=user.coach,
        action="dock league points",
        target=f"Team {team.pk} {team}",
        changes={"league_points": [0, points]},
        reason=reason,
    )
    return penalty

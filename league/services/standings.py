"""Commissioner changes to the standings: docking league points for a no-show (§8.5), always audited."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils.translation import gettext

from league.models import PointsPenalty, Season, Team
from league.services.audit import record_audit
from league.services.fixtures import require_commissioner


def no_show_penalty(league) -> int:
    """The points docked by default for a no-show: the league's game says how many (its rulebook's)."""
    return -league.rules.no_show_penalty


@transaction.atomic
def dock_points(*, season: Season, team: Team, user, reason: str, points: int | None = None) -> PointsPenalty:
    league = season.league
    if points is None:
        points = no_show_penalty(league)
    require_commissioner(league, user)
    if team.league_id != league.pk:
        raise ValidationError(gettext("{team} does not play in {league}.").format(team=team, league=league))
    if points >= 0:
        raise ValidationError(gettext("A penalty docks points: give a negative number (a no-show costs {no_show_penalty}).").format(no_show_penalty=no_show_penalty(league)))
    if not reason or not reason.strip():
        raise ValidationError(gettext("Give a reason for docking points; it is shown on the audit page."))
    # A double submit must not dock twice: the team's row lock orders two posts, and the same penalty for
    # the same reason is refused. A second no-show is docked with its own reason (naming the fixture).
    Team.objects.select_for_update().filter(pk=team.pk).first()
    if PointsPenalty.objects.filter(season=season, team=team, points=points, reason=reason.strip()).exists():
        raise ValidationError(
            gettext("{team} was already docked {value} league points for this reason; give the reason of a new penalty.").format(team=team, value=-points)
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

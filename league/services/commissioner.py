"""Commissioner corrections: change a team's treasury, always with a reason, recorded in the league's audit
log (who, when, what changed, why). A game's app corrects its own rows the same way (require_reason)."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext

from dugout.bounds import out_of_range
from league.models import Team
from league.permissions import require_commissioner
from league.services.audit import record_audit
from league.services.errors import RuleViolation


def require_reason(reason: str) -> None:
    if not (reason or "").strip():
        raise RuleViolation(("§8.1", gettext("a commissioner correction needs a reason; it is shown on the audit page")))


@transaction.atomic
def correct_treasury(*, by, team: Team, treasury: int, reason: str) -> Team:
    require_commissioner(by, team.league)
    require_reason(reason)
    if treasury is None or int(treasury) < 0:
        raise RuleViolation(("§4.7", gettext("a treasury cannot be negative ({treasury} gp)").format(treasury=treasury)))
    if problem := out_of_range(Team, "treasury", treasury):  # what the column holds, not a database error
        raise RuleViolation(("§4.7", problem))
    team = Team.objects.select_for_update().get(pk=team.pk)
    old = team.treasury
    if old == int(treasury):  # e.g. the same correction sent twice: one audit entry, not two
        raise RuleViolation(("§8.1", gettext("nothing to correct: the treasury is already {old:,} gp").format(old=old)))
    team.treasury = int(treasury)
    team.save(update_fields=["treasury"])
    record_audit(league=team.league, actor=by.coach, action="treasury corrected", target=f"Team {team.pk} {team.name}",
                 changes={"treasury": [old, team.treasury]}, reason=reason)
    return team

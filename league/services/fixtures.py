"""Writing a fixture's state and result onto league's own rows.

matches' services call these (a report submitted, disputed, confirmed); league never imports matches.
Claims are conditional updates on the fixture's status, so two requests at once cannot both win.
"""

from __future__ import annotations

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone

from league import permissions
from league.models import Fixture, League, Team
from league.services.audit import record_audit
from league.services.missed_games import release_missed_game

# Fixtures a coach may still report, and those only a commissioner may (a late report after the deadline).
COACH_REPORTABLE = (Fixture.Status.SCHEDULED,)
COMMISSIONER_REPORTABLE = (Fixture.Status.SCHEDULED, Fixture.Status.AWAITING_COMMISSIONER)


def require_commissioner(league: League, user) -> None:
    permissions.require_commissioner(user, league)


def claim_for_report(*, fixture: Fixture, by_team: Team | None) -> bool:
    """Move the fixture to 'reported' if nobody else has; False when it was already reported or resolved.

    `by_team` is the reporting coach's team, or None for a commissioner (who may also report late)."""
    allowed = COMMISSIONER_REPORTABLE if by_team is None else COACH_REPORTABLE
    return bool(
        Fixture.objects.filter(pk=fixture.pk, status__in=allowed).update(status=Fixture.Status.REPORTED, reported_by=by_team)
    )


def awaiting_confirmation_by(coach) -> list[Fixture]:
    """Fixtures whose report, filed by the opponent, waits for this coach to confirm or dispute."""
    from django.db.models import Q

    return list(
        Fixture.objects.filter(status=Fixture.Status.REPORTED, reported_by__isnull=False)
        .filter(Q(home__coach=coach) | Q(away__coach=coach))
        .exclude(reported_by__coach=coach)
        .select_related("home", "away", "reported_by")
    )


def mark_disputed(*, fixture: Fixture) -> bool:
    return bool(
        Fixture.objects.filter(pk=fixture.pk, status=Fixture.Status.REPORTED).update(status=Fixture.Status.DISPUTED)
    )


@transaction.atomic
def record_result(
    *,
    fixture: Fixture,
    outcome: str,
    finish: str,
    home_touchdowns: int = 0,
    away_touchdowns: int = 0,
    home_casualties: int = 0,
    away_casualties: int = 0,
) -> Fixture:
    """The final result of a played (or conceded) fixture, so standings can count it (§7.2, §8.6)."""
    if outcome not in Fixture.Outcome.values or outcome == Fixture.Outcome.BOTH_LOSE:
        raise ValidationError(f"A played match ends in a win or a draw, not {outcome!r} (§7.2).")
    if outcome == Fixture.Outcome.DRAW and finish != Fixture.Finish.TIME_LIMIT:
        raise ValidationError("A draw is only possible when a time limit ends the match (§6.16).")
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    fixture.outcome = outcome
    fixture.finish = finish
    fixture.home_touchdowns, fixture.away_touchdowns = home_touchdowns, away_touchdowns
    fixture.home_casualties, fixture.away_casualties = home_casualties, away_casualties
    fixture.status = Fixture.Status.PLAYED
    fixture.result_recorded_at = timezone.now()
    fixture.save()
    _playoff_hook(fixture)
    return fixture


def _playoff_hook(fixture: Fixture) -> None:
    """A play-off fixture's result settles its bracket slot (league/services/playoffs.py)."""
    if fixture.kind == Fixture.Kind.PLAYOFF:
        from league.services.playoffs import fixture_decided

        fixture_decided(fixture=fixture)


@transaction.atomic
def concede_fixture(*, fixture: Fixture, team: Team, user) -> Fixture:
    """A coach voluntarily concedes an unplayed fixture (§8.5); the round's deadline resolves it."""
    league = fixture.season.league
    side = fixture.side_of(team.pk)
    if side is None:
        raise ValidationError(f"{team} does not play in {fixture}.")
    if not (team.is_coached_by(user) or league.is_commissioner(user)):
        raise PermissionDenied(f"Only the coach of {team} (or a commissioner) may concede for it.")
    if fixture.kind == Fixture.Kind.FRIENDLY:
        raise ValidationError("Only league fixtures are conceded at the deadline (§8.5); a friendly can simply not be played.")
    updated = Fixture.objects.filter(
        pk=fixture.pk, status=Fixture.Status.SCHEDULED, conceded_by__isnull=True, round__closed_at__isnull=True
    ).update(conceded_by=team)
    if not updated:
        raise ValidationError("This fixture can no longer be conceded: it was reported, conceded or closed already.")
    fixture.refresh_from_db()
    return fixture


DECISIONS = {
    Fixture.Outcome.HOME_WIN: Fixture.Finish.COMMISSIONER,
    Fixture.Outcome.AWAY_WIN: Fixture.Finish.COMMISSIONER,
    Fixture.Outcome.DRAW: Fixture.Finish.COMMISSIONER,
    Fixture.Outcome.BOTH_LOSE: Fixture.Finish.UNPLAYED,
}


@transaction.atomic
def decide_unplayed(*, fixture: Fixture, outcome: str, user, reason: str) -> Fixture:
    """The commissioner decides a fixture left unplayed at its deadline (policy 'commissioner'); audited."""
    league = fixture.season.league
    require_commissioner(league, user)
    if outcome not in DECISIONS:
        raise ValidationError(f"Choose one of: {', '.join(Fixture.Outcome.values)}.")
    fixture = Fixture.objects.select_for_update().get(pk=fixture.pk)
    if fixture.status != Fixture.Status.AWAITING_COMMISSIONER:
        raise ValidationError("This fixture is not waiting for a commissioner's decision.")
    fixture.outcome = outcome
    fixture.finish = DECISIONS[outcome]
    fixture.status = Fixture.Status.UNPLAYED
    fixture.note = f"Decided by the commissioner: {reason.strip()}"[:200]
    fixture.result_recorded_at = timezone.now()
    record_audit(
        league=league,
        actor=user.coach,
        action="decide unplayed fixture",
        target=f"Fixture {fixture.pk} {fixture}",
        changes={"outcome": ["", outcome]},
        reason=reason,
    )
    fixture.save()
    release_missed_game(fixture=fixture, team_ids=[fixture.home_id, fixture.away_id])  # nobody played (§7.5)
    _playoff_hook(fixture)
    return fixture

"""Result reports for any game (matches/models/results.py): submit, confirm, dispute, the commissioner's ruling.

The league's ruleset cleans and checks what is reported (engine/rulesets/contract.py); on confirmation the
result goes onto the fixture's sides with each side's win/draw/loss, so the one standings engine counts it.
Exactly once: the fixture is claimed with a conditional update and the report is a unique row.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

from dugout.api_errors import StateConflict
from dugout.i18n import breach_text
from engine.rulesets.contract import SideResult, ValuesError
from league import events
from league.models import Fixture, League, PlayoffMatch, Season, Team
from league.services import fixtures as fixture_services
from league.services.audit import record_audit
from matches.hooks import context_for, result_confirmed
from matches.models import ResultReport

ALREADY = "This fixture already has a result report (or was resolved); confirm or dispute that one instead."


def teams_of(fixture: Fixture) -> list[int]:
    """The fixture's teams in side order: its side rows when it has three or four, else home and away."""
    sides = [s.team_id for s in fixture.side_rows()]
    return sides if len(sides) > 2 else [fixture.home_id, fixture.away_id]


def _coach_team(fixture: Fixture, user) -> int | None:
    """The team of the fixture this user coaches, if any."""
    if not user.is_authenticated:
        return None
    return Team.objects.filter(pk__in=teams_of(fixture), coach__user=user).values_list("pk", flat=True).first()


def _stage(fixture: Fixture) -> str:
    """What the ruleset's check reads: a play-off fixture's bracket stage ("final"...), else its kind."""
    stage = PlayoffMatch.objects.filter(fixture=fixture).values_list("stage", flat=True).first()
    return stage or fixture.kind


def clean(fixture: Fixture, sides: Sequence[Mapping], match: Mapping | None) -> tuple[list[dict], dict]:
    """The report checked by the league's game: one entry per side (in any order, by team), its values in
    their kinds, the scores computed where the game computes them, and the game's own rules."""
    rules = fixture.season.league.rules
    teams = teams_of(fixture)
    by_team = {int(s.get("team", 0)): s for s in sides if isinstance(s, Mapping)}
    if sorted(by_team) != sorted(teams) or len(sides) != len(teams):
        raise ValidationError(gettext("Report one entry for each of the fixture's {n_teams} teams (ids {teams}).").format(n_teams=len(teams), teams=teams))
    cleaned, breaches = [], []
    try:
        match = rules.clean_match(match)
    except ValuesError as error:
        breaches += error.breaches
    for team in teams:
        raw = by_team[team]
        try:
            data = rules.clean_side(raw.get("data"))
            score = raw.get("score", 0)
            if isinstance(score, bool) or not isinstance(score, int) or not 0 <= score <= 999:
                raise ValidationError(gettext("A score is a whole number from 0 to 999, not {score!r}.").format(score=score))
            cleaned.append({"team": team, "score": rules.score_of(data, reported_score=score), "data": data})
        except ValuesError as error:
            breaches += error.breaches
    if not breaches:
        results = [SideResult(s["team"], s["score"], s["data"]) for s in cleaned]
        breaches = rules.check_result(results, match, stage=_stage(fixture), context=context_for(fixture))
    if breaches:
        raise ValidationError([breach_text(b) for b in breaches])
    return cleaned, match


@transaction.atomic
def submit_result(*, fixture: Fixture, user, sides: Sequence[Mapping], match: Mapping | None = None,
                  reason: str = "", dice=None) -> ResultReport:
    """A coach of one side, or a commissioner, reports the result. A commissioner's report is final (audited,
    with `reason`). The coach who reported may send a corrected report until another side answers it."""
    fixture = Fixture.objects.select_related("home__coach", "away__coach", "season__league").get(pk=fixture.pk)
    team = _coach_team(fixture, user)
    commissioner = fixture.season.league.is_commissioner(user)
    if team is None and not commissioner:
        raise PermissionDenied(gettext("Only a coach of this fixture, or a commissioner, may report it."))
    open_state = Season.State.PLAYOFFS if fixture.kind == Fixture.Kind.PLAYOFF else Season.State.REGULAR_SEASON
    if fixture.season.state != open_state:
        raise ValidationError(gettext("This fixture is reported in the {label}; the season is in {get_state_display}.").format(label=Season.State(open_state).label, get_state_display=fixture.season.get_state_display()))
    cleaned, match = clean(fixture, sides, match)
    if team is not None:
        corrected = ResultReport.objects.filter(fixture=fixture, submitted_for_id=team,
                                                status=ResultReport.Status.PENDING).update(sides=cleaned, match=match)
        if corrected:
            return ResultReport.objects.get(fixture=fixture)
    reporter = None if team is None else Team.objects.get(pk=team)
    if not fixture_services.claim_for_report(fixture=fixture, by_team=reporter):
        raise ValidationError(_why_taken(fixture))
    try:
        with transaction.atomic():
            report = ResultReport.objects.create(fixture=fixture, sides=cleaned, match=match, submitted_by=user.coach,
                                                 submitted_for_id=team)
    except IntegrityError as exc:
        raise ValidationError(ALREADY) from exc
    if team is None:
        record_audit(league=fixture.season.league, actor=user.coach, action="report result",
                     target=f"Fixture {fixture.pk} {fixture}", changes={"result": [None, cleaned]},
                     reason=reason.strip() or "Reported by the commissioner")
        _finalise(report, by=user, dice=dice)
    else:
        events.report_submitted.send(sender=Fixture, fixture=fixture, by_team_id=team)
    return report


def _why_taken(fixture: Fixture) -> str:
    """Why a report is refused: what the fixture already has."""
    status = Fixture.objects.filter(pk=fixture.pk).values_list("status", flat=True).first()
    return {Fixture.Status.DISPUTED: "This fixture's report is disputed: the commissioner decides it.",
            Fixture.Status.REPORTED: "Another side has reported this fixture: confirm or dispute its report.",
            Fixture.Status.PLAYED: "This fixture's result is already recorded."}.get(status, ALREADY)


@transaction.atomic
def confirm_result(*, report: ResultReport, user, dice=None) -> ResultReport:
    """A coach of another side (or a commissioner) confirms: the result is final and counts."""
    report = ResultReport.objects.select_related("fixture__home__coach", "fixture__away__coach",
                                                 "fixture__season__league").get(pk=report.pk)
    fixture = report.fixture
    team = _coach_team(fixture, user)
    commissioner = fixture.season.league.is_commissioner(user)
    other_side = team is not None and team != report.submitted_for_id
    if not (other_side or commissioner):
        raise PermissionDenied(gettext("Only a coach of another side (or a commissioner) confirms this report."))
    if report.status == ResultReport.Status.DISPUTED and not commissioner:
        raise ValidationError(gettext("This report is disputed; the commissioner decides it."))
    if not other_side:
        record_audit(league=fixture.season.league, actor=user.coach, action="confirm result",
                     target=f"Fixture {fixture.pk} {fixture}", changes={"status": [report.status, "confirmed"]},
                     reason=gettext("Confirmed by the commissioner"))
    _finalise(report, by=user, dice=dice, from_statuses=(ResultReport.Status.PENDING, ResultReport.Status.DISPUTED)
              if commissioner and not other_side else (ResultReport.Status.PENDING,))
    return report


@transaction.atomic
def dispute_result(*, report: ResultReport, user, reason: str) -> ResultReport:
    report = ResultReport.objects.select_related("fixture__home__coach", "fixture__away__coach").get(pk=report.pk)
    team = _coach_team(report.fixture, user)
    if team is None or team == report.submitted_for_id:
        raise PermissionDenied(gettext("Only a coach of another side may dispute this report."))
    if not (reason or "").strip():
        raise ValidationError(gettext("Say what is wrong with the report; the commissioner reads it."))
    updated = ResultReport.objects.filter(pk=report.pk, status=ResultReport.Status.PENDING).update(
        status=ResultReport.Status.DISPUTED, disputed_by=user.coach, dispute_reason=reason.strip())
    if not updated:
        raise ValidationError(gettext("Only a report awaiting confirmation can be disputed."))
    fixture_services.mark_disputed(fixture=report.fixture)
    report.refresh_from_db()
    events.report_disputed.send(sender=Fixture, fixture=report.fixture, by_coach=user.coach, reason=report.dispute_reason)
    return report


@transaction.atomic
def decide_result(*, report: ResultReport, user, reason: str, sides: Sequence[Mapping] | None = None,
                  match: Mapping | None = None, dice=None) -> ResultReport:
    """The commissioner rules: optionally corrects the report, then makes it final; audited before and after."""
    report = ResultReport.objects.select_related("fixture__season__league", "fixture__home", "fixture__away").get(
        pk=report.pk)
    league = report.fixture.season.league
    fixture_services.require_commissioner(league, user)
    if report.status == ResultReport.Status.CONFIRMED:
        raise ValidationError(gettext("This report is confirmed and final."))
    if not (reason or "").strip():
        raise ValidationError(gettext("Give the reason for the ruling; the audit page shows it."))
    before = {"sides": report.sides, "match": report.match}
    if sides is not None:
        report.sides, report.match = clean(report.fixture, sides, match if match is not None else report.match)
        report.save(update_fields=["sides", "match"])
    record_audit(league=league, actor=user.coach, action="decide result", target=f"Fixture {report.fixture_id} "
                 f"{report.fixture}", changes={"result": [before, {"sides": report.sides, "match": report.match}]},
                 reason=reason)
    _finalise(report, by=user, dice=dice)
    events.report_ruled.send(sender=Fixture, fixture=report.fixture, by_coach=user.coach, reason=reason.strip())
    return report


def settle_at_deadline(*, fixture_id: int, policy: str) -> bool:
    """The round's deadline passed with this fixture's report unanswered (league/report_hook.py): under the
    "accept" policy it is confirmed as if by the other side (nobody's name on it); under "commissioner" it waits
    for the commissioner like a dispute. Exactly once: a report a coach confirmed or disputed meanwhile, or
    one already settled, is left alone. True when this call changed the report."""
    report = ResultReport.objects.filter(fixture_id=fixture_id, status=ResultReport.Status.PENDING).first()
    if report is None:
        return False
    if policy == League.UnconfirmedReportPolicy.ACCEPT:
        try:
            with transaction.atomic():
                _finalise(report, by=None, from_statuses=(ResultReport.Status.PENDING,))
        except ValidationError:  # a coach confirmed or disputed it in the same moment: theirs stands
            return False
        return True
    updated = ResultReport.objects.filter(pk=report.pk, status=ResultReport.Status.PENDING).update(
        status=ResultReport.Status.DISPUTED, dispute_reason=UNCONFIRMED_AT_DEADLINE)
    if updated:
        fixture_services.mark_disputed(fixture=report.fixture)
    return bool(updated)


UNCONFIRMED_AT_DEADLINE = gettext_noop("Nobody confirmed or disputed this report by the round's deadline.")


def _finalise(report: ResultReport, *, by, dice=None, from_statuses=(ResultReport.Status.PENDING,
                                                                    ResultReport.Status.DISPUTED)) -> None:
    """Confirm once (a conditional update), write the result onto the fixture and its sides, then tell the
    game's app (matches/hooks.py): the conditional update makes that happen once per result."""
    updated = ResultReport.objects.filter(pk=report.pk, status__in=from_statuses).update(
        status=ResultReport.Status.CONFIRMED, confirmed_by=by.coach if by else None, confirmed_at=timezone.now())
    if not updated:
        raise StateConflict(gettext("This report was confirmed or disputed meanwhile; reload the page."))
    report.refresh_from_db()
    fixture = Fixture.objects.select_for_update().select_related("season__league").get(pk=report.fixture_id)
    rules = fixture.season.league.rules
    order = {team: i for i, team in enumerate(teams_of(fixture))}
    sides = sorted(report.sides, key=lambda s: order[s["team"]])
    results = rules.placings([SideResult(s["team"], s["score"], s["data"]) for s in sides], report.match)
    if len(sides) > 2:
        fixture.outcome = Fixture.Outcome.PLACED
    else:
        fixture.outcome = {("win", "loss"): Fixture.Outcome.HOME_WIN, ("loss", "win"): Fixture.Outcome.AWAY_WIN}.get(
            tuple(results), Fixture.Outcome.DRAW if results[0] == "draw" else Fixture.Outcome.BOTH_LOSE)
    fixture.status = Fixture.Status.PLAYED
    fixture.result_recorded_at = timezone.now()
    fixture.save(update_fields=["outcome", "status", "result_recorded_at"])
    fixture_services.write_sides(fixture=fixture, results=results, scores=[s["score"] for s in sides],
                                 data=[s["data"] for s in sides])
    result_confirmed.send(sender=Fixture, fixture=fixture, dice=dice)
    fixture_services.result_written(fixture=fixture)

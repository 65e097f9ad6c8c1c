"""Match reports: submit, confirm, dispute, and the commissioner's decision (§7.2, §8.5).

Either coach of the fixture (or a commissioner) submits; the opponent confirms or disputes; a
disputed report goes to the commissioner, whose every edit is audited. Confirmation writes the
result onto league's Fixture (so standings count it) and calls `postmatch_hook`.

Exactly one report per fixture: the fixture is claimed with a conditional update on its status
and the report is a unique row, never an in-memory check.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, gettext_noop

from dugout.api_errors import StateConflict
from dugout.outbox.services import enqueue
from games.dungeon_bowl.exhibition import is_exhibition
from games.dungeon_bowl.models import MatchReport, PlayerLine
from games.dungeon_bowl.services.journeymen import hire_both_sides, match_players
from games.dungeon_bowl.services.prematch import ruleset_of
from games.dungeon_bowl.tasks import run_post_match
from league import events
from league.models import Fixture, League, Player, Season
from league.services import fixtures as fixture_services
from league.services.audit import record_audit

COUNT_FIELDS = ("pass_completions", "throw_completions", "deflections", "interceptions", "casualties_caused")
MAX_COUNT = 50  # nobody makes more than this many of anything in one match; catches typos


@dataclass
class LineData:
    player_id: int
    pass_completions: int = 0
    throw_completions: int = 0
    deflections: int = 0
    interceptions: int = 0
    casualties_caused: int = 0
    casualty: str = ""
    lasting_injury: str = ""
    ejected: bool = False

    @property
    def is_blank(self) -> bool:
        return not (any(getattr(self, f) for f in COUNT_FIELDS) or self.casualty or self.ejected)


@dataclass
class ReportData:
    outcome: str
    finish: str
    scorer_id: int | None = None
    conceded_by_id: int | None = None
    lines: list[LineData] = field(default_factory=list)

    @classmethod
    def from_report(cls, report: MatchReport) -> ReportData:
        return cls(
            outcome=report.outcome,
            finish=report.finish,
            scorer_id=report.scorer_id,
            conceded_by_id=report.conceded_by_id,
            lines=[
                LineData(player_id=ln.player_id, **{k: getattr(ln, k) for k in (*COUNT_FIELDS, "casualty", "lasting_injury", "ejected")})
                for ln in report.lines.all()
            ],
        )

    def as_dict(self) -> dict:
        return asdict(self)


def report_errors(fixture: Fixture, data: ReportData) -> list[str]:
    """Every rule the report breaks, each naming its rule (empty = a valid report)."""
    errors: list[str] = []
    home_id, away_id = fixture.home_id, fixture.away_id
    if data.outcome not in MatchReport.Outcome.values:
        errors.append(f"The result must be a home win, an away win or a draw, not {data.outcome!r} (§7.2).")
    if data.finish not in MatchReport.Finish.values:
        errors.append(f"Say how the match ended: touchdown, time limit or concession, not {data.finish!r} (§6.16).")
    winner_id = {"home_win": home_id, "away_win": away_id}.get(data.outcome)
    if data.outcome == "draw" and data.finish != "time_limit":
        errors.append("A draw is only possible when a time limit ends the match with the ball equally far from both End Zones (§6.16).")
    # Players on the two rosters and this fixture's journeymen: the dead and the fired play no more (§7.2, §7.4).
    team_of = dict(match_players(fixture).values_list("id", "team_id"))
    if data.finish == "touchdown":
        if winner_id is None:
            errors.append("A match won by a touchdown has a winner; a draw needs the time limit (§6.15, §6.16).")
        if not data.scorer_id:
            errors.append("Name the player who scored the winning touchdown (§7.3.2: 5 SPP).")
        elif team_of.get(data.scorer_id) != winner_id:
            errors.append("The scorer must be a player of the winning team (§6.15: the touchdown wins the match).")
    elif data.scorer_id:
        errors.append("Only a match won by a touchdown has a scorer (§6.16).")
    if data.finish == "concession":
        if data.conceded_by_id not in (home_id, away_id):
            errors.append("Say which team conceded.")
        elif winner_id is None or winner_id == data.conceded_by_id:
            errors.append("When a team concedes, the other team wins (§8.5).")
    elif data.conceded_by_id:
        errors.append("Only a concession names a conceding team.")
    seen: set[int] = set()
    caused = {home_id: 0, away_id: 0}
    suffered = {home_id: 0, away_id: 0}
    for line in data.lines:
        team_id = team_of.get(line.player_id)
        if team_id is None:
            errors.append(f"Player {line.player_id} is not on either team's roster for this fixture.")
            continue
        if line.player_id in seen:
            errors.append(f"Player {line.player_id} appears twice in the report.")
        seen.add(line.player_id)
        for name in COUNT_FIELDS:
            value = getattr(line, name)
            if not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
                errors.append(f"{name.replace('_', ' ').capitalize()} must be a whole number from 0 to {MAX_COUNT}.")
        if line.casualty not in PlayerLine.Casualty.values:
            errors.append(f"{line.casualty!r} is not a result on the Casualty table (§6.13).")
        if line.casualty == "lasting_injury" and line.lasting_injury not in ("MA", "ST", "AG", "PA", "AV"):
            errors.append("A Lasting Injury names the characteristic reduced (§6.13: Head Injury AV, Smashed Knee MA, ...).")
        if line.casualty != "lasting_injury" and line.lasting_injury:
            errors.append("Only a Lasting Injury reduces a characteristic (§6.13).")
        caused[team_id] += line.casualties_caused if isinstance(line.casualties_caused, int) else 0
        suffered[team_id] += 1 if line.casualty else 0
    for team_id, other_id in ((home_id, away_id), (away_id, home_id)):
        if caused[team_id] > suffered[other_id]:
            errors.append(
                f"{fixture.home if team_id == home_id else fixture.away} caused {caused[team_id]} SPP-earning casualties "
                f"but only {suffered[other_id]} opposing players are recorded as casualties (§7.3.2)."
            )
    return errors


def _who(fixture: Fixture, user) -> tuple[str | None, bool]:
    return fixture.coach_side(user), fixture.season.league.is_commissioner(user)


def _write(report: MatchReport, data: ReportData) -> None:
    report.outcome, report.finish = data.outcome, data.finish
    report.scorer_id, report.conceded_by_id = data.scorer_id, data.conceded_by_id
    team_of = dict(Player.objects.filter(pk__in=[ln.player_id for ln in data.lines]).values_list("id", "team_id"))
    report.lines.all().delete()
    PlayerLine.objects.bulk_create(
        PlayerLine(report=report, team_id=team_of[ln.player_id], **asdict(ln)) for ln in data.lines if not ln.is_blank
    )


ALREADY_REPORTED = gettext_lazy("This fixture already has a report (or was resolved at its deadline); confirm or dispute "
                                "that one instead.")


@transaction.atomic
def submit_report(*, fixture: Fixture, user, data: ReportData) -> MatchReport:
    """A coach of either team, or a commissioner, reports the match. A commissioner's report is final."""
    fixture = Fixture.objects.select_related("home__coach", "away__coach", "season__league").get(pk=fixture.pk)
    side, is_commissioner = _who(fixture, user)
    if side is None and not is_commissioner:
        raise PermissionDenied(_("Only the two coaches of this fixture, or a commissioner, may report it."))
    # Play-off matches are reported during the Play-off Season (§8.8), every other fixture in the Regular Season.
    open_state = Season.State.PLAYOFFS if fixture.kind == Fixture.Kind.PLAYOFF else Season.State.REGULAR_SEASON
    if fixture.season.state != open_state:
        message = _("Play-off matches are reported during the Play-off Season (§8.8); this season is in {state}.") \
            if open_state == Season.State.PLAYOFFS \
            else _("League matches are reported during the Regular Season (§8.5); this season is in {state}.")
        raise ValidationError(message.format(state=fixture.season.get_state_display()))
    if fixture.sides.count() > 2:  # §10.1: games/dungeon_bowl/services/multiplayer.py report_placings
        raise ValidationError(_("§10.1: a match of three or four teams is reported with placings."))
    errors = report_errors(fixture, data)
    if errors:
        raise ValidationError(errors)
    by_team = {"home": fixture.home, "away": fixture.away}.get(side)
    if not fixture_services.claim_for_report(fixture=fixture, by_team=by_team):
        raise ValidationError(ALREADY_REPORTED)
    try:
        with transaction.atomic():
            report = MatchReport.objects.create(
                fixture=fixture, outcome=data.outcome, finish=data.finish, submitted_by=user.coach, submitted_side=side or ""
            )
    except IntegrityError as exc:  # the unique row backs up the claim
        raise ValidationError(ALREADY_REPORTED) from exc
    _write(report, data)
    report.save()
    # A match whose pre-match sheet was never settled hires its journeymen here, so they exist for post-match
    # step 3 (§7.4.1) and for the opponent's or commissioner's corrections; once only, with the report's claim.
    hire_both_sides(fixture=fixture, ruleset=ruleset_of(fixture))
    if side is None:
        record_audit(
            league=fixture.season.league, actor=user.coach, action="report match",
            target=f"Fixture {fixture.pk} {fixture}", changes={"report": [None, data.as_dict()]},
            reason="Reported by the commissioner",
        )
        _finalise(report, by=user)
    else:
        events.report_submitted.send(sender=Fixture, fixture=fixture, by_team_id=by_team.pk)
    return report


@transaction.atomic
def confirm_report(*, report: MatchReport, user) -> MatchReport:
    """The opponent of the submitting coach (or a commissioner) confirms: the report becomes final."""
    report = MatchReport.objects.select_related("fixture__home__coach", "fixture__away__coach", "fixture__season__league").get(pk=report.pk)
    side, is_commissioner = _who(report.fixture, user)
    opponent = side is not None and side != report.submitted_side
    if not (opponent or is_commissioner):
        raise PermissionDenied(_("Only the opposing coach (or a commissioner) confirms a report."))
    if report.status == MatchReport.Status.DISPUTED and not is_commissioner:
        raise ValidationError(_("This report is disputed; the commissioner decides it."))
    if not opponent:
        record_audit(
            league=report.fixture.season.league, actor=user.coach, action="confirm report",
            target=f"Fixture {report.fixture_id} {report.fixture}", changes={"status": [report.status, "confirmed"]},
            reason="Confirmed by the commissioner",
        )
    # The opponent confirms only a report still awaiting them; a commissioner may also end a dispute.
    _finalise(report, by=user, from_statuses=(
        (MatchReport.Status.PENDING, MatchReport.Status.DISPUTED) if is_commissioner and not opponent
        else (MatchReport.Status.PENDING,)
    ))
    return report


@transaction.atomic
def dispute_report(*, report: MatchReport, user, reason: str) -> MatchReport:
    """The opponent disputes: the report waits for the commissioner."""
    report = MatchReport.objects.select_related("fixture__home__coach", "fixture__away__coach").get(pk=report.pk)
    side, _commissioner = _who(report.fixture, user)
    if side is None or side == report.submitted_side:
        raise PermissionDenied(_("Only the opposing coach may dispute this report."))
    if not reason or not reason.strip():
        raise ValidationError(_("Say what is wrong with the report; the commissioner reads it."))
    updated = MatchReport.objects.filter(pk=report.pk, status=MatchReport.Status.PENDING).update(
        status=MatchReport.Status.DISPUTED, disputed_by=user.coach, dispute_reason=reason.strip()
    )
    if not updated:
        raise ValidationError(_("Only a report awaiting confirmation can be disputed."))
    fixture_services.mark_disputed(fixture=report.fixture)
    report.refresh_from_db()
    events.report_disputed.send(sender=Fixture, fixture=report.fixture, by_coach=user.coach, reason=report.dispute_reason)
    return report


@transaction.atomic
def commissioner_decide(*, report: MatchReport, user, reason: str, data: ReportData | None = None) -> MatchReport:
    """The commissioner rules on a report (usually a disputed one): optionally corrects it, then makes it final.

    Every commissioner edit is audited with the report before and after."""
    report = MatchReport.objects.select_related("fixture__home", "fixture__away", "fixture__season__league").get(pk=report.pk)
    league = report.fixture.season.league
    fixture_services.require_commissioner(league, user)
    if report.status == MatchReport.Status.CONFIRMED:
        raise ValidationError(_("This report is confirmed and final."))
    before = ReportData.from_report(report).as_dict()
    if data is not None:
        errors = report_errors(report.fixture, data)
        if errors:
            raise ValidationError(errors)
        _write(report, data)
        report.save()
    record_audit(
        league=league, actor=user.coach, action="decide report",
        target=f"Fixture {report.fixture_id} {report.fixture}",
        changes={"report": [before, (data.as_dict() if data else before)]},
        reason=reason,
    )
    _finalise(report, by=user)
    events.report_ruled.send(sender=Fixture, fixture=report.fixture, by_coach=user.coach, reason=(reason or "").strip())
    return report


def settle_at_deadline(*, fixture_id: int, policy: str) -> bool:
    """The round's deadline passed with this fixture's match report unanswered (league/report_hook.py): under
    "accept" it is confirmed as if by the opponent and the post-match sequence is queued once (the outbox key);
    under "commissioner" it waits for the commissioner like a dispute. A report a coach confirmed or disputed
    meanwhile, or one already settled, is left alone. True when this call changed the report."""
    report = MatchReport.objects.filter(fixture_id=fixture_id, status=MatchReport.Status.PENDING).first()
    if report is None:
        return False
    if policy == League.UnconfirmedReportPolicy.ACCEPT:
        try:
            with transaction.atomic():
                _finalise(report, by=None, from_statuses=(MatchReport.Status.PENDING,))
        except StateConflict:  # a coach confirmed or disputed it in the same moment: theirs stands
            return False
        return True
    updated = MatchReport.objects.filter(pk=report.pk, status=MatchReport.Status.PENDING).update(
        status=MatchReport.Status.DISPUTED, dispute_reason=UNCONFIRMED_AT_DEADLINE)
    if updated:
        fixture_services.mark_disputed(fixture=report.fixture)
    return bool(updated)


UNCONFIRMED_AT_DEADLINE = gettext_noop("Nobody confirmed or disputed this report by the round's deadline.")


def _finalise(report: MatchReport, *, by, from_statuses=(MatchReport.Status.PENDING, MatchReport.Status.DISPUTED)) -> None:
    """Confirm once (conditional update), write the result onto the Fixture, then the post-match hook."""
    updated = MatchReport.objects.filter(pk=report.pk, status__in=from_statuses).update(
        status=MatchReport.Status.CONFIRMED, confirmed_by=by.coach if by else None, confirmed_at=timezone.now()
    )
    if not updated:
        raise StateConflict(_("This report was confirmed or disputed meanwhile; reload the page."))
    report.refresh_from_db()
    fixture = report.fixture
    winner = report.winner()
    touchdowns = {fixture.home_id: 0, fixture.away_id: 0}
    if report.finish == MatchReport.Finish.TOUCHDOWN and winner is not None:
        touchdowns[winner.pk] = 1
    fixture_services.record_result(
        fixture=fixture,
        outcome=report.outcome,
        finish=report.finish,
        scores=(touchdowns[fixture.home_id], touchdowns[fixture.away_id]),
        side_data=({"casualties": report.casualties_caused(fixture.home_id)},
                   {"casualties": report.casualties_caused(fixture.away_id)}),
    )
    postmatch_hook(report)


def postmatch_hook(report: MatchReport) -> None:
    """THE hook into the post-match sequence (§7): queued once the confirmation commits.

    games.dungeon_bowl.tasks.run_post_match does the work (winnings, SPP and MVP, injuries, advancements, TV/CTV).
    The outbox row commits with the confirmation, so a broker outage delays the sequence and loses nothing."""
    if is_exhibition(report.fixture.season.league):
        return  # §7.1, §9.7: an exhibition match has no post-match sequence; its casualties are discarded
    enqueue(run_post_match.name, [report.pk], key=f"post-match:report:{report.pk}")

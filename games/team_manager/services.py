"""Team Manager leagues (rules/team-manager.md): managers join, a game (the card game's season) is started
with the team each manager runs, its weeks are entered and confirmed, and its end goes through the core's
result flow (matches/services/results.py) where §14 decides the Manager of the Year.

Every function is keyword-only, checks who may do it first (league/permissions.py), checks the rules with
engine.rulesets.team_manager, and changes nothing when either says no (RuleViolation naming the section).
A week is entered by one of the game's managers and confirmed by every other (one row each, so a double
click counts once); a manager may correct their week until somebody answers it; a dispute goes to the
commissioner, whose entry or ruling is final and audited.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from engine.rulesets.team_manager import season as rules
from engine.rulesets.team_manager.data import TEAMS
from games.team_manager.models import Game, Matchup, Seat, Week, WeekConfirmation, WeekLine
from games.team_manager.selectors import RULESET, engine_week, season_sides
from league import events
from league.models import Fixture, League, Season, Team
from league.permissions import require_coach, require_commissioner
from league.services.audit import record_audit
from league.services.errors import RuleViolation
from league.services.errors import check as check_breaches
from league.services.fixtures import arrange_match
from matches.models import ResultReport
from matches.services import results as result_flow


def _no(rule: str, message: str) -> RuleViolation:
    return RuleViolation((rule, message))


def _flow(action):
    """The core result flow says no with ValidationError: the same refusal, as a RuleViolation."""
    try:
        return action()
    except ValidationError as error:
        raise RuleViolation(*(("", m) for m in error.messages)) from None


def _tm_league(league: League) -> Season:
    if league.ruleset != RULESET:
        raise _no("", _("%(league)s plays %(game)s, not Team Manager") % {
            "league": league, "game": league.get_ruleset_display()})
    season = league.seasons.order_by("-number").first()
    if season is None:
        season = Season.objects.create(league=league, number=1, state=Season.State.REGULAR_SEASON)
    return season


# ---- the league ---------------------------------------------------------------------------------------

@transaction.atomic
def create_league(*, by, name: str, settings: Mapping | None = None) -> League:
    """A league of Team Manager games; its settings are the ruleset's (§7, §16)."""
    require_coach(by)
    name = (name or "").strip()
    if not name:
        raise _no("", _("A league needs a name."))
    league = League(name=name, ruleset=RULESET, settings=dict(settings or {}))
    try:
        league.full_clean(exclude=["commissioners"])
    except ValidationError as error:
        raise RuleViolation(*(("", m) for m in error.messages)) from None
    league.save()
    league.commissioners.add(by.coach)
    # Games are arranged at any time: the league's one season stays open (its regular season).
    Season.objects.create(league=league, number=1, state=Season.State.REGULAR_SEASON)
    return league


@transaction.atomic
def join_league(*, by, league: League, name: str) -> Team:
    """A manager joins the league under a name (§1: every manager belongs to the UTM)."""
    require_coach(by)
    _tm_league(league)
    name = (name or "").strip()
    if not name:
        raise _no("", _("Give the name you play under."))
    if Team.objects.filter(league=league, coach=by.coach).exists():
        raise _no("§1", _("You are already a manager in this league."))
    if Team.objects.filter(league=league, name__iexact=name).exists():
        raise _no("", _("A manager called %(name)s is already in %(league)s.") % {"name": name, "league": league})
    return Team.objects.create(league=league, coach=by.coach, name=name, roster="manager")


@transaction.atomic
def start_game(*, by, league: League, seats: Sequence[tuple[Team, str]]) -> Game:
    """A game of 2-4 managers (§1), each running a different team (§6.2); its format from the league's
    settings (§7, §16). The commissioner arranges it, as the core arranges every league match."""
    require_commissioner(by, league)
    season = _tm_league(league)
    teams = [team for team, _card in seats]
    cards = [card for _team, card in seats]
    if len({t.pk for t in teams}) != len(teams):
        raise _no("§6.2", _("A manager sits at the table once: name each manager once."))
    if not 2 <= len(teams) <= 4:
        raise _no("§1", _("Team Manager is for 2-4 managers, not %(n)s.") % {"n": len(teams)})
    unknown = [c for c in cards if c not in TEAMS]
    if unknown:
        raise _no("§3", _("Choose one of the six teams for every manager."))
    if len(set(cards)) != len(cards):
        raise _no("§6.2", _("Each team is run by one manager: one team token per team in play."))
    fmt = rules.season_format(league.options, len(teams))
    season = Season.objects.select_for_update().get(pk=season.pk)  # one new season's number at a time
    if season.state == Season.State.REGISTRATION:  # a league opened through the core: Team Manager has no
        season.state = Season.State.REGULAR_SEASON  # registration phase, managers join at any time
        season.save(update_fields=["state"])
    try:
        fixture = arrange_match(by=by, season=season, teams=teams, kind=Fixture.Kind.LEAGUE)
    except ValidationError as error:
        raise RuleViolation(*(("", m) for m in error.messages)) from None
    number = Game.objects.filter(fixture__season__league=league).count() + 1
    game = Game.objects.create(fixture=fixture, number=number, weeks=fmt.weeks, tournaments=fmt.tournaments, news=fmt.news,
                               two_managers=fmt.two_managers, scheduling_limits=fmt.scheduling_limits)
    Seat.objects.bulk_create(Seat(game=game, team=team, slot=i, card_team=card)
                             for i, (team, card) in enumerate(seats))
    return game


# ---- weeks ------------------------------------------------------------------------------------------

def _seat_of(game: Game, user) -> Seat | None:
    if not user.is_authenticated:
        return None
    return game.seats.filter(team__coach__user=user).select_related("team").first()


def _lock(game: Game) -> Game:
    """One write at a time per game: a week's checks read the other weeks."""
    return Game.objects.select_for_update().select_related("fixture__season__league").get(pk=game.pk)


def _int(value, what: str) -> int:
    if isinstance(value, bool):
        raise _no("§14", _("%(what)s must be a whole number, not %(value)r") % {"what": what, "value": value})
    try:
        return int(value if value not in (None, "") else 0)
    except (TypeError, ValueError):
        raise _no("§14", _("%(what)s must be a whole number, not %(value)r") % {"what": what, "value": value}) from None


def parse_week(game: Game, *, number, spike: str, lines: Sequence[Mapping],
               matchups: Sequence[Mapping] = ()) -> rules.Week:
    """A week's entry (team ids, numbers as given) as the engine's Week; unreadable values say so."""
    number = _int(number, _("The week"))
    parsed_lines = []
    for raw in lines:
        if not isinstance(raw, Mapping):
            raise _no("§7", _("Each line is one manager's numbers."))
        team = _int(raw.get("team"), _("The manager"))
        parsed_lines.append(rules.Line(team, **{k: _int(raw.get(k, 0), k.replace("_", " ")) for k in rules.COUNTS}))
    parsed_matchups = []
    for raw in matchups or ():
        if not isinstance(raw, Mapping):
            raise _no("§9.1", _("Each matchup is a highlight or a tournament with its managers."))
        results = tuple((_int(r.get("team"), _("The manager")), str(r.get("result", "")),
                         _int(r.get("fans", 0), _("fans"))) for r in raw.get("results") or () if isinstance(r, Mapping))
        if results:
            parsed_matchups.append(rules.Matchup(str(raw.get("kind", "")), results, str(raw.get("name", ""))[:80]))
    return rules.Week(number, str(spike or ""), tuple(parsed_lines), tuple(parsed_matchups))


def _check(game: Game, week: rules.Week, *, replacing: Week | None = None) -> None:
    seats = list(game.seats.select_related("team"))
    earlier = [engine_week(w) for w in game.week_rows.prefetch_related("lines__seat", "matchups")
               if replacing is None or w.pk != replacing.pk]
    fmt = rules.Format(weeks=game.weeks, tournaments=game.tournaments, news=game.news, managers=len(seats),
                       two_managers=game.two_managers, scheduling_limits=game.scheduling_limits)
    check_breaches(rules.check_week(week, managers=[s.team_id for s in seats], fmt=fmt, earlier=earlier,
                                    names={s.team_id: s.team.name for s in seats}))


def _store(game: Game, week_row: Week, week: rules.Week) -> None:
    seat_of = {s.team_id: s for s in game.seats.all()}
    week_row.lines.all().delete()
    week_row.matchups.all().delete()
    WeekLine.objects.bulk_create(WeekLine(week=week_row, seat=seat_of[line.manager], **{
        k: getattr(line, k) for k in rules.COUNTS}) for line in week.lines)
    Matchup.objects.bulk_create(Matchup(week=week_row, order=i, kind=m.kind, name=m.name, results=[
        {"team": team, "result": result, "fans": fans} for team, result, fans in m.results])
        for i, m in enumerate(week.matchups, start=1))
    _write_fan_track(game)


def _write_fan_track(game: Game) -> None:
    """The scoreboard after each week (never below 00, §14), again from week 1 after any change."""
    weeks = list(game.week_rows.prefetch_related("lines__seat", "matchups"))
    track = rules.fan_track([engine_week(w) for w in weeks], [s.team_id for s in game.seats.all()])
    for week in weeks:
        for line in week.lines.all():
            line.fans_after = track[line.seat.team_id][week.number - 1] if week.number <= len(
                track[line.seat.team_id]) else 0
            line.save(update_fields=["fans_after"])


def _open(game: Game) -> None:
    if game.fixture.status == Fixture.Status.PLAYED or ResultReport.objects.filter(fixture=game.fixture).exists():
        raise _no("§14.1", _("This season's end is already reported: its weeks can no longer change."))


@transaction.atomic
def enter_week(*, by, game: Game, number, spike: str, lines: Sequence[Mapping],
               matchups: Sequence[Mapping] = (), reason: str = "") -> Week:
    """One of the game's managers enters a week (the others confirm it); the commissioner's entry is final
    (audited). The manager who entered a week may send it again, corrected, until somebody answers it."""
    game = _lock(game)
    league = game.fixture.season.league
    seat = _seat_of(game, by)
    commissioner = league.is_commissioner(by)
    if seat is None and not commissioner:
        raise PermissionDenied(_("Only this season's managers (or a commissioner) enter its weeks."))
    _open(game)
    week = parse_week(game, number=number, spike=spike, lines=lines, matchups=matchups)
    existing = game.week_rows.filter(number=week.number).first()
    if existing is not None:
        mine = seat is not None and existing.entered_by_id == seat.pk
        if not (mine and existing.status == Week.Status.PENDING and not existing.confirmations.exists()):
            raise _no("§7", _("Week %(n)s is already entered: confirm or dispute it.") % {"n": week.number})
    _check(game, week, replacing=existing)
    row = existing or Week(game=game, number=week.number)
    row.spike = week.spike
    row.entered_by = None if seat is None else seat
    row.entered_by_coach = by.coach
    if seat is None:
        row.status, row.confirmed_at = Week.Status.CONFIRMED, timezone.now()
    row.save()
    _store(game, row, week)
    if seat is None:
        record_audit(league=league, actor=by.coach, action="enter week", target=f"{game} week {week.number}",
                     changes={"week": [None, _snapshot(row)]}, reason=reason.strip() or "Entered by the commissioner")
    elif existing is None:  # the other managers are told once, not at each correction
        events.report_submitted.send(sender=Week, fixture=game.fixture, by_team_id=seat.team_id)
    return row


def _snapshot(week: Week) -> dict:
    return {"spike": week.spike, "lines": [
        {"team": line.seat.team_id, **{k: getattr(line, k) for k in rules.COUNTS}} for line in week.lines.all()],
        "matchups": [{"kind": m.kind, "name": m.name, "results": m.results} for m in week.matchups.all()]}


@transaction.atomic
def confirm_week(*, by, week: Week) -> Week:
    """Another manager of the game confirms; the week counts once every other manager has. A commissioner's
    confirmation is final (audited), a disputed week's too."""
    game = _lock(week.game)
    week = Week.objects.select_for_update().get(pk=week.pk)
    league = game.fixture.season.league
    seat = _seat_of(game, by)
    other = seat is not None and seat.pk != week.entered_by_id
    commissioner = league.is_commissioner(by)
    if not (other or commissioner):
        raise PermissionDenied(_("Only another manager of this season (or a commissioner) confirms this week."))
    if week.status == Week.Status.CONFIRMED:
        raise _no("§7", _("Week %(n)s is already confirmed.") % {"n": week.number})
    if other and week.status == Week.Status.DISPUTED:
        raise _no("§7", _("This week is disputed: the commissioner decides it."))
    if other:
        try:
            with transaction.atomic():
                WeekConfirmation.objects.create(week=week, seat=seat)
        except IntegrityError:
            raise _no("§7", _("You have already confirmed week %(n)s.") % {"n": week.number}) from None
        needed = game.seats.exclude(pk=week.entered_by_id).count()
        if week.confirmations.count() < needed:
            return week
    else:
        record_audit(league=league, actor=by.coach, action="confirm week", target=f"{game} week {week.number}",
                     changes={"status": [week.status, Week.Status.CONFIRMED]}, reason="Confirmed by the commissioner")
    week.status, week.confirmed_at = Week.Status.CONFIRMED, timezone.now()
    week.save(update_fields=["status", "confirmed_at"])
    return week


@transaction.atomic
def dispute_week(*, by, week: Week, reason: str) -> Week:
    game = _lock(week.game)
    week = Week.objects.select_for_update().get(pk=week.pk)
    seat = _seat_of(game, by)
    if seat is None or seat.pk == week.entered_by_id:
        raise PermissionDenied(_("Only another manager of this season may dispute this week."))
    if not (reason or "").strip():
        raise _no("", _("Say what is wrong with the week; the commissioner reads it."))
    if week.status != Week.Status.PENDING:
        raise _no("§7", _("Only a week awaiting confirmation can be disputed."))
    week.status, week.dispute_reason = Week.Status.DISPUTED, reason.strip()
    week.save(update_fields=["status", "dispute_reason"])
    events.report_disputed.send(sender=Week, fixture=game.fixture, by_coach=by.coach,
                                reason=_("week %(n)s: %(reason)s") % {"n": week.number, "reason": week.dispute_reason})
    return week


@transaction.atomic
def rule_week(*, by, week: Week, reason: str, spike: str | None = None, lines: Sequence[Mapping] | None = None,
              matchups: Sequence[Mapping] | None = None) -> Week:
    """The commissioner rules on a week: optionally corrects it, then it is confirmed; audited before and after."""
    game = _lock(week.game)
    week = Week.objects.select_for_update().get(pk=week.pk)
    league = game.fixture.season.league
    require_commissioner(by, league)
    if not (reason or "").strip():
        raise _no("", _("Give the reason for the ruling; the audit page shows it."))
    _open(game)
    before = _snapshot(week)
    if lines is not None:
        parsed = parse_week(game, number=week.number, spike=spike or week.spike, lines=lines,
                            matchups=matchups or ())
        _check(game, parsed, replacing=week)
        week.spike = parsed.spike
        _store(game, week, parsed)
    week.status, week.confirmed_at = Week.Status.CONFIRMED, timezone.now()
    week.save(update_fields=["spike", "status", "confirmed_at"])
    record_audit(league=league, actor=by.coach, action="rule week", target=f"{game} week {week.number}",
                 changes={"week": [before, _snapshot(week)]}, reason=reason)
    events.report_ruled.send(sender=Week, fixture=game.fixture, by_coach=by.coach,
                             reason=_("week %(n)s: %(reason)s") % {"n": week.number, "reason": reason.strip()})
    return week


# ---- the end of the season (§14) ----------------------------------------------------------------------

@transaction.atomic
def report_end(*, by, game: Game, end_of_game: Mapping | None = None, totals: Mapping | None = None,
               reason: str = "") -> ResultReport:
    """The season's end through the core's result flow: each manager's fans and upgrades from the confirmed
    weeks (or, with no weeks entered, the `totals` given all at once), the End of Game fans (§14.2), and the
    UTM's suspensions worked out by §14.5. Another manager confirms it as any match report."""
    game = _lock(game)
    sides = season_sides(game, end_of_game=end_of_game or {}, totals=totals)
    return _flow(lambda: result_flow.submit_result(fixture=game.fixture, user=by, sides=sides, reason=reason))


def _report(game: Game) -> ResultReport:
    report = ResultReport.objects.filter(fixture=game.fixture).first()
    if report is None:
        raise _no("§14", _("The season's end is not reported yet."))
    return report


@transaction.atomic
def confirm_end(*, by, game: Game) -> ResultReport:
    return _flow(lambda: result_flow.confirm_result(report=_report(game), user=by))


@transaction.atomic
def dispute_end(*, by, game: Game, reason: str) -> ResultReport:
    return _flow(lambda: result_flow.dispute_result(report=_report(game), user=by, reason=reason))


@transaction.atomic
def rule_end(*, by, game: Game, reason: str) -> ResultReport:
    return _flow(lambda: result_flow.decide_result(report=_report(game), user=by, reason=reason))


__all__ = ["confirm_end", "confirm_week", "create_league", "dispute_end", "dispute_week", "enter_week",
           "join_league", "parse_week", "report_end", "rule_end", "rule_week", "start_game"]

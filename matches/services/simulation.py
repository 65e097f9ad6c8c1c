"""Simulated fixtures: the match engine plays a fixture from a seed and files a confirmed report.

`simulate_fixture` claims the fixture (a conditional update on its status, backed by the unique
SimulatedMatch row), builds both team sheets from the rosters, runs `engine.simulate`, stores the
seed and the event log, and files the result as a confirmed report with per-player lines from
MatchOutcome.players, so the post-match sequence (§7) runs exactly as for a played match.

`start_simulation` is the commissioner's: one fixture, a round, or the rest of the regular season,
as a SimulationBatch whose waves (round numbers) are queued one after the other, one Celery task
per fixture (matches.tasks.simulate_fixture).
"""

from __future__ import annotations

import secrets
from collections import defaultdict

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

import engine
import engine.rulesets
from league import permissions
from league.models import Fixture, Season
from league.services import fixtures as fixture_services
from matches.models import MatchReport, PlayerLine, SimulatedMatch, SimulationBatch, SimulationFailure
from matches.models.simulation import OPEN_STATUSES
from matches.services.reports import LineData, ReportData, postmatch_hook, report_errors
from matches.services.team_sheets import build_team_sheet, sheet_summary

CASUALTIES = {"badly_hurt", "seriously_hurt", "serious_injury", "lasting_injury", "dead"}


def coaches_for(seed) -> tuple[object, object, str]:
    """The two bots that coach a simulated match, each with its own seeded generator."""
    from engine.ai import ScriptedCoach

    return ScriptedCoach(f"{seed}:home"), ScriptedCoach(f"{seed}:away"), "scripted v scripted"


def report_from_outcome(outcome, *, home_id: int, away_id: int, team_of: dict) -> ReportData:
    """A coach's report, written from the engine's outcome (§7.2, §7.3.2, §6.13)."""
    winner = outcome.winner
    result = {"home": "home_win", "away": "away_win", None: "draw"}[winner]
    finish = "touchdown" if outcome.end_reason == "touchdown" else "time_limit"
    winner_team = {"home": home_id, "away": away_id}.get(winner)
    scorer_id = None
    lines = []
    for pid, stats in outcome.players.items():
        if pid not in team_of:
            continue  # a player without a roster row (no free shirt number for a journeyman)
        if finish == "touchdown" and stats.get("touchdowns") and team_of[pid] == winner_team:
            scorer_id = pid
        injury = (stats.get("injury") or {}).get("result")
        casualty = injury if injury in CASUALTIES else ""
        lines.append(LineData(
            player_id=pid,
            pass_completions=stats.get("completions", 0),
            throw_completions=stats.get("throw_completions", 0),
            deflections=stats.get("deflections", 0),
            interceptions=stats.get("interceptions", 0),
            casualties_caused=stats.get("casualties_caused", 0),
            casualty=casualty,
            lasting_injury=(stats["injury"].get("lasting_injury") or "") if casualty == "lasting_injury" else "",
            ejected=bool(stats.get("ejected")),
        ))
    _clamp_casualties_caused(lines, team_of)
    return ReportData(outcome=result, finish=finish, scorer_id=scorer_id, lines=lines)


def _clamp_casualties_caused(lines: list[LineData], team_of: dict) -> None:
    """SPP-earning casualties never exceed the opposing casualties on the report (§7.3.2): a journeyman
    hurt without a roster row (no free shirt number) has no line, so his casualty earns no SPP here."""
    for team in set(team_of.values()):
        suffered = sum(1 for ln in lines if ln.casualty and team_of[ln.player_id] != team)
        for ln in sorted((ln for ln in lines if team_of[ln.player_id] == team and ln.casualties_caused),
                         key=lambda ln: ln.player_id):
            ln.casualties_caused = min(ln.casualties_caused, suffered)
            suffered -= ln.casualties_caused


def open_state(fixture: Fixture) -> str:
    """The season state in which a fixture is played: play-offs in the Play-off Season (§8.8)."""
    return Season.State.PLAYOFFS if fixture.kind == Fixture.Kind.PLAYOFF else Season.State.REGULAR_SEASON


@transaction.atomic
def simulate_fixture(*, fixture_id: int, seed: str | None = None, batch_id: int | None = None,
                     bots=None) -> SimulatedMatch | None:
    """Play one fixture with the engine and file it as a confirmed report; None when it is not open.

    Safe to call twice: the fixture row is locked, its status must still be open, and the
    SimulatedMatch row is unique per fixture."""
    fixture = (
        Fixture.objects.select_for_update(of=("self",))
        .select_related("home__league", "away__league", "season__league")
        .filter(pk=fixture_id).first()
    )
    if fixture is None or fixture.status not in OPEN_STATUSES or fixture.season.state != open_state(fixture):
        return None
    if SimulatedMatch.objects.filter(fixture_id=fixture_id).exists():
        return None
    ruleset = engine.rulesets.get(fixture.season.league.ruleset)
    seed = seed or secrets.token_hex(8)
    home = build_team_sheet(team=fixture.home, fixture=fixture, side="home", ruleset=ruleset)
    away = build_team_sheet(team=fixture.away, fixture=fixture, side="away", ruleset=ruleset)
    home_bot, away_bot, label = bots if bots is not None else coaches_for(seed)
    outcome = engine.simulate(home.sheet, away.sheet, seed=seed, home_bot=home_bot, away_bot=away_bot)
    team_of = {p.id: fixture.home_id for p in home.sheet.players} | {p.id: fixture.away_id for p in away.sheet.players}
    data = report_from_outcome(outcome, home_id=fixture.home_id, away_id=fixture.away_id, team_of=team_of)
    errors = report_errors(fixture, data)
    if errors:  # the engine broke a reporting rule: a bug to fix, never a report to file
        raise ValidationError(errors)
    if not fixture_services.claim_for_report(fixture=fixture, by_team=None):
        return None
    try:
        with transaction.atomic():
            sim = SimulatedMatch.objects.create(
                fixture=fixture, batch_id=batch_id, seed=str(seed), bots=label, events=outcome.events,
                sheets={"home": sheet_summary(home.sheet), "away": sheet_summary(away.sheet)},
                turns=outcome.turns, end_reason=outcome.end_reason,
            )
            report = MatchReport.objects.create(
                fixture=fixture, outcome=data.outcome, finish=data.finish, scorer_id=data.scorer_id,
                status=MatchReport.Status.CONFIRMED, confirmed_at=timezone.now(), submitted_side="",
            )
    except IntegrityError:
        return None  # another run filed it at the same moment
    PlayerLine.objects.bulk_create(
        PlayerLine(report=report, team_id=team_of[ln.player_id], **ln.__dict__) for ln in data.lines if not ln.is_blank
    )
    sim.report = report
    sim.save(update_fields=["report"])
    touchdowns = {"home": 0, "away": 0}
    if data.finish == "touchdown" and outcome.winner:
        touchdowns[outcome.winner] = 1
    fixture_services.record_result(
        fixture=fixture, outcome=data.outcome, finish=data.finish,
        scores=(touchdowns["home"], touchdowns["away"]),
        side_data=({"casualties": report.casualties_caused(fixture.home_id)},
                   {"casualties": report.casualties_caused(fixture.away_id)}),
    )
    Fixture.objects.filter(pk=fixture.pk).update(note=f"Simulated by Dugout's match engine (seed {seed}).")
    postmatch_hook(report)
    return sim


# --- The commissioner's batches --------------------------------------------------------------------


def _open_fixtures(season: Season):
    return Fixture.objects.filter(season=season, status__in=OPEN_STATUSES).select_related("round")


def _waves(fixtures) -> list[list[int]]:
    """One wave per round number (every division's round N together); friendlies last."""
    by_round: dict[int, list[int]] = defaultdict(list)
    for fx in fixtures:
        by_round[fx.round.number if fx.round_id else 10_000].append(fx.pk)
    return [sorted(by_round[n]) for n in sorted(by_round)]


def _held_by_batches(season: Season) -> set[int]:
    """Fixtures of the season's batches that are still open and have not failed."""
    held = {fid for batch in season.simulation_batches.all() for fid in batch.fixture_ids}
    held -= set(SimulationFailure.objects.filter(batch__season=season).values_list("fixture_id", flat=True))
    return set(Fixture.objects.filter(pk__in=held, status__in=OPEN_STATUSES).values_list("pk", flat=True))


def create_batch(*, season: Season, scope: str, fixtures: list[Fixture], label: str, requested_by=None) -> SimulationBatch:
    """Record the batch and queue its first wave when the transaction commits (no permission check:
    callers check; the management command is the shell's)."""
    wrong = [fx for fx in fixtures if season.state != open_state(fx)]
    if wrong or season.state not in (Season.State.REGULAR_SEASON, Season.State.PLAYOFFS):
        raise ValidationError(
            "Fixtures are simulated during the Regular Season (§8.5), play-off matches during the Play-off Season "
            f"(§8.8); this season is in {season.get_state_display()}."
        )
    fixtures = [fx for fx in fixtures if not hasattr(fx, "simulation")]
    if not fixtures:
        raise ValidationError("Nothing to simulate: every fixture chosen has been played, reported or decided.")
    # A double click, or two commissioners at once, must not queue a second batch of the same fixtures:
    # the season row is locked, and fixtures an earlier batch still holds (not failed) are left to it.
    Season.objects.select_for_update().filter(pk=season.pk).first()
    held = _held_by_batches(season)
    fixtures = [fx for fx in fixtures if fx.pk not in held]
    if not fixtures:
        raise ValidationError("These fixtures are already being simulated; follow that simulation's progress page.")
    batch = SimulationBatch.objects.create(
        season=season, scope=scope, label=label, requested_by=requested_by, waves=_waves(fixtures)
    )
    batch_id = batch.pk
    transaction.on_commit(lambda: advance_batch(batch_id=batch_id))
    return batch


@transaction.atomic
def start_simulation(*, user, season: Season, scope: str, fixture: Fixture | None = None,
                     round_number: int | None = None) -> SimulationBatch:
    """The commissioner simulates one fixture, a round (every division's round N), or the rest of the
    regular season. Only a commissioner of the season's league may."""
    permissions.require_commissioner(user, season.league)
    if scope == SimulationBatch.Scope.FIXTURE:
        if fixture is None or fixture.season_id != season.pk:
            raise ValidationError("Choose a fixture of this season to simulate.")
        if fixture.status not in OPEN_STATUSES:
            raise ValidationError(f"{fixture} is {fixture.get_status_display().lower()}; only an unplayed fixture is simulated.")
        chosen, label = [fixture], str(fixture)
    elif scope == SimulationBatch.Scope.ROUND:
        chosen = list(_open_fixtures(season).filter(kind=Fixture.Kind.LEAGUE, round__number=round_number))
        label = f"round {round_number} of {season}"
    elif scope == SimulationBatch.Scope.SEASON:
        chosen = list(_open_fixtures(season).filter(kind=Fixture.Kind.LEAGUE))
        label = f"the rest of {season}"
    else:
        raise ValidationError(f"Simulate one fixture, a round or the rest of the season, not {scope!r}.")
    return create_batch(season=season, scope=scope, fixtures=chosen, label=label, requested_by=user.coach)


def wave_done(fixture_ids: list[int], *, batch_id: int | None = None) -> bool:
    """Every fixture resolved (by the engine or otherwise), and every simulated one post-processed;
    a fixture that failed in this batch counts as settled, so one failure does not stall the rest."""
    if batch_id is not None:
        failed = set(SimulationFailure.objects.filter(batch_id=batch_id).values_list("fixture_id", flat=True))
        fixture_ids = [fid for fid in fixture_ids if fid not in failed]
    if Fixture.objects.filter(pk__in=fixture_ids, status__in=OPEN_STATUSES).exists():
        return False
    return not SimulatedMatch.objects.filter(fixture_id__in=fixture_ids, post_match_at__isnull=True).exists()


def advance_batch(*, batch_id: int) -> bool:
    """Queue the batch's next wave if the previous one is done; True when this call queued it.

    Claimed by a conditional update on `queued_waves`, so two workers finishing together queue once."""
    from matches.tasks import simulate_fixture as simulate_task

    batch = SimulationBatch.objects.filter(pk=batch_id).first()
    if batch is None:
        return False
    k = batch.queued_waves
    if k >= len(batch.waves) or (k > 0 and not wave_done(batch.waves[k - 1], batch_id=batch_id)):
        return False
    with transaction.atomic():
        if not SimulationBatch.objects.filter(pk=batch_id, queued_waves=k).update(queued_waves=k + 1):
            return False
        for fid in batch.waves[k]:
            transaction.on_commit(lambda fid=fid: simulate_task.delay(fid, batch_id))
    return True


def record_failure(*, batch_id: int, fixture_id: int, error: str) -> SimulationFailure:
    """A batch's fixture whose task raised: kept (with the error) for the progress page and a retry."""
    failure, _ = SimulationFailure.objects.update_or_create(
        batch_id=batch_id, fixture_id=fixture_id, defaults={"error": error[:2000]})
    return failure


@transaction.atomic
def retry_failures(*, user, batch: SimulationBatch) -> int:
    """The commissioner runs the batch's failed fixtures again; returns how many were queued.

    Each failure row is deleted as its task is queued (rows locked first), so a retry posted twice
    queues each fixture once; the task itself is safe twice anyway."""
    permissions.require_commissioner(user, batch.season.league)
    failures = list(SimulationFailure.objects.select_for_update().filter(batch=batch).order_by("fixture_id"))
    if not failures:
        raise ValidationError("Nothing to retry: no fixture of this simulation has failed.")
    from matches.tasks import simulate_fixture as simulate_task

    SimulationFailure.objects.filter(pk__in=[f.pk for f in failures]).delete()
    batch_id = batch.pk
    for failure in failures:
        transaction.on_commit(lambda fid=failure.fixture_id: simulate_task.delay(fid, batch_id))
    return len(failures)


def finish_post_match(*, fixture_id: int) -> bool:
    """Run the post-match sequence for a simulated fixture now (idempotent) and mark it done.

    The report's own queued run_post_match does the same work; whichever comes second does nothing."""
    from matches.services.postmatch import run_post_match_sequence

    sim = SimulatedMatch.objects.filter(fixture_id=fixture_id, report__isnull=False, post_match_at__isnull=True).first()
    if sim is None:
        return False
    run_post_match_sequence(report_id=sim.report_id)
    return bool(SimulatedMatch.objects.filter(pk=sim.pk, post_match_at__isnull=True).update(post_match_at=timezone.now()))


def ai_advancements(*, fixture_id: int) -> int:
    """When the league says so, the AI coach spends both simulated teams' SPP on chosen Primary skills and
    closes their post-match step 3 (journeymen not signed leave, §7.4.1). Returns skills taken.

    Acts for each team's coach (the league setting is their consent); safe twice: a player takes a skill
    only while he can afford one, and step 3 is a unique row."""
    from engine.ai.advancement import next_pick
    from league.services.errors import RuleViolation
    from matches.services.postmatch.advancement import take_chosen_skill
    from matches.services.postmatch.roster import finish_roster_step

    sim = SimulatedMatch.objects.select_related("report", "fixture__season__league", "fixture__home__coach__user",
                                                "fixture__away__coach__user").filter(fixture_id=fixture_id).first()
    if sim is None or sim.report is None or not sim.fixture.season.league.option("ai_picks_advancements"):
        return 0
    ruleset = engine.rulesets.get(sim.fixture.season.league.ruleset)
    taken = 0
    for team in (sim.fixture.home, sim.fixture.away):
        coach = team.coach.user
        for player in team.roster_players().filter(journeyman=False).order_by("number"):
            while True:
                player.refresh_from_db()
                skill = next_pick(ruleset=ruleset, primary=player.position_data.primary, owned=player.skills,
                                  spp=player.spp, advancements_taken=player.advancements.count())
                if skill is None:
                    break
                try:
                    take_chosen_skill(by=coach, player=player, kind="chosen_primary", skill=skill)
                except RuleViolation:
                    break
                taken += 1
        try:
            finish_roster_step(by=coach, fixture=sim.fixture, team=team)
        except RuleViolation:
            pass  # already finished, or the post-match sequence has not run: nothing more to do here
    return taken

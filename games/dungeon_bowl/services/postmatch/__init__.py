"""The post-match sequence (§7) for a fixture: each automatic step for each team, exactly once.

A confirmed report's automatic steps, for both teams, are applied in one transaction (DESIGN "The life of
a fixture" 4) that first claims each (fixture, team, step) with its unique PostMatchStep row, in one
statement. A step whose row exists was applied and committed; a run that finds it skips it; two runs at
once serialise on the unique index and the second skips; a worker killed mid-sequence rolls it all back
(rows included), and the next run applies it in full, rolling the same dice (seeded from the fixture, team
and step). A run that finds some steps done (applied one step at a time, `run_step`) applies the others.
Step 3 is the coach's (advancement.py, roster.py).

The steps change the locked players in memory and collect their rows (context.Writes); the run writes
them at its end, one statement per table (issue #21, docs/performance.md). Several reports run the same way
in one transaction (`run_reports`; batch.py runs the outbox's waiting jobs so), one statement per table for
all of them; a single report is a run of one.

A played fixture runs from its confirmed report; a fixture conceded before its deadline (§8.5) has no
report: its winner only draws the MVP awards due, and both teams' values are recomputed.
"""

from __future__ import annotations

import os
import time
from collections import Counter

from django.db import DatabaseError, connection, transaction
from django.db.models import prefetch_related_objects
from django.utils import timezone

from engine import rulesets
from engine.dice import Dice
from games.dungeon_bowl.exhibition import is_exhibition
from games.dungeon_bowl.models import MatchReport, PostMatchStep
from games.dungeon_bowl.services.postmatch.bulk import update_rows
from games.dungeon_bowl.services.postmatch.context import StepContext, Writes, lock_players
from games.dungeon_bowl.services.postmatch.dice import RollRecorder, step_seed
from games.dungeon_bowl.services.postmatch.result import apply_result
from games.dungeon_bowl.services.postmatch.spp import advancement_counts, apply_spp
from games.dungeon_bowl.services.postmatch.value import apply_team_value, reroll_counts
from league.games import fixture_unplayed
from league.models import Fixture, Team

Step = PostMatchStep.Step
AUTOMATIC_STEPS = (
    (Step.RESULT, apply_result),
    (Step.ADVANCEMENT, apply_spp),
    (Step.TEAM_VALUE, apply_team_value),
)
# Test-only: "<step>:<seconds>" makes the worker sleep inside the run's transaction, after that step's work
# and before the commit, so an integration test can kill the worker at a known point.
PAUSE_ENV = "DUGOUT_TEST_POSTMATCH_PAUSE"


def _pause_for_tests(step: str) -> None:
    wanted = os.environ.get(PAUSE_ENV, "")
    if wanted and wanted.split(":")[0] == step:
        time.sleep(float(wanted.split(":")[1]))


def run_step(*, fixture: Fixture, team: Team, step: str, apply, report: MatchReport | None = None,
             dice: Dice | None = None, earlier: dict | None = None, **kwargs) -> PostMatchStep | None:
    """Apply one step for one team in a transaction of its own, unless it has been applied. Returns the new
    row, or None.

    `earlier`: this team's steps already applied for the fixture (step -> summary), when the caller knows
    them; read here otherwise."""
    with transaction.atomic():
        claimed = _claim(fixture=fixture, report=report, wanted=[(team.pk, step)])
        row = claimed.get((team.pk, step))
        if row is None:
            return None  # applied (and committed) by an earlier or concurrent run
        if earlier is None:
            earlier = dict(PostMatchStep.objects.filter(fixture=fixture, team=team).exclude(pk=row.pk)
                           .values_list("step", "summary"))
        writes = Writes()
        row.summary = _apply(fixture=fixture, report=report, team=team, step=step, apply=apply, dice=dice,
                             earlier=earlier, writes=writes, **kwargs)
        writes.flush()
        row.save(update_fields=["summary"])
        _pause_for_tests(step)
        return row


def _apply(*, fixture: Fixture, report: MatchReport | None, team: Team, step: str, apply, writes: Writes,
           earlier: dict, dice: Dice | None = None, **kwargs) -> dict:
    """One step's work: its summary returned, its changes added to `writes`."""
    dice = dice if dice is not None else Dice(step_seed(fixture_id=fixture.pk, team_id=team.pk, step=step))
    recorder = RollRecorder(dice, fixture_id=fixture.pk, team_id=team.pk, step=step)
    ctx = StepContext(fixture=fixture, report=report, team=team, recorder=recorder, earlier=earlier, writes=writes,
                      **{name: kwargs.pop(name) for name in ("players", "advancements", "rerolls") if name in kwargs})
    summary = apply(ctx, **kwargs)
    writes.rolls += recorder.rows()
    return summary


def _claim(*, fixture: Fixture, report: MatchReport | None, wanted: list[tuple[int, str]]) -> dict[tuple[int, str], PostMatchStep]:
    """The steps' unique rows (team, step) inserted in this transaction, by (team, step); a step whose row
    exists is left out. See `_claim_many`."""
    claimed = _claim_many([(fixture, report, team_id, step) for team_id, step in wanted])
    return {(team_id, step): row for (_fixture_id, team_id, step), row in claimed.items()}


def _claim_many(wanted: list[tuple[Fixture, MatchReport | None, int, str]]) -> dict[tuple[int, int, str], PostMatchStep]:
    """The steps' unique rows (fixture, team, step) inserted in this transaction, by (fixture id, team id,
    step); a step whose row exists is left out. One statement (INSERT ... ON CONFLICT DO NOTHING): a run that
    meets a concurrent one's row waits for it to commit or roll back, as the unique index makes it, and no
    savepoint is needed to survive the conflict. Every run lists the steps in the same order (fixture id, then
    home before away, then the steps' order), so two runs wait, never deadlock."""
    if not wanted:
        return {}  # "VALUES" with no row is not SQL
    fields = {f.name: f for f in PostMatchStep._meta.concrete_fields}
    now = timezone.now()
    empty = fields["summary"].get_db_prep_value({}, connection)
    done_at = fields["done_at"].get_db_prep_value(now, connection)
    values = []
    for fixture, report, team_id, step in wanted:
        values += [fixture.pk, report.pk if report is not None else None, team_id, step, empty, done_at]
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {PostMatchStep._meta.db_table} (fixture_id, report_id, team_id, step, summary, done_at) "
            f"VALUES {', '.join(['(%s, %s, %s, %s, %s, %s)'] * len(wanted))} "
            "ON CONFLICT (fixture_id, team_id, step) DO NOTHING RETURNING id, fixture_id, team_id, step",
            values)
        inserted = cursor.fetchall()
    by_fixture = {fixture.pk: (fixture, report) for fixture, report, _team_id, _step in wanted}
    return {
        (fixture_id, team_id, step): PostMatchStep(pk=pk, fixture=by_fixture[fixture_id][0], report=by_fixture[fixture_id][1],
                                                   team_id=team_id, step=step, summary={}, done_at=now)
        for pk, fixture_id, team_id, step in inserted
    }


def read_reports(report_ids) -> list[MatchReport]:
    """The reports still to process among `report_ids` (confirmed, not processed, not an exhibition's), in
    fixture order, each with its fixture, season, league, teams and lines: two statements however many."""
    reports = list(
        MatchReport.objects.select_related("fixture__season__league", "fixture__home", "fixture__away")
        .prefetch_related("lines")
        # A processed report has every step committed (marked in their transaction): one statement says so.
        # A simulated fixture's report is processed by its simulation, then again by its queued job.
        .filter(pk__in=list(report_ids), status=MatchReport.Status.CONFIRMED, processed_at__isnull=True)
        .order_by("fixture_id")
    )
    wanted = []
    for report in reports:
        league = report.fixture.season.league
        for team in (report.fixture.home, report.fixture.away):
            if team.league_id == league.pk:  # the teams' league is the season's: joined once, not three times
                team.league = league
        if not is_exhibition(report.fixture.home.league):  # §7.1, §9.7: no post-match sequence
            wanted.append(report)
    return wanted


def run_post_match_sequence(*, report_id: int) -> bool:
    """Every automatic step for both teams of a confirmed report, in one transaction; True when this call
    applied one.

    Friendlies run it too (§8.7: no MVP, no league points, otherwise like a league match)."""
    reports = read_reports([report_id])
    if not reports:
        return False
    try:
        with transaction.atomic():
            applied = run_reports(reports)
    except ReportFailed as failed:
        raise failed.errors[report_id] from None  # alone, the report's own error, as it was raised
    return bool(applied)


class ReportFailed(Exception):
    """A step raised for some reports of a run (`errors`: report id -> exception); the run's transaction is
    rolled back by this exception, and the other reports can run again without them (batch.py)."""

    def __init__(self, errors: dict[int, Exception]):
        super().__init__(f"post-match failed for reports {sorted(errors)}")
        self.errors = errors


def run_reports(reports: list[MatchReport]) -> list[int]:
    """Every automatic step for both teams of each report (`read_reports`; no two of them may share a team), in
    the caller's transaction, with one statement per table for all of them; returns the ids of the reports
    for which this call applied a step. Every report is marked processed with its steps.

    A step that raises does not stop the others: every report is tried, then `ReportFailed` names the ones
    that failed (the caller's transaction must roll back: the failed reports' steps are claimed in it)."""
    claimed = _claim_many([(report.fixture, report, team.pk, step) for report in sorted(reports, key=lambda r: r.fixture_id)
                           for team in (report.fixture.home, report.fixture.away) for step, _apply in AUTOMATIC_STEPS])
    applied = {fixture_id for fixture_id, _team, _step in claimed}
    if applied:
        _apply_claimed([report for report in reports if report.fixture_id in applied], claimed)
    # Marked processed with their steps (a conditional update: set once).
    MatchReport.objects.filter(pk__in=[r.pk for r in reports], processed_at__isnull=True).update(processed_at=timezone.now())
    return [report.pk for report in reports if report.fixture_id in applied]


def _apply_claimed(reports: list[MatchReport], claimed: dict) -> None:
    """Apply the claimed steps, each team's in order, reading ahead for every team what they need (their
    players, locked; advancements taken; re-rolls) and writing it all at the end."""
    steps_per_report = 2 * len(AUTOMATIC_STEPS)
    done: dict[tuple[int, int], dict] = {}  # (fixture, team) -> steps an earlier run applied: their summaries
    claimed_per_fixture = Counter(fixture_id for fixture_id, _team, _step in claimed)
    partial = [r.fixture_id for r in reports if claimed_per_fixture[r.fixture_id] < steps_per_report]
    if partial:
        for fixture_id, team_id, step, summary in (PostMatchStep.objects.filter(fixture__in=partial)
                                                   .exclude(pk__in=[row.pk for row in claimed.values()])
                                                   .values_list("fixture", "team", "step", "summary")):
            done.setdefault((fixture_id, team_id), {})[step] = summary
    teams = [team for report in reports for team in (report.fixture.home, report.fixture.away)]
    steps = {step for _fixture, _team, step in claimed}
    players = lock_players(sorted({team.pk for team in teams}))
    if Step.ADVANCEMENT in steps:  # the sponsors (Air Oberwald, §11.2) of every team, one statement
        prefetch_related_objects(teams, "dungeon_bowl_sponsor")
    advancements = advancement_counts(players) if Step.ADVANCEMENT in steps else None
    rerolls = reroll_counts(players) if Step.TEAM_VALUE in steps else {}
    writes = Writes()
    errors: dict[int, Exception] = {}
    for report in reports:
        fixture = report.fixture
        try:
            for team in (fixture.home, fixture.away):
                earlier = done.get((fixture.pk, team.pk), {})
                for step, apply in AUTOMATIC_STEPS:
                    row = claimed.get((fixture.pk, team.pk, step))
                    if row is None:
                        continue  # applied by an earlier run
                    row.summary = _apply(fixture=fixture, report=report, team=team, step=step, apply=apply,
                                         earlier=dict(earlier), writes=writes, players=players[team.pk],
                                         advancements=advancements, rerolls=rerolls.get(team.pk))
                    earlier[step] = row.summary
                    _pause_for_tests(step)
        except DatabaseError:
            raise  # the transaction is broken: no other report can go on in it (batch.py runs each alone)
        except Exception as exc:  # noqa: BLE001 - any step's failure is this report's; the others go on
            errors[report.pk] = exc
    if errors:
        raise ReportFailed(errors)
    writes.flush()
    update_rows(PostMatchStep, claimed.values(), ["summary"])


def conceded_unplayed(queryset=None):
    """Fixtures conceded before their deadline (§8.5) whose winner has MVP awards due: not a friendly (§8.7),
    in a league whose game hands out awards for a concession (Ruleset.concession_mvp_awards)."""
    queryset = Fixture.objects.all() if queryset is None else queryset
    games = [key for key in rulesets.names() if rulesets.get(key).concession_mvp_awards]
    return queryset.filter(status=Fixture.Status.UNPLAYED, finish=Fixture.Finish.CONCESSION,
                           season__league__ruleset__in=games).exclude(kind=Fixture.Kind.FRIENDLY)


def run_forfeit_sequence(*, fixture_id: int) -> bool:
    """The winner of a fixture conceded before its deadline draws its MVP awards (§8.5); the
    winnings were paid when the round closed. Then both teams' TV/CTV are recorded."""
    fixture = conceded_unplayed(Fixture.objects.select_related("home__league", "away__league")).filter(pk=fixture_id).first()
    if fixture is None:
        return False
    winner = fixture.home if fixture.outcome == Fixture.Outcome.HOME_WIN else fixture.away
    applied = run_step(fixture=fixture, team=winner, step=Step.ADVANCEMENT, apply=apply_spp) is not None
    for team in (fixture.home, fixture.away):
        apply = _release_missed_game_then_value if team == winner else apply_team_value
        applied |= run_step(fixture=fixture, team=team, step=Step.TEAM_VALUE, apply=apply) is not None
    return applied


def _release_missed_game_then_value(ctx) -> dict:
    """§7.5: the conceded fixture was the winner's next match, so its MNG players sat it out (the MVPs
    were drawn without them, above) and are back for the one after. The conceding team's MNG players
    were released when the round closed (games/dungeon_bowl/teams/missed_games.py)."""
    fixture_unplayed.send(sender=Fixture, fixture=ctx.fixture, team_ids=[ctx.team.pk])  # its MNG players sat it out
    return apply_team_value(ctx)

"""Dungeon Bowl's fixtures played by the match engine: it plays a fixture from a seed and files a confirmed report.

`simulate_fixture` claims the fixture (a conditional update on its status, backed by the unique
SimulatedMatch row), builds both team sheets from the rosters, runs `engine.simulate`, stores the
seed and the event log, and files the result as a confirmed report with per-player lines from
MatchOutcome.players, so the post-match sequence (§7) runs exactly as for a played match.

The core's simulations (matches/services/simulation.py: the commissioner's batches, one task per fixture,
rounds in order) call `play` through the Simulator this app registers (matches/hooks.py).
"""

from __future__ import annotations

import secrets

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import prefetch_related_objects
from django.utils import timezone

import engine
import engine.rulesets
from engine.ai.advancement import next_pick
from engine.match.dungeon import generate
from games.dungeon_bowl.models import MatchReport, PlayerLine, SimulatedMatch
from games.dungeon_bowl.services.multiplayer import simulate_multiplayer_fixture
from games.dungeon_bowl.services.postmatch import run_post_match_sequence
from games.dungeon_bowl.services.postmatch.advancement import take_chosen_skill
from games.dungeon_bowl.services.postmatch.roster import finish_roster_step
from games.dungeon_bowl.services.reports import LineData, ReportData, postmatch_hook, report_errors
from games.dungeon_bowl.services.team_sheets import build_team_sheet, sheet_summary
from league.models import Fixture, FixtureSide, League
from league.services import fixtures as fixture_services
from league.services.errors import RuleViolation
from matches.models.simulation import OPEN_STATUSES
from matches.services.simulation import open_state

CASUALTIES = {"badly_hurt", "seriously_hurt", "serious_injury", "lasting_injury", "dead"}


def coaches_for(league, seed) -> tuple[object, object, str]:
    """The two bots that coach a simulated match, each with its own seeded generator: the league's "AI
    opponent" (scripted unless the commissioner chose the search coach), and their label for the record."""
    return league.rules.ai_coaches(league.options, seed)


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


@transaction.atomic
def simulate_fixture(*, fixture_id: int, seed: str | None = None, batch_id: int | None = None,
                     bots=None, post_match: bool = False) -> SimulatedMatch | None:
    """Play one fixture with the engine and file it as a confirmed report; None when it is not open.

    `post_match`: the report's post-match sequence runs in this transaction too (the core's simulations,
    `play`), so the fixture is filed and post-processed at once, or not at all, and no job is queued for it
    (there is nothing left for a safety net to do). Otherwise the sequence is queued as for a coach's report.

    Safe to call twice: the fixture row is locked, its status must still be open, and the
    SimulatedMatch row is unique per fixture."""
    if FixtureSide.objects.filter(fixture_id=fixture_id).count() > 2:  # §10.1: three or four teams
        return simulate_multiplayer_fixture(fixture_id=fixture_id, seed=seed, batch_id=batch_id)
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
    prefetch_related_objects([fixture.home, fixture.away], "dungeon_bowl_sponsor")  # both sheets' sponsors at once
    home = build_team_sheet(team=fixture.home, fixture=fixture, side="home", ruleset=ruleset)
    away = build_team_sheet(team=fixture.away, fixture=fixture, side="away", ruleset=ruleset)
    home_bot, away_bot, label = bots if bots is not None else coaches_for(fixture.season.league, seed)
    dungeon = generate(seed, death_match_tiles=True) if fixture.season.league.option("death_match_tiles") else None
    outcome = engine.simulate(home.sheet, away.sheet, seed=seed, home_bot=home_bot, away_bot=away_bot,
                              dungeon=dungeon)  # None: the ordinary random dungeon of the seed
    team_of = {p.id: fixture.home_id for p in home.sheet.players} | {p.id: fixture.away_id for p in away.sheet.players}
    data = report_from_outcome(outcome, home_id=fixture.home_id, away_id=fixture.away_id, team_of=team_of)
    errors = report_errors(fixture, data)
    if errors:  # the engine broke a reporting rule: a bug to fix, never a report to file
        raise ValidationError(errors)
    if not fixture_services.claim_for_report(fixture=fixture, by_team=None):
        return None
    try:
        with transaction.atomic():
            report = MatchReport.objects.create(
                fixture=fixture, outcome=data.outcome, finish=data.finish, scorer_id=data.scorer_id,
                status=MatchReport.Status.CONFIRMED, confirmed_at=timezone.now(), submitted_side="",
            )
            sim = SimulatedMatch.objects.create(
                fixture=fixture, report=report, batch_id=batch_id, seed=str(seed), bots=label, events=outcome.events,
                sheets={"home": sheet_summary(home.sheet), "away": sheet_summary(away.sheet)},
                turns=outcome.turns, end_reason=outcome.end_reason,
            )
    except IntegrityError:
        return None  # another run filed it at the same moment
    lines = PlayerLine.objects.bulk_create(
        PlayerLine(report=report, team_id=team_of[ln.player_id], **ln.__dict__) for ln in data.lines if not ln.is_blank
    )
    touchdowns = {"home": 0, "away": 0}
    if data.finish == "touchdown" and outcome.winner:
        touchdowns[outcome.winner] = 1
    caused = {team_id: sum(ln.casualties_caused for ln in lines if ln.team_id == team_id)
              for team_id in (fixture.home_id, fixture.away_id)}  # report.casualties_caused, without reading them back
    fixture_services.record_result(
        fixture=fixture, outcome=data.outcome, finish=data.finish,
        scores=(touchdowns["home"], touchdowns["away"]),
        side_data=({"casualties": caused[fixture.home_id]}, {"casualties": caused[fixture.away_id]}),
    )
    Fixture.objects.filter(pk=fixture.pk).update(note=f"Simulated by Dugout's match engine (seed {seed}).")
    if post_match:
        run_post_match_sequence(report_id=report.pk)
        sim.post_match_at = timezone.now()
        SimulatedMatch.objects.filter(pk=sim.pk).update(post_match_at=sim.post_match_at)
    else:
        postmatch_hook(report)
    return sim


def finish_post_match(*, fixture_id: int) -> bool:
    """Run the post-match sequence for a simulated fixture now (idempotent) and mark it done.

    The report's own queued run_post_match does the same work; whichever comes second does nothing."""
    sim = (SimulatedMatch.objects.filter(fixture_id=fixture_id, report__isnull=False, post_match_at__isnull=True)
           .only("pk", "report_id").first())  # not the 100 KB event log
    if sim is None:
        return False
    run_post_match_sequence(report_id=sim.report_id)
    return bool(SimulatedMatch.objects.filter(pk=sim.pk, post_match_at__isnull=True).update(post_match_at=timezone.now()))


def ai_advancements(*, fixture_id: int) -> int:
    """When the league says so, the AI coach spends both simulated teams' SPP on chosen Primary skills and
    closes their post-match step 3 (journeymen not signed leave, §7.4.1). Returns skills taken.

    Acts for each team's coach (the league setting is their consent); safe twice: a player takes a skill
    only while he can afford one, and step 3 is a unique row."""
    league = League.objects.filter(seasons__fixtures__pk=fixture_id).first()
    if league is None or not league.option("ai_picks_advancements"):
        return 0  # the league's option is read first: most leagues leave it off
    sim = (SimulatedMatch.objects.select_related("report", "fixture__season__league", "fixture__home__coach__user",
                                                 "fixture__away__coach__user").defer("events", "sheets")
           .filter(fixture_id=fixture_id).first())  # not the 100 KB event log
    if sim is None or sim.report is None:
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


def play(*, fixture_id: int, batch_id: int | None = None) -> bool:
    """The core's simulations ask this (matches/hooks.py Simulator): play the fixture and run its post-match
    sequence in the same transaction (no queued run_post_match), so the next round's team sheets see this
    round's injuries and MNG before the batch queues it, then let the AI spend SPP where the league says so."""
    sim = simulate_fixture(fixture_id=fixture_id, batch_id=batch_id, post_match=True)
    if sim is None or sim.post_match_at is None:  # an earlier run's fixture, or a match of three or four teams
        finish_post_match(fixture_id=fixture_id)
    ai_advancements(fixture_id=fixture_id)
    return sim is not None


def unsettled(fixture_ids) -> set[int]:
    """Simulated fixtures whose post-match sequence has not run yet."""
    return set(SimulatedMatch.objects.filter(fixture_id__in=list(fixture_ids), post_match_at__isnull=True)
               .values_list("fixture_id", flat=True))

"""Reads for Dungeon Bowl's fixture page: the match report with its player lines, the pre-match sheet."""

from __future__ import annotations

from games.dungeon_bowl.models import MatchReport, SimulatedMatch
from games.dungeon_bowl.services import multiplayer as multiplayer_services
from league.models import Fixture, Season
from matches.models.simulation import OPEN_STATUSES


def fixture_page(fx: Fixture, user) -> dict:
    report = (
        MatchReport.objects.filter(fixture=fx)
        .select_related("scorer", "conceded_by", "submitted_by__user", "confirmed_by__user", "disputed_by__user")
        .prefetch_related("lines__player")
        .first()
    )
    side = fx.coach_side(user)
    is_commissioner = fx.season.league.is_commissioner(user)
    # Play-off matches are reported in the Play-off Season (§8.8), every other fixture in the Regular Season (§8.5).
    open_state = Season.State.PLAYOFFS if fx.kind == Fixture.Kind.PLAYOFF else Season.State.REGULAR_SEASON
    reporting_open = fx.season.state == open_state
    can_report = report is None and reporting_open and (
        (side is not None and fx.status == Fixture.Status.SCHEDULED)
        or (is_commissioner and fx.status in (Fixture.Status.SCHEDULED, Fixture.Status.AWAITING_COMMISSIONER))
    )
    multiplayer = multiplayer_part(fx)  # §10.1: three or four teams, reported with placings
    if multiplayer:
        can_report = False
    is_opponent = bool(report and side is not None and side != report.submitted_side)
    lines_by_team = []
    if report:
        lines = list(report.lines.all())
        for team in (fx.home, fx.away):
            lines_by_team.append((team, [ln for ln in lines if ln.team_id == team.pk]))
    return {
        "multiplayer": multiplayer,
        "fixture": fx,
        "report": report,
        "lines_by_team": lines_by_team,
        "side": side,
        "is_commissioner": is_commissioner,
        "can_report": can_report,
        "reporting_open": reporting_open,
        "can_confirm": bool(report and report.status == MatchReport.Status.PENDING and (is_opponent or is_commissioner)),
        "can_dispute": bool(report and report.status == MatchReport.Status.PENDING and is_opponent),
        "can_decide": bool(report and report.status != MatchReport.Status.CONFIRMED and is_commissioner),
        "server_rolls": list(fx.server_rolls.all()),
        # §8.5: a coach may concede an unplayed league fixture before its round closes.
        "concede_team": (
            (fx.home if side == "home" else fx.away)
            if side and fx.kind == Fixture.Kind.LEAGUE and fx.status == Fixture.Status.SCHEDULED
            and not fx.conceded_by_id and fx.round and not fx.round.is_closed
            else None
        ),
        "sheet": getattr(fx, "prematch_sheet", None),
    }


def multiplayer_part(fx: Fixture) -> dict | None:
    """A multi-player fixture's sides with their placings and its simulated event log in words; None for two teams."""
    sides = multiplayer_services.sides_of(fx)
    if len(sides) <= 2:
        return None
    sim = SimulatedMatch.objects.filter(fixture=fx).first()
    return {
        "sides": sorted(sides, key=lambda s: (s.data.get("placing") or 99, s.slot)),
        "simulation": sim,
        "log": multiplayer_services.event_lines(sim.events, sim.sheets) if sim else [],
        "open": fx.status in OPEN_STATUSES,
    }

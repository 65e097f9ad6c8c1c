"""Invariants of a classic match after every step (the fuzz test's checks), beside the shared board checks."""

from __future__ import annotations

from engine.match.invariants import InvariantBroken
from engine.match.invariants import check as check_board
from engine.match.state import FIELD
from engine.rulesets.blood_bowl_2016.tables import TURNS_PER_HALF


def check(match) -> None:
    if match.over:
        return  # a finished match may stop with the ball anywhere (a concession)
    if match.ball_in_air >= 0 or match.phase == "blitz":
        if match.carrier is not None or match.ball_sq >= 0:
            raise InvariantBroken("the ball is in the air and on the pitch at once")
        match.ball_sq = 0 if match.occ[0] < 0 else next(s for s in range(match.d.size) if match.occ[s] < 0)
        try:
            check_board(match)
        finally:
            match.ball_sq = -1
    else:
        check_board(match)
    for team in (0, 1):
        on = [p for p in match.team_players[team] if p.where == FIELD]
        if len(on) > 11:
            raise InvariantBroken(f"{len(on)} players of one team on the pitch (§2: 11 at most)")
        if not 0 <= match.half_turns[team] <= TURNS_PER_HALF:
            raise InvariantBroken(f"Turn marker {match.half_turns[team]} off the track (§6.2)")
        if match.teams[team].rerolls < 0:
            raise InvariantBroken("negative team re-rolls")
    if match.half not in (1, 2, 3):
        raise InvariantBroken(f"half {match.half}")

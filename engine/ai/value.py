"""A learned value of a Dungeon Bowl board (issue 22, the twelfth pass): the chance that the team to play wins
the match from here if scripted coaches play it out, by a logistic regression on the hand-set `evaluate` and
features of the board.

The search coach's futures stop after two team turns and are valued by `evaluate`, whose weights were set by hand.
This value is fitted on the boards where those futures stop, not on the boards the script reaches (the ninth pass's
fit): bench/train_value.py plays search-v-scripted matches, plays each future that stops short on to the end, and
fits the result on the board where the future stopped, `evaluate`'s own verdict one of the inputs
(engine/ai/value_weights.py holds the weights). On such boards of matches it was not fitted on, it predicts the
result better than `evaluate` does (docs/ai.md, "The twelfth pass").

Pure and deterministic: features are read from the board, the weights are constants.
"""

from __future__ import annotations

import math
from operator import mul

from engine.match.core import DEFAULT_TURN_CAP
from engine.match.state import FIELD

FEATURES = (
    "bias", "phase", "late", "margin", "margin_late", "margin_late2",
    "carrier_us", "carrier_them", "progress_us", "progress_them", "reach_us", "reach_them",
    "marked_us", "marked_them", "progress_us_late", "progress_them_late",
    "loose", "race", "chest", "chest_race",
    "standing_us", "standing_them", "down_us", "down_them",
    "rerolls_us", "rerolls_them", "escorts_us", "escorts_them", "blitzable_them", "threatened_us",
)


def features(m, team: int, judge) -> list[float]:
    """The board from `team`'s side (`judge`: a ScriptedCoach, for its distances and its in-reach test)."""
    from engine.ai.search import LATE, in_reach, time_limit_margin  # (search imports this module)

    limit = m.turn_limit if m.turn_limit is not None else DEFAULT_TURN_CAP
    left = sum(max(0, limit - ts.turns_played) for ts in m.teams)
    phase = left / (2 * limit)
    late = max(0, LATE - left) / LATE
    margin = time_limit_margin(m, team)
    f = [1.0, phase, late, margin, margin * late, margin * late * late]
    carrier = m.carrier
    c_us = c_them = prog_us = prog_them = reach_us = reach_them = mk_us = mk_them = 0.0
    if carrier is not None:
        ez = judge.ez_distances(m, carrier.team)
        progress = max(0, 20 - ez[carrier.sq]) / 20
        marked = min(3, m.count_marking(carrier.sq, carrier.team)) / 3
        reach = 1.0 if in_reach(m, judge) else 0.0
        if carrier.team == team:
            c_us, prog_us, reach_us, mk_us = 1.0, progress, reach, marked
        else:
            c_them, prog_them, reach_them, mk_them = 1.0, progress, reach, marked
    f += [c_us, c_them, prog_us, prog_them, reach_us, reach_them, mk_us, mk_them, prog_us * late, prog_them * late]
    loose = race = chest = chest_race = 0.0
    if carrier is None and (m.ball_sq >= 0 or m.chest_squares()):
        target = [m.ball_sq] if m.ball_sq >= 0 else list(m.chest_squares())
        dist = judge.distances(m, target)
        near = [20, 20]
        for p in m.players:
            if p.team in (0, 1) and p.where == FIELD and p.status == "standing" and dist[p.sq] < near[p.team]:
                near[p.team] = dist[p.sq]
        gap = max(-5, min(5, near[1 - team] - near[team])) / 5
        if m.ball_sq >= 0:
            loose, race = 1.0, gap
        else:
            chest, chest_race = 1.0, gap
    f += [loose, race, chest, chest_race]
    counts = [0, 0, 0, 0]  # standing us, standing them, down us, down them
    for p in m.players:
        if p.team not in (0, 1) or p.where != FIELD:
            continue  # the Werewolf plays for nobody
        counts[(0 if p.status == "standing" else 2) + (0 if p.team == team else 1)] += 1
    f += [c / 10 for c in counts]
    # The team rerolls left (§6.1), the carrier's escort (team-mates standing next to it: assists, a cage), and
    # whether a standing player could reach the opposing carrier this team turn (ours: a Blitz now) or the next
    # (theirs, on our carrier): by the walls, MA + 2 Rushes, players in the way not counted.
    f += [m.teams[team].rerolls / 3, m.teams[1 - team].rerolls / 3]
    escorts = [0.0, 0.0]
    blitz = [0.0, 0.0]
    if carrier is not None:
        side = 0 if carrier.team == team else 1
        adjacent = set(m.d.adj[carrier.sq])
        dist = judge.distances(m, [carrier.sq])
        for p in m.players:
            if p.where != FIELD or p.status != "standing" or p.team not in (0, 1):
                continue
            if p.team == carrier.team and p is not carrier and p.sq in adjacent:
                escorts[side] += 1
            elif p.team != carrier.team and dist[p.sq] <= p.ma + 2:
                blitz[side] = 1.0
    f += [min(3, escorts[0]) / 3, min(3, escorts[1]) / 3, blitz[1], blitz[0]]
    return f


def win_chance(m, team: int, judge, hand: float, weights) -> float:
    """The chance `team` wins from this board (a draw counts half). `hand`: `evaluate` of the board from the side of
    the team to play; `weights`: the bias, `hand`'s weight (per 1,000 points) and one per FEATURES after the bias.
    The fit was made from the side of the team to play; for the other team, one less that team's chance."""
    side = m.active
    z = weights[0] + weights[1] * hand / 1000 + sum(map(mul, weights[2:], features(m, side, judge)[1:]))
    p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
    return p if side == team else 1 - p

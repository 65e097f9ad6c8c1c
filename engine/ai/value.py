"""A fitted evaluation for the search coach in Dungeon Bowl (issue 22, the ninth pass): the worth of a future's
end as the chance that the team to play wins, learnt from the scripted coaches' own matches.

The search's futures end as the searching team's turn starts, and from there the match would be played on, in
effect, by the same scripted coaches on both sides; so a board's worth is what those coaches make of it. `features`
reads the board at the start of a team turn from the side of the team to play: who holds the ball and the
carrier's squares to its End Zone (by the walls, in bands, and the detour round the pieces), whether it can run in
this team turn (`in_reach`, the script's own test), the opponents marking it and the nearest one's distance, a
loose ball's (or the Chests') distance to the nearest standing player of each side, players standing, down and
out each side, team re-rolls left, the time limit's margin (§6.16) as it nears, and the rosters' worth. In Dungeon
Bowl the first touchdown ends the match (§6.15), so the score is 0-0 at every team turn's start and is no feature.

`bench/fit_evaluation.py` plays scripted v scripted matches on seeds apart from the ladder's (`fit-<i>`), records
the features at every team turn's start and the result for the team to play, fits a logistic regression and writes
its weights below (between the markers). `win_probability` is that fit; `engine.ai.search.fitted_value` turns it
into the search's scale. Pure and deterministic: the weights are constants.
"""

from __future__ import annotations

import math

from engine.ai.coach import UNREACHABLE
from engine.match.core import DEFAULT_TURN_CAP
from engine.match.state import CAS_BOX, FIELD, KO_BOX, SENT_OFF, STANDING

# The carrier's squares to its End Zone by the walls, in bands: <= 3, 4-6, 7-9, 10-12, 13-15, 16-19 (20 or more: the
# band of "hold" alone). Bands, not a line: the worth of the ball is far from linear in its distance (the eighth pass
# found 0.97 of a touchdown at 3 squares and nothing from 17 on in Blood Bowl 2016).
BANDS = (3, 6, 9, 12, 15, 19)
DETOUR_CAP = 6  # squares round the pieces beyond the way by the walls (a way shut counts as DETOUR_CAP)
CHASER_CAP = 8  # the nearest opponent's steps to the carrier, read up to this
RACE_CAP = 10  # a loose ball's steps to the nearest standing player of a side, read up to this
LATE = 16  # team turns left (both teams) from which the time limit's margin counts (engine.ai.search.LATE)
TURNS = 2 * DEFAULT_TURN_CAP  # team turns both teams play before the time limit (§6.16), to scale the time left

_SIDE = ("hold",) + tuple(f"ez{b}" for b in BANDS) + ("detour", "reach", "reach_marked", "marked", "chaser")
NAMES = (("bias",) + _SIDE + tuple(f"{n}_them" for n in _SIDE)
         + ("loose", "loose_us", "loose_them", "chest", "chest_us", "chest_them",
            "standing", "standing_them", "down", "down_them", "out", "out_them", "rerolls", "rerolls_them",
            "late_margin", "late_margin2", "time_left", "strength"))
INDEX = {name: i for i, name in enumerate(NAMES)}

# -- fitted (bench/fit_evaluation.py --write) ---------------------------------------------------------------------
# bench/fit_evaluation.py, 5000 matches fit-0..fit-4999 (242640 team turns), the first four fifths
WEIGHTS = (
    0.1355, 0.2794, 1.7821, 1.0491, 0.9604, 0.8290, 0.5778, 0.2418, -1.0022, 1.8238, 0.1298, 0.0355, 0.1692,
    -0.0713, -1.5918, -0.8800, -0.8925, -0.7680, -0.5386, -0.2561, 0.6923, -0.8256, 0.2133, -0.0117, -0.4527,
    -0.0807, 0.2427, -0.2300, -0.1275, 0.0736, -0.1675, 2.4736, -2.5780, 1.9128, -2.0487, -0.7748, 0.7600, 0.0431,
    -0.0071, 8.1757, -4.1777, 0.1666, 0.2893,
)
TD_WEIGHTS = (
    0.1402, 0.6797, 1.1874, 0.4081, 0.2037, 0.1893, 0.1458, 0.0621, -0.9573, 2.1679, 0.5072, -0.1719, -0.0570,
    -0.4842, -1.0189, -0.3276, -0.2170, -0.1997, -0.1368, -0.0800, 0.6731, -1.1317, -0.0290, 0.1446, -0.2001,
    -0.0787, 0.0092, 0.0129, -0.1167, 0.0600, -0.1403, 2.1608, -2.2597, 1.7864, -1.8967, -0.5464, 0.5201, 0.0533,
    -0.0267, -0.1684, -0.0620, 0.1364, 0.2939,
)
# -- end fitted ---------------------------------------------------------------------------------------------------


def features(m, judge, team_turns_left, time_limit_margin, in_reach) -> list[float]:
    """The board from the side of the team to play (m.active) at the start of its team turn. `judge` is a scripted
    coach (its distances, kept by dungeon); the three functions are engine.ai.search's (passed in: search imports
    this module)."""
    a = m.active
    x = [0.0] * len(NAMES)
    x[0] = 1.0
    carrier = m.carrier
    if carrier is not None:
        off = 0 if carrier.team == a else len(_SIDE)
        ez = judge.ez_distances(m, carrier.team)[carrier.sq]
        x[1 + off] = 1.0
        for k, band in enumerate(BANDS):
            if ez <= band:
                x[2 + k + off] = 1.0
                break
        zone = m.dungeon.end_zones[m.opp_ez(carrier.team)]
        way = judge.open_distances(m, zone, carrier)[carrier.sq] if carrier.standing else UNREACHABLE
        x[2 + len(BANDS) + off] = min(DETOUR_CAP, max(0, way - ez)) / DETOUR_CAP
        marked = m.count_marking(carrier.sq, carrier.team)
        if in_reach(m, judge):
            x[3 + len(BANDS) + off + (1 if marked else 0)] = 1.0
        x[5 + len(BANDS) + off] = min(marked, 3) / 3
        dist = judge.distances(m, [carrier.sq])
        near = min((dist[p.sq] for p in m.team_players[1 - carrier.team] if p.where == FIELD and p.status == STANDING),
                   default=CHASER_CAP)
        x[6 + len(BANDS) + off] = min(near, CHASER_CAP) / CHASER_CAP
    elif m.ball_sq >= 0 or m.chest_squares():
        loose = m.ball_sq >= 0
        dist = judge.distances(m, [m.ball_sq] if loose else sorted(m.chest_squares()))
        near = [RACE_CAP, RACE_CAP]
        for p in m.players:
            if p.team in (0, 1) and p.where == FIELD and p.status == STANDING and dist[p.sq] < near[p.team]:
                near[p.team] = dist[p.sq]
        at = INDEX["loose" if loose else "chest"]
        x[at] = 1.0
        x[at + 1] = near[a] / RACE_CAP
        x[at + 2] = near[1 - a] / RACE_CAP
    counts = {}
    for p in m.players:
        if p.team not in (0, 1):
            continue  # the Werewolf plays for nobody
        if p.where == FIELD:
            kind = "standing" if p.status == STANDING else "down"
        elif p.where in (KO_BOX, CAS_BOX, SENT_OFF):
            kind = "out"
        else:
            continue
        key = kind if p.team == a else f"{kind}_them"
        counts[key] = counts.get(key, 0) + 1
    for key, n in counts.items():
        x[INDEX[key]] = n / 11
    x[INDEX["rerolls"]] = m.teams[a].rerolls / 3
    x[INDEX["rerolls_them"]] = m.teams[1 - a].rerolls / 3
    left = team_turns_left(m)
    if left is not None:
        x[INDEX["time_left"]] = min(left, TURNS) / TURNS
        if left < LATE:
            closing = (LATE - left) / LATE
            margin = time_limit_margin(m, a)
            x[INDEX["late_margin"]] = margin * closing
            x[INDEX["late_margin2"]] = margin * closing * closing
    # The rosters' worth, whole (a constant of the match): the stronger team both knocks more players down and wins
    # more, and without it the fit credits the players standing with the rosters' difference (the sixth pass).
    x[INDEX["strength"]] = (sum(map(_worth, m.team_players[a])) - sum(map(_worth, m.team_players[1 - a]))) / 100
    return x


def _worth(p) -> int:
    return p.st * 3 + p.ma + (4 - p.ag) * 2 + len(p.skills)  # ScriptedCoach._worth


def logit(weights, x) -> float:
    return sum(w * v for w, v in zip(weights, x, strict=True))


def probability(weights, x) -> float:
    z = logit(weights, x)
    if z < -30:
        return 0.0
    if z > 30:
        return 1.0
    return 1 / (1 + math.exp(-z))

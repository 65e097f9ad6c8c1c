"""A fitted evaluation for the search coach (issue 22, sixth pass): the board's worth as the scripted coaches'
own chance of winning from it, learnt from their matches against each other.

The search's futures end as the searching team's turn starts and are then played on, in effect, by the same
scripted coaches on both sides; the right value of such a board is what those coaches make of it. `features`
reads the board from the side of the team to play (ball, carrier's ground and markers, a carrier in reach of its
End Zone, the race to a loose ball, players standing and down, the time limit); `bench/ai_value_fit.py` plays
scripted v scripted matches on seeds apart from the ladder's, records the features at the start of every team
turn and the match's result for the team to play, and fits a logistic regression (draws count half). The weights
below are its output; `fitted_value` turns the probability into the search's scale (a win WIN, a loss -WIN).
"""

from __future__ import annotations

import math

from engine.match.state import FIELD

NAMES = ("bias", "hold", "hold_them", "near", "near_them", "marked", "marked_them", "reach", "reach_marked",
         "reach_them", "reach_them_marked", "race", "chest_race", "standing", "down", "late_margin",
         "late_margin2", "strength")

# bench/ai_value_fit.py's output (see docs/ai.md for the run).
WEIGHTS = (0.0832, -0.4102, 0.3664, 1.7179, -1.5334, 0.1440, 0.3585, 2.7925, 0.8496, -1.3596, -0.0752, -0.0184,
           -0.1158, 3.1735, 2.5416, 6.9845, -1.0541, 0.4626)
# `value` 2: the players' terms as `evaluate` has them (40 and 15 points a player, at the slope WIN / 2 of an even
# board, per eleven players): with the fitted 3.17 and 2.54 (about 700 points a player) the search did no better
# than the script (docs/ai.md, the sixth pass).
PLAYERS_AS_BEFORE = {"standing": 11 * 40 / 2500, "down": 11 * 15 / 2500}
HYBRID_WEIGHTS = tuple(PLAYERS_AS_BEFORE.get(name, w) for name, w in zip(NAMES, WEIGHTS, strict=True))


def features(m, judge, team_turns_left, time_limit_margin, in_reach, late: int) -> list[float]:
    """The board from the side of the team to play (m.active), at the start of its team turn."""
    a = m.active
    x = [0.0] * len(NAMES)
    x[0] = 1.0
    carrier = m.carrier
    if carrier is not None:
        ez = judge.ez_distances(m, carrier.team)
        marked = min(m.count_marking(carrier.sq, carrier.team), 3)
        near = max(0, 20 - ez[carrier.sq]) / 20
        reach = in_reach(m, judge)
        k = 0 if carrier.team == a else 1
        x[1 + k] = 1.0
        x[3 + k] = near
        x[5 + k] = marked / 3
        if reach:
            x[(7 if k == 0 else 9) + (1 if marked else 0)] = 1.0
    elif m.ball_sq >= 0 or m.chest_squares():
        target = [m.ball_sq] if m.ball_sq >= 0 else list(m.chest_squares())
        dist = judge.distances(m, target)
        near = [20, 20]
        for p in m.players:
            if p.team in (0, 1) and p.where == FIELD and p.status == "standing" and dist[p.sq] < near[p.team]:
                near[p.team] = dist[p.sq]
        x[11 if m.ball_sq >= 0 else 12] = max(-5, min(5, near[1 - a] - near[a])) / 5
    for p in m.players:
        if p.team not in (0, 1) or p.where != FIELD:
            continue
        sign = 1 if p.team == a else -1
        if p.status == "standing":
            x[13] += sign / 11
        else:
            x[14] += sign / 11
    left = team_turns_left(m)
    if left is not None and left < late:
        closing = (late - left) / late
        margin = time_limit_margin(m, a)
        x[15] = margin * closing
        x[16] = margin * closing * closing
    # The rosters' worth, whole (a constant of the match): the stronger team both knocks more players down and
    # wins more, and without this the fit would credit the players standing with the rosters' difference.
    x[17] = (sum(map(_worth, m.team_players[a])) - sum(map(_worth, m.team_players[1 - a]))) / 100
    return x


def _worth(p) -> int:
    return p.st * 3 + p.ma + (4 - p.ag) * 2 + len(p.skills)  # ScriptedCoach._worth


def probability(weights, x) -> float:
    z = sum(w * v for w, v in zip(weights, x, strict=True))
    if z < -30:
        return 0.0
    if z > 30:
        return 1.0
    return 1 / (1 + math.exp(-z))


# Blood Bowl 2016 (two halves of 8 team turns a side, §6.2; a touchdown starts a new drive): the score and the time
# left weigh most, the ball more the fewer turns its team has left in the half to score with it.
CLASSIC_NAMES = ("bias", "score", "score_late", "score_late2", "hold", "hold_them", "near", "near_them", "reach",
                 "reach_them", "marked", "marked_them", "standing", "down", "hold_half_end", "hold_them_half_end",
                 "receives_second")
TURNS = 8  # a team's turns in a half (§6.2)
# bench/ai_value_fit.py, AI_VALUE_RULESET=blood_bowl_2016, 4,000 matches (seeds value-0..3999; held-out log-loss
# 0.513 against 0.693 for a constant).
CLASSIC_WEIGHTS = (0.1221, 2.3612, -4.1238, 4.8634, -0.1691, -0.0164, 1.6389, -1.0632, 0.6838, -0.4795, -0.5242,
                   0.4421, 0.5692, 0.6214, -0.0871, 0.1615, 0.0814)


def classic_features(m, judge, in_reach) -> list[float]:
    a = m.active
    x = [0.0] * len(CLASSIC_NAMES)
    x[0] = 1.0
    diff = max(-4, min(4, m.score[a] - m.score[1 - a]))
    played = (max(0, m.half - 1) * TURNS + m.half_turns[a]) / (2 * TURNS)  # of the match, for the team to play
    played = min(1.0, played)
    x[1], x[2], x[3] = diff, diff * played, diff * played * played
    carrier = m.carrier
    if carrier is not None:
        k = 0 if carrier.team == a else 1
        ez = judge.ez_distances(m, carrier.team)
        x[4 + k] = 1.0
        x[6 + k] = max(0, 20 - ez[carrier.sq]) / 20
        if in_reach(m, judge):
            x[8 + k] = 1.0
        x[10 + k] = min(m.count_marking(carrier.sq, carrier.team), 3) / 3
        left = TURNS - m.half_turns[carrier.team]  # the carrier's team's turns left this half (after this one)
        x[14 + k] = max(0, 4 - left) / 4
    for p in m.players:
        if p.team not in (0, 1) or p.where != FIELD:
            continue
        sign = 1 if p.team == a else -1
        x[12 if p.status == "standing" else 13] += sign / 11
    if m.half == 1:
        x[16] = 1.0 if m.first_kicker == a else -1.0  # the first half's kickers receive the second (§11.4)
    return x

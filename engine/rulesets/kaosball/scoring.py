"""Kaosball's match scoring as pure functions: kill and cheat points at halftime and at the end (§22, §23),
knockout (§24.1), and who won a head-to-head, Maximum Kaos or allied match (§23, §24, §26).

The score of a side is its place on the score track (VP) at the end: scoring on the spots (§14.1, §21.1),
the VP some tiles and ringers give or take (§28), and the kill and cheat points (§22.1), all on one track.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.rulesets.kaosball.data import KNOCKOUT_GAP, MAX_FOULS

HEAD_TO_HEAD, MAXIMUM_KAOS, ALLIED = "head_to_head", "maximum_kaos", "allied"
MODES = (HEAD_TO_HEAD, MAXIMUM_KAOS, ALLIED)
MODE_SIDES = {HEAD_TO_HEAD: (2,), MAXIMUM_KAOS: (3, 4), ALLIED: (4,)}  # §5, §26

FULL_TIME, SUDDEN_DEATH, KNOCKOUT, ANNIHILATION = "full_time", "sudden_death", "knockout", "annihilation"
ENDINGS = (FULL_TIME, SUDDEN_DEATH, KNOCKOUT, ANNIHILATION)
KNOCKED_OUT, ANNIHILATED = "knocked_out", "annihilated"  # how a side left the match early (§24)

# §22.1 "ENDGAME SCORING": awards by rank, for the number of teams still in the match (§24.2).
KILL_POINTS = {1: (0,), 2: (6, 0), 3: (12, 6, 0), 4: (12, 6, 3, 0)}
CHEAT_POINTS = {1: (0,), 2: (-5, 0), 3: (-10, -5, 0), 4: (-10, -5, -2, 0)}


def shared_ranks(values: Sequence[int]) -> list[int]:
    """Rank of each value, highest first, ties sharing a rank and the next value taking the next rank
    (§22.2: two teams on 5 kills are both first, the team on 3 is second)."""
    distinct = sorted(set(values), reverse=True)
    return [distinct.index(v) for v in values]


def kill_points(kills: Sequence[int]) -> list[int]:
    """Kill points of each team by its rank in trophies (§22.1); no points without a kill."""
    table = KILL_POINTS[len(kills)]
    return [table[rank] if k > 0 and rank < len(table) else 0 for k, rank in zip(kills, shared_ranks(kills), strict=True)]


def cheat_points(fouls: Sequence[int]) -> list[int]:
    """Cheat penalties of each team by its rank in fouls (§22.1); none without a foul. A team on 15 fouls
    always takes the worst cheater's penalty (§21.3)."""
    table = CHEAT_POINTS[len(fouls)]
    worst = table[0]
    points = []
    for f, rank in zip(fouls, shared_ranks(fouls), strict=True):
        if f >= MAX_FOULS:
            points.append(worst)
        else:
            points.append(table[rank] if f > 0 and rank < len(table) else 0)
    return points


def kill_and_cheat_points(kills: Sequence[int], fouls: Sequence[int]) -> list[int]:
    """What each team gains or loses at halftime or at the end of the game (§22.1, §23)."""
    return [k + c for k, c in zip(kill_points(kills), cheat_points(fouls), strict=True)]


def knocked_out(scores: Sequence[int]) -> list[int]:
    """Indexes of the teams at least 20 VP behind the next team above them in the ranking (§24.1)."""
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    out = []
    for above, below in zip(order, order[1:], strict=False):
        if scores[above] - scores[below] >= KNOCKOUT_GAP:
            out.append(below)
    # A team below an eliminated one is measured against the eliminated team's place: behind it by 20 or more
    # it is out too, so every team below the first gap goes (read in docs/decisions.md, §24.1 UNCLEAR).
    if out:
        first = order.index(out[0])
        out = order[first:]
    return sorted(out)


def winners(scores: Sequence[int], out: Sequence[str], *, mode: str, alliances: Sequence[str] = (),
            tie_die_alliance: str = "") -> list[int]:
    """Indexes of the winning sides (empty: nobody won; several leaders of a free-for-all: a draw).

    Sides that left early (`out[i]` non-empty: knocked out or annihilated) lose (§24). Head-to-head and
    Maximum Kaos: the team with the most VP among those left wins (§23, §26.1). Allied: each alliance is
    as good as its lower-scoring team; a level pair is decided by the tie die (§26.2); an alliance that
    loses a team loses the match (§24.2).
    """
    if mode == ALLIED:
        teams = {a: [i for i, x in enumerate(alliances) if x == a] for a in sorted(set(alliances))}
        standing = [a for a, idx in teams.items() if not any(out[i] for i in idx)]
        if len(standing) < len(teams):
            return [i for a in standing for i in teams[a]]
        weaker = {a: min(scores[i] for i in idx) for a, idx in teams.items()}
        best = max(weaker.values())
        leaders = [a for a, w in weaker.items() if w == best]
        if len(leaders) > 1:
            leaders = [tie_die_alliance] if tie_die_alliance in leaders else leaders
        return sorted(i for a in leaders for i in teams[a])
    left = [i for i in range(len(scores)) if not out[i]]
    if not left:
        return []
    best = max(scores[i] for i in left)
    return [i for i in left if scores[i] == best]

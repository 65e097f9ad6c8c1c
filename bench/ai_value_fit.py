"""Fit the search coach's evaluation (engine/ai/value.py) on scripted v scripted matches (Dungeon Bowl, or
Blood Bowl 2016 Humans v Orcs with AI_VALUE_RULESET=blood_bowl_2016).

Plays N matches (AI_VALUE_MATCHES, default 2000) between scripted coaches, College rosters in turn and a dungeon
generated from the seed, like the ladder but on seeds of their own ("value-{i}", never the ladder's "ladder-{i}"),
records engine.ai.value.features at the start of every team turn (from the side of the team to play) and the
match's result for that team (win 1, draw 1/2, loss 0), and fits a logistic regression by Newton's method (a
little L2 on the weights but the bias). Prints the weights, the log-loss on the last fifth of the matches (held
out of the fit) against a constant, and the CPU seconds. `AI_VALUE_FIRST` shifts the seeds.

    nice -n 10 .venv/bin/python bench/ai_value_fit.py
"""

from __future__ import annotations

import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.ai.coach import ScriptedCoach  # noqa: E402
from engine.ai.search import LATE, in_reach, team_turns_left, time_limit_margin  # noqa: E402
from engine.ai.value import CLASSIC_NAMES, NAMES, classic_features, features, probability  # noqa: E402
from engine.classic.bots import ClassicCoach  # noqa: E402
from engine.classic.match import ClassicMatch  # noqa: E402
from engine.classic.teams import boxed_team  # noqa: E402
from engine.dice import Dice  # noqa: E402
from engine.match.colleges import COLLEGES, full_roster_team  # noqa: E402
from engine.match.core import Match  # noqa: E402
from engine.match.dungeon import generate  # noqa: E402

CLASSIC = os.environ.get("AI_VALUE_RULESET", "dungeon_bowl") == "blood_bowl_2016"
COLUMNS = CLASSIC_NAMES if CLASSIC else NAMES


def play(i: int):
    seed = f"value-{i}"
    if CLASSIC:  # the ladder's Humans v Orcs
        home, away = boxed_team("humans", id="h"), boxed_team("orcs", id="a")
        bots = [ClassicCoach(f"{seed}:h"), ClassicCoach(f"{seed}:a")]
        m = ClassicMatch(home, away, dice=Dice(seed), bots=bots, seed=seed)
        judge = ClassicCoach(f"{seed}:judge")
    else:
        a, b = COLLEGES[i % len(COLLEGES)], COLLEGES[(i + 3) % len(COLLEGES)]
        home, away = full_roster_team(a, team_id="home"), full_roster_team(b, team_id="away")
        bots = [ScriptedCoach(f"{seed}:h"), ScriptedCoach(f"{seed}:a")]
        m = Match(home, away, dungeon=generate(seed), dice=Dice(seed), bots=bots, seed=seed)
        judge = ScriptedCoach(f"{seed}:judge")
    m.setup()
    rows = []
    turn = m.turn_no
    while not m.over:
        m.do(tuple(m.bots[m.active].act(m)))
        if m.turn_no != turn and not m.over and m.act is None:
            turn = m.turn_no
            rows.append((m.active, classic_features(m, judge, in_reach) if CLASSIC else
                         features(m, judge, team_turns_left, time_limit_margin, in_reach, LATE)))
    out = []
    for team, x in rows:
        y = 0.5 if m.winner is None else 1.0 if m.winner == team else 0.0
        out.append((x, y))
    return out


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (no numpy in the venv)."""
    n = len(b)
    a = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        for r in range(c + 1, n):
            f = a[r][c] / a[c][c]
            if f:
                for k in range(c, n + 1):
                    a[r][k] -= f * a[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][k] * x[k] for k in range(r + 1, n))) / a[r][r]
    return x


def fit(data, l2: float = 1.0, iterations: int = 12) -> list[float]:
    n = len(COLUMNS)
    w = [0.0] * n
    for _ in range(iterations):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for x, y in data:
            p = probability(w, x)
            g = p - y
            s = max(p * (1 - p), 1e-6)
            nz = [(j, v) for j, v in enumerate(x) if v]
            for j, v in nz:
                grad[j] += g * v
                row = hess[j]
                for k, u in nz:
                    row[k] += s * v * u
        for j in range(1, n):
            grad[j] += l2 * w[j]
            hess[j][j] += l2
        for j in range(n):
            hess[j][j] += 1e-9
        step = solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def log_loss(w, data) -> float:
    total = 0.0
    for x, y in data:
        p = min(max(probability(w, x), 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(data))


def main() -> None:
    n = int(os.environ.get("AI_VALUE_MATCHES", "2000"))
    first = int(os.environ.get("AI_VALUE_FIRST", "0"))
    start = time.process_time()
    train, test = [], []
    for i in range(first, first + n):
        (test if i - first >= n * 4 // 5 else train).extend(play(i))
    played = time.process_time() - start
    w = fit(train)
    base = [0.0] * len(COLUMNS)
    base[0] = math.log(max(1e-9, sum(y for _x, y in train)) / max(1e-9, sum(1 - y for _x, y in train)))
    print(f"{n} matches, {len(train)} + {len(test)} team turns, {played:.0f} CPU s to play, "
          f"{time.process_time() - start - played:.0f} to fit (load {os.getloadavg()[0]:.2f})")
    print(f"held-out log-loss {log_loss(w, test):.4f} (a constant: {log_loss(base, test):.4f})")
    print("WEIGHTS = (" + ", ".join(f"{v:.4f}" for v in w) + ")")
    for name, v in zip(COLUMNS, w, strict=True):
        print(f"  {name:18s} {v:+.3f}")


if __name__ == "__main__":
    main()

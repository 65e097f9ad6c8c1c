"""Fit the search coach's evaluation (engine/ai/value.py, issue 22's ninth pass) on scripted v scripted matches.

Plays N Dungeon Bowl matches (AI_FIT_MATCHES, default 5000) between scripted coaches, College rosters in turn and a
dungeon generated from the seed as on the ladder, but on seeds of their own ("fit-<i>", never the ladder's
"ladder-<i>"); records engine.ai.value.features at the start of every team turn (from the side of the team to play)
with two targets for that team: the match's result (win 1, draw 1/2, loss 0) and the next touchdown (1 if it scores
the touchdown that ends the match, 0 if the opponents do, 1/2 if the time limit comes first). Fits a logistic
regression of each by Newton's method (a little L2 on the weights but the bias), on the matches but the last fifth,
and prints, on that last fifth (held out of the fit): the log-loss against a constant, and the calibration (the
team turns in tenths by the predicted chance: predicted against observed). `--write` puts the weights into
engine/ai/value.py (WEIGHTS: the result, TD_WEIGHTS: the next touchdown). AI_FIT_FIRST shifts the seeds;
AI_FIT_CACHE=path keeps the played rows (pickle) so that a refit does not replay.

    nice -n 10 .venv/bin/python bench/fit_evaluation.py [--write]
"""

from __future__ import annotations

import argparse
import math
import os
import pickle
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.ai.coach import ScriptedCoach  # noqa: E402
from engine.ai.search import in_reach, team_turns_left, time_limit_margin  # noqa: E402
from engine.ai.value import NAMES, features, probability  # noqa: E402
from engine.dice import Dice  # noqa: E402
from engine.match.colleges import COLLEGES, full_roster_team  # noqa: E402
from engine.match.core import Match  # noqa: E402
from engine.match.dungeon import generate  # noqa: E402

VALUE_PY = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "engine", "ai", "value.py")


def play(i: int) -> list[tuple[list[float], float, float]]:
    """Match i's team-turn starts: (features, result, next touchdown) for the team to play."""
    seed = f"fit-{i}"
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
            rows.append((m.active, features(m, judge, team_turns_left, time_limit_margin, in_reach)))
    touchdown = m.end_reason == "touchdown"
    out = []
    for team, x in rows:
        result = 0.5 if m.winner is None else 1.0 if m.winner == team else 0.0
        out.append((x, result, result if touchdown else 0.5))
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


def fit(data, l2: float = 1.0, iterations: int = 20, hessian_rows: int = 30000) -> list[float]:
    """Logistic regression (targets in [0, 1]) by Newton's method, L2 on every weight but the bias. The gradient is
    taken over every row, the Hessian over an even sample of `hessian_rows` of them, scaled up (pure Python: the
    whole Hessian of 150,000 rows cost a minute an iteration); the steps still converge to the exact optimum, as
    the gradient is exact."""
    n = len(NAMES)
    w = [0.0] * n
    sparse = [([(j, v) for j, v in enumerate(x) if v], y) for x, y in data]
    every = max(1, len(sparse) // hessian_rows)
    scale = len(sparse) / len(sparse[::every])
    for _ in range(iterations):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for r, (nz, y) in enumerate(sparse):
            z = sum(w[j] * v for j, v in nz)
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
            g = p - y
            for j, v in nz:
                grad[j] += g * v
            if r % every:
                continue
            s = max(p * (1 - p), 1e-6) * scale
            for j, v in nz:
                row = hess[j]
                sv = s * v
                for k, u in nz:
                    row[k] += sv * u
        for j in range(1, n):
            grad[j] += l2 * w[j]
            hess[j][j] += l2
        for j in range(n):
            hess[j][j] += 1e-9
        step = solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-5:
            break
    return w


def log_loss(w, data) -> float:
    total = 0.0
    for x, y in data:
        p = min(max(probability(w, x), 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / max(1, len(data))


def calibration(w, data, bins: int = 10) -> list[tuple[int, float, float]]:
    """The team turns in `bins` equal ranges of the predicted chance: (count, mean predicted, mean observed)."""
    sums = [[0, 0.0, 0.0] for _ in range(bins)]
    for x, y in data:
        p = probability(w, x)
        b = sums[min(bins - 1, int(p * bins))]
        b[0] += 1
        b[1] += p
        b[2] += y
    return [(n, sp / n, sy / n) for n, sp, sy in sums if n]


def report(label: str, train, test) -> list[float]:
    start = time.process_time()
    w = fit(train)
    mean = sum(y for _x, y in train) / len(train)
    base = [0.0] * len(NAMES)
    base[0] = math.log(mean / (1 - mean))
    print(f"{label}: fitted in {time.process_time() - start:.0f} CPU s; held-out log-loss {log_loss(w, test):.4f} "
          f"(a constant: {log_loss(base, test):.4f}; the training part {log_loss(w, train):.4f})")
    print("  calibration on the held-out part (team turns, predicted, observed): "
          + "; ".join(f"{n} {p:.2f} {o:.2f}" for n, p, o in calibration(w, test)))
    for name, v in zip(NAMES, w, strict=True):
        print(f"    {name:16s} {v:+.3f}")
    return w


def write(weights: list[float], td_weights: list[float], note: str) -> None:
    """Put the weights into engine/ai/value.py between its markers."""
    text = open(VALUE_PY).read()

    def tup(ws):
        parts = [f"{v:.4f}," for v in ws]
        lines, line = [], "   "
        for part in parts:
            if len(line) + len(part) + 1 > 116:
                lines.append(line)
                line = "   "
            line += " " + part
        return "(\n" + "\n".join([*lines, line]) + "\n)"

    block = (f"# {note}\nWEIGHTS = {tup(weights)}\nTD_WEIGHTS = {tup(td_weights)}\n")
    text = re.sub(r"(# -- fitted \(bench/fit_evaluation.py --write\) -+\n).*?(# -- end fitted)",
                  lambda mo: mo.group(1) + block + mo.group(2), text, flags=re.S)
    open(VALUE_PY, "w").write(text)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--write", action="store_true", help="write the weights into engine/ai/value.py")
    args = ap.parse_args()
    n = int(os.environ.get("AI_FIT_MATCHES", "5000"))
    first = int(os.environ.get("AI_FIT_FIRST", "0"))
    cache = os.environ.get("AI_FIT_CACHE")
    start = time.process_time()
    if cache and os.path.exists(cache):
        with open(cache, "rb") as f:
            matches = pickle.load(f)
    else:
        matches = [play(i) for i in range(first, first + n)]
        if cache:
            with open(cache, "wb") as f:
                pickle.dump(matches, f)
    played = time.process_time() - start
    cut = len(matches) * 4 // 5
    rows = sum(len(r) for r in matches)
    print(f"{len(matches)} matches (fit-{first} to fit-{first + len(matches) - 1}), {rows} team turns, "
          f"{played:.0f} CPU s to play or load (load {os.getloadavg()[0]:.2f}); fitted on the first {cut}, "
          f"the last {len(matches) - cut} held out")
    weights = []
    for label, k in (("the result (win 1, draw 1/2)", 1), ("the next touchdown (none 1/2)", 2)):
        train = [(x, r[k]) for match in matches[:cut] for r in match for x in (r[0],)]
        test = [(x, r[k]) for match in matches[cut:] for r in match for x in (r[0],)]
        weights.append(report(label, train, test))
    if args.write:
        write(weights[0], weights[1], f"bench/fit_evaluation.py, {len(matches)} matches fit-{first}..fit-"
                                      f"{first + len(matches) - 1} ({rows} team turns), the first four fifths")
        print(f"written to {VALUE_PY}")


if __name__ == "__main__":
    main()

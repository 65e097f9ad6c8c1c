"""Fit the learned value of a Dungeon Bowl board (engine/ai/value.py, issue 22's twelfth pass).

Plays N search-v-scripted matches on the ladder's kind of fixtures (a College full roster against another, a
dungeon generated from the seed) but on seeds of their own ("value-search-k", never a ladder match). The search
coach plays as by default; each of its futures that stops short of the end of the match is played on to the end by
the same scripted coaches, and the board where it stopped is kept, from the side of the team to play there, with
the result for that team (1 a win, 0.5 a draw, 0 a loss). A logistic regression (Newton's method, a little L2) of
the result on `evaluate`'s verdict and the features of engine/ai/value.py is fitted on them.

It prints, for each fifth of the matches held out in turn (whole matches: the boards of one match are never on both
sides), the log loss of that fit against `evaluate` alone (calibrated on the same four fifths: a logistic
regression on its one value), a constant, and, with --script-matches M, a logistic regression on the same features
fitted on the boards of M scripted-v-scripted matches (seeds "value-k"): the value the ninth pass tried. With
--write it fits on every match and writes engine/ai/value_weights.py.

Usage: python bench/train_value.py [--matches N] [--script-matches M] [--workers W] [--write]
(numpy: requirements/dev.txt). 80 matches take some 25 CPU minutes: each future is played to the end.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np  # noqa: E402

from engine.ai.coach import ScriptedCoach  # noqa: E402
from engine.ai.search import REACH, SearchCoach, evaluate  # noqa: E402
from engine.ai.value import FEATURES, features  # noqa: E402
from engine.dice import Dice  # noqa: E402
from engine.match.colleges import COLLEGES, full_roster_team  # noqa: E402
from engine.match.core import Match  # noqa: E402
from engine.match.dungeon import generate  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "engine", "ai", "value_weights.py")


def fixture(seed: str, k: int, bots) -> Match:
    a, b = COLLEGES[k % len(COLLEGES)], COLLEGES[(k + 3) % len(COLLEGES)]
    home, away = full_roster_team(a, team_id="home"), full_roster_team(b, team_id="away")
    m = Match(home, away, dungeon=generate(seed), dice=Dice(seed), bots=bots, seed=seed)
    m.setup()
    return m


def result(m, team: int) -> float:
    return 0.5 if m.winner is None else 1.0 if m.winner == team else 0.0


class RecordingSearch(SearchCoach):
    """The default search coach, which also plays each of its futures that stops short of the end of the match on
    to the end (the same scripted coaches on both sides) and keeps the board where the future stopped with that
    result. Its own choices are untouched: the future's value is taken before it plays on."""

    # The coach's safety cap counts CPU seconds, and the futures played on to the end would reach it mid-match
    # (the boards would stop there, and where would depend on the machine): off, the rollout budget bounds the search.
    CPU_CAP = math.inf

    def __init__(self, seed, k: int, rows: list) -> None:
        super().__init__(seed)
        self.k, self.rows = k, rows

    def play_on(self, m, sim, team) -> float:
        value = super().play_on(m, sim, team)
        if not sim.over:
            side = sim.active
            row = (self.k, features(sim, side, self.inner), evaluate(sim, side, self.inner, REACH))
            steps = 0
            while not sim.over and steps < 5000:
                sim.do(sim.bots[sim.active].act(sim))
                steps += 1
            self.rows.append((*row, result(sim, side)))
        return value


def search_boards(k: int) -> list:
    """Search-v-scripted match k's futures' boards: (k, features, evaluate, result), from the side to play there."""
    seed = f"value-search-{k}"
    rows: list = []
    search = RecordingSearch(f"{seed}:search", k, rows)
    bots = [search, ScriptedCoach(f"{seed}:a")] if k % 2 == 0 else [ScriptedCoach(f"{seed}:h"), search]
    fixture(seed, k, bots).run()
    return rows


def script_boards(k: int) -> list:
    """Scripted-v-scripted match k's boards at each team turn's start, from the side to play (the ninth pass's)."""
    seed = f"value-{k}"
    m = fixture(seed, k, [ScriptedCoach(f"{seed}:h"), ScriptedCoach(f"{seed}:a")])
    judge = ScriptedCoach("judge")
    seen, rows = -1, []
    while not m.over:
        if m.turn_no != seen and m.act is None:
            seen = m.turn_no
            rows.append((m.active, features(m, m.active, judge)))
        m.do(tuple(m.bots[m.active].act(m)))
    return [(k, f, 0.0, result(m, team)) for team, f in rows]


def fit(x, y, l2: float = 1e-3, rounds: int = 30):
    """Logistic regression by Newton's method (soft labels: a draw is 0.5)."""
    w = np.zeros(x.shape[1])
    for _ in range(rounds):
        p = 1 / (1 + np.exp(-np.clip(x @ w, -30, 30)))
        grad = x.T @ (p - y) / len(y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x / len(y) + l2 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def log_loss(x, y, w) -> float:
    p = np.clip(1 / (1 + np.exp(-np.clip(x @ w, -30, 30))), 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def table(rows):
    k = np.array([r[0] for r in rows])
    x = np.array([r[1] for r in rows], dtype=float)
    hand = np.array([r[2] for r in rows]) / 1000
    y = np.array([r[3] for r in rows])
    return k, x, hand, y


def inputs(x, hand):
    """The fit's inputs: the bias, `evaluate` (per 1,000 points), the features after the bias."""
    return np.column_stack([x[:, 0], hand, x[:, 1:]])


def write(w, matches: int) -> None:
    names = ("bias", "evaluate, per 1,000 points", *FEATURES[1:])
    with open(OUT, "w") as fh:
        fh.write('"""Weights of engine/ai/value.py\'s logistic regression, written by bench/train_value.py '
                 f'(--matches {matches}).\nDo not edit by hand: run it again."""\n\nWEIGHTS = (\n')
        for name, value in zip(names, w, strict=True):
            fh.write(f"    {float(value)!r},  # {name}\n")
        fh.write(")\n")
    print(f"written {OUT}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--matches", type=int, default=80)
    ap.add_argument("--script-matches", type=int, default=0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    with Pool(args.workers) as pool:
        rows = [r for match in pool.imap(search_boards, range(args.matches)) for r in match]
        script = [r for match in pool.imap(script_boards, range(args.script_matches), chunksize=20) for r in match]
    k, x, hand, y = table(rows)
    print(f"{args.matches} search matches, {len(y)} futures' boards; the team to play there wins {100 * y.mean():.1f} %")
    losses: dict = {}
    for fold in range(5):
        train, test = k % 5 != fold, k % 5 == fold
        given = np.column_stack([x[:, 0], hand])
        base = np.log(y[train].mean() / (1 - y[train].mean()))
        figures = {"this fit": log_loss(inputs(x, hand)[test], y[test], fit(inputs(x, hand)[train], y[train])),
                   "evaluate, calibrated": log_loss(given[test], y[test], fit(given[train], y[train])),
                   "a constant": log_loss(x[test][:, :1], y[test], np.array([base]))}
        if script:
            _k, sx, _hand, sy = table(script)
            figures["fitted on the script's boards"] = log_loss(x[test], y[test], fit(sx, sy))
        for name, value in figures.items():
            losses.setdefault(name, []).append(value)
    for name, values in losses.items():
        print(f"  {name}: log loss {np.mean(values):.4f} (each fifth held out: "
              f"{', '.join(f'{v:.4f}' for v in values)})")
    if args.write:
        write(fit(inputs(x, hand), y), args.matches)


if __name__ == "__main__":
    main()

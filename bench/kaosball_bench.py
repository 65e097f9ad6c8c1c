"""Kaosball simulator benchmark: scripted bot against scripted bot, one process.

Prints matches per second (median of N runs; CPU time, time.process_time, with the machine's load average), turns, contests and dice rolls per match, and how matches ended.
Run with `make bench` or `python bench/kaosball_bench.py [--runs N --matches N]`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.dice import Dice  # noqa: E402
from engine.kaosball.bots import ScriptedBot  # noqa: E402
from engine.kaosball.match import KaosMatch  # noqa: E402
from engine.kaosball.sheets import KaosSheet  # noqa: E402
from engine.rulesets.kaosball.data import TEAMS  # noqa: E402

KINDS = [t.key for t in TEAMS]


def play(seed: int):
    home = KaosSheet(1, "Home", KINDS[seed % 4], tiles=("speed_training", "hate"), ringers=(("t_bone", "bruiser"),))
    away = KaosSheet(2, "Away", KINDS[(seed + 1) % 4], tiles=("hardy",), cash=3)
    m = KaosMatch([home, away], dice=Dice(seed), bots=[ScriptedBot(), ScriptedBot()], seed=seed)
    m.run()
    return m


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--matches", type=int, default=100)
    args = ap.parse_args()
    rates, endings, turns, contests, rolls = [], Counter(), 0, 0, 0
    for run in range(args.runs):
        start = time.process_time()
        for i in range(args.matches):
            m = play(run * args.matches + i)
            if run == 0:
                endings[m.ending] += 1
                turns += m.turn_no
                contests += sum(1 for e in m.events if e["t"] == "contest")
                rolls += len(m.dice.log)
        rates.append(args.matches / (time.process_time() - start))
    n = args.matches
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"kaosball: {statistics.median(rates):.1f} matches/s CPU = {1000 / statistics.median(rates):.1f} ms per match "
          f"(median of {args.runs} runs of {n}; load average {load})")
    print(f"  per match: {turns / n:.1f} turns, {contests / n:.1f} contests, {rolls / n:.1f} dice rolls")
    print(f"  endings: {dict(endings)}")


if __name__ == "__main__":
    main()

"""Match engine benchmark: random bot against random bot on a fixed dungeon, one process.

Prints matches per second (median of 5 runs of 200 matches, CPU time: time.process_time, so other processes
on a shared machine do not inflate it; wall clock beside it), dice rolls per second, blocks and touchdowns per
match, peak memory, and the machine's load average. Run with `make bench` or `python bench/engine_bench.py`.
Options: --runs N --matches N --turn-limit N --bot random|scramble (scramble: bots that go for the ball).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.dice import Dice  # noqa: E402
from engine.match import Match, RandomBot, ScrambleBot  # noqa: E402
from engine.match.layouts import crypt_run  # noqa: E402
from engine.match.sample import sample_team  # noqa: E402


def play(seed, dungeon, home, away, turn_limit, bot=RandomBot):
    m = Match(home, away, dungeon=dungeon, dice=Dice(seed), bots=(bot(f"{seed}:h"), bot(f"{seed}:a")),
              turn_limit=turn_limit, seed=seed)
    m.setup()
    m.run()
    blocks = sum(1 for e in m.events if e["t"] == "block_result")
    return len(m.dice.log), blocks, sum(m.score)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--turn-limit", type=int, default=16)
    ap.add_argument("--bot", choices=("random", "scramble"), default="random")
    args = ap.parse_args()
    bot = RandomBot if args.bot == "random" else ScrambleBot
    dungeon = crypt_run()
    home, away = sample_team("home"), sample_team("away")
    rates, roll_rates = [], []
    blocks = tds = played = 0
    for run in range(args.runs):
        rolls = 0
        start = time.process_time()
        for i in range(args.matches):
            r, b, t = play(f"bench-{run}-{i}", dungeon, home, away, args.turn_limit, bot)
            rolls += r
            blocks += b
            tds += t
            played += 1
        elapsed = time.process_time() - start
        rates.append(args.matches / elapsed)
        roll_rates.append(rolls / elapsed)
    tracemalloc.start()
    for i in range(20):
        play(f"mem-{i}", dungeon, home, away, args.turn_limit, bot)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"engine ({args.bot} bots): {statistics.median(rates):.1f} matches/s CPU = "
          f"{1000 / statistics.median(rates):.1f} ms per match (median of {args.runs} x {args.matches}, "
          f"turn limit {args.turn_limit}, dungeon {dungeon.name}); "
          f"{statistics.median(roll_rates):,.0f} dice rolls/s; {blocks / played:.1f} blocks/match; "
          f"{tds / played:.3f} touchdowns/match; peak traced memory per match {peak / 1e6:.1f} MB; "
          f"max RSS {rss_mb:.0f} MB; load average {load}")


if __name__ == "__main__":
    main()

"""Blood Bowl 2016 engine benchmark (engine/classic): scripted coach v scripted coach, Human v Human, one process.

Prints matches per second, the median CPU milliseconds per match (time.process_time, so other processes on a
shared machine do not inflate it), dice rolled per match, touchdowns and completed passes / hand-offs per
match, and the scripted coach's win rate against the random coach (Humans v Orcs, sides alternating).
Run with `make bench` or `python bench/bb2016_bench.py [--matches N] [--random-matches N]`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.classic.bots import ClassicCoach, ClassicRandomBot  # noqa: E402
from engine.classic.match import ClassicMatch  # noqa: E402
from engine.classic.teams import boxed_team  # noqa: E402
from engine.dice import Dice  # noqa: E402


def play(seed, home, away, bots):
    m = ClassicMatch(home, away, dice=Dice(seed), bots=bots, seed=seed)
    m.setup()
    m.run()
    return m


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--random-matches", type=int, default=100)
    args = ap.parse_args()
    home, away = boxed_team("humans", id="h"), boxed_team("humans", id="a")
    play(-1, home, away, (ClassicCoach("warm"), ClassicCoach("up")))  # build the distance tables once
    cpu_ms, dice, tds, completions, passes, handoffs = [], [], [], [], [], []
    wall = time.perf_counter()
    for seed in range(args.matches):
        start = time.process_time()
        m = play(seed, home, away, (ClassicCoach(f"{seed}h"), ClassicCoach(f"{seed}a")))
        cpu_ms.append((time.process_time() - start) * 1000)
        dice.append(len(m.dice.log))
        tds.append(sum(m.score))
        done = [e["kind"] for e in m.events if e["t"] == "completion"]
        completions.append(len(done))
        passes.append(done.count("pass"))
        handoffs.append(done.count("hand_off"))
    wall = time.perf_counter() - wall
    n = args.matches
    print(f"scripted v scripted, Human v Human, {n} matches (load average "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())})")
    print(f"  matches per second (CPU)   {1000 * n / sum(cpu_ms):8.1f}   (wall clock {n / wall:.1f})")
    print(f"  median ms per match (CPU)  {statistics.median(cpu_ms):8.1f}")
    print(f"  dice per match             {statistics.mean(dice):8.1f}")
    print(f"  touchdowns per match       {statistics.mean(tds):8.2f}")
    print(f"  completions per match      {statistics.mean(completions):8.2f}   "
          f"(passes {statistics.mean(passes):.2f}, hand-offs {statistics.mean(handoffs):.2f})")
    wins = 0
    humans, orcs = boxed_team("humans", id="h"), boxed_team("orcs", id="a")
    for seed in range(args.random_matches):
        scripted_home = seed % 2 == 0
        bots = (ClassicCoach(seed), ClassicRandomBot(seed)) if scripted_home else \
            (ClassicRandomBot(seed), ClassicCoach(seed))
        m = play(seed, humans, orcs, bots)
        wins += m.winner == (0 if scripted_home else 1)
    print(f"scripted v random, Humans v Orcs, {args.random_matches} matches")
    print(f"  scripted wins              {100 * wins / max(1, args.random_matches):8.1f} %")


if __name__ == "__main__":
    main()

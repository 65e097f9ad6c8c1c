"""Multi-player Dungeon Bowl benchmark (§10.1): three and four teams of the sample team, scripted coaches, one process.

Prints, for 3 and 4 teams, the median CPU milliseconds per match (time.process_time; the dungeon generated from the
seed included) with the machine's load average, team turns per match and how matches ended.
Run with `make bench` or `python bench/multiplayer_bench.py [--matches N --turn-limit N]`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.ai import ScriptedCoach  # noqa: E402
from engine.match.multiplayer import simulate_multiplayer  # noqa: E402
from engine.match.sample import sample_team  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--matches", type=int, default=20)
    ap.add_argument("--turn-limit", type=int, default=16)
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f} (the machine is shared: figures vary)")
    for teams in (3, 4):
        times, turns, endings = [], [], Counter()
        for seed in range(args.matches):
            sides = tuple(f"t{i}" for i in range(teams))
            start = time.process_time()
            out = simulate_multiplayer(seed, [sample_team(s) for s in sides], turn_limit=args.turn_limit, sides=sides,
                                       bots=[ScriptedCoach(f"{seed}:{s}") for s in sides])
            times.append(time.process_time() - start)
            turns.append(out.turns)
            endings[out.end_reason] += 1
        print(f"{teams} teams: median CPU ms per match {1000 * statistics.median(times):.0f}, "
              f"team turns per match {statistics.mean(turns):.1f}, endings {dict(endings)}")


if __name__ == "__main__":
    main()

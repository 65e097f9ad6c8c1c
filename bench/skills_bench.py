"""Skills benchmark: full-roster matches between the eight Colleges (§14, every starting skill and trait in play),
random bots, beside the plain match-engine figure (the sample teams of bench/engine_bench.py) in the same process.

Prints matches per CPU-second for both (median of --runs runs) and their ratio. Issue #9 asks that the skills cost
no more than a third of the throughput. Run with `make bench` or `python bench/skills_bench.py`.
Options: --runs N --matches N --turn-limit N.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.dice import Dice  # noqa: E402
from engine.match import Match, RandomBot  # noqa: E402
from engine.match.colleges import COLLEGES, full_roster_team  # noqa: E402
from engine.match.layouts import crypt_run  # noqa: E402
from engine.match.sample import sample_team  # noqa: E402


def play(seed, dungeon, home, away, turn_limit) -> None:
    m = Match(home, away, dungeon=dungeon, dice=Dice(seed), bots=(RandomBot(f"{seed}:h"), RandomBot(f"{seed}:a")),
              turn_limit=turn_limit, seed=seed)
    m.setup()
    m.run()


def rate(pairs, runs, matches, dungeon, turn_limit, tag) -> float:
    rates = []
    for run in range(runs):
        start = time.process_time()  # CPU time: the machine is shared, wall time is noisy
        for i in range(matches):
            home, away = pairs[i % len(pairs)]
            play(f"{tag}-{run}-{i}", dungeon, home, away, turn_limit)
        rates.append(matches / (time.process_time() - start))
    return statistics.median(rates)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--matches", type=int, default=128)
    ap.add_argument("--turn-limit", type=int, default=16)
    args = ap.parse_args()
    dungeon = crypt_run()
    plain = [(sample_team("home"), sample_team("away"))]
    colleges = [(full_roster_team(h, team_id=f"{h}-h"), full_roster_team(a, team_id=f"{a}-a"))
                for h in COLLEGES for a in COLLEGES]
    base = rate(plain, args.runs, args.matches, dungeon, args.turn_limit, "plain")
    full = rate(colleges, args.runs, args.matches, dungeon, args.turn_limit, "colleges")
    print(f"engine, sample teams (random bots): {base:.1f} matches/s; "
          f"full College rosters, all 64 pairings (random bots): {full:.1f} matches/s; "
          f"ratio {full / base:.2f} (median of {args.runs} x {args.matches}, turn limit {args.turn_limit}, "
          f"dungeon {dungeon.name})")


if __name__ == "__main__":
    main()

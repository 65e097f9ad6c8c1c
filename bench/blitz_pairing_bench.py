"""Blitz Bowl pairings (§18.2): how long planning a whole league's rounds takes.

Prints, for 3 to 12 coaches, the time to plan all 10 games each from scratch, and the slowest plan
from 200 random mid-season states where coaches arranged some games themselves (seeded, so the
figures compare between runs). Pure engine code: no database needed.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.blitz_bowl.breaches import BlitzRuleError  # noqa: E402
from engine.blitz_bowl.pairing import pairing_breaches, plan_rounds  # noqa: E402


def main() -> None:
    for n in range(3, 13):
        start = time.perf_counter()
        rounds = plan_rounds(range(n))
        print(f"{n:2d} coaches from scratch: {len(rounds):2d} rounds in {(time.perf_counter() - start) * 1000:7.1f} ms")
    worst, refused = (0.0, None), 0
    for trial in range(200):
        rng = random.Random(trial)
        n = rng.randint(3, 12)
        coaches, games = list(range(n)), []
        for _ in range(rng.randint(0, 5 * n)):
            options = [(a, b) for a in coaches for b in coaches if a < b and not pairing_breaches(games, a, b)]
            if not options:
                break
            games.append(rng.choice(options))
        start = time.perf_counter()
        try:
            plan_rounds(coaches, games)
        except BlitzRuleError:
            refused += 1
        took = time.perf_counter() - start
        if took > worst[0]:
            worst = (took, (n, len(games)))
    print(f"200 random mid-season states: slowest {worst[0] * 1000:.1f} ms ({worst[1][0]} coaches, "
          f"{worst[1][1]} games arranged); {refused} states had no way to finish and were refused")


if __name__ == "__main__":
    main()

"""Screens of Blood Bowl 2016's scripted-coach variants (issue #22, the ninth pass; engine/classic/drive.py).

Each variant plays ClassicCoach, Humans v Orcs as the ladder plays them, each fixture twice with the sides swapped
(match i: fixture i // 2, seed "variant-<i // 2>", the variant at home when i is even, so it plays Humans once and
Orcs once per fixture). Prints W-D-L, the score (a draw counts half) with its 95 % Wilson interval, touchdowns and
CPU seconds a match. A script match costs about 0.03-0.1 CPU s.

    python bench/classic_variants.py [N] [FIRST] "name:option=value,option=value" ... | <name in BASES> ...

e.g. `python bench/classic_variants.py 1000 0 plain: "ct:carrier_tz=1" careful`; the options are
engine.classic.drive.OPTIONS, the named coaches engine.classic.drive.BASES (default: 200 matches of "careful").
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.ai_ladder import wilson  # noqa: E402
from engine.classic.bots import ClassicCoach  # noqa: E402
from engine.classic.drive import BASES, variant  # noqa: E402
from engine.classic.match import ClassicMatch  # noqa: E402
from engine.classic.teams import boxed_team  # noqa: E402
from engine.dice import Dice  # noqa: E402


def parse(spec: str) -> tuple[str, type]:
    if ":" not in spec:
        return spec, BASES[spec]  # a coach by its name (engine.classic.drive.BASES)
    name, _, opts = spec.partition(":")
    options = {}
    for part in (p for p in opts.split(",") if p):
        key, _, value = part.partition("=")
        options[key] = int(value)
    return name, variant(name, **options)


def screen(coach: type, n: int, first: int, against: type = ClassicCoach) -> dict:
    wins = draws = losses = tds = 0
    start = time.process_time()
    for i in range(first, first + n):
        seed = f"variant-{i // 2}"
        home_first = i % 2 == 0
        a, b = coach(f"{i}:v"), against(f"{i}:c")
        bots = (a, b) if home_first else (b, a)
        m = ClassicMatch(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), dice=Dice(seed), bots=bots,
                         seed=seed)
        m.setup()
        m.run()
        seat = 0 if home_first else 1
        tds += sum(m.score)
        if m.winner is None:
            draws += 1
        elif m.winner == seat:
            wins += 1
        else:
            losses += 1
    low, high = wilson(wins + draws / 2, n)
    return {"w": wins, "d": draws, "l": losses, "score": (wins + draws / 2) / n, "low": low, "high": high,
            "tds": tds / n, "cpu": (time.process_time() - start) / n}


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200  # `make bench`: 200 matches of the kept variant
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    specs = sys.argv[3:] or ["careful"]
    print(f"{n} matches from {first}, each variant v ClassicCoach (load average "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())})", flush=True)
    for spec in specs:
        name, coach = parse(spec)
        r = screen(coach, n, first)
        print(f"  {name:24s} {spec.partition(':')[2]:40s} {r['w']}-{r['d']}-{r['l']}  score {100 * r['score']:.1f}% "
              f"[95% CI {100 * r['low']:.1f}-{100 * r['high']:.1f}%]  {r['tds']:.2f} TD a match, "
              f"{r['cpu']:.3f} CPU s a match", flush=True)


if __name__ == "__main__":
    main()

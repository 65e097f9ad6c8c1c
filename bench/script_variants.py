"""Variants of the scripted coach against the script (issue #22, the ninth and eleventh passes): a stronger base.

The search coach plays its inner scripted coach wherever it does not search, and its futures play it, so a variant
of the script that beats the script would lift the search coach built on it (`SearchCoach(seed, base=...)`). A
script against the script costs about 0.03-0.05 CPU s a match, so a variant (engine/ai/drive.py, options joined by
"+") is screened over 2,000 matches (95 % interval about ±2 points) in a minute or two:

    nice -n 10 .venv/bin/python bench/script_variants.py script carrier_tz carrier_tz+assist_first ... \
        [--first 7000 --matches 2000]

The matches are the ladder's fixtures and sides (bench/ai_ladder.py `play`: the Colleges in turn, the dungeon from
the seed, the variant home in even matches), from match 7000 on by default: fixtures no ladder run or earlier screen
used (the seventh pass screened on 3000-4999, the ninth on 5000-6999; the held-out ladder seeds are below 3200).
`script` is the variant with no option (the script itself: the control on the same matches and seeds). Prints W-D-L
of the variant and its score (a draw counts half) with its 95 % Wilson interval; --verbose a line per match.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ai_ladder import play, wilson  # noqa: E402

from engine.ai.coach import ScriptedCoach  # noqa: E402
from engine.ai.drive import drive_coach  # noqa: E402


def screen(spec: str, first: int, n: int, verbose: bool) -> None:
    variant = drive_coach(*[o for o in spec.split("+") if o and o != "script"])
    wins = draws = losses = 0
    start = time.process_time()
    longest = 0.0  # the longest match's CPU seconds (both coaches' thinking)
    for i in range(first, first + n):
        home = i % 2 == 0
        bots = (variant(f"{i}:v:h"), ScriptedCoach(f"{i}:s:a")) if home else \
            (ScriptedCoach(f"{i}:s:h"), variant(f"{i}:v:a"))
        m, cpu = play("dungeon_bowl", i, bots)
        longest = max(longest, sum(cpu))
        seat = 0 if home else 1
        result = "draw" if m.winner is None else int(m.winner == seat)
        if m.winner is None:
            draws += 1
        elif m.winner == seat:
            wins += 1
        else:
            losses += 1
        if verbose:
            print(f"    match {i}: {result} {m.end_reason} {m.score}", file=sys.stderr, flush=True)
    low, high = wilson(wins + draws / 2, n)
    print(f"{spec} v scripted, matches {first}-{first + n - 1}: {wins}-{draws}-{losses}, score "
          f"{100 * (wins + draws / 2) / n:.1f}% [95% CI {100 * low:.1f}-{100 * high:.1f}%], "
          f"{time.process_time() - start:.0f} CPU s, {(time.process_time() - start) / n:.3f} a match (longest "
          f"{longest:.3f}, the coaches' thinking) (load average {os.getloadavg()[0]:.1f})", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("variants", nargs="+", help="options of engine/ai/drive.py joined by +; 'script' for none")
    ap.add_argument("--first", type=int, default=7000)
    ap.add_argument("--matches", type=int, default=2000)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    for spec in args.variants:
        screen(spec, args.first, args.matches, args.verbose)


if __name__ == "__main__":
    main()

"""Two ladder runs side by side, match for match (issue 22's protocol; the earlier passes did this by hand).

    python bench/ladder_compare.py A.err[,A2.err...] B.err[,B2.err...]

Each side is one or more files of `AI_LADDER_VERBOSE=1` lines (bench/ai_ladder.py's stderr), for runs of the same
pairing on the same matches (`AI_LADDER_FIRST`, `AI_LADDER_MATCHES`), e.g. a candidate and the default coach. It prints
each side's W-D-L and score (a draw counts half) with the 95 % Wilson interval, then, over the matches both played,
how many results the first side changed for the better and for the worse, and the two-sided sign test of those
(exact binomial, the unchanged results left out). A 200-match screen moves by about ten points with luck alone
(docs/ai.md), so a gain is read from the paired count, and a gain on tuning matches is replicated on fresh ones
before any held-out match is played (the eleventh pass).
"""

from __future__ import annotations

import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.ai_ladder import wilson  # noqa: E402

LINE = re.compile(r"match (\d+): .*?, result (draw|0|1)\b")
SCORE = {"1": 1.0, "0": 0.0, "draw": 0.5}


def results(paths: list[str]) -> dict[int, float]:
    """Match number -> the first bot's result (1, 0.5, 0), from AI_LADDER_VERBOSE lines; other lines are skipped."""
    out: dict[int, float] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                found = LINE.search(line)
                if found:
                    out[int(found.group(1))] = SCORE[found.group(2)]
    return out


def sign_test(better: int, worse: int) -> float:
    """Two-sided exact sign test: the chance of a split at least this uneven if either way were as likely."""
    n = better + worse
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, k) for k in range(min(better, worse) + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def summary(name: str, res: dict[int, float]) -> str:
    n = len(res)
    wins = sum(r == 1.0 for r in res.values())
    draws = sum(r == 0.5 for r in res.values())
    score = sum(res.values())
    low, high = wilson(score, n)
    return (f"{name}: {n} matches, {wins}-{draws}-{n - wins - draws}, score {100 * score / max(n, 1):.1f}% "
            f"[95% CI {100 * low:.1f}-{100 * high:.1f}%]")


def compare(a: dict[int, float], b: dict[int, float]) -> tuple[int, int, int, float]:
    """Over the matches both sides played: how many, the results A has better, worse, and the sign test's p."""
    common = set(a) & set(b)
    better = sum(a[i] > b[i] for i in common)
    worse = sum(a[i] < b[i] for i in common)
    return len(common), better, worse, sign_test(better, worse)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    a, b = (results(arg.split(",")) for arg in argv)
    print(summary("A", a))
    print(summary("B", b))
    n, better, worse, p = compare(a, b)
    print(f"match for match over {n} matches: A better in {better}, worse in {worse} (sign test p = {p:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

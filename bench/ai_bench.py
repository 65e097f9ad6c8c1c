"""AI coach benchmark and win rates (issue 10). Run with `make bench` or `python bench/ai_bench.py`.

1. Scripted coach v scripted coach on random dungeons: CPU milliseconds per match (median, with the dungeon
   generator's share; time.process_time, so other processes on a shared machine do not inflate it; issue 21's
   target is 25 ms), matches per second, and blocks, touchdowns and casualties per match. Then the peak RSS of
   a fresh process simulating a season's matches (--season, default 112) one after another (target 200 MB).
2. Scripted coach v the random bot over 200 matches (sides alternate): the coach's win rate (target 95%+).
3. A stronger roster (higher team value) v a weaker one, both coached by the script, over many matches
   (sides alternate): the stronger team's win rate, for pairs of College rosters from the ruleset.
Options: --matches N (scripted v scripted), --random N (v random), --roster N (per roster pair),
--season N (matches in the memory run); 0 skips any of the last three. Every figure is printed with the machine's load average.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engine.rulesets  # noqa: E402
from engine import simulate  # noqa: E402
from engine.ai import ScriptedCoach  # noqa: E402
from engine.match import PlayerSheet, RandomBot, TeamSheet  # noqa: E402
from engine.match.dungeon import generate  # noqa: E402
from engine.match.sample import sample_team  # noqa: E402

RULES = engine.rulesets.get("dungeon_bowl")

# (roster, [(position key, count)], re-rolls): a strong and a weak line-up of the same College.
STRONG_WEAK = [
    ("fire",
     [("dwarf_blitzer", 2), ("troll_slayer", 2), ("dwarf_runner", 2), ("ogre_blocker", 1), ("dwarf_blocker_lineman", 5)], 3,
     [("gnoblar_lineman", 11)], 0),
    ("metal",
     [("black_orc", 3), ("orc_blitzer", 2), ("human_blitzer", 2), ("orc_thrower", 1), ("orc_lineman", 4)], 3,
     [("goblin_bruiser_lineman", 11)], 0),
    ("shadow",
     [("dark_elf_blitzer", 2), ("witch_elf", 2), ("gutter_runner", 2), ("skaven_blitzer", 2), ("dark_elf_lineman", 4)], 3,
     [("goblin_lineman", 11)], 0),
]


def roster_team(team_id: str, roster: str, lineup, rerolls: int) -> tuple[TeamSheet, int]:
    """A team sheet from College positions, and its team value (§4.8: players + re-rolls)."""
    college = RULES.roster(roster)
    players, value, n = [], rerolls * RULES.reroll_cost, 0
    for key, count in lineup:
        pos = college.position(key)
        for _ in range(count):
            n += 1
            players.append(PlayerSheet(id=f"{team_id}-{n}", number=n, name=f"{pos.name} {n}", position=pos.key,
                                       ma=pos.ma, st=pos.st, ag=pos.ag, pa=pos.pa, av=pos.av, skills=pos.skills))
            value += pos.cost
    return TeamSheet(id=team_id, name=f"{college.name} ({team_id})", rerolls=rerolls, players=tuple(players)), value


def tally(events) -> tuple[int, int]:
    blocks = sum(1 for e in events if e["t"] == "block_result")
    casualties = sum(1 for e in events if e["t"] == "removed" and e.get("to") == "casualty")
    return blocks, casualties


def load() -> str:
    return "load average " + ", ".join(f"{x:.2f}" for x in os.getloadavg())


def scripted_v_scripted(matches: int) -> None:
    home, away = sample_team("home"), sample_team("away")
    blocks = tds = cas = 0
    gen_ms, match_ms = [], []
    start = time.perf_counter()
    for i in range(matches):
        cpu = time.process_time()
        dungeon = generate(f"ai-{i}")  # what simulate() does without a dungeon, timed on its own
        gen_ms.append((time.process_time() - cpu) * 1000)
        cpu = time.process_time()
        out = simulate(home, away, seed=f"ai-{i}", dungeon=dungeon,
                       home_bot=ScriptedCoach(f"{i}h"), away_bot=ScriptedCoach(f"{i}a"))
        match_ms.append((time.process_time() - cpu) * 1000)
        b, c = tally(out.events)
        blocks, cas, tds = blocks + b, cas + c, tds + out.home_score + out.away_score
    elapsed = time.perf_counter() - start
    total = [g + m for g, m in zip(gen_ms, match_ms, strict=True)]
    print(f"scripted v scripted: {matches} matches in {elapsed:.1f} s = {matches / elapsed:.1f} matches/s ({load()})")
    median = statistics.median(total)
    print(f"  CPU ms per match, median: {median:.1f} (dungeon generator {statistics.median(gen_ms):.1f}, "
          f"play {statistics.median(match_ms):.1f}; target 25: {'reached' if median <= 25 else 'not reached'})")
    print(f"  per match: {blocks / matches:.1f} blocks, {tds / matches:.2f} touchdowns, {cas / matches:.2f} casualties")


def season_memory(matches: int) -> None:
    """Peak RSS of a fresh process that simulates `matches` scripted matches on random dungeons, keeping only the
    scores (what a season worker holds between tasks)."""
    out = subprocess.run([sys.executable, os.path.abspath(__file__), "--memory-run", str(matches)],
                         capture_output=True, text=True, check=True)
    print(f"season worker memory: {out.stdout.strip()} ({load()}; target 200 MB)")


def memory_run(matches: int) -> None:
    home, away = sample_team("home"), sample_team("away")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    scores = []
    for i in range(matches):
        out = simulate(home, away, seed=f"season-{i}", home_bot=ScriptedCoach(f"{i}h"), away_bot=ScriptedCoach(f"{i}a"))
        scores.append((out.home_score, out.away_score))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{matches} matches in one process, peak RSS {peak:.0f} MB (after imports {before:.0f} MB)")


def versus_random(matches: int) -> None:
    wins = draws = 0
    for seed in range(matches):
        ai_home = seed % 2 == 0
        bots = (ScriptedCoach(seed), RandomBot(seed)) if ai_home else (RandomBot(seed), ScriptedCoach(seed))
        out = simulate(sample_team("home"), sample_team("away"), seed=seed, home_bot=bots[0], away_bot=bots[1])
        wins += out.winner == ("home" if ai_home else "away")
        draws += out.winner is None
    print(f"scripted v random: the scripted coach won {wins}/{matches} = {100 * wins / matches:.1f}% "
          f"({draws} draws; target 95%) ({load()})")


def stronger_v_weaker(matches: int) -> None:
    total_wins = total = 0
    for roster, strong_lineup, strong_rr, weak_lineup, weak_rr in STRONG_WEAK:
        strong, tv_strong = roster_team("strong", roster, strong_lineup, strong_rr)
        weak, tv_weak = roster_team("weak", roster, weak_lineup, weak_rr)
        wins = draws = 0
        for i in range(matches):
            strong_home = i % 2 == 0
            home, away = (strong, weak) if strong_home else (weak, strong)
            out = simulate(home, away, seed=f"{roster}-{i}", home_bot=ScriptedCoach(f"{i}h"), away_bot=ScriptedCoach(f"{i}a"))
            wins += out.winner == ("home" if strong_home else "away")
            draws += out.winner is None
        total_wins, total = total_wins + wins, total + matches
        print(f"  {roster}: TV {tv_strong:,} v {tv_weak:,} gp — the stronger team won {wins}/{matches} "
              f"= {100 * wins / matches:.1f}% ({draws} draws)")
    print(f"stronger v weaker roster: the stronger team won {total_wins}/{total} = {100 * total_wins / total:.1f}% "
          f"({load()})")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--random", type=int, default=200)
    ap.add_argument("--roster", type=int, default=100)
    ap.add_argument("--season", type=int, default=112)
    ap.add_argument("--memory-run", type=int, default=0, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.memory_run:
        memory_run(args.memory_run)
        return
    scripted_v_scripted(args.matches)
    if args.season:
        season_memory(args.season)
    if args.random:
        versus_random(args.random)
    if args.roster:
        stronger_v_weaker(args.roster)


if __name__ == "__main__":
    main()

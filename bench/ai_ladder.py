"""The bot ladder (issue 22): a round robin of every bot over seeded matches, per ruleset with an engine.

Bots: random (engine.match.bots.RandomBot / ClassicRandomBot), scripted (ScriptedCoach / ClassicCoach) and
search (engine.ai.search.SearchCoach, flat Monte Carlo over scripted rollouts). Every pair of different bots
plays N matches per ruleset with sides alternating, and scripted plays itself N matches (the issue's
"scripted v scripted" figures). Rulesets: Dungeon Bowl (a College full roster against another, the Colleges
in turn, dungeons generated from the seed) and Blood Bowl 2016 (Humans v Orcs). Kaosball's bots plan whole
turns through another protocol and are left out.

For each pairing it prints the first bot's win/draw/loss and its score (a draw counts half) with the 95 % Wilson
interval, then per match: touchdowns, casualties, passes,
hand-offs and throws of a team-mate attempted (wall passes count as passes), the share of matches that ended
0-0 at the time limit, and each bot's CPU seconds per match, mean and longest match (time.process_time, with the load average:
the machine is shared). Last, an Elo per bot per ruleset over the matches between different bots (K = 24, from
1500, matches taken in order).

N is AI_LADDER_MATCHES (default 20; the CI smoke test runs 1); AI_SEARCH="rollouts,width,horizon" (or
"name=value,...", e.g. "max_rollouts=48,z=1.5,match_rollouts=4000") sets the search coach's budget.
AI_LADDER_VERBOSE=1 prints a line per match on stderr. AI_LADDER_SALT=s salts the search coach's seed (a control: the same
coach, other luck). AI_LADDER_FIRST=k plays matches k to k+N-1 (the same fixtures
and seeds as in a longer run: a long run can be split, or a screen continued, match for match).
`--only dungeon_bowl|blood_bowl_2016` plays one ruleset, `--pairs scripted-scripted,search-scripted` only those
pairings.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.ai.coach import ScriptedCoach  # noqa: E402
from engine.ai.search import SearchCoach  # noqa: E402
from engine.classic.bots import ClassicCoach, ClassicRandomBot  # noqa: E402
from engine.classic.drive import BASES  # noqa: E402
from engine.classic.match import ClassicMatch  # noqa: E402
from engine.classic.teams import boxed_team  # noqa: E402
from engine.dice import Dice  # noqa: E402
from engine.match.bots import RandomBot  # noqa: E402
from engine.match.colleges import COLLEGES, full_roster_team  # noqa: E402
from engine.match.core import Match  # noqa: E402
from engine.match.dungeon import generate  # noqa: E402

BOTS = ("random", "scripted", "search")


def search_budget(text: str) -> dict:
    """AI_SEARCH: "rollouts,width,horizon" by position, or "name=value,..." for any of SearchCoach's budget
    keywords (rollouts, width, horizon, max_rollouts, z, match_rollouts, to_the_end, reserve, late_rollouts,
    inherit, stand_still, focus, contested_rollouts, steps, late_steps, reach, threat, full_time, plans,
    plan_inside, plan_mask, plan_z, plan_max), and `base=<name>`: Blood Bowl 2016's scripted coach the search
    extends, by its name in engine.classic.drive.BASES (default ClassicCoach)."""
    out: dict = {}
    for i, part in enumerate(p for p in text.split(",") if p):
        name, _, value = part.rpartition("=")
        name = name or ("rollouts", "width", "horizon")[i]
        out[name] = float(value) if name in ("z", "plan_z") else value if name == "base" else int(value)
    return out


# The search coach's budget (default: the coach's own defaults).
SEARCH = search_budget(os.environ.get("AI_SEARCH", ""))
VERBOSE = bool(os.environ.get("AI_LADDER_VERBOSE"))
FIRST = int(os.environ.get("AI_LADDER_FIRST", "0"))  # the first match's number (fixture, seeds, sides)
# AI_LADDER_SALT=s: the search coach's own seed salted (the fixtures, the dice and the other bots as before): the same
# coach with other luck in its searches, a control for how far a screen's result moves with luck alone.
SALT = os.environ.get("AI_LADDER_SALT", "")
ATTEMPTS = {"pass": "passes", "wall_pass": "passes", "hand_off": "hand_offs", "throw_team_mate": "throws"}


def make_bot(ruleset: str, name: str, seed):
    classic = ruleset == "blood_bowl_2016"
    if name == "random":
        return (ClassicRandomBot if classic else RandomBot)(seed)
    if name == "scripted":
        return (ClassicCoach if classic else ScriptedCoach)(seed)
    budget = dict(SEARCH)
    base = budget.pop("base", None)  # Blood Bowl 2016's scripted base by name (engine.classic.drive.BASES)
    if classic:
        base = BASES[base or "ClassicCoach"]
    else:
        base = ScriptedCoach
    return SearchCoach(f"{seed}{SALT}", base=base, **budget)


def play(ruleset: str, i: int, bots):
    """Match i of a pairing: the teams and the dungeon follow from i // 2, so every pairing sees the same fixtures
    and each fixture is played twice, the bots swapping sides (a roster or dungeon favours neither bot)."""
    i //= 2
    seed = f"ladder-{i}"
    if ruleset == "blood_bowl_2016":
        home, away = boxed_team("humans", id="h"), boxed_team("orcs", id="a")
        m = ClassicMatch(home, away, dice=Dice(seed), bots=bots, seed=seed)
    else:
        a, b = COLLEGES[i % len(COLLEGES)], COLLEGES[(i + 3) % len(COLLEGES)]
        home, away = full_roster_team(a, team_id="home"), full_roster_team(b, team_id="away")
        m = Match(home, away, dungeon=generate(seed), dice=Dice(seed), bots=bots, seed=seed)
    m.setup()
    cpu = [0.0, 0.0]
    while not m.over:  # Match.run, timing each side's thinking
        team = m.active
        start = time.process_time()
        action = m.bots[team].act(m)
        cpu[team] += time.process_time() - start
        m.do(tuple(action))
    return m, cpu


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate (draws count half)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def pairing(ruleset: str, a: str, b: str, n: int, games: list) -> None:
    wins = draws = losses = tds = cas = nil = 0
    timed = [0, 0, 0]  # matches decided at the time limit (§6.16, no touchdown): won, drawn, lost by the first bot
    attempts = {"passes": 0, "hand_offs": 0, "throws": 0}
    think = {a: 0.0, b: 0.0} if a != b else {a: 0.0}
    longest = dict.fromkeys(think, 0.0)  # the most CPU seconds one bot spent in one match (the "<= 10 s")
    for i in range(FIRST, FIRST + n):
        a_home = i % 2 == 0
        bots = (make_bot(ruleset, a, f"{i}:{a}:h"), make_bot(ruleset, b, f"{i}:{b}:a")) if a_home else \
            (make_bot(ruleset, b, f"{i}:{b}:h"), make_bot(ruleset, a, f"{i}:{a}:a"))
        m, cpu = play(ruleset, i, bots)
        a_seat = 0 if a_home else 1
        think[a] += cpu[a_seat] / (1 if a != b else 2)
        think[b] += cpu[1 - a_seat] / (1 if a != b else 2)
        longest[a] = max(longest[a], cpu[a_seat])
        longest[b] = max(longest[b], cpu[1 - a_seat])
        result = None if m.winner is None else (1.0 if m.winner == a_seat else 0.0)
        if result is None:
            draws += 1
        elif result:
            wins += 1
        else:
            losses += 1
        if m.end_reason == "time_limit" and not sum(m.score):
            timed[0 if result else 2 if result is not None else 1] += 1
        if a != b:
            games.append((a, b, 0.5 if result is None else result))
        if VERBOSE:  # one line a match on stderr, to follow a long run and to look at single matches
            print(f"    match {i}: {a} {'home' if a_home else 'away'}, {m.end_reason} {m.score}, result "
                  f"{'draw' if result is None else int(result)}, CPU {cpu[a_seat]:.2f} v {cpu[1 - a_seat]:.2f}"
                  + "".join(f", {bot.rollouts_played} rollouts ({bot.deviations}/{bot.searches} searches deviated)"
                            + (f", plans {bot.plan_deviations}/{bot.plan_searches} not the script "
                               f"({bot.plan_rollouts} rollouts; {bot.plans_chosen})" if bot.plans else "")
                            for bot in bots if isinstance(bot, SearchCoach)), file=sys.stderr, flush=True)
        tds += sum(m.score)
        nil += sum(m.score) == 0 and m.end_reason in ("time_limit", "full_time")  # Blood Bowl 2016 plays two halves
        for e in m.events:
            t = e["t"]
            if t in ATTEMPTS:
                attempts[ATTEMPTS[t]] += 1
            elif t == "removed" and e.get("to") == "casualty":
                cas += 1
    low, high = wilson(wins + draws / 2, n)
    print(f"  {a} v {b}: {wins}-{draws}-{losses} (W-D-L of {a}, {100 * wins / n:.0f}% wins, score "
          f"{100 * (wins + draws / 2) / n:.0f}% [95% CI {100 * low:.0f}-{100 * high:.0f}%]) | per match: "
          f"{tds / n:.2f} TD, {cas / n:.2f} cas, {attempts['passes'] / n:.2f} passes, "
          f"{attempts['hand_offs'] / n:.2f} hand-offs, {attempts['throws'] / n:.2f} throws | "
          f"0-0 at the time limit {100 * nil / n:.0f}% ({'-'.join(map(str, timed))} W-D-L of {a}) | CPU s per match: "
          + ", ".join(f"{bot} {t / n:.2f} (max {longest[bot]:.2f})" for bot, t in think.items()), flush=True)


def elo(games: list) -> dict:
    rating = dict.fromkeys(BOTS, 1500.0)
    for a, b, score in games:
        expect = 1 / (1 + 10 ** ((rating[b] - rating[a]) / 400))
        rating[a] += 24 * (score - expect)
        rating[b] -= 24 * (score - expect)
    return rating


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", choices=("dungeon_bowl", "blood_bowl_2016"))
    ap.add_argument("--pairs", default="scripted-scripted,scripted-random,search-random,search-scripted")
    args = ap.parse_args()
    n = int(os.environ.get("AI_LADDER_MATCHES", "20"))
    pairs = [tuple(p.split("-")) for p in args.pairs.split(",")]
    for ruleset in ("dungeon_bowl", "blood_bowl_2016"):
        if args.only and ruleset != args.only:
            continue
        print(f"{ruleset}: {n} matches per pairing (load average "
              f"{', '.join(f'{x:.2f}' for x in os.getloadavg())})", flush=True)
        games: list = []
        for a, b in pairs:
            pairing(ruleset, a, b, n, games)
        if games:
            print("  Elo: " + ", ".join(f"{bot} {r:.0f}" for bot, r in elo(games).items()), flush=True)


if __name__ == "__main__":
    main()

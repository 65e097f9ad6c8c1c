"""Golden event logs: the engines play the same match for the same seed, event for event (issue #21).

Every speed-up of the engines must leave the rules alone. This test replays fixed seeds — 50 Dungeon Bowl
matches (the eight Colleges, the fixed Crypt Run and random dungeons, scripted v scripted and random v
scripted), 10 Blood Bowl 2016 matches (engine/classic) and 10 Kaosball matches (engine/kaosball) — and compares
a fingerprint of each match (sha256 of the JSON event log, the final score and the number of events) with the
fingerprints stored in golden/fingerprints.json, written from the code before the optimisations.

If a change must alter the logs (say, the dungeon generator draws differently), regenerate deliberately in its own
commit, saying why there and in docs/performance.md:

    python tests/engine/match/test_golden_logs.py --write
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

import pytest

GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "golden", "fingerprints.json")
COLLEGES = ("fire", "shadow", "metal", "light", "death", "life", "beasts", "heavens")


def fingerprint(events, score) -> str:
    text = json.dumps(events, separators=(",", ":"))
    return f"{hashlib.sha256(text.encode()).hexdigest()} {score} {len(events)}"


def dungeon_bowl_case(n: int) -> str:
    """Match n of 50: Colleges in turn; even n on the Crypt Run, odd n on a dungeon generated from the seed;
    every fifth match the random bot (home or away) against the scripted coach, the rest scripted v scripted."""
    from engine import simulate
    from engine.ai import ScriptedCoach
    from engine.match import RandomBot
    from engine.match.colleges import full_roster_team
    from engine.match.layouts import crypt_run

    home = full_roster_team(COLLEGES[n % 8], team_id="h")
    away = full_roster_team(COLLEGES[(3 * n + 1) % 8], team_id="a")
    seed = f"golden-{n}"
    dungeon = crypt_run() if n % 2 == 0 else None
    if n % 5 == 0:
        bots = (RandomBot(f"{n}h"), ScriptedCoach(f"{n}a")) if n % 10 == 0 else (ScriptedCoach(f"{n}h"), RandomBot(f"{n}a"))
    else:
        bots = (ScriptedCoach(f"{n}h"), ScriptedCoach(f"{n}a"))
    turn_limit = 16 if n % 3 == 0 else None
    out = simulate(home, away, seed=seed, dungeon=dungeon, turn_limit=turn_limit, home_bot=bots[0], away_bot=bots[1])
    return fingerprint(out.events, [out.score["home"], out.score["away"]])


def classic_case(n: int) -> str:
    """Blood Bowl 2016 (engine/classic): Humans and Orcs, the scripted coach, every third match against the random bot."""
    from engine.classic.bots import ClassicCoach, ClassicRandomBot
    from engine.classic.simulate import simulate
    from engine.classic.teams import boxed_team

    home = boxed_team(("humans", "orcs")[n % 2], id="h")
    away = boxed_team(("humans", "orcs")[(n // 2) % 2], id="a")
    away_bot = ClassicRandomBot(f"{n}a") if n % 3 == 2 else ClassicCoach(f"{n}a")
    out = simulate(home, away, seed=f"classic-{n}", home_bot=ClassicCoach(f"{n}h"), away_bot=away_bot)
    return fingerprint(out.events, [out.score["home"], out.score["away"]])


def kaosball_case(n: int) -> str:
    """Kaosball (engine/kaosball): head-to-head between the four team kinds, and two Maximum Kaos matches."""
    from engine.kaosball import simulate
    from engine.kaosball.sheets import KaosSheet
    from engine.rulesets.kaosball.data import TEAMS

    kinds = [t.key for t in TEAMS]
    sheets = [KaosSheet(10 * (k + 1), f"Team {k}", kinds[(n + k) % len(kinds)], cash=(n + k) % 5) for k in range(4)]
    others = sheets[2:4] if n == 8 else sheets[2:3] if n % 3 == 2 else ()  # three or four teams
    out = simulate(sheets[0], sheets[1], others=others, seed=f"kaos-{n}")
    return fingerprint(out.events, [s["score"] for s in out.result["sides"]])


CASES = ([("dungeon_bowl", n) for n in range(50)] + [("classic", n) for n in range(10)]
         + [("kaosball", n) for n in range(10)])
RUN = {"dungeon_bowl": dungeon_bowl_case, "classic": classic_case, "kaosball": kaosball_case}


def _stored() -> dict:
    with open(GOLDEN) as f:
        return json.load(f)


@pytest.mark.parametrize(("engine", "n"), CASES, ids=[f"{e}-{n}" for e, n in CASES])
def test_the_event_log_is_the_golden_one(engine, n):
    assert RUN[engine](n) == _stored()[f"{engine}-{n}"], \
        f"{engine} match {n} no longer plays as before: a rule or a draw changed (see this module's docstring)"


if __name__ == "__main__":
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    sys.path.insert(0, root)
    if "--write" not in sys.argv:
        sys.exit("usage: python tests/engine/match/test_golden_logs.py --write  (overwrites the stored fingerprints)")
    data = {f"{e}-{n}": RUN[e](n) for e, n in CASES}
    with open(GOLDEN, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"wrote {len(data)} fingerprints to {GOLDEN}")

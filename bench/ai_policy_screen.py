"""A variant of the scripted coach against the scripted coach, on the ladder's fixtures (issue 22, the seventh pass).

The search coach plays the script wherever it does not search, and its rollouts play it on both sides, so a better
script would lift it. Script against script costs about 0.05 CPU s a match (the search coach 2 s), so a variant is
screened over 2,000 matches (95 % interval about ±2 points) in two minutes:

    nice -n 10 python bench/ai_policy_screen.py HardBlitz 3000 2000

Variants (none beat the script: docs/ai.md, the seventh pass):
- HardBlitz: a Blitz on the opposing carrier played to the end (Dodges out of Tackle Zones, Rushes), as the search
  coach's `hard` candidates play it; HardBlitzX also declares it by blitzers who need a Rush to get there.
- Screen: once two of ours mark the opposing carrier, the others go 2-3 steps ahead of it on its way to its End
  Zone instead of to its side.
- LateBlocks (LateBlocksDef, LateBlocksAtt: only while they / we hold the ball): blocks after the moves (a block
  that fails is a Turnover, and the moves not made are lost).
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ai_ladder import play, wilson  # noqa: E402

from engine.ai.coach import ScriptedCoach  # noqa: E402
from engine.ai.search import SearchCoach  # noqa: E402


class HardBlitz(ScriptedCoach):
    extend = False  # HardBlitzX: blitzers who need a Rush may be picked too

    def activation_action(self, m, actions):
        p = m.act
        if m.act_kind == "blitz" and m.act_target is not None and m.act_target is m.carrier \
                and m.carrier.team != p.team:
            return SearchCoach.hard_step(m, self)
        return super().activation_action(m, actions)

    def _best_blitz(self, m, declares, target):
        best = super()._best_blitz(m, declares, target)
        if best is not None or not self.extend:
            return best
        dist = self.distances_at_players(m, list(m.dungeon.adj[target.sq]))
        best_key = None
        for pid, acts in declares.items():
            if ("declare", pid, "blitz", target.id) not in acts:
                continue
            p = self._who[pid]
            if not p.standing or dist[p.sq] + 1 > p.ma + m.max_rush(p):
                continue
            key = (dist[p.sq] + 1 - p.ma, -(p.st - target.st), dist[p.sq])
            if best_key is None or key < best_key:
                best, best_key = ("declare", pid, "blitz", target.id), key
        return best


class HardBlitzX(HardBlitz):
    extend = True


class Screen(ScriptedCoach):
    markers = 2  # once this many of ours mark the carrier, the others screen

    def _goal_for(self, m, p, team):
        carrier = m.carrier
        if carrier is not None and carrier.team != team:
            adj = m.dungeon.adj[carrier.sq]
            marking = sum(1 for q in m.players_of(team) if q.standing and q.sq in adj)
            if marking >= self.markers and (p is None or p.sq not in adj):
                ez = self.ez_distances(m, carrier.team)
                here = ez[carrier.sq]
                near = self.distances(m, [carrier.sq])
                ahead = [sq for sq in range(len(ez)) if 2 <= near[sq] <= 3 and near[sq] + ez[sq] == here
                         and (m.at(sq) is None or m.at(sq) is p) and not m.is_portal(sq)]
                if ahead:
                    return ahead, "on"
        return super()._goal_for(m, p, team)


class LateBlocks(ScriptedCoach):
    when = "any"
    _no_blocks = False

    def _best_block(self, m, declares, team, theirs):
        return None if self._no_blocks else super()._best_block(m, declares, team, theirs)

    def turn_action(self, m, actions):
        pick = super().turn_action(m, actions)
        if pick[0] != "declare" or pick[2] != "block":
            return pick
        c = m.carrier
        if self.when != "any" and (c is None or (c.team != m.active) != (self.when == "def")):
            return pick
        self._no_blocks = True
        try:
            other = super().turn_action(m, actions)
        finally:
            self._no_blocks = False
        return pick if other[0] == "end_turn" or other[0] == "declare" and other[2] == "foul" else other


class LateBlocksDef(LateBlocks):
    when = "def"


class LateBlocksAtt(LateBlocks):
    when = "att"


VARIANTS = {c.__name__: c for c in (HardBlitz, HardBlitzX, Screen, LateBlocks, LateBlocksDef, LateBlocksAtt)}


def main() -> None:
    name, first, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    variant = VARIANTS[name]
    wins = draws = losses = 0
    start = time.process_time()
    for i in range(first, first + n):
        home = i % 2 == 0
        bots = (variant(f"{i}:v:h"), ScriptedCoach(f"{i}:s:a")) if home else \
            (ScriptedCoach(f"{i}:s:h"), variant(f"{i}:v:a"))
        m, _cpu = play("dungeon_bowl", i, bots)
        if m.winner is None:
            draws += 1
        elif m.winner == (0 if home else 1):
            wins += 1
        else:
            losses += 1
    low, high = wilson(wins + draws / 2, n)
    print(f"{name} v scripted, matches {first}-{first + n - 1}: {wins}-{draws}-{losses}, score "
          f"{100 * (wins + draws / 2) / n:.1f}% [95% CI {100 * low:.0f}-{100 * high:.0f}%], "
          f"{time.process_time() - start:.0f} CPU s (load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()

"""The search coach: flat Monte Carlo over the engine's own copy of the match (issue 22, the "hard" AI).

At each declaration of its team turn (which player does what next, §2.4, §6.2) the coach takes a few
candidate declarations — the scripted coach's own pick, the best Blitz and blocks, the ball carrier's move — and for
each plays `rollouts` short futures on a copy of the match: the candidate, then
scripted coaches on both sides until the end of the opponent's next team turn (`horizon` team turns). Each
future is scored by `evaluate` (touchdowns first, then the ball, then players standing), and the candidate
with the best mean is played. Inside an activation, and for every decision within a procedure, it plays as
the scripted coach does.

Deterministic under its seed: the budget is counted in rollouts, never in wall time, and each copy gets its
own dice seeded from the coach's generator (the copy never sees the real match's future rolls). All
candidates share the same rollout seeds (common random numbers), so they are compared on the same luck.

The copy is cheap: the dungeon, team sheets and skills are shared, and the event log and the dice's roll log
start empty (copying them would cost more than the rollout as the match goes on).
"""

from __future__ import annotations

import copy
import random

from engine.ai.coach import ScriptedCoach
from engine.dice import Dice
from engine.match.state import FIELD

TD = 1000  # a touchdown outweighs anything else on the board
WIN = 5000


def light_copy(m, seed):
    """A copy of the match to play on: shares what never changes, fresh event log, its own dice."""
    memo = {id(m.d): m.d, id(m.events): [], id(m.dice): Dice(seed)}
    for ts in m.teams:
        memo[id(ts.sheet)] = ts.sheet
    for bot in m.bots:
        memo[id(bot)] = bot
    for p in m.players:
        memo[id(p.hooks)] = p.hooks  # skills are stateless
    return copy.deepcopy(m, memo)


def evaluate(m, team: int, judge: ScriptedCoach) -> float:
    """How good the board is for `team`: the score, then who has the ball and how near its End Zone (or who is
    nearer the loose ball, or the Chests while the ball is in one), then the players each side has standing (a player down or out cannot block, mark or score)."""
    if m.over and m.winner is not None:
        return WIN if m.winner == team else -WIN
    value = TD * (m.score[team] - m.score[1 - team])
    carrier = m.carrier
    if carrier is not None:
        ez = judge.ez_distances(m, carrier.team)
        held = 60 - 3 * min(ez[carrier.sq], 20)
        value += held if carrier.team == team else -held
    elif m.ball_sq >= 0 or m.chest_squares():  # the race to the loose ball, or to the Chests that hide it
        target = [m.ball_sq] if m.ball_sq >= 0 else list(m.chest_squares())
        dist = judge.distances(m, target)
        near = [20, 20]
        for p in m.players:
            if p.team in (0, 1) and p.where == FIELD and p.status == "standing" and dist[p.sq] < near[p.team]:
                near[p.team] = dist[p.sq]
        value += (2 if m.ball_sq >= 0 else 1) * (near[1 - team] - near[team])
    for p in m.players:
        if p.team not in (0, 1):
            continue  # the Werewolf plays for nobody
        sign = 1 if p.team == team else -1
        if p.where == FIELD:
            value += sign * (6 if p.status == "standing" else 2)
    return value


class SearchCoach:
    """Flat Monte Carlo over declarations, scripted rollouts; `base` is the scripted coach class to
    extend (ScriptedCoach for Dungeon Bowl, ClassicCoach for Blood Bowl 2016)."""

    def __init__(self, seed, *, rollouts: int = 8, width: int = 3, horizon: int = 2, base=ScriptedCoach) -> None:
        self.rng = random.Random(f"search:{seed}")
        self.base = base
        self.inner = base(seed)  # plays the activations and the procedures' decisions
        self.rollouts, self.width, self.horizon = rollouts, width, horizon
        self.rollouts_played = 0  # the budget actually spent, for the bench

    def choose(self, m, decision, options):
        return self.inner.choose(m, decision, options)

    def act(self, m):
        pick = self.inner.act(m)  # keeps the scripted coach's per-turn state up to date
        if m.act is not None or pick[0] != "declare":
            return pick
        candidates = self.candidates(m, pick)
        if len(candidates) < 2:
            return pick
        return self.search(m, candidates)

    def candidates(self, m, pick) -> list:
        """The scripted pick first, then the alternatives worth a look, at most `width` in all."""
        team = m.active
        actions = m.legal_actions()
        out = [pick]
        carrier = m.carrier

        def add(a):
            if a is not None and a not in out and len(out) < self.width:
                out.append(a)

        if carrier is not None and carrier.team != team:  # a Blitz on the carrier, the likeliest first
            blitzes = [a for a in actions if a[0] == "declare" and a[2] == "blitz" and a[3] == carrier.id]
            blitzes.sort(key=lambda a: (-m.player(a[1]).st, m.dungeon.distance(m.player(a[1]).sq, carrier.sq)))
            for a in blitzes[:2]:
                add(a)
        if carrier is not None and carrier.team == team:
            add(("declare", carrier.id, "move", None) if ("declare", carrier.id, "move", None) in actions else None)
        blocks = []  # only blocks whose dice we choose from two or more (§6.11): others rarely pay
        for a in actions:
            if a[0] == "declare" and a[2] == "block":
                n, chooser, _att, _dfn = m.block_dice(m.player(a[1]), m.player(a[3], 1 - team))
                if chooser == team and n >= 2:
                    blocks.append((-n, a))
        blocks.sort(key=lambda b: b[0])
        for _key, a in blocks[:2]:
            add(a)
        return out

    def search(self, m, candidates):
        team = m.active
        seeds = [self.rng.getrandbits(32) for _ in range(self.rollouts)]
        best, best_value = candidates[0], None
        for a in candidates:
            total = 0.0
            for s in seeds:
                total += self.rollout(m, a, s, team)
            if best_value is None or total > best_value:  # ties keep the earlier (the scripted pick first)
                best, best_value = a, total
        return best

    def rollout(self, m, action, seed, team) -> float:
        self.rollouts_played += 1
        sim = light_copy(m, seed)
        sim.bots = [self.base(f"{seed}:0"), self.base(f"{seed}:1")]
        sim.do(action)
        stop = m.turn_no + self.horizon
        steps = 0
        while not sim.over and sim.turn_no < stop and steps < 2000:
            sim.do(sim.bots[sim.active].act(sim))
            steps += 1
        return evaluate(sim, team, self.inner)

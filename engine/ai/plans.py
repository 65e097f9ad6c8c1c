"""Whole-turn plans for the search coach (issue 22, the eighth pass): variants of the scripted coach that play the
rest of one team turn their own way.

The seventh pass found the decisive team turn to be the one before the opposing carrier comes in reach, and that
changing one declaration against a script that plays the rest of the turn rarely moves a match. A plan changes the
whole team turn: the search coach (`SearchCoach(plans=1)`) plays futures of each plan that applies — the plan plays
our team turn to its end, then scripted coaches on both sides — and keeps the script unless a plan is clearly better
on the same dice (engine/ai/search.py). As plain policies each of these scored 47-50 % against the script (the
seventh pass's screens). By default the search coach weighs only `screen` and `defence` (docs/ai.md, the eighth
pass: held out, 56.5 % against 54.5 % without plans, not shown beyond noise); `late_blocks` and `cautious` look
good within its two-team-turn horizon and lost beyond it.

A `PlanCoach` with no plan, or outside the team turn it was given its plan for, is the scripted coach move for move
(the same choices, the same draws of its generator). Pure and deterministic, as the scripted coach.

Plans (`PLANS`, the script first):
- `hard`: the Blitz on the opposing carrier played to the end (the blitzer Dodges and Rushes to throw the block;
  the script's walks within MA and stops in the first Tackle Zone), and blitzers who need a Rush may be picked.
- `screen`: once one of ours marks the opposing carrier, the others go 2-3 steps ahead of it on its way to its End
  Zone, not to its side.
- `late_blocks`: blocks after the moves (a failed block is a Turnover, and the moves not made are lost).
- `defence`: all three at once, while the opposing carrier is within DEFENCE_RANGE squares of its End Zone.
- `cautious`: our carrier makes no Rush that does not score and no Dodge into a square an opponent marks.
"""

from __future__ import annotations

from engine.ai.coach import ScriptedCoach

PLANS = ("script", "hard", "screen", "late_blocks", "defence", "cautious")
DEFENCE_RANGE = 16  # `defence` applies while the opposing carrier is this near its End Zone, or nearer
_HARD = frozenset({"hard", "defence"})
_SCREEN = frozenset({"screen", "defence"})
_LATE = frozenset({"late_blocks", "defence"})


def applicable(m, coach: ScriptedCoach) -> list[str]:
    """The plans worth a look for the team to play, the script first: those that may play otherwise than the script
    on this board (a defence needs an opposing carrier, a cautious carrier our own, a late block a block)."""
    team = m.active
    carrier = m.carrier
    out = ["script"]
    theirs = carrier is not None and carrier.team != team
    actions = m.legal_actions()
    if theirs and carrier.standing:
        out += ["hard", "screen"]
    if any(a[0] == "declare" and a[2] == "block" for a in actions):
        out.append("late_blocks")
    if theirs and carrier.standing and coach.ez_distances(m, carrier.team)[carrier.sq] <= DEFENCE_RANGE:
        out.append("defence")
    if carrier is not None and carrier.team == team:
        out.append("cautious")
    return out


def hard_step(m, coach: ScriptedCoach):
    """The next action of a Blitz on the opposing carrier played to the end (§6.12): the block when beside it, else a
    step towards it, Rushing and Dodging as need be, the fewest Tackle Zones first; the end when it cannot get there."""
    p, target = m.act, m.act_target
    actions = m.legal_actions()
    for a in actions:
        if a[0] == "block":
            return a
    steps = [a for a in actions if a[0] == "move"]
    if target is None or not target.standing or not steps:
        return ("end_activation",)
    dist = coach.distances_near(m, [target.sq], p.sq)
    if dist[p.sq] > p.ma + m.max_rush(p) - m.mp_used:
        return ("end_activation",)  # out of reach now (it was pushed, or the way is shut)
    return coach._step(m, p, steps, dist, how="adj", rush=True, careful=True) or ("end_activation",)


class PlanCoach(ScriptedCoach):
    """The scripted coach, playing `plan` through team turn `turn` (the script everywhere else)."""

    def __init__(self, seed, plan: str | None = None, turn: int = -1) -> None:
        super().__init__(seed)
        self.plan, self.plan_turn = plan, turn
        self._no_blocks = False

    def set_plan(self, plan: str | None, turn: int) -> None:
        self.plan, self.plan_turn = (None if plan == "script" else plan), turn

    def playing(self, m, kinds) -> bool:
        return self.plan in kinds and m.turn_no == self.plan_turn

    # -- the team turn -------------------------------------------------------------------------------
    def turn_action(self, m, actions):
        pick = super().turn_action(m, actions)
        if not self.playing(m, _LATE) or pick[0] != "declare" or pick[2] != "block":
            return pick
        # Blocks last: what the script would declare if it had no block to throw, unless that is nothing (or a Foul).
        self._no_blocks = True
        try:
            other = super().turn_action(m, actions)
        finally:
            self._no_blocks = False
        return pick if other[0] == "end_turn" or other[0] == "declare" and other[2] == "foul" else other

    def _best_block(self, m, declares, team, theirs):
        return None if self._no_blocks else super()._best_block(m, declares, team, theirs)

    def _best_blitz(self, m, declares, target):
        best = super()._best_blitz(m, declares, target)
        if not self.playing(m, _HARD) or best is not None and best[2] == "blitz":
            return best
        # No blitzer within MA: one who needs Rushes (and maybe a Dodge) to get beside the carrier.
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

    def _goal_for(self, m, p, team):
        carrier = m.carrier
        if carrier is not None and carrier.team != team and self.playing(m, _SCREEN):
            adj = m.dungeon.adj[carrier.sq]
            marking = sum(1 for q in m.players_of(team) if q.standing and q.sq in adj)
            if marking >= 1 and (p is None or p.sq not in adj):
                ez = self.ez_distances(m, carrier.team)
                here = ez[carrier.sq]
                near = self.distances(m, [carrier.sq])
                ahead = [sq for sq in range(len(ez)) if 2 <= near[sq] <= 3 and near[sq] + ez[sq] == here
                         and (m.at(sq) is None or m.at(sq) is p) and not m.is_portal(sq)]
                if ahead:
                    return ahead, "on"
        return super()._goal_for(m, p, team)

    # -- inside an activation -------------------------------------------------------------------------
    def activation_action(self, m, actions):
        p = m.act
        carrier = m.carrier
        if self.playing(m, _HARD) and m.act_kind == "blitz" and m.act_target is not None \
                and m.act_target is carrier and carrier.team != p.team:
            return hard_step(m, self)
        pick = super().activation_action(m, actions)
        if self.playing(m, ("cautious",)) and p is carrier and pick[0] == "move":
            team = p.team
            sq = pick[1]
            if self.ez_distances(m, team)[sq] > 0:
                rush = m.mp_used >= p.ma
                dodge_into_tz = m.count_marking(p.sq, team) > 0 and m.count_marking(sq, team) > 0
                if rush or dodge_into_tz:
                    return ("end_activation",)
        return pick

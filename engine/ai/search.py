"""The search coach: flat Monte Carlo over the engine's own copy of the match (issue 22, the "hard" AI).

It searches only where a choice matters: at a declaration of its team turn (which player does what next,
§2.4, §6.2) when the board offers more than the scripted coach's own pick — the Blitz on the opposing ball
carrier, the carrier's own move, blocks whose dice it chooses, the players nearest a loose ball. With `steps` (off
by default: no gain measured) also inside our ball carrier's own activation: at a step that risks the ball (a
Dodge, a Rush, a marked square) or where the script stops with squares left, and at the choice of a Hand-off's or
a Pass's receiver. Other activations, and every decision within a procedure (block dice, re-rolls: the engine asks
them mid-procedure, where a copy cannot be played on), are the scripted coach's.

For each candidate it plays short futures on a copy of the match: the candidate, then scripted coaches on both
sides until the end of the opponent's next team turn (`horizon` team turns), each scored by `evaluate`
(a win first, then the score, who holds the ball and how near its End Zone — much more when the carrier can run
in as our team turn starts — the race to a loose ball, players standing). The candidates are compared pairwise against the scripted pick on the same dice (common random
numbers: future k of every candidate uses seed k), in rounds of `rollouts` futures:

- an alternative whose mean gain over the scripted pick is clearly below zero (mean + z * standard error < 0)
  drops out, so the budget goes to the ones still in doubt;
- the search stops when one alternative is clearly better (mean - z * standard error > 0) and no other is
  still in doubt, or when every candidate has had `max_rollouts` futures;
- the coach deviates from the scripted pick only for an alternative clearly better on the same dice. A
  rollout's value swings by thousands when one future scores and another does not, so a plain "best mean"
  over a few futures picks worse moves about as often as better ones; the paired test keeps the script's
  move unless the look-ahead shows a real gain.

Near Dungeon Bowl's time limit (§6.16: without a touchdown the ball's squares to each End Zone decide, whoever
holds it), where most matches between these coaches are decided, the search leans on who would win if time ran
out now, keeps a quarter of the match budget for the last 16 team turns, gives each candidate more futures there,
plays the last team turns' futures to the end of the match and also weighs standing still.

Deterministic under its seed: the budget is counted in rollouts, never in wall time (per decision
`max_rollouts` per candidate, per match `match_rollouts`; once the match budget is spent it plays the scripted
coach's moves; a cap in CPU seconds, CPU_CAP, is only a safety the rollout budget never reaches), and each copy
gets its own dice seeded from the coach's generator (the copy never sees the real match's future rolls).

With `plans` (on by default in Dungeon Bowl: the screen and the defence), at the start of each of its team turns it also searches whole-turn plans
(engine/ai/plans.py: variants of the script that play the rest of the team turn) against the script by the same
paired test, each plan's futures playing the whole team turn its way; the chosen plan then plays the turn.

The copy is cheap (engine/ai/copying.py): the dungeon, team sheets and skills are shared, the players and indexes
copied directly, and the event log and the dice's roll log start empty. A rollout's coach of the searching team
inherits the scripted coach's plans for the team turn, so the scripted pick's future is the script's own.
"""

from __future__ import annotations

import math
import random
import time

from engine.ai.coach import ScriptedCoach
from engine.ai.copying import light_copy
from engine.ai.plans import PLANS, PlanCoach, applicable
from engine.match.core import DEFAULT_TURN_CAP, Match
from engine.match.state import FIELD

TD = 1000  # a touchdown outweighs anything else on the board
WIN = 5000
# Declarations the scripted coach makes with a plan it keeps for the activation (who receives the hand-off or the
# pass, who is thrown): searched only when the rollouts inherit that plan (`inherit`, the default), else a
# rollout's fresh coach would play them without it.
PLANNED = frozenset({"handoff", "pass", "ttm", "ktm"})


__all__ = ["SearchCoach", "evaluate", "light_copy", "paired_gain", "team_turns_left"]


def team_turns_left(m) -> int | None:
    """Team turns still to start, both teams together, before Dungeon Bowl's time limit (§6.16); None for a match
    without one (Blood Bowl 2016 plays halves, its own way)."""
    if type(m) is not Match:
        return None
    limit = m.turn_limit if m.turn_limit is not None else DEFAULT_TURN_CAP
    return sum(max(0, limit - ts.turns_played) for ts in m.teams)


def second_half_turns_left(m) -> int | None:
    """Blood Bowl 2016: team turns still to start, both teams together, before full time (§6.2: eight a side a
    half); None outside the second half (and for Dungeon Bowl)."""
    if type(m) is Match or getattr(m, "half", 0) != 2:
        return None
    return sum(max(0, 8 - n) for n in m.half_turns)


# The board's worth, in points of a touchdown (TD). Holding the ball is worth a good part of a touchdown, more the
# nearer the carrier stands to its End Zone (never a whole one: in Blood Bowl 2016 the score is what counts, and a
# drive that scores hands the ball over), less while opponents mark it; a loose ball is a race; a player standing
# counts for a little (a player down or out cannot block, mark or score).
HOLD, NEAR, MARKED = 250, 450, 60  # the ball held; + up to NEAR as the carrier nears the End Zone; - per marker
RACE, STANDING, DOWN = 50, 40, 15  # per step nearer the loose ball (at most 5); per player standing / down
# A future ends as the searching team's turn starts. A carrier of that team that can run in now mostly scores (the
# script runs in whenever it can), and in Dungeon Bowl a touchdown ends the match (WIN): HOLD + NEAR (at most 700)
# hardly told it from a carrier far away. REACH is added for it (half while marked: it must Dodge first).
REACH = 2000


# Dungeon Bowl's time limit (§6.16): when time runs out without a touchdown, the team whose End Zone the ball lies
# nearer wins, whoever holds it. Most ladder matches between these coaches end that way, so over the last LATE
# team turns the board's worth leans, more and more, towards who would win if time ran out now: up to CLOSING
# (and a margin of 4 squares or more counts in full).
LATE, CLOSING, SURE_MARGIN = 16, 2000, 4
HALVES_LATE = 8  # Blood Bowl 2016 (`full_time`): the last four team turns a side of the second half


def time_limit_margin(m, team: int) -> float:
    """Who would win at the time limit now, from -1 (the opponents, by SURE_MARGIN squares or more) to +1 (§6.16:
    the ball's squares to each End Zone along the shortest path, whoever holds it)."""
    sq = m.carrier.sq if m.carrier is not None else m.ball_sq
    if sq < 0:
        return 0.0  # in a Chest: neither team has brought it anywhere
    ours = m.d.path_distances(m.opp_ez(team))[sq]
    theirs = m.d.path_distances(m.opp_ez(1 - team))[sq]
    return max(-1.0, min(1.0, (theirs - ours) / SURE_MARGIN))


def in_reach(m, judge: ScriptedCoach) -> bool:
    """Whether the ball carrier could reach the End Zone in one team turn of its own, by the walls and round the
    pieces where they stand (the script's own test before it runs in, §6.15); only between activations."""
    carrier = m.carrier
    if carrier is None or m.act is not None or not carrier.standing:
        return False
    if not judge._can_reach(m, carrier, judge.ez_distances(m, carrier.team)):
        return False
    zone = m.dungeon.end_zones[m.opp_ez(carrier.team)]
    return judge._can_reach(m, carrier, judge.open_distances(m, zone, carrier))


def evaluate(m, team: int, judge: ScriptedCoach, reach: int = 0, threat: int = 0) -> float:
    """How good the board is for `team`: a win, then the score, then who has the ball and how near its End Zone (or
    who is nearer the loose ball, or the Chests while the ball is in one), then the players each side has on the
    field. Symmetric: evaluate(m, 0) == -evaluate(m, 1). A carrier in reach of its End Zone (Dungeon Bowl only)
    is worth `reach` more when its team is to play, `threat` more when the other team plays first (and may stop
    it); either halved while it is marked (it must Dodge first)."""
    if m.over:
        if m.winner is None:
            return 0.0 if team_turns_left(m) is not None else TD * (m.score[team] - m.score[1 - team])
        return WIN if m.winner == team else -WIN
    value = TD * (m.score[team] - m.score[1 - team])
    left = team_turns_left(m)
    if left is not None and left < LATE:
        value += time_limit_margin(m, team) * CLOSING * (LATE - left) / LATE
    carrier = m.carrier
    if carrier is not None:
        ez = judge.ez_distances(m, carrier.team)
        marked = m.count_marking(carrier.sq, carrier.team)
        held = HOLD + NEAR * max(0, 20 - ez[carrier.sq]) / 20 - MARKED * min(marked, 3)
        bonus = reach if m.active == carrier.team else threat
        if bonus and left is not None and in_reach(m, judge):
            held += bonus / 2 if marked else bonus
        value += held if carrier.team == team else -held
    elif m.ball_sq >= 0 or m.chest_squares():  # the race to the loose ball, or to the Chests that hide it
        target = [m.ball_sq] if m.ball_sq >= 0 else list(m.chest_squares())
        dist = judge.distances(m, target)
        near = [20, 20]
        for p in m.players:
            if p.team in (0, 1) and p.where == FIELD and p.status == "standing" and dist[p.sq] < near[p.team]:
                near[p.team] = dist[p.sq]
        value += (RACE if m.ball_sq >= 0 else RACE // 2) * max(-5, min(5, near[1 - team] - near[team]))
    for p in m.players:
        if p.team not in (0, 1) or p.where != FIELD:
            continue  # the Werewolf plays for nobody
        worth = STANDING if p.status == "standing" else DOWN
        value += worth if p.team == team else -worth
    return value


def paired_gain(values, baseline) -> tuple[float, float]:
    """Mean and standard error of a candidate's gain over the baseline, future by future (same dice)."""
    n = len(values)
    diffs = [v - b for v, b in zip(values, baseline, strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


class SearchCoach:
    """Flat Monte Carlo over declarations, scripted rollouts, a paired test against the scripted pick; `base`
    is the scripted coach class to extend (ScriptedCoach for Dungeon Bowl, ClassicCoach for Blood Bowl 2016)."""

    # The look-ahead budget of one match, unless given: a rollout costs 1.5-3.3 CPU ms on the shared 2-core machine
    # (more in long matches, with more players on the field, and under load), so the longest match stays < 10 s.
    MATCH_ROLLOUTS = 2700
    HALVES_SHARE = 0.6  # of MATCH_ROLLOUTS, in Blood Bowl 2016 (below)
    # A safety, not the budget: CPU seconds of searching in one match after which the coach plays the script even
    # if rollouts are left. The rollout budget ends the search well before it (8.7 s at most over the ladder's
    # matches), so a match stays a function of its seed; the cap only stops a pathological match running away.
    CPU_CAP = 30.0

    def __init__(self, seed, *, rollouts: int = 8, width: int = 4, horizon: int = 2, max_rollouts: int = 24,
                 z: float = 1.0, match_rollouts: int | None = None, to_the_end: int = 4, reserve: int = 25,
                 late_rollouts: int | None = 48, inherit: int = 1, stand_still: int = 1, focus: int = 0,
                 contested_rollouts: int | None = None, steps: int = 0, late_steps: int = 1,
                 reach: int = REACH, threat: int = 0, full_time: int = 1, plans: int = 1,
                 plan_inside: int = 1, plan_mask: int = 10, plan_z: float | None = 0.7, plan_max: int = 0,
                 base=ScriptedCoach) -> None:
        self.rng = random.Random(f"search:{seed}")
        self.base = base
        # `plans` (the eighth pass, Dungeon Bowl only): at the start of each of our team turns, whole-turn plans
        # (engine/ai/plans.py: variants of the script that play the rest of the team turn) are searched against the
        # script as one candidate each; the chosen plan then plays the team turn. `plan_mask`: which of PLANS[1:]
        # may be candidates (bit i - 1 for PLANS[i]); `plan_inside` 0: no search of single declarations in a team
        # turn a plan other than the script plays. The default (the eighth pass, docs/ai.md): the screen and the
        # defence (`plan_mask` 10), taken at 0.7 standard errors (`plan_z`): held-out ladder matches 2400-2799 56.5 %
        # against 54.5 % without plans (46 better, 37 worse: not shown beyond noise). `plans=0`: the coach before.
        self.plans = bool(plans) and base is ScriptedCoach
        self.plan_inside = bool(plan_inside)
        self.plan_z = z if plan_z is None else plan_z  # the paired test's threshold for a plan (`z` unless given)
        self.plan_rollouts_cap = plan_max  # futures a plan may get before the last LATE team turns (0: max_rollouts)
        self.plan_kinds = frozenset(name for i, name in enumerate(PLANS[1:]) if plan_mask >> i & 1)
        self._planned_turn = -1
        self.plan_rng = random.Random(f"plans:{seed}")  # the plans' futures' seeds: the declarations' stay as they were
        self.plan_searches = self.plan_deviations = 0  # team turns whose plan was searched, and how often not the script
        self.plan_rollouts = 0  # the part of rollouts_played spent on plans
        self.plans_chosen: dict = {}  # plan -> team turns it played (the script's not counted)
        # plays the activations and the procedures' decisions (with `plans`, the script until a plan is chosen)
        self.inner = PlanCoach(seed) if self.plans else base(seed)
        # The inner coach finds its team by looking for itself among the match's bots (m.seat_of); the match
        # knows this coach instead, so the inner one asks for this coach's seat (else it would answer every
        # decision of the home team — block dice, re-rolls, set-up — as the away team).
        self.inner.team_of = lambda m, _bot: m.seat_of(self)
        self.rollouts, self.width, self.horizon = rollouts, width, horizon
        self.to_the_end = to_the_end  # with this many team turns left or fewer, a rollout plays to the time limit
        # Per cent of the match budget kept for the last LATE team turns (§6.16: where the ball is then decides a
        # match without a touchdown), and the futures a candidate may get there (more: those decisions decide).
        self.reserve = reserve
        self.stand_still = bool(stand_still)  # in the late team turns, ending the turn is a candidate too
        # Budget where the ball is contested (`focus`): no look at another blitzer when the script already blitzes
        # the carrier, nor (focus 1; focus 2 keeps it) at standing still unless the script's pick is our carrier's
        # (see `candidates`).
        self.focus = focus
        # Search inside our carrier's own activation too (`steps`): at a step that risks the ball (a Dodge, a Rush,
        # a square an opponent marks) and where the script stops with squares left, stopping here, the script's step
        # and the safest step on are candidates, and the Hand-off's or Pass's receiver (see `step_candidates`).
        # Off by default: over 200 ladder matches it scored 3.5 points below the coach without it (docs/ai.md).
        self.steps = bool(steps)
        # `late_steps` 0: not in the last LATE team turns, whose reserve then goes to the declarations alone.
        self.late_steps = bool(late_steps)
        # A carrier in reach of its End Zone as our team turn starts is worth `reach` more (REACH); an opposing one
        # (this team turn may still stop it) `threat` more, off by default: 76 ladder matches at 1,000 went 4 better
        # and 9 worse.
        self.reach, self.threat = reach, threat
        # `full_time` (on): in Blood Bowl 2016's last `to_the_end` team turns a rollout plays on to full time too,
        # where the result is known (as Dungeon Bowl's do to the time limit), and a quarter of the budget waits for
        # the last HALVES_LATE team turns. Held-out ladder matches: 62 % against 58 % (0-199), 10 better and 2
        # worse match for match over 200-299 (docs/ai.md, the sixth pass).
        self.full_time = bool(full_time)
        self.inherit = bool(inherit)  # rollouts inherit the script's plans for the turn (and planned picks are searched)
        self.max_rollouts, self.z = max(rollouts, max_rollouts), z
        self.match_rollouts = self.MATCH_ROLLOUTS if match_rollouts is None else match_rollouts
        # Blood Bowl 2016's rollouts cost about twice Dungeon Bowl's (eleven a side, 4-6 CPU ms): its default
        # budget is a share of the match budget, so its longest match stays under 10 s too.
        self.halves_rollouts = int(self.MATCH_ROLLOUTS * self.HALVES_SHARE) if match_rollouts is None \
            else match_rollouts
        self.late_rollouts = self.max_rollouts if late_rollouts is None else max(self.max_rollouts, late_rollouts)
        # The futures a candidate may get at a contested decision (an alternative that moves our carrier, blitzes
        # theirs or goes for the loose ball); None: max_rollouts, as any other.
        self.contested_rollouts = self.max_rollouts if contested_rollouts is None \
            else max(self.max_rollouts, contested_rollouts)
        self.rollouts_played = 0  # the budget actually spent, for the bench and the match budget
        self.searches = self.deviations = 0  # declarations searched, and how often the search overruled the script
        self.cpu = 0.0  # CPU seconds spent searching (for CPU_CAP)

    def choose(self, m, decision, options):
        return self.inner.choose(m, decision, options)

    def act(self, m):
        if self.plans and m.act is None and m.turn_no != self._planned_turn:
            self._planned_turn = m.turn_no
            self.inner.set_plan(None, m.turn_no)
            if self.budget_left(m) and self.cpu < self.CPU_CAP and type(m) is Match:
                start = time.process_time()
                try:
                    self.inner.set_plan(self.choose_plan(m), m.turn_no)
                finally:
                    self.cpu += time.process_time() - start
        pick = self.inner.act(m)  # keeps the scripted coach's per-turn state up to date
        if not self.budget_left(m) or self.cpu >= self.CPU_CAP:
            return pick
        if self.plans and not self.plan_inside and self.inner.plan is not None and self.inner.plan_turn == m.turn_no:
            return pick  # a plan plays this team turn as it is
        if m.act is not None:
            left = team_turns_left(m)
            if not self.steps or not self.late_steps and left is not None and left < LATE:
                return pick
            candidates = self.step_candidates(m, pick)
        elif pick[0] != "declare" or pick[2] in PLANNED and not self.inherit:
            return pick  # (a planned pick: the scripted coach has a plan for it that a rollout's fresh coach lacks)
        else:
            candidates = self.candidates(m, pick)
        if len(candidates) < 2:
            return pick
        start = time.process_time()
        try:
            return self.search(m, candidates)
        finally:
            self.cpu += time.process_time() - start

    def budget_left(self, m) -> bool:
        """Rollouts left for this decision: the match budget, less the share kept for the late team turns."""
        left = team_turns_left(m)
        if left is None:
            if not self.full_time:
                return self.rollouts_played < self.halves_rollouts
            # `full_time`: as in Dungeon Bowl, a share (`reserve`) waits for the last team turns of the match.
            late = second_half_turns_left(m)
            if late is not None and late < HALVES_LATE or self.rollouts_played >= self.halves_rollouts:
                return self.rollouts_played < self.halves_rollouts
            return self.rollouts_played < self.halves_rollouts * (100 - self.reserve) / 100
        if self.rollouts_played >= self.match_rollouts:
            return False
        if left < LATE:
            return True
        return self.rollouts_played < self.match_rollouts * (100 - self.reserve) / 100

    def candidates(self, m, pick) -> list:
        """The scripted pick first, then the alternatives worth a look, at most `width` in all."""
        team = m.active
        actions = m.legal_actions()
        out = [pick]
        carrier = m.carrier
        left = team_turns_left(m)
        late = left is not None and left < LATE
        width = self.width + (1 if late and self.stand_still else 0)

        def add(a):
            if a is not None and a not in out and len(out) < width:
                out.append(a)

        ours = carrier is not None and carrier.team == team
        if late and self.stand_still and (self.focus != 1 or ours and pick[1] == carrier.id):
            # Standing still: near the time limit (§6.16) a team ahead on the ball's squares may lose more by a
            # Dodge or a Rush that fails (a turnover, the ball bouncing) than it gains by moving on. With `focus` 1,
            # only against an activation of our carrier: against another player's move it never paid (6 ladder
            # matches: 97 searches, 1,936 rollouts, no pick overruled).
            add(("end_turn",) if ("end_turn",) in actions else None)

        blitzing = carrier is not None and pick[2] == "blitz" and pick[3] == carrier.id
        if carrier is not None and carrier.team != team and not (self.focus and blitzing):
            # A Blitz on the carrier, the likeliest first. With `focus`, not when the script blitzes the carrier
            # already: another blitzer on the same carrier changed the pick once in 92 searches (2,200 rollouts).
            blitzes = [a for a in actions if a[0] == "declare" and a[2] == "blitz" and a[3] == carrier.id]
            blitzes.sort(key=lambda a: (-m.player(a[1]).st, m.dungeon.distance(m.player(a[1]).sq, carrier.sq)))
            for a in blitzes[:2]:
                add(a)
        if carrier is not None and carrier.team == team:
            add(("declare", carrier.id, "move", None) if ("declare", carrier.id, "move", None) in actions else None)
        if m.ball_sq >= 0:  # the loose ball: the two nearest who may still move
            dist = self.inner.distances(m, [m.ball_sq])
            movers = [a for a in actions if a[0] == "declare" and a[2] == "move"]
            movers.sort(key=lambda a: (dist[m.player(a[1]).sq], a[1]))
            for a in movers[:2]:
                add(a)
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

    def step_candidates(self, m, pick) -> list:
        """Inside our ball carrier's Move or Blitz: where it goes and where it stops decide the drive, and the script
        runs on whenever a square nearer is free. At a step that risks the ball — a Dodge out of a Tackle Zone, a
        Rush (§6.3), or a square an opponent marks (the Blitz next turn) — stopping here and the safest step nearer
        the End Zone are weighed against it; where the script stops with squares left, the safest step on is."""
        p = m.act
        team = m.active
        if p is not m.carrier or p.team != team:
            return [pick]
        if pick[0] in ("handoff", "pass"):
            return self.receivers(m, pick)
        if m.act_kind not in ("move", "blitz"):
            return [pick]
        actions = m.legal_actions()
        steps = [a for a in actions if a[0] == "move" and not m.is_portal(a[1])]
        if not steps:
            return [pick]
        ez = self.inner.ez_distances(m, team)
        here = ez[p.sq]
        end = ("end_activation",)
        out = [pick]
        if pick[0] == "move":
            risky = m.mp_used >= p.ma or m.count_marking(p.sq, team) or m.count_marking(pick[1], team)
            if not risky or ez[pick[1]] == 0:
                return out  # a free step on, or the touchdown
            out.append(end)
        elif pick != end or here == 0:
            return out
        nearer = [a for a in steps if ez[a[1]] < here]
        if nearer:
            safe = min(nearer, key=lambda a: (m.count_marking(a[1], team), ez[a[1]], a[1]))
            if safe not in out:
                out.append(safe)
        return out

    def receivers(self, m, pick) -> list:
        """The script's Hand-off or Pass (§6.8, §6.6) against the same to the other team-mates in reach, the nearest
        its End Zone first: who carries the drive on is a choice the script makes once, by a rule of thumb."""
        team = m.active
        ez = self.inner.ez_distances(m, team)
        others = []
        for a in m.legal_actions():
            if a[0] != pick[0] or a == pick:
                continue
            q = m.player(a[1]) if a[0] == "handoff" else m.at(a[1])
            if q is not None and q.team == team and q.standing:
                others.append((ez[q.sq], q.sq, a))
        others.sort()
        return [pick, *(a for _d, _sq, a in others[:self.width - 1])]

    @staticmethod
    def contested(m, candidates) -> bool:
        """Whether an alternative plays for the ball: our carrier's activation, a Blitz on theirs, a player
        going for the loose ball (a move while the ball lies on the floor)."""
        carrier = m.carrier
        for a in candidates[1:]:
            if a[0] != "declare":
                continue
            if carrier is not None and (a[1] == carrier.id or a[2] == "blitz" and a[3] == carrier.id):
                return True
            if m.ball_sq >= 0 and a[2] == "move":
                return True
        return False

    def choose_plan(self, m) -> str:
        """The plan for this team turn (engine/ai/plans.py): the script unless a plan that applies here is clearly
        better on the same dice, by the paired test of single declarations (`search`), each plan's futures playing
        the whole of this team turn its way."""
        names = [n for n in applicable(m, self.inner) if n == "script" or n in self.plan_kinds]
        if len(names) < 2:
            return "script"
        self.plan_searches += 1
        before = self.rollouts_played
        left = team_turns_left(m)
        cap = self.plan_rollouts_cap if self.plan_rollouts_cap and (left is None or left >= LATE) else None
        choice = self.paired_search(m, names, self.plan_rollout, self.plan_rng, self.plan_z, cap)
        self.plan_rollouts += self.rollouts_played - before
        if choice != "script":
            self.plan_deviations += 1
            self.plans_chosen[choice] = self.plans_chosen.get(choice, 0) + 1
        return choice

    def search(self, m, candidates):
        """The candidate to play: the scripted pick (first) unless an alternative is clearly better on the same
        dice (see the module's docstring)."""
        self.searches += 1
        choice = self.paired_search(m, candidates, self.rollout, self.rng, self.z, None)
        if choice != candidates[0]:
            self.deviations += 1
        return choice

    def paired_search(self, m, candidates, play, rng, z, cap):
        """The paired test of `search` (and of the plans, `choose_plan`): `play(m, candidate, seed, team)` plays one
        future; `cap` futures a candidate at most (None: by the stage of the match)."""
        team = m.active
        values: list[list[float]] = [[] for _ in candidates]
        live = list(range(1, len(candidates)))
        played = 0
        gains: dict = {}
        left = team_turns_left(m)
        if cap is None:
            cap = self.late_rollouts if left is not None and left < LATE else \
                self.contested_rollouts if self.contested(m, candidates) else self.max_rollouts
        while live and played < cap:
            seeds = [rng.getrandbits(32) for _ in range(self.rollouts)]
            for i in (0, *live):
                values[i].extend(play(m, candidates[i], s, team) for s in seeds)
            played += self.rollouts
            gains = {i: paired_gain(values[i], values[0]) for i in live}
            live = [i for i in live if gains[i][0] + z * gains[i][1] >= 0 and gains[i][0] > 0
                    or gains[i][1] == math.inf]
            clearly = [i for i in live if gains[i][0] - z * gains[i][1] > 0]
            if clearly and len(clearly) == len(live):
                break
        best, best_low = 0, 0.0
        for i in live:
            low = gains[i][0] - z * gains[i][1]
            if low > best_low:  # ties keep the earlier
                best, best_low = i, low
        return candidates[best]

    # The scripted coach's plans for the team turn in progress: who clears the carrier's way, whom the Hand-off or
    # the Pass is for, where the Throw Team-mate goes, where the carrier has stood in this activation.
    PLAN = ("forward", "_handoff_to", "_pass_to", "_throw", "_trail")

    def hand_on_the_plan(self, coach, m) -> None:
        """Give a rollout's coach of our team the inner coach's plans for this team turn, so that the future of
        the scripted pick plays on as the script would (a fresh coach forgets whom a declared Hand-off is for)."""
        inner = self.inner
        coach._turn_no = m.turn_no
        for name in self.PLAN:
            value = getattr(inner, name, None)
            if isinstance(value, set):
                value = set(value)
            elif name == "_trail":
                value = (value[0], set(value[1]))
            setattr(coach, name, value)

    def rollout(self, m, action, seed, team) -> float:
        self.rollouts_played += 1
        sim = light_copy(m, seed)
        sim.bots = [self.base(f"{seed}:0"), self.base(f"{seed}:1")]
        if self.plans:  # the plan this team turn plays goes on in the futures of its declarations
            sim.bots[team] = PlanCoach(f"{seed}:{team}", self.inner.plan, self.inner.plan_turn)
        if self.inherit:
            self.hand_on_the_plan(sim.bots[team], m)
        sim.do(action)
        return self.play_on(m, sim, team)

    def plan_rollout(self, m, plan, seed, team) -> float:
        """A future of a whole-turn plan: `plan` plays the rest of this team turn, then scripted coaches on both
        sides, to the same horizon as a declaration's future (`rollout`). The script's future is `plan` "script"."""
        self.rollouts_played += 1
        sim = light_copy(m, seed)
        sim.bots = [self.base(f"{seed}:0"), self.base(f"{seed}:1")]
        sim.bots[team] = PlanCoach(f"{seed}:{team}", None if plan == "script" else plan, m.turn_no)
        return self.play_on(m, sim, team)

    def play_on(self, m, sim, team) -> float:
        """Play a future on to the horizon (or the time limit, late) and value it."""
        stop = m.turn_no + self.horizon
        left = team_turns_left(m)
        if left is None and self.full_time:
            left = second_half_turns_left(m)
        if left is not None and left <= self.to_the_end:
            stop = math.inf  # the last team turns: play on to the time limit, where the result is known (§6.16)
        steps = 0
        while not sim.over and sim.turn_no < stop and steps < 2000:
            sim.do(sim.bots[sim.active].act(sim))
            steps += 1
        if stop == math.inf:
            # A rollout to the time limit plays more team turns than `horizon`: it counts for as many rollouts
            # as it played horizons, so the match budget still bounds the thinking (in rollouts, not seconds).
            self.rollouts_played += max(0, -(-(sim.turn_no - m.turn_no + 1) // max(1, self.horizon)) - 1)
        return evaluate(sim, team, self.inner, self.reach, self.threat)

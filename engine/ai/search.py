"""The search coach: flat Monte Carlo over the engine's own copy of the match (issue 22, the "hard" AI).

It searches only where a choice matters: at a declaration of its team turn (which player does what next,
§2.4, §6.2) when the board offers more than the scripted coach's own pick — the Blitz on the opposing ball
carrier, the carrier's own move, blocks whose dice it chooses, the players nearest a loose ball. With `steps` (off
by default: no gain measured) also inside our ball carrier's own activation: at a step that risks the ball (a
Dodge, a Rush, a marked square) or where the script stops with squares left, and at the choice of a Hand-off's or
a Pass's receiver. Other activations are the scripted coach's, and so are the decisions within a procedure (block
dice, re-rolls: the engine asks them mid-procedure, where a copy cannot be played on) unless `procedures` is set
(off by default: no gain measured, docs/ai.md's eighth pass): then the questions of our own procedures where a
carrier is at stake are searched by replay — a light copy taken just before our action, the real match's dice
forced and our earlier answers given again up to the question (checked against the real events), then each
candidate answer and scripted futures on common random numbers, as for a declaration.

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
from engine.match.core import DEFAULT_TURN_CAP, Match
from engine.match.state import FIELD, Player

TD = 1000  # a touchdown outweighs anything else on the board
WIN = 5000
# Declarations the scripted coach makes with a plan it keeps for the activation (who receives the hand-off or the
# pass, who is thrown): searched only when the rollouts inherit that plan (`inherit`, the default), else a
# rollout's fresh coach would play them without it.
PLANNED = frozenset({"handoff", "pass", "ttm", "ktm"})
# The questions a procedure puts to us that `procedures` searches by replay (see SearchCoach.choose): level 1 the
# team re-roll, the block's re-roll and its die where our carrier or theirs is in it; level 2 also following up and
# the push's square there; level 3 the same questions wherever they come in our team turn.
PROCEDURE_QUESTIONS = {1: frozenset({"team_reroll", "block_reroll", "block_die"}),
                       2: frozenset({"team_reroll", "block_reroll", "block_die", "follow_up", "push_square"})}
PROCEDURE_QUESTIONS[3] = PROCEDURE_QUESTIONS[2]


__all__ = ["Diverged", "SearchCoach", "evaluate", "light_copy", "paired_gain", "team_turns_left"]


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


def evaluate(m, team: int, judge: ScriptedCoach, reach: int = 0, threat: int = 0, rerolls: int = 0) -> float:
    """How good the board is for `team`: a win, then the score, then who has the ball and how near its End Zone (or
    who is nearer the loose ball, or the Chests while the ball is in one), then the players each side has on the
    field. Symmetric: evaluate(m, 0) == -evaluate(m, 1). A carrier in reach of its End Zone (Dungeon Bowl only)
    is worth `reach` more when its team is to play, `threat` more when the other team plays first (and may stop
    it); either halved while it is marked (it must Dodge first). `rerolls`: the worth of a team re-roll left
    (§2.7; 0 by default: only the searches of a procedure's questions weigh re-rolls, with `proc_reroll`)."""
    if m.over:
        if m.winner is None:
            return 0.0 if team_turns_left(m) is not None else TD * (m.score[team] - m.score[1 - team])
        return WIN if m.winner == team else -WIN
    value = TD * (m.score[team] - m.score[1 - team])
    if rerolls:
        value += rerolls * (m.teams[team].rerolls - m.teams[1 - team].rerolls)
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


class Diverged(Exception):
    """A replayed future did not reach the real match's question as the real match did (another question, other
    events or rolls on the way): the search of that question is given up and the script answers."""


class Snapshot:
    """The match just before an action of ours whose procedure may ask a question worth searching: a light copy,
    the action, where the real match's dice log and event log stood, and our answers since (in order)."""

    __slots__ = ("action", "answers", "events", "match", "rolls", "team", "turn_no")

    def __init__(self, m, action, team) -> None:
        self.match = light_copy(m, 0)
        self.action, self.team, self.turn_no = action, team, m.turn_no
        self.rolls, self.events = len(m.dice.log), len(m.events)
        self.answers: list = []


class ReplayCoach:
    """Our coach in a replayed future: the real match's answers to the questions before the one searched, then the
    candidate answer to it (once the copy stands where the real match stood: `check`), then the scripted coach."""

    def __init__(self, coach, answers, decision, candidate, check) -> None:
        self.coach, self.answers, self.decision, self.candidate, self.check = coach, answers, decision, candidate, check
        self.asked = 0

    def act(self, m):
        return self.coach.act(m)

    def choose(self, m, decision, options):
        i = self.asked
        self.asked += 1
        if i < len(self.answers):
            asked, answer = self.answers[i]
            if asked != decision:
                raise Diverged(f"asked {decision!r} where the real match asked {asked!r}")
            return m.players[answer.idx] if isinstance(answer, Player) else answer
        if i == len(self.answers):
            if decision != self.decision or not self.check(m):
                raise Diverged(f"the replay reached {decision!r} elsewhere than the real match's {self.decision!r}")
            return self.candidate
        return self.coach.choose(m, decision, options)


class EchoCoach:
    """The opposing coach in a replayed future: until our question is reached, its answers that the events show (the
    push's square, the block's die) are the real match's, read off the real events where the copy stands (its
    coach's generator cannot be replayed); its other answers, and everything after, are a scripted coach's."""

    SHOWN = {"push_square": ("push", "to"), "block_die": ("block_result", "result")}

    def __init__(self, coach, events, ours: ReplayCoach) -> None:
        self.coach, self.events, self.ours = coach, events, ours

    def act(self, m):
        return self.coach.act(m)

    def choose(self, m, decision, options):
        shown = self.SHOWN.get(decision)
        if shown is not None and self.ours.asked <= len(self.ours.answers):
            kind, key = shown
            for e in self.events[len(m.events):]:
                if e["t"] == kind:
                    if e[key] in options:
                        return e[key]
                    break
        return self.coach.choose(m, decision, options)


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
                 reach: int = REACH, threat: int = 0, full_time: int = 1, procedures: int = 0,
                 proc_z: float | None = None, proc_reroll: int = 0, base=ScriptedCoach) -> None:
        self.rng = random.Random(f"search:{seed}")
        self.base = base
        self.inner = base(seed)  # plays the activations and the procedures' decisions
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
        # `procedures` (off by default): search the questions a procedure of ours puts mid-procedure (re-rolls, the
        # block's die, ...; PROCEDURE_QUESTIONS by level) by replay: a light copy taken before our action, the same
        # dice and answers replayed up to the question, each candidate answer, then scripted futures as for a
        # declaration. Dungeon Bowl only.
        self.procedures = procedures
        self.proc_z = proc_z  # the paired test's threshold for those questions (None: `z`, as for a declaration)
        # What a team re-roll left is worth in those questions' futures (`evaluate`'s `rerolls`): a future two team
        # turns long does not see the re-roll spent now missing later, so without it re-rolling looks free.
        self.proc_reroll = proc_reroll
        self._snap: Snapshot | None = None
        self.rollouts_played = 0  # the budget actually spent, for the bench and the match budget
        self.searches = self.deviations = 0  # declarations searched, and how often the search overruled the script
        # questions searched inside procedures, overruled, and given up (the replay did not reach the question)
        self.proc_searches = self.proc_deviations = self.diverged = 0
        self.cpu = 0.0  # CPU seconds spent searching (for CPU_CAP)

    def choose(self, m, decision, options):
        answer = self.inner.choose(m, decision, options)  # the script's answer (its generator moves as before)
        snap = self._snap
        if snap is None or m.turn_no != snap.turn_no or m.active != snap.team:
            return answer
        if decision in PROCEDURE_QUESTIONS[self.procedures] and self.worth_asking(m, decision) \
                and self.budget_left(m) and self.cpu < self.CPU_CAP:
            start = time.process_time()
            try:
                answer = self.search_question(m, decision, options, answer)
            finally:
                self.cpu += time.process_time() - start
        snap.answers.append((decision, answer))
        return answer

    def act(self, m):
        self._snap = None  # the last action's procedure is over
        action = self._act(m)
        if self.procedures and self.may_ask(m, action) and self.budget_left(m) and self.cpu < self.CPU_CAP:
            start = time.process_time()
            self._snap = Snapshot(m, action, m.active)
            self.cpu += time.process_time() - start
        return action

    def _act(self, m):
        pick = self.inner.act(m)  # keeps the scripted coach's per-turn state up to date
        if not self.budget_left(m) or self.cpu >= self.CPU_CAP:
            return pick
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

    # -- searching inside a procedure, by replay (`procedures`) ------------------------------------------------
    def may_ask(self, m, action) -> bool:
        """Whether the procedure of `action` (ours, about to be done) may put a question worth searching: a block
        with a carrier in it, a step of our carrier or onto the loose ball, a step of a Blitz on their carrier, a
        Hand-off or a Pass (the catch); at level 3 any block and any step that must Dodge or Rush."""
        if team_turns_left(m) is None:
            return False  # Dungeon Bowl only (Blood Bowl 2016's kick-offs and halves are not replayed)
        team, carrier, kind = m.active, m.carrier, action[0]
        anywhere = self.procedures >= 3
        if kind == "declare":
            if action[2] != "block":
                return False
            attacker, target = m.player(action[1]), m.player(action[3], 1 - team)
            return anywhere or carrier is not None and carrier in (attacker, target)
        p = m.act
        if p is None:
            return False
        if kind == "block":
            return anywhere or carrier is not None and (carrier is p or carrier.id == action[1] and carrier.team != team)
        if kind in ("move", "jump"):
            to = action[-1]
            if p is carrier or to == m.ball_sq or m.act_kind == "blitz" and m.act_target is not None \
                    and m.act_target is carrier:
                return True
            return anywhere and (kind == "jump" or m.mp_used >= p.ma or m.count_marking(p.sq, team) > 0)
        return kind in ("handoff", "pass", "wall_pass", "throw")

    def worth_asking(self, m, decision) -> bool:
        """A question of ours inside the procedure is searched where the ball is at stake: a team re-roll for our
        carrier, a pick-up or a catch, or on the way to blitz their carrier; a block question where either carrier
        is the blocker or the target (level 3: wherever it comes)."""
        if self.procedures >= 3:
            return True
        carrier = m.carrier
        if decision == "team_reroll":
            p = m.act
            e = m.last_event("roll")
            why = e.get("why", "") if e is not None else ""
            return why in ("pick up", "catch") or p is not None and (
                p is carrier or m.act_kind == "blitz" and m.act_target is not None and m.act_target is carrier)
        if carrier is None or m.blocker is None:
            return False
        e = m.last_event("block")
        if e is None:
            return False
        return carrier is m.blocker or carrier.team != m.blocker.team and carrier.id == e["defender"]

    def search_question(self, m, decision, options, pick):
        """The answer to a question of a procedure of ours: the script's (first) unless another is clearly better
        on the same dice, each future replaying the real match from the snapshot to this question (the same dice,
        the same answers), then the candidate answer, then scripted coaches on both sides (the paired test of
        `search`). A replay that does not reach the question as the real match did gives the search up."""
        snap = self._snap
        candidates = [pick, *(o for o in options if o != pick)][:self.width]
        if len(candidates) < 2:
            return pick
        rolls = [r.result for r in m.dice.log[snap.rolls:]]
        events = m.events[snap.events:]
        answers = list(snap.answers)

        def check(sim) -> bool:
            return sim.dice.forced_left == 0 and sim.events == events

        def replay(_m, answer, seed, team):
            self.rollouts_played += 1
            sim = light_copy(snap.match, seed)
            sim.dice.force(*rolls)
            coach = self.base(f"{seed}:{team}")
            coach.team_of = lambda _sim, _bot: team
            if self.inherit:
                self.hand_on_the_plan(coach, m)
            ours = ReplayCoach(coach, answers, decision, answer, check)
            other = EchoCoach(self.base(f"{seed}:{1 - team}"), events, ours)
            sim.bots = [ours, other] if team == 0 else [other, ours]
            try:
                sim.do(snap.action)
            except Diverged:
                raise
            except Exception as e:  # (e.g. a forced roll the replay asks of another die: it went another way)
                if ours.asked > len(answers):
                    raise  # after the question: the engine's own fault, not the replay's
                raise Diverged(f"the replay went another way: {e}") from e
            if ours.asked <= len(answers):
                raise Diverged("the replay never reached the question")
            return self.play_on(sim, m, team, self.proc_reroll)

        try:
            answer = self.search(m, candidates, replay, count=False, z=self.proc_z)
        except Diverged:
            self.diverged += 1
            return pick
        self.proc_searches += 1
        if answer != pick:
            self.proc_deviations += 1
        return answer

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
            if type(a) is not tuple or a[0] != "declare":  # (a procedure's answer: True, a block die, a square)
                continue
            if carrier is not None and (a[1] == carrier.id or a[2] == "blitz" and a[3] == carrier.id):
                return True
            if m.ball_sq >= 0 and a[2] == "move":
                return True
        return False

    def search(self, m, candidates, rollout=None, count: bool = True, z: float | None = None):
        """The candidate to play: the scripted pick (first) unless an alternative is clearly better on the same
        dice (see the module's docstring). `rollout` plays one future of a candidate (default: a declaration's)."""
        rollout = rollout or self.rollout
        z = self.z if z is None else z
        if count:
            self.searches += 1
        team = m.active
        values: list[list[float]] = [[] for _ in candidates]
        live = list(range(1, len(candidates)))
        played = 0
        gains: dict = {}
        left = team_turns_left(m)
        cap = self.late_rollouts if left is not None and left < LATE else \
            self.contested_rollouts if self.contested(m, candidates) else self.max_rollouts
        while live and played < cap:
            seeds = [self.rng.getrandbits(32) for _ in range(self.rollouts)]
            for i in (0, *live):
                values[i].extend(rollout(m, candidates[i], s, team) for s in seeds)
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
        if best and count:
            self.deviations += 1
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
        if self.inherit:
            self.hand_on_the_plan(sim.bots[team], m)
        sim.do(action)
        return self.play_on(sim, m, team)

    def play_on(self, sim, m, team, rerolls: int = 0) -> float:
        """Play a future on with its scripted coaches to the horizon (or to the end), and value it for `team`."""
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
        return evaluate(sim, team, self.inner, self.reach, self.threat, rerolls)

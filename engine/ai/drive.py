"""Variants of the scripted coach's drive (issue 22, the ninth pass): a base policy for the search coach.

The search coach leaves its inner scripted coach only where a paired test shows an alternative clearly better, and
its futures play that coach; a variant of the script that beats the script on its own should lift the search coach
built on it (`SearchCoach(seed, base=drive_coach(...))`). Each option below changes one thing, aimed at a faster,
surer drive to the first touchdown (docs/ai.md: who scores first decides most Dungeon Bowl matches); with no option
a `DriveCoach` is the scripted coach move for move. `drive_coach(*options)` gives the class with those options (a
class, so the search coach can build its rollouts' coaches from it by seed alone).

Options (`OPTIONS`), screened against the script as plain policies in docs/ai.md, the ninth pass:
- `blitz_sure`: the Blitz on the opposing carrier by a blitzer with a way beside it that enters no Tackle Zone
  on the way (within MA, a square kept for the block), walked that way; the script's blitzer walks the shortest way by
  the walls and stops in the first Tackle Zone it enters (60 % of its Blitzes on the carrier threw no block).
- `blitz_square`: `blitz_sure`, to the squares beside the carrier where the fewest of its team-mates would assist
  it against the block (then to any square beside it, as `blitz_sure`).
- `block_carrier`: before the Blitz on the opposing carrier, a block on it by a player beside it whose dice we
  choose from two or more (the Blitz is kept for after).
- `free_carrier`: of the blocks we choose from two dice or more, first those on an opponent marking our carrier
  (a carrier freed needs no Dodge).
- `pickup_first`: the loose ball before the blocks (a block that fails is a Turnover, and the ball stays loose).
- `handoff_near` / `handoff_far`: a Hand-off to a team-mate 1 square nearer (or 1 MA faster) / 3 (3 MA).
- `pass_lo` / `pass_hi`: a Pass's odds bars at 25 % / 35 % (lower) or 45 % / 55 % (higher), not 35 % / 45 %.
- `rush_one`: our carrier, its MA spent and unmarked, makes one Rush into a free unmarked square nearer the End
  Zone even when it cannot score this team turn.
- `stop_short`: our carrier does not end its move in a square an opponent marks (its last MA step), unless it
  scores.
- `handoff_marked`: a carrier an opponent marks hands the ball off to a free team-mate beside it (no Dodge needed)
  standing no more than a square farther from the End Zone (the script hands off only from a free carrier).
- `reroll_more`: a team re-roll for any failed test while two or more are left (the script: four or more, apart
  from the carrier, the ball and the Blitz on their carrier).
- `pace3` / `pace5`: our carrier moves at most 3 / 5 squares an activation unless it runs in (its escort, moved after
  it, keeps up with it).
- `huddle`: of our carrier's steps equally good to the script, the one with the most team-mates beside it (they
  assist it against a block).
- `rush_escort` / `rush_mark`: a team-mate of our carrier going to escort it / a player going to mark the opposing
  carrier, unmarked and its MA spent short of there, makes one Rush (the script's ordinary moves make none; they
  come after the carrier's, so a failed Rush costs only the players not yet moved).
- `carrier_first`: our carrier, unmarked with its way open (as `_clear_the_way` reads it), moves before the blocks
  (a block that fails is a Turnover, and the carrier then stands still for the team turn).
- `block_reroll`: a block with no good face is re-rolled whenever a team re-roll is left and two or more are (the
  script: only on the carrier or with three or more left).
"""

from __future__ import annotations

from engine.ai.coach import UNREACHABLE, ScriptedCoach, _Search
from engine.match.state import FIELD, STANDING

OPTIONS = ("blitz_sure", "block_carrier", "free_carrier", "pickup_first", "handoff_near", "handoff_far", "pass_lo",
           "pass_hi", "rush_one", "stop_short", "block_reroll", "handoff_marked", "reroll_more", "blitz_square", "pace3", "pace5", "huddle", "rush_escort", "rush_mark", "carrier_first")


class DriveCoach(ScriptedCoach):
    """The scripted coach with the drive options in `options` (none: the script)."""

    options: frozenset = frozenset()

    def __init__(self, seed) -> None:
        super().__init__(seed)
        opts = self.options
        if "handoff_near" in opts:
            self.HANDOFF_GAIN, self.RUNNER_MA = 1, 1
        elif "handoff_far" in opts:
            self.HANDOFF_GAIN, self.RUNNER_MA = 3, 3
        if "pass_lo" in opts:
            self.PASS_TO_SCORE_ODDS, self.PASS_ON_ODDS = 0.25, 0.35
        elif "pass_hi" in opts:
            self.PASS_TO_SCORE_ODDS, self.PASS_ON_ODDS = 0.45, 0.55

    # -- the team turn -------------------------------------------------------------------------------
    def _best_blitz(self, m, declares, target):
        opts = self.options
        if "block_carrier" in opts:
            block = self._sure_block_on(m, declares, target)
            if block is not None:
                return block
        if "blitz_square" in opts:
            blitz = self._sure_blitz(m, declares, target, best=True)
            if blitz is not None:
                return blitz
        if "blitz_sure" in opts or "blitz_square" in opts:
            blitz = self._sure_blitz(m, declares, target)
            if blitz is not None:
                return blitz
        return super()._best_blitz(m, declares, target)

    def _sure_block_on(self, m, declares, target):
        """A block on `target` by a player beside it whose dice we choose from two or more: the most dice first."""
        team = 1 - target.team
        best, best_key = None, None
        for pid, acts in declares.items():
            a = ("declare", pid, "block", target.id)
            if a not in acts:
                continue
            p = self._who[pid]
            n, chooser, _att, _dfn = m.block_dice(p, target)
            if chooser != team or n < 2:
                continue
            key = (-n, -("Block" in p.skills), pid)
            if best_key is None or key < best_key:
                best, best_key = a, key
        return best

    def _safe_way(self, m, target, mover_team: int, best: bool = False) -> list[int]:
        """Steps to a free square beside `target` that enter no square an opponent of `mover_team` marks on the way
        (the squares beside `target` are marked by it, and are the goal), round the pieces, Chests and Portals;
        `best`: only to the squares where the fewest of `target`'s team-mates would assist it."""
        d = m.dungeon
        beside = set(d.adj[target.sq])
        blocked = set(m.occupied_squares())
        blocked.update(m.chest_squares(), m.portal_squares())
        for q in m.players_of(1 - mover_team):
            if q.status != STANDING or q.where != FIELD:
                continue
            for t in d.adj[q.sq]:
                if t not in beside and t not in blocked and m.count_marking(t, mover_team):
                    blocked.add(t)
        goal = [t for t in beside if t not in blocked]
        if best and goal:
            help_at = {t: self._defence_help(m, t, target) for t in goal}
            least = min(help_at.values())
            goal = [t for t in goal if help_at[t] == least]
        return _Search(d, goal, blocked).whole()

    @staticmethod
    def _defence_help(m, sq: int, target) -> int:
        """`target`'s team-mates who would assist it against a block from `sq` (§6.11.2: beside `sq`, standing, and
        marked by none of the blocker's team; the blocker itself is not there yet, and Guard is not counted)."""
        d = m.dungeon
        n = 0
        for t in d.adj[sq]:
            q = m.at(t)
            if q is None or q is target or q.team != target.team or q.status != STANDING or q.no_tz:
                continue
            if not any((r := m.at(u)) is not None and r.team != q.team and r.status == STANDING and not r.no_tz
                       for u in d.adj[t]):
                n += 1
        return n

    def _safe_dist_for(self, m, p, target, best: bool = False) -> int:
        """`_safe_way` from `p`'s square (its own square free, as it stands on it)."""
        dist = self._safe_way_cached(m, target, p.team, best)
        return min((dist[t] for t in m.dungeon.adj[p.sq]), default=UNREACHABLE) + 1 \
            if p.sq not in m.dungeon.adj[target.sq] else 0

    def _safe_way_cached(self, m, target, team, best: bool = False):
        key = (m.turn_no, target.sq, best, tuple(sorted(m.occupied_squares())))
        found = getattr(self, "_safe_cache", None)
        if found is None or found[0] != key:
            found = self._safe_cache = (key, self._safe_way(m, target, team, best))
        return found[1]

    def _sure_blitz(self, m, declares, target, best: bool = False):
        """A Blitz on `target` by a standing, unmarked player with a way beside it that enters no Tackle Zone, within
        its MA less a square for the block: the strongest, then the nearest."""
        best, best_key = None, None
        for pid, acts in declares.items():
            a = ("declare", pid, "blitz", target.id)
            if a not in acts:
                continue
            p = self._who[pid]
            if p.status != STANDING or p.where != FIELD:
                continue
            if p.sq not in m.dungeon.adj[target.sq] and m.count_marking(p.sq, p.team):
                continue
            d = self._safe_dist_for(m, p, target, best)
            if d + 1 > p.ma:
                continue
            key = (-(p.st - target.st), d, pid)
            if best_key is None or key < best_key:
                best, best_key = a, key
        return best

    def _best_block(self, m, declares, team, theirs):
        opts = self.options
        if "pickup_first" in opts and m.ball_sq >= 0 and m.carrier is None \
                and self._nearest(m, declares, [m.ball_sq], standing_only=False, unmarked=True) is not None:
            return None  # the loose ball first (step 5 of the script)
        carrier = m.carrier
        if "carrier_first" in opts and carrier is not None and carrier.team == team and carrier.id in declares \
                and carrier.standing and not m.count_marking(carrier.sq, team):
            ez = self.ez_distances(m, team)
            here = ez[carrier.sq]
            if any(ez[t] < here and m.at(t) is None for t in m.dungeon.adj[carrier.sq]) \
                    and self.open_within(m, m.dungeon.end_zones[m.opp_ez(team)], carrier, here + 2):
                return None  # the carrier's turn (step 6 of the script) before the blocks
        if "free_carrier" in opts:
            block = self._block_freeing_carrier(m, declares, team)
            if block is not None:
                return block
        return super()._best_block(m, declares, team, theirs)

    def _block_freeing_carrier(self, m, declares, team):
        """A block we choose from two dice or more on an opponent marking our carrier (not by the carrier)."""
        carrier = m.carrier
        if carrier is None or carrier.team != team:
            return None
        beside = m.dungeon.adj[carrier.sq]
        best, best_key = None, None
        for pid, acts in declares.items():
            if pid == carrier.id:
                continue
            for a in acts:
                if a[2] != "block":
                    continue
                q = m.player(a[3], 1 - team)
                if q.sq not in beside:
                    continue
                n, chooser, _att, _dfn = m.block_dice(self._who[pid], q)
                if chooser != team or n < 2:
                    continue
                key = (-n, q.av, pid)
                if best_key is None or key < best_key:
                    best, best_key = a, key
        return best

    def _hand_off(self, m, declares, carrier, team):
        play = super()._hand_off(m, declares, carrier, team)
        if play is not None or "handoff_marked" not in self.options or not carrier.standing \
                or ("declare", carrier.id, "handoff", None) not in declares[carrier.id] \
                or not m.count_marking(carrier.sq, team):
            return play
        ez = self.ez_distances(m, team)
        best, best_key = None, None
        for t in m.dungeon.adj[carrier.sq]:
            q = m.at(t)
            if q is None or q.team != team or q.id not in self._movers or not q.standing or m.count_marking(t, team) \
                    or ez[t] > ez[carrier.sq] + 1:
                continue
            key = (ez[t] - q.ma, -("Catch" in q.skills), q.id)
            if best_key is None or key < best_key:
                best, best_key = q, key
        if best is None:
            return None
        self._handoff_to = best.id
        return ("declare", carrier.id, "handoff", None)

    def _reroll_matters(self, m, team) -> bool:
        if "reroll_more" in self.options and m.team_rerolls(team) >= 2:
            return True
        return super()._reroll_matters(m, team)

    # -- inside an activation -------------------------------------------------------------------------
    def activation_action(self, m, actions):
        p = m.act
        opts = self.options
        target = m.act_target
        if ("blitz_sure" in opts or "blitz_square" in opts) and m.act_kind == "blitz" and target is not None \
                and target is m.carrier and target.team != p.team and not any(a[0] == "block" for a in actions):
            step = "blitz_square" in opts and self._sure_step(m, p, target, actions, best=True) \
                or self._sure_step(m, p, target, actions)
            if step is not None:
                return step
        pick = super().activation_action(m, actions)
        if p is not None and p is not m.carrier and pick[0] == "end_activation" and m.act_kind == "move" \
                and ("rush_escort" in opts or "rush_mark" in opts) and m.mp_used == p.ma and m.max_rush(p) > 0 \
                and m.ball_sq < 0 and p.idx not in self.forward and not m.count_marking(p.sq, p.team):
            rush = self._one_rush(m, p, actions)
            if rush is not None:
                return rush
        if p is not m.carrier or p is None:
            return pick
        team = p.team
        pace = 3 if "pace3" in opts else 5 if "pace5" in opts else None
        if pace is not None and pick[0] == "move" and m.mp_used >= pace \
                and self.carrier_way(m, p, team)[p.sq] > p.ma + m.max_rush(p) - m.mp_used:
            return ("end_activation",)  # (not on a run that scores)
        if "stop_short" in opts and pick[0] == "move" and m.mp_used + 1 == p.ma \
                and self.ez_distances(m, team)[pick[1]] > 0 and m.count_marking(pick[1], team) \
                and self.carrier_way(m, p, team)[p.sq] > p.ma + m.max_rush(p) - m.mp_used:
            return ("end_activation",)  # (not on a run that scores)
        if "rush_one" in opts and pick[0] == "end_activation" and m.mp_used == p.ma and m.max_rush(p) > 0 \
                and not m.count_marking(p.sq, team):
            dist = self.carrier_way(m, p, team)
            here = dist[p.sq]
            free = sorted((dist[a[1]], a[1]) for a in actions if a[0] == "move" and dist[a[1]] < here
                          and not m.is_portal(a[1]) and not m.count_marking(a[1], team))
            if free:
                return ("move", free[0][1])
        return pick

    def _one_rush(self, m, p, actions):
        """One Rush of an ordinary player towards our carrier's escort squares (`rush_escort`) or beside the opposing
        carrier (`rush_mark`), as the script's move would go with MA left."""
        carrier, team = m.carrier, p.team
        if carrier is None:
            return None
        steps = [a for a in actions if a[0] == "move"]
        if carrier.team == team and "rush_escort" in self.options:
            dist = self.distances_near(m, self._escort_squares(m, carrier, team) or [carrier.sq], p.sq)
            return self._step(m, p, steps, dist, how="on", rush=True, careful=True)
        if carrier.team != team and "rush_mark" in self.options:
            dist = self.distances_near(m, [carrier.sq], p.sq)
            return self._step(m, p, steps, dist, how="adj", rush=True, careful=True)
        return None

    def _step(self, m, p, steps, dist, *, how, rush, careful):
        if "huddle" not in self.options or p is not m.carrier:
            return super()._step(m, p, steps, dist, how=how, rush=rush, careful=careful)
        # The script's _step with the team-mates beside a square as the last key but the random one (the same draws).
        here = dist[p.sq]
        if here == 0 or (how == "adj" and here <= 1):
            return None
        if m.mp_used >= p.ma and not rush:
            return None
        best, best_key = None, None
        adj = m.dungeon.adj
        for a in steps:
            sq = a[1]
            d = dist[sq]
            if d >= here:
                continue
            if m.is_portal(sq) and not (how == "on" and d == 0):
                continue
            if how == "adj" and d == 0:
                continue
            tz = m.count_marking(sq, p.team)
            friends = sum(1 for t in adj[sq] if (q := m.at(t)) is not None and q is not p and q.team == p.team
                          and q.standing)
            key = (d + (2 * tz if careful else 0), tz, -friends, self.rng.random())
            if best_key is None or key < best_key:
                best, best_key = a, key
        return best

    def _sure_step(self, m, p, target, actions, best: bool = False):
        """The blitzer's next step on its way beside `target` that enters no Tackle Zone (None: no such way now)."""
        dist = self._safe_way(m, target, p.team, best)
        beside = m.dungeon.adj[target.sq]
        here = min((dist[t] for t in m.dungeon.adj[p.sq]), default=UNREACHABLE) + 1
        if p.sq in beside or here >= UNREACHABLE or here > p.ma - m.mp_used:
            return None
        best = None
        for a in actions:
            if a[0] != "move":
                continue
            d = dist[a[1]]
            if d < here and (best is None or (d, a[1]) < best[0]):
                best = ((d, a[1]), a)
        return None if best is None else best[1]

    # -- decisions inside procedures ------------------------------------------------------------------
    def choose(self, m, decision: str, options: list):
        if decision == "block_reroll" and "block_reroll" in self.options:
            team = self.team_of(m, self)
            faces = self._last_block_faces(m)
            good = {"pow", "stumble", "push"}
            if "Block" in (m.blocker.skills if m.blocker else ()):
                good.add("both_down")
            if faces and not good & set(faces):
                important = m.act_target is m.carrier or m.team_rerolls(team) >= 2
                return True if important and True in options else False
            return False
        return super().choose(m, decision, options)


_CLASSES: dict = {}


def drive_coach(*options: str) -> type[DriveCoach]:
    """The DriveCoach class with these options (one class per set of options, kept)."""
    key = frozenset(options)
    unknown = key - set(OPTIONS)
    if unknown:
        raise ValueError(f"no drive option {', '.join(sorted(unknown))}; the options are {', '.join(OPTIONS)}")
    found = _CLASSES.get(key)
    if found is None:
        name = "Drive[" + "+".join(o for o in OPTIONS if o in key) + "]"
        found = _CLASSES[key] = type(name, (DriveCoach,), {"options": key})
    return found

"""Variants of the scripted coach's drive (issue #22, the eleventh pass): a base policy for the search coach.

The search coach leaves its inner scripted coach only where a paired test shows an alternative clearly better, and
its futures play that coach; a variant of the script that beats the script on its own should lift the search coach
built on it (`SearchCoach(seed, base=drive_coach(...))`). With no option a `DriveCoach` is the scripted coach move
for move. `drive_coach(*options)` gives the class with those options (a class, so the search coach can build its
rollouts' coaches from it by seed alone). The mechanism is the ninth pass's (commit b66b66e, whose options were all
screened and taken out); the options are Blood Bowl 2016's `careful` (engine/classic/drive.py: 56.1 % against the
script there over 2,000 matches), ported to Dungeon Bowl:

- `carrier_tz`: our carrier never steps onto a square an opponent marks (§2.12) unless that step scores: leaving it
  again is a Dodge (§6.3.4), and a failed Dodge drops the ball, a Turnover (§2.4). Where the script's step would be
  such a square, the carrier goes round the Tackle Zones (the way round the pieces and every marked square, when it is
  no more than `ROUND` squares longer than the script's way), else steps aside to a free unmarked square as near
  (the script's own fall-back), else stops.
- `assist_first`: before a Blitz (§6.12) on the opposing carrier that we would not choose two dice for (§6.11.2), a
  free team-mate (standing, unmarked, not the blitzer) who can reach a free square beside their carrier within its MA
  without a Dodge (a way that enters no Tackle Zone but the last square's), and where no opponent but the carrier
  marks it (an offensive assist counts only then, §6.11.3), moves there first; the nearest such team-mate.
- `pass_odds`: a Pass (§6.6) that does not score only at `PASS_BAR` (60 %) or better, accurate and caught with the
  re-rolls the coach would spend (the script: 45 %); a Pass to a team-mate who can then run in keeps the script's 35 %.
"""

from __future__ import annotations

from engine.ai.coach import UNREACHABLE, ScriptedCoach, _Search
from engine.match.state import FIELD, STANDING

OPTIONS = ("carrier_tz", "assist_first", "pass_odds")
ROUND = 4  # `carrier_tz`: squares the way round the Tackle Zones may add to the script's way
PASS_BAR = 0.60  # `pass_odds`: the odds a Pass that does not score needs (Blood Bowl 2016's `careful`: 60 %)


class DriveCoach(ScriptedCoach):
    """The scripted coach with the drive options in `options` (none: the script)."""

    options: frozenset = frozenset()
    _assist_to: int | None = None  # `assist_first`: the team-mate sent beside their carrier this team turn

    def __init__(self, seed) -> None:
        super().__init__(seed)
        if "pass_odds" in self.options:
            self.PASS_ON_ODDS = PASS_BAR

    def act(self, m):
        if m.turn_no != self._turn_no:
            self._assist_to = None  # (the script's own plans are reset by its act: they last for the team turn)
        return super().act(m)

    # -- the Blitz on their carrier -------------------------------------------------------------------
    def _best_blitz(self, m, declares, target):
        best = super()._best_blitz(m, declares, target)
        if "assist_first" in self.options and best is not None and best[2] == "blitz":
            helper = self._assist(m, target, best)
            if helper is not None:
                self._assist_to = helper.id
                return ("declare", helper.id, "move", None)
        return best

    def _assist_way(self, m, target, team: int) -> list[int]:
        """Steps to a free square beside `target` that no opponent but `target` marks (§6.11.3: an assist counts only
        there), round the pieces, Chests, Portals and every square an opponent marks (no Dodge on the way, §6.3.4)."""
        d = m.dungeon
        beside = d.adj[target.sq]
        blocked = set(m.occupied_squares())
        blocked.update(m.chest_squares(), m.portal_squares())
        goal = [t for t in beside if t not in blocked and not m.count_marking(t, team, exclude=target)]
        if not goal:
            return [UNREACHABLE] * len(d.adj)
        blocked.update(t for q in m.players_of(1 - team) if q.status == STANDING and q.where == FIELD
                       for t in d.adj[q.sq] if t not in goal and m.count_marking(t, team))
        return _Search(d, goal, blocked).whole()

    def _assist(self, m, target, blitz):
        """The nearest free team-mate, not the blitzer, who can get to an assist square beside `target` this team turn
        without a Rush or a Dodge, when the Blitz alone would not give us the choice of two dice."""
        team = 1 - target.team
        blitzer = self._who[blitz[1]]
        n, chooser, _att, _dfn = m.block_dice(blitzer, target, blitz=True)
        if chooser == team and n >= 2:
            return None
        beside = m.dungeon.adj[target.sq]
        dist = None
        best, best_key = None, None
        for pid, p in self._movers.items():
            if p is blitzer or p.status != STANDING or p.where != FIELD or p.sq in beside \
                    or m.count_marking(p.sq, team):
                continue
            if dist is None:
                dist = self._assist_way(m, target, team)
            d = min((dist[t] for t in m.dungeon.adj[p.sq]), default=UNREACHABLE) + 1
            if d > p.ma:
                continue
            key = (d, pid)
            if best_key is None or key < best_key:
                best, best_key = p, key
        return best

    # -- inside an activation -------------------------------------------------------------------------
    def activation_action(self, m, actions):
        p = m.act
        opts = self.options
        if "assist_first" in opts and p is not None and p.id == self._assist_to and m.act_kind == "move":
            step = self._assist_step(m, p, actions)
            if step is not None:
                return step
            self._assist_to = None  # there, or the way shut: the script's move from here
        pick = super().activation_action(m, actions)
        if "carrier_tz" not in opts or p is None or p is not m.carrier or pick[0] != "move":
            return pick
        team = p.team
        sq = pick[1]
        if not m.count_marking(sq, team) or self.ez_distances(m, team)[sq] == 0:
            return pick  # an open square, or a step that scores
        if m.act_kind != "move":
            return ("end_activation",)  # on its way to a Hand-off's or Pass's receiver: it keeps the ball here
        return self._round_the_marks(m, p, actions, team) or ("end_activation",)

    def _assist_step(self, m, p, actions):
        """The assisting team-mate's next step on its way to an assist square (None: there, or no such way now)."""
        target = m.carrier
        if target is None or target.team == p.team or p.sq in m.dungeon.adj[target.sq]:
            return None
        dist = self._assist_way(m, target, p.team)
        here = min((dist[t] for t in m.dungeon.adj[p.sq]), default=UNREACHABLE) + 1
        if here >= UNREACHABLE or here > p.ma - m.mp_used:
            return None
        best = None
        for a in actions:
            if a[0] == "move" and dist[a[1]] < here and (best is None or (dist[a[1]], a[1]) < best[0]):
                best = ((dist[a[1]], a[1]), a)
        return None if best is None else best[1]

    def _round_the_marks(self, m, p, actions, team):
        """`carrier_tz`: the carrier's step on the way to the End Zone round the pieces and every square an opponent
        marks (the End Zone's own squares allowed: a step that scores), when that way is at most ROUND squares longer
        than the script's; else a step aside to a free unmarked square as near (the script's `_unstick`), else none."""
        d = m.dungeon
        zone = d.end_zones[m.opp_ez(team)]
        in_zone = set(zone)
        blocked = set(m.occupied_squares())
        blocked.discard(p.sq)
        blocked.update(m.chest_squares(), m.portal_squares())
        blocked.update(t for q in m.players_of(1 - team) if q.status == STANDING and q.where == FIELD
                       for t in d.adj[q.sq] if t not in in_zone and t != p.sq and m.count_marking(t, team))
        dist = _Search(d, zone, blocked).whole()
        here = dist[p.sq]
        steps = [a for a in actions if a[0] == "move"]
        left = p.ma - m.mp_used
        if here < UNREACHABLE and here <= self.carrier_way(m, p, team)[p.sq] + ROUND \
                and (left > 0 or here <= left + m.max_rush(p)):  # a Rush only on a run that scores
            best = None
            for a in steps:
                if dist[a[1]] < here and (best is None or (dist[a[1]], a[1]) < best[0]):
                    best = ((dist[a[1]], a[1]), a)
            if best is not None:
                return best[1]
        if left > 0:
            aside = self._unstick(m, p, steps, team)
            if aside is not None and not m.count_marking(aside[1], team):
                return aside
        return None


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

"""The Werewolf Lair (§10.2.6): a Werewolf that belongs to neither team, kept in a kennel square of the Lair.

Unleashed Beast: at the end of any team turn, if any players are in the Lair, a D6: 1 it stays in its kennel, 2+ it
Blitzes the nearest Standing player by the shortest route. It is a `Player` of team WOLF (2) on the board (so the
board, pushes and the invariants see it) but in no team's list: no coach activates, blocks or targets it, and it
Marks no one. Its decisions are fixed by the digest (block dice order, pushes toward the Lair's nearest entrance);
ties are broken by a logged roll. Readings where the digest is silent are in docs/decisions.md ("Skills and traits").
"""

from __future__ import annotations

from collections import deque

from engine.match import skills as skill_mech
from engine.match.dungeon import FLOOR
from engine.match.sheets import PlayerSheet
from engine.match.state import FIELD, STANDING, Player

LAIR = "Werewolf Lair"
WOLF = 2  # the Werewolf's "team": neither home (0) nor away (1)
# §10.2.6 profile: MA 8, ST 3, Claws, Frenzy; AG 3+ and AV 9+ [Uncertain] from the College of Beasts Werewolf (§14.7)
WEREWOLF = PlayerSheet(id="werewolf", number=0, name="Werewolf", position="Werewolf", ma=8, st=3, ag=3, pa=None,
                       av=9, skills=("Claws", "Frenzy"))
# §10.2.6: the order in which it picks a block die
BLOCK_ORDER = ("pow", "stumble", "push", "both_down", "attacker_down")


def lair_squares(d) -> list[int]:
    return [s for s in d.floor if d.room_of[s] == LAIR]


def kennel_square(d) -> int:
    """The kennel: the Lair's floor square nearest its centre (the Final's map, §10.2.4, is missing), or -1."""
    squares = lair_squares(d)
    if not squares:
        return -1
    tile = d.tile_of[squares[0]]
    squares = [s for s in squares if d.tile_of[s] == tile]  # one Lair, one Werewolf
    xs = [d.xy(s)[0] for s in squares]
    ys = [d.xy(s)[1] for s in squares]
    cx2, cy2 = min(xs) + max(xs), min(ys) + max(ys)  # twice the centre, to stay in integers
    return min(squares, key=lambda s: (abs(2 * d.xy(s)[0] - cx2) + abs(2 * d.xy(s)[1] - cy2), s))


def make_werewolf(idx: int) -> Player:
    p = Player(idx, WOLF, WEREWOLF, skill_mech.hooks_for(WEREWOLF.skills))
    p.no_tz = True  # it Marks no one: it is no team's player
    return p


class WerewolfRules:
    werewolf: Player | None = None
    kennel = -1
    _lair_entrances: list = []
    _wolf_returned = False

    def add_werewolf(self) -> None:
        """A Werewolf for a dungeon with a Werewolf Lair (after the teams' players in the players list)."""
        d = self.d
        self.kennel = kennel_square(d)
        if self.kennel < 0:
            return
        tile = d.tile_of[self.kennel]
        self._lair_entrances = [s for s in d.floor if d.tile_of[s] == tile and d.door_id[s] >= 0]
        self.werewolf = make_werewolf(len(self.players))
        self.players.append(self.werewolf)

    def _wolf_pick(self, options: list, why: str):
        """A random pick among equal options for the Werewolf (no coach decides for it): a logged roll."""
        if len(options) == 1:
            return options[0]
        return options[self.roll(len(options), why) - 1]

    def wolf_choose(self, decision: str, options: list):
        if decision == "block_die":
            return min(options, key=BLOCK_ORDER.index)
        if decision == "push_square":
            return self._wolf_pick(self._toward_entrance(options), "Werewolf push direction")
        if decision in ("follow_up",):
            return True  # Frenzy follows up anyway
        return options[0]  # re-rolls and skills it does not have: the first (negative) option

    def _toward_entrance(self, options: list) -> list:
        """§10.2.6: pushes go directly toward the nearest entrance of the Lair (door squares of the Lair)."""
        d = self.d
        entrances = self._lair_entrances
        if not entrances:
            return options
        near = {e: min(d.distance(o, e) for o in options) for e in entrances}  # options surround the victim
        best = min(near.values())
        nearest = [e for e in entrances if near[e] == best]
        target = nearest[0] if len(nearest) == 1 else self._wolf_pick(nearest, "Werewolf nearest Lair entrance")
        tx, ty = d.xy(target)
        score = {o: (d.xy(o)[0] - tx) ** 2 + (d.xy(o)[1] - ty) ** 2 for o in options}  # "directly": straight-line
        low = min(score.values())
        return [o for o in options if score[o] == low]

    # -- on the board ---------------------------------------------------------------------------------
    def place_werewolf(self) -> None:
        """§10.2.6: placed after the teams, in the kennel (or the nearest unoccupied square, random if several)."""
        wolf = self.werewolf
        if wolf is None:
            return
        d = self.d
        to = self.kennel
        if not (self.free(to) or self.occ[to] == wolf.idx) or to == self.ball_sq:
            spots = [s for s in d.floor if self.free(s) and s != self.ball_sq and d.kind[s] == FLOOR]
            if not spots:
                return
            best = min(d.distance(self.kennel, s) for s in spots)
            to = self._wolf_pick([s for s in spots if d.distance(self.kennel, s) == best], "Werewolf placement")
        frm = wolf.sq
        if frm >= 0 and self.occ[frm] == wolf.idx:
            self.occ[frm] = -1
        wolf.sq, wolf.where, wolf.status = to, FIELD, STANDING
        self.occ[to] = wolf.idx
        self.log({"t": "werewolf", "player": WEREWOLF.id, "effect": "kennel", "from": frm, "to": to})

    def werewolf_down(self, why: str) -> None:
        """Knocked Down (or otherwise floored): removed and put back in the kennel (§10.2.6), no Armour roll."""
        self.log({"t": "down", "player": self.werewolf.id, "why": why, "sq": self.werewolf.sq})
        self._wolf_returned = True
        self.place_werewolf()

    def werewolf_armour(self, why: str) -> bool:
        """An Armour roll against it (a Stab, say): 2D6 against its AV 9+; broken, it is put back in the kennel."""
        a, b = self.dice.roll(6, why), self.dice.roll(6, why)
        broken = a + b >= self.werewolf.av
        self.log({"t": "roll", "why": why, "player": self.werewolf.id, "dice": [a, b], "target": self.werewolf.av,
                  "result": "broken" if broken else "holds"})
        if broken:
            self.werewolf_down(why)
        return broken

    def _wolf_step(self, to: int) -> None:
        wolf = self.werewolf
        frm = wolf.sq
        self.occ[frm] = -1
        wolf.sq = to
        self.occ[to] = wolf.idx
        self.log({"t": "werewolf", "player": WEREWOLF.id, "effect": "move", "from": frm, "to": to})

    def _route(self, start: int) -> list[int] | None:
        """Shortest route (free squares, walls respected) to a square next to the nearest Standing player; the
        players equally near are picked between by a roll. Returns [target idx, squares...] or None."""
        d = self.d
        prev = {start: -1}
        frontier = deque([start])
        dist = {start: 0}
        found: dict[int, tuple[int, int]] = {}  # player idx -> (distance, square it is reached from)
        best = None
        while frontier:
            s = frontier.popleft()
            if best is not None and dist[s] > best:
                break
            for t in d.adj[s]:
                i = self.occ[t]
                if i >= 0:
                    q = self.players[i]
                    if q.team != WOLF and q.standing and q.idx not in found:
                        found[q.idx] = (dist[s], s)
                        best = dist[s]
                    continue
                if t in prev or t in self.chests or d.kind[t] != FLOOR or d.feature[t] == "pit":
                    continue
                prev[t] = s
                dist[t] = dist[s] + 1
                frontier.append(t)
        if not found:
            return None
        idx = self._wolf_pick(sorted(found), "Werewolf target (equidistant players)")
        path = []
        s = found[idx][1]
        while s != start:
            path.append(s)
            s = prev[s]
        return [idx] + path[::-1]

    # -- Unleashed Beast --------------------------------------------------------------------------------
    def unleashed_beast(self) -> None:
        wolf = self.werewolf
        if wolf is None or self.over:
            return
        d = self.d
        if wolf.where != FIELD:
            self.place_werewolf()
        inside = [p for p in self.players if p.team != WOLF and p.where == FIELD and d.room_of[p.sq] == LAIR]
        if not inside or wolf.where != FIELD:
            return
        r = self.roll_d6("Unleashed Beast", wolf, target=2)
        if r == 1:
            self.log({"t": "werewolf", "player": WEREWOLF.id, "effect": "stays", "from": wolf.sq, "to": wolf.sq})
            return
        route = self._route(wolf.sq)
        if route is None:
            return
        target = self.players[route[0]]
        self.log({"t": "werewolf", "player": WEREWOLF.id, "effect": "blitz", "target": target.id, "from": wolf.sq,
                  "to": wolf.sq})
        # Its route ends next to the first Standing player it reaches, so it never leaves a Marked square: no Dodge.
        for sq in route[1:wolf.ma + 1]:
            self._wolf_step(sq)
            self._wolf_ball(sq)
            if self.over:
                return
        # The Blitz's Block costs one square (§6.12); it does not Rush (no rule gives it one: docs/decisions.md).
        self._wolf_returned = False
        if len(route) - 1 < wolf.ma and target.standing and target.sq in d.adj[wolf.sq]:
            self.block(wolf, target, blitz=False)
            self.blocker = None
        if self.over:
            return
        if not self._wolf_returned:
            self.place_werewolf()  # after its Blitz: back to the kennel

    def _wolf_ball(self, sq: int) -> None:
        """It moved into the ball's square: the ball bounces (§10.2.6)."""
        if sq == self.ball_sq:
            self.ball_sq = -1
            self.bounce(sq)

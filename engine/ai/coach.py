"""The scripted AI coach: plays Dungeon Bowl to win with any roster (issue 10).

A bot in the engine's protocol (engine.match.bots): `act(match)` picks one legal action, `choose(...)`
answers the decisions inside a procedure. No look-ahead; each team turn follows a script, safest
first, because a Turnover ends the turn (§2.4):

1. bring a Reserve in through the Bench Portal (or sponge a KO'd player back) (§1.7.5, §1.8);
2. score if the ball carrier can reach the opposing End Zone this turn (§6.15);
3. blitz the opposing ball carrier with the best odds (§6.12);
4. blocks where the dice favour us (assists, ST, the Block skill) — two or three dice we choose (§6.11);
5. go for the ball: pick it up, or open the Chests (§1.6, §6.4);
6. move the ball on: a Hand-off (§6.8) or a Pass (§6.6) to a free team-mate nearer the End Zone when the odds
   favour it, a Throw Team-mate (§6.10) of a carrier with Right Stuff, else the carrier runs toward the End
   Zone, avoiding Tackle Zones and Portals (a Portal is a 1-in-6 Magical Mishap, §1.7.3); then team-mates come
   round the carrier to protect it;
7. everybody else closes in on the ball, the carrier or the Chests;
8. a Foul on a player who is down when the assists make it pay (§6.14), last, because a double ends the turn.

Team re-rolls are spent where they matter (the carrier, picking up the ball, the Blitz on the carrier,
or freely while plenty are left). The coach's own choices that need chance use its own seeded generator.
It reads the board through the match's read-only accessors (engine/match/reading.py), never its internals.
"""

from __future__ import annotations

import random
import weakref
from itertools import groupby
from operator import itemgetter

from engine.ai.final_choices import ANSWERS as FINAL_ANSWERS
from engine.ai.final_choices import special_against_carrier as final_special
from engine.match.passing import pass_band
from engine.match.reading import TurnDeclarations
from engine.match.state import FIELD, STANDING

# Block-die faces from the attacker's point of view, best first (§6.11.4).
ATTACKER_FACES = ("pow", "stumble", "push", "both_down", "attacker_down")
UNREACHABLE = 10_000
_KIND, _WHO = itemgetter(0), itemgetter(1)  # an action's kind, and the player it declares


def d6_odds(need: int) -> float:
    """The chance a D6 test passes when it needs `need` or more after modifiers: a natural 6 always passes and a
    natural 1 always fails (§3.4)."""
    return min(5, max(1, 7 - need)) / 6


def with_reroll(odds: float, reroll: bool) -> float:
    return 1 - (1 - odds) ** 2 if reroll else odds


# A Pass is thrown when its odds (accurate, not deflected, caught) reach these: to a team-mate who can then run in,
# or to one well up the dungeon. A failed Pass is a Turnover (§2.4), so the second bar is higher.
PASS_TO_SCORE_ODDS, PASS_ON_ODDS = 0.35, 0.45
PASS_ON_GAIN = 3  # squares nearer the End Zone the receiver must stand for a Pass that does not score
THROW_ODDS, THROW_GAIN = 0.35, 5  # a Throw Team-mate of the ball carrier (§6.10): landing odds and squares won


def _bfs(dungeon, targets, blocked=()) -> list[int]:
    """Steps from every square to the nearest target, never through a `blocked` square: a `_Search` run to the
    end."""
    return _Search(dungeon, targets, blocked).whole()


class _Search:
    """`_bfs` round the pieces, searched only as far as it is read. The coach reads a search round the pieces at one
    square and the squares one step from it (the mover's, to the End Zone or to a team-mate), and of those only the
    ones nearer than it (_step: a step is taken only to a nearer square); as the mover goes on it reads nearer
    squares. So the search stops once every square up to the one asked for is settled (a square one step farther
    reads UNREACHABLE or its distance: either is not nearer), and goes on from there when a farther square is asked
    for (to the end when the square is never reached); the distances it settled are those of `_bfs`, the ones it has
    not reached read UNREACHABLE."""

    __slots__ = ("dist", "frontier", "step", "blocked", "adj", "key")

    def __init__(self, dungeon, targets, blocked: set) -> None:
        dist = [UNREACHABLE] * dungeon.size
        for s in blocked:
            dist[s] = -1
        frontier = []
        for s in targets:
            if dist[s] == UNREACHABLE:
                dist[s] = 0
                frontier.append(s)
        for s in blocked:
            dist[s] = UNREACHABLE
        self.dist, self.frontier, self.step, self.blocked, self.adj = dist, frontier, 0, blocked, dungeon.adj

    def around(self, sq: int) -> list[int]:
        """The distances, settled up to `sq`'s (all of them when `sq` is blocked or cut off): what a step from `sq`
        to a nearer square reads."""
        return self._grow(sq, UNREACHABLE, 0)

    def within(self, sq: int, limit: int) -> bool:
        """Is `sq` `limit` steps or fewer from a target? Searched no farther than that: a way shut or long (when a
        wall of opponents is blitzed, when a team-mate walks on ahead) is answered without searching to the end."""
        if sq in self.blocked:
            return False
        return self._grow(sq, limit, 0)[sq] <= limit  # (no layer beyond: only `sq` is read)

    def settled(self, squares) -> list[int]:
        """The distances, settled at each of `squares` (searched to the end when one of them is never reached)."""
        dist = self.dist
        for s in squares:
            if dist[s] >= UNREACHABLE and self.frontier:
                self._grow(s, UNREACHABLE, 0)  # no layer beyond: these squares are read, not their neighbours
        return dist

    def whole(self) -> list[int]:
        """All the distances: `_bfs`'s list."""
        return self._grow(None, UNREACHABLE)

    def up_to(self, last: int) -> list[int]:
        """The distances, settled up to `last` steps (a farther square may read UNREACHABLE)."""
        return self._grow(None, last)

    def least(self, squares) -> int:
        """The least distance at `squares`, searched no farther than the first layer that holds one of them: a square
        not reached yet is farther than every square reached."""
        dist = self.dist
        best = min([dist[s] for s in squares], default=UNREACHABLE)
        while best >= UNREACHABLE and self.frontier:
            self._grow(None, self.step + 1)
            best = min([dist[s] for s in squares], default=UNREACHABLE)
        return best

    def _grow(self, sq: int | None, last: int, beyond: int = 1) -> list[int]:
        """Search on, layer by layer, until `sq`'s distance and `beyond` layers more are settled (the next one, for
        the squares one step from it), or layer `last` is, or nothing is left to search (to the end when `sq` is
        blocked, or None)."""
        dist, frontier, step = self.dist, self.frontier, self.step
        blocked = self.blocked
        whole = sq is None or sq in blocked
        # layers up to `step` are settled: search on while dist[sq] + beyond > step
        if not frontier or step >= last or not whole and dist[sq] + beyond <= step:
            return dist
        for s in blocked:
            dist[s] = -1  # no step enters a blocked square (one comparison per neighbour, as in _bfs)
        adj = self.adj
        while frontier and step < last and (whole or dist[sq] + beyond > step):
            step += 1
            reached = []
            for s in frontier:
                for t in adj[s]:
                    if dist[t] > step:
                        dist[t] = step
                        reached.append(t)
            frontier = reached
        for s in blocked:
            dist[s] = UNREACHABLE
        self.frontier, self.step = frontier, step
        return dist


# d + 1 and d - 1 for a distance d, UNREACHABLE and 0 kept (read by map() in C, not a loop of bytecodes).
_ONE_MORE = [*range(1, UNREACHABLE + 1), UNREACHABLE]
_ONE_LESS = [0, *range(UNREACHABLE - 1), UNREACHABLE]
_AS_DISTANCE = [*range(UNREACHABLE), UNREACHABLE]  # Dungeon.path_distances' d as _bfs's: d, and -1 (never reached) UNREACHABLE


def _derived(dungeon, key: tuple, kept: dict) -> list[int] | None:
    """`_bfs(dungeon, key)` from a kept search, when `key` is one square and the squares one step from it were
    searched, or the other way round: every way to a square ends with one step from a square next to it, so the
    one's distances are the other's plus one (the square itself apart). None when neither is kept."""
    adj = dungeon.adj
    if len(key) == 1:
        near = kept.get(tuple(sorted(adj[key[0]])))
        if near is None:
            return None
        dist = list(map(_ONE_MORE.__getitem__, near))
        dist[key[0]] = 0
        return dist
    square = _square_with_steps(dungeon, key)
    if square is None:
        return None
    one = kept.get((square,))
    if one is None or not any(square in adj[s] for s in key):
        return None
    dist = list(map(_ONE_LESS.__getitem__, one))
    dist[square] = 1  # one step from a square of `key`
    return dist


def _square_with_steps(dungeon, key: tuple) -> int | None:
    """The square whose steps (sorted) are `key`, if `key` is such a set: it is next to all of them."""
    first = key[0]
    for s in dungeon.adj[first]:
        if tuple(sorted(dungeon.adj[s])) == key:
            return s
    return None


def _blocked_for(m, mover) -> set[int]:
    blocked = set(m.occupied_squares())
    blocked.discard(mover.sq)
    blocked.update(m.chest_squares(), m.portal_squares())
    return blocked


def open_bfs(m, targets, mover) -> list[int]:
    """Steps to the nearest target around the players, Chests and Portals where they stand now (the mover's
    own square is free)."""
    return _bfs(m.dungeon, targets, _blocked_for(m, mover))


# Distances on a dungeon (walls only) are the same for every coach: shared while the dungeon lives; the searches
# read only at some squares so far (distances_at_players, distances_near) are shared apart until searched whole.
_SHARED_DISTANCES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_SHARED_SEARCHES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_NOTHING: frozenset = frozenset()


class ScriptedCoach:
    def __init__(self, seed) -> None:
        # The seed is required: Random(None) would draw from the OS and break "seed plus decisions
        # replays a match" (DESIGN.md, rule 1). A str seed is hashed stably, whatever PYTHONHASHSEED is.
        self.rng = random.Random(seed)
        self._dist: dict = {}  # target squares -> BFS distances in self._dungeon (walls never move)
        self._searches: dict = {}  # target squares -> _Search by the walls, settled only where it was read so far
        self._dungeon = None
        self._open_cache: dict = {}  # (targets, blocked squares) -> _Search around the pieces standing there
        self._zones_of, self._zones = None, {}  # End Zone squares -> distances, in that dungeon
        self.forward: set = set()  # players told to clear the carrier's way this turn
        self._turn_no = -1
        self._handoff_to = None  # the team-mate the carrier's Hand-off action is for (§6.13)
        self._pass_to = None  # the team-mate the carrier's Pass action is for (§6.6)
        self._throw = None  # (team-mate id, square) the Throw Team-mate action is for (§6.10)
        self._trail: tuple = (None, set())  # the squares the carrier stood on in this activation (_unstick)
        self._who: dict = {}  # this turn step's declaring players by id (turn_action)
        self._movers: dict = {}  # those of them who may declare a Move, in the same order (turn_action)
        self._ours: list | bool | None = False  # the acting team's squares in this step of act() (_our_squares)

    # -- distances -----------------------------------------------------------------------------------
    def _follow(self, dungeon) -> None:
        """Point the distance caches at this dungeon (a coach may play several matches)."""
        if self._dungeon is not dungeon:
            self._dungeon = dungeon
            self._dist = _SHARED_DISTANCES.setdefault(dungeon, {})
            self._searches = _SHARED_SEARCHES.setdefault(dungeon, {})
            self._open_cache = {}

    def distances(self, m, targets) -> list[int]:
        """Path length in steps from every square to the nearest of `targets` (walls respected, players ignored)."""
        self._follow(m.dungeon)
        key = tuple(targets) if len(targets) == 1 else tuple(sorted(targets))
        found = self._dist.get(key)
        if found is not None:
            return found
        search = self._searches.pop(key, None)
        dist = search.whole() if search is not None else _derived(m.dungeon, key, self._dist)
        if dist is None:
            d = m.dungeon
            for ez, zone in enumerate(d.end_zones):
                if zone is targets:  # the dungeon's own distances to it (the generator's check of the layout kept one)
                    dist = list(map(_AS_DISTANCE.__getitem__, d.path_distances(ez)))
                    break
            else:
                dist = _bfs(d, key)
        self._keep(key, dist)
        return dist

    def distances_at_players(self, m, targets) -> list[int]:
        """`distances`, read only at the squares of the acting team's players in the dungeon (where the turn's
        helpers weigh them): settled there, and maybe no farther (the search goes on when farther squares are asked
        for; the other squares may read UNREACHABLE)."""
        return self._read_by_walls(m, targets, lambda search: search.settled(self._our_squares(m)))

    def distances_up_to(self, m, targets, last: int) -> list[int]:
        """`distances`, settled up to `last` steps (a helper that reads only squares that near: the Blitzes'); farther
        squares may read UNREACHABLE."""
        return self._read_by_walls(m, targets, lambda search: search.up_to(last))

    def nearest_at_players(self, m, targets) -> int:
        """The least of `distances` at the acting team's players' squares (searched only as far as the nearest)."""
        found = self._by_walls(m, targets)
        if isinstance(found, list):
            return min((found[s] for s in self._our_squares(m)), default=UNREACHABLE)
        best = found.least(self._our_squares(m))
        if not found.frontier:
            self._keep(self._searches.pop(found.key).key, found.dist)
        return best

    def _our_squares(self, m) -> list[int]:
        """The squares of the acting team's players in the dungeon: worked out once in a step of act() (the match
        does not change while a coach decides), every time outside one."""
        ours = self._ours
        if ours:
            return ours
        squares = [p.sq for p in m.players_of(m.active) if p.where == FIELD]
        if ours is None:
            self._ours = squares
        return squares

    def distances_near(self, m, targets, sq: int) -> list[int]:
        """`distances`, read only at `sq` and the squares one step from it (a mover's next step): _read_by_walls with
        _Search.around written out (asked at every step of every activation; mostly settled there already)."""
        found = self._by_walls(m, targets)
        if isinstance(found, list):
            return found
        dist = found.dist
        if found.frontier and dist[sq] > found.step:  # (a search by the walls has no blocked square)
            found._grow(sq, UNREACHABLE, 0)
        if not found.frontier:
            self._keep(self._searches.pop(found.key).key, dist)
        return dist

    def _read_by_walls(self, m, targets, read) -> list[int]:
        """The distances by the walls to `targets`: whole when kept, else `read` from their search (searched as far as
        that read needs); a search run to its end is kept whole."""
        found = self._by_walls(m, targets)
        if isinstance(found, list):
            return found
        dist = read(found)
        if not found.frontier:
            self._keep(self._searches.pop(found.key).key, dist)
        return dist

    def _by_walls(self, m, targets):
        """The whole distances to `targets` when they are kept or derived from a kept search, else the search by the
        walls begun for them (shared like the distances)."""
        d = m.dungeon
        if self._dungeon is not d:
            self._follow(d)
        key = tuple(targets) if len(targets) == 1 else tuple(sorted(targets))
        found = self._dist.get(key)
        if found is not None:
            return found
        search = self._searches.get(key)
        if search is not None:
            return search
        dist = _derived(d, key, self._dist)
        if dist is not None:
            self._keep(key, dist)
            return dist
        if len(self._searches) > 256:
            self._searches.clear()
        search = self._searches[key] = _Search(d, key, _NOTHING)
        search.key = key
        return search

    def _keep(self, key: tuple, dist: list[int]) -> None:
        if len(self._dist) > 256:
            self._dist.clear()
        self._dist[key] = dist

    def open_distances(self, m, targets, mover) -> list[int]:
        """Like `distances`, but around the players, Chests and Portals where they stand now (for the
        carrier, whose way is often blocked by its own escort). Reused while those squares stay as they are:
        within the carrier's activation only the carrier moves, and its own square never blocks it. Settled for the
        mover's square and the squares one step from it, which is all the coach reads (_Search)."""
        return self._open_search(m, targets, mover).around(mover.sq)

    def open_within(self, m, targets, mover, limit: int) -> bool:
        """Is the mover's way round the pieces to `targets` (as `open_distances` counts it) `limit` steps or fewer?"""
        return self._open_search(m, targets, mover).within(mover.sq, limit)

    def _open_search(self, m, targets, mover) -> _Search:
        blocked = _blocked_for(m, mover)
        key = (tuple(targets), tuple(sorted(blocked)))
        self._follow(m.dungeon)
        found = self._open_cache.get(key)
        if found is None:
            if len(self._open_cache) > 64:
                self._open_cache.clear()
            found = self._open_cache[key] = _Search(m.dungeon, targets, blocked)
        return found

    def carrier_way(self, m, p, team: int) -> list[int]:
        """The carrier's way to the End Zone: around every piece; when the pieces shut every way (a door is two
        squares wide: two players shut it), around the opponents and the Chests and Portals only (team-mates step
        aside, _clear_the_way); when opponents shut it too, the way by the walls, up to them, where blocks and
        escorts can open it. Without the fallbacks the carrier stood still for the rest of the match."""
        zone = m.dungeon.end_zones[m.opp_ez(team)]
        way = self.open_distances(m, zone, p)
        if way[p.sq] < UNREACHABLE:
            return way
        blocked = {q.sq for q in m.players_of(1 - team) if q.where == FIELD}
        blocked.update(m.chest_squares(), m.portal_squares())
        key = ("opponents", tuple(zone), tuple(sorted(blocked)))
        self._follow(m.dungeon)
        search = self._open_cache.get(key)
        if search is None:
            search = self._open_cache[key] = _Search(m.dungeon, zone, blocked)
        way = search.around(p.sq)
        if way[p.sq] < UNREACHABLE:
            return way
        return self.ez_distances(m, team)

    def ez_distances(self, m, team: int) -> list[int]:
        """Distances to the End Zone a team scores in (asked for many times a step: kept by End Zone)."""
        d = m.dungeon
        zone = d.end_zones[m.opp_ez(team)]
        if self._zones_of is not d:
            self._zones_of, self._zones = d, {}
        found = self._zones.get(zone)
        if found is None:
            found = self._zones[zone] = self.distances(m, zone)
        return found

    @staticmethod
    def team_of(m, bot) -> int:
        return m.seat_of(bot)

    # -- the team turn -------------------------------------------------------------------------------
    def act(self, m):
        if m.turn_no != self._turn_no:
            self._turn_no, self.forward = m.turn_no, set()
            self._handoff_to = self._pass_to = self._throw = None  # plans last for the turn they were made in
        self._ours = None  # the acting team's squares, once asked for (_our_squares)
        try:
            if m.act is None:
                # the step's declarations read without listing them, each player's only if looked at (None: a list
                # a subclass filters, Blood Bowl 2016's)
                view = m.turn_declarations()
                return self.turn_action(m, view if view is not None else m.legal_actions())
            # the step's actions less the Jumps, which the coach never picks (None: a list a subclass builds, Blood
            # Bowl 2016's)
            steps = m.activation_steps()
            return self.activation_action(m, steps if steps is not None else m.legal_actions())
        finally:
            self._ours = False

    def turn_action(self, m, actions):
        """`actions`: the turn step's legal actions, or the engine's TurnDeclarations for the step."""
        team = m.active
        bench, sponge = [], []
        if isinstance(actions, TurnDeclarations):
            declares = actions
        else:
            grouped = m.declarations_of(actions)  # grouped by the engine as it listed them
            if grouped is not None:
                by_player, others, who = grouped
                declares = TurnDeclarations(who, others, m.special_declarers(actions), by_player)
            else:
                lists = self._grouped(actions, bench, sponge)
                declares = TurnDeclarations({pid: m.player(pid) for pid in lists}, bench + sponge, None, lists)
                bench, sponge = [], []
        self._who = declares.who
        if declares.listed:
            self._movers = self._who  # the engine lists a Move first for every player it lists (_turn_actions)
        else:
            self._movers = {pid: p for pid, p in self._who.items() if ("declare", pid, "move", None) in declares[pid]}
        for a in declares.others:
            (bench if a[0] == "bench" else sponge).append(a)
        # 1. Reinforcements through the Bench Portal, or the Magic Sponge.
        if bench:
            return max(bench, key=lambda a: self._worth(m.player(a[1])))
        if sponge:
            return max(sponge, key=lambda a: self._worth(m.player(a[1])))
        if not declares:
            return ("end_turn",)
        carrier = m.carrier
        ours = carrier is not None and carrier.team == team
        theirs = carrier is not None and carrier.team != team
        # 2. Score.
        # (by the walls first: the way round the pieces is never shorter, and mostly the End Zone is out of reach)
        if ours and carrier.id in declares and self._can_reach(m, carrier, self.ez_distances(m, team)) \
                and self.open_within(m, m.dungeon.end_zones[m.opp_ez(team)], carrier, self._reach(m, carrier)):
            return ("declare", carrier.id, "move", None)
        # 2b. The Final's Special Actions against the opposing carrier: Skull Crack, Boo! (engine/ai/final_choices.py).
        special = None
        if theirs:
            few = declares.special  # only they may have such a declaration: the others not looked through
            if few is None:
                special = final_special(m, declares, carrier)
            elif few:
                special = final_special(m, {pid: declares[pid] for pid in few}, carrier)
        if special is not None:
            return special
        # 3. Blitz the opposing carrier.
        if theirs:
            blitz = self._best_blitz(m, declares, carrier)
            if blitz is not None:
                return blitz
        # 3b. Our carrier's way shut by opponents: blitz one of them out of it (before the carrier moves).
        if ours and carrier.id in declares:
            blitz = self._blitz_the_wall(m, declares, carrier, team)
            if blitz is not None:
                return blitz
        # 4. Good blocks (the carrier blocks only to free itself).
        block = self._best_block(m, declares, team, theirs)
        if block is not None:
            return block
        # 5. The ball on the ground.
        if m.ball_sq >= 0:
            getter = self._nearest(m, declares, [m.ball_sq], standing_only=False, unmarked=True)
            if getter is not None:
                return ("declare", getter.id, "move", None)
        # 6. Our carrier moves on (team-mates in its way go ahead first), then team-mates come round it.
        if ours and carrier.id in declares:
            clear = self._clear_the_way(m, declares, carrier, team)
            if clear is None:
                self.forward.clear()
                play = self._hand_off(m, declares, carrier, team) or self._pass(m, declares, carrier, team) \
                    or self._throw_carrier(m, declares, carrier, team)
                if play is not None:
                    return play
            return clear or ("declare", carrier.id, "move", None)
        # 5b. Chests (the ball is in one of them until somebody finds it).
        if m.chest_squares() and m.ball_sq < 0 and carrier is None:
            for chest in sorted(m.chest_squares(), key=lambda c: self._nearest_distance(m, team, c)):
                opener = self._nearest(m, declares, list(m.dungeon.adj[chest]), standing_only=True, unmarked=True, chest=chest)
                if opener is not None:
                    return ("declare", opener.id, "move", None)
        # 7. Everybody else closes in.
        mover = self._next_mover(m, declares, team)
        if mover is not None:
            return mover
        # 8. A Foul that pays.
        foul = self._best_foul(m, declares, team)
        if foul is not None:
            return foul
        return ("end_turn",)

    @staticmethod
    def _grouped(actions, bench: list, sponge: list) -> dict:
        """Player id -> its declarations, in the order offered; the Bench Portal and Magic Sponge actions go to
        `bench` and `sponge`."""
        declares: dict = {}
        for kind, run in groupby(actions, _KIND):  # runs of one kind, then of one player (grouped in C)
            if kind == "declare":
                for pid, acts in groupby(run, _WHO):
                    got = declares.get(pid)
                    if got is None:
                        declares[pid] = list(acts)
                    else:
                        got.extend(acts)
            elif kind == "bench":
                bench.extend(run)
            elif kind == "sponge":
                sponge.extend(run)
        return declares

    # -- helpers for the turn -------------------------------------------------------------------------
    @staticmethod
    def _worth(p) -> int:
        return p.st * 3 + p.ma + (4 - p.ag) * 2 + len(p.skills)

    def _can_reach(self, m, p, dist) -> bool:
        return dist[p.sq] <= self._reach(m, p)

    @staticmethod
    def _reach(m, p) -> int:
        """Squares a player can go this turn: MA and its Rushes, three of them spent standing up if it is down."""
        return p.ma + m.max_rush(p) - (0 if p.standing else 3)

    def _nearest_distance(self, m, team, sq) -> int:
        if team == m.active:
            if sq in self._our_squares(m):
                return 0
            # One step more than to the squares beside `sq` (a way to it ends with a step from one of them): the
            # same search as the one that finds a Chest's opener (_nearest), rather than one more of its own.
            near = self.nearest_at_players(m, list(m.dungeon.adj[sq]))
            return near + 1 if near < UNREACHABLE else UNREACHABLE
        dist = self.distances(m, [sq])
        return min((dist[p.sq] for p in m.players_of(team) if p.where == FIELD), default=UNREACHABLE)

    def _nearest(self, m, declares, targets, *, standing_only, unmarked, chest=None):
        """The unactivated player who can get to `targets` soonest (and reach it this turn when possible).

        The search by the walls runs a layer at a time only until the answer is known (_Search.step: every square
        up to that many steps is settled, every other is farther): the best so far wins when its count is within
        the settled layers and it can get there this turn, or no player left can (the settled layers are beyond
        every MA)."""
        found = self._by_walls(m, targets)
        search = None if isinstance(found, list) else found
        dist = found if search is None else found.dist
        carrier = m.carrier
        players = []  # (player, its square, 3 to stand up or 0, marked: skipped unless on a target)
        top = 0
        for p in self._movers.values():
            standing = p.status == STANDING and p.where == FIELD  # p.standing written out, as below
            if p is carrier or (standing_only and not standing):
                continue
            players.append((p, p.sq, 0 if standing else 3, unmarked and standing and m.count_marking(p.sq, p.team) > 0))
            top = max(top, p.ma)
        if not players:
            return None
        squares = [e[1] for e in players]
        while True:
            if search is not None:
                while search.frontier and min([dist[s] for s in squares]) >= UNREACHABLE:
                    search.up_to(search.step + 1)  # no player reached yet
            best, best_key = None, None
            for p, sq, stand, marked in players:
                d = dist[sq]
                if marked and d > 0:
                    continue
                d += stand
                if d >= UNREACHABLE:
                    continue
                key = (d > p.ma, d, -p.ma)
                if best_key is None or key < best_key:
                    best, best_key = p, key
            if search is None or not search.frontier:
                break
            settled = search.step
            if best is not None and best_key[1] <= settled and (not best_key[0] or settled >= top):
                break  # a player not settled yet is farther than `settled`: it cannot do better
            if max([dist[s] for s in squares]) < UNREACHABLE:
                break  # every player settled
            search.up_to(settled + 1)
        if search is not None and not search.frontier:
            self._keep(self._searches.pop(search.key).key, dist)
        return best

    def _best_blitz(self, m, declares, target):
        best, best_key = None, None
        beside = m.dungeon.adj[target.sq]
        # no search for the blitzers when no Blitz is left (used this turn, or nobody standing to blitz)
        may_blitz = declares.may_target("blitz")
        # read only where dist + 1 <= MA: settled no farther than the fastest player's MA - 1
        dist = self.distances_up_to(m, list(beside), max(p.ma for p in self._who.values()) - 1) if may_blitz else None
        for pid, p in self._who.items() if may_blitz else ():
            # (the cheap tests first: the Blitz looked for among the player's declarations only for a player near)
            if p.status != STANDING or p.where != FIELD or dist[p.sq] + 1 > p.ma:  # keep Rushes for the block itself
                continue
            if ("declare", pid, "blitz", target.id) not in declares.targets(pid):
                continue
            if p.sq not in beside and m.count_marking(p.sq, p.team):
                continue
            key = (-(p.st - target.st), dist[p.sq])
            if best_key is None or key < best_key:
                best, best_key = ("declare", pid, "blitz", target.id), key
        if best is None:  # no Blitz in range: a plain block if somebody is next to the carrier
            for pid, _p, blocks in declares.blockers():
                if ("declare", pid, "block", target.id) in blocks:
                    return ("declare", pid, "block", target.id)
        return best

    def _blitz_the_wall(self, m, declares, carrier, team):
        """When opponents shut the carrier's way to the End Zone (the way round the pieces is unreachable, or 4+
        squares longer than by the walls), the Blitz (§6.12) goes on the nearest opponent standing ahead of the
        carrier, by a player who can get beside it without a Rush and whose block dice we would choose (two or
        more, or one with the Block skill). Defenders across a door or a corridor otherwise hold it for good."""
        ez = self.ez_distances(m, team)
        here = ez[carrier.sq]
        d = m.dungeon
        ahead = sorted(e for q in m.players_of(1 - team)
                       if q.status == STANDING and q.where == FIELD and ez[q.sq] < here and (e := (d.distance(q.sq, carrier.sq), q.sq, q))[0] <= 4)
        if not ahead or not declares.may_target("blitz"):  # (no Blitz left: the way is not searched)
            return None
        if self.open_within(m, m.dungeon.end_zones[m.opp_ez(team)], carrier, here + 4):
            return None
        for _, _, q in ahead:  # the nearest opponent first
            best, best_key, dist = None, None, None
            for pid, p in self._who.items():
                if pid == carrier.id or not p.standing or d.distance(p.sq, q.sq) > p.ma:
                    continue
                if ("declare", pid, "blitz", q.id) not in declares.targets(pid):
                    continue
                if dist is None:  # read only where dist + 1 <= MA, as in _best_blitz
                    dist = self.distances_up_to(m, list(d.adj[q.sq]), max(r.ma for r in self._who.values()) - 1)
                if dist[p.sq] + 1 > p.ma or dist[p.sq] > 0 and m.count_marking(p.sq, team):
                    continue
                n, chooser, _att, _dfn = m.block_dice(p, q, blitz=True)
                if chooser != team or (n < 2 and "Block" not in p.skills):
                    continue
                key = (-n, dist[p.sq])
                if best_key is None or key < best_key:
                    best, best_key = ("declare", pid, "blitz", q.id), key
            if best is not None:
                return best
        return None

    def _best_block(self, m, declares, team, theirs):
        best, best_key = None, None
        for _pid, p, blocks in declares.blockers():
            for a in blocks:
                if a[2] != "block":
                    continue
                q = m.player(a[3], 1 - team)
                # only a Block we choose two or more dice for (the carrier too: it knocks its marker over only with
                # good odds); the others are None, most without the defender's assists counted
                dice = m.attackers_block_dice(p, q)
                if dice is None:
                    continue
                key = (-dice[0], -("Block" in p.skills), "Block" in q.skills or "Dodge" in q.skills, q.av)
                if best_key is None or key < best_key:
                    best, best_key = a, key
        return best

    def _clear_the_way(self, m, declares, carrier, team):
        """A team-mate standing between the carrier and the End Zone walks on ahead, so the carrier can pass: when
        the way around the pieces is much longer than the way by the walls, or when every square beside the carrier
        that is nearer the End Zone is taken (its escort closed round it)."""
        ez = self.ez_distances(m, team)
        here = ez[carrier.sq]
        ahead = None  # the team-mate who would go ahead: looked for first (none, mostly: then the way is not searched)
        for p in self._movers.values():
            if p is carrier or not p.standing:
                continue
            if m.dungeon.distance(p.sq, carrier.sq) <= 2 and ez[p.sq] < here and not m.count_marking(p.sq, team):
                ahead = p
                break
        if ahead is None:
            return None
        if self.open_within(m, m.dungeon.end_zones[m.opp_ez(team)], carrier, here + 2) and any(ez[t] < here and m.at(t) is None for t in m.dungeon.adj[carrier.sq]):
            return None
        self.forward.add(ahead.idx)
        return ("declare", ahead.id, "move", None)

    def _hand_off(self, m, declares, carrier, team):
        """A Hand-off (§6.13) to a free team-mate who has not acted, within the carrier's reach without a Rush (by
        the way round the pieces): one who can then run in, or else one well up the dungeon, or one 2+ MA faster and
        no farther from the End Zone (the drive's ball carrier should be its runner). Neither may be marked (a
        Catch there is harder, and a failed Catch is a Turnover, §2.4)."""
        if ("declare", carrier.id, "handoff", None) not in declares[carrier.id] or not carrier.standing:
            return None
        if m.count_marking(carrier.sq, team):
            return None  # the carrier would have to Dodge first
        ez = self.ez_distances(m, team)
        candidates = []
        for pid, q in self._movers.items():
            if pid == carrier.id:
                continue
            if not q.standing or m.count_marking(q.sq, team):
                continue
            if m.dungeon.distance(carrier.sq, q.sq) - 1 > carrier.ma - 1:
                continue
            scores = ez[q.sq] <= q.ma
            runner = q.ma >= carrier.ma + 2 and ez[q.sq] <= ez[carrier.sq]  # the drive's better ball carrier
            if not scores and not runner and ez[q.sq] + 2 > ez[carrier.sq]:
                continue
            candidates.append(((not scores, ez[q.sq] - q.ma, -("Catch" in q.skills)), q.sq, q))
        for _key, _sq, q in sorted(candidates):
            # the first whose way is open: a way shut by the pieces would waste the Hand-off
            if self.open_within(m, list(m.dungeon.adj[q.sq]), carrier, carrier.ma - 1):
                self._handoff_to = q.id
                return ("declare", carrier.id, "handoff", None)
        return None
        return ("declare", carrier.id, "handoff", None)

    def pass_odds(self, m, p, q) -> float:
        """The chance a Pass from p lands accurately on team-mate q, is not deflected and is caught (§6.6, §6.7),
        counting a re-roll for each test the coach would re-roll (the carrier's and the catch's, §2.7)."""
        if p.pa is None:
            return 0.0
        w = m.dungeon.width
        band = pass_band(q.sq % w - p.sq % w, q.sq // w - p.sq // w)
        if band is None:
            return 0.0
        rerolls = m.team_rerolls(p.team) > 0
        modifier = (0 if band == "quick" else -1) - m.count_marking(p.sq, p.team)
        odds = with_reroll(d6_odds(p.pa - modifier), rerolls or "Pass" in p.skills)
        odds *= with_reroll(d6_odds(q.ag + m.count_marking(q.sq, q.team)), rerolls or "Catch" in q.skills)
        for r in m.interferers(p, q.sq):  # a Deflection of an accurate Pass needs AG -3 (§6.6.3)
            odds *= 1 - d6_odds(r.ag + 3)
        return odds

    def _pass(self, m, declares, carrier, team):
        """A Pass (§6.6) to a free team-mate who has not acted: one who can then run in, when the odds reach
        PASS_TO_SCORE_ODDS, or one PASS_ON_GAIN squares nearer the End Zone when they reach PASS_ON_ODDS."""
        if ("declare", carrier.id, "pass", None) not in declares[carrier.id] or not carrier.standing \
                or carrier.pa is None:
            return None
        ez = self.ez_distances(m, team)
        best, best_key = None, None
        for pid, q in self._movers.items():
            if pid == carrier.id:
                continue
            if not q.standing or m.count_marking(q.sq, team):
                continue
            scores = ez[q.sq] <= q.ma
            gain = ez[carrier.sq] - ez[q.sq]
            if not scores and gain < PASS_ON_GAIN:
                continue
            if not m.is_pass_target(carrier, q.sq):
                continue
            odds = self.pass_odds(m, carrier, q)
            if odds < (PASS_TO_SCORE_ODDS if scores else PASS_ON_ODDS):
                continue
            key = (not scores, -odds * (gain if not scores else 1))
            if best_key is None or key < best_key:
                best, best_key = q, key
        if best is None:
            return None
        self._pass_to = best.id
        return ("declare", carrier.id, "pass", None)

    def _throw_carrier(self, m, declares, carrier, team):
        """A Throw Team-mate (§6.10) of a ball carrier with Right Stuff by a team-mate beside it who has not acted,
        to a free square THROW_GAIN or more nearer the End Zone with no opponent beside it, when the odds that it
        lands on its feet reach THROW_ODDS (the throw not fumbled, then the landing's Agility test at -1, or at 0
        for a superb throw; a scatter into a wall is a crash, counted as one chance in five)."""
        if not carrier.standing or not m.throwable(carrier):
            return None
        ez = self.ez_distances(m, team)
        best, best_key = None, None
        for t in m.dungeon.adj[carrier.sq]:
            thrower = m.at(t)
            if thrower is None or thrower.team != team or thrower.id not in declares \
                    or ("declare", thrower.id, "ttm", None) not in declares[thrower.id] or thrower.pa is None:
                continue
            rerolls = m.team_rerolls(team) > 0
            thrown = 1 - d6_odds(7)  # anything but a fumble (a natural 1; re-rolled, §6.10)
            thrown = with_reroll(thrown, rerolls)
            landing = with_reroll(d6_odds(carrier.ag + 1), rerolls) * 0.8
            if thrown * landing < THROW_ODDS:
                continue
            for sq in m.pass_targets(thrower):
                if ez[carrier.sq] - ez[sq] < THROW_GAIN or m.at(sq) is not None or m.is_portal(sq) \
                        or m.count_marking(sq, team):
                    continue
                key = (ez[sq], -len(m.dungeon.adj[sq]), m.dungeon.distance(thrower.sq, sq))
                if best_key is None or key < best_key:
                    best, best_key = (thrower.id, sq), key
        if best is None:
            return None
        self._throw = (carrier.id, best[1])
        return ("declare", best[0], "ttm", None)

    def _escort_squares(self, m, carrier, team):
        """Next to the carrier but not ahead of it: the escort must not block its way."""
        ez = self.ez_distances(m, team)
        here = ez[carrier.sq]
        return [t for t in m.dungeon.adj[carrier.sq] if ez[t] >= here]

    def _goal_for(self, m, p, team):
        """Where an ordinary player heads, and whether to stand on it ('on') or next to it ('adj')."""
        carrier = m.carrier
        if carrier is not None and carrier.team == team:
            return self._escort_squares(m, carrier, team) or [carrier.sq], "on"
        if carrier is not None:
            return [carrier.sq], "adj"
        if m.ball_sq >= 0:
            return [m.ball_sq], "adj"
        if m.chest_squares():
            return list(m.chest_squares()), "adj"
        return None, None

    def _next_mover(self, m, declares, team):
        goal, _how = self._goal_for(m, None, team)  # the same goal for every ordinary player
        if goal is None:
            return None
        # The first by (down, steps, id) of the players still to get there: standing and unmarked first (any of them
        # unreached is farther than the layers settled, so it still goes; the search runs only until the nearest),
        # else the players who are down.
        there = 1 if _how == "adj" else 0  # steps within which a standing player is already there
        found = self._by_walls(m, goal)
        search = None if isinstance(found, list) else found
        dist = found if search is None else found.dist
        if search is not None:
            search.up_to(there)
        carrier = m.carrier
        up, down = [], []  # (square, id) of standing unmarked players not there yet; of players who are down
        for pid, p in self._movers.items():
            if p is carrier:
                continue
            if p.status == STANDING and p.where == FIELD:  # p.standing written out (every player, every turn step)
                if dist[p.sq] <= there or m.count_marking(p.sq, team):
                    continue  # already there (settled that far), or marked (it blocks instead, or stays put)
                up.append((p.sq, pid))
            else:
                down.append((p.sq, pid))
        for group in (up, down):
            if not group:
                continue
            while True:
                order = [(here, pid) for sq, pid in group if (here := dist[sq]) < UNREACHABLE]
                if order or search is None or not search.frontier:
                    break
                search.up_to(search.step + 1)
            if not order:  # the search has ended: none of them is ever reached
                order = [(dist[sq], pid) for sq, pid in group]
            if search is not None and not search.frontier:
                self._keep(self._searches.pop(search.key).key, dist)
            return ("declare", min(order)[1], "move", None)
        if search is not None and not search.frontier:
            self._keep(self._searches.pop(search.key).key, dist)
        return None

    def _best_foul(self, m, declares, team):
        if not declares.may_target("foul"):
            return None  # nobody down within a Foul's reach, or the Foul used
        for pid, p in self._who.items():
            if p is m.carrier:
                continue
            for a in declares.targets(pid):
                if a[2] != "foul":
                    continue
                q = m.player(a[3], 1 - team)
                if q.sq not in m.dungeon.adj[p.sq] or not p.standing:
                    continue
                pays = m.assists(team, q, p) - m.assists(q.team, p, q)  # the victim's own team (§10.1 too)
                if pays >= 1 or q.av <= 8:
                    return a
        return None

    # -- inside an activation -------------------------------------------------------------------------
    def activation_action(self, m, actions):
        p = m.act
        team = p.team
        kind = m.act_kind
        end = ("end_activation",)
        if len(actions) == 1:
            return end
        steps = m.moves_of(actions)  # the moves, listed first: the rest is looked through for the others
        if steps is None:
            steps, rest = [a for a in actions if a[0] == "move"], actions
        else:
            rest = actions[1 + len(steps):]
        if rest:  # (mostly the moves only)
            for a in rest:
                if a[0] in ("block", "foul"):
                    return a
            chests = [a for a in rest if a[0] == "open_chest"]
            if chests and m.carrier is None and m.ball_sq < 0:
                return chests[0]
        if self._handoff_to is not None and m.carrier is p and kind == "handoff":
            rid = self._handoff_to
            if ("handoff", rid) in actions:
                self._handoff_to = None
                return ("handoff", rid)
            receiver = m.player(rid)
            if receiver.standing and steps:
                step = self._step(m, p, steps, self.open_distances(m, list(m.dungeon.adj[receiver.sq]), p), how="on",
                                  rush=False, careful=True)
                if step is not None:
                    return step
            self._handoff_to = None
        if self._pass_to is not None and m.carrier is p and kind == "pass":
            receiver = m.player(self._pass_to)
            self._pass_to = None
            if receiver.standing and ("pass", receiver.sq) in actions:
                return ("pass", receiver.sq)
        if self._throw is not None and kind == "ttm":
            throw = ("throw", *self._throw)
            self._throw = None
            if throw in actions:
                return throw
        if not steps:
            return end
        if m.carrier is p:
            dist = self.carrier_way(m, p, team)
            rush_ok = dist[p.sq] <= p.ma + m.max_rush(p) - m.mp_used
            step = self._step(m, p, steps, dist, how="on", rush=rush_ok, careful=True)
            if step is None and dist[p.sq] < UNREACHABLE and m.mp_used < p.ma:
                # nothing free on the way round the pieces: a free square nearer by the walls (round the pile)
                step = self._step(m, p, steps, self.ez_distances(m, team), how="on", rush=False, careful=True)
            if step is None and m.mp_used < p.ma:
                step = self._unstick(m, p, steps, team)
            return step or end
        if kind == "blitz" and m.act_target is not None:
            target = m.act_target
            return self._step(m, p, steps, self.distances_near(m, [target.sq], p.sq), how="adj", rush=False,
                              careful=False) or end
        if m.ball_sq >= 0:
            dist = self.distances_near(m, [m.ball_sq], p.sq)
            reach = dist[p.sq] <= p.ma - m.mp_used + (1 if m.team_rerolls(team) else 0)
            return self._step(m, p, steps, dist, how="on", rush=reach, careful=False) or end
        if p.idx in self.forward:
            return self._step(m, p, steps, self.ez_distances(m, team), how="on", rush=False, careful=False) or end
        if m.carrier is not None and m.carrier.team == team:
            # Escort: next to the carrier, beside or behind it.
            dist = self.distances_near(m, self._escort_squares(m, m.carrier, team) or [m.carrier.sq], p.sq)
            return self._step(m, p, steps, dist, how="on", rush=False, careful=True) or end
        goal, how = self._goal_for(m, p, team)
        if goal is None:
            return end
        return self._step(m, p, steps, self.distances_near(m, goal, p.sq), how=how, rush=False, careful=True) or end

    def _unstick(self, m, p, steps, team):
        """The carrier has no free square nearer the End Zone but a Portal, or none at all: a step aside to a free,
        unmarked square as near (once on each square in an activation, so it never walks to and fro), else the
        Portal (§1.7.1: a D6 sends it to that Portal, a Magical Mishap one time in six, §1.7.3) — standing still
        behind a team-mate or beside a Portal for the rest of the match is worse."""
        ez = self.ez_distances(m, team)
        here = ez[p.sq]
        trail_key = (m.turn_no, p.id)
        if self._trail[0] != trail_key:
            self._trail = (trail_key, set())
        trail = self._trail[1]
        trail.add(p.sq)
        aside, portal = None, None
        for a in steps:
            sq = a[1]
            if m.is_portal(sq):
                if ez[sq] < here:
                    portal = a
            elif ez[sq] == here and sq not in trail and not m.count_marking(sq, team):
                if aside is None or sq < aside[1]:
                    aside = a
        if aside is not None:
            trail.add(aside[1])
        return aside or portal

    def _step(self, m, p, steps, dist, *, how, rush, careful):
        """The next square toward the goal, or None to stop here."""
        here = dist[p.sq]
        if here == 0 or (how == "adj" and here <= 1):
            return None
        if m.mp_used >= p.ma and not rush:
            return None
        if m.carrier is not p and not rush and m.count_marking(p.sq, p.team) > 0:
            return None  # no Dodge for an ordinary move (marked: asked only when it would decide)
        best, best_key = None, None
        for a in steps:
            sq = a[1]
            d = dist[sq]
            if d >= here:
                continue
            if m.is_portal(sq) and not (how == "on" and d == 0):
                continue  # a Magical Mishap is one chance in six (§1.7.3)
            if how == "adj" and d == 0:
                continue
            tz = m.count_marking(sq, p.team)
            key = (d + (2 * tz if careful else 0), tz, self.rng.random())
            if best_key is None or key < best_key:
                best, best_key = a, key
        return best

    # -- decisions inside procedures ------------------------------------------------------------------
    def choose(self, m, decision: str, options: list):
        team = self.team_of(m, self)
        rand = self.rng.random
        if decision == "block_die":
            attacking = m.blocker is not None and m.blocker.team == team
            return self._pick_face(m, options, attacking)
        if decision == "block_reroll":
            faces = self._last_block_faces(m)
            good = {"pow", "stumble", "push"}
            if "Block" in (m.blocker.skills if m.blocker else ()):
                good.add("both_down")
            if faces and not good & set(faces):
                important = m.act_target is m.carrier or m.team_rerolls(team) >= 3
                return True if important and True in options else False
            return False
        if decision == "team_reroll":
            return self._reroll_matters(m, team)
        if decision == "follow_up":
            return m.blocker is not m.carrier
        if decision == "push_square":
            portals = [o for o in options if m.is_portal(o)]
            if portals:
                return portals[0]  # a pushed player onto a Portal is teleported (§1.7)
            return self.rng.choice(options)
        if decision == "setup_player":
            return max(options, key=self._worth)
        if decision == "setup_square":
            dist = self.ez_distances(m, team)
            return self._first_least(options, [(dist[s], rand()) for s in options])
        if decision == "place_chest":
            # Chests toward the middle of the dungeon: neither team gets the ball for free.
            a, b = self.ez_distances(m, 0), self.ez_distances(m, 1)
            return self._first_least(options, [(abs(a[s] - b[s]), rand()) for s in options])
        if decision == "place_portal":
            # Portals close to our own End Zone: Reserves arrive where they defend, and the way to our End
            # Zone does not run past them.
            dist = self.distances(m, m.dungeon.end_zones[m.end_zone_of(team)])
            return self._first_least(options, [(dist[s], rand()) for s in options])
        if decision.startswith("cast:"):
            return self._cast(m, decision, options, team)
        if decision in FINAL_ANSWERS:  # §10.2 the Final's own questions (engine/ai/final_choices.py)
            return FINAL_ANSWERS[decision](self, m, options, team)
        return self.rng.choice(options)

    @staticmethod
    def _first_least(options: list, keys: list):
        """The first option with the least key: min(options, key=...) with the keys worked out in a list comprehension
        (the set-up asks this of hundreds of squares for each of its twelve Chests and Portals; the same random draws
        in the same order)."""
        return options[keys.index(min(keys))]

    def _cast(self, m, decision, options, team):
        """A College Wizard's spell (§12.3) is kept for the opposing ball carrier (the Fireball: its square);
        one that helps our own players goes on our carrier whenever it may; from the team's 40th turn on, a
        spell still unused goes on any target rather than never."""
        carrier = m.carrier
        if carrier is not None and carrier.team != team:
            for o in options:
                if o is carrier or (o == carrier.sq and decision == "cast:bright_wizard"):
                    return o
        if carrier is not None and carrier.team == team and any(o is carrier or o == carrier.id for o in options):
            return next(o for o in options if o is carrier or o == carrier.id)
        if m.turns_played(team) >= 40 and len(options) > 1:
            return self.rng.choice([o for o in options if o is not None])
        return None if None in options else options[0]

    @staticmethod
    def _last_block_faces(m):
        e = m.last_event("block")
        return e["dice"] if e is not None else []

    def _pick_face(self, m, options, attacking: bool):
        blocker = m.blocker
        ranking = list(ATTACKER_FACES)
        if blocker is not None and "Block" in blocker.skills:
            ranking = ["pow", "stumble", "both_down", "push", "attacker_down"]
        if not attacking:
            ranking = ranking[::-1]
        return min(options, key=lambda f: ranking.index(f) if f in ranking else 99)

    def _reroll_matters(self, m, team) -> bool:
        left = m.team_rerolls(team)
        if left <= 0:
            return False
        p = m.act
        e = m.last_event("roll")
        why = e.get("why", "") if e is not None else ""
        if p is not None and p is m.carrier:
            return True
        if why in ("pick up", "catch"):
            return True
        if p is not None and m.act_kind == "blitz" and m.act_target is not None and m.act_target is m.carrier:
            return True
        return left >= 4


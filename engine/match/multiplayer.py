"""Multi-player Dungeon Bowl (§1.10, §10.1): three or four teams in one dungeon.

The match is the two-team `Match` with what §10.1 changes:
* the dungeon: at least 6 corridor sections, 6 small rooms, 2 large rooms, each room type at most once, and one
  End Zone per team along the sides, as equidistant as possible (`generate_multiplayer`);
* Chests and Portals placed in an order rolled with a D6, ties re-rolled among the tied coaches (`roll_order`);
* game turns: at the start of each, every coach rolls a D6 and the teams play their team turns highest first;
* every other team is an opponent (Blocks, Blitzes, Fouls, Marking), but assists come only from the blocker's
  (fouler's) own team and, in defence, only from the target's own team (BlockRules.assists counts exactly those);
* a touchdown in any opposing End Zone wins; at the time limit (§6.16) the ball's distance decides.
Placings for everyone are our reading (docs/decisions.md, "Multi-player Dungeon Bowl").
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.dice import Dice
from engine.match import skills as skill_mech
from engine.match.bots import RandomBot
from engine.match.core import DEFAULT_TURN_CAP, IllegalAction, Match
from engine.match.dungeon import (
    CORRIDOR_SET,
    LARGE_ROOMS,
    SMALL_ROOMS,
    Dungeon,
    _attachments,
    cells_of,
    connected_to_end_zone,
    lay_tiles,
)
from engine.match.rooms import raise_funds_gold
from engine.match.sheets import MatchOutcome, TeamSheet
from engine.match.sponsors import athlete_sheet
from engine.match.state import FIELD, Player, TeamState
from engine.match.wizards import wizard_of

MIN_TEAMS, MAX_TEAMS = 3, 4
# §10.1: the least of each kind of tile in a multi-player dungeon
MULTI_MINIMUM = {"corridor": 6, "small_room": 6, "large_room": 2}
ROOM_KINDS = ("small_room", "large_room")
SPREADS_TRIED = 8  # End Zone spreads judged per layout (from the pairs of places farthest apart)


def default_sides(n: int) -> tuple[str, ...]:
    return tuple(f"team{i + 1}" for i in range(n))


# -- order of play (§10.1) ---------------------------------------------------------------------------------
def roll_order(roll, coaches: list) -> list:
    """§10.1: every coach rolls a D6, the highest first, then in descending order; coaches who tie re-roll among
    themselves to order their places (again, until no tie is left). `roll(coach)` rolls that coach's D6."""
    rolls = {c: roll(c) for c in coaches}
    out: list = []
    for value in sorted(set(rolls.values()), reverse=True):
        tied = [c for c in coaches if rolls[c] == value]
        out.extend(tied if len(tied) == 1 else roll_order(roll, tied))
    return out


def placement_seats(order: list) -> tuple[list, list]:
    """Who places Chests 1-6 and Portals 1-6 (§10.1): with four coaches Chests 1-4 by coaches 1-4, Chests 5-6 by
    the 1st and 2nd, Portals 1-2 by the 3rd and 4th, Portals 3-6 by coaches 1-4, which is the placement order
    taken round and round over the twelve pieces. Our reading for three coaches: the same round (docs/decisions.md)."""
    n = len(order)
    return [order[i % n] for i in range(6)], [order[(6 + i) % n] for i in range(6)]


# -- the dungeon (§10.1) -------------------------------------------------------------------------------------
def multiplayer_breaches(d: Dungeon, teams: int) -> list[str]:
    """The building rules of §10.1 (and §1.9 where it still applies) this dungeon breaks; empty = legal."""
    out = []
    kinds = [k for _, k in d.tiles]
    for kind, least in MULTI_MINIMUM.items():
        if kinds.count(kind) < least:
            out.append(f"§10.1: at least {least} {kind.replace('_', ' ')} tiles are needed, this dungeon has "
                       f"{kinds.count(kind)}")
    if kinds.count("end_zone") != teams:
        out.append(f"§10.1: one End Zone per team ({teams}), this dungeon has {kinds.count('end_zone')}")
    rooms = [name for name, k in d.tiles if k in ROOM_KINDS]
    twice = sorted({name for name in rooms if rooms.count(name) > 1})
    if twice:
        out.append(f"§10.1: each room type may appear only once ({', '.join(twice)} twice)")
    if any(len(door) != 4 for door in d.doors):
        out.append("§1.3: doors are two squares wide")
    dist = d.path_distances(0)
    if len({d.tile_of[s] for s in d.floor if dist[s] >= 0}) != len(d.tiles):
        out.append("§1.9: every tile must be joined to the dungeon through a door of at least two squares")
    if len(set(range(len(d.tiles))) - connected_to_end_zone(d)) < 6:
        out.append("§1.9: six chests need six tiles not connected to an End Zone (one chest per tile)")
    return out


def end_zone_gaps(d: Dungeon) -> list[int]:
    """The shortest path (in squares) between every two End Zones."""
    out = []
    for a in range(len(d.end_zones)):
        dist = d.path_distances(a)
        for b in range(a + 1, len(d.end_zones)):
            out.append(min(dist[s] for s in d.end_zones[b]))
    return out


def _spread(candidates: list, first: int, second: int, teams: int, cell_sets: list, centres: list) -> list | None:
    """From the pair (first, second), add the End Zone place whose nearest chosen End Zone is farthest (as the crow
    flies between centres) until there is one per team; places that overlap or touch a chosen one are skipped."""
    chosen = [first, second]
    while len(chosen) < teams:
        best, best_gap = None, -1.0
        for k in range(len(candidates)):
            if k in chosen or any(_touch(cell_sets[k], cell_sets[c]) for c in chosen):
                continue
            gap = min((centres[k][0] - centres[c][0]) ** 2 + (centres[k][1] - centres[c][1]) ** 2 for c in chosen)
            if gap > best_gap:
                best, best_gap = k, gap
        if best is None:
            return None
        chosen.append(best)
    return chosen


def _touch(a: set, b: set) -> bool:
    return any((x + dx, y + dy) in b for x, y in a for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)))


def generate_multiplayer(seed, teams: int = 4, *, name: str | None = None) -> Dungeon:
    """A random legal multi-player dungeon (§10.1) from a seed: 6-8 corridor sections, 6-8 small rooms and 2-4 large
    rooms (each room type once: the rooms are drawn without repeats) and one End Zone per team.

    "Along the sides, as equidistant as possible" (our reading, docs/decisions.md): the End Zones go where an End
    Zone tile can be joined to the outside of the dungeon; from each of the three pairs of places farthest apart,
    the others are added farthest from those chosen; of those spreads, the legal one whose shortest paths between
    End Zones differ least (then whose shortest such path is longest) is kept."""
    if not MIN_TEAMS <= teams <= MAX_TEAMS:
        raise ValueError(f"§10.1: a multi-player match has {MIN_TEAMS} or {MAX_TEAMS} teams, not {teams}")
    rng = random.Random(f"multiplayer-dungeon:{teams}:{seed}")
    for _attempt in range(50):
        d = _try_generate(rng, teams)
        if d is not None:
            d.name = name or f"multiplayer-{teams}-{seed}"
            return d
    raise RuntimeError(f"could not generate a legal multi-player dungeon from seed {seed!r}")


def _try_generate(rng: random.Random, teams: int) -> Dungeon | None:
    pool = (rng.sample(CORRIDOR_SET, MULTI_MINIMUM["corridor"] + rng.randrange(3))
            + rng.sample(SMALL_ROOMS, MULTI_MINIMUM["small_room"] + rng.randrange(3))
            + rng.sample(LARGE_ROOMS, MULTI_MINIMUM["large_room"] + rng.randrange(3)))
    laid = lay_tiles(rng, pool)
    if laid is None:
        return None
    occupied, placed, boundary = laid
    candidates = _attachments("End Zone", occupied, boundary, rng, limit=60)
    if len(candidates) < teams:
        return None
    cell_sets = [set(cells_of(c)) for c in candidates]
    centres = [(sum(x for x, _ in cs) / len(cs), sum(y for _, y in cs) / len(cs)) for cs in cell_sets]
    pairs = sorted(((centres[i][0] - centres[j][0]) ** 2 + (centres[i][1] - centres[j][1]) ** 2, i, j)
                   for i in range(len(candidates)) for j in range(i + 1, len(candidates))
                   if not _touch(cell_sets[i], cell_sets[j]))
    best, best_key = None, None
    for _, i, j in reversed(pairs[-SPREADS_TRIED:]):
        chosen = _spread(candidates, i, j, teams, cell_sets, centres)
        if chosen is None:
            continue
        try:
            d = Dungeon.from_placements(placed + [candidates[k] for k in sorted(chosen)], end_zones=teams)
        except ValueError:
            continue
        if multiplayer_breaches(d, teams):
            continue
        gaps = end_zone_gaps(d)
        if min(gaps) < 0:
            continue
        key = (max(gaps) - min(gaps), -min(gaps))
        if best_key is None or key < best_key:
            best, best_key = d, key
    return best


# -- the match ---------------------------------------------------------------------------------------------
@dataclass(slots=True)
class MultiplayerOutcome(MatchOutcome):
    placings: dict = field(default_factory=dict)  # side -> placing (1 = the winner; ties share a placing)

    def as_dict(self) -> dict:
        return {**MatchOutcome.as_dict(self), "placings": dict(self.placings)}


class MultiplayerMatch(Match):
    """A Dungeon Bowl match of three or four teams (§10.1). `sheets` in seat order; `sides` names them in the log."""

    def __init__(self, sheets: list[TeamSheet], *, dungeon: Dungeon, dice: Dice, bots, turn_limit: int | None = None,
                 seed=None, sides: tuple[str, ...] | None = None) -> None:
        n = len(sheets)
        if not MIN_TEAMS <= n <= MAX_TEAMS:
            raise ValueError(f"§10.1: a multi-player match has {MIN_TEAMS} or {MAX_TEAMS} teams, not {n}")
        if len(dungeon.end_zones) != n:
            raise ValueError(f"§10.1: the dungeon needs one End Zone per team ({n}), it has {len(dungeon.end_zones)}")
        for sheet in sheets:
            if wizard_of(sheet.inducements or {}) or getattr(sheet, "sponsor", None):
                # Their rules name "the opponent" (one team): not adapted yet (docs/decisions.md)
                raise ValueError(f"§10.1: {sheet.name}: College Wizards and sponsors are not available in a "
                                 "multi-player match")
        sides = tuple(sides) if sides else default_sides(n)
        if len(sides) != n or len(set(sides)) != n:
            raise ValueError("one distinct side name per team is needed")
        bots = list(bots)
        super().__init__(sheets[0], sheets[1], dungeon=dungeon, dice=dice, bots=bots[:2], turn_limit=turn_limit,
                         seed=seed)
        self.bots = bots
        for team in range(2, n):
            self._add_team(team, sheets[team])
        for team, ts in enumerate(self.teams):
            ts.side = sides[team]
        self.ez_of_team = list(range(n))
        self.score = [0] * n
        self.raised_funds = [set() for _ in range(n)]
        self.foes = [tuple(f for f in range(n) if f != t) for t in range(n)]
        self.game_turn = 0
        self.turn_order: list[int] = []
        self.placement_order: list[int] = []
        self.placings: dict[str, int] = {}

    def _add_team(self, team: int, sheet: TeamSheet) -> None:
        ts = TeamState(f"team{team + 1}", sheet)
        self.teams.append(ts)
        self.benefits.append(self.choose_benefit(team, sheet))
        own = []
        for ps in sorted(sheet.players, key=lambda p: p.number):
            if any(q.id == ps.id for q in self.players):
                raise ValueError(f"player id {ps.id!r} appears twice; ids must be unique across all teams")
            ps = athlete_sheet(sheet, ps, self.benefits[team])
            p = Player(len(self.players), team, ps, skill_mech.hooks_for(ps.skills))
            self.players.append(p)
            self.by_id[(team, ps.id)] = p
            own.append(p)
        self.team_players.append(own)
        ts.leader_reroll = int(any("leader" in p.hooks for p in own))

    # -- who is who ------------------------------------------------------------------------------------
    def side_name(self, team: int) -> str:
        return self.teams[team].side

    def seat_of(self, bot) -> int:
        return next(i for i, b in enumerate(self.bots) if b is bot)

    def choose(self, team: int, decision: str, options: list):
        """Every team here is a coach's (no Werewolf: its Lair is not in a multi-player dungeon)."""
        if len(options) == 1:
            return options[0]
        bot = self.bots[team]
        return bot.choose(self, decision, options) if bot is not None else options[0]

    def opponent_choice(self, team: int, decision: str, options: list):
        """Each opposing coach in this game turn's order may use one of its own players (an interferer, On the
        Ball); the first who does so is the one (our reading, docs/decisions.md)."""
        for f in self.turn_order or self.foes[team]:
            if f == team:
                continue
            own = [o for o in options if o is None or o.team == f]
            if len(own) > 1:
                pick = self.choose(f, decision, own)
                if pick is not None:
                    return pick
        return None

    def player(self, pid, team: int | None = None) -> Player:
        """A player of the active team by id; asked for another team's, any opposing player with that id."""
        if team is None:
            team = self.active
        p = self.by_id.get((team, pid))
        if p is None and team != self.active:
            p = next((q for q in self.players if q.id == pid and q.team != self.active), None)
        if p is None:
            raise IllegalAction(f"no player {pid!r} in the {self.teams[team].side if 0 <= team < len(self.teams) else team} team")
        return p

    def opp_ez(self, team: int) -> int:
        """For the bots: of the End Zones the team may score in, the nearest to the ball (or to its own End Zone
        while the ball is in a Chest)."""
        sq = self.carrier.sq if self.carrier is not None else self.ball_sq
        if sq < 0:
            sq = min(self.d.end_zones[self.ez_of_team[team]])
        zones = [self.ez_of_team[f] for f in self.foes[team]]
        # an unreachable End Zone (-1) sorts last: -1 % (size + 1) is size, longer than any path
        return min(zones, key=lambda ez: (self.d.path_distances(ez)[sq] % (self.d.size + 1), ez))

    def positions(self) -> list:
        return [[p.id, self.teams[p.team].side, p.sq, p.status] for p in self.players if p.where == FIELD]

    # -- set-up (§10.1) ----------------------------------------------------------------------------------
    def roll_order(self, why: str) -> list[int]:
        return roll_order(lambda team: self.roll(6, why, team=self.teams[team].side), list(range(len(self.teams))))

    def setup(self, *, chests: dict | None = None, portals: list | None = None) -> None:
        d = self.d
        self.log({"t": "dungeon", **d.as_dict()})
        self.placement_order = order = self.roll_order("placement order")
        self.log({"t": "placement_order", "order": [self.teams[t].side for t in order]})
        if chests is None or portals is None:
            chests, portals = self.lay_chests_and_portals(*placement_seats(order))
        self.chests = dict(chests)
        self.portals = list(portals)
        self.portal_at = {sq: i + 1 for i, sq in enumerate(self.portals)}
        self.log({"t": "pieces", "chests": list(self.chests), "portals": list(self.portals)})
        # Our reading: in the placement order each coach takes one of the End Zones left (§1.9 step 6 lets the
        # coin toss winner choose; §10.1 says nothing).
        left = list(range(len(d.end_zones)))
        for team in order:
            ez = self.choose(team, "end_zone", list(left))
            left.remove(ez)
            self.ez_of_team[team] = ez
        self.log({"t": "end_zones", **{ts.side: self.ez_of_team[t] for t, ts in enumerate(self.teams)}})
        # §5.1 step 4: six players each into their own End Zone, in the placement order.
        for team in order:
            self.set_up_team(team)
        self.log({"t": "setup", "players": self.positions()})
        self.start_game_turn()

    # -- game turns (§10.1) ---------------------------------------------------------------------------------
    def start_game_turn(self) -> None:
        """§10.1: at the start of every game turn each coach rolls a D6; highest plays first."""
        self.game_turn += 1
        self.turn_order = self.roll_order(f"turn order (game turn {self.game_turn})")
        if self.game_turn == 1:
            self.first_team = self.turn_order[0]  # §1.7.5: no Bench Portal in the match's first team turn
        self.log({"t": "game_turn", "number": self.game_turn, "order": [self.teams[t].side for t in self.turn_order]})
        self.start_turn(self.turn_order[0])

    def end_turn(self) -> None:
        if self.act is not None:
            self.end_activation()
        team = self.active
        self.stunned_face_up(team)
        self.log({"t": "end_turn", "team": self.teams[team].side, "turnover": self.turnover})
        if self.over:
            return
        for other in self.foes[team]:
            self.pick_me_up(other)  # §13.7: at the end of an opposing team turn
        if self.over:
            return
        i = self.turn_order.index(team)
        if i + 1 < len(self.turn_order):
            self.start_turn(self.turn_order[i + 1])
            return
        limit = self.turn_limit if self.turn_limit is not None else DEFAULT_TURN_CAP
        if all(ts.turns_played >= limit for ts in self.teams):
            self.time_up()  # a game turn is over, so every team has played the same number of turns (§6.16)
            return
        self.start_game_turn()

    # -- winning (§6.15, §6.16, §10.1) ---------------------------------------------------------------------
    def check_touchdown(self, p) -> None:
        """§10.1: a touchdown in any of the opposing End Zones wins the match."""
        if self.over or self.carrier is not p or not p.standing:
            return
        ez = self.d.ez_of[p.sq]
        if ez >= 0 and ez != self.ez_of_team[p.team]:
            self.score[p.team] += 1
            p.stats["touchdowns"] += 1
            self.log({"t": "touchdown", "player": p.id, "team": self.teams[p.team].side, "sq": p.sq,
                      "end_zone_of": self.teams[self.ez_of_team.index(ez)].side})
            self.finish(p.team, "touchdown")

    def ball_distances(self) -> dict[int, int]:
        """§6.16 for each team: squares from the ball to the nearest End Zone it may score in (shortest path).
        Empty while the ball is still in a Chest."""
        sq = self.carrier.sq if self.carrier is not None else self.ball_sq
        if sq < 0:
            return {}
        out = {}
        for team in range(len(self.teams)):
            found = [self.d.path_distances(self.ez_of_team[f])[sq] for f in self.foes[team]]
            found = [x for x in found if x >= 0]
            if found:
                out[team] = min(found)
        return out

    def time_up(self) -> None:
        """§6.16 with more teams: the team with the ball nearest an End Zone it attacks wins; a tie for the lowest
        count is a draw."""
        dist = self.ball_distances()
        winner = None
        if dist:
            best = min(dist.values())
            leaders = [t for t, x in dist.items() if x == best]
            if len(leaders) == 1:
                winner = leaders[0]
        self.finish(winner, "time_limit", distances={self.teams[t].side: x for t, x in dist.items()})

    def placings_now(self, winner: int | None) -> dict[str, int]:
        """Our reading (docs/decisions.md): the winner 1st; everyone else by the ball's distance (§6.16) to the
        nearest End Zone they attack, nearer placed higher; equal distances share a placing (1, 2, 2, 4); a team
        with no count (the ball still in a Chest) after all those with one."""
        dist = self.ball_distances()
        far = self.d.size + 1
        key = {t: (0 if t == winner else 1, dist.get(t, far)) for t in range(len(self.teams))}
        return {self.teams[t].side: 1 + sum(1 for u in key if key[u] < key[t]) for t in key}

    def finish(self, winner: int | None, reason: str, **extra) -> None:
        self.over = True
        self.winner = winner
        self.end_reason = reason
        self.placings = self.placings_now(winner)
        self.log({"t": "end", "reason": reason, "winner": self.teams[winner].side if winner is not None else None,
                  "score": {ts.side: self.score[t] for t, ts in enumerate(self.teams)},
                  "placings": dict(self.placings), **extra})


def outcome(match: MultiplayerMatch) -> MultiplayerOutcome:
    sides = [ts.side for ts in match.teams]
    return MultiplayerOutcome(
        winner=sides[match.winner] if match.winner is not None else None,
        score={side: match.score[t] for t, side in enumerate(sides)},
        players={p.id: dict(p.stats) for p in match.players},
        events=match.events,
        seed=match.seed,
        turns=match.turn_no,
        end_reason=match.end_reason,
        raise_funds={side: raise_funds_gold(len(match.raised_funds[t])) for t, side in enumerate(sides)},
        placings=dict(match.placings),
    )


def simulate_multiplayer(seed, teams: list[TeamSheet], *, dungeon: Dungeon | None = None,
                         turn_limit: int | None = None, bots: list | None = None,
                         sides: tuple[str, ...] | None = None) -> MultiplayerOutcome:
    """Play one whole multi-player match (RandomBots by default) and return its outcome; `dungeon` defaults to a
    random legal multi-player dungeon from the seed, `turn_limit` is team turns per team (§6.16)."""
    if turn_limit is not None and (not isinstance(turn_limit, int) or turn_limit < 1):
        raise ValueError(f"§6.16: the time limit is a whole number of turns per team (1 or more), not {turn_limit!r}")
    if dungeon is None:
        dungeon = generate_multiplayer(seed, len(teams))
    sides = tuple(sides) if sides else default_sides(len(teams))
    bots = bots or [RandomBot(f"{seed}:{side}") for side in sides]
    match = MultiplayerMatch(teams, dungeon=dungeon, dice=Dice(seed), bots=bots, turn_limit=turn_limit, seed=seed,
                             sides=sides)
    match.setup()
    match.run()
    return outcome(match)

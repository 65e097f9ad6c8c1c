"""A cheap copy of a match for the search coach's look-ahead (issue 22).

`copy.deepcopy` of a Dungeon Bowl match took about 2 ms, half of a rollout: it walks every player's 30 slots, the
1,296-square occupancy list and the by-id index one object at a time through the generic machinery. Here the
pieces the engine keeps in a known shape are copied directly — the players slot by slot (their skills and skill
hooks are immutable and shared, their small sets and the stats dict copied), the occupancy list by slice, the
indexes rebuilt — and everything else the match holds goes through `copy.deepcopy` with the players already
mapped, so a state the engine adds later is still copied, only more slowly. The copy is the same position as a
deepcopy (tests/engine/ai/test_search_copy.py plays both on the same dice and compares every event).

What never changes during a match is shared, not copied: the dungeon, the team sheets, the bots (a rollout gives
the copy its own), the skill hooks. The event log starts empty and the dice are new, seeded by the caller: a
rollout must not see the real match's future rolls.
"""

from __future__ import annotations

import copy

from engine.dice import Dice
from engine.match.state import Player, TeamState

_PLAYER_SLOTS = Player.__slots__
_TEAM_SLOTS = TeamState.__slots__
_ATOMIC = (int, float, str, bool, type(None), frozenset)


def _immutable(value) -> bool:
    """Safe to share: an atom, or a tuple of them (a tuple may hold a player or a list, which must be copied)."""
    return isinstance(value, _ATOMIC) or type(value) is tuple and all(_immutable(v) for v in value)
_SHARED = frozenset({"hooks"})  # a player's skill hooks: skills are stateless


def _player(p: Player, memo: dict) -> Player:
    """A player slot by slot: immutable values and the hooks shared, a set of atoms copied by `set`, anything else
    (the stats dict, a slot the engine adds later) deep-copied, so a copy never shares a mutable thing."""
    q = Player.__new__(Player)
    for s in _PLAYER_SLOTS:
        try:
            value = getattr(p, s)
        except AttributeError:  # a slot never set stays unset, as in a deepcopy
            continue
        if not (s in _SHARED or _immutable(value)):
            if type(value) is set and all(_immutable(v) for v in value):
                value = set(value)
            elif type(value) is dict and all(_immutable(v) for v in value.values()):
                value = dict(value)
            else:
                value = copy.deepcopy(value, memo)
        setattr(q, s, value)
    return q


def _team(ts: TeamState, memo: dict) -> TeamState:
    new = TeamState.__new__(TeamState)
    for s in _TEAM_SLOTS:
        try:
            value = getattr(ts, s)
        except AttributeError:
            continue
        setattr(new, s, value if s == "sheet" or _immutable(value) else copy.deepcopy(value, memo))
    return new


def light_copy(m, seed):
    """A copy of the match to play on: shares what never changes, fresh event log, its own dice seeded `seed`."""
    cls = type(m)
    new = cls.__new__(cls)
    memo: dict = {id(m.d): m.d}
    for ts in m.teams:
        memo[id(ts.sheet)] = ts.sheet
    for bot in m.bots:
        memo[id(bot)] = bot
    players = []
    for p in m.players:
        memo[id(p.hooks)] = p.hooks
        q = _player(p, memo) if type(p) is Player else copy.deepcopy(p, memo)  # a kind of player this copy does not know
        memo[id(p)] = q
        players.append(q)
    state = new.__dict__
    for name, value in m.__dict__.items():
        if name == "events":
            state[name] = []
        elif name == "dice":
            state[name] = Dice(seed)
        elif name == "players":
            state[name] = players
        elif name == "by_id":
            state[name] = {key: memo[id(p)] for key, p in value.items()}
        elif name == "team_players":
            state[name] = [[memo[id(p)] for p in side] for side in value]
        elif name == "teams":
            state[name] = [_team(ts, memo) if type(ts) is TeamState else copy.deepcopy(ts, memo) for ts in value]
        elif name == "occ":
            state[name] = value[:]  # player indexes, one per square
        elif name in ("_view", "_unjumped"):
            state[name] = None  # the declarations last handed to a bot: the copy hands out its own
        elif name in ("_declared", "_stepped"):
            state[name] = (None, *(type(v)() for v in value[1:]))  # the last list offered: rebuilt when asked for
        elif _immutable(value):
            state[name] = value
        elif isinstance(value, Player):
            state[name] = memo[id(value)] if id(value) in memo else copy.deepcopy(value, memo)
        else:
            state[name] = copy.deepcopy(value, memo)
    return new

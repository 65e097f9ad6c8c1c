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
# Slots holding a mutable container of immutable things (copied one level); every other slot of a player holds an
# immutable value or one shared on purpose (the skills frozenset, the hooks).
_PLAYER_SETS = ("used_skills", "used_once")
_ATOMIC = (int, float, str, bool, type(None), frozenset)


def _player(p: Player) -> Player:
    q = Player.__new__(Player)
    for s in _PLAYER_SLOTS:
        try:
            setattr(q, s, getattr(p, s))
        except AttributeError:  # a slot never set stays unset, as in a deepcopy
            pass
    for s in _PLAYER_SETS:
        value = getattr(q, s, None)
        if value is not None:
            setattr(q, s, set(value))
    stats = getattr(p, "stats", None)
    if stats is not None:  # counters, and an injury that may be a mutable record
        q.stats = dict(stats) if all(isinstance(v, _ATOMIC) for v in stats.values()) else copy.deepcopy(stats)
    return q


def _team(ts: TeamState, memo: dict) -> TeamState:
    new = TeamState.__new__(TeamState)
    for s in _TEAM_SLOTS:
        try:
            value = getattr(ts, s)
        except AttributeError:
            continue
        setattr(new, s, value if isinstance(value, _ATOMIC) or s == "sheet" else copy.deepcopy(value, memo))
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
        q = _player(p) if type(p) is Player else copy.deepcopy(p, memo)  # a kind of player this copy does not know
        memo[id(p)] = q
        memo[id(p.hooks)] = p.hooks  # skills are stateless
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
        elif isinstance(value, _ATOMIC):
            state[name] = value
        elif isinstance(value, Player):
            state[name] = memo[id(value)] if id(value) in memo else copy.deepcopy(value, memo)
        else:
            state[name] = copy.deepcopy(value, memo)
    return new

"""Invariants that hold after every step of a match (used by the fuzz test and handy when debugging)."""

from __future__ import annotations

from engine.match.dungeon import FLOOR
from engine.match.state import FIELD, STANDING


class InvariantBroken(AssertionError):
    pass


def check(match) -> None:
    d = match.d
    in_chest = any(match.chests.values())
    places = int(in_chest) + int(match.ball_sq >= 0) + int(match.carrier is not None)
    if places != 1:
        raise InvariantBroken(f"the ball is in {places} places (chest={in_chest}, ground={match.ball_sq}, "
                              f"carrier={match.carrier})")
    if match.carrier is not None:
        c = match.carrier
        if c.where != FIELD or c.status != STANDING:
            raise InvariantBroken(f"ball carrier {c.id} is {c.where}/{c.status}")
    if match.ball_sq >= 0:
        if d.kind[match.ball_sq] != FLOOR or match.ball_sq in match.chests:
            raise InvariantBroken(f"the ball lies inside a wall or chest at {match.ball_sq}")
        if match.occ[match.ball_sq] >= 0:
            raise InvariantBroken(f"the ball rests in an occupied square {match.ball_sq}")
    on_field = 0
    for p in match.players:
        if p.where == FIELD:
            on_field += 1
            if p.sq < 0 or match.occ[p.sq] != p.idx:
                raise InvariantBroken(f"player {p.id} is not where the board says ({p.sq})")
            if d.kind[p.sq] != FLOOR or p.sq in match.chests:
                raise InvariantBroken(f"player {p.id} stands inside a wall or chest at {p.sq}")
        elif p.sq != -1:
            raise InvariantBroken(f"player {p.id} is {p.where} but has a square {p.sq}")
    if sum(1 for i in match.occ if i >= 0) != on_field:
        raise InvariantBroken("two players share a square, or the board lists a player who is not there")
    # The score matches the touchdown events (counted incrementally: the log only grows).
    seen, tds = getattr(match, "_inv_cursor", (0, [0] * len(match.score)))
    tds = list(tds)
    events = match.events
    sides = [ts.side for ts in match.teams]  # home, away; or every team of a multi-player match (§10.1)
    for i in range(seen, len(events)):
        e = events[i]
        if e["t"] == "touchdown":
            tds[sides.index(e["team"])] += 1
    match._inv_cursor = (len(events), tds)
    if tds != match.score:
        raise InvariantBroken(f"score {match.score} does not match the touchdown events {tds}")

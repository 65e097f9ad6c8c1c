"""Boo! (§10.2.3), Torne Grimhawnt's own rule in the Final: once per match, at the start of his activation and
if Standing, the Wraith is taken off the map and put in an unoccupied square next to a wall of another tile
adjacent to the tile he left. An opposing Standing player next to him there is pushed as if by a Push Back
result of a Block by Torne; his activation then ends.

Torne's sheet carries the rule by name ("Boo!", engine/match/final.py), as Lyairelle's carries Swift as the
Breeze; it is a declared action ("declare", id, "boo", None) like the tiles' Special Actions. Readings where the
digest is silent are in docs/decisions.md ("The Final (§10.2)").
"""

from __future__ import annotations

from engine.match.dungeon import FLOOR

BOO = "Boo!"
ORTHOGONAL = (1, 3, 4, 6)  # up, left, right, down in the Random Direction template's order (dungeon.DIRECTIONS)


def adjacent_tiles(d, tile: int) -> set[int]:
    """The tiles touching `tile` along an edge of the grid, walls or not (tiles laid side by side)."""
    out = set()
    for s in range(d.size):
        if d.tile_of[s] != tile:
            continue
        for i in ORTHOGONAL:
            n = d.neighbour(s, i)
            if n >= 0 and d.tile_of[n] >= 0 and d.tile_of[n] != tile:
                out.add(d.tile_of[n])
    return out


def next_to_a_wall(d, s: int) -> bool:
    """A wall (a tile's edge without a door, the dungeon's edge or an impassable feature) beside the square."""
    return any(d.step[s][i] == -1 for i in ORTHOGONAL)


class BooRules:
    def boo_declares(self, p) -> list[tuple]:
        if not p.standing or BOO in p.used_once or not self.boo_squares(p):
            return []
        return [("declare", p.id, "boo", None)]

    def boo_squares(self, p) -> list[int]:
        """Where Torne may appear: unoccupied floor of a tile adjacent to his, next to a wall. Not a Spike Pit,
        Portal or the ball's square (docs/decisions.md)."""
        d = self.d
        if p.sq < 0:
            return []
        tiles = adjacent_tiles(d, d.tile_of[p.sq])
        return [s for s in d.floor
                if d.tile_of[s] in tiles and d.kind[s] == FLOOR and self.free(s) and d.feature[s] != "pit"
                and s not in self.portal_at and s != self.ball_sq and next_to_a_wall(d, s)]

    def _boo(self, p, _target) -> None:
        """Once per match: Torne appears in a chosen square; a Standing opponent next to him is pushed back (the
        coach picks which when there are several); his activation ends (tile_action has set act_over)."""
        squares = self.boo_squares(p)
        if not squares:
            return
        p.used_once.add(BOO)
        to = self.choose(p.team, "boo_square", squares)
        frm = p.sq
        self.place(p, to)
        self.log({"t": "final_rule", "rule": BOO, "player": p.id, "from": frm, "to": to})
        self.log({"t": "move", "player": p.id, "from": frm, "to": to, "why": BOO})  # the replay moves him
        scared = [q for q in map(self.at, self.d.adj[to]) if q is not None and q.team == 1 - p.team and q.standing]
        if not scared:
            return
        victim = scared[0] if len(scared) == 1 else self.choose(p.team, "boo_push", scared)
        self.log({"t": "final_rule", "rule": BOO, "player": p.id, "pushed": victim.id})
        self._no_follow_up = True  # a Push Back "as if" by a Block: Torne's activation ends, he does not follow
        try:
            self.push_back(p, victim, pow_=False)
        finally:
            self._no_follow_up = False

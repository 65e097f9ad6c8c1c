"""Read-only accessors on the match for bots and AI coaches (engine/ai): what a coach may look at, without
reaching into the board's internals (occupancy array, chest and portal dicts, team records, the event list).

They copy or look up and never change the match; a coach that only uses these (with the players it is given,
the ball, the activation in progress and legal_actions()) cannot corrupt a match it is asked to play.
"""

from __future__ import annotations


class TurnDeclarations:
    """A turn step's declarations by player, for a coach (Match.turn_declarations, or a coach's own grouping of a
    listed turn): reads like a dict from player id to that player's declarations in the order listed, with the
    declaring players by id (`who`), the Bench Portal and Magic Sponge actions (`others`) and the players offered a
    Death Match tile's declaration or Boo! (`special`, None when not known). With the match (`m`), a player's
    declarations are built when first read, by the functions that list them in Match._turn_actions, so they are the
    same, and what they depend on is worked out when first needed: most turn steps read a few (the coach looks at
    everybody's Blocks, at the Blitzes and Fouls only when it weighs one, at the whole of the carrier's)."""

    __slots__ = ("who", "others", "_special", "_lists", "_m", "_ctx", "_standing", "_blockers")

    def __init__(self, who: dict, others: list, special: list | None, lists: dict, m=None) -> None:
        self.who, self.others, self._special, self._lists, self._m = who, others, special, lists, m
        self._ctx = self._standing = self._blockers = None

    @property
    def listed(self) -> bool:
        """Every player's declarations as the engine lists them (its Move first), not a subclass's filtered list."""
        return self._m is not None or self._special is not None

    @property
    def special(self) -> list | None:
        if self._special is None and self._m is not None:
            self._special = self._m._special_declarers(self.who)
        return self._special

    def _context(self) -> tuple:
        if self._ctx is None:
            self._ctx = self._m._turn_context(self._standing)
        return self._ctx

    def __getitem__(self, pid) -> list:
        got = self._lists.get(pid)
        if got is None:
            got = self._lists[pid] = self._m._declarations(self.who[pid], self._context())  # (KeyError: not declaring)
        return got

    def __contains__(self, pid) -> bool:
        return pid in self.who

    def __iter__(self):
        return iter(self.who)

    def __len__(self) -> int:
        return len(self.who)

    def keys(self):
        return self.who.keys()

    def items(self) -> list:
        return [(pid, self[pid]) for pid in self.who]

    def values(self) -> list:
        return [self[pid] for pid in self.who]

    def _foes_standing(self) -> set:
        if self._standing is None:
            self._standing = self._m._standing_foes(self._m.active)
        return self._standing

    def blockers(self) -> list:
        """(id, player, its Blocks) of each player with a Block, in the order listed; a player's Blocks each with a
        Stab or a Vomit after it when it has one, in the order listed."""
        out = self._blockers
        if out is None:
            if self._m is None:
                out = []
                for pid, p in self.who.items():
                    blocks = [a for a in self[pid] if a[2] in ("block", "stab", "vomit")]
                    if blocks:
                        out.append((pid, p, blocks))
            else:
                out = self._m._blockers(self.who, self._foes_standing())
            self._blockers = out  # (worked out once: the Blitz's fallback and the best Block both read it)
        return out

    def blocks(self, pid) -> list:
        """A player's Blocks (as in blockers())."""
        if self._m is None:
            return [a for a in self[pid] if a[2] in ("block", "stab", "vomit")]
        m = self._m
        return m._block_declarations(self.who[pid], m.active, self._foes_standing())

    def targets(self, pid) -> list:
        """A player's Blitzes and Fouls, in the order listed."""
        if self._m is None:
            return [a for a in self[pid] if a[2] in ("blitz", "foul")]
        return self._m._reach_declarations(self.who[pid], self._context())

    def may_target(self, kind: str) -> bool:
        """False when no player has a declaration of `kind` ("blitz", "foul") at this step (True when not known)."""
        if self._m is None:
            return True
        return any(o[3] == kind for o in self._context()[2])

    def offers(self, action: tuple) -> bool:
        """Is `action` (a declaration) one of this step's? A Move is every declaring player's first, a Block is among
        its Blocks: looked up without building the rest of the player's declarations."""
        pid, kind = action[1], action[2]
        if pid not in self.who:
            return False
        if kind == "move":
            return action[3] is None
        if kind == "block":
            return action in self.blocks(pid)
        return action in self[pid]


class MatchReading:
    @property
    def dungeon(self):
        """The dungeon (immutable: tiles, walls, doors, adjacency, end zones, distances)."""
        return self.d

    def occupied_squares(self) -> list[int]:
        """Squares holding a piece (a player of either team or the Werewolf), in square order."""
        occ = self.occ  # read from the pieces (two dozen) rather than the whole occupancy array (hundreds of squares)
        return sorted([p.sq for p in self.players if p.sq >= 0 and occ[p.sq] == p.idx])

    def declarations_of(self, actions: list) -> tuple[dict, list, dict] | None:
        """For the turn's actions legal_actions() just listed: the declarations grouped by player (player id -> its
        declarations, in the order listed; a player's are listed together), the Bench Portal and Magic Sponge
        actions, and the declaring players by id, as the engine listed them (not to be changed). None for any
        other list (a subclass's filtered one)."""
        listed, by_player, others, who, _special = self._declared
        if listed is not actions:
            return None
        return by_player, others, who

    def special_declarers(self, actions: list) -> list | None:
        """For the turn's actions legal_actions() just listed: the ids of the players offered a Death Match tile's
        declarations or Boo! (§10.2.3), in the order listed (a few, mostly none: the coach looks through their
        declarations only for the Final's Special Actions). None for any other list."""
        listed, _by_player, _others, _who, special = self._declared
        return special if listed is actions else None

    def moves_of(self, actions: list) -> list | None:
        """For the activation's actions legal_actions() just listed: its moves (listed first after the end of the
        activation, not to be changed). None for any other list (a subclass's filtered one)."""
        listed, moves = self._stepped
        return moves if listed is actions else None

    def chest_squares(self) -> tuple[int, ...]:
        """Squares of the unopened Chests, in the order they were placed (§1.6)."""
        return tuple(self.chests)

    def portal_squares(self) -> tuple[int, ...]:
        """Squares of the Portals, Portal 1 first (§1.7)."""
        return tuple(self.portal_at)

    def is_portal(self, sq: int) -> bool:
        return sq in self.portal_at

    def players_of(self, team: int) -> tuple:
        """A team's players (0 home, 1 away), wherever they are."""
        return tuple(self.team_players[team])

    def end_zone_of(self, team: int) -> int:
        """The End Zone (0 or 1) a team defends."""
        return self.ez_of_team[team]

    def team_rerolls(self, team: int) -> int:
        """Team re-rolls left (§2.7)."""
        return self.teams[team].rerolls

    def turns_played(self, team: int) -> int:
        return self.teams[team].turns_played

    def seat_of(self, bot) -> int:
        """Which team (0 or 1) a bot coaches."""
        return 0 if self.bots[0] is bot else 1

    def last_event(self, kind: str) -> dict | None:
        """A copy of the latest event of a kind ("block", "roll", ...), or None."""
        for e in reversed(self.events):
            if e["t"] == kind:
                return dict(e)
        return None

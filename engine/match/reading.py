"""Read-only accessors on the match for bots and AI coaches (engine/ai): what a coach may look at, without
reaching into the board's internals (occupancy array, chest and portal dicts, team records, the event list).

They copy or look up and never change the match; a coach that only uses these (with the players it is given,
the ball, the activation in progress and legal_actions()) cannot corrupt a match it is asked to play.
"""

from __future__ import annotations


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

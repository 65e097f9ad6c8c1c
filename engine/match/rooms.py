"""Dungeon tile special rules (§1.5): what the rooms do to the players inside them.

The rooms are looked up by the tile's name under the player's square; procedures call these hooks at
named points (start of an activation, Armour rolls, Rush rolls, re-rolls, passes and catches, pushes).
"""

from __future__ import annotations

from engine.match.state import FIELD, STANDING

# §1.5 Treasure Room: players who performed Raise Funds -> extra gold at the end of the match.
RAISE_FUNDS_GOLD = ((2, 10_000), (4, 20_000), (99, 30_000))


def raise_funds_gold(players: int) -> int:
    if players <= 0:
        return 0
    return next(gold for top, gold in RAISE_FUNDS_GOLD if players <= top)


class RoomRules:
    def room(self, sq: int) -> str | None:
        return self.d.room_of[sq] if sq >= 0 else None

    def room_activation_start(self, p) -> None:
        """Rooms that act when a player starts its activation inside them."""
        room = self.room(p.sq)
        if room == "Forgotten Prison":
            # [Uncertain] "starts their turn" read as the start of the player's activation.
            if self.roll_d6("Forgotten Prison", p, target=3) <= 2:
                self.act_mods[0] -= 2
                p.ma -= 2
                self.log({"t": "room", "room": room, "player": p.id, "effect": "MA -2"})
        elif room == "Chaos Idol Room":
            if self.roll_d6("Chaos Idol", p, target=6) == 6:
                self.act_mods[1] += 1
                p.st += 1
                self.log({"t": "room", "room": room, "player": p.id, "effect": "ST +1"})
        elif room == "Young Dragon's Lair" and p.status == STANDING:
            if self.roll_d6("Young Dragon", p, target=5) >= 5:
                self.log({"t": "room", "room": room, "player": p.id, "effect": "knocked down"})
                # A Turnover only if the player held the ball.
                self.knock_down(p, why="Young Dragon", turnover=self.carrier is p)
                self.act_over = True

    def enter_sewer(self, p) -> None:
        """§1.5 Sewer: Disturbing Presence until the end of the player's next activation (this one, if it
        entered during its own activation, and the next)."""
        p.sewer_dp = 2 if p is self.act else 1
        self.log({"t": "room", "room": "Sewer", "player": p.id, "effect": "Disturbing Presence"})

    def disturbance(self, p) -> int:
        """Disturbing Presence (§13.4): -1 per opposing player with it within 3 squares, whatever its status."""
        n = 0
        d = self.d
        for q in self.opposing_players(p.team):
            if q.where == "field" and (q.sewer_dp or "disturbing_presence" in q.hooks) and d.distance(q.sq, p.sq) <= 3:
                n += 1
        return -n

    def room_armour_modifier(self, p) -> int:
        # §1.5 Armoury; §10.2.6 Spike Pit: +1 to Armour rolls for a player in the pit
        return 1 if self.room(p.sq) == "Armoury" or (p.sq >= 0 and self.d.feature[p.sq] == "pit") else 0

    def room_rush_target(self, p) -> int:
        return 3 if self.room(p.sq) == "Flooded Room" else 2

    def room_forbids_rerolls(self, p) -> bool:
        return self.room(p.sq) == "Cursed Room" or self.final_forbids_rerolls(p)  # §1.5; §10.2.3

    def room_ball_modifier(self, p) -> int:
        """§1.5 Ossuary: -1 to Pass and Catch rolls of a player inside."""
        return -1 if self.room(p.sq) == "Ossuary" else 0

    def throw_food_targets(self, p) -> list:
        d = self.d
        return [q for q in self.opposing_players(p.team) if q.status == STANDING and q.where == FIELD and d.distance(p.sq, q.sq) <= 4
                and d.line_of_sight(p.sq, q.sq)]

    def throw_food(self, p, target) -> None:
        """§1.5 Kitchen: instead of anything else, D6 5+ Knocks Down an opponent within 4 squares in sight."""
        self.act_over = True
        if self.roll_d6("Throw Food", p, target=5) >= 5:
            self.knock_down(target, why="Throw Food")

    def raise_funds(self, p) -> None:
        """§1.5 Treasure Room: the activation ends; counted for gold at the end of the match."""
        self.act_over = True
        self.raised_funds[p.team].add(p.id)
        self.log({"t": "raise_funds", "player": p.id})

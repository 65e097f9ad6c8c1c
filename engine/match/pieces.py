"""Chests (§1.6), Portals (§1.7), the Bench Portal (§1.7.5) and the Magic Sponge (§1.8)."""

from __future__ import annotations

from engine.match.dungeon import connected_to_end_zone
from engine.match.final_map import fixed_chests_and_portals
from engine.match.state import FIELD, MISHAP, RESERVES, STANDING


class PieceRules:
    # -- set-up (§1.9 steps 4-5) -------------------------------------------------------------------------
    def place_chests_and_portals(self) -> tuple[dict, list]:
        d = self.d
        fixed = getattr(d, "fixed_pieces", None)
        if fixed is not None:  # §10.2.4 a fixed map (the Final's) places them; only their contents are shuffled
            return fixed_chests_and_portals(self, fixed)
        # Roll-off, re-rolling ties: the higher places the first Chest, the lower the first Portal.
        while True:
            h, a = self.roll_d6("chest roll-off (home)"), self.roll_d6("chest roll-off (away)")
            if h != a:
                break
        high = 0 if h > a else 1
        return self.lay_chests_and_portals([high if i % 2 == 0 else 1 - high for i in range(6)],
                                           [(1 - high) if i % 2 == 0 else high for i in range(6)])

    def lay_chests_and_portals(self, chest_teams: list[int], portal_teams: list[int]) -> tuple[dict, list]:
        """Six Chests then six Portals, the n-th placed by the coach of chest_teams[n] / portal_teams[n] (§1.9 steps
        4-5; §10.1 gives the multi-player order); the ball goes in one Chest by a D6."""
        d = self.d
        banned = connected_to_end_zone(d)
        tile_of = d.tile_of
        squares = [s for s in d.floor if tile_of[s] not in banned]
        chest_list: list[int] = []
        used_tiles: set[int] = set()
        for i in range(6):
            team = chest_teams[i]
            options = [s for s in squares if tile_of[s] not in used_tiles]
            s = self.choose(team, "place_chest", options)
            chest_list.append(s)
            used_tiles.add(d.tile_of[s])
        ball_chest = self.roll_d6("which chest holds the ball") - 1
        chests = {s: i == ball_chest for i, s in enumerate(chest_list)}
        portals: list[int] = []
        portal_tiles: set[int] = set()
        near_chest = set()  # squares within two squares of a Chest
        for c in chests:
            cx, cy = d.xy(c)
            for y in range(max(0, cy - 2), min(d.height, cy + 3)):
                for x in range(max(0, cx - 2), min(d.width, cx + 3)):
                    near_chest.add(y * d.width + x)
        allowed = [s for s in squares if s not in near_chest]
        for i in range(6):
            team = portal_teams[i]
            # Same restrictions as Chests (one per tile), and not within two squares of a Chest.
            options = [s for s in allowed if tile_of[s] not in portal_tiles]
            if not options:
                options = [s for s in allowed if s not in portals]
            s = self.choose(team, "place_portal", options)
            portals.append(s)
            portal_tiles.add(d.tile_of[s])
        return chests, portals

    # -- chests (§1.6) ---------------------------------------------------------------------------------
    def open_chest(self, p, sq: int) -> None:
        self.act_over = True
        has_ball = self.chests.pop(sq)
        self.log({"t": "chest", "player": p.id, "sq": sq, "contents": "ball" if has_ball else "trap"})
        if has_ball:
            self.give_ball(p)
            return
        # The trap: the opener and every other Standing player next to the chest are Knocked Down.
        victims = self.farblast_victims(p, sq)
        if victims is None:
            victims = [self.at(t) for t in self.d.adj[sq]]
            victims = [q for q in victims if q is not None and q.standing]
        if p not in victims and p.standing:
            victims.insert(0, p)
        for q in sorted(victims, key=lambda q: (q is not p, q.sq)):
            self.knock_down(q, why="chest trap", armour_modifier=self.farblast_armour())

    # -- portals (§1.7) ----------------------------------------------------------------------------------
    def teleport(self, p, *, from_portal: int | None, result: int | None = None) -> None:
        """Roll a D6 for the destination Portal; the same number as the Portal it stands on is a Magical Mishap.
        `result`: the destination already decided (Dr Brauer's, §11.2)."""
        if p is self.werewolf:
            # §10.2.6: a Portal is a normal square for the Werewolf; displaced by a Chain Reaction (in transit,
            # its square taken) it goes back to the kennel
            if p.sq < 0:
                self.place_werewolf()
            return
        r = self.roll_d6("teleport", p) if result is None else result
        if "portal_navigator" in p.hooks and p.has_tz and self.choose(p.team, "portal_navigator", [False, True]):
            r = self.roll_d6("teleport", p)  # §13.3 Portal Navigator: re-roll the destination die
            self.events[-1]["reroll"] = "Portal Navigator"
        if from_portal is not None and r == from_portal:
            self.mishap(p, self.portals[from_portal - 1])
            return
        dest = self.portals[r - 1]
        in_move = self.act is p and self.act_kind in ("move", "blitz", "pass", "handoff", "foul")
        frm = p.sq
        if frm >= 0 and self.occ[frm] == p.idx:
            self.occ[frm] = -1
        other = self.at(dest)
        self.place(p, dest)
        p.teleports += 1
        self.log({"t": "teleport", "player": p.id, "from": frm, "to": dest, "portal": r})
        if other is not None and other is not p:
            # §1.7.2 Chain Reaction: the player who was on the Portal is teleported in turn.
            other.sq = -1  # in transit: the arriving player has taken the square
            self.log({"t": "chain_reaction", "player": other.id, "portal": r})
            self.teleport(other, from_portal=r)
        if dest == self.ball_sq:
            self.ball_sq = -1
            self.bounce(dest)
        if in_move:
            self.mp_used += 1  # §1.7.1: re-orienting costs a square of MA
        if in_move and self.act_kind != "pass" and self.carrier is p and "portal_passer" in p.hooks \
                and "pass" not in self.teams[p.team].used_actions and self.blinded != p.team \
                and self.choose(p.team, "portal_passer", [True, False]):
            # §13.5 Portal Passer: declare a Pass now that the destination Portal is known
            self.teams[p.team].used_actions.update(("pass", "ttm"))
            self.act_kind = "pass"
            self.log({"t": "skill", "skill": "Portal Passer", "player": p.id})
        if p.teleports > 1:
            # §1.7.1 teleported more than once this team turn: an Injury roll.
            self._teleport_injury(p)

    def _teleport_injury(self, p) -> None:
        was_standing = p.status == STANDING
        self._hurt_directly(p, lambda q: self.injury_roll(q, why="injury (teleported twice)"))
        if p.team == self.active and was_standing and p is self.act:
            self.turnover = True  # [Uncertain] hurt during its own activation, as when it falls

    def mishap(self, p, sq: int) -> None:
        """§1.7.3: removed unharmed for the rest of the match; a ball it held scatters one square."""
        had_ball = self.carrier is p
        if had_ball:
            self.carrier = None
        self.lift(p, MISHAP)
        self.log({"t": "mishap", "player": p.id, "sq": sq})
        if had_ball:
            self.ball_sq = -1
            self.scatter(sq, moves=1)

    def bench_teleport(self, p) -> None:
        """§1.7.5: once per turn a Reserve enters through the Bench Portal; it cannot move further this turn."""
        self.teams[p.team].bench_used = True
        p.activated = True
        p.status = STANDING
        p.where = FIELD
        p.sq = -1
        self.log({"t": "bench_portal", "player": p.id})
        if not self.brauer_bench(p):
            self.teleport(p, from_portal=None)

    def return_through_portal(self, p) -> None:
        """A fouler saved by Argue the Call or a Bribe is teleported back in as through the Bench Portal."""
        if self.occ[p.sq] == p.idx:
            self.occ[p.sq] = -1
        p.sq = -1
        self.teleport(p, from_portal=None)  # a ball it holds goes with it

    def magic_sponge(self, p) -> None:
        """§1.8: instead of the Bench Portal, a KO'd player goes back to the Reserves."""
        self.teams[p.team].bench_used = True
        p.where = RESERVES
        p.stats["injury"] = None
        self.log({"t": "magic_sponge", "player": p.id})

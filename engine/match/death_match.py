"""The College of Life and College of Death tiles of the Death Match (§10.2.5-10.2.6): what they do to the players
inside them. Like the rooms of §1.5 they are looked up by the tile's name under the player's square.

The Final's map (§10.2.4) is missing from the digest, so these tiles have no shapes in the random generator; a
dungeon built with tiles of these names (or a test position naming its room) gets their rules; the Spike Pit is a
feature ("pit" squares: floor that players fall or are pushed into, never walk into). The Werewolf Lair is in
engine/match/werewolf.py.
"""

from __future__ import annotations

from engine.match import skills as skill_mech
from engine.match.blocking import BLOCK_DIE
from engine.match.boo import BooRules
from engine.match.state import CAS_BOX, KO_BOX, RESERVES, STANDING, STUNNED
from engine.rulesets.dungeon_bowl import tables as T

TUCKS_SHOP, MEADOW, MUSHROOMS, ROOTS, FOUNTAIN, GREENHOUSE, SWAMP = (
    "Tuck's Shop", "Tranquil Meadow Corridor", "Mushroom Cultivation Room", "Root Corridor", "Fountain of Youth",
    "Lush Greenhouse", "Stinking Swamp Corridor")
BONES, MISTS, GHOSTS, LABORATORY, CORPSE_CHASM = (
    "Bone Corridor", "Swirling Mists Corridor", "Ghosts' Corridor", "Necromancer's Laboratory", "Corpse Chasm")
SPIKE_PIT = "Spike Pit Corridor"
# §10.2.5 Mushroom Cultivation Room: these ignore the spores (matched in the position name)
SPORE_PROOF = ("Snotling", "Goblin", "Troll")
# Special actions taken instead of anything else by a player starting its activation in the tile
TILE_ACTIONS = {TUCKS_SHOP: "tasty_snack", FOUNTAIN: "drink", BONES: "skull_crack", LABORATORY: "under_the_saw"}


# §10.2.5-6 the College of Life and College of Death tiles, for A Matter of Life and Death (§10.2.3)
LIFE_TILES = frozenset((TUCKS_SHOP, MEADOW, MUSHROOMS, ROOTS, FOUNTAIN, GREENHOUSE, SWAMP))
DEATH_TILES = frozenset(("Werewolf Lair", BONES, MISTS, GHOSTS, LABORATORY, CORPSE_CHASM, SPIKE_PIT))
OPPOSING_TILES = {"life": DEATH_TILES, "death": LIFE_TILES}
SWIFT = "Swift as the Breeze"  # §10.2.3, Lyairelle Swiftsong's own rule


class DeathMatchRules(BooRules):
    # -- the special rules of the Final (§10.2.3) -----------------------------------------------------------
    def final_college(self, team: int) -> str | None:
        return getattr(self.teams[team].sheet, "final_college", None)

    def final_forbids_rerolls(self, p) -> bool:
        """A Matter of Life and Death: no team re-rolls for an Emerald Crusaders player on a College of Death tile,
        nor for a Black Widows player on a College of Life tile."""
        tiles = OPPOSING_TILES.get(self.final_college(p.team))
        return tiles is not None and p.sq >= 0 and self.d.room_of[p.sq] in tiles

    def swift_as_the_breeze(self, p, kind: str) -> bool:
        """Swift as the Breeze: once per match, when Lyairelle Swiftsong fails a Dodge or Jump roll, she may treat
        it as a natural 6 (her sheet carries the rule by name, engine/match/final.py)."""
        if kind not in ("dodge", "jump") or SWIFT not in p.skills or SWIFT in self.teams[p.team].used_once:
            return False
        if not self.choose(p.team, "swift_as_the_breeze", [True, False]):
            return False
        self.teams[p.team].used_once.add(SWIFT)
        self.log({"t": "final_rule", "rule": SWIFT, "player": p.id, "kind": kind})
        return True

    def final_at_turn_start(self, team: int) -> None:
        """Once per match each: Healing Herbs (the Emerald Crusaders coach moves every KO'd player to the
        Reserves) and A Quick Bit of Necromancy (the Black Widows coach moves one Casualty to the Reserves). The
        coach is asked at the start of its own team turn (docs/decisions.md)."""
        college, ts = self.final_college(team), self.teams[team]
        if college == "life" and "Healing Herbs" not in ts.used_once:
            knocked_out = [p for p in self.team_players[team] if p.where == KO_BOX]
            if knocked_out and self.choose(team, "healing_herbs", [False, True]):
                ts.used_once.add("Healing Herbs")
                for p in knocked_out:
                    p.where = RESERVES
                self.log({"t": "final_rule", "rule": "Healing Herbs", "players": [p.id for p in knocked_out]})
        elif college == "death" and "Necromancy" not in ts.used_once:
            injured = [p for p in self.team_players[team] if p.where == CAS_BOX]
            pick = self.choose(team, "necromancy", [None] + injured) if injured else None
            if pick is not None:
                ts.used_once.add("Necromancy")
                pick.where = RESERVES
                self.log({"t": "final_rule", "rule": "A Quick Bit of Necromancy", "players": [pick.id]})

    # -- the special actions --------------------------------------------------------------------------------
    def tile_action_declares(self, p) -> list[tuple]:
        room = self.d.room_of[p.sq]
        kind = TILE_ACTIONS.get(room)
        if kind is None or p.status != STANDING:
            return []
        if kind == "skull_crack":
            return [("declare", p.id, kind, q.id) for q in map(self.at, self.d.adj[p.sq])
                    if q is not None and q.team == 1 - p.team and q.standing and self.d.line_of_sight(p.sq, q.sq)]
        return [("declare", p.id, kind, None)]

    def tile_action(self, p, kind: str, target) -> None:
        self.act_over = True
        getattr(self, "_" + kind)(p, target)

    def _tasty_snack(self, p, _target) -> None:
        """§10.2.5 Tuck's Shop: 1 Placed Prone and Stunned; 2-5 one re-roll for the match; 6 +1 ST for the match."""
        r = self.roll_d6("Tasty Snack", p)
        if r == 1:
            self.place_prone(p, why="Tasty Snack")
            if p.where == "field":
                p.status = STUNNED
        elif r <= 5:
            if "Tasty Snack re-roll" not in p.used_once:
                p.used_once.add("Tasty Snack re-roll")
                p.snack_reroll = True
        elif "Tasty Snack ST" not in p.used_once:
            p.used_once.add("Tasty Snack ST")
            p.st += 1
        self.log({"t": "room", "room": TUCKS_SHOP, "player": p.id, "roll": r})

    def snack_block_die(self, attacker, defender, rolls: list, faces: list, st: tuple, chooser: str) -> None:
        """§10.2.5 Tuck's Shop 2-5: the player's one re-roll may be of a single block die of its own Block, chosen
        by its coach (None: keep it). No die is re-rolled twice: not after a Brawler or team re-roll of this Block
        (the last event is then that re-rolled block)."""
        last = self.events[-1] if self.events else {}
        if last.get("t") == "block" and last.get("reroll") or self.room_forbids_rerolls(attacker):
            return
        i = self.choose(attacker.team, "tasty_snack_block_die", [None] + list(range(len(rolls))))
        if i is None:
            return
        attacker.snack_reroll = False
        rolls[i] = self.dice.roll(6, "block")
        faces[i] = BLOCK_DIE[rolls[i]]
        self.log({"t": "block", "attacker": attacker.id, "defender": defender.id, "st": list(st), "rolls": rolls,
                  "dice": faces, "chooser": chooser, "reroll": "Tasty Snack"})

    def _drink(self, p, _target) -> None:
        """§10.2.5 Fountain of Youth: 1-3 Placed Prone and an Injury roll; 4-6 healed, and the first Casualty of the
        match goes to the Reserves instead, with no Casualty roll."""
        r = self.roll_d6("Drink from the Fountain", p)
        self.log({"t": "room", "room": FOUNTAIN, "player": p.id, "roll": r})
        if r <= 3:
            self.place_prone(p, why="Drink from the Fountain")
            self.injury_roll(p, why="injury (Fountain of Youth)")
        else:
            p.stats["fountain_healed"] = True  # the previous match's injuries: the league reads this flag
            p.used_once.add("Fountain of Youth")

    def fountain_saves(self, p) -> bool:
        if "Fountain of Youth" in p.used_once and "Fountain saved" not in p.used_once:
            p.used_once.add("Fountain saved")
            sq = p.sq
            if self.carrier is p:
                self.drop_ball()
                self.ball_sq = -1
                self.lift(p, RESERVES)
                self.bounce(sq)
            else:
                self.lift(p, RESERVES)
            self.log({"t": "removed", "player": p.id, "to": RESERVES, "from": sq, "why": "Fountain of Youth"})
            return True
        return False

    def _skull_crack(self, p, target) -> None:
        """§10.2.6 Bone Corridor: an opponent within one square in sight, Knocked Down on a 4+."""
        if self.roll_d6("Skull Crack", p, target=4) >= 4:
            self.knock_down(target, why="Skull Crack")

    def _under_the_saw(self, p, _target) -> None:
        """§10.2.6 Necromancer's Laboratory: 1 to the Casualty box (no Casualty roll: docs/decisions.md); 2 nothing;
        3-5 a random Mutation, 6 a Mutation of the coach's choice, until the end of the match (once per match)."""
        r = self.roll_d6("Under the Saw", p)
        self.log({"t": "room", "room": LABORATORY, "player": p.id, "roll": r})
        if r == 1:
            sq = p.sq
            had_ball = self.carrier is p
            if had_ball:
                self.drop_ball()
                if p.team == self.active:
                    self.turnover = True
            self.lift(p, "casualty")
            p.stats["injury"] = {"result": "badly_hurt", "casualty_roll": None, "lasting_injury": None}
            self.log({"t": "removed", "player": p.id, "to": "casualty", "from": sq, "why": "Under the Saw"})
            if had_ball:
                self.ball_sq = -1
                self.bounce(sq)
            return
        if r == 2 or "Under the Saw" in p.used_once:
            return
        mutations = [s for s in T.RANDOM_SKILL_TABLE["Mutation"] if s not in p.skills]
        if not mutations:
            return
        p.used_once.add("Under the Saw")
        if r == 6:
            skill = self.choose(p.team, "mutation", mutations)
        else:
            skill = None
            for _ in range(50):  # re-draw one it already has
                first, second = self.roll_d6("random Mutation", p), self.roll_d6("random Mutation", p)
                cell = T.random_skill_cell("Mutation", first, second)
                if cell not in p.skills:
                    skill = cell
                    break
        if skill is not None:
            p.skills = p.skills | {skill}
            p.hooks = skill_mech.hooks_for(p.skills)
            self.log({"t": "room", "room": LABORATORY, "player": p.id, "mutation": skill})

    # -- rules at the start and end of activations and turns ---------------------------------------------------
    def climb_out(self, p) -> None:
        """§10.2.6 Spike Pit: a player starting its activation in the pit climbs out to the nearest unoccupied
        square; its activation then ends (at once if there is none)."""
        d = self.d
        spots = [s for s in range(d.size) if d.kind[s] == 1 and d.feature[s] != "pit" and self.free(s)]
        self.act_over = True
        if not spots:
            return
        best = min(d.distance(p.sq, s) for s in spots)
        to = self.choose(p.team, "climb_out", [s for s in spots if d.distance(p.sq, s) == best])
        self._move(p, to)
        self.log({"t": "room", "room": SPIKE_PIT, "player": p.id, "effect": "climbs out"})
        if to == self.ball_sq:
            self.ball_sq = -1
            self.bounce(to)  # not a voluntary move into the ball's square: it bounces

    def tile_activation_start(self, p) -> None:
        if p.sq >= 0 and self.d.feature[p.sq] == "pit":
            self.climb_out(p)
            return
        room = self.d.room_of[p.sq] if p.sq >= 0 else None
        if room == MEADOW:
            self.act_mods[0] += 1  # §10.2.5: +1 MA for this activation
            p.ma += 1
        if p.entangled:
            # §10.2.5 Root Corridor: D6 at most ST breaks free; more than ST or a natural 6 stays entangled
            r = self.roll_d6("Root Corridor", p)
            if r != 6 and r <= p.st:
                p.entangled = False
                self.log({"t": "room", "room": ROOTS, "player": p.id, "effect": "breaks free"})

    def tile_activation_end(self, p) -> None:
        if p.where != "field":
            return
        room = self.d.room_of[p.sq]
        if room == MUSHROOMS and p.standing and not any(n in p.position for n in SPORE_PROOF):
            if self.roll_d6("spores", p, target=2) == 1:
                self.place_prone(p, why="spores")
        elif room == ROOTS and not p.entangled:
            if self.roll_d6("Root Corridor", p, target=2) == 1:
                p.entangled = True
                self.log({"t": "room", "room": ROOTS, "player": p.id, "effect": "entangled"})

    def greenhouse(self) -> None:
        """§10.2.5 Lush Greenhouse: at the end of each team turn an Armour roll against one random player inside."""
        inside = [p for p in self.players if p.where == "field" and self.d.room_of[p.sq] == GREENHOUSE]
        if not inside:
            return
        p = inside[self.roll(len(inside), "Lush Greenhouse") - 1] if len(inside) > 1 else inside[0]
        self.armour_roll(p, why="armour (Lush Greenhouse)")

    # -- modifiers ------------------------------------------------------------------------------------------
    def swamp_modifier(self, p, kind: str) -> int:
        """§10.2.5 Stinking Swamp Corridor: ST 3 or less, -1 to Dodge and Jump/Leap while in it."""
        if kind in ("dodge", "jump") and p.st <= 3 and p.sq >= 0 and self.d.room_of[p.sq] == SWAMP:
            return -1
        return 0

    def mists_modifier(self, to: int) -> int:
        """§10.2.6 Swirling Mists Corridor: -1 to Rush into one of its squares."""
        return -1 if to >= 0 and self.d.room_of[to] == MISTS else 0

    def ghosts_stop(self, p, to: int) -> bool:
        """§10.2.6 Ghosts' Corridor: moving into it voluntarily needs a D6 2+; on a 1 not this turn."""
        d = self.d
        if d.room_of[to] != GHOSTS or d.room_of[p.sq] == GHOSTS:
            return False
        if self.roll_d6("Ghosts' Corridor", p, target=2) == 1:
            p.ghost_turn = self.turn_no
            self.log({"t": "room", "room": GHOSTS, "player": p.id, "effect": "turned back"})
            return True
        return False

    def corpse_chasm(self, defender) -> bool:
        """§10.2.6 Corpse Chasm: a Push Back in it: the target's Agility test; failed, it is a POW."""
        if defender.sq < 0 or self.d.room_of[defender.sq] != CORPSE_CHASM:
            return False
        ok, _ = self.test(defender, "corpse_chasm", defender.ag, 0, why="Corpse Chasm", team_reroll=False)
        return not ok

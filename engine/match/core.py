"""The match: state, team turns, activations, and the step interface for bots (§6.1, §6.2).

A bot acts through two calls: `legal_actions()` lists what the acting coach may do now (built only
when asked, only for the acting player), and `apply(action)` does one of them. Decisions inside a
procedure (which block die, where to push, whether to use a team re-roll, ...) are put to the
deciding coach's bot through `bot.choose(match, decision, options)`.

Actions are tuples:
    ("declare", player_id, kind, target_id)   kind: move, block, blitz, pass, handoff, foul, ttm
               (kind "throw_food" / "raise_funds": the Kitchen's and Treasure Room's special actions)
    ("move", square) ("jump", over_square, square) ("block", target_id) ("pass", square)
    ("wall_pass", square, direction) ("throw", team_mate_id, square) ("handoff", target_id)
    ("foul", target_id) ("open_chest", square) ("end_activation",)
    ("bench", player_id) ("sponge", player_id) ("end_turn",)
"""

from __future__ import annotations

import copy

from engine.dice import Dice
from engine.match import skills as skill_mech
from engine.match.ball import BallRules
from engine.match.blocking import BlockRules, SpecialAttacks
from engine.match.bombs import BombRules
from engine.match.death_match import TILE_ACTIONS, DeathMatchRules
from engine.match.dungeon import Dungeon
from engine.match.injury import InjuryRules
from engine.match.movement import MovementRules
from engine.match.passing import PassingRules
from engine.match.pieces import PieceRules
from engine.match.reading import MatchReading, TurnDeclarations
from engine.match.rooms import RoomRules
from engine.match.sheets import TeamSheet
from engine.match.sponsors import SponsorRules, athlete_sheet
from engine.match.state import FIELD, PRONE, RESERVES, STANDING, STUNNED, Player, TeamState
from engine.match.throw_team_mate import ThrowTeamMateRules
from engine.match.wall_pass import WallPassRules
from engine.match.werewolf import WOLF, WerewolfRules
from engine.match.wizards import WizardRules, wizard_of

SIDES = ("home", "away")
MOVE_KINDS = frozenset(("move", "blitz", "pass", "handoff", "foul", "ttm", "gaze", "ktm"))
# Special actions that replace a Block against one adjacent Standing opponent (§13.7), by the mark that allows them
BLOCK_SPECIALS = (("stab", "stab"), ("vomit", "vomit"))
SPECIAL_MARKS = frozenset(mark for _, mark in BLOCK_SPECIALS)
# Rooms with a declaration of their own, and the traits behind the rarer declarations: a player in none of those
# rooms and with none of those traits (most) is not asked about each (_turn_actions)
DECLARING_ROOMS = frozenset(("Kitchen", "Treasure Room", *TILE_ACTIONS))
RARE_DECLARATION_HOOKS = frozenset(("throws_team_mates", "bombardier", "kick_team_mate", "multiple_block"))
ONCE_PER_TURN = frozenset(("blitz", "pass", "handoff", "foul", "ttm", "ktm", "bomb"))
# §6.2: a Throw Team-mate is instead of the Pass: declaring either uses up both.
SHARED_LIMIT = {"pass": ("pass", "ttm"), "ttm": ("pass", "ttm")}
# Hard cap on team turns per team when the caller sets no turn limit, so a match between bots that never
# score still ends (see docs/decisions.md, "Match engine").
DEFAULT_TURN_CAP = 64
_NONE: tuple = ()  # no declarations of a kind (a player's Blocks, Blitzes and Fouls)


class IllegalAction(ValueError):
    """An action that the rules do not allow in this state."""


class Match(MovementRules, BallRules, BlockRules, InjuryRules, PassingRules, WallPassRules, ThrowTeamMateRules,
            PieceRules, RoomRules, WizardRules, SpecialAttacks, BombRules, SponsorRules, DeathMatchRules,
            WerewolfRules, MatchReading):
    def __init__(self, home: TeamSheet, away: TeamSheet, *, dungeon: Dungeon, dice: Dice, bots=(None, None),
                 turn_limit: int | None = None, seed=None) -> None:
        self.d = dungeon
        self.dice = dice
        self.seed = seed
        self.bots = list(bots)
        self.turn_limit = turn_limit
        self.teams = [TeamState("home", home), TeamState("away", away)]
        for ts in self.teams:
            ts.wizard = wizard_of(ts.sheet.inducements or {})
        self.players: list[Player] = []
        self.by_id: dict = {}
        self.events: list[dict] = []
        self.benefits = [self.choose_benefit(team, sheet) for team, sheet in enumerate((home, away))]  # §11.2
        for team, sheet in enumerate((home, away)):
            for ps in sorted(sheet.players, key=lambda p: p.number):
                if any(q.id == ps.id for q in self.players):
                    raise ValueError(f"player id {ps.id!r} appears twice; ids must be unique across both teams")
                ps = athlete_sheet(sheet, ps, self.benefits[team])  # §11.2 Air Oberwald's benefit for this match
                p = Player(len(self.players), team, ps, skill_mech.hooks_for(ps.skills))
                self.players.append(p)
                self.by_id[(team, ps.id)] = p
        self.team_players = [[p for p in self.players if p.team == t] for t in (0, 1)]
        self.occ = [-1] * dungeon.size  # player index per square (the Werewolf's too, §10.2.6)
        self.add_werewolf()  # only with a Werewolf Lair: a piece of neither team, after the teams' players
        self.chests: dict[int, bool] = {}  # square -> holds the ball
        self.portals: list[int] = []  # square of portal n+1
        self.portal_at: dict[int, int] = {}  # square -> portal number
        self.ball_sq = -1  # the ball on the ground, or -1
        self.carrier: Player | None = None
        self.ez_of_team = [0, 1]  # which end zone each team defends
        self.foes = [(1,), (0,)]  # the teams each team's players may Block, Blitz or Foul (§10.1: every other team)
        self.active = 0
        self.first_team = 0
        self.turn_no = 0  # team turns started, both teams together
        self.score = [0, 0]
        self.over = False
        self.winner: int | None = None
        self.end_reason = ""
        self.turnover = False
        # The activation in progress
        self.act: Player | None = None
        self.act_kind = ""
        self.act_target: Player | None = None
        self.mp_used = 0
        self.rushes = 0
        self.jumped = False
        self.blitz_blocked = False
        self.act_over = False
        self.act_mods = [0, 0]  # MA and ST changes for this activation only (rooms)
        self.blocker: Player | None = None  # the player making the Block being resolved
        self.bestial_fury: Player | None = None  # Amber Wizard's target this turn (§12.3)
        self.blinded: int | None = None  # team under the Light Wizard's Blinding Light (§12.3)
        self.raised_funds: list[set] = [set(), set()]
        self._grab = self._grabbing = self._juggernaut = False  # skills of the Block being resolved
        self.act_used: set = set()
        self.act_path: list = []
        self._no_follow_up = False
        self._offered: list | None = None  # the legal actions last offered to a bot in run()
        # (opponents a Blitz or a Foul may be declared on, {(team, player id, square, MA): those within its reach}):
        # kept from one turn step to the next while no such opponent moved (_turn_actions)
        self._reach_of: tuple = ((), {})
        # (the turn's actions last listed, their declarations by player, the Bench Portal and Magic Sponge ones)
        # (and the players offered a Death Match tile's or Boo!'s declaration, for the Final's Special Actions)
        self._declared: tuple = (None, {}, [], {}, [])
        self._stepped: tuple = (None, [])  # (the activation's actions last listed, their moves)
        self._view: TurnDeclarations | None = None  # the turn step's declarations handed to a bot (turn_declarations)
        self._unjumped: list | None = None  # the activation step's actions handed to a bot without Jumps (activation_steps)
        for team, ts in enumerate(self.teams):
            # §13.5 Leader: one extra team re-roll while a Leader player is in the dungeon
            ts.leader_reroll = int(any("leader" in p.hooks for p in self.team_players[team]))

    # -- events and dice ----------------------------------------------------------------------------
    def log(self, event: dict) -> None:
        self.events.append(event)

    def roll_d6(self, why: str, player: Player | None = None, target: int | None = None) -> int:
        r = self.dice.roll(6, why)
        ev = {"t": "roll", "why": why, "dice": [r], "result": r}
        if player is not None:
            ev["player"] = player.id
        if target is not None:
            ev["target"] = target
        self.log(ev)
        return r

    def roll(self, die: int, why: str, **extra) -> int:
        r = self.dice.roll(die, why)
        self.log({"t": "roll", "why": why, "die": f"D{die}", "dice": [r], "result": r, **extra})
        return r

    def choose(self, team: int, decision: str, options: list):
        """Put a decision to a team's coach (its bot). One option needs no question; the Werewolf decides by
        its own rules (§10.2.6)."""
        if len(options) == 1:
            return options[0]
        if team == WOLF:
            return self.wolf_choose(decision, options)
        bot = self.bots[team]
        return bot.choose(self, decision, options) if bot is not None else options[0]

    # -- geometry helpers used by every procedure ----------------------------------------------------
    def opp_ez(self, team: int) -> int:
        """The end zone a team scores in: the one the other team defends."""
        return self.ez_of_team[1 - team]

    def marking(self, sq: int, team: int, exclude: Player | None = None) -> list[Player]:
        """Opposing players (of `team`'s opponents) Marking a player of `team` standing on `sq` (§2.12)."""
        out = []
        occ, players = self.occ, self.players
        for t in self.d.adj[sq]:
            i = occ[t]
            if i >= 0:
                q = players[i]
                # q.has_tz written out (§2.12): asked for every neighbour of every square the bots weigh
                if q.team != team and q.status == STANDING and q.where == FIELD and not q.no_tz and q is not exclude:
                    out.append(q)
        return out

    def opposing_players(self, team: int) -> list[Player]:
        """The players of every team opposing `team` (one team here; every other team in a multi-player match, §10.1)."""
        foes = self.foes[team]
        return self.team_players[foes[0]] if len(foes) == 1 else [q for f in foes for q in self.team_players[f]]

    def opponent_choice(self, team: int, decision: str, options: list):
        """A decision for the coach opposing `team` (an interferer, On the Ball); multi-player asks each opponent."""
        return self.choose(1 - team, decision, options)

    def count_marking(self, sq: int, team: int, exclude: Player | None = None) -> int:
        n = 0
        occ, players = self.occ, self.players
        for t in self.d.adj[sq]:
            i = occ[t]
            if i >= 0:
                q = players[i]
                if q.team != team and q.status == STANDING and q.where == FIELD and not q.no_tz and q is not exclude:
                    n += 1  # q.has_tz written out, as in marking()
        return n

    def at(self, sq: int) -> Player | None:
        i = self.occ[sq]
        return self.players[i] if i >= 0 else None

    def free(self, sq: int) -> bool:
        """A square a player may enter: on the floor, no player, no chest (§1.6, §6.3.1)."""
        return self.occ[sq] < 0 and sq not in self.chests

    def place(self, p: Player, sq: int) -> None:
        old = p.sq
        if old >= 0 and self.occ[old] == p.idx:
            self.occ[old] = -1
        p.sq = sq
        p.where = FIELD
        self.occ[sq] = p.idx
        room = self.d.room_of[sq]
        if room == "Sewer" and (old < 0 or self.d.room_of[old] != room):
            self.enter_sewer(p)

    def lift(self, p: Player, where: str) -> None:
        """Take a player out of the dungeon (KO, Casualty, Reserves, mishap, sent off)."""
        if p.sq >= 0 and self.occ[p.sq] == p.idx:
            self.occ[p.sq] = -1
        p.sq = -1
        p.where = where
        p.status = STANDING

    def marked_modifier(self, p: Player, kind: str, sq: int | None = None) -> int:
        """-1 per opponent Marking `p` (on `sq`), unless a skill ignores Marking for this roll (Big Hand, Nerves of Steel)."""
        for sk in p.hooks.get("ignores_marking", ()):
            if sk.ignores_marking(kind):
                return 0
        return -self.count_marking(p.sq if sq is None else sq, p.team)

    def skill_bonus(self, p: Player, hook: str, kind: str) -> int:
        """The sum of a player's skill bonuses of one kind (Accurate, Wall Thrower, Strong Arm, Decay, ...)."""
        return sum(getattr(sk, hook)(kind) for sk in p.hooks.get(hook, ()))

    def hook(self, p: Player, name: str):
        return p.hooks.get(name, ())

    def has_hook(self, p: Player, name: str) -> bool:
        return name in p.hooks

    # -- re-rolls (§2.7) ---------------------------------------------------------------------------
    def test(self, p: Player, kind: str, target: int, modifier: int, *, why: str | None = None,
             negators: tuple = (), team_reroll: bool = True) -> tuple[bool, int]:
        """A D6 test (Agility, Rush, ...): natural 6 passes, natural 1 fails (§3.4); re-rolls by skill or team."""
        why = why or kind
        modifier += self.swamp_modifier(p, kind)
        for sk in p.hooks.get("test_modifier", ()):
            modifier = sk.test_modifier(self, p, kind, modifier)
        r = self.dice.roll(6, why)
        ok = r != 1 and (r == 6 or r + modifier >= target)
        self.log({"t": "roll", "why": why, "player": p.id, "dice": [r], "target": target, "modifier": modifier,
                  "result": "success" if ok else "failure"})
        if not ok and r != 1:
            for sk in p.hooks.get("after_roll_bonus", ()):
                # a skill that modifies the die after seeing it (Break Tackle), used only when it saves the test
                bonus = sk.after_roll_bonus(self, p, kind)
                if bonus and r + modifier + bonus >= target:
                    self.act_used.add(sk.name)
                    self.log({"t": "skill", "skill": sk.name, "player": p.id, "bonus": bonus})
                    return True, r
        if ok:
            return True, r
        if self.swift_as_the_breeze(p, kind):  # §10.2.3: the failed roll counts as a natural 6
            return True, 6
        source = self.reroll_source(p, kind, negators, team_reroll)
        if source is None:
            return False, r
        r = self.dice.roll(6, why)
        ok = r != 1 and (r == 6 or r + modifier >= target)
        self.log({"t": "roll", "why": why, "player": p.id, "dice": [r], "target": target, "modifier": modifier,
                  "result": "success" if ok else "failure", "reroll": source})
        return ok, r

    def reroll_source(self, p: Player, kind: str, negators: tuple = (), team_reroll: bool = True) -> str | None:
        """The re-roll used for a failed roll: a skill first (§2.7 skill re-rolls), else a team re-roll if chosen."""
        if self.room_forbids_rerolls(p):
            return None
        for sk in p.hooks.get("reroll:" + kind, ()):
            if sk.once_per_turn and sk.name in p.used_skills:
                continue
            if any(self._negates(q, sk.name) for q in negators):
                continue
            if sk.once_per_turn:
                p.used_skills.add(sk.name)
            return sk.name
        if p.snack_reroll and kind in ("dodge", "jump", "pickup", "catch", "rush", "pass", "interfere", "landing") \
                and self.choose(p.team, "tasty_snack_reroll", [True, False]):
            p.snack_reroll = False  # §10.2.5 Tuck's Shop: one re-roll of an Agility or Passing test
            return "Tasty Snack"
        if "pro" in p.hooks and p is self.act and "Pro" not in self.act_used and p.has_tz \
                and self.choose(p.team, "pro", [True, False]):
            # §13.3 Pro: once per activation, 3+ on a D6 and the die may be re-rolled (no other re-roll on it)
            self.act_used.add("Pro")
            return "Pro" if self.roll_d6("Pro", p, target=3) >= 3 else None
        if team_reroll and self.may_team_reroll(p) and self.choose(p.team, "team_reroll", [True, False]):
            return self.use_team_reroll(p)
        return None

    def _negates(self, q: Player, skill_name: str) -> bool:
        return any(sk.negates(skill_name) for sk in q.hooks.get("negates", ()))

    def may_team_reroll(self, p: Player) -> bool:
        """§2.7: only the active team, in its own turn, while re-rolls last (never in the Cursed Room, §1.5)."""
        if p.team != self.active:
            return False  # also the Werewolf (§10.2.6), which has no team
        ts = self.teams[p.team]
        return (ts.rerolls > 0 or self._leader_reroll(p.team)) \
            and not self.room_forbids_rerolls(p)

    def _leader_reroll(self, team: int) -> bool:
        return self.teams[team].leader_reroll > 0 and any(
            "leader" in q.hooks and q.where == FIELD for q in self.team_players[team])

    def use_team_reroll(self, p: Player) -> str | None:
        team = self.teams[p.team]
        if team.rerolls > 0:
            team.rerolls -= 1
        else:
            team.leader_reroll -= 1  # the Leader re-roll (§13.5) once the others are gone
        self.log({"t": "team_reroll", "team": team.side, "player": p.id, "left": team.rerolls})
        for sk in p.hooks.get("team_reroll_gate", ()):
            target = sk.team_reroll_gate()
            r = self.dice.roll(6, sk.name)
            ok = r >= target
            self.log({"t": "roll", "why": sk.name, "player": p.id, "dice": [r], "target": target,
                      "result": "success" if ok else "failure"})
            if not ok:
                return None  # §13.7 Loner: the re-roll is lost as if used
        return "team"

    # -- set-up (§1.9, §5.1) -------------------------------------------------------------------------
    def setup(self, *, chests: dict | None = None, portals: list | None = None) -> None:
        d = self.d
        self.log({"t": "dungeon", **d.as_dict()})  # shared, never changed: the dungeon is immutable
        if chests is None or portals is None:
            chests, portals = self.place_chests_and_portals()
        self.chests = dict(chests)
        self.portals = list(portals)
        self.portal_at = {sq: i + 1 for i, sq in enumerate(self.portals)}
        # Chests in the order they were placed (the "which chest holds the ball" roll counts in this order).
        self.log({"t": "pieces", "chests": list(self.chests), "portals": list(self.portals)})
        # §1.9 step 6: coin toss, the winner chooses an End Zone.
        toss = self.roll(2, "coin toss for End Zones")
        winner = toss - 1
        ez = self.choose(winner, "end_zone", [0, 1])
        self.ez_of_team[winner], self.ez_of_team[1 - winner] = ez, 1 - ez
        # §5.1 step 1: second coin toss, the winner takes the first turn.
        self.first_team = self.roll(2, "coin toss for the first turn") - 1
        self.log({"t": "end_zones", "home": self.ez_of_team[0], "away": self.ez_of_team[1],
                  "first": SIDES[self.first_team]})
        # §5.1 step 4: six players each into their own End Zone, the first team's coach first.
        for team in (self.first_team, 1 - self.first_team):
            self.set_up_team(team)
        self.log({"t": "setup", "players": self.positions()})
        self.place_werewolf()  # §10.2.6: after the teams
        self.start_turn(self.first_team)

    def set_up_team(self, team: int) -> None:
        """§5.1 step 4: the team's coach puts up to six of its players into its own End Zone, one by one."""
        for p in self.team_players[team]:
            p.where = RESERVES
        squares = sorted(self.d.end_zones[self.ez_of_team[team]])
        for _ in range(6):
            reserves = [p for p in self.team_players[team] if p.where == RESERVES]
            open_sq = [s for s in squares if self.free(s)]
            if not reserves or not open_sq:
                break
            p = self.choose(team, "setup_player", reserves)
            s = self.choose(team, "setup_square", open_sq)
            self.place(p, s)

    def positions(self) -> list:
        return [[p.id, SIDES[p.team], p.sq, p.status] for p in self.players if p.where == FIELD and p.team != WOLF]

    # -- team turns (§6.1) ----------------------------------------------------------------------------
    def start_turn(self, team: int) -> None:
        self.active = team
        self.turn_no += 1
        ts = self.teams[team]
        ts.turns_played += 1
        ts.used_actions = set()
        ts.bench_used = False
        self.turnover = False
        self.act = None
        for p in self.players:
            p.teleports = 0
            p.used_skills.clear()
        for p in self.team_players[team]:
            p.activated = False
            p.stunned_at_turn_start = p.where == FIELD and p.status == STUNNED
        self.log({"t": "turn", "team": ts.side, "number": ts.turns_played, "rerolls": ts.rerolls})
        self.bestial_fury = None
        if self.blinded == team:
            self.blinded = None  # Blinding Light lasts until the start of the blinded team's next turn
        self.wizards_at_turn_start(team)
        self.final_at_turn_start(team)  # §10.2.3 Healing Herbs, A Quick Bit of Necromancy

    def end_turn(self) -> None:
        if self.act is not None:
            self.end_activation()
        team = self.active
        self.stunned_face_up(team)
        self.log({"t": "end_turn", "team": SIDES[team], "turnover": self.turnover})
        if self.over:
            return
        self.greenhouse()
        if self.over:
            return
        self.unleashed_beast()  # §10.2.6 Werewolf Lair
        if self.over:
            return
        self.pick_me_up(1 - team)
        self.wizards_at_turn_end(team)
        if self.over:
            return
        limit = self.turn_limit if self.turn_limit is not None else DEFAULT_TURN_CAP
        other = 1 - team
        if self.teams[0].turns_played >= limit and self.teams[1].turns_played >= limit:
            self.time_up()
            return
        self.start_turn(other)

    def stunned_face_up(self, team: int) -> None:
        """§2.11: players Stunned at the start of this turn turn face up (Prone) at its end."""
        for p in self.team_players[team]:
            if p.stunned_at_turn_start and p.where == FIELD and p.status == STUNNED:
                p.status = PRONE
                self.log({"t": "status", "player": p.id, "status": PRONE})
            p.stunned_at_turn_start = False

    def add_reserve(self, team: int, like: Player):
        """A new player for the rest of the match, a copy of `like`'s sheet, in the Reserves (Plague Ridden)."""
        import dataclasses

        n = sum(1 for q in self.team_players[team] if q.position == like.position)
        sheet = next(s for s in self.teams[team].sheet.players if s.id == like.id)
        new = dataclasses.replace(sheet, id=f"{like.id}-infected-{n}", number=100 + len(self.players),
                                  name=f"{sheet.name} (new Rotter)")
        p = Player(len(self.players), team, new, skill_mech.hooks_for(new.skills))
        p.position = like.position
        p.where = RESERVES
        self.players.append(p)
        self.by_id[(team, p.id)] = p
        self.team_players[team].append(p)
        return p.id

    def pick_me_up(self, team: int) -> None:
        """§13.7 Pick-Me-Up: at the end of the opposing team turn, 5+ stands up a Prone team-mate within 3 squares
        of a Standing player with the trait."""
        helpers = [q for q in self.team_players[team] if "pick_me_up" in q.hooks and q.standing]
        if not helpers:
            return
        for p in self.team_players[team]:
            if p.where == FIELD and p.status == PRONE and any(
                    h is not p and self.d.distance(h.sq, p.sq) <= 3 for h in helpers):
                if self.roll_d6("Pick-Me-Up", p, target=5) >= 5:
                    p.status = STANDING
                    self.log({"t": "stand_up", "player": p.id, "result": "success", "why": "Pick-Me-Up"})

    def time_up(self) -> None:
        """§6.16: same number of turns each; the ball's distance to each End Zone decides, or a draw."""
        sq = self.carrier.sq if self.carrier is not None else self.ball_sq
        winner = None
        dist = {}
        if sq >= 0:
            for team in (0, 1):
                dist[SIDES[team]] = self.d.path_distances(self.opp_ez(team))[sq]
            if dist["home"] != dist["away"]:
                winner = 0 if dist["home"] < dist["away"] else 1
        self.finish(winner, "time_limit", distances=dist)

    def finish(self, winner: int | None, reason: str, **extra) -> None:
        self.over = True
        self.winner = winner
        self.end_reason = reason
        self.log({"t": "end", "reason": reason, "winner": SIDES[winner] if winner is not None else None,
                  "score": {"home": self.score[0], "away": self.score[1]}, **extra})

    # -- activations (§6.2) ------------------------------------------------------------------------------
    def declare(self, p: Player, kind: str, target: Player | None) -> None:
        ts = self.teams[p.team]
        if kind in ONCE_PER_TURN:
            ts.used_actions.update(SHARED_LIMIT.get(kind, (kind,)))
        self.act, self.act_kind, self.act_target = p, kind, target
        self.mp_used, self.rushes, self.jumped, self.blitz_blocked, self.act_over = 0, 0, False, False, False
        self.act_used = set()  # once-per-activation skills used (Break Tackle)
        self.act_path = []  # squares moved through (Fumblerooskie)
        p.activated = True
        if p.confused:  # the Tackle Zone lost "until its next activation" comes back now (§13.7)
            p.confused = False
            p.no_tz = False
        if p.rooted and p.status != STANDING:
            p.rooted = False  # Take Root ends once the player is Knocked Down or Placed Prone (§13.7)
        ev = {"t": "activate", "player": p.id, "action": kind}
        if target is not None:
            ev["target"] = target.id
        self.log(ev)
        self.act_mods = [0, 0]
        self.cragfall(p.team)
        self.wizards_at_activation(p)
        self.room_activation_start(p)
        self.tile_activation_start(p)
        for sk in p.hooks.get("activation_start", ()):
            if not self.act_over and not sk.activation_start(self, p, kind):
                self.act_over = True  # the skill or trait ended the activation (e.g. Bone Head)
        if self.act_over or self.turnover:
            pass  # a room, skill or trait ended the activation before it began
        elif p.status == PRONE and kind == "block":
            # §13.2 Jump Up: Agility test +1 to stand and Block; failure ends the activation
            ok, _ = self.test(p, "jump_up", p.ag, 1, why="Jump Up")
            if ok:
                p.status = STANDING
                self.block(p, target, blitz=False)
            self.act_over = True
        elif p.status == PRONE and kind in MOVE_KINDS:
            self.stand_up(p)
        elif kind == "throw_food":
            self.throw_food(p, target)
        elif kind == "raise_funds":
            self.raise_funds(p)
        elif kind == "block":
            self.block(p, target, blitz=False)
            self.act_over = True
        elif kind in ("stab", "vomit"):
            self.special_attack(p, target, kind)
        elif kind in ("tasty_snack", "drink", "skull_crack", "under_the_saw", "boo"):
            self.tile_action(p, kind, target)
        self.after_step()

    def end_activation(self) -> None:
        p = self.act
        if p is None:
            return
        p.ma -= self.act_mods[0]
        p.st -= self.act_mods[1]
        self.act_mods = [0, 0]
        self.tile_activation_end(p)
        if not p.confused:
            p.no_tz = False  # a Tackle Zone lost "until the end of its next activation" comes back (§12.3)
        if p.sewer_dp:
            p.sewer_dp -= 1  # the Sewer's Disturbing Presence wears off (§1.5)
        self.log({"t": "end_activation", "player": p.id})
        self.act = None

    def after_step(self) -> None:
        """After any action: end the activation / team turn when the rules say so."""
        if self.over:
            return
        if self.turnover:
            self.log({"t": "turnover", "team": self.teams[self.active].side})
            self.end_turn()
            return
        if self.act is not None and (self.act_over or self.act.status != STANDING or self.act.where != FIELD):
            self.end_activation()
            if self.turnover and not self.over:  # the activation's end cost the ball (§10.2.5 spores)
                self.log({"t": "turnover", "team": self.teams[self.active].side})
                self.end_turn()

    def max_rush(self, p: Player) -> int:
        n = 2
        for sk in p.hooks.get("max_rushes", ()):
            n = sk.max_rushes(n)
        return n

    # -- the step interface -----------------------------------------------------------------------------
    @property
    def acting_team(self) -> int:
        return self.active

    def legal_actions(self) -> list[tuple]:
        if self.over:
            out = []
        elif self.act is not None:
            out = self._activation_actions()
        else:
            out = self._turn_actions()
        self._offered = out  # run() checks the bot's pick against this list instead of building it again
        return out

    def _turn_actions(self) -> list[tuple]:
        team = self.active
        ctx = self._turn_context()
        out: list[tuple] = [("end_turn",)]
        room_of = self.d.room_of
        declarations = self._declarations
        by_player: dict = {}  # player id -> its declarations (a slice of `out`), for the coach (declarations_of)
        who: dict = {}  # player id -> the player
        special: list = []  # ids of the players in a tile's room with its own declarations or with Boo! (special_declarers)
        for p in self.team_players[team]:
            if p.where != FIELD or p.activated or p.status == STUNNED:
                continue
            pid = p.id
            mine = declarations(p, ctx)
            out += mine
            by_player[pid] = mine
            who[pid] = p
            if room_of[p.sq] in TILE_ACTIONS or "Boo!" in p.skills:
                special.append(pid)
        bench_sponge = self._bench_sponge(team)
        out += bench_sponge
        self._declared = (out, by_player, bench_sponge, who, special)
        return out

    def turn_declarations(self) -> TurnDeclarations | None:
        """This turn step's declarations for a coach, without listing them: the declaring players, the Bench Portal
        and Magic Sponge actions, and each player's declarations built only when read (exactly as _turn_actions lists
        them: the same function builds both). None when a subclass filters the turn's list (Blood Bowl 2016), or
        outside a turn step. Built anew at each call (the match may have changed since); run() checks a declaration
        the bot picks against the last one handed out in the step."""
        if self.over or self.act is not None or type(self)._turn_actions is not Match._turn_actions:
            return None
        who = {p.id: p for p in self.team_players[self.active]
               if p.where == FIELD and not p.activated and p.status != STUNNED}
        view = self._view = TurnDeclarations(who, self._bench_sponge(self.active), None, {}, self)
        return view

    def _special_declarers(self, who: dict) -> list:
        """The ids of the players in `who` in a tile's room with its own declarations, or with Boo! (special_declarers)."""
        room_of = self.d.room_of
        return [pid for pid, p in who.items() if room_of[p.sq] in TILE_ACTIONS or "Boo!" in p.skills]

    def _standing_foes(self, team: int) -> set:
        """The squares of the standing opponents: a player next to none of them (most) has no Block to look round for."""
        return {q.sq for q in self.opposing_players(team) if q.status == STANDING}

    def _turn_context(self, standing_foes: set | None = None) -> tuple:
        """What every player's declarations depend on at this turn step (the team's, the opponents', the ball's), worked
        out once a step for _declarations."""
        team = self.active
        ts = self.teams[team]
        w = self.d.width
        # Opponents a Blitz or a Foul could reach this turn (the bot is not offered hopeless targets).
        may_blitz, may_foul = "blitz" not in ts.used_actions, "foul" not in ts.used_actions
        # (id, x, y, the declaration against it: a Blitz if it stands, a Foul if it is down, None if neither is left)
        blitz, foul = ("blitz" if may_blitz else None), ("foul" if may_foul else None)
        rivals = self.opposing_players(team)
        # the ones a Blitz or a Foul is still left for (one comprehension for each case: no second pass to filter)
        if blitz is not None and foul is not None:
            opponents = tuple([(q.id, q.sq % w, q.sq // w, blitz if q.status == STANDING else foul)
                               for q in rivals if q.where == FIELD])
        elif blitz is not None:
            opponents = tuple([(q.id, q.sq % w, q.sq // w, blitz) for q in rivals
                               if q.where == FIELD and q.status == STANDING])
        elif foul is not None:
            opponents = tuple([(q.id, q.sq % w, q.sq // w, foul) for q in rivals
                               if q.where == FIELD and q.status != STANDING])
        else:
            opponents = ()
        kept, reach_of = self._reach_of
        if kept != opponents:
            reach_of = {}
            self._reach_of = (opponents, reach_of)
        if standing_foes is None:
            standing_foes = self._standing_foes(team)  # where a Block could go
        ball_in_play = self.ball_sq >= 0 or self.carrier is not None
        may_pass = ball_in_play and "pass" not in ts.used_actions and self.blinded != team
        may_handoff = ball_in_play and "handoff" not in ts.used_actions and self.blinded != team  # Blinding Light
        return team, ts, opponents, reach_of, standing_foes, may_pass, may_handoff

    def _block_declarations(self, p: Player, team: int, standing_foes: set) -> list[tuple]:
        """A declaring player's Blocks (with a Stab or a Vomit beside each when it has one), in the order of its
        neighbouring squares: listed right after its Move."""
        status, hooks = p.status, p.hooks
        if status == STANDING or (status == PRONE and "jump_up" in hooks):
            adj = self.d.adj[p.sq]
            if not standing_foes.isdisjoint(adj):
                pid = p.id
                occ, players, foes = self.occ, self.players, self.foes[team]
                out = []
                specials = status == STANDING and not SPECIAL_MARKS.isdisjoint(hooks)
                for t in adj:
                    i = occ[t]
                    if i >= 0:
                        q = players[i]
                        if q.team in foes and q.status == STANDING:  # never the Werewolf (§10.2.6)
                            out.append(("declare", pid, "block", q.id))
                            if specials:
                                for kind, mark in BLOCK_SPECIALS:
                                    if mark in hooks:
                                        out.append(("declare", pid, kind, q.id))
                return out
        return _NONE

    def _blockers(self, who: dict, standing_foes: set) -> list:
        """(id, player, _block_declarations) of the players in `who` with a Block, in their order."""
        out = []
        adj, team = self.d.adj, self.active
        for pid, p in who.items():
            if not standing_foes.isdisjoint(adj[p.sq]):  # (a player next to no standing opponent: none)
                blocks = self._block_declarations(p, team, standing_foes)
                if blocks:
                    out.append((pid, p, blocks))
        return out

    def _reach_declarations(self, p: Player, ctx: tuple) -> list[tuple]:
        """A declaring player's Blitzes and Fouls on the opponents within its reach this turn (kept from one turn step
        to the next while no such opponent moved)."""
        opponents = ctx[2]
        if not opponents:
            return _NONE
        reach_of = ctx[3]
        key = (ctx[0], p.id, p.sq, p.ma)
        within = reach_of.get(key)
        if within is None:
            w = self.d.width
            px, py = p.sq % w, p.sq // w
            reach = p.ma + 4  # MA, up to three Rushes (Sprint), one square to the target
            x0, x1, y0, y1 = px - reach, px + reach, py - reach, py + reach
            pid = p.id
            within = reach_of[key] = [("declare", pid, kind, qid) for qid, qx, qy, kind in opponents
                                      if x0 <= qx <= x1 and y0 <= qy <= y1]
        return within

    def _declarations(self, p: Player, ctx: tuple) -> list[tuple]:
        """A declaring player's declarations in the order listed: the Move first, its Blocks right after it."""
        team, ts, may_pass, may_handoff = ctx[0], ctx[1], ctx[5], ctx[6]
        pid, status, hooks = p.id, p.status, p.hooks
        mine = [("declare", pid, "move", None)]
        append = mine.append
        if status == STANDING or (status == PRONE and "jump_up" in hooks):
            mine += self._block_declarations(p, team, ctx[4])
            if "gaze" in hooks:
                append(("declare", pid, "gaze", None))
        mine += self._reach_declarations(p, ctx)
        if may_pass:
            append(("declare", pid, "pass", None))
        room = self.d.room_of[p.sq]
        if room in DECLARING_ROOMS:
            if room == "Kitchen":
                if p.status == STANDING:
                    mine.extend(("declare", p.id, "throw_food", q.id) for q in self.throw_food_targets(p))
            elif room == "Treasure Room":
                mine.append(("declare", p.id, "raise_funds", None))
            else:
                mine.extend(self.tile_action_declares(p))
        if "Boo!" in p.skills:
            mine.extend(self.boo_declares(p))  # §10.2.3 Torne Grimhawnt's Boo! (engine/match/boo.py)
        if not RARE_DECLARATION_HOOKS.isdisjoint(hooks):
            if "throws_team_mates" in hooks and "ttm" not in ts.used_actions and self.can_throw(p):
                mine.append(("declare", p.id, "ttm", None))
            if "bombardier" in hooks and "bomb" not in ts.used_actions and p.status == STANDING:
                mine.append(("declare", p.id, "bomb", None))
            if "kick_team_mate" in hooks and "ktm" not in ts.used_actions and p.status == STANDING:
                mine.append(("declare", p.id, "ktm", None))
            if "multiple_block" in hooks and p.status == STANDING and len(self.gaze_targets(p)) >= 2:
                mine.append(("declare", p.id, "multiple_block", None))
        if may_handoff:
            append(("declare", pid, "handoff", None))
        return mine

    def _bench_sponge(self, team: int) -> list[tuple]:
        """The Bench Portal's and the Magic Sponge's actions at this turn step (§1.7.5, §1.8)."""
        ts = self.teams[team]
        bench_sponge: list = []
        if not ts.bench_used:
            # §1.7.5: never in the first team's first turn.
            bench = not (team == self.first_team and ts.turns_played == 1) and self.portals
            sponge = []
            for p in self.team_players[team]:
                if p.where == RESERVES:
                    if bench:
                        bench_sponge.append(("bench", p.id))
                elif p.where == "ko":
                    sponge.append(("sponge", p.id))
            bench_sponge += sponge
        return bench_sponge

    def activation_steps(self) -> list[tuple] | None:
        """legal_actions() at an activation step less the Jumps (§6.3.5), for a coach that never jumps (the scripted
        coach): the same list, in the same order, the Jumps apart (they are listed after the moves; still listed when
        there is no move, so that the list is the end of the activation alone only when the whole one is). None when a
        subclass builds the activation's list its own way (Blood Bowl 2016), or outside an activation step. run()
        checks the pick against it, and against the whole list (Jumps included) when it is not there."""
        if self.over or self.act is None or type(self)._activation_actions is not Match._activation_actions:
            return None
        out = self._unjumped = self._activation_actions(False)
        return out

    def _activation_actions(self, jumps: bool = True) -> list[tuple]:
        p = self.act
        kind = self.act_kind
        out: list[tuple] = [("end_activation",)]
        moves: list[tuple] = []  # listed first after ("end_activation",), handed to the coach (moves_of)
        self._stepped = (out, moves)
        if p.status != STANDING or p.where != FIELD:  # p.standing written out (asked at every step)
            return out
        d = self.d
        left = p.ma + self.max_rush(p) - self.mp_used
        # moving (every action but Block includes movement); a Rooted player may not leave its square (§13.7)
        if left >= 1 and not p.rooted and not p.entangled and kind not in ("multiple_block", "bomb"):
            ghosts = p.ghost_turn == self.turn_no
            occ, chests, feature, players = self.occ, self.chests, d.feature, self.players
            # Something to Jump over (§6.3.5): with Leap or Pogo Stick any square; else a player who is down or a
            # Spike Pit (not a free square that cannot be entered otherwise, a Chest's or the Ghosts' Corridor's:
            # _jump_actions jumps over one only with Leap or Pogo Stick)
            over = "leap" in p.hooks or "pogo" in p.hooks
            for t in d.adj[p.sq]:
                i = occ[t]
                if i < 0:
                    if feature[t] != "pit":
                        if t not in chests and not (ghosts and d.room_of[t] == "Ghosts' Corridor"):
                            moves.append(("move", t))
                        continue
                elif players[i].status == STANDING and feature[t] != "pit":
                    continue
                over = True
            out += moves
            # (without `jumps`, still listed when there is no move: a list of the end of the activation alone is read
            # as nothing to do, activation_steps)
            if over and (jumps or not moves) and not self.jumped and left >= 2:
                out.extend(self._jump_actions(p))
        target = self.act_target
        if kind == "blitz" and not self.blitz_blocked and target is not None and target.standing and left >= 1:
            if target.sq in d.adj[p.sq]:
                out.append(("block", target.id))
                for kind, mark in BLOCK_SPECIALS:
                    if mark in p.hooks:
                        out.append((kind, target.id))
        elif kind == "foul" and target is not None and target.where == FIELD and not target.standing:
            if target.sq in d.adj[p.sq]:
                out.append(("foul", target.id))
        elif kind == "pass" and self.carrier is p:
            out.extend(("pass", s) for s in self.pass_targets(p))
            out.extend(("wall_pass", s, w) for s, w in self.wall_targets(p))
        elif kind == "ttm":
            out.extend(self.throw_actions(p))
        elif kind == "gaze":
            out.extend(("gaze", q.id) for q in self.gaze_targets(p))
        elif kind == "ktm":
            out.extend(self.kick_actions(p))
        elif kind == "bomb" and not self.act_over:
            out.extend(("bomb", s) for s in self.bomb_targets(p))
        elif kind == "multiple_block" and not self.act_over:
            foes = self.gaze_targets(p)
            out.extend(("multiple_block", a.id, b.id) for i, a in enumerate(foes) for b in foes[i + 1:])
        if self.carrier is p and kind in ("move", "blitz") and "fumblerooskie" in p.hooks:
            # §13.5 Fumblerooskie: leave the ball in a square moved through (no bounce, no Turnover)
            out.extend(("leave_ball", s) for s in dict.fromkeys(self.act_path) if self.free(s))
        elif kind == "handoff" and self.carrier is p:
            for t in d.adj[p.sq]:
                q = self.at(t)
                if q is not None and q.team == p.team and q.has_tz:
                    out.append(("handoff", q.id))
        elif kind == "move" and self.chests and not self.chests.keys().isdisjoint(d.adj[p.sq]):  # (in C: mostly none)
            if self.count_marking(p.sq, p.team) == 0:
                out.extend(("open_chest", t) for t in d.adj[p.sq] if t in self.chests)
        return out

    def player(self, pid, team: int | None = None) -> Player:
        if team is None:
            team = self.active
        p = self.by_id.get((team, pid))
        if p is None:
            raise IllegalAction(f"no player {pid!r} in the {SIDES[team]} team")
        return p

    def apply(self, action) -> None:
        """Apply one action after checking it is legal now."""
        action = tuple(action)
        if action not in self.legal_actions():
            raise IllegalAction(f"{action!r} is not a legal action now")
        self.do(action)

    def do(self, action: tuple) -> None:
        """Apply an action taken from legal_actions() (no check)."""
        kind = action[0]
        if kind == "move":
            self.move_step(self.act, action[1])
        elif kind == "declare":
            p = self.player(action[1])
            target = self.player(action[3], 1 - self.active) if action[3] is not None else None
            self.declare(p, action[2], target)
            return
        elif kind == "end_activation":
            self.end_activation()
        elif kind == "end_turn":
            self.end_turn()
            return
        elif kind == "jump":
            self.jump(self.act, action[1], action[2])
        elif kind == "block":
            self.blitz_block(self.act, self.player(action[1], 1 - self.active))
        elif kind in ("stab", "vomit"):  # instead of the Blitz's Block: costs the same square, then no more moving
            self.blitz_blocked = True
            if self._spend(self.act, 1):
                self.special_attack(self.act, self.player(action[1], 1 - self.active), kind)
            else:
                self.fall_over(self.act)
        elif kind == "gaze":
            self.hypnotic_gaze(self.act, self.player(action[1], 1 - self.active))
        elif kind == "bomb":
            self.throw_bomb(self.act, action[1])
        elif kind == "kick":
            self.throw_team_mate(self.act, self.player(action[1]), action[2], kick=True)
        elif kind == "multiple_block":
            self.multiple_block(self.act, self.player(action[1], 1 - self.active),
                                self.player(action[2], 1 - self.active))
        elif kind == "leave_ball":
            self.drop_ball()
            self._rest(action[1])
            self.log({"t": "skill", "skill": "Fumblerooskie", "player": self.act.id})
        elif kind == "pass":
            self.pass_ball(self.act, action[1])
        elif kind == "throw":
            self.throw_team_mate(self.act, self.player(action[1]), action[2])
        elif kind == "wall_pass":
            self.wall_pass(self.act, action[1], action[2])
        elif kind == "handoff":
            self.hand_off(self.act, self.player(action[1]))
        elif kind == "foul":
            self.foul(self.act, self.player(action[1], 1 - self.active))
        elif kind == "open_chest":
            self.open_chest(self.act, action[1])
        elif kind == "bench":
            self.bench_teleport(self.player(action[1]))
        elif kind == "sponge":
            self.magic_sponge(self.player(action[1]))
        else:
            raise IllegalAction(f"unknown action {action!r}")
        self.after_step()

    # -- snapshots for look-ahead ---------------------------------------------------------------------
    def snapshot(self) -> Match:
        """An independent copy of the match state for a bot's look-ahead (dungeon and bots shared).

        The copy has its own dice (same seed state) and its own event log; playing on it never touches
        this match.
        """
        memo = {id(self.d): self.d, id(self.teams[0].sheet): self.teams[0].sheet,
                id(self.teams[1].sheet): self.teams[1].sheet}
        for bot in self.bots:
            memo[id(bot)] = bot
        for p in self.players:
            memo[id(p.hooks)] = p.hooks  # skills are stateless
        return copy.deepcopy(self, memo)

    # -- the whole match ------------------------------------------------------------------------------
    def run(self) -> None:
        """Play to the end. The engine's own bots pick from legal_actions(); any other bot's actions are checked."""
        from engine.match.bots import RandomBot

        trusted = [isinstance(bot, RandomBot) for bot in self.bots]
        while not self.over:
            team = self.active
            self._offered = self._view = self._unjumped = None
            action = self.bots[team].act(self)
            if trusted[team]:
                self.do(action)
                continue
            action = tuple(action)
            if self._unjumped is not None and action in self._unjumped:
                self.do(action)  # one of the activation step's actions (activation_steps), a Jump apart
                continue
            view = self._view
            if self._offered is None and view is not None:
                # The bot read the step's declarations without the list (turn_declarations): a declaration is checked
                # against its player's, built by the same function as the list (the list holds nothing else but the
                # end of the turn and the Bench Portal's and Magic Sponge's actions).
                if len(action) == 4 and action[0] == "declare":
                    try:
                        legal = view.offers(action)
                    except TypeError:  # an id that cannot be a key is no player's
                        legal = False
                else:
                    legal = action == ("end_turn",) or action in view.others
                if not legal:
                    raise IllegalAction(f"{action!r} is not a legal action now")
                self.do(action)
                continue
            # The legal actions are built once per step: a bot that asked for them is checked against the same
            # list (a bot only reads the match, so nothing changed since); one that did not ask is checked as apply().
            offered = self._offered if self._offered is not None else self.legal_actions()
            listed, by_player = self._declared[0], self._declared[1]
            if offered is listed and len(action) == 4 and action[0] == "declare":
                # every declaration of a player is in its own slice of the list (_turn_actions): looked up there
                try:
                    legal = action in by_player.get(action[1], ())
                except TypeError:  # an id that cannot be a key is no player's
                    legal = False
            else:
                legal = action in offered
            if not legal:
                raise IllegalAction(f"{action!r} is not a legal action now")
            self.do(action)

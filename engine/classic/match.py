"""A Blood Bowl 2016 match on the classic pitch: Dungeon Bowl's Match with only what 2016 changes overridden.

The shared procedures (engine/match: moving, dodging, Going For It as Rush, picking up, blocks with assists,
push-backs and follow-up, armour, fouls, hand-offs, re-rolls and skills) run unchanged on the pitch. What
differs in 2016 is here, python-chess variant style:

- the game is two halves of 8 turns per team, split into drives that start with a kick-off (§4, §6.1, §11.4);
- touchdowns end the drive, not the match, and may be scored in the opponent's turn (§11.1, §11.2);
- Agility tests use the §7.2 table (+1 to dodge and pick up) and passes are Agility tests (§9.2);
- armour breaks on a roll greater than AV, and the injury table has no casualty roll (§8);
- the ball goes out of bounds and is thrown in (§7.7), a player pushed off the pitch is hurt by the crowd (§7.6);
- one team re-roll per turn, reset at half time (§10.2); weather, Fame and the Kick-off table (§15, §16, §18);
- extra time, the penalty shoot-out and conceding (§11.3, §11.6).

Team sheets carry the 2016 characteristics turned into target numbers once (`classic_sheet`): AG 3 -> 4+,
AV 8 -> 9+ (the shared armour roll breaks on total >= target).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.classic.ball import ClassicBall
from engine.classic.kickoff import KickOff
from engine.classic.passing import ClassicPassing
from engine.classic.pitch import PITCH
from engine.classic.setup import FORMATIONS, formation_squares, setup_breaches
from engine.dice import Dice
from engine.match.core import SIDES, IllegalAction, Match
from engine.match.dungeon import DIRECTIONS
from engine.match.sheets import PlayerSheet, TeamSheet
from engine.match.state import CAS_BOX, FIELD, KO_BOX, RESERVES, STANDING
from engine.rulesets.blood_bowl_2016.tables import (
    INJURY_TABLE,
    TURNS_PER_HALF,
    WEATHER_TABLE,
    agility_target,
    fame,
    lookup,
)

DEFAULT_SETTINGS = {"going_for_it": True, "assists": True, "hand_off": True, "fumbles": True, "fouls": True,
                    "interceptions": True, "weather": True, "fame": True, "kick_off_table": True}
# §7.3, §7.4: +1 for dodging and for picking up; §15 Pouring Rain: -1 to catch, intercept and pick up.
TEST_BONUS = {"dodge": 1, "pickup": 1}
RAIN_HITS = frozenset(("catch", "intercept", "pickup"))
# Actions of the shared engine that Blood Bowl 2016 does not have (jumping, wall passes, Dungeon Bowl's bench).
NOT_IN_2016 = frozenset(("jump", "wall_pass", "leave_ball", "open_chest", "bench", "sponge"))
BASIC_DECLARES = frozenset(("move", "block", "blitz", "pass"))
CROWD = "crowd"


@dataclass(frozen=True, slots=True)
class ClassicTeam(TeamSheet):
    """A team sheet with its Fan Factor (§13, §16)."""

    fan_factor: int = 0


def classic_sheet(*, id, number, name, position, ma, st, ag, av, skills=()) -> PlayerSheet:
    """A player with 2016 characteristics as the engine reads them: AG as the §7.2 roll needed (also for
    passing, §9.2), AV as the armour roll that breaks it (greater than AV, §8.1)."""
    target = agility_target(ag)
    return PlayerSheet(id=id, number=number, name=name, position=position, ma=ma, st=st, ag=target, pa=target,
                       av=av + 1, skills=tuple(skills))


class ClassicMatch(ClassicBall, ClassicPassing, KickOff, Match):
    def __init__(self, home: TeamSheet, away: TeamSheet, *, dice: Dice, bots=(None, None), settings=None,
                 extra_time: bool = False, seed=None) -> None:
        super().__init__(home, away, dungeon=PITCH, dice=dice, bots=bots, seed=seed)
        self.settings = {**DEFAULT_SETTINGS, **(settings or {})}
        self.extra_time = extra_time
        for ts in self.teams:
            ts.can_argue = False  # Argue the Call is Blood Bowl 2020's; a 2016 sending-off stands (§14.5)
        self.base_rerolls = [ts.rerolls for ts in self.teams]
        self.half = 0
        self.half_turns = [0, 0]  # each team's Turn marker this half (§6.2)
        self.weather = "nice"
        self.fans = [0, 0]
        self.fame = [0, 0]
        self.first_kicker = 0
        self.kicking, self.receiving = 0, 1
        self.phase = ""  # "blitz" during the Kick-off table's free turn
        self.ball_in_air = -1
        self.kicking_off = False
        self.drive_over = False
        self.scorer: int | None = None
        self.reroll_used = [False, False]
        self.heat_out: set = set()  # Sweltering Heat: may not set up for the next kick-off (§15)
        self.shoot_out: list | None = None
        self.blitz_locked: set = set()  # players who may not act in a Blitz! free turn (§18 result 10)
        self.setup_role = ""  # the role of the square being filled at set-up (engine/classic/setup.py)

    def side(self, team: int) -> str:
        return SIDES[team]

    def half_of_team(self, team: int) -> int:
        return self.ez_of_team[team]  # a team sets up in the half of the End Zone it defends

    # -- before the game (§2, §15, §16) -----------------------------------------------------------------
    def setup(self) -> None:
        self.log({"t": "pitch", "width": self.d.width, "height": self.d.height})
        if self.settings["weather"]:
            self.weather = lookup(WEATHER_TABLE, self.roll(6, "weather") + self.roll(6, "weather"))
        self.log({"t": "weather", "weather": self.weather})
        if self.settings["fame"]:
            self.fans = [self.roll(6, "fans") + self.roll(6, "fans") + getattr(ts.sheet, "fan_factor", 0)
                         for ts in self.teams]
            self.fame = [fame(self.fans[t], self.fans[1 - t]) for t in (0, 1)]
            self.log({"t": "fame", "fans": list(self.fans), "fame": list(self.fame)})
        self.first_kicker = self._toss("kick_or_receive")
        self.start_half(1, self.first_kicker)

    def _toss(self, decision: str) -> int:
        """A coin toss; the winner chooses to kick or receive (§2). Returns the kicking team."""
        winner = self.roll(2, "coin toss") - 1
        choice = self.choose(winner, decision, ["receive", "kick"])
        return winner if choice == "kick" else 1 - winner

    # -- halves and drives (§6.1, §11.4, §11.5) --------------------------------------------------------------
    def start_half(self, half: int, kicking: int) -> None:
        self.half = half
        self.half_turns = [0, 0]
        if half == 2:
            for ts, n in zip(self.teams, self.base_rerolls, strict=True):
                ts.rerolls = n  # §10.2: reset at the start of the second half (not for extra time, §11.3)
        self.log({"t": "half", "half": half, "kicking": self.side(kicking)})
        self.new_drive(kicking, first=half == 1)

    def new_drive(self, kicking: int, *, first: bool = False) -> None:
        self.kicking, self.receiving = kicking, 1 - kicking
        for p in self.players:
            if p.where == FIELD:
                self.lift(p, RESERVES)
        self.ball_sq, self.carrier = -1, None
        if not first:
            for p in self.players:
                if p.where == KO_BOX and self.roll(6, "KO recovery") >= 4:
                    p.where = RESERVES  # §11.4: 4-6, back with the team
                    self.log({"t": "ko_recovered", "player": p.id})
        available = [self._available(t) for t in (0, 1)]
        if not all(available):
            self._nobody_to_set_up(kicking, available)
            return
        for team in (kicking, 1 - kicking):
            self.set_up(team)
        self.heat_out.clear()
        self.kick_off(kicking)

    def _available(self, team: int) -> list:
        return [p for p in self.team_players[team] if p.where == RESERVES and p.idx not in self.heat_out]

    def _nobody_to_set_up(self, kicking: int, available: list) -> None:
        """§11.5: both Turn markers move on; a team that can field players is awarded a touchdown."""
        self.log({"t": "no_players", "home": len(available[0]), "away": len(available[1])})
        for t in (0, 1):
            self.half_turns[t] = min(TURNS_PER_HALF, self.half_turns[t] + 1)
        for t in (0, 1):
            if available[t] and not available[1 - t]:
                self.score[t] += 1
                self.log({"t": "touchdown", "player": None, "team": self.side(t), "awarded": True})
        self.heat_out.clear()
        if self.half == 3 and self.score[0] != self.score[1]:
            self._finish_by_score("extra_time")
        elif min(self.half_turns) < TURNS_PER_HALF:
            self.new_drive(kicking)
        else:
            self.end_half()

    def set_up(self, team: int, *, again: bool = False) -> None:
        """§2: a formation chosen by the coach, filled square by square with the players the coach picks."""
        if again:
            for p in self.team_players[team]:
                if p.where == FIELD:
                    self.lift(p, RESERVES)
        reserves = self._available(team)
        name = self.choose(team, "formation", list(FORMATIONS))
        half = self.half_of_team(team)
        placed = []
        for sq, role in formation_squares(self.d, half, name, min(11, len(reserves))):
            self.setup_role = role
            p = self.choose(team, "setup_player", reserves)
            reserves.remove(p)
            self.place(p, sq)
            p.status = STANDING
            placed.append(sq)
        breaches = setup_breaches(self.d, half, placed, len(self._available(team)) + len(placed))
        if breaches:  # pragma: no cover - every formation is checked by the tests
            raise IllegalAction("; ".join(map(str, breaches)))
        self.log({"t": "setup", "team": self.side(team), "formation": name,
                  "players": [[p.id, p.sq] for p in self.team_players[team] if p.where == FIELD]})

    def first_turn_of_drive(self) -> None:
        if self.over:
            return
        self.next_turn(self.kicking)

    def next_turn(self, team: int) -> None:
        """The other team plays next while it has turns left this half; then this one; then the half ends."""
        other = 1 - team
        if self.half_turns[other] < TURNS_PER_HALF:
            self.start_turn(other)
        elif self.half_turns[team] < TURNS_PER_HALF:
            self.start_turn(team)
        else:
            self.end_half()

    def end_of_drive(self) -> None:
        """§15 Sweltering Heat: a D6 for every player on the pitch; on a 1 it sits out the next kick-off."""
        if self.weather != "sweltering_heat":
            return
        for p in self.players:
            if p.where == FIELD and self.roll(6, "Sweltering Heat", player=p.id) == 1:
                self.heat_out.add(p.idx)
                self.log({"t": "heat", "player": p.id})

    def end_half(self) -> None:
        self.end_of_drive()
        if self.half == 1:
            self.start_half(2, 1 - self.first_kicker)  # §11.4: the first half's receivers kick
        elif self.half == 2 and self.score[0] == self.score[1] and self.extra_time:
            self.log({"t": "extra_time"})
            self.start_half(3, self._toss("kick_or_receive_extra_time"))
        elif self.half == 3 and self.score[0] == self.score[1]:
            self.penalty_shoot_out()
        else:
            self._finish_by_score("full_time")

    def _finish_by_score(self, reason: str) -> None:
        winner = None if self.score[0] == self.score[1] else int(self.score[1] > self.score[0])
        self.finish(winner, reason)

    def penalty_shoot_out(self) -> None:
        """§11.3: D6 + 1 per unused team re-roll each; the highest wins (a tie is rolled again: decisions)."""
        rounds = []
        while True:
            totals = [self.roll(6, "penalty shoot-out") + self.teams[t].rerolls for t in (0, 1)]
            rounds.append(totals)
            if totals[0] != totals[1]:
                break
        self.shoot_out = rounds
        self.finish(int(totals[1] > totals[0]), "penalty_shoot_out", shoot_out=rounds)

    # -- team turns (§6.2) ----------------------------------------------------------------------------------
    def start_turn(self, team: int) -> None:
        free = self.phase == "blitz"
        if not free:
            self.half_turns[team] += 1
        self.reroll_used[team] = False
        super().start_turn(team)
        self.log({"t": "turn_marker", "team": self.side(team), "half": self.half, "turn": self.half_turns[team],
                  "free": free})
        self.blitz_locked = {p.idx for p in self.team_players[team]
                             if free and p.where == FIELD and self.count_marking(p.sq, team)}

    def end_turn(self) -> None:
        if self.act is not None:
            self.end_activation()
        team = self.active
        self.stunned_face_up(team)
        self.log({"t": "end_turn", "team": self.side(team), "turnover": self.turnover})
        if self.over:
            return
        if self.phase == "blitz":
            self.blitz_turn_over()
            return
        self.next_turn(team)

    def check_touchdown(self, p) -> None:
        """§11.1: a Standing player holding the ball in the opposing End Zone scores; the drive ends (§11.2:
        in either team's turn)."""
        if self.over or self.carrier is not p or not p.standing or self.d.ez_of[p.sq] != self.opp_ez(p.team):
            return
        self.score[p.team] += 1
        p.stats["touchdowns"] += 1
        self.log({"t": "touchdown", "player": p.id, "team": self.side(p.team), "sq": p.sq,
                  "opponents_turn": p.team != self.active})
        self.scorer = p.team
        self.turnover = True
        self.over = self.drive_over = True  # stops every procedure in progress; after_step starts the next drive

    def after_step(self) -> None:
        if self.drive_over:
            self.over = self.drive_over = False
            self.touchdown_ends_drive()
            return
        super().after_step()

    def touchdown_ends_drive(self) -> None:
        if self.act is not None:
            self.end_activation()
        team, scorer = self.active, self.scorer
        self.log({"t": "end_turn", "team": self.side(team), "turnover": True})
        if scorer != team:  # §11.2: the scoring team moves its own Turn marker on, celebrating
            self.half_turns[scorer] = min(TURNS_PER_HALF, self.half_turns[scorer] + 1)
        if self.half == 3:
            self.finish(scorer, "extra_time")  # §11.3: sudden death
            return
        self.end_of_drive()
        if min(self.half_turns) < TURNS_PER_HALF:
            self.new_drive(scorer)  # §11.4: the scoring team kicks off
        else:
            self.end_half()

    # -- re-rolls and tests (§7.2, §10.2, §14.1, §15) -------------------------------------------------------
    def may_team_reroll(self, p) -> bool:
        return not self.reroll_used[p.team] and super().may_team_reroll(p)

    def use_team_reroll(self, p):
        self.reroll_used[p.team] = True  # §10.2: one team re-roll per turn
        return super().use_team_reroll(p)

    def test(self, p, kind: str, target: int, modifier: int, **kw):
        modifier += TEST_BONUS.get(kind, 0)
        if self.weather == "pouring_rain" and kind in RAIN_HITS:
            modifier -= 1
        return super().test(p, kind, target, modifier, **kw)

    def room_rush_target(self, p) -> int:
        return 3 if self.weather == "blizzard" else 2  # §14.1: a Blizzard fails Going For It on 1 or 2

    def max_rush(self, p) -> int:
        return 2 if self.settings["going_for_it"] else 0

    def assists(self, helper_team: int, target, other) -> int:
        return super().assists(helper_team, target, other) if self.settings["assists"] else 0

    def return_through_portal(self, p) -> None:
        """A Bribe (§18 Get the Ref) keeps the fouler on the pitch where it stands."""

    # -- injuries and the crowd (§7.6, §8) ------------------------------------------------------------------
    def injury_roll(self, p, *, modifier: int = 0, bonus: int = 0, by=None, from_block: bool = False,
                    why: str = "injury") -> str:
        a, b = self.dice.roll(6, why), self.dice.roll(6, why)
        result = lookup(INJURY_TABLE, a + b + modifier + bonus)
        self.log({"t": "roll", "why": why, "player": p.id, "dice": [a, b], "modifier": modifier + bonus,
                  "result": result})
        self.last_injury_dice = (a, b)
        self.apply_injury(p, result, by=by, from_block=from_block)
        return result

    def casualty(self, p, *, badly_hurt: bool, by=None, from_block: bool, sq: int) -> None:
        """§8.2: into the Dead & Injured box for the rest of the game (the reduced rules roll no further)."""
        self.lift(p, CAS_BOX)
        p.stats["injury"] = {"result": "casualty", "casualty_roll": None, "lasting_injury": None}
        self.log({"t": "removed", "player": p.id, "to": CAS_BOX, "from": sq})
        if by is not None and by.team != p.team:
            by.stats["casualties_caused"] += 1

    def push_off_the_board(self, blocker_team: int, victim, candidates, *, pow_: bool, pushed: list,
                           first: bool) -> bool:
        """§7.6: no empty square on the pitch: off the pitch into the crowd, or (the blocking coach's choice)
        into an occupied square (docs/decisions.md)."""
        occupied = [c for c in candidates if c >= 0]
        to = self.choose(blocker_team, "push_square", occupied + [CROWD])
        if to != CROWD:
            return self.chain_push(blocker_team, victim, to, pushed) and self.push_into(victim, to, pushed)
        self.crowd_surf(victim)
        return True

    def crowd_surf(self, p) -> None:
        """§7.6: an injury roll with no armour roll; Stunned goes to the Reserves; the ball is thrown in."""
        sq = p.sq
        had_ball = self.carrier is p
        if had_ball:
            self.carrier = None
        self.log({"t": "crowd_surf", "player": p.id, "sq": sq})
        self.lift(p, RESERVES)
        a, b = self.dice.roll(6, "injury (crowd)"), self.dice.roll(6, "injury (crowd)")
        result = lookup(INJURY_TABLE, a + b)
        self.log({"t": "roll", "why": "injury (crowd)", "player": p.id, "dice": [a, b], "result": result})
        if result == "ko":
            p.where = KO_BOX
            p.stats["injury"] = {"result": "ko", "casualty_roll": None, "lasting_injury": None}
        elif result == "casualty":
            p.where = CAS_BOX
            p.stats["injury"] = {"result": "casualty", "casualty_roll": None, "lasting_injury": None}
        self.log({"t": "removed", "player": p.id, "to": p.where, "from": sq, "why": "crowd"})
        if had_ball:
            if p.team == self.active:
                self.turnover = True  # §6.3 item 1: the crowd's victim causes a turnover only with the ball
            self.throw_in(sq, self._off_direction(sq))

    def _off_direction(self, sq: int) -> int:
        x, y = self.d.xy(sq)
        dx = -1 if x == 0 else 1 if x == self.d.width - 1 else 0
        dy = -1 if y == 0 else 1 if y == self.d.height - 1 else 0
        return DIRECTIONS.index((dx, dy)) if (dx, dy) != (0, 0) else 1

    # -- the step interface ---------------------------------------------------------------------------------
    def _turn_actions(self) -> list[tuple]:
        team = self.active
        allowed = set(BASIC_DECLARES)
        if self.settings["hand_off"]:
            allowed.add("handoff")
        if self.settings["fouls"]:
            allowed.add("foul")
        locked = self.blitz_locked
        out = [a for a in super()._turn_actions() if a[0] not in NOT_IN_2016 and (a[0] != "declare" or (
            a[2] in allowed and not (locked and self.by_id[(team, a[1])].idx in locked)))]
        if self.phase != "blitz" and not any(p.activated for p in self.team_players[team]):
            out.append(("concede",))  # §11.6: at the start of a turn, before any Action
        return out

    def _jump_actions(self, p) -> list:
        return []  # no jumping over players in 2016

    def run(self) -> None:
        """Play to the end; the engine's own bots (random and scripted) pick from legal_actions() and are
        trusted, any other bot's actions are checked."""
        from engine.classic.bots import ClassicCoach
        from engine.match.bots import RandomBot

        trusted = [isinstance(bot, RandomBot | ClassicCoach) for bot in self.bots]
        while not self.over:
            team = self.active
            action = self.bots[team].act(self)
            if trusted[team]:
                self.do(action)
            else:
                self.apply(action)

    def _activation_actions(self) -> list[tuple]:
        out = [a for a in super()._activation_actions() if a[0] not in NOT_IN_2016]
        self._stepped = (out, self._stepped[1])  # the moves are all kept, still listed first (moves_of)
        return out

    def do(self, action: tuple) -> None:
        if action[0] == "concede":
            self.log({"t": "concede", "team": self.side(self.active)})
            self.finish(1 - self.active, "conceded")
            return
        super().do(action)

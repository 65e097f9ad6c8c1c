"""A Kaosball match played out under the rules (rules/kaosball.md §12-§26): plain mutable state, one seeded
Dice for every roll and shuffle, every step logged as a plain dict in `events`.

The match asks each team's bot (engine/kaosball/bots.py) for its decisions; the rules themselves — movement,
reactions, contests, damage, scoring, the bell, bribes and fouls, halftime, knockout and annihilation — live
here. What the simulator does not model is listed in docs/decisions.md ("Kaosball: the simulator").
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engine.dice import Dice
from engine.kaosball import board as B
from engine.kaosball.sheets import KaosSheet
from engine.rulesets.kaosball import data as D
from engine.rulesets.kaosball import scoring as S

SPRINT, TACKLE, ATTACK, STEAL = "sprint", "tackle", "attack", "steal"
MOVE = {SPRINT: 5, TACKLE: 3, ATTACK: 3}  # §15
TURN_CAP_PER_TEAM = 40  # the simulator's safety whistle: a period never runs longer (docs/decisions.md)
MAX_SUDDEN_DEATH = 9  # the report's bound on sudden-death periods (game.Kaosball.match_fields)


class Fig:
    """One figure: a runner, a bruiser or a ringer (who fills a runner's or a bruiser's place, §27.5)."""

    __slots__ = ("id", "team", "kind", "role", "hp", "dmg", "sq", "down", "where", "ringer", "name")

    def __init__(self, id, team, kind, role, hp, ringer=""):
        self.id, self.team, self.kind, self.role, self.hp = id, team, kind, role, hp
        self.dmg, self.sq, self.down, self.where, self.ringer = 0, -1, False, "bench", ringer
        self.name = D.RINGER_BY_KEY[ringer].name if ringer else id

    @property
    def can_score(self) -> bool:  # runners and ringers score and steal (§6)
        return self.kind != D.BRUISER

    @property
    def can_fight(self) -> bool:  # bruisers and ringers tackle and attack (§6)
        return self.kind != D.RUNNER

    @property
    def standing(self) -> bool:
        return self.where == "pitch" and not self.down

    def __repr__(self):
        return f"Fig({self.id}@{self.sq}{' down' if self.down else ''})"


class Side:
    """A team in the match: its board (stats, ability, tiles), dials (cash, fouls), VP, trophies and cards."""

    def __init__(self, idx: int, sheet: KaosSheet, seat: B.Seat):
        self.idx, self.sheet, self.seat = idx, sheet, seat
        self.info = D.TEAM[sheet.team]
        self.tiles = Counter(sheet.tiles)
        self.vp, self.cash, self.fouls = 0, sheet.cash, 0
        self.kills: list[str] = []  # trophies: the ids of the enemy figures this team killed (§9)
        self.kills_halftime = self.fouls_halftime = 0
        self.hand: list[str] = []
        self.burnt: list[str] = []
        self.burnt_numbers: set[int] = set()  # energy numbers burnt this period (§10, §20.2)
        self.out = ""  # "knocked_out" or "annihilated" (§24)
        self.ability_lost = False  # Boot to the Head (§28.6)
        self.hardy_used = False
        self.figs: list[Fig] = []
        t = idx
        for i in range(D.RUNNERS_PER_TEAM):
            self.figs.append(Fig(f"{t}r{i + 1}", t, D.RUNNER, D.RUNNER, self.info.runner_hp))
        for i in range(D.BRUISERS_PER_TEAM):
            self.figs.append(Fig(f"{t}b{i + 1}", t, D.BRUISER, D.BRUISER, self.info.bruiser_hp))
        for key, role in sheet.ringers:
            self.figs.append(Fig(f"{t}{key}", t, D.RINGER, role, D.RINGER_BY_KEY[key].hp, ringer=key))

    @property
    def ability(self) -> str:
        return "" if self.ability_lost else self.info.ability

    def on_pitch(self) -> list[Fig]:
        return [f for f in self.figs if f.where == "pitch"]

    def bench(self) -> list[Fig]:
        return [f for f in self.figs if f.where == "bench"]


@dataclass
class Activation:
    """What a bot asks one figure to do (§15): its action, the squares it moves through (not counting the one it
    starts on), and what it does at the end."""

    fig: Fig
    action: str = SPRINT
    path: list[int] = field(default_factory=list)
    target: Fig | None = None  # the enemy it steals from, tackles or attacks at the end
    pickup: bool = True  # pick up the ball if its path enters the ball's square (§17)
    handoff: Fig | None = None  # a teammate to hand the ball to at the end of a Sprint (§17)
    stomp: bool = True  # Ogres: stomp before activating (§28.1)


@dataclass
class TurnPlan:
    """A turn (§14): a tactic card (with its choices) or none, and the figure it activates, if any."""

    card: str | None = None
    squares: list[int] = field(default_factory=list)  # where Rain of Fire / Warpstone / Hail Mary place things
    walls: list[tuple[int, int]] = field(default_factory=list)  # Wall of Stone's two boundaries
    discard: list[str] = field(default_factory=list)  # Huddle's three cards
    scatter: list[tuple[Fig, list[int]]] = field(default_factory=list)  # Scatter!: each runner's path
    activation: Activation | None = None


class MatchOver(Exception):
    """Raised inside a turn when a knockout or an annihilation ends the match at once (§24)."""


class Reach(dict):
    """The squares a figure can end a move on, each mapped to the square it came from (see KaosMatch.reach)."""

    links: dict
    dist: dict


class KaosMatch:
    def __init__(self, sheets, *, dice: Dice, bots, seed=None, mode: str = S.HEAD_TO_HEAD, first: int = 0):
        n = len(sheets)
        if not 2 <= n <= 4:
            raise ValueError(f"§5: a Kaosball match has 2, 3 or 4 teams, not {n}")
        if mode == S.ALLIED:
            raise ValueError("§26.2: the simulator plays head-to-head and Maximum Kaos matches, not allied ones")
        if (mode == S.HEAD_TO_HEAD) != (n == 2):
            raise ValueError(f"§26: a {mode} match cannot have {n} teams")
        self.mode, self.dice, self.bots, self.seed = mode, dice, list(bots), seed
        self.sides = [Side(i, s, B.SEATS[name]) for i, (s, name) in enumerate(zip(sheets, B.SEATING[n], strict=True))]
        self.occ: list[Fig | None] = [None] * (B.SIZE * B.SIZE)  # the standing figure on each square (§3)
        self.downed: dict[int, list[Fig]] = {}
        self.ball, self.carrier = B.CENTRE, None
        self.fire: Counter = Counter()
        self.walls: set[tuple[int, int]] = set()
        self.points: dict[int, int] = {}  # Warpstone's minor-scoring markers: square -> placing team (§25.3)
        self.deck: list[str] = []
        self.discard: list[str] = []
        if not 0 <= first < n:
            raise ValueError(f"§12.8: the first player is one of the {n} teams, not seat {first}")
        self.period, self.first, self.active, self.turn_no = 1, first, first, 0
        self.sudden_death = 0
        self.events: list[dict] = []
        self.reacted = False
        self.scatter_active = False
        self.stimmed: set[int] = set()  # teams that played Stim Pack! in the contest being resolved
        self.seen: str | None = None  # the opponent's card shown face up by Illegal Scouting
        self.ending = ""
        self.playing: list[int] = list(range(n))  # teams taking turns (only the tied leaders in sudden death)
        self._power_play: Fig | None = None
        self._booted: Fig | None = None

    # ---- logging and the dice --------------------------------------------------------------------------

    def log(self, t: str, **kw) -> None:
        kw["t"] = t
        kw.setdefault("period", self.period)
        self.events.append(kw)

    def tie_die(self, side: Side, why: str) -> int:
        """§20.1, §21.3: the tie die (faces: data.TIE_DIE_FACES)."""
        result = D.TIE_DIE_FACES[self.dice.roll(len(D.TIE_DIE_FACES), why) - 1]
        self.log("tie_die", team=side.idx, result=result, why=why)
        return result

    def shuffle(self, cards: list[str], why: str) -> list[str]:
        cards = list(cards)
        for i in range(len(cards) - 1, 0, -1):
            j = self.dice.roll(i + 1, why) - 1
            cards[i], cards[j] = cards[j], cards[i]
        return cards

    # ---- reading the board -----------------------------------------------------------------------------

    def in_play(self) -> list[Side]:
        return [s for s in self.sides if not s.out]

    def enemies(self, team: int) -> list[Side]:
        return [s for s in self.sides if s.idx != team and not s.out]

    def standing_enemies(self, team: int) -> list[Fig]:
        return [f for s in self.enemies(team) for f in s.figs if f.standing]

    def walled(self, a: int, b: int) -> bool:
        return bool(self.walls) and B.edge(a, b) in self.walls

    def killzone(self, fig: Fig, at: int | None = None) -> tuple[int, ...] | list[int]:
        """The squares of a figure's killzone (§7): the four sides, all eight for Amazons (§28.1); walls block
        it (§25.2), and a diagonal over a wall's corner."""
        s = fig.sq if at is None else at
        amazon = self.sides[fig.team].ability == "diagonal_killzone"
        if not self.walls:
            return B.ALL_ADJ[s] if amazon else B.ADJ[s]
        zone = [n for n in B.ADJ[s] if not self.walled(s, n)]
        if amazon:
            sx, sy = B.xy(s)
            for d in B.DIAG_ADJ[s]:
                dx, dy = B.xy(d)
                corners = (B.sq(dx, sy), B.sq(sx, dy))
                if self.walls and any(c in B.VALID and (self.walled(s, c) or self.walled(c, d)) for c in corners):
                    continue
                zone.append(d)
        return zone

    def allowance(self, fig: Fig, action: str, *, hustle: bool = False) -> int:
        side = self.sides[fig.team]
        n = MOVE[action] + side.tiles["speed_training"] + (3 if fig.ringer == "the_dragon" else 0)  # §28.2, §28.3
        return n * 2 if hustle else n  # Hustle!: twice as far (§28.5 UNCLEAR: the whole allowance)

    def can_step(self, fig: Fig, a: int, b: int) -> bool:
        """May `fig` move from a to the adjacent b (§16)? Spectre passes through figures and walls (§28.3)."""
        if self.walled(a, b) and fig.ringer != "spectre":
            return False
        return self.occ[b] is None or fig.ringer == "spectre"

    def reach(self, fig: Fig, steps: int) -> Reach:
        """Every square `fig` can end a move on within `steps` (BFS), mapped to the square it came from; plans
        avoid fire, though the rules do not forbid entering it (§25.1). Spectre's paths may pass through
        figures (kept in `.links`), never end on one."""
        start = fig.sq
        spectre = fig.ringer == "spectre"
        links, dist = ({start: -1} if spectre else Reach({start: -1})), {start: 0}
        occ, walls, fire, adj = self.occ, self.walls, self.fire, B.ADJ
        frontier = [start]
        for d in range(1, steps + 1):
            nxt = []
            for a in frontier:
                for b in adj[a]:
                    if b in links or (fire and fire.get(b)):
                        continue
                    if not spectre and (occ[b] is not None or (walls and B.edge(a, b) in walls)):
                        continue
                    links[b] = a
                    dist[b] = d
                    nxt.append(b)
            frontier = nxt
        ends = Reach((s, p) for s, p in links.items() if s == start or occ[s] is None) if spectre else links
        ends.links, ends.dist = links, dist
        return ends

    @staticmethod
    def path_to(reach: dict[int, int], end: int) -> list[int]:
        links = getattr(reach, "links", reach)
        path = []
        while links.get(end, -1) != -1:
            path.append(end)
            end = links[end]
        return path[::-1]

    def spot_points(self, side: Side, s: int) -> int:
        """What a scorer of `side` standing on `s` scores (§14.1, §21.1, §25.3): 0 off its spots."""
        if s == side.seat.major:
            return D.MAJOR_POINTS
        if s in B.MINOR_SPOTS or self.points.get(s) == side.idx:
            return D.minor_points(self.period)
        return 0

    # ---- moving figures and the ball -------------------------------------------------------------------

    def place(self, fig: Fig, s: int) -> None:
        fig.where, fig.sq, fig.down = "pitch", s, False
        self.occ[s] = fig

    def _lift(self, fig: Fig) -> None:
        if fig.down:
            self.downed[fig.sq].remove(fig)
            if not self.downed[fig.sq]:
                del self.downed[fig.sq]
        elif fig.sq >= 0 and self.occ[fig.sq] is fig:
            self.occ[fig.sq] = None

    def move_to(self, fig: Fig, s: int, *, why: str = "move") -> None:
        """Move a standing figure one square (or a push/follow-up); fire burns whoever moves in (§25.1)."""
        self.occ[fig.sq] = None
        fig.sq = s
        self.occ[s] = fig
        if self.fire.get(s):
            self.log("fire", fig=fig.id, square=B.name(s), damage=self.fire[s])
            self.damage(fig, self.fire[s], by=None, unpreventable=False)

    def off_pitch(self, fig: Fig, where: str) -> None:
        """Bench, trophy or box (§9): the ball it carried stays on its square (§20.4 UNCLEAR)."""
        if fig is self.carrier:
            self.drop_ball(fig.sq)
        self._lift(fig)
        fig.where, fig.sq, fig.down = where, -1, False
        if where == "bench":
            fig.dmg = 0  # medical care (§9)

    def drop_ball(self, s: int) -> None:
        self.carrier, self.ball = None, s
        self.log("ball_loose", square=B.name(s))

    def give_ball(self, fig: Fig, why: str) -> None:
        self.carrier, self.ball = fig, -1
        self.log("ball", fig=fig.id, why=why)

    def ball_square(self) -> int:
        return self.carrier.sq if self.carrier else self.ball

    def knock_down(self, fig: Fig, why: str) -> None:
        side = self.sides[fig.team]
        if (fig.kind == D.BRUISER and side.tiles["brick"] and fig.hp - fig.dmg > 1
                and self.bots[fig.team].use_brick(self, side, fig)):
            self.log("brick", fig=fig.id)  # 1 unpreventable damage instead (§28.2)
            self.damage(fig, 1, by=None, unpreventable=True)
            return
        if fig is self.carrier:
            self.drop_ball(fig.sq)
        self.occ[fig.sq] = None
        fig.down = True
        self.downed.setdefault(fig.sq, []).append(fig)
        self.log("knocked_down", fig=fig.id, why=why)

    def damage(self, fig: Fig, amount: int, *, by: Side | None, unpreventable: bool = False,
               butcher: bool = False) -> None:
        """Damage markers; at hit points the figure dies, a trophy for the team that caused it (§9)."""
        side = self.sides[fig.team]
        if amount > 0 and not unpreventable and side.tiles["hardy"] and not side.hardy_used:
            side.hardy_used = True  # the first damage each turn is cancelled (§28.2, read as 1 point)
            amount -= 1
            self.log("hardy", fig=fig.id)
        if amount <= 0 or fig.where != "pitch":
            return
        fig.dmg += amount
        self.log("damage", fig=fig.id, amount=amount, by=None if by is None else by.idx)
        if by is not None and by.tiles["hate"]:
            self.add_vp(by, by.tiles["hate"], "hate")  # §28.2: 1 VP per damaging or killing blow
        if fig.dmg >= fig.hp or butcher:
            self.kill(fig, by)

    def kill(self, fig: Fig, by: Side | None) -> None:
        if by is None:
            self.off_pitch(fig, "box")  # nobody gets the credit (§9, §25.1)
            self.log("dies", fig=fig.id, by=None)
        else:
            self.off_pitch(fig, "dead")
            by.kills.append(fig.id)
            self.log("dies", fig=fig.id, by=by.idx)

    def heal(self, fig: Fig, amount: int, why: str) -> None:
        if fig.dmg and fig.where == "pitch":
            fig.dmg = max(0, fig.dmg - amount)
            self.log("heal", fig=fig.id, why=why)

    def add_vp(self, side: Side, amount: int, why: str) -> None:
        before = side.vp
        side.vp = max(0, side.vp + amount)  # the score track starts at 0 (docs/decisions.md)
        if side.vp != before:
            self.log("vp", team=side.idx, amount=side.vp - before, why=why, vp=side.vp)

    # ---- cards ----------------------------------------------------------------------------------------

    def draw_to_seven(self, side: Side) -> None:
        """§19: draw up to 7; an empty deck is the discard pile shuffled; both empty, nothing."""
        while len(side.hand) < D.HAND_SIZE:
            if not self.deck:
                if not self.discard:
                    return
                self.deck, self.discard = self.shuffle(self.discard, "§19 reshuffle the discard pile"), []
            side.hand.append(self.deck.pop())

    def burn(self, side: Side, card: str) -> None:
        side.hand.remove(card)
        side.burnt.append(card)
        c = D.CARD[card]
        if c.kind == D.ENERGY and card != "upset":
            side.burnt_numbers.add(c.value)

    def card_value(self, side: Side, card: str | None) -> tuple[int, bool]:
        """(value, live) of a card played in a contest (§20.2): a live energy card counts its number; a
        second of the same number this period is dead; tactic and cheat cards are dead but Booster Bru (+6)."""
        if card is None:
            return 0, False
        c = D.CARD[card]
        if card == "booster_bru":
            return 6, True
        if c.kind != D.ENERGY:
            return 0, False
        if card == "upset":
            return 3, True  # Upset! is live and counts as a 3 (§28.4 UNCLEAR)
        return c.value, c.value not in side.burnt_numbers

    # ---- contests (§20) -------------------------------------------------------------------------------

    def contest(self, starter: Fig, target: Fig, kind: str, *, warped: bool = False) -> tuple[bool, int]:
        """Both sides play a card face down; totals with the team's stat; a tie goes to the tie die, rolled by
        the active player for their own total. Returns (starter won, margin — the damage an attack deals).
        Stim Pack! and Pain / Gain come first; Kaos Warp may cancel the result and start a new contest."""
        a, d = self.sides[starter.team], self.sides[target.team]
        if target.ringer == "panda_monium" and not warped:
            self.add_vp(a, -1, "panda_monium")  # §28.3
        self.stimmed = set()
        bonus = {a.idx: 0, d.idx: 0}
        for side, mine, theirs in ((a, starter, target), (d, target, starter)):
            bot = self.bots[side.idx]
            if "stim_pack" in side.hand and bot.stim_pack(self, side, kind, mine, theirs):
                self.burn(side, "stim_pack")  # §28.6: a starred energy card counts double
                self.stimmed.add(side.idx)
                self.log("cheat", team=side.idx, card="stim_pack", target=theirs.id)
            if (side.tiles["pain_gain"] and mine.dmg == 0 and mine.hp > 1
                    and bot.pain_gain(self, side, kind, mine, theirs)):
                self.log("pain_gain", fig=mine.id)  # §28.2 (UNCLEAR: the figure in the contest)
                self.damage(mine, 1, by=None, unpreventable=True)
                bonus[side.idx] = 1
        scout = None
        for side, mine, theirs in ((a, starter, target), (d, target, starter)):
            if ("illegal_scouting" in side.hand and scout is None
                    and self.bots[side.idx].illegal_scouting(self, side, kind, mine, theirs)):
                self.burn(side, "illegal_scouting")  # §28.6: the opponent shows its card first
                self.log("cheat", team=side.idx, card="illegal_scouting", target=theirs.id)
                scout = side
        self.seen = None
        if scout is d:
            ca = self.bots[a.idx].contest_card(self, a, kind, starter, target, True)
            self.seen = ca
            cd = self.bots[d.idx].contest_card(self, d, kind, target, starter, False)
        else:
            cd = self.bots[d.idx].contest_card(self, d, kind, target, starter, False) if scout is a else None
            self.seen = cd
            ca = self.bots[a.idx].contest_card(self, a, kind, starter, target, True)
            if scout is not a:
                cd = self.bots[d.idx].contest_card(self, d, kind, target, starter, False)
        self.seen = None
        va, la = self.card_value(a, ca)
        vd, ld = self.card_value(d, cd)
        if a.idx in self.stimmed and ca and D.CARD[ca].star and la:
            va *= 2
        if d.idx in self.stimmed and cd and D.CARD[cd].star and ld:
            vd *= 2
        self.stimmed = set()
        stat = {STEAL: "steal", TACKLE: "tackle", ATTACK: "attack"}[kind]
        ta, td = va + a.info.stat(stat) + bonus[a.idx], vd + d.info.stat(stat) + bonus[d.idx]
        upset_a = ca == "upset" and cd != "upset" and (not ld or vd >= 4)
        upset_d = cd == "upset" and ca != "upset" and (not la or va >= 4)
        if upset_a or upset_d:
            won, margin, how = upset_a, 3, "upset"  # §28.4: wins automatically, as a 3
        elif la != ld:
            won, margin, how = la, (va if la else vd), "dead card"  # the live card wins (§20.2, §20.4)
        else:
            if not la:  # both dead: stats only (§20.2)
                ta, td = a.info.stat(stat) + bonus[a.idx], d.info.stat(stat) + bonus[d.idx]
            how = "totals"
            if ta == td:
                roller = a if self.active == a.idx else d
                r = self.tie_die(roller, f"§20.1 tie in a {kind}")
                if r < 0 and roller.tiles["lucky"]:
                    r = self.tie_die(roller, "§28.2 Lucky re-roll")  # once, the second result stands
                if roller is a:
                    ta += r
                else:
                    td += r
                how = "tie die"
            won, margin = ta > td, abs(ta - td)
        self.log("contest", kind=kind, starter=starter.id, target=target.id, cards=[ca, cd], totals=[ta, td],
                 won=won, how=how)
        loser, lost_fig, winner_fig = (d, target, starter) if won else (a, starter, target)
        if ("kaos_warp" in loser.hand and not warped
                and self.bots[loser.idx].kaos_warp(self, loser, kind, lost_fig, winner_fig)):
            self.burn(loser, "kaos_warp")  # §28.6: cancel the result, discard the cards, a new contest
            self.log("cheat", team=loser.idx, card="kaos_warp", target=winner_fig.id)
            for side, card in ((a, ca), (d, cd)):
                if card is not None:
                    side.hand.remove(card)
                    self.discard.append(card)  # discarded, not burnt (§28.6 UNCLEAR)
            if not (starter.standing and target.standing):
                return False, 0
            return self.contest(starter, target, kind, warped=True)
        for side, card in ((a, ca), (d, cd)):
            if card is not None:
                self.burn(side, card)
        return won, margin

    def steal(self, starter: Fig, target: Fig) -> bool:
        won, _ = self.contest(starter, target, STEAL)
        if won and target is self.carrier and starter.standing:
            self.give_ball(starter, "steal")
        return won

    def tackle(self, starter: Fig, target: Fig) -> bool:
        """§20.4: the winner knocks the target down (and may follow up onto its square to take the ball), or the
        target pushes the loser one square, or knocks it down where it cannot be pushed."""
        a = self.sides[starter.team]
        won, _ = self.contest(starter, target, TACKLE)
        if won:
            carried = target is self.carrier
            at = target.sq
            self.knock_down(target, "tackle")
            if a.tiles["pile_driver"]:
                self.add_vp(a, a.tiles["pile_driver"], "pile_driver")
            if a.ability == "vampirism":
                self.heal(starter, 1, "vampirism")
            if carried and target.down and starter.standing and self.occ[at] is None:
                self.move_to(starter, at, why="follow-up")
                if starter.standing:
                    self.give_ball(starter, "follow-up")
        elif starter.standing and target.standing:
            squares = [s for s in B.ADJ[starter.sq]
                       if self.occ[s] is None and not self.walled(starter.sq, s)]
            if squares:
                to = self.bots[target.team].push_square(self, self.sides[target.team], starter, squares)
                self.log("push", fig=starter.id, square=B.name(to))
                self.move_to(starter, to, why="push")
            else:
                self.knock_down(starter, "tackle lost and nowhere to be pushed")
        return won

    def attack(self, starter: Fig, target: Fig) -> bool:
        a, d = self.sides[starter.team], self.sides[target.team]
        won, margin = self.contest(starter, target, ATTACK)
        if won:
            if a.ability == "vampirism":
                self.heal(starter, 1, "vampirism")
            self.damage(target, max(margin, 1), by=a, butcher=starter.ringer == "the_butcher")
        else:
            self.damage(starter, 1, by=d)  # the attacker takes 1 damage whatever the cards (§20.4)
        return won

    # ---- activation (§15-§18) -------------------------------------------------------------------------

    def activate(self, act: Activation, *, hustle: bool = False) -> None:
        fig, side = act.fig, self.sides[act.fig.team]
        if not fig.standing or act.action not in MOVE:
            return
        if act.action != SPRINT and not fig.can_fight:
            act.action = SPRINT  # a runner only sprints (§15)
        self.log("activate", fig=fig.id, action=act.action, square=B.name(fig.sq))
        if side.ability == "stomp" and act.stomp:
            self.stomp(fig)
        left = self.allowance(fig, act.action, hustle=hustle)
        self.reacted = False
        picked = False
        for s in act.path:
            if left <= 0 or s not in B.ADJ[fig.sq] or not self.can_step(fig, fig.sq, s):
                break
            if self.occ[s] is not None and (s == act.path[-1] or left == 1):
                break  # Spectre moves through figures but never stops on one (§28.3)
            prev = fig.sq
            if self.occ[prev] is fig:
                self.occ[prev] = None
            fig.sq = s
            left -= 1
            if self.occ[s] is not None:
                continue  # Spectre passing through a figure's square: she never occupies it
            self.occ[s] = fig
            if self.fire.get(s):
                self.log("fire", fig=fig.id, square=B.name(s), damage=self.fire[s])
                self.damage(fig, self.fire[s], by=None)
                if not fig.standing:
                    return
            self.bzzzzt(fig, prev, s)
            if not fig.standing:
                return
            if self.carrier is None and self.ball == s and act.pickup:
                self.give_ball(fig, "pick up")  # picking up ends the move and the action (§17)
                picked = True
                break
            if not self.reacted:
                self.reactions(fig, prev, s)
                if not fig.standing:
                    return
        if self.occ[fig.sq] is not fig:  # a Spectre that could not finish its move on an empty square
            self._settle_spectre(fig)
        if picked:
            self.after_activation(fig)
            return
        if act.action == SPRINT and act.handoff is not None and fig is self.carrier:
            self.hand_off(fig, act.handoff)
        target = act.target
        if target is not None and target.standing and target.team != fig.team and fig.standing:
            if target.sq in self.killzone(fig):
                if act.action == SPRINT and fig.can_score and target is self.carrier:
                    self.steal(fig, target)
                elif act.action == TACKLE:
                    self.tackle(fig, target)
                elif act.action == ATTACK:
                    self.attack(fig, target)
        self.after_activation(fig)

    def _settle_spectre(self, fig: Fig) -> None:
        # Walk back along nothing: put her on the nearest empty square (only reached if a plan was cut short).
        for s in [fig.sq, *B.ADJ[fig.sq]]:
            if self.occ[s] is None:
                fig.sq = s
                self.occ[s] = fig
                return
        for s in B.SQUARES:
            if self.occ[s] is None:
                fig.sq = s
                self.occ[s] = fig
                return

    def hand_off(self, fig: Fig, mate: Fig) -> None:
        """§17: a free hand-off to a standing teammate in the mate's killzone (one square further with Relay
        Training, §28.2); only during a Sprint."""
        side = self.sides[fig.team]
        if not mate.standing or mate.team != fig.team or mate is fig:
            return
        reach = 1 + side.tiles["relay_training"]
        near = fig.sq in self.killzone(mate) or (reach > 1 and B.distance(fig.sq, mate.sq) <= reach)
        if near:
            self.give_ball(mate, "hand-off")

    def after_activation(self, fig: Fig) -> None:
        side = self.sides[fig.team]
        if side.ability == "scorch" and fig.standing:
            self.scorch(fig)

    def stomp(self, ogre: Fig) -> None:
        """§28.1: push every adjacent standing enemy one square straight back; one that cannot go stays
        (UNCLEAR: docs/decisions.md). Being pushed triggers no reaction (§18)."""
        ox, oy = B.xy(ogre.sq)
        for s in B.ADJ[ogre.sq]:
            enemy = self.occ[s]
            if enemy is None or enemy.team == ogre.team or self.walled(ogre.sq, s):
                continue
            ex, ey = B.xy(s)
            tx, ty = ex + (ex - ox), ey + (ey - oy)
            if B.on_pitch(tx, ty) and self.occ[B.sq(tx, ty)] is None and not self.walled(s, B.sq(tx, ty)):
                self.log("stomp", fig=enemy.id, square=B.name(B.sq(tx, ty)))
                self.move_to(enemy, B.sq(tx, ty), why="stomp")

    def scorch(self, daemon: Fig) -> None:
        """§28.1: 1 damage to every enemy in the Daemon's killzone; each opponent may block the damage to its
        own figures by burning an energy card of 3 or higher (UNCLEAR: per opponent)."""
        zone = self.killzone(daemon)
        hit = [self.occ[s] for s in zone if self.occ[s] is not None and self.occ[s].team != daemon.team]
        by_team: dict[int, list[Fig]] = {}
        for f in hit:
            by_team.setdefault(f.team, []).append(f)
        for team, figs in by_team.items():
            side = self.sides[team]
            block = self.bots[team].block_scorch(self, side, figs)
            if block is not None and block in side.hand and (D.CARD[block].kind == D.ENERGY
                                                             and (D.CARD[block].value or 0) >= 3):
                self.burn(side, block)
                self.log("scorch_blocked", team=team, card=block)
                continue
            self.log("scorch", fig=daemon.id, targets=[f.id for f in figs])
            for f in figs:
                self.damage(f, 1, by=self.sides[daemon.team])

    def bzzzzt(self, mover: Fig, prev: int, now: int) -> None:
        """§28.6 Bzzzzt!: an enemy entering the killzone of any of your figures takes 1 unpreventable damage."""
        for side in self.enemies(mover.team):
            if "bzzzzt" not in side.hand:
                continue
            entered = any(f.standing and now in self.killzone(f) and prev not in self.killzone(f) for f in side.figs)
            if entered and self.bots[side.idx].bzzzzt(self, side, mover):
                self.burn(side, "bzzzzt")
                self.log("cheat", team=side.idx, card="bzzzzt", target=mover.id)
                self.damage(mover, 1, by=side, unpreventable=True)
                return

    def reactions(self, mover: Fig, prev: int, now: int) -> None:
        """§18: entering an enemy's killzone, a bruiser or ringer may tackle or attack the mover, a runner or
        ringer steal the ball it carries; one reaction per turn, the active player offering it team by team.
        Knocked-down figures do not react (§18 UNCLEAR)."""
        offers = []
        for side in self.enemies(mover.team):
            options = []
            for f in side.figs:
                if not f.standing:
                    continue
                zone = self.killzone(f)
                if now not in zone or prev in zone:
                    continue
                may_fight = f.can_fight and not self.scatter_active and mover.ringer != "panther"
                if may_fight:
                    options += [(f, TACKLE), (f, ATTACK)]
                if f.can_score and mover is self.carrier:
                    options.append((f, STEAL))
            if options:
                offers.append((side, options))
        for side, options in offers:
            choice = self.bots[side.idx].react(self, side, mover, options)
            if choice is None:
                continue
            f, kind = choice
            self.reacted = True
            self.log("reaction", fig=f.id, kind=kind, against=mover.id)
            {STEAL: self.steal, TACKLE: self.tackle, ATTACK: self.attack}[kind](f, mover)
            return

    # ---- tactic cards (§14.2, §28.5) and Boot to the Head (§28.6) ----------------------------------------

    def play_tactic(self, side: Side, plan: TurnPlan) -> bool:
        """Play a tactic card: its effect, then (for most) an activation. False if it could not be played."""
        card = plan.card
        if card not in side.hand or D.CARD[card].kind != D.TACTIC:
            return False
        empty = [s for s in plan.squares if s in B.VALID and self.occ[s] is None and s not in self.downed]
        if card == "hail_mary_play":
            bench = [f for f in side.bench() if f.kind != D.RINGER]
            if len(side.on_pitch()) >= D.FIGURES_ON_PITCH or not bench or not empty:
                return False
        if card == "rain_of_fire":
            spots = [s for s in empty if s not in B.SCORING and s != self.ball_square()]
            if len(set(spots)) < 2:
                return False
        if card == "warpstone":
            spots = [s for s in empty if s in B.MIDFIELD and s not in B.SCORING and s not in self.points
                     and s != self.ball_square()]
            if not spots:
                return False
        if card == "wall_of_stone" and len({B.edge(a, b) for a, b in plan.walls if b in B.ADJ.get(a, ())}) < 2:
            return False
        if card == "huddle" and len(side.hand) < 4:
            return False
        for other in self.enemies(side.idx):
            if "kaos_rule" in other.hand and self.bots[other.idx].kaos_rule(self, other, card):
                self.burn(other, "kaos_rule")  # §28.6: cancel the card and discard it (not burnt)
                side.hand.remove(card)
                self.discard.append(card)
                self.log("cheat", team=other.idx, card="kaos_rule", target=card)
                act = plan.activation if card != "hail_mary_play" else None
                act = act or self.bots[side.idx].plan_turn_without_cards(self, side)
                if act is not None:  # the opponent may then activate a figure (§28.6; §11 says "must")
                    self.activate(act)
                return True
        self.burn(side, card)
        self.log("tactic", team=side.idx, card=card)
        hustle = False
        if card == "hail_mary_play":
            fig = bench[0]
            runner = next((f for f in bench if f.kind == D.RUNNER), None)
            fig = runner or fig
            self.place(fig, empty[0])
            self.log("hail_mary", fig=fig.id, square=B.name(empty[0]))
            plan.activation = self.bots[side.idx].plan_for(self, side, fig) or Activation(fig, SPRINT, [])
        elif card == "huddle":
            chosen = [c for c in plan.discard if c in side.hand][:3]
            for c in side.hand:
                if len(chosen) >= 3:
                    break
                if c not in chosen or chosen.count(c) < side.hand.count(c):
                    chosen.append(c)
            for c in chosen[:3]:
                side.hand.remove(c)
                self.discard.append(c)
            self.log("huddle", team=side.idx, discarded=chosen[:3])
            self.draw_to_seven(side)
        elif card == "hustle":
            hustle = True
        elif card == "power_play":
            if plan.activation is not None:
                self._power_play = plan.activation.fig
        elif card == "rain_of_fire":
            for s in list(dict.fromkeys(spots))[:2]:
                self.fire[s] += 1
                self.log("fire_marker", square=B.name(s))
        elif card == "warpstone":
            self.points[spots[0]] = side.idx
            self.log("point_marker", team=side.idx, square=B.name(spots[0]))
        elif card == "wall_of_stone":
            for e in list(dict.fromkeys(B.edge(a, b) for a, b in plan.walls if b in B.ADJ.get(a, ())))[:2]:
                self.walls.add(e)
                self.log("wall", between=[B.name(e[0]), B.name(e[1])])
        elif card == "scatter":
            self.scatter_active = True
            for fig, path in plan.scatter:
                if fig.kind == D.RUNNER and fig.team == side.idx and fig.standing:
                    self.walk(fig, path[:3])
            self.scatter_active = False
            return True  # Scatter! activates no figure
        if plan.activation is not None:
            self.activate(plan.activation, hustle=hustle)
        return True

    def walk(self, fig: Fig, path: list[int]) -> None:
        """A plain move (Scatter!): the figure may still suffer a steal reaction (§28.5)."""
        self.reacted = False
        for s in path:
            if not fig.standing or s not in B.ADJ[fig.sq] or not self.can_step(fig, fig.sq, s) or self.occ[s]:
                return
            prev = fig.sq
            self.move_to(fig, s)
            if fig.standing:
                self.bzzzzt(fig, prev, s)
            if fig.standing and not self.reacted:
                self.reactions(fig, prev, s)

    def boot_to_the_head(self, side: Side) -> None:
        if "boot_to_the_head" not in side.hand:
            return
        target = self.bots[side.idx].boot_target(self, side)
        if target is None or not target.standing or target.team == side.idx:
            return
        self.burn(side, "boot_to_the_head")
        self.log("cheat", team=side.idx, card="boot_to_the_head", target=target.id)
        self.knock_down(target, "boot to the head")
        if target.down:
            self.sides[target.team].ability_lost = True
            self._booted = target

    # ---- a turn (§14) and a period (§13, §21) ----------------------------------------------------------

    def turn(self, t: int) -> None:
        side = self.sides[t]
        self.active, self.turn_no = t, self.turn_no + 1
        for s in self.sides:
            s.hardy_used = False
        self.log("turn", team=t, turn=self.turn_no)
        for f in side.figs:
            if f.ringer == "t_bone" and f.where == "pitch":
                self.heal(f, f.dmg, "t_bone")  # §28.3
        self.boot_to_the_head(side)
        self.start_of_turn_scoring(side)
        self.check_knockout()
        plan = self.bots[t].plan_turn(self, side)
        played = plan.card is not None and self.play_tactic(side, plan)
        if not played and plan.activation is not None:
            self.activate(plan.activation)
        if self._power_play is not None:
            self._power_play.dmg = 0 if self._power_play.where == "pitch" else self._power_play.dmg
            self.log("power_play", fig=self._power_play.id)
            self._power_play = None
        if self._booted is not None:
            booted = self._booted
            self._booted = None
            self.sides[booted.team].ability_lost = False
            if booted.down and booted.where == "pitch":
                self.stand_up(booted)
        self.draw_to_seven(side)
        self.check_knockout()

    def stand_up(self, fig: Fig) -> None:
        if self.occ[fig.sq] is None:
            self.downed[fig.sq].remove(fig)
            if not self.downed[fig.sq]:
                del self.downed[fig.sq]
            fig.down = False
            self.occ[fig.sq] = fig

    def start_of_turn_scoring(self, side: Side) -> None:
        """§14.1: a carrier of yours holding the ball on a minor spot scores the period's number, on your
        major spot 5."""
        c = self.carrier
        if c is not None and c.team == side.idx and c.can_score and c.standing:
            points = self.spot_points(side, c.sq)
            if points:
                self.add_vp(side, points, "start-of-turn scoring")

    def play_period(self) -> None:
        order = [(self.first + i) % len(self.sides) for i in range(len(self.sides))]
        order = [t for t in order if t in self.playing]
        self.log("period", number=self.period, first=self.first)
        for t in order:  # Celerity (§28.2)
            side = self.sides[t]
            if side.tiles["celerity"] and not side.out:
                act = self.bots[t].extra_activation(self, side, (D.RUNNER, D.BRUISER))
                if act is not None:
                    self.log("celerity", team=t)
                    self.activate(act)
        bell_left: set[int] | None = None
        turns = 0
        i = 0
        while True:
            t = order[i % len(order)]
            i += 1
            if self.sides[t].out:
                if all(self.sides[x].out for x in order):
                    break
                continue
            self.turn(t)
            turns += 1
            if bell_left is not None:
                bell_left.discard(t)
                if not bell_left:
                    break
            elif len(self.sides[t].burnt) >= D.BELL_BURNT_CARDS:
                bell_left = {x for x in order if x != t and not self.sides[x].out}
                self.log("bell", team=t)
                if not bell_left:
                    break
            if turns >= TURN_CAP_PER_TEAM * len(order):
                self.log("whistle", reason="turn cap")
                break
        for t in order:  # Last Stand (§28.2)
            side = self.sides[t]
            if side.tiles["last_stand"] and not side.out:
                act = self.bots[t].extra_activation(self, side, (D.BRUISER,))
                if act is not None:
                    self.log("last_stand", team=t)
                    self.active = t
                    self.activate(act)
        self.end_of_period()

    def end_of_period(self) -> None:
        for side in self.in_play():  # §21.1
            for f in side.figs:
                if f.can_score and f.standing:
                    points = self.spot_points(side, f.sq) * (2 if f.ringer == "macho_libre" else 1)
                    if points:
                        self.add_vp(side, points, "end-of-period scoring")
        self.check_knockout()
        order = [(self.first + i) % len(self.sides) for i in range(len(self.sides))]
        for t in order:  # §21.2 bribes, first player first
            side = self.sides[t]
            cheats = [c for c in side.burnt if D.CARD[c].kind == D.CHEAT]
            if side.out or not cheats:
                continue
            paid = max(0, min(self.bots[t].bribe(self, side, len(cheats)), side.cash, len(cheats)))
            for c in cheats[:paid]:
                side.burnt.remove(c)
                self.discard.append(c)
            if paid:
                side.cash -= paid
                self.log("bribe", team=t, cash=paid)
        for t in order:  # §21.3 foul rolls
            side = self.sides[t]
            if side.out:
                continue
            for c in [c for c in side.burnt if D.CARD[c].kind == D.CHEAT]:
                r = self.tie_die(side, f"§21.3 foul roll for {D.CARD[c].name}")
                if r > 0:
                    side.fouls = min(D.MAX_FOULS, side.fouls + r)
                    self.log("fouls", team=t, added=r, fouls=side.fouls)

    def kill_and_cheat_scoring(self, when: str) -> None:
        """§22.1: kill and cheat points by rank among the teams still in the match (§24.2)."""
        teams = self.in_play()
        points = S.kill_and_cheat_points([len(s.kills) for s in teams], [s.fouls for s in teams])
        for side, p in zip(teams, points, strict=True):
            if p:
                self.add_vp(side, p, f"kills and cheats ({when})")
        self.check_knockout()

    def prepare_next_period(self, *, halftime: bool) -> None:
        """§21.4 (and §22.3 at halftime): clear markers, ball to the centre, stand figures up, discard burnt
        cards and draw to 7, top up to 5 figures, pass the first-player marker, advance the period."""
        self.fire.clear()
        self.walls.clear()
        self.points.clear()
        self.carrier, self.ball = None, B.CENTRE
        if halftime:
            for side in self.in_play():
                for f in side.on_pitch():
                    self.off_pitch(f, "bench")  # fully healed (§22.3)
            self.carrier, self.ball = None, B.CENTRE
        else:
            for s, lying in list(self.downed.items()):
                crowded = self.occ[s] is not None or len(lying) > 1
                for f in list(lying):
                    if crowded:
                        self.off_pitch(f, "bench")  # §21.4 step 1 (UNCLEAR reading)
                    else:
                        self.stand_up(f)
        for side in self.sides:
            self.discard.extend(side.burnt)
            side.burnt = []
            side.burnt_numbers = set()
        for side in self.in_play():
            self.draw_to_seven(side)
        contenders = [side for side in self.in_play() if side.idx in self.playing]
        for side in self.in_play():
            if side not in contenders:
                for f in side.on_pitch():
                    self.off_pitch(f, "bench")  # a sudden-death playoff is for the tied leaders only (§23)
        doomed = [side for side in contenders if len(side.on_pitch()) + len(side.bench()) < D.FIGURES_ON_PITCH]
        for side in doomed:  # annihilated together: all at once, every team loses (§24.2)
            side.out = S.ANNIHILATED
            self.log("annihilated", team=side.idx)
        for side in doomed:
            self.remove_team(side)
        for side in contenders:
            if not side.out:
                self.replenish(side)
        self.first = self.next_first()
        self.period += 1

    def next_first(self) -> int:
        n = len(self.sides)
        for step in range(1, n + 1):
            t = (self.first + step) % n
            if not self.sides[t].out:
                return t
        return self.first

    def replenish(self, side: Side) -> None:
        """§21.4 step 3: 3 runners and 2 bruisers on the pitch at the start of every period, a ringer filling
        either place; short of one kind, the other fills in (UNCLEAR); fewer than 5 in all: annihilated."""
        pitch = side.on_pitch()
        bench = side.bench()
        need = {D.RUNNER: 3 - sum(f.role == D.RUNNER for f in pitch),
                D.BRUISER: 2 - sum(f.role == D.BRUISER for f in pitch)}
        missing = D.FIGURES_ON_PITCH - len(pitch)
        chosen: list[Fig] = []
        ringers = [f for f in bench if f.kind == D.RINGER]
        for f in ringers:
            if need[f.role] > 0 and len(chosen) < missing:
                chosen.append(f)
                need[f.role] -= 1
        for role in (D.RUNNER, D.BRUISER):
            for f in [f for f in bench if f.kind == role and f not in chosen]:
                if need[role] > 0 and len(chosen) < missing:
                    chosen.append(f)
                    need[role] -= 1
        for f in [f for f in bench if f.kind != D.RINGER and f not in chosen]:
            if len(chosen) < missing:
                chosen.append(f)
        for f in chosen:
            self.place(f, self.setup_square(side, f.role))
        self.log("set_up", team=side.idx, figures=[f.id for f in chosen])

    def setup_square(self, side: Side, role: str) -> int:
        marks = side.seat.circles if role == D.RUNNER else side.seat.squares
        for group in (marks, side.seat.line):
            for s in group:
                if self.occ[s] is None and s not in self.downed:
                    return s
        for s in sorted(B.SQUARES, key=lambda s: B.distance(s, side.seat.line[3])):
            if self.occ[s] is None:
                return s  # a full scrimmage line: any square of the board (§21.4)
        raise RuntimeError("no empty square on the pitch")

    def remove_team(self, side: Side) -> None:
        for f in side.on_pitch():
            self.off_pitch(f, "bench")
        left = self.in_play()
        if self.mode == S.HEAD_TO_HEAD or len(left) <= 1:
            self.ending = S.KNOCKOUT if side.out == S.KNOCKED_OUT else S.ANNIHILATION
            raise MatchOver
        if self.carrier is None and self.ball < 0:
            self.ball = B.CENTRE

    def check_knockout(self) -> None:
        """§24.1: a team 20 VP or more behind the team ranked just above it is out at once."""
        teams = self.in_play()
        if len(teams) < 2:
            return
        out = [teams[i] for i in S.knocked_out([s.vp for s in teams])]
        for side in out:
            side.out = S.KNOCKED_OUT
            self.log("knocked_out", team=side.idx, vp=side.vp)
        for side in out:
            self.remove_team(side)

    # ---- the whole match (§12, §13, §22, §23) ------------------------------------------------------------

    def setup(self) -> None:
        """§12: shuffle the deck and deal 7 to each team, the ball on the centre, 3 runners and 2 bruisers (and
        the fielded ringers in their places) on each scrimmage line."""
        self.deck = self.shuffle(D.deck(), "§12.4 shuffle the draw deck")
        for side in self.sides:
            self.draw_to_seven(side)
        for side in self.sides:
            self.replenish(side)
        self.log("setup", teams=[s.sheet.team for s in self.sides], seats=[s.seat.name for s in self.sides])

    def leaders(self) -> list[Side]:
        teams = [s for s in self.in_play() if s.idx in self.playing]
        best = max(s.vp for s in teams)
        return [s for s in teams if s.vp == best]

    def run(self) -> None:
        try:
            self.setup()
            for period in range(1, D.PERIODS + 1):
                self.play_period()
                if period == D.HALFTIME_AFTER:
                    self.kill_and_cheat_scoring("halftime")
                    for side in self.sides:
                        side.kills_halftime, side.fouls_halftime = len(side.kills), side.fouls
                if period < D.PERIODS:
                    self.prepare_next_period(halftime=period == D.HALFTIME_AFTER)
            self.kill_and_cheat_scoring("end of the game")
            self.ending = S.FULL_TIME
            while len(self.leaders()) > 1 and self.sudden_death < MAX_SUDDEN_DEATH:
                self.sudden_death += 1  # §23: set up as at halftime, one period, minor spots worth 4
                self.playing = [s.idx for s in self.leaders()]
                self.log("sudden_death", number=self.sudden_death, teams=list(self.playing))
                self.prepare_next_period(halftime=True)
                self.play_period()
                self.kill_and_cheat_scoring("sudden death")
                self.ending = S.SUDDEN_DEATH
        except MatchOver:
            pass
        self.log("end", ending=self.ending, vp=[s.vp for s in self.sides])

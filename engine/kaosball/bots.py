"""A scripted Kaosball coach: plain priorities, no look-ahead, no randomness of its own (the match's Dice shuffles
the deck, so the seed alone decides a match).

On its turn it scores or chases the ball: a carrier heads for the best scoring spot it can reach (its major spot,
else a minor spot), a loose ball is picked up, an enemy carrier is tackled or robbed; otherwise bruisers attack
the weakest enemy in reach, and near the bell runners park on scoring spots for end-of-period scoring (§21.1).
Tactic cards are played where they plainly help (§28.5); in a contest it plays its best live energy card.
"""

from __future__ import annotations

from engine.kaosball import board as B
from engine.kaosball.match import ATTACK, SPRINT, STEAL, TACKLE, Activation, Fig, KaosMatch, Reach, Side, TurnPlan
from engine.rulesets.kaosball import data as D


class ScriptedBot:
    def __init__(self, name: str = "scripted"):
        self.name = name

    # ---- the turn ------------------------------------------------------------------------------------

    def plan_turn(self, m: KaosMatch, side: Side) -> TurnPlan:
        best = self.best_activation(m, side)
        plan = self.tactic(m, side, best)
        if plan is not None:
            return plan
        return TurnPlan(activation=best[1] if best else None)

    def plan_turn_without_cards(self, m: KaosMatch, side: Side) -> Activation | None:
        best = self.best_activation(m, side)
        return best[1] if best else None

    def plan_for(self, m: KaosMatch, side: Side, fig: Fig) -> Activation | None:
        best = self.best_activation(m, side, only=fig)
        return best[1] if best else None

    def extra_activation(self, m: KaosMatch, side: Side, kinds: tuple[str, ...]) -> Activation | None:
        best = self.best_activation(m, side, kinds=kinds)
        return best[1] if best and best[0] > 1 else None

    def best_activation(self, m: KaosMatch, side: Side, *, kinds=None, only: Fig | None = None,
                        hustle: bool = False) -> tuple[float, Activation] | None:
        figs = [f for f in side.figs if f.standing and (kinds is None or f.kind in kinds)
                and (only is None or f is only)]
        if not figs:
            return None
        ball = m.ball_square()
        carrier = m.carrier
        near_bell = any(len(s.burnt) >= D.BELL_BURNT_CARDS - 2 for s in m.in_play())
        enemies = m.standing_enemies(side.idx)
        options: list[tuple[float, int, Activation]] = []
        order = 0

        def add(value: float, act: Activation) -> None:
            nonlocal order
            order += 1
            options.append((value, -order, act))

        for f in figs:
            sprint = m.reach(f, m.allowance(f, SPRINT, hustle=hustle))
            short = self._within(sprint, m.allowance(f, ATTACK, hustle=hustle)) if f.can_fight else None
            if f is carrier:
                here = m.spot_points(side, f.sq)
                best_q, best_v = None, here * 2.0
                for q in sprint:
                    v = m.spot_points(side, q) * 2.0
                    if v > best_v:
                        best_q, best_v = q, v
                if best_q is not None:
                    add(10 + best_v, Activation(f, SPRINT, m.path_to(sprint, best_q), pickup=False))
                elif not here:
                    to_major = B.DIST[side.seat.major]
                    q = min(sprint, key=lambda s: (to_major[s], s))
                    add(6, Activation(f, SPRINT, m.path_to(sprint, q), pickup=False))
                continue
            if carrier is None and f.can_score:
                if ball in sprint:
                    add(9 - 0.1 * sprint.dist[ball], Activation(f, SPRINT, m.path_to(sprint, ball)))
                else:
                    to_ball = B.DIST[ball]
                    q = min(sprint, key=lambda s: (to_ball[s], s))
                    add(2 - 0.1 * to_ball[q], Activation(f, SPRINT, m.path_to(sprint, q)))
            if carrier is not None and carrier.team != side.idx:
                for q in self._squares_against(m, f, carrier, sprint):
                    if f.can_score:
                        add(7, Activation(f, SPRINT, m.path_to(sprint, q), target=carrier, pickup=False))
                if f.can_fight:
                    for q in self._squares_against(m, f, carrier, short):
                        add(7.5, Activation(f, TACKLE, m.path_to(short, q), target=carrier, pickup=False))
            if f.can_fight:
                for g in enemies:
                    left = g.hp - g.dmg
                    for q in self._squares_against(m, f, g, short):
                        value = 3 + (2 if left <= 2 else 0) + (1 if g.can_score else 0) - 0.05 * short.dist[q]
                        add(value, Activation(f, ATTACK, m.path_to(short, q), target=g, pickup=False))
                        break
                if carrier is not None and carrier.team == side.idx and enemies:
                    # guard the carrier: stand between it and the nearest enemy
                    to_carrier = B.DIST[carrier.sq]
                    threat = min(enemies, key=lambda g: (to_carrier[g.sq], g.sq))
                    to_threat = B.DIST[threat.sq]
                    q = min(short, key=lambda s: (to_threat[s] + to_carrier[s], s))
                    add(1.5, Activation(f, SPRINT, m.path_to(short, q), pickup=False))
            if f.can_score and near_bell and m.spot_points(side, f.sq) == 0:
                spots = [q for q in sprint if m.spot_points(side, q) and q != ball]
                if spots:
                    q = max(spots, key=lambda s: (m.spot_points(side, s), -s))
                    add(4 + m.spot_points(side, q), Activation(f, SPRINT, m.path_to(sprint, q), pickup=False))
            if carrier is not None and carrier.team != side.idx and f.can_score:
                to_carrier = B.DIST[carrier.sq]
                q = min(sprint, key=lambda s: (to_carrier[s], s))
                add(1, Activation(f, SPRINT, m.path_to(sprint, q), pickup=False))
        if not options:
            return None
        value, _, act = max(options, key=lambda o: (o[0], o[1]))
        if act.target is not None:
            act.stomp = False  # an Ogre's stomp would push its own target out of reach (§28.1)
        return value, act

    @staticmethod
    def _within(reach: Reach, steps: int) -> Reach:
        """The part of a reach no more than `steps` squares away (BFS paths are shortest, so links still hold)."""
        near = Reach((s, p) for s, p in reach.items() if reach.dist[s] <= steps)
        near.links, near.dist = reach.links, reach.dist
        return near

    @staticmethod
    def _squares_against(m: KaosMatch, f: Fig, target: Fig, reach: Reach) -> list[int]:
        """Squares `f` can reach from which `target` stands in its killzone."""
        near = B.ADJ[target.sq] + B.DIAG_ADJ[target.sq]
        out = [q for q in near if q in reach and target.sq in m.killzone(f, at=q)]
        return sorted(out, key=lambda q: (reach.dist[q], q))

    # ---- tactic cards (§28.5) ------------------------------------------------------------------------

    def tactic(self, m: KaosMatch, side: Side, best) -> TurnPlan | None:
        hand = side.hand
        act = best[1] if best else None
        carrier = m.carrier
        if "hail_mary_play" in hand and len(side.on_pitch()) < D.FIGURES_ON_PITCH and any(
                f.kind != D.RINGER for f in side.bench()):
            target = m.ball_square() if carrier is None else side.seat.major
            squares = sorted((s for s in B.SQUARES if m.occ[s] is None and s not in m.downed),
                             key=lambda s: (B.distance(s, target), s))[:3]
            return TurnPlan(card="hail_mary_play", squares=squares)
        if carrier is not None and carrier.team == side.idx and carrier.standing:
            if "hustle" in hand and m.spot_points(side, carrier.sq) < D.MAJOR_POINTS:
                normal = m.reach(carrier, m.allowance(carrier, SPRINT))
                double = m.reach(carrier, m.allowance(carrier, SPRINT, hustle=True))
                if side.seat.major in double and side.seat.major not in normal:
                    return TurnPlan(card="hustle", activation=Activation(
                        carrier, SPRINT, m.path_to(double, side.seat.major), pickup=False))
            if ("warpstone" in hand and act is not None and act.fig is carrier and act.path
                    and m.spot_points(side, act.path[-1]) == 0 and act.path[-1] in B.MIDFIELD):
                return TurnPlan(card="warpstone", squares=[act.path[-1]], activation=act)
            if "wall_of_stone" in hand and m.spot_points(side, carrier.sq) and (act is None or act.fig is not carrier):
                walls = [(carrier.sq, n) for n in B.ADJ[carrier.sq] if not m.walled(carrier.sq, n)][:2]
                if len(walls) == 2:
                    return TurnPlan(card="wall_of_stone", walls=walls, activation=act)
        if carrier is not None and carrier.team != side.idx and "rain_of_fire" in hand:
            squares = [s for s in B.ADJ[carrier.sq] if m.occ[s] is None and s not in m.downed
                       and s not in B.SCORING]
            if len(squares) >= 2:
                return TurnPlan(card="rain_of_fire", squares=squares[:2], activation=act)
        if "power_play" in hand and act is not None and act.fig.dmg:
            return TurnPlan(card="power_play", activation=act)
        live = [c for c in hand if m.card_value(side, c)[1]]
        if "huddle" in hand and len(live) <= 1 and len(hand) >= 4:
            junk = sorted(hand, key=lambda c: self._keep_value(m, side, c))
            junk.remove("huddle")
            return TurnPlan(card="huddle", discard=junk[:3], activation=act)
        near_bell = any(len(s.burnt) >= D.BELL_BURNT_CARDS - 1 for s in m.in_play())
        if "scatter" in hand and near_bell:
            paths = []
            taken: set[int] = set()
            for f in side.figs:
                if f.kind == D.RUNNER and f.standing and not m.spot_points(side, f.sq):
                    reach = m.reach(f, 3)
                    spots = [q for q in reach if m.spot_points(side, q) and q not in taken]
                    if spots:
                        q = max(spots, key=lambda s: (m.spot_points(side, s), -s))
                        taken.add(q)
                        paths.append((f, m.path_to(reach, q)))
            if paths:
                return TurnPlan(card="scatter", scatter=paths)
        return None

    # ---- contests and reactions (§18, §20) ----------------------------------------------------------

    @staticmethod
    def _keep_value(m: KaosMatch, side: Side, card: str) -> float:
        value, live = m.card_value(side, card)
        c = D.CARD[card]
        if card == "booster_bru":
            return 7
        if c.kind == D.TACTIC:
            return 2.5
        if c.kind == D.CHEAT:
            return 0.5
        return value if live else 0

    def contest_card(self, m: KaosMatch, side: Side, kind: str, mine: Fig, theirs: Fig, starting: bool):
        if not side.hand:
            return None
        important = self._important(m, kind, mine, theirs)
        live = sorted((m.card_value(side, c)[0], c) for c in side.hand
                      if m.card_value(side, c)[1] and c != "booster_bru")
        if m.seen is not None and live:  # Illegal Scouting: the cheapest card that beats the one shown
            other = m.sides[theirs.team]
            stat = {STEAL: "steal", TACKLE: "tackle", ATTACK: "attack"}[kind]
            shown, shown_live = m.card_value(other, m.seen)
            if not shown_live:
                return live[0][1]
            for value, card in live:
                if value + side.info.stat(stat) > shown + other.info.stat(stat):
                    return card
        if side.idx in m.stimmed:
            starred = [(v, c) for v, c in live if D.CARD[c].star]
            if starred:
                return starred[-1][1]
        if live:
            return live[-1][1] if starting or important else live[0][1]
        if important and "booster_bru" in side.hand:
            return "booster_bru"
        junk = sorted(side.hand, key=lambda c: (D.CARD[c].kind == D.CHEAT, c == "booster_bru",
                                                D.CARD[c].kind == D.ENERGY, c))
        return junk[0]

    @staticmethod
    def _important(m: KaosMatch, kind: str, mine: Fig, theirs: Fig) -> bool:
        return kind == STEAL or m.carrier in (mine, theirs) or (
            kind == ATTACK and min(mine.hp - mine.dmg, theirs.hp - theirs.dmg) <= 2)

    def stim_pack(self, m: KaosMatch, side: Side, kind: str, mine: Fig, theirs: Fig) -> bool:
        starred = [c for c in side.hand if D.CARD[c].star and m.card_value(side, c)[1]]
        return bool(starred) and self._important(m, kind, mine, theirs)

    def illegal_scouting(self, m: KaosMatch, side: Side, kind: str, mine: Fig, theirs: Fig) -> bool:
        return self._important(m, kind, mine, theirs)

    def pain_gain(self, m: KaosMatch, side: Side, kind: str, mine: Fig, theirs: Fig) -> bool:
        return mine.hp >= 3 and self._important(m, kind, mine, theirs)

    def kaos_warp(self, m: KaosMatch, side: Side, kind: str, mine: Fig, theirs: Fig) -> bool:
        return self._important(m, kind, mine, theirs)

    def bzzzzt(self, m: KaosMatch, side: Side, mover: Fig) -> bool:
        return mover is m.carrier or mover.hp - mover.dmg == 1

    def kaos_rule(self, m: KaosMatch, side: Side, card: str) -> bool:
        return card in ("hustle", "hail_mary_play", "warpstone", "power_play")

    def react(self, m: KaosMatch, side: Side, mover: Fig, options: list[tuple[Fig, str]]):
        strong = any(m.card_value(side, c)[1] and m.card_value(side, c)[0] >= 3 for c in side.hand)
        if mover is m.carrier:
            for wanted in (TACKLE, STEAL):
                for f, kind in options:
                    if kind == wanted:
                        return f, kind
        if strong:
            for f, kind in options:
                if kind == ATTACK:
                    return f, kind
        return None

    def push_square(self, m: KaosMatch, side: Side, fig: Fig, squares: list[int]) -> int:
        ball = m.ball_square()
        return max(squares, key=lambda s: (B.distance(s, ball), -s))

    def bribe(self, m: KaosMatch, side: Side, cheats: int) -> int:
        return min(cheats, side.cash)  # cash has no other use once the auction is over (§21.2)

    def block_scorch(self, m: KaosMatch, side: Side, figs: list[Fig]):
        cards = sorted((D.CARD[c].value, c) for c in side.hand
                       if D.CARD[c].kind == D.ENERGY and (D.CARD[c].value or 0) >= 3)
        if cards and (len(figs) >= 2 or any(f.hp - f.dmg <= 1 for f in figs)):
            return cards[0][1]
        return None

    def boot_target(self, m: KaosMatch, side: Side):
        c = m.carrier
        return c if c is not None and c.team != side.idx and c.standing else None

    def use_brick(self, m: KaosMatch, side: Side, fig: Fig) -> bool:
        return True

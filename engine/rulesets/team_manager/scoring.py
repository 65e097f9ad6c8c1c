"""The matchup scoring helper (rules/team-manager.md §9-§12): the players each manager committed to one
highlight or tournament, their cheat tokens revealed, the ball → each team's Power, the placings and the fans.

It follows the Scoring phase of one matchup (§12.1 a-d): reveal cheat tokens (Ejection first, then Fan Frenzy
flags, then Power, §12.2), Scoring-phase fans, the winner by total Power with the ball's +2 and the tie rules
(§12.3), and the fans among the rewards (§12.4). Cards gained as rewards are the table's business; only their
fans are counted. Tokens a table has not revealed yet can be drawn from the pool with seeded dice (§10.1).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from engine.breach import RuleBreach, gettext_noop
from engine.dice import Dice
from engine.rulesets.team_manager.data import QUICK_REFERENCE, TOKENS, cheat_pool

HIGHLIGHT, TOURNAMENT = "highlight", "tournament"
WIN, DRAW, LOSS, SECOND, DEFEAT = "win", "draw", "loss", "second", "defeat"
BALL_BONUS = QUICK_REFERENCE["ball_bonus"]


@dataclass(frozen=True, slots=True)
class Player:
    """One Player card in a matchup: Standing and Down Power (§5), whether it is down (§11), its Cheat symbols
    and the tokens revealed on it (§10.1, §12.2), whether it holds the ball (§10.2), and the fans its own
    Scoring-phase effect gains (e.g. "if this player is the ball carrier, gain 1 fan", §15.2)."""

    power: int
    down_power: int = 0
    down: bool = False
    cheats: int = 0  # Cheat symbols: tokens to draw when `tokens` is not given
    tokens: tuple[str, ...] | None = None  # keys of data.TOKENS, revealed
    ball: bool = False
    scoring_fans: int = 0
    name: str = ""


@dataclass(frozen=True, slots=True)
class Side:
    manager: object  # any id
    players: tuple[Player, ...]
    zone_fans: int = 0  # fans printed in this manager's team zone (highlights, §12.4)


@dataclass
class SideScore:
    manager: object
    power: int = 0
    token_power: int = 0
    ball: bool = False
    total: int = 0
    ejected: list[str] = field(default_factory=list)
    players_left: int = 0
    frenzy_fans: int = 0
    scoring_fans: int = 0
    reward_fans: int = 0
    result: str = ""
    tokens: list[str] = field(default_factory=list)

    @property
    def fans(self) -> int:
        return self.frenzy_fans + self.scoring_fans + self.reward_fans


@dataclass
class MatchupScore:
    kind: str
    sides: list[SideScore]
    breaches: list[RuleBreach]
    notes: list[str] = field(default_factory=list)

    def side(self, manager) -> SideScore:
        return next(s for s in self.sides if s.manager == manager)


def draw_tokens(count: int, *, dice: Dice, pool: Sequence[str] | None = None) -> tuple[list[str], list[str]]:
    """`count` tokens drawn face down at random from the pool (§10.1), each by one die as large as what is left;
    returns (drawn, pool left)."""
    left = list(cheat_pool() if pool is None else pool)
    drawn = []
    for _ in range(count):
        if not left:
            break
        drawn.append(left.pop(dice.roll(len(left), "cheat token drawn (§10.1)") - 1))
    return drawn, left


def check(kind: str, sides: Sequence[Side]) -> list[RuleBreach]:
    breaches = []
    if kind not in (HIGHLIGHT, TOURNAMENT):
        breaches.append(RuleBreach("§9.1", gettext_noop('a matchup is a highlight or a tournament, not {kind!r}', kind=kind)))
    managers = [s.manager for s in sides]
    if not sides:
        breaches.append(RuleBreach("§9.1", gettext_noop("a matchup needs at least one manager's players")))
    if len(set(managers)) != len(managers):
        breaches.append(RuleBreach("§9.4", gettext_noop('a manager plays in one team zone of a matchup, never in two')))
    if kind == HIGHLIGHT and len(sides) > QUICK_REFERENCE["managers_per_highlight"]:
        breaches.append(RuleBreach("§9.4", gettext_noop('no more than two managers take part in one highlight, not {n_sides}', n_sides=len(sides))))
    for side in sides:
        if not side.players:
            breaches.append(RuleBreach("§15.4", gettext_noop('manager {manager} has assigned no player to this matchup', manager=side.manager)))
        for player in side.players:
            if min(player.power, player.down_power, player.cheats, player.scoring_fans) < 0 or side.zone_fans < 0:
                breaches.append(RuleBreach("§12.3", gettext_noop('Power, Cheat symbols and fans are whole numbers of 0 or more')))
            if player.ball and player.down:
                breaches.append(RuleBreach("§11", gettext_noop('a down player drops the ball: he cannot be the ball carrier')))
            unknown = [t for t in player.tokens or () if t not in TOKENS]
            if unknown:
                breaches.append(RuleBreach("§12.2", gettext_noop('there is no cheat token {unknown}', unknown=', '.join(unknown))))
    if sum(1 for s in sides for p in s.players if p.ball) > 1:
        breaches.append(RuleBreach("§8.6", gettext_noop('a matchup has one ball token: only one player can be the ball carrier')))
    return breaches


def score_matchup(kind: str, sides: Sequence[Side], *, central_fans: int = 0, winner_fans: int = 0,
                  second_fans: int = 0, defeat_fans: int = 0, two_managers: bool = False,
                  first_manager_order: Sequence = (), dice: Dice | None = None) -> MatchupScore:
    """One matchup scored by §12. Highlights pay `zone_fans` per side and `central_fans` to the winner;
    tournaments pay `winner_fans` (trophy), `second_fans` (ribbon, none in a two-manager game, §16.1) and
    `defeat_fans`. `first_manager_order`: how the first manager ranks tied teams in a tournament with the
    ball at midfield (§12.3). Players with Cheat symbols and no revealed tokens draw them with `dice`."""
    breaches = check(kind, sides)
    if min(central_fans, winner_fans, second_fans, defeat_fans) < 0:
        breaches.append(RuleBreach("§12.4", gettext_noop('reward fans are whole numbers of 0 or more')))
    result = MatchupScore(kind, [], breaches)
    if breaches:
        return result
    pool = list(cheat_pool())
    for side in sides:
        score = SideScore(side.manager)
        for player in side.players:
            tokens = list(player.tokens) if player.tokens is not None else []
            if player.tokens is None and player.cheats:
                if dice is None:
                    result.breaches.append(RuleBreach("§10.1", gettext_noop('give the cheat tokens revealed, or dice to draw them')))
                    return result
                tokens, pool = draw_tokens(player.cheats, dice=dice, pool=pool)
            score.tokens += tokens
            faces = [TOKENS[t] for t in tokens]
            if any(f.ejection for f in faces):  # §12.2.1: ejected; its other tokens are discarded unresolved
                score.ejected.append(player.name or f"Power {player.power} player")
                continue
            score.players_left += 1
            score.frenzy_fans += sum(f.flags for f in faces)  # §12.2.2
            score.token_power += sum(f.power for f in faces)  # §12.2.3
            score.power += player.down_power if player.down else player.power
            score.scoring_fans += player.scoring_fans  # §12.1b
            score.ball = score.ball or player.ball
        score.total = score.power + score.token_power + (BALL_BONUS if score.ball else 0)
        result.sides.append(score)
    _place(result, two_managers=two_managers, first_manager_order=first_manager_order)
    if result.breaches:
        return result
    _reward(result, sides, central_fans=central_fans, winner_fans=winner_fans, second_fans=second_fans,
            defeat_fans=defeat_fans, two_managers=two_managers)
    return result


def _order(result: MatchupScore, first_manager_order: Sequence) -> list[SideScore] | None:
    """Sides from highest total (§12.3): a tie goes to the ball carrier; in a tournament with the ball at
    midfield the first manager ranks the tied teams; None for a highlight drawn at midfield."""
    ranked = sorted(result.sides, key=lambda s: (-s.total, not s.ball))
    for a, b in zip(ranked, ranked[1:], strict=False):
        if a.total != b.total or a.ball:
            continue
        if result.kind == HIGHLIGHT:
            return None
        order = list(first_manager_order)
        tied = [s for s in ranked if s.total == a.total]
        if any(s.manager not in order for s in tied):
            names = ", ".join(str(s.manager) for s in tied)
            result.breaches.append(RuleBreach("§12.3", gettext_noop('{names} are tied with the ball at midfield: the first manager decides which has the higher Power', names=names)))
            return ranked
        ranked.sort(key=lambda s: (-s.total, not s.ball, order.index(s.manager) if s.manager in order else 99))
        return ranked
    return ranked


def _place(result: MatchupScore, *, two_managers: bool, first_manager_order: Sequence) -> None:
    ranked = _order(result, first_manager_order)
    if ranked is None:  # a highlight tied at midfield is a draw (§12.3)
        for s in result.sides:
            s.result = DRAW
        result.notes.append("Tied with the ball at midfield: a draw, nobody takes the central reward (§12.3).")
        return
    if result.kind == HIGHLIGHT:
        for i, s in enumerate(ranked):
            s.result = WIN if i == 0 else LOSS
        return
    for i, s in enumerate(ranked):
        s.result = WIN if i == 0 else SECOND if i == 1 and not two_managers else DEFEAT


def _reward(result: MatchupScore, sides: Sequence[Side], *, central_fans, winner_fans, second_fans, defeat_fans,
            two_managers) -> None:
    """Fans among the rewards (§12.4): zone rewards need a player still there; a team alone takes every
    reward printed (in a two-manager tournament, not second place's: §16.1)."""
    zone = {s.manager: s.zone_fans for s in sides}
    alone = len(result.sides) == 1
    for s in result.sides:
        if result.kind == HIGHLIGHT:
            if alone:
                s.reward_fans = sum(zone.values()) + central_fans  # §12.4: every reward on the card
                result.notes.append("Alone in the highlight: every reward on the card (§12.4).")
            else:
                s.reward_fans = (zone[s.manager] if s.players_left else 0) + (central_fans if s.result == WIN else 0)
        elif alone:
            s.reward_fans = winner_fans + defeat_fans + (0 if two_managers else second_fans)
            result.notes.append("Alone in the tournament: every reward on the card (§12.4, §16.1).")
        elif s.players_left or s.result == WIN:
            s.reward_fans = {WIN: winner_fans, SECOND: second_fans, DEFEAT: defeat_fans}[s.result]


def results_by_manager(result: MatchupScore) -> Mapping:
    return {s.manager: s.result for s in result.sides}

"""Who may play whom in a Blitz Bowl league (§18.1, §18.2), and pairings generated round by round.

Every coach plays 10 league games. After two coaches meet, *each* must play a different coach
before they meet again: a pairing A–B is refused while B is A's latest opponent or A is B's.
A bye is not a game, so it does not count as "someone else". A league needs three coaches.

`plan_rounds` plans every remaining round at once (a depth-first search over the rounds, trying
the fullest rounds first) so that generating "the next round" never paints the league into a
corner where some coach cannot reach 10 games; with an odd number of coaches someone sits out.
Coaches are any hashable ids; `games` is the league's games so far, oldest first, as (a, b) pairs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence

from engine.blitz_bowl.breaches import BlitzRuleError, RuleBreach
from engine.breach import gettext_noop

GAMES_EACH = 10  # §18.2
MIN_COACHES = 3  # §18.1

Coach = Hashable
Game = tuple[Coach, Coach]


def _name(names: Mapping | None, coach: Coach) -> str:
    return str(names.get(coach, coach)) if names else str(coach)


def league_size_breach(coaches: Iterable[Coach]) -> RuleBreach | None:
    n = len(set(coaches))
    if n < MIN_COACHES:
        return RuleBreach("§18.1", gettext_noop('a Blitz Bowl league needs at least {min_coaches} coaches; it has {n}', min_coaches=MIN_COACHES, n=n))
    return None


def last_opponents(games: Iterable[Game]) -> dict[Coach, Coach]:
    last: dict[Coach, Coach] = {}
    for a, b in games:
        last[a], last[b] = b, a
    return last


def games_played(games: Iterable[Game]) -> Counter:
    played: Counter = Counter()
    for a, b in games:
        played[a] += 1
        played[b] += 1
    return played


def pairing_breaches(
    games: Sequence[Game], a: Coach, b: Coach, *, games_each: int = GAMES_EACH, names: Mapping | None = None
) -> list[RuleBreach]:
    """Why A may not play B next (empty: they may)."""
    if a == b:
        return [RuleBreach("§18.2", gettext_noop('{a} cannot play against themself', a=_name(names, a)))]
    breaches = []
    played = games_played(games)
    for coach in (a, b):
        if played[coach] >= games_each:
            breaches.append(RuleBreach(
                "§18.2", gettext_noop('{coach} has already played all {games_each} league games', coach=_name(names, coach), games_each=games_each)))
    last = last_opponents(games)
    if last.get(a) == b or last.get(b) == a:
        just_met = a if last.get(a) == b else b
        other = b if just_met == a else a
        breaches.append(RuleBreach(
            "§18.2", gettext_noop("{a} and {b} cannot meet again yet: {other} was {just_met}'s last opponent, and each must play a different coach before they meet again", a=_name(names, a), b=_name(names, b), other=_name(names, other), just_met=_name(names, just_met))))
    return breaches


def is_valid_sequence(games: Sequence[Game], *, games_each: int = GAMES_EACH) -> bool:
    """True if the games, in order, never break the rematch rule or the 10-game limit."""
    for i, (a, b) in enumerate(games):
        if pairing_breaches(games[:i], a, b, games_each=games_each):
            return False
    return True


class _State:
    def __init__(self, coaches: list[Coach], games: Sequence[Game], games_each: int):
        played = games_played(games)
        self.order = {c: i for i, c in enumerate(coaches)}
        self.remaining = {c: games_each - played[c] for c in coaches}
        self.last = {c: None for c in coaches} | {c: o for c, o in last_opponents(games).items() if c in self.order}
        self.meetings = Counter(frozenset(g) for g in games)

    def allowed(self, a: Coach, b: Coach) -> bool:
        return self.last[a] != b and self.last[b] != a

    def play(self, round_: list[Game]) -> list[tuple]:
        undo = []
        for a, b in round_:
            undo.append((a, b, self.last[a], self.last[b]))
            self.remaining[a] -= 1
            self.remaining[b] -= 1
            self.last[a], self.last[b] = b, a
            self.meetings[frozenset((a, b))] += 1
        return undo

    def unplay(self, undo: list[tuple]) -> None:
        for a, b, last_a, last_b in reversed(undo):
            self.remaining[a] += 1
            self.remaining[b] += 1
            self.last[a], self.last[b] = last_a, last_b
            self.meetings[frozenset((a, b))] -= 1

    def key(self) -> tuple:
        """What decides whether the league can still finish (how often they met only orders the search)."""
        return tuple((self.remaining[c], self.order.get(self.last[c], -1)) for c in self.order)

    def feasible(self) -> bool:
        """A cheap necessary condition for finishing: each coach still has enough opponents left."""
        active = [c for c, r in self.remaining.items() if r > 0]
        total = sum(self.remaining[c] for c in active)
        for c in active:
            r = self.remaining[c]
            pool = [o for o in active if o != c]
            if not pool or r > total - r:
                return False
            # With one possible opponent, the rematch rule allows one more game at most, and only if allowed now.
            if len(pool) == 1 and (r > 1 or not self.allowed(c, pool[0])):
                return False
            # In c's own run of games, two against the same opponent never follow each other: at most every
            # other game of c's, and not c's next one if that opponent was c's last.
            reach = sum(min(self.remaining[o], r // 2 if self.last[c] == o else (r + 1) // 2) for o in pool)
            if reach < r:
                return False
        return True

    def rounds(self) -> Iterator[list[Game]]:
        """Candidate next rounds, fullest first; inside one size, most games left play first."""
        active = sorted((c for c, r in self.remaining.items() if r > 0),
                        key=lambda c: (-self.remaining[c], self.order[c]))
        for byes in range(len(active) % 2, len(active) - 1, 2):
            yield from self._matchings(active, byes, [])

    def _matchings(self, free: list[Coach], byes: int, chosen: list[Game]) -> Iterator[list[Game]]:
        if not free:
            if chosen:
                yield list(chosen)
            return
        first, rest = free[0], free[1:]
        partners = sorted((p for p in rest if self.allowed(first, p)),
                          key=lambda p: (-self.remaining[p], self.meetings[frozenset((first, p))], self.order[p]))
        for p in partners:
            chosen.append((first, p))
            yield from self._matchings([c for c in rest if c != p], byes, chosen)
            chosen.pop()
        if byes:
            yield from self._matchings(rest, byes - 1, chosen)


def plan_rounds(
    coaches: Iterable[Coach],
    games: Sequence[Game] = (),
    *,
    games_each: int = GAMES_EACH,
    round_search_limit: int = 3_000,
) -> list[list[Game]]:
    """Every remaining round, in order, such that all coaches reach `games_each` games (§18.2).

    First a search over whole rounds, fullest first (the usual case: full rounds, fewest rounds);
    if that finds nothing within `round_search_limit` candidate rounds — coaches who arranged many
    games themselves can leave odd states — a complete search over single games decides, and its
    games are packed into rounds. Raises BlitzRuleError if the league is too small, or if the games
    so far leave no way to finish (e.g. two coaches left who just met).
    """
    coaches = list(dict.fromkeys(coaches))
    breach = league_size_breach(coaches)
    if breach:
        raise BlitzRuleError(breach)
    state = _State(coaches, games, games_each)
    over = [c for c, r in state.remaining.items() if r < 0]
    if over:
        raise BlitzRuleError(RuleBreach("§18.2", gettext_noop('{coach} has played more than {games_each} league games', coach=over[0], games_each=games_each)))
    plan = _search_rounds(state, round_search_limit)
    if plan is None:
        sequence = _search_games(state)
        if sequence is None:
            raise BlitzRuleError(RuleBreach(
                "§18.2", gettext_noop('no pairings let every coach finish {games_each} league games without an immediate rematch from the games so far', games_each=games_each)))
        plan = _pack(sequence)
    return plan


def _search_rounds(state: _State, limit: int) -> list[list[Game]] | None:
    plan: list[list[Game]] = []
    budget = [limit]
    dead_ends: set[tuple] = set()  # states already shown to have no way to finish

    def search() -> bool:
        if not any(state.remaining.values()):
            return True
        key = state.key()
        if key in dead_ends or not state.feasible():
            return False
        for round_ in state.rounds():
            budget[0] -= 1
            if budget[0] < 0:
                return False
            undo = state.play(round_)
            plan.append(round_)
            if search():
                return True
            plan.pop()
            state.unplay(undo)
        if budget[0] >= 0:  # every candidate round was tried: a true dead end
            dead_ends.add(key)
        return False

    return plan if search() else None


def _search_games(state: _State) -> list[Game] | None:
    """A complete depth-first search over single games, remembering dead ends; None if none exists."""
    sequence: list[Game] = []
    dead_ends: set[tuple] = set()

    def search() -> bool:
        if not any(state.remaining.values()):
            return True
        key = state.key()
        if key in dead_ends or not state.feasible():
            return False
        active = sorted((c for c, r in state.remaining.items() if r > 0),
                        key=lambda c: (-state.remaining[c], state.order[c]))
        for i, a in enumerate(active):
            for b in active[i + 1:]:
                if state.allowed(a, b):
                    undo = state.play([(a, b)])
                    sequence.append((a, b))
                    if search():
                        return True
                    sequence.pop()
                    state.unplay(undo)
        dead_ends.add(key)
        return False

    return sequence if search() else None


def _pack(sequence: list[Game]) -> list[list[Game]]:
    """Rounds from a game sequence: each game in the first round after both coaches' previous games,
    so every coach meets their opponents in the same order."""
    rounds: list[list[Game]] = []
    next_free: dict[Coach, int] = {}
    for a, b in sequence:
        r = max(next_free.get(a, 0), next_free.get(b, 0))
        if r == len(rounds):
            rounds.append([])
        rounds[r].append((a, b))
        next_free[a] = next_free[b] = r + 1
    return rounds


def dead_end_breaches(
    coaches: Iterable[Coach], games: Sequence[Game], a: Coach, b: Coach, *, games_each: int = GAMES_EACH,
    names: Mapping | None = None,
) -> list[RuleBreach]:
    """Why A–B may not be arranged next, counting the future too: a game that keeps §18.2 now but after
    which no pairings let every coach reach `games_each` games would leave the league unable to finish."""
    breaches = pairing_breaches(games, a, b, games_each=games_each, names=names)
    if breaches:
        return breaches
    try:
        plan_rounds(coaches, [*games, (a, b)], games_each=games_each)
    except BlitzRuleError:
        return [RuleBreach(
            "§18.2", gettext_noop('after {a} v {b}, no pairings would let every coach play {games_each} league games without an immediate rematch; arrange a different game', a=_name(names, a), b=_name(names, b), games_each=games_each))]
    return []


def next_round(coaches: Iterable[Coach], games: Sequence[Game] = (), *, games_each: int = GAMES_EACH) -> list[Game]:
    """The next round of pairings (the first round of `plan_rounds`); [] when every coach has finished."""
    plan = plan_rounds(coaches, games, games_each=games_each)
    return plan[0] if plan else []

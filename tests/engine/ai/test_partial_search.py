"""The coach's search round the pieces runs only as far as it is read (engine/ai/coach.py `_Search`, issue #21): the
square asked for and every square one step from it that is nearer read exactly what the whole breadth-first search
gives, and the other squares one step from it read no nearer (what a step reads: _step takes only a step to a nearer
square), as the mover walks on, when it stands on a blocked square (a Portal) and when the pieces shut its way; asked
whether a square is within so many steps, it answers as the whole search would."""

import random
from collections import deque

import pytest

from engine.ai.coach import UNREACHABLE, ScriptedCoach, _bfs, _Search
from engine.dice import Dice
from engine.match.core import Match
from engine.match.dungeon import generate
from engine.match.sample import sample_team


def reference(d, targets, blocked=()) -> list[int]:
    """The textbook breadth-first search, written apart from the coach's so that it checks it."""
    dist = [UNREACHABLE] * d.size
    queue = deque()
    for s in targets:
        if s not in blocked and dist[s] == UNREACHABLE:
            dist[s] = 0
            queue.append(s)
    while queue:
        s = queue.popleft()
        for t in d.adj[s]:
            if t not in blocked and dist[t] == UNREACHABLE:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist


def read_as_a_step(dist, whole, d, sq) -> None:
    """`sq` reads its whole-search distance, a square one step from it that is nearer reads its own, and any other
    square one step from it reads no nearer than `sq` (its distance, or UNREACHABLE when not searched yet)."""
    here = whole[sq]
    assert dist[sq] == here
    for s in d.adj[sq]:
        if whole[s] < here:
            assert dist[s] == whole[s]
        else:
            assert dist[s] in (whole[s], UNREACHABLE) and dist[s] >= here


def searches(seed: str, *, fewest_blocked: int):
    """20 searches on the dungeon of `seed`: (random draws, dungeon, targets, blocked squares); the targets an End
    Zone or the squares one step from a square, the pieces `fewest_blocked` to 39 squares."""
    rng = random.Random(seed)
    d = generate(seed)
    for _ in range(20):
        targets = sorted(d.end_zones[rng.randrange(2)]) if rng.random() < 0.7 else sorted(d.adj[rng.choice(d.floor)])
        yield rng, d, targets, set(rng.sample(d.floor, rng.randrange(fewest_blocked, 40)))


@pytest.mark.parametrize("seed", ["search-0", "search-1", "search-2"])
def test_the_whole_search_is_the_textbook_one(seed):
    for _, d, targets, blocked in searches(seed, fewest_blocked=0):
        assert _bfs(d, targets, blocked) == reference(d, targets, blocked)


@pytest.mark.parametrize("seed", ["search-0", "search-1", "search-2"])
def test_the_squares_read_are_the_whole_search(seed):
    for rng, d, targets, blocked in searches(seed, fewest_blocked=5):
        whole = reference(d, targets, blocked)
        search = _Search(d, targets, blocked)
        for sq in rng.sample(d.floor, 12):  # a mover here, then there (blocked squares too)
            read_as_a_step(search.around(sq), whole, d, sq)
        assert search.around(next(iter(blocked))) == whole  # a blocked square is never reached: searched to the end


def test_a_square_the_pieces_cut_off_is_searched_to_the_end():
    d = generate("search-3")
    zone = sorted(d.end_zones[0])
    sq = next(s for s in d.floor if d.ez_of[s] < 0 and len(d.adj[s]) == 8)
    blocked = set(d.adj[sq])  # surrounded
    dist = _Search(d, zone, blocked).around(sq)
    assert dist[sq] == UNREACHABLE and dist == reference(d, zone, blocked)


@pytest.mark.parametrize("seed", ["search-4", "search-5"])
def test_within_a_limit_is_the_whole_search_compared(seed):
    rng = random.Random(seed)
    d = generate(seed)
    for _ in range(20):
        zone = sorted(d.end_zones[rng.randrange(2)])
        blocked = set(rng.sample(d.floor, rng.randrange(5, 60)))
        whole = reference(d, zone, blocked)
        search = _Search(d, zone, blocked)
        for sq in rng.sample(d.floor, 10):
            for limit in (0, 3, 12, 30):
                assert search.within(sq, limit) == (whole[sq] <= limit)
            read_as_a_step(search.around(sq), whole, d, sq)


def test_a_search_by_the_walls_settles_the_squares_asked_for_then_the_whole():
    """The coach's distances by the walls read at its players' squares (distances_at_players) or at a mover's step
    (distances_near) are the whole search's there; asked for whole afterwards, the same search is finished."""
    d = generate("search-6")
    m = Match(sample_team("home"), sample_team("away"), dungeon=d, dice=Dice("search-6"),
              bots=(ScriptedCoach("h"), ScriptedCoach("a")))
    m.setup()
    ours = [p.sq for p in m.players_of(m.active) if p.where == "field"]
    assert ours
    coach = ScriptedCoach("search-6")
    rng = random.Random(6)
    for _ in range(15):
        target = rng.choice(d.floor)
        whole = reference(d, (target,))
        dist = coach.distances_at_players(m, [target])
        assert [dist[s] for s in ours] == [whole[s] for s in ours]
        sq = rng.choice(d.floor)
        read_as_a_step(coach.distances_near(m, [target], sq), whole, d, sq)
        assert coach.distances(m, [target]) == whole

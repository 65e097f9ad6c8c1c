"""The coach's distances derived from a kept search (engine/ai/coach.py `_derived`, issue #21) are exactly the
breadth-first search's: a square's distances are its neighbours' plus one, and the other way round."""

import random

import pytest

from engine.ai.coach import _bfs, _derived
from engine.match.dungeon import generate


@pytest.mark.parametrize("seed", ["derived-0", "derived-1", "derived-2"])
def test_a_square_and_its_neighbours_distances_derive_from_each_other(seed):
    d = generate(seed)
    for q in random.Random(seed).sample(d.floor, 25):
        near = tuple(sorted(d.adj[q]))
        assert _derived(d, (q,), {near: _bfs(d, near)}) == _bfs(d, (q,))
        back = _derived(d, near, {(q,): _bfs(d, (q,))})
        assert back is not None and back == _bfs(d, near)


def test_nothing_is_derived_without_a_kept_search():
    d = generate("derived-0")
    q = d.floor[len(d.floor) // 2]
    assert _derived(d, (q,), {}) is None
    assert _derived(d, tuple(sorted(d.adj[q])), {}) is None

"""§1.2-§1.5 and §1.9: dungeons built from tiles, two-square doors on every join, walls between tiles,
impassable features; the building rules; the fixed layouts and the random generator."""

import pytest

from engine.match.dungeon import FEATURE, Dungeon, Placement, breaches, generate
from engine.match.layouts import LAYOUTS


@pytest.mark.parametrize("seed", range(40))
def test_random_layouts_are_legal_and_repeatable(seed):
    d = generate(seed)
    assert breaches(d) == []
    assert generate(seed).rows() == d.rows()


def test_generator_gives_different_layouts():
    assert len({tuple(generate(s).rows()) for s in range(10)}) == 10


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_fixed_layouts_are_legal(name):
    d = LAYOUTS[name]()
    assert breaches(d) == [] and d.name == name


def test_every_door_is_two_squares_wide_and_central():
    d = Dungeon.from_placements([
        Placement("End Zone", 0, 0), Placement("Long Corridor", 2, 4), Placement("Armoury", 5, 6),
        Placement("End Zone", 0, 14),
    ])
    # The corridor (x 3-5 after the border) meets the Armoury (x 6-11, y 7-12) along y 7-12: a door in the middle.
    door = [dr for dr in d.doors if {d.tiles[d.tile_of[s]][0] for s in dr} == {"Long Corridor", "Armoury"}][0]
    assert len(door) == 4
    ys = sorted({d.xy(s)[1] for s in door})
    assert ys == [9, 10]


def test_a_join_of_one_square_is_not_a_door():
    d = Dungeon.from_placements([
        Placement("End Zone", 0, 0), Placement("Long Corridor", 2, 4), Placement("Armoury", 5, 13),
        Placement("End Zone", 12, 0),
    ])
    assert not [dr for dr in d.doors if {d.tiles[d.tile_of[s]][0] for s in dr} == {"Long Corridor", "Armoury"}]


def test_the_building_rules_are_checked():
    d = Dungeon.from_placements([Placement("End Zone", 0, 0), Placement("Long Corridor", 2, 4),
                                 Placement("End Zone", 0, 14)])
    problems = breaches(d)
    assert any("corridor" in p for p in problems) and any("small rooms" in p for p in problems)


def test_overlapping_tiles_are_refused():
    with pytest.raises(ValueError, match="overlap"):
        Dungeon.from_placements([Placement("End Zone", 0, 0), Placement("Long Corridor", 0, 2)])


def test_impassable_features_block_movement():
    d = Dungeon.from_placements([Placement("Chaos Idol Room", 0, 0), Placement("End Zone", 0, 6),
                                 Placement("End Zone", 8, 0)])
    idol = [s for s in range(d.size) if d.kind[s] == FEATURE]
    assert len(idol) == 4
    for s in d.floor:
        assert not set(d.adj[s]) & set(idol)


def test_end_zones_are_placed_far_apart():
    # §1.9 step 3: the End Zones go as far apart as the layout allows; never next to each other.
    for seed in range(20):
        d = generate(seed)
        dist = d.path_distances(0)
        assert min(dist[s] for s in d.end_zones[1]) >= 15


def test_features_that_count_as_walls_stop_players_but_not_always_sight():
    from engine.match.dungeon import Dungeon as D

    dragon = D.from_ascii("""
    ######
    #.DD.#
    #....#
    ######
    """)
    assert dragon.sq(2, 1) not in dragon.adj[dragon.sq(1, 1)]
    assert dragon.line_of_sight(dragon.sq(1, 1), dragon.sq(4, 1))


def test_end_zone_pairs_are_judged_as_a_built_dungeon_would_be(monkeypatch):
    """§1.9 step 3: the generator judges each pair of End Zone places on the laid tiles without building a
    Dungeon per pair (issue #21); every verdict (legal or not, shortest path between the End Zones) must be the
    one a built dungeon and breaches() give."""
    import engine.match.dungeon as dungeon_module

    judged = dungeon_module._EndZoneJudge.path_length
    verdicts = []

    def checked(self, a, b):
        got = judged(self, a, b)
        verdicts.append((got, dungeon_module.judge_by_building(self.placed, a, b)))
        return got

    monkeypatch.setattr(dungeon_module._EndZoneJudge, "path_length", checked)
    for i in range(150):
        assert not dungeon_module.breaches(dungeon_module.generate(f"judge-{i}"))
    assert len(verdicts) > 100 and any(v is None for v, _ in verdicts)  # illegal pairs were met too
    assert [got for got, _ in verdicts] == [want for _, want in verdicts]


def test_the_generators_shuffle_and_sample_draw_as_the_random_module_does():
    """The generator's own shuffle and three-of sample (no Python call per draw) give the random module's results and
    leave its generator in the same state, so every dungeon is the one Random.shuffle and Random.sample would lay."""
    import random

    from engine.match.dungeon import _sample3, _shuffle

    for seed in range(200):
        for n in (0, 1, 2, 3, 5, 8, 13, 21, 22, 40, 150, 1023, 1024, 1500):
            ours, theirs = random.Random(f"s{seed}"), random.Random(f"s{seed}")
            a, b = list(range(n)), list(range(n))
            _shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b
            assert _sample3(ours, a) == theirs.sample(b, min(3, n))
            assert ours.getstate() == theirs.getstate()


def test_every_tiles_floor_is_joined_within_it_so_the_judge_finds_pieces_tile_by_tile():
    """The End Zone judge finds the pieces of floor through the doors tile by tile when every laid tile's floor is
    joined within it (else square by square): true of every tile today, so the fast way is the one taken."""
    from engine.match.dungeon import TILE_TYPES, _floor_joined

    assert all(_floor_joined(name) for name in TILE_TYPES)

"""§10.2.4 the Final's dungeon (our reconstruction of the missing map: engine/match/final_map.py) and §10.2.5-6 the
College of Life and College of Death tiles in the random generator, a league setting off by default."""

from engine.dice import Dice
from engine.match import Match, RandomBot, generate
from engine.match.death_match import DEATH_TILES, LIFE_TILES
from engine.match.dungeon import breaches, connected_to_end_zone
from engine.match.final import black_widows, emerald_crusaders, play_final
from engine.match.final_map import FINAL_CHESTS, FINAL_PORTALS, final_dungeon
from engine.match.invariants import check
from engine.match.werewolf import kennel_square


def test_the_finals_map_lays_every_life_and_death_tile_and_keeps_the_building_rules_10_2_4():
    d = final_dungeon()
    names = [name for name, _ in d.tiles]
    assert set(names) - {"End Zone"} == LIFE_TILES | DEATH_TILES and len(names) == 16
    assert breaches(d) == []
    assert any(f == "pit" for f in d.feature)  # the Spike Pit is on the map


def test_the_finals_chests_and_portals_stand_on_the_maps_squares_10_2_4():
    d = final_dungeon()
    chests, portals = d.fixed_pieces
    banned = connected_to_end_zone(d)
    assert len({d.tile_of[s] for s in chests}) == 6 and not {d.tile_of[s] for s in chests} & banned
    assert len({d.tile_of[s] for s in portals}) == 6 and not {d.tile_of[s] for s in portals} & banned
    assert all(d.distance(p, c) > 2 for p in portals for c in chests)  # §1.9 step 5
    assert all(d.feature[s] is None and s in d.floor for s in chests + portals)
    assert kennel_square(d) not in chests  # the Werewolf starts in its kennel
    lives = sum(d.room_of[s] in LIFE_TILES for s in chests)
    assert lives == 3  # three Chests on each College's tiles


def test_the_chests_are_shuffled_one_d6_says_which_holds_the_ball_10_2_4():
    for face in (1, 4):
        m = Match(emerald_crusaders(), black_widows(), dungeon=final_dungeon(), dice=Dice.forcing(face),
                  bots=(RandomBot("h"), RandomBot("a")))
        chests, portals = m.place_chests_and_portals()
        m.dice.assert_all_forced_used()
        assert list(chests) == [m.d.sq(x, y) for x, y in FINAL_CHESTS]
        assert [s for s, ball in chests.items() if ball] == [m.d.sq(*FINAL_CHESTS[face - 1])]
        assert portals == [m.d.sq(x, y) for x, y in FINAL_PORTALS]


def test_play_final_plays_on_the_finals_map_and_keeps_the_invariants_10_2():
    out = play_final(seed="map-1", turn_limit=6)
    dungeon = next(e for e in out.events if e["t"] == "dungeon")
    assert dungeon["name"] == "final_2494"
    m = Match(emerald_crusaders(), black_widows(), dungeon=final_dungeon(), dice=Dice("inv"),
              bots=(RandomBot("h"), RandomBot("a")), turn_limit=8, seed="inv")
    m.setup()
    while not m.over:
        m.do(m.bots[m.active].act(m))
        check(m)


def test_the_generator_draws_life_and_death_tiles_only_when_the_setting_is_on_10_2_5():
    special = LIFE_TILES | DEATH_TILES
    seen = set()
    for i in range(30):
        plain = generate(f"gen-{i}")
        assert not special & {name for name, _ in plain.tiles}
        on = generate(f"gen-{i}", death_match_tiles=True)
        assert breaches(on) == []
        seen |= special & {name for name, _ in on.tiles}
    assert len(seen) >= 8  # they are drawn, rooms and corridors of both Colleges
    assert seen & LIFE_TILES and seen & DEATH_TILES
    # the same seed without the setting gives exactly the ordinary dungeon
    assert generate("gen-3").rows() == generate("gen-3", death_match_tiles=False).rows()

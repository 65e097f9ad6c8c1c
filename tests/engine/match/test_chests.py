"""§1.6 Chests: opened by a player ending a Move action (not a Blitz) next to one and not Marked;
the ball chest hands over the ball and ends the activation; a trap Knocks Down the opener and everyone
next to it (Armour rolls) — a Turnover for the opener (§2.4). §1.9 placement rules."""

from engine.dice import Dice
from engine.match import generate
from engine.match.dungeon import connected_to_end_zone
from engine.match.position import position
from engine.match.sample import sample_team


def test_opening_the_ball_chest():
    m = position("""
    ######
    #A$..#
    ######
    """, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    m.do(("open_chest", m.d.sq(2, 1)))
    a = m.by_id[(0, "A")]
    assert m.carrier is a and not m.chests and m.act is None and m.active == 0


def test_a_trap_knocks_down_the_opener_and_the_players_next_to_it():
    dice = Dice.forcing(2, 2, 3, 3)  # armour rolls for A then b: both hold
    m = position("""
    ######
    #A*b.#
    #....#
    ######
    """, dice=dice)
    m.do(("declare", "A", "move", None))
    m.do(("open_chest", m.d.sq(2, 1)))
    assert m.by_id[(0, "A")].status == "prone" and m.by_id[(1, "b")].status == "prone"
    assert not m.chests and m.active == 1  # the opener Knocked Down in its own turn: Turnover
    dice.assert_all_forced_used()


def test_a_marked_player_cannot_open_a_chest():
    m = position("""
    ######
    #A*..#
    #b...#
    ######
    """, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    assert not [a for a in m.legal_actions() if a[0] == "open_chest"]


def test_not_as_part_of_a_blitz():
    m = position("""
    #######
    #A*..b#
    #######
    """, dice=Dice.forcing())
    m.do(("declare", "A", "blitz", "b"))
    assert not [a for a in m.legal_actions() if a[0] == "open_chest"]


def test_a_chest_square_is_impassable():
    m = position("""
    #####
    #A*.#
    #####
    """, dice=Dice.forcing())
    m.do(("declare", "A", "move", None))
    assert ("move", m.d.sq(2, 1)) not in m.legal_actions()


def test_placement_rules():
    from engine.dice import Dice as D
    from engine.match import Match, RandomBot

    for seed in range(5):
        d = generate(seed)
        m = Match(sample_team("home"), sample_team("away"), dungeon=d, dice=D(seed),
                  bots=(RandomBot(1), RandomBot(2)))
        m.setup()
        banned = connected_to_end_zone(d)
        chest_tiles = [d.tile_of[s] for s in m.chests]
        assert len(m.chests) == 6 and sum(m.chests.values()) == 1
        assert len(set(chest_tiles)) == 6 and not set(chest_tiles) & banned
        assert len(m.portals) == 6
        for p in m.portals:
            assert d.tile_of[p] not in banned
            assert all(d.distance(p, c) > 2 for c in m.chests)

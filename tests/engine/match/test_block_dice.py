"""§6.11.2 number of block dice and who chooses; §6.11.3 offensive and defensive assists; Guard (§13.6)."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position


def block_event(m):
    return [e for e in m.events if e["t"] == "block"][0]


def test_equal_strength_rolls_one_die():
    dice = Dice.forcing(3, 2, 4)  # push; (no follow-up question: scripted); armour not rolled
    m = position("""
    ######
    #Ab..#
    ######
    """, dice=dice, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    ev = block_event(m)
    assert ev["dice"] == ["push"] and ev["st"] == [3, 3]
    assert m.by_id[(1, "b")].sq == m.d.sq(3, 1)


def test_stronger_blocker_rolls_two_and_chooses():
    dice = Dice.forcing(1, 6, 3, 3)  # attacker_down, pow -> choose pow; armour 3+3 holds
    bot = ScriptedBot(["pow", False])
    m = position("""
    ######
    #Ab..#
    ######
    """, {"A": {"st": 4}}, dice=dice, home_bot=bot)
    m.do(("declare", "A", "block", "b"))
    ev = block_event(m)
    assert ev["dice"] == ["attacker_down", "pow"] and ev["chooser"] == "home"
    assert bot.asked[0] == ("block_die", ["attacker_down", "pow"])
    assert m.by_id[(1, "b")].status == "prone"
    dice.assert_all_forced_used()


def test_more_than_double_strength_rolls_three_and_the_defender_chooses_when_stronger():
    dice = Dice.forcing(3, 4, 6)
    away = ScriptedBot(["push"])
    m = position("""
    ######
    #Ab..#
    ######
    """, {"b": {"st": 7}}, dice=dice, away_bot=away, home_bot=ScriptedBot([False]))
    m.do(("declare", "A", "block", "b"))
    ev = block_event(m)
    assert len(ev["dice"]) == 3 and ev["chooser"] == "away"
    dice.assert_all_forced_used()


def test_assists_count_unless_the_helper_is_marked_by_someone_else():
    # G Marks b and nobody else Marks G: +1 for A. H Marks b but is Marked by f and e: no assist.
    # f Marks A but is Marked by H: no defensive assist.
    m = position("""
    ########
    #.G....#
    #.Ab...#
    #.fH...#
    #...e..#
    ########
    """, dice=Dice.forcing())
    n, chooser, att, dfn = m.block_dice(m.by_id[(0, "A")], m.by_id[(1, "b")])
    assert (att, dfn) == (4, 3) and n == 2 and chooser == 0


def test_a_free_defender_team_mate_assists_the_target():
    m = position("""
    ########
    #......#
    #.Ab...#
    #.f....#
    ########
    """, dice=Dice.forcing())
    n, chooser, att, dfn = m.block_dice(m.by_id[(0, "A")], m.by_id[(1, "b")])
    assert (att, dfn) == (3, 4) and chooser == 1


def test_guard_assists_even_when_marked():
    m = position("""
    ########
    #.G....#
    #.Ab...#
    #.fH...#
    #...e..#
    ########
    """, {"H": {"skills": ("Guard",)}}, dice=Dice.forcing())
    n, chooser, att, dfn = m.block_dice(m.by_id[(0, "A")], m.by_id[(1, "b")])
    assert (att, dfn) == (5, 3) and n == 2 and chooser == 0


def test_a_wall_between_stops_marking_and_assists():
    # Two tiles side by side with no door on this stretch: squares across the edge are not adjacent.
    from engine.match.dungeon import Dungeon, Placement

    d = Dungeon.from_placements([
        Placement("End Zone", 0, 0), Placement("Long Corridor", 0, 4), Placement("Long Corridor", 3, 4),
        Placement("End Zone", 0, 14),
    ])
    # (the builder adds a border of one square: the corridors run x 1-3 and 4-6, y 5-14; the door is at y 9-10)
    left, right = d.sq(3, 13), d.sq(4, 13)
    assert d.tile_of[left] != d.tile_of[right]
    assert right not in d.adj[left] and left not in d.adj[right]
    door_left, door_right = d.sq(3, 9), d.sq(4, 9)
    assert door_right in d.adj[door_left]

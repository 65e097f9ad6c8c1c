"""§6.10 Throw Team-mate: a Throw Team-Mate player (ST 5+) throws an adjacent Right Stuff team-mate
(ST 3 or less); quality test like a pass; the thrown player always scatters, then lands (Agility test);
landing on a player Knocks them Down; hitting a wall is a crash landing with +1 Armour. Once per turn,
instead of the Pass (§6.2). Throw completions (§7.3.2)."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#########
#GR.....#
#.......#
#.......#
#########
"""
PLAYERS = {"G": {"st": 5, "pa": 3, "skills": ("Throw Team-Mate",)}, "R": {"st": 2, "skills": ("Right Stuff",)}}


def throw(forced, text=MAP, target=(5, 2)):
    dice = Dice.forcing(*forced)
    m = position(text, PLAYERS, dice=dice)
    m.do(("declare", "G", "ttm", None))
    m.do(("throw", "R", m.d.sq(*target)))
    dice.assert_all_forced_used()
    return m, m.by_id[(0, "G")], m.by_id[(0, "R")]


def test_superb_throw_scatters_and_lands_safely():
    # short throw -1: 5 is superb; scatter right, left, down to (5,3); landing 3 passes
    m, g, r = throw([5, 5, 4, 7, 3])
    assert r.sq == m.d.sq(5, 3) and r.standing and g.stats["throw_completions"] == 1 and m.active == 0


def test_landing_on_a_player_knocks_it_down_and_the_thrown_player_falls():
    text = MAP.replace("#.......#\n#.......#\n#########", "#.......#\n#....b..#\n#########")
    m, g, r = throw([5, 5, 4, 7, 2, 2, 5, 2, 2], text=text)
    b = m.by_id[(1, "b")]
    assert b.status == "prone" and r.sq == m.d.sq(6, 3) and r.status == "prone"
    assert m.active == 0  # the thrown player did not hold the ball: no Turnover


def test_hitting_a_wall_is_a_crash_landing_with_plus_one_armour():
    m, g, r = throw([5, 2, 2, 3, 3])
    assert r.status == "prone" and r.sq == m.d.sq(5, 1)
    assert [e for e in m.events if e.get("why") == "armour"][0]["modifier"] == 1


def test_throw_team_mate_is_instead_of_the_pass():
    m = position(MAP, PLAYERS, dice=Dice.forcing())
    m.do(("declare", "G", "ttm", None))
    m.do(("end_activation",))
    assert not [a for a in m.legal_actions() if a[0] == "declare" and a[2] in ("pass", "ttm")]


def test_only_strong_throwers_and_light_team_mates():
    m = position(MAP, {**PLAYERS, "G": {"st": 4, "skills": ("Throw Team-Mate",)}}, dice=Dice.forcing())
    assert not [a for a in m.legal_actions() if a[0] == "declare" and a[2] == "ttm"]
    m = position(MAP, {**PLAYERS, "R": {"st": 4, "skills": ("Right Stuff",)}}, dice=Dice.forcing())
    m.do(("declare", "G", "ttm", None))
    assert not [a for a in m.legal_actions() if a[0] == "throw"]


def test_landing_on_a_stunned_player_keeps_it_stunned_and_rolls_armour():
    text = MAP.replace("#.......#\n#.......#\n#########", "#.......#\n#....b..#\n#########")
    dice = Dice.forcing(5, 5, 4, 7, 2, 2, 5, 2, 2)
    m = position(text, {**PLAYERS, "b": {"status": "stunned"}}, dice=dice)
    m.do(("declare", "G", "ttm", None))
    m.do(("throw", "R", m.d.sq(5, 2)))
    assert m.by_id[(1, "b")].status == "stunned"
    assert [e["player"] for e in m.events if e.get("why") == "armour"] == ["b", "R"]
    dice.assert_all_forced_used()

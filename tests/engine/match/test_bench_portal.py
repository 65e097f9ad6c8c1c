"""§1.7.5 Bench Portal: once per turn a Reserve teleports in (D6 Portal), cannot move further, never in the
first team's first turn, never a Mishap; §1.8 Magic Sponge: instead, a KO'd player back to the Reserves."""

from engine.dice import Dice
from engine.match.position import position

MAP = """
#########
#A1..2..#
#..3..4.#
#.5..6..#
#########
"""


def test_a_reserve_enters_through_a_portal_and_cannot_move():
    dice = Dice.forcing(2)
    m = position(MAP, dice=dice, reserves={"R": {}})
    assert ("bench", "R") in m.legal_actions()
    m.do(("bench", "R"))
    r = m.by_id[(0, "R")]
    assert r.sq == m.portals[1] and r.activated
    assert ("bench", "R") not in m.legal_actions() and not [a for a in m.legal_actions() if a[0] == "sponge"]
    dice.assert_all_forced_used()


def test_only_once_per_turn():
    dice = Dice.forcing(2)
    m = position(MAP, dice=dice, reserves={"R": {}, "S": {}})
    m.do(("bench", "R"))
    assert ("bench", "S") not in m.legal_actions()


def test_not_in_the_first_teams_first_turn():
    m = position(MAP, dice=Dice.forcing(), reserves={"R": {}}, first_turn=True)
    assert ("bench", "R") not in m.legal_actions()


def test_a_bench_teleport_never_mishaps_but_can_chain():
    dice = Dice.forcing(1, 4)  # to portal 1 where A stands: A teleported on (4)
    m = position(MAP.replace("#A1", "#.A"), dice=dice, reserves={"R": {}})
    m.portals[0] = m.d.sq(2, 1)
    m.portal_at = {sq: i + 1 for i, sq in enumerate(m.portals)}
    m.do(("bench", "R"))
    assert m.by_id[(0, "R")].sq == m.d.sq(2, 1) and m.by_id[(0, "A")].sq == m.portals[3]
    dice.assert_all_forced_used()


def test_magic_sponge_revives_a_kod_player_instead():
    m = position(MAP, dice=Dice.forcing(), reserves={"R": {}})
    r = m.by_id[(0, "R")]
    r.where = "ko"
    m.do(("sponge", "R"))
    assert r.where == "reserves" and m.teams[0].bench_used
    assert ("bench", "R") not in m.legal_actions()

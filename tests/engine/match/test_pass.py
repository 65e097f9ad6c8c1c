"""§6.6 Pass action: range bands (Quick 0, Short -1; Long and Bomb out of range), accuracy results,
fumbles, catching the pass (§6.7), completions (§7.3.2), the Pass skill (§13.5), Turnovers (§2.4)."""

from engine.dice import Dice
from engine.match.passing import pass_band
from engine.match.position import position

MAP = """
############
#A.........#
#..........#
#..........#
############
"""


def passing(forced, players=None, target=(4, 1), rerolls=(0, 0), text=MAP, receiver="B"):
    dice = Dice.forcing(*forced)
    m = position(text, {"A": {"ball": True}, **(players or {})}, dice=dice, rerolls=rerolls)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(*target)))
    dice.assert_all_forced_used()
    return m


def test_range_bands():
    assert pass_band(3, 1) == "quick" and pass_band(2, 2) == "quick"
    assert pass_band(3, 2) == "short" and pass_band(6, 2) == "short"
    assert pass_band(7, 0) is None and pass_band(5, 5) is None  # Long and Bomb passes are out of range


def test_out_of_range_squares_are_not_targets():
    m = position(MAP, {"A": {"ball": True}}, dice=Dice.forcing())
    m.do(("declare", "A", "pass", None))
    targets = {a[1] for a in m.legal_actions() if a[0] == "pass"}
    assert m.d.sq(7, 1) in targets and m.d.sq(8, 1) not in targets


def test_accurate_pass_caught_is_a_completion():
    text = MAP.replace("#A.........#", "#A..B......#")
    m = passing([4, 3], text=text)  # PA 4+, quick: 4 accurate; catch 3 (AG 3+, no modifier)
    assert m.carrier is m.by_id[(0, "B")]
    assert m.by_id[(0, "A")].stats["completions"] == 1 and m.active == 0


def test_short_pass_takes_minus_one():
    text = MAP.replace("#A.........#", "#A.....B...#")
    m = passing([5, 3], text=text, target=(7, 1))  # 5 - 1 = 4: accurate; B catches on 3
    roll = [e for e in m.events if e.get("why") == "pass"][0]
    assert roll["modifier"] == -1 and roll["result"] == "accurate"


def test_inaccurate_pass_scatters_from_the_target():
    text = MAP.replace("#A.........#", "#A.....B...#")
    # short -1: 3 is inaccurate; scatter right, right, left -> (8,1); empty: bounce down -> (8,2)
    m = passing([3, 5, 5, 4, 7], text=text, target=(7, 1))
    assert m.ball_sq == m.d.sq(8, 2) and m.active == 1  # nobody of the team caught it: Turnover


def test_wildly_inaccurate_deviates_from_the_passer():
    # Marked by c: quick 0, -1: a 2 is 1 after modifiers -> wildly inaccurate; deviate down 1 -> (1,2);
    # it lands empty and bounces down-right to (2,3).
    text = MAP.replace("#..........#\n#..........#", "#.c........#\n#..........#", 1)
    m = passing([2, 7, 1, 8], text=text)
    assert [e for e in m.events if e.get("why") == "pass"][0]["result"] == "wildly_inaccurate"
    assert m.ball_sq == m.d.sq(2, 3)


def test_fumble_on_a_natural_1_bounces_from_the_passer_and_is_a_turnover():
    m = passing([1, 7])
    assert m.ball_sq == m.d.sq(1, 2) and m.active == 1


def test_pa_dash_always_fumbles():
    m = passing([6, 7], players={"A": {"ball": True, "pa": None}})
    assert m.ball_sq == m.d.sq(1, 2) and m.active == 1


def test_pass_skill_rerolls_a_failed_test():
    text = MAP.replace("#A.........#", "#A..B......#")
    m = passing([1, 5, 3], text=text, players={"A": {"ball": True, "skills": ("Pass",)}})
    assert m.carrier is m.by_id[(0, "B")]
    assert [e.get("reroll") for e in m.events if e.get("why") == "pass"] == [None, "Pass"]


def test_pass_is_once_per_turn():
    m = position(MAP.replace("#A.........#", "#A..B......#"), {"A": {"ball": True}}, dice=Dice.forcing())
    m.do(("declare", "A", "pass", None))
    m.do(("end_activation",))
    assert not [a for a in m.legal_actions() if a[0] == "declare" and a[2] == "pass"]

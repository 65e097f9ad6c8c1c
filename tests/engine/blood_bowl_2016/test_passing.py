"""§9.2, §9.3, §14.3, §14.4, §15, §17 with forced dice: range bands, the pass roll as an Agility test, a pass
into a tackle zone, inaccurate passes scattering three times, fumbles, interceptions, hand-offs."""

import pytest

from engine.classic.passing import band_of
from engine.classic.position import position
from engine.dice import Dice
from engine.match.position import ScriptedBot


@pytest.mark.parametrize("dx, dy, band", [(1, 0, "quick"), (3, 1, "quick"), (3, 2, "short"), (6, 2, "short"),
                                          (6, 3, "long"), (10, 0, "long"), (11, 0, "bomb"), (13, 3, "bomb"),
                                          (14, 0, None)])
def test_range_bands(dx, dy, band):
    assert band_of(dx, dy) == band


def _thrower(extra=None, **kw):
    players = {"A": {"at": (5, 7), "ball": True}, "C": {"at": (8, 7)}}
    players.update(extra or {})
    return position(players, **kw)


def test_a_quick_pass_into_a_tackle_zone():
    """Quick Pass +1 (AG 3: 3 is accurate); the catcher in d's tackle zone: +1 accurate -1, so a 4 catches."""
    m = _thrower({"d": {"at": (9, 7)}}, dice=Dice.forcing(3, 4))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(8, 7)))
    assert m.carrier is m.by_id[(0, "C")]
    catch = next(e for e in m.events if e.get("why") == "catch")
    assert (catch["target"], catch["modifier"]) == (4, 0)
    assert any(e["t"] == "completion" for e in m.events) and m.active == 0
    m.dice.assert_all_forced_used()


def test_a_dropped_pass_bounces_and_turns_over():
    m = _thrower({"d": {"at": (9, 7)}}, dice=Dice.forcing(3, 3, 8))  # catch 3 fails; bounce D8 8 to (9, 8)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(8, 7)))
    assert m.carrier is None and m.ball_sq == m.d.sq(9, 8)
    assert m.active == 1  # §9.2: not in a team-mate's hands: turnover
    m.dice.assert_all_forced_used()


def test_throwing_from_a_tackle_zone():
    """-1 per enemy tackle zone on the thrower: Short Pass, one marker, AG 3: 5 needed."""
    m = position({"A": {"at": (5, 7), "ball": True}, "C": {"at": (10, 7)}, "e": {"at": (4, 7)}},
                 dice=Dice.forcing(4, 1, 1, 1, 1, 1))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(10, 7)))
    roll = next(e for e in m.events if e.get("why") == "pass")
    assert (roll["modifier"], roll["result"]) == (-1, "inaccurate")
    scatters = [e for e in m.events if e.get("why") == "scatter"]
    assert len(scatters) == 3  # §9.2: three scatters from the target (D8 1 = up-left each time)
    assert m.ball_sq < 0 or m.ball_sq != m.d.sq(10, 7)


def test_inaccurate_pass_only_the_last_square_counts():
    """Three scatters; a player on a square passed through cannot catch; the last square's player must."""
    m = position({"A": {"at": (5, 7), "ball": True}, "C": {"at": (10, 7)}, "D": {"at": (11, 7)},
                  "E": {"at": (13, 7)}}, dice=Dice.forcing(2, 5, 5, 5, 4))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(10, 7)))  # Short, 2 fails: scatter east x3 through D's square onto E's; E catches on 4
    assert m.carrier is m.by_id[(0, "E")]
    assert [e.get("player") for e in m.events if e.get("why") == "catch"] == ["E"]
    m.dice.assert_all_forced_used()


def test_fumble_on_a_1_bounces_from_the_thrower():
    """§14.4."""
    m = _thrower(dice=Dice.forcing(1, 2))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(8, 7)))
    assert m.ball_sq == m.d.sq(5, 6) and m.active == 1
    m.dice.assert_all_forced_used()


def test_fumble_after_modifiers():
    """A Long Bomb (-2) from a tackle zone (-1): a 3 is 0 after modifiers, a fumble."""
    m = position({"A": {"at": (2, 7), "ball": True}, "C": {"at": (14, 7)}, "e": {"at": (1, 7)}},
                 dice=Dice.forcing(3, 7))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(14, 7)))
    assert next(e for e in m.events if e["t"] == "pass_result")["result"] == "fumble"
    assert m.ball_sq == m.d.sq(2, 8)


def test_the_pass_skill_re_rolls_a_failed_pass():
    m = position({"A": {"at": (5, 7), "ball": True, "skills": ("Pass",)}, "C": {"at": (8, 7)}},
                 dice=Dice.forcing(2, 5, 3))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(8, 7)))
    assert m.carrier is m.by_id[(0, "C")]
    m.dice.assert_all_forced_used()


def test_no_long_pass_in_a_blizzard():
    """§15 Blizzard."""
    m = position({"A": {"at": (5, 7), "ball": True}}, dice=Dice.forcing(), weather="blizzard")
    m.do(("declare", "A", "pass", None))
    targets = {a[1] for a in m.legal_actions() if a[0] == "pass"}
    assert m.d.sq(11, 7) in targets and m.d.sq(12, 7) not in targets  # 6 squares Short, 7 Long


def test_very_sunny_takes_one_off_the_pass():
    m = _thrower(dice=Dice.forcing(3, 1, 1, 1, 4, 1), weather="very_sunny")
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(8, 7)))
    roll = next(e for e in m.events if e.get("why") == "pass")
    assert (roll["modifier"], roll["result"]) == (0, "inaccurate")


def test_an_interception_before_the_pass_roll():
    """§17: e under the ruler, closer to both ends than they are to each other: AG test -2; a 6 catches it,
    the passing team suffers a turnover."""
    away = ScriptedBot([lambda o: o[0]])
    m = position({"A": {"at": (5, 7), "ball": True}, "C": {"at": (11, 7)}, "e": {"at": (8, 7)}},
                 dice=Dice.forcing(6), away_bot=away)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(11, 7)))
    assert m.carrier is m.by_id[(1, "e")] and m.active == 1
    assert m.by_id[(1, "e")].stats["interceptions"] == 1
    away.assert_all_used()
    m.dice.assert_all_forced_used()


def test_a_failed_interception_lets_the_pass_go_on():
    away = ScriptedBot([lambda o: o[0]])
    m = position({"A": {"at": (5, 7), "ball": True}, "C": {"at": (11, 7)}, "e": {"at": (8, 7)}},
                 dice=Dice.forcing(5, 4, 4), away_bot=away)  # 5 - 2 = 3 misses; pass 4 accurate; catch 4
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(11, 7)))
    intercept = next(e for e in m.events if e.get("why") == "interception")
    assert (intercept["modifier"], intercept["result"]) == (-2, "failure")
    assert m.carrier is m.by_id[(0, "C")]
    m.dice.assert_all_forced_used()


def test_interceptions_can_be_switched_off():
    m = position({"A": {"at": (5, 7), "ball": True}, "C": {"at": (11, 7)}, "e": {"at": (8, 7)}},
                 dice=Dice.forcing(4, 4), settings={"interceptions": False})
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(11, 7)))
    assert m.carrier is m.by_id[(0, "C")]


def test_a_hand_off_is_caught_as_an_accurate_pass():
    """§14.3: no pass roll; the catcher gets +1 (AG 3: a 3 catches)."""
    m = position({"A": {"at": (5, 7), "ball": True}, "C": {"at": (6, 7)}}, dice=Dice.forcing(3))
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "C"))
    assert m.carrier is m.by_id[(0, "C")]
    assert next(e for e in m.events if e["t"] == "completion")["kind"] == "hand_off"
    m.dice.assert_all_forced_used()


def test_the_catch_skill_re_rolls_a_catch_and_rain_makes_it_harder():
    """§10.3 Catch; §15 Pouring Rain -1: a 4 now misses, the re-rolled 5 catches."""
    m = position({"A": {"at": (5, 7), "ball": True}, "C": {"at": (6, 7), "skills": ("Catch",)}},
                 dice=Dice.forcing(3, 5), weather="pouring_rain")
    m.do(("declare", "A", "handoff", None))
    m.do(("handoff", "C"))
    assert m.carrier is m.by_id[(0, "C")]
    m.dice.assert_all_forced_used()


def test_hand_offs_can_be_switched_off():
    m = position({"A": {"at": (5, 7), "ball": True}, "C": {"at": (6, 7)}}, dice=Dice.forcing(),
                 settings={"hand_off": False})
    assert not any(a[0] == "declare" and a[2] == "handoff" for a in m.legal_actions())


def test_an_inaccurate_pass_scattering_off_the_pitch_is_thrown_in():
    """§9.2 then §7.7: the scatter stops where the ball leaves the pitch; the crowd throws it back in."""
    m = position({"A": {"at": (5, 3), "ball": True}, "C": {"at": (8, 1)}}, dice=Dice.forcing(2, 2, 3, 2, 2))
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(8, 0)))  # Quick, 2 + 1 = 3 misses; scatter up from (8, 0): out at once; throw-in
    throw = next(e for e in m.events if e["t"] == "throw_in")
    assert (throw["from"], throw["to"]) == (m.d.sq(8, 0), m.d.sq(8, 4))
    assert len([e for e in m.events if e.get("why") == "scatter"]) == 1

"""§6.6.3 Pass interference: a Standing opponent under the ruler between passer and target may Deflect
(Agility test at -3/-2/-1, -1 more if Marked); a Deflection caught is an Interception (§6.7 -1)."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position

MAP = """
##########
#A..c..B.#
#........#
##########
"""


def test_deflection_and_interception():
    # Accurate pass (4); c interferes: AG 3+ at -3 -> 6 passes; catch at -1: 4 passes -> Interception.
    away = ScriptedBot([lambda opts: opts[0]])
    dice = Dice.forcing(5, 6, 4)
    m = position(MAP, {"A": {"ball": True}}, dice=dice, away_bot=away)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(7, 1)))
    c = m.by_id[(1, "c")]
    assert away.asked[0][0] == "interferer"
    # counted once, as an interception (engine.campaign.spp adds the Deflection's SPP if a league wants it)
    assert m.carrier is c and c.stats["deflections"] == 0 and c.stats["interceptions"] == 1
    assert m.active == 1  # Turnover
    roll = [e for e in m.events if e.get("why") == "interference"][0]
    assert roll["modifier"] == -3
    dice.assert_all_forced_used()


def test_failed_interference_lets_the_pass_through():
    away = ScriptedBot([lambda opts: opts[0]])
    dice = Dice.forcing(5, 5, 3)  # deflection 5 - 3 fails; B catches on 3
    m = position(MAP, {"A": {"ball": True}}, dice=dice, away_bot=away)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(7, 1)))
    assert m.carrier is m.by_id[(0, "B")]
    dice.assert_all_forced_used()


def test_deflected_but_not_caught_scatters_from_the_interferer():
    away = ScriptedBot([lambda opts: opts[0]])
    # deflected; the catch (2) fails; scatter right, down, left to (4,2); lands empty: bounces left to (3,2)
    dice = Dice.forcing(5, 6, 2, 5, 7, 4, 4)
    m = position(MAP, {"A": {"ball": True}}, dice=dice, away_bot=away)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(7, 1)))
    c = m.by_id[(1, "c")]
    assert c.stats["deflections"] == 1 and c.stats["interceptions"] == 0 and m.carrier is None
    assert m.ball_sq == m.d.sq(3, 2) and m.active == 1
    dice.assert_all_forced_used()


def test_only_players_between_passer_and_target_may_interfere():
    m = position("""
    ##########
    #c.A..B..#
    #........#
    ##########
    """, {"A": {"ball": True}}, dice=Dice.forcing())
    assert m.interferers(m.by_id[(0, "A")], m.d.sq(6, 1)) == []


def test_stunty_passer_gives_interferers_plus_one():
    away = ScriptedBot([lambda opts: opts[0]])
    dice = Dice.forcing(5, 5, 2, 5, 7, 4, 4)  # 5 - 3 + 1 = 3: deflected; not caught; scatter and bounce
    m = position(MAP, {"A": {"ball": True, "skills": ("Stunty",)}}, dice=dice, away_bot=away)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(7, 1)))
    assert m.by_id[(1, "c")].stats["deflections"] == 1
    dice.assert_all_forced_used()


def test_the_ruler_goes_to_where_an_inaccurate_pass_will_arrive():
    # Short pass at B, 4 - 1 is inaccurate; it scatters down to (7,4). c is on the line to (7,4), not on the line
    # to B: it may interfere (6 deflects), fails the catch (2), the ball scatters from c and bounces.
    away = ScriptedBot([lambda opts: opts[0]])
    dice = Dice.forcing(4, 7, 7, 7, 6, 2, 5, 5, 5, 7)
    m = position("""
    ##########
    #A.....B.#
    #........#
    #....c...#
    #........#
    ##########
    """, {"A": {"ball": True}}, dice=dice, away_bot=away)
    m.do(("declare", "A", "pass", None))
    m.do(("pass", m.d.sq(7, 1)))
    assert [q.id for q in away.asked[0][1] if q is not None] == ["c"]
    assert m.by_id[(1, "c")].stats["deflections"] == 1 and m.ball_sq == m.d.sq(8, 4)
    dice.assert_all_forced_used()

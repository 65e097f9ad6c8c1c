"""§4 kick-off and touchback, §7.7 bounces and throw-ins, §18 the Kick-off table, with forced dice.

The home team kicks from its half (x 0-12) into the away half (x 13-24); D8 directions are read off the
scatter template in the engine's order: 1 up-left, 2 up, 3 up-right, 4 left, 5 right, 6 down-left, 7 down,
8 down-right."""

from engine.classic.position import position
from engine.dice import Dice
from engine.match.position import ScriptedBot

NO_TABLE = {"kick_off_table": False}


def _kick(players, dice, target=(18, 7), settings=NO_TABLE, home_answers=(), away_answers=(), fame=(0, 0),
          rerolls=(0, 0), active="home"):
    home = ScriptedBot([lambda o: o[o.index(m.d.sq(*target))] if m.d.sq(*target) in o else o[0], *home_answers])
    away = ScriptedBot(list(away_answers))
    m = position(players, dice=Dice.forcing(), home_bot=home, away_bot=away, settings=settings, rerolls=rerolls,
                 active=active)
    m.fame = list(fame)
    m.half_turns = [0, 0]
    m.dice.force(*dice)
    m.kick_off(0)
    return m


def test_a_receiver_must_catch_the_kick():
    """§4: D8 5 (right), D6 2: from (18, 7) to (20, 7), where c catches on a 4 (no modifier)."""
    m = _kick({"A": {"at": (12, 7)}, "c": {"at": (20, 7)}}, [5, 2, 4])
    assert m.carrier is m.by_id[(1, "c")] and m.active == 1
    assert m.half_turns == [0, 1]  # the receiving team takes the first turn
    m.dice.assert_all_forced_used()


def test_an_empty_landing_square_bounces():
    m = _kick({"A": {"at": (12, 7)}, "c": {"at": (20, 7)}}, [5, 1, 7])
    assert m.ball_sq == m.d.sq(19, 8)
    m.dice.assert_all_forced_used()


def test_landing_in_the_kicking_half_is_a_touchback():
    """D8 4 (left), D6 6: from (18, 7) to (12, 7): the receiving coach gives the ball to any player."""
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}, "d": {"at": (22, 3)}}, [4, 6],
              away_answers=[lambda o: o[-1]])
    assert m.carrier is m.by_id[(1, "d")]
    assert any(e["t"] == "touchback" for e in m.events)
    m.dice.assert_all_forced_used()


def test_kicked_off_the_pitch_is_a_touchback():
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, [2, 3], target=(18, 1))
    assert m.carrier is m.by_id[(1, "c")]
    m.dice.assert_all_forced_used()


def test_a_bounce_out_of_bounds_during_the_kick_is_a_touchback():
    """docs/decisions.md: the kick is a touchback if it leaves the pitch before anyone holds it."""
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, [2, 1, 2], target=(18, 1))
    assert m.carrier is m.by_id[(1, "c")] and any(e["t"] == "touchback" for e in m.events)
    m.dice.assert_all_forced_used()


def test_a_bounce_off_the_pitch_in_play_is_thrown_in():
    """§7.7: the template on the last square: D6 3-4 straight in, 2D6 squares; only the last square counts."""
    m = position({"A": {"at": (10, 2)}}, ball=(11, 0), dice=Dice.forcing(1, 2, 3, 4, 2))
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(11, 1)))
    m.do(("move", m.d.sq(11, 0)))  # pick-up 1 fails: bounce D8 2 (up): out; throw-in 3: down, 4 + 2 squares
    throw = next(e for e in m.events if e["t"] == "throw_in")
    assert (throw["from"], throw["to"]) == (m.d.sq(11, 0), m.d.sq(11, 6))


def test_kick_off_table_pitch_invasion():
    """§18 12: D6 + FAME for each opposing player on the pitch, 6 or more Stunned, a natural 1 never."""
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}, "d": {"at": (20, 3)}}, [5, 1, 6, 6, 4, 1, 5, 5, 1],
              settings={}, fame=(2, 0))
    c, d = m.by_id[(1, "c")], m.by_id[(1, "d")]
    assert (c.status, d.status) == ("stunned", "standing")  # 4 + 2 and a natural 1
    assert m.by_id[(0, "A")].status == "standing"  # away rolled 5 + 0
    m.dice.assert_all_forced_used()


def test_kick_off_table_riot_before_the_first_turn_moves_both_markers_on():
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, [5, 1, 1, 2, 1], settings={})
    assert m.half_turns == [1, 2]  # both on one for the Riot, then the receivers' first turn
    m.dice.assert_all_forced_used()


def test_kick_off_table_cheering_fans_gives_the_louder_team_a_re_roll():
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, [5, 1, 3, 3, 3, 3, 1], settings={}, fame=(1, 0))
    assert (m.teams[0].rerolls, m.teams[1].rerolls) == (1, 0)  # D3 3 + FAME 1 beats 3 + 0


def test_kick_off_table_brilliant_coaching_tie_gives_both_a_re_roll():
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, [5, 1, 4, 4, 2, 3, 1], settings={}, fame=(1, 0))
    assert (m.teams[0].rerolls, m.teams[1].rerolls) == (1, 1)
    m.dice.assert_all_forced_used()


def test_kick_off_table_throw_a_rock_hits_the_quieter_team():
    """§18 11: D6 + FAME each; the lower total's player picked by D16 (re-rolled until it is on the pitch)
    takes an injury roll with no armour roll."""
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, [5, 1, 5, 6, 6, 1, 16, 2, 4, 5, 7], settings={})
    # rock: home 6, away 1: away hit; D16 16 (nobody), 2 (c is player 2): injury 4 + 5 = 9 KO'd
    assert m.by_id[(1, "c")].where == "ko"
    m.dice.assert_all_forced_used()


def test_kick_off_table_blitz_gives_the_kickers_a_free_turn_before_the_ball_lands():
    m = _kick({"A": {"at": (10, 7)}, "B": {"at": (12, 3)}, "c": {"at": (13, 3)}, "d": {"at": (20, 7)}},
              [5, 2, 4, 6], settings={})
    assert m.phase == "blitz" and m.active == 0 and m.ball_in_air == m.d.sq(20, 7)
    assert ("declare", "A", "move", None) in m.legal_actions()
    assert not any(a[0] == "declare" and a[1] == "B" for a in m.legal_actions())  # in c's tackle zone
    assert m.half_turns == [0, 0]  # a free turn: the Turn marker does not move
    m.dice.force(4)
    m.do(("end_turn",))
    assert m.carrier is m.by_id[(1, "d")] and m.active == 1 and m.half_turns == [0, 1]
    m.dice.assert_all_forced_used()


def test_kick_off_table_get_the_ref_gives_each_team_a_bribe():
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, [5, 1, 1, 1, 7], settings={})
    assert (m.teams[0].bribes, m.teams[1].bribes) == (1, 1)


def test_kick_off_table_high_kick_moves_a_free_receiver_under_the_ball():
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (16, 7)}}, [5, 2, 2, 3, 4], settings={},
              away_answers=[lambda o: o[-1]])
    assert m.carrier is m.by_id[(1, "c")] and m.by_id[(1, "c")].sq == m.d.sq(20, 7)
    m.dice.assert_all_forced_used()


def test_kick_off_table_changing_weather_and_the_gust_of_wind():
    """§18 7: weather rolled again; Nice weather: the ball scatters one more square before it lands."""
    m = _kick({"A": {"at": (10, 7)}, "c": {"at": (21, 7)}}, [5, 2, 3, 4, 3, 4, 5, 4], settings={})
    assert m.weather == "nice" and m.carrier is m.by_id[(1, "c")]
    m.dice.assert_all_forced_used()


def test_no_team_re_roll_for_catching_the_kick():
    """§10.2: team re-rolls are for the team's own turn; the Catch skill still works (§10.3)."""
    m = _kick({"A": {"at": (12, 7)}, "c": {"at": (20, 7)}}, [5, 2, 3, 8], rerolls=(3, 3), active="away")
    assert m.carrier is None and m.ball_sq == m.d.sq(21, 8) and m.teams[1].rerolls == 3
    m.dice.assert_all_forced_used()
    m2 = _kick({"A": {"at": (12, 7)}, "c": {"at": (20, 7), "skills": ("Catch",)}}, [5, 2, 3, 4])
    assert m2.carrier is m2.by_id[(1, "c")]
    m2.dice.assert_all_forced_used()


def test_kick_off_table_quick_snap_moves_each_receiver_one_square():
    """§18 9: a free move of one square each, ignoring tackle zones, even into the other half."""
    into_kicking_half = 12 + 6 * 26  # (12, 6)
    m = _kick({"A": {"at": (12, 7)}, "c": {"at": (13, 7)}, "d": {"at": (20, 3)}}, [5, 2, 4, 5, 4],
              settings={}, away_answers=[lambda o: into_kicking_half, lambda o: None])
    assert m.by_id[(1, "c")].sq == m.d.sq(12, 6) and m.by_id[(1, "d")].sq == m.d.sq(20, 3)
    m.dice.assert_all_forced_used()


def test_kick_off_table_perfect_defence_lets_the_kickers_set_up_again():
    """§18 4: the kicking coach may set up again under the §2 rules."""
    m = _kick({"A": {"at": (5, 7)}, "B": {"at": (5, 3)}, "C": {"at": (5, 11)}, "c": {"at": (20, 7)}},
              [5, 2, 1, 3, 4], settings={}, home_answers=[True, "wall", lambda o: o[0], lambda o: o[0],
                                                          lambda o: o[0]])
    home_squares = sorted(p.sq for p in m.team_players[0] if p.where == "field")
    assert home_squares == sorted(m.d.sq(12, y) for y in (6, 7, 8))
    assert m.carrier is m.by_id[(1, "c")]


def test_a_kick_landing_on_a_prone_player_bounces():
    """§4 UNCLEAR, read by the bounce rules (§7.7): a Prone player cannot catch."""
    m = _kick({"A": {"at": (12, 7)}, "c": {"at": (20, 7), "status": "prone"}}, [5, 2, 5])
    assert m.ball_sq == m.d.sq(21, 7)
    m.dice.assert_all_forced_used()

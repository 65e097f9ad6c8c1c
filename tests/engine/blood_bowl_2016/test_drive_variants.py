"""Variants of the scripted coach (engine/classic/drive.py; issue #22, the ninth pass, docs/ai.md), with forced dice:
each option plays differently where it should and as ClassicCoach elsewhere; with no option the coach is ClassicCoach
move for move."""

from __future__ import annotations

import pytest

from engine.classic.bots import ClassicCoach
from engine.classic.drive import BASES, DriveCoach, variant
from engine.classic.match import ClassicMatch
from engine.classic.position import position
from engine.classic.teams import boxed_team
from engine.dice import Dice


def _home_turn(coach, players, rolls=(6,) * 12):
    """Home's team turn played by `coach` on forced dice (then seeded ones): its actions and the match."""
    m = position(players, dice=Dice.forcing(*rolls), home_bot=coach, away_bot=ClassicCoach(2))
    actions = []
    while m.active == 0 and not m.over and len(actions) < 40:
        action = coach.act(m)
        actions.append(action)
        m.do(tuple(action))
    return actions, m


@pytest.mark.parametrize("seed", [3, 11])
def test_no_option_is_classic_coach_move_for_move(seed):
    logs = []
    for coach in (ClassicCoach, DriveCoach):
        m = ClassicMatch(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), dice=Dice(seed),
                         bots=(coach(f"{seed}h"), ClassicCoach(f"{seed}a")), seed=seed)
        m.setup()
        m.run()
        logs.append(m.events)
    assert logs[0] == logs[1]


def test_an_unknown_option_is_refused():
    with pytest.raises(ValueError):
        variant(carrier_tz=1, kamikaze=1)


# The carrier at (10, 7) scores at x = 25; an opponent at (12, 7) marks every square one step nearer (x = 11).
WALL = {"A": {"at": (10, 7), "ball": True}, "b": {"at": (12, 7)}}


def _dodges(m) -> int:
    return sum(1 for e in m.events if e["t"] == "roll" and e.get("why") == "dodge")


def test_careful_carrier_goes_round_a_tackle_zone_instead_of_dodging_out_of_it():
    # The script steps into b's Tackle Zone (every square nearer is in it) and Dodges out (a 6); carrier_tz=1 steps
    # aside to (10, 6) and goes round it: no Dodge, never on a marked square.
    script, m = _home_turn(ClassicCoach(1), WALL)
    assert script[1] == ("move", m.d.sq(11, 6)) and _dodges(m) == 1
    careful, m = _home_turn(variant(carrier_tz=1)(1), WALL)
    assert careful[1] == ("move", m.d.sq(10, 6)) and _dodges(m) == 0
    assert all(m.count_marking(a[1], 0) == 0 for a in careful if a[0] == "move")


def test_careful_carrier_still_steps_into_a_tackle_zone_to_score():
    # Five squares from the End Zone, an opponent marking (21, 6-8): the script and the variant both run in.
    players = {"A": {"at": (20, 7), "ball": True}, "b": {"at": (22, 7)}}
    script, m1 = _home_turn(ClassicCoach(1), players)
    careful, m2 = _home_turn(variant(carrier_tz=1)(1), players)
    assert m1.score[0] == m2.score[0] == 1


def test_careful_carrier_plays_as_the_script_with_no_opponent_near():
    players = {"A": {"at": (10, 7), "ball": True}, "b": {"at": (2, 1)}}
    script, _ = _home_turn(ClassicCoach(1), players)
    careful, _ = _home_turn(variant(carrier_tz=1)(1), players)
    assert careful == script


# Their carrier a at (10, 7); our B (10, 3) and H (7, 7) can both get beside it; H is ST 3 like a: one die alone.
BLITZ = {"a": {"at": (10, 7), "ball": True}, "B": {"at": (10, 3)}, "H": {"at": (7, 7)}}


def _blocks(m) -> list:
    return [e for e in m.events if e["t"] == "block"]


def test_assist_first_moves_a_team_mate_beside_their_carrier_before_the_blitz():
    # The script blitzes at once on one die; assist_first moves B beside a first, and the Blitz has two dice (ST 4 v 3).
    script, m = _home_turn(ClassicCoach(1), BLITZ)
    assert script[0] == ("declare", "H", "blitz", "a") and len(_blocks(m)[0]["dice"]) == 1
    helped, m = _home_turn(variant(assist_first=1)(1), BLITZ)
    assert helped[0] == ("declare", "B", "move", None)
    assert ("declare", "H", "blitz", "a") in helped and _blocks(m)[0]["st"] == [4, 3]
    assert len(_blocks(m)[0]["dice"]) == 2


def test_assist_first_blitzes_at_once_when_the_dice_are_ours_already():
    # A ST 4 blitzer has two dice on its own: no helper first, the script's Blitz.
    players = {**BLITZ, "H": {"at": (7, 7), "st": 4}}
    script, _ = _home_turn(ClassicCoach(1), players)
    helped, _ = _home_turn(variant(assist_first=1)(1), players)
    assert helped == script and helped[0] == ("declare", "H", "blitz", "a")


def test_the_bases_by_name():
    assert BASES["ClassicCoach"] is ClassicCoach
    careful = BASES["careful"]
    assert issubclass(careful, DriveCoach)
    assert (careful.carrier_tz, careful.assist_first, careful.pass_odds) == (1, 1, 60)


def test_the_ladder_reads_the_base_by_name():
    from bench.ai_ladder import search_budget

    assert search_budget("base=careful,z=1.5") == {"base": "careful", "z": 1.5}


# A thrower with the Pass skill at (10, 7), a slow team-mate 6 squares up (a Short Pass, §9.2): accurate on a 4, the
# Pass skill's re-roll, caught on a 3 (+1 for the accurate pass): 3/4 x 2/3 = 50 % without a team re-roll, 67 % with.
PASS = {"A": {"at": (10, 7), "ball": True, "skills": ("Pass",)}, "C": {"at": (16, 7), "ma": 5}, "b": {"at": (2, 1)}}


def _first(coach, rerolls):
    m = position(PASS, dice=Dice.forcing(6), home_bot=coach, away_bot=ClassicCoach(2), rerolls=rerolls)
    return coach.act(m), m, coach


def test_pass_odds_keeps_a_pass_at_60_per_cent_or_better():
    action, m, coach = _first(variant(pass_odds=60)(1), (1, 0))
    assert action == ("declare", "A", "pass", None) and coach.plan == ("pass", "C")
    assert abs(coach.classic_pass_odds(m, m.by_id[(0, "A")], m.by_id[(0, "C")]) - 2 / 3) < 1e-9
    assert _first(ClassicCoach(1), (1, 0))[0] == action  # as the script


def test_pass_odds_holds_a_pass_below_60_per_cent():
    script, _, _ = _first(ClassicCoach(1), (0, 0))
    assert script == ("declare", "A", "pass", None)  # the script throws at any odds
    action, m, coach = _first(variant(pass_odds=60)(1), (0, 0))
    assert abs(coach.classic_pass_odds(m, m.by_id[(0, "A")], m.by_id[(0, "C")]) - 0.5) < 1e-9
    assert action[2] != "pass" and coach.plan is None

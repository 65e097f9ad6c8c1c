"""Variants of the scripted coach's drive (issue 22, the ninth pass: engine/ai/drive.py): with no option a
`DriveCoach` is the script move for move, the search coach takes one as its base, and each option kept plays
otherwise than the script where it should and as the script elsewhere (forced dice)."""

from __future__ import annotations

import pytest

from engine.ai.coach import ScriptedCoach
from engine.ai.drive import OPTIONS, DriveCoach, drive_coach
from engine.ai.plans import PlanCoach, plan_class
from engine.ai.search import SearchCoach
from engine.dice import Dice
from engine.match.colleges import COLLEGES, full_roster_team
from engine.match.core import Match
from engine.match.dungeon import generate
from engine.match.position import position


def ladder_match(i: int, bots) -> Match:
    a, b = COLLEGES[i % len(COLLEGES)], COLLEGES[(i + 3) % len(COLLEGES)]
    m = Match(full_roster_team(a, team_id="home"), full_roster_team(b, team_id="away"), dungeon=generate(f"ladder-{i}"),
              dice=Dice(f"ladder-{i}"), bots=bots, seed=f"ladder-{i}")
    m.setup()
    return m


def played(cls_home, cls_away, i: int = 5, turns: int = 30) -> list:
    m = ladder_match(i, [cls_home("h"), cls_away("a")])
    while not m.over and m.turn_no < turns:
        m.do(m.bots[m.active].act(m))
    return m.events


def test_with_no_option_a_drive_coach_is_the_script_move_for_move():
    assert drive_coach() is drive_coach() and drive_coach().options == frozenset()
    assert played(drive_coach(), drive_coach()) == played(ScriptedCoach, ScriptedCoach)


def test_every_option_plays_legal_matches():
    for option in OPTIONS:
        cls = drive_coach(option)
        m = ladder_match(3, [cls("h"), ScriptedCoach("a")])
        while not m.over and m.turn_no < 40:
            action = m.bots[m.active].act(m)
            assert action in m.legal_actions(), (option, action)
            m.do(action)


def test_unknown_option():
    with pytest.raises(ValueError):
        drive_coach("nonsense")


def test_the_search_coach_on_a_drive_coach_plays_its_plans_over_it():
    cls = drive_coach("blitz_sure")
    mixed = plan_class(cls)
    assert issubclass(mixed, PlanCoach) and issubclass(mixed, cls) and plan_class(cls) is mixed
    assert plan_class(ScriptedCoach) is PlanCoach and plan_class(DriveCoach) is not PlanCoach
    coach = SearchCoach(1, base=cls)
    assert coach.plans and type(coach.inner) is mixed


def test_the_search_coach_on_the_bare_drive_coach_is_the_default_coach():
    runs = []
    for base in (ScriptedCoach, drive_coach()):
        coach = SearchCoach("s", match_rollouts=300, base=base)
        m = ladder_match(2, [coach, ScriptedCoach("a")])
        while not m.over and m.turn_no < 12:
            m.do(m.bots[m.active].act(m))
        runs.append((m.events, coach.rollouts_played, coach.searches))
    assert runs[0][1] > 0 and runs[0] == runs[1]


# Away's carrier b; home's B (MA 6) blitzes it. c stands between them: every square of the shortest way (by the
# walls) from B to b is in c's Tackle Zone. The script's blitzer walks that way and stops in the first Tackle Zone
# it enters (an ordinary move makes no Dodge), so it throws no block; with `blitz_sure` it walks round c's Tackle
# Zone (5 squares, one kept for the block) and knocks b down.
ROUND_THE_MARKER = """
    ##########
    #<.......#
    #...b....#
    #........#
    #........#
    #...c....#
    #........#
    #...B....#
    ##########
"""


def blitz_played(cls, text, players, dice):
    coach = cls(1)
    m = position(text, players, dice=dice, home_bot=coach, away_bot=ScriptedCoach(2))
    declared = coach.act(m)
    m.do(declared)
    actions = [declared]
    while m.act is not None and len(actions) < 12:
        action = coach.act(m)
        m.do(action)
        actions.append(action)
    return m, actions


def test_blitz_sure_walks_round_a_tackle_zone_and_throws_the_block():
    players = {"b": {"ball": True}, "B": {"ma": 6}}
    m, actions = blitz_played(ScriptedCoach, ROUND_THE_MARKER, players, Dice.forcing(6))
    assert actions[0] == ("declare", "B", "blitz", "b")
    assert not any(a[0] == "block" for a in actions)  # stopped in c's Tackle Zone
    assert m.count_marking(m.player("B").sq, 0) == 1 and m.carrier is m.player("b", 1)
    # the Pow (a forced 6), then b's armour roll and the ball's bounce (forced too, so no roll is left to chance)
    m, actions = blitz_played(drive_coach("blitz_sure"), ROUND_THE_MARKER, players, Dice.forcing(6, 1, 1, 1, 1, 1))
    assert actions[0] == ("declare", "B", "blitz", "b")
    steps = [a[1] for a in actions if a[0] == "move"]
    assert len(steps) == 5 and all(m.count_marking(sq, 0, exclude=m.player("b", 1)) == 0 for sq in steps)
    assert ("block", "b") in actions and m.carrier is None and not m.player("b", 1).standing


def test_blitz_sure_is_the_script_where_the_way_is_free():
    # No opponent but the carrier: the script's blitzer and the variant's are the same player.
    text = ROUND_THE_MARKER.replace("c", ".")
    players = {"b": {"ball": True}, "B": {"ma": 6}}
    for cls in (ScriptedCoach, drive_coach("blitz_sure")):
        m, actions = blitz_played(cls, text, players, Dice.forcing(6, 1, 1, 1, 1, 1))
        assert actions[0] == ("declare", "B", "blitz", "b") and ("block", "b") in actions


# Home's A (ST 4) stands beside away's carrier b (ST 3): two dice, ours to choose. The script blitzes with A (the
# strongest blitzer in range); with `block_carrier` A throws a plain block and the Blitz is kept (for B).
BESIDE_THE_CARRIER = """
    ###########
    #<..Ab....#
    #.........#
    #......B.c#
    ###########
"""


def test_block_carrier_blocks_before_the_blitz():
    players = {"b": {"ball": True}, "A": {"st": 4}}
    coach = ScriptedCoach(1)
    m = position(BESIDE_THE_CARRIER, players, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    assert coach.act(m) == ("declare", "A", "blitz", "b")
    coach = drive_coach("block_carrier")(1)
    m = position(BESIDE_THE_CARRIER, players, dice=Dice.forcing(6, 6, 1, 1, 1, 1), home_bot=coach,
                 away_bot=ScriptedCoach(2))
    assert coach.act(m) == ("declare", "A", "block", "b")
    m.do(("declare", "A", "block", "b"))  # two Pows (forced): b goes down and drops the ball
    assert m.carrier is None and not m.player("b", 1).standing
    assert any(a[0] == "declare" and a[2] == "blitz" for a in m.legal_actions())  # the Blitz is still ours


def test_block_carrier_is_the_script_with_one_die():
    players = {"b": {"ball": True}, "A": {"st": 3}}
    picks = []
    for cls in (ScriptedCoach, drive_coach("block_carrier")):
        coach = cls(1)
        m = position(BESIDE_THE_CARRIER, players, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
        picks.append(coach.act(m))
    assert picks[0] == picks[1]

"""Variants of the scripted coach's drive (issue #22, the eleventh pass: engine/ai/drive.py, Blood Bowl 2016's
`careful` ported to Dungeon Bowl): with no option a `DriveCoach` is the script move for move, the search coach takes
one as its base (its plans over it, its opponents' futures by a `rival`), and each option plays otherwise than the
script where it should and as the script elsewhere (forced dice). Rules: the Dungeon Bowl digest, §2.12 (Tackle
Zones), §6.3.4 (Dodge), §6.6 (Pass), §6.11.2-3 (block dice, assists), §6.12 (Blitz)."""

from __future__ import annotations

import sys
from pathlib import Path

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

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "bench"))


def ladder_match(i: int, bots) -> Match:
    a, b = COLLEGES[i % len(COLLEGES)], COLLEGES[(i + 3) % len(COLLEGES)]
    m = Match(full_roster_team(a, team_id="home"), full_roster_team(b, team_id="away"), dungeon=generate(f"ladder-{i}"),
              dice=Dice(f"ladder-{i}"), bots=bots, seed=f"ladder-{i}")
    m.setup()
    return m


def played(cls_home, cls_away, i: int = 5, turns: int = 10_000) -> list:
    m = ladder_match(i, [cls_home("h"), cls_away("a")])
    while not m.over and m.turn_no < turns:
        m.do(m.bots[m.active].act(m))
    return m.events


def test_with_no_option_a_drive_coach_is_the_script_move_for_move():
    # a whole ladder match, the variant on either side, every event compared
    assert drive_coach() is drive_coach() and drive_coach().options == frozenset()
    script = played(ScriptedCoach, ScriptedCoach)
    assert played(drive_coach(), ScriptedCoach) == script
    assert played(ScriptedCoach, drive_coach()) == script


def test_every_option_plays_legal_matches():
    for option in (*OPTIONS, "+".join(OPTIONS)):
        cls = drive_coach(*option.split("+"))
        m = ladder_match(3, [cls("h"), ScriptedCoach("a")])
        while not m.over and m.turn_no < 40:
            action = m.bots[m.active].act(m)
            assert action in m.legal_actions(), (option, action)
            m.do(action)


def test_unknown_option():
    with pytest.raises(ValueError):
        drive_coach("nonsense")


def test_the_search_coach_on_a_drive_coach_plays_its_plans_over_it():
    cls = drive_coach("carrier_tz")
    mixed = plan_class(cls)
    assert issubclass(mixed, PlanCoach) and issubclass(mixed, cls) and plan_class(cls) is mixed
    assert plan_class(ScriptedCoach) is PlanCoach and plan_class(DriveCoach) is not PlanCoach
    coach = SearchCoach(1, base=cls, rival=ScriptedCoach)
    assert coach.plans and type(coach.inner) is mixed
    home, away = coach.futures_coaches("x", 0)
    assert type(home) is cls and type(away) is ScriptedCoach


def test_the_search_coach_on_the_bare_drive_coach_is_the_default_coach():
    runs = []
    for base in (ScriptedCoach, drive_coach()):
        coach = SearchCoach("s", match_rollouts=300, base=base)
        m = ladder_match(2, [coach, ScriptedCoach("a")])
        while not m.over and m.turn_no < 12:
            m.do(m.bots[m.active].act(m))
        runs.append((m.events, coach.rollouts_played, coach.searches))
    assert runs[0][1] > 0 and runs[0] == runs[1]


def test_the_ladder_names_dungeon_bowl_bases():
    from ai_ladder import dungeon_coach, make_bot, search_budget

    assert dungeon_coach(None) is ScriptedCoach and dungeon_coach("ScriptedCoach") is ScriptedCoach
    assert dungeon_coach("carrier_tz+assist_first") is drive_coach("assist_first", "carrier_tz")
    import ai_ladder

    saved = ai_ladder.SEARCH
    try:
        ai_ladder.SEARCH = search_budget("base=carrier_tz+assist_first,rival=ScriptedCoach")
        bot = make_bot("dungeon_bowl", "search", 1)
        assert bot.base is drive_coach("carrier_tz", "assist_first") and bot.rival is ScriptedCoach
    finally:
        ai_ladder.SEARCH = saved


# -- carrier_tz ---------------------------------------------------------------------------------------------------
# Home's carrier A (MA 6) runs for the End Zone on the right ('>', 7 squares on). Away's c and d mark every square of
# the column in front of A (§2.12), rows 1-5; row 6 is open. The script's step is into one of those squares (it keeps
# the fewest Tackle Zones, then Dodges out of it, §6.3.4); with `carrier_tz` A goes round by row 6, a way two squares
# longer, and enters no Tackle Zone.
ROUND_THE_MARKS = """
    ############
    #.........>#
    #....c....>#
    #..A......>#
    #....d....>#
    #.........>#
    #.........>#
    ############
"""


def carrier_played(cls, text, players, dice, limit=12):
    coach = cls(1)
    m = position(text, players, dice=dice, home_bot=coach, away_bot=ScriptedCoach(2))
    declared = coach.act(m)
    m.do(declared)
    actions = [declared]
    while m.act is not None and len(actions) < limit:
        action = coach.act(m)
        m.do(action)
        actions.append(action)
    return m, coach, actions


def test_carrier_tz_goes_round_the_tackle_zones_the_script_steps_into():
    players = {"A": {"ball": True, "ma": 6}}
    coach = ScriptedCoach(1)
    m = position(ROUND_THE_MARKS, players, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    m.do(coach.act(m))
    step = coach.act(m)
    assert step[0] == "move" and m.count_marking(step[1], 0) >= 1  # the script steps into a Tackle Zone

    # the variant: six steps, none into a marked square (no Dodge asked, so no die is rolled)
    m, _coach, actions = carrier_played(drive_coach("carrier_tz"), ROUND_THE_MARKS, players, Dice.forcing())
    steps = [a[1] for a in actions if a[0] == "move"]
    assert actions[0] == ("declare", "A", "move", None)
    assert len(steps) == 6 and all(m.count_marking(sq, 0) == 0 for sq in steps)
    assert m.carrier is m.player("A") and m.player("A").sq == steps[-1]


# A stands beside the End Zone, marked by c standing in it: both End Zone squares A can step into are in c's Tackle
# Zone. A step that scores is taken all the same (the Dodge forced to a 6).
INTO_THE_END_ZONE = """
    ########
    #......>#
    #......>#
    #.....Ac#
    #......>#
    #......>#
    ########
"""


def test_carrier_tz_still_scores_through_a_tackle_zone():
    players = {"A": {"ball": True}}
    picks = []
    for cls in (ScriptedCoach, drive_coach("carrier_tz")):
        coach = cls(1)
        m = position(INTO_THE_END_ZONE, players, dice=Dice.forcing(6, 6), home_bot=coach, away_bot=ScriptedCoach(2))
        m.do(coach.act(m))
        step = coach.act(m)
        assert step[0] == "move" and m.count_marking(step[1], 0) == 1 and coach.ez_distances(m, 0)[step[1]] == 0
        picks.append(step)
        m.do(step)
        assert m.score[0] == 1
    assert picks[0] == picks[1]


def test_carrier_tz_is_the_script_with_no_opponent_near():
    text = ROUND_THE_MARKS.replace("c", ".").replace("d", ".")
    players = {"A": {"ball": True, "ma": 6}}
    runs = [carrier_played(cls, text, players, Dice(1))[2] for cls in (ScriptedCoach, drive_coach("carrier_tz"))]
    assert runs[0] == runs[1]


# -- assist_first -------------------------------------------------------------------------------------------------
# Away's carrier b (ST 3); home's B (ST 3) can blitz it: one die (§6.11.2). Home's E, free and 3 squares off, can get
# beside b without entering another Tackle Zone, where only b marks it: an offensive assist (§6.11.3). The script
# blitzes at once on one die; with `assist_first` E goes beside b first, then B blitzes on two dice, ours to choose.
ASSIST = """
    ###########
    #<........#
    #..b......#
    #.........#
    #.....B...#
    #.........#
    #.....E...#
    ###########
"""


def test_assist_first_moves_a_team_mate_beside_their_carrier_before_the_blitz():
    players = {"b": {"ball": True}}
    coach = ScriptedCoach(1)
    m = position(ASSIST, players, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    assert coach.act(m) == ("declare", "B", "blitz", "b")
    assert m.block_dice(m.player("B"), m.player("b", 1), blitz=True)[0] == 1

    coach = drive_coach("assist_first")(1)
    m = position(ASSIST, players, dice=Dice.forcing(), home_bot=coach, away_bot=ScriptedCoach(2))
    assert coach.act(m) == ("declare", "E", "move", None)
    m.do(("declare", "E", "move", None))
    while m.act is not None:  # E's move: no Dodge, no Rush (no die is rolled)
        m.do(coach.act(m))
    b, E = m.player("b", 1), m.player("E")
    assert E.sq in m.dungeon.adj[b.sq] and m.count_marking(E.sq, 0, exclude=b) == 0
    assert coach.act(m) == ("declare", "B", "blitz", "b")
    n, chooser, _att, _dfn = m.block_dice(m.player("B"), b, blitz=True)
    assert (n, chooser) == (2, 0)


def test_assist_first_blitzes_at_once_when_the_dice_are_ours():
    players = {"b": {"ball": True}, "B": {"st": 4}}
    for cls in (ScriptedCoach, drive_coach("assist_first")):
        coach = cls(1)
        m = position(ASSIST, players, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
        assert coach.act(m) == ("declare", "B", "blitz", "b")


# -- pass_odds ----------------------------------------------------------------------------------------------------
# Home's carrier A (PA 3+, MA 1) and B (AG 2+) 3 squares nearer the End Zone, out of reach of it: a Pass that does not
# score (§6.6), accurate and caught 55.6 % of the time with no re-roll. The script throws it (its bar 45 %); with
# `pass_odds` (60 %) A holds the ball. At 69.4 % (PA 2+) both throw.
def pass_position(pa: int, cls):
    rows = ["#" + "." * 12 + ">#" for _ in range(5)]
    rows[2] = "#A..B" + "." * 8 + ">#"
    text = "\n".join(["#" * 15, *rows, "#" * 15])
    coach = cls(1)
    m = position(text, {"A": {"ball": True, "pa": pa, "ma": 1}, "B": {"ag": 2, "ma": 2}}, dice=Dice(1),
                 home_bot=coach, away_bot=ScriptedCoach(2))
    return m, coach


def test_pass_odds_holds_a_pass_the_script_throws():
    m, coach = pass_position(3, ScriptedCoach)
    assert round(coach.pass_odds(m, m.player("A"), m.player("B")), 3) == 0.556
    assert coach.act(m) == ("declare", "A", "pass", None)
    m, coach = pass_position(3, drive_coach("pass_odds"))
    assert coach.act(m) == ("declare", "A", "move", None)


def test_pass_odds_keeps_a_sure_pass():
    for cls in (ScriptedCoach, drive_coach("pass_odds")):
        m, coach = pass_position(2, cls)
        assert round(coach.pass_odds(m, m.player("A"), m.player("B")), 3) == 0.694
        assert coach.act(m) == ("declare", "A", "pass", None)

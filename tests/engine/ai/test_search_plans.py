"""Whole-turn plans (issue 22, the eighth pass: engine/ai/plans.py, `SearchCoach(plans=1)`): each plan plays a legal
team turn, a plan clearly better on the same dice is chosen over the script and then plays the real team turn, and a
coach with no plan is the script move for move."""

from __future__ import annotations

import pytest

import engine.ai.copying
from engine.ai.coach import ScriptedCoach
from engine.ai.plans import PLANS, PlanCoach, applicable
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


def play_turn(m, coach) -> list:
    """Play the active team's turn to its end with `coach`, every action checked against the legal ones."""
    turn, played = m.turn_no, []
    while not m.over and m.turn_no == turn:
        action = coach.act(m)
        assert action in m.legal_actions(), action
        m.do(action)
        played.append(action)
    return played


@pytest.mark.parametrize("plan", PLANS)
def test_every_plan_plays_a_legal_whole_team_turn(plan):
    # Scripted coaches play a ladder fixture; from team turn 6 on, every team turn is played by the plan (where it
    # applies) and must be legal action by action, and end.
    m = ladder_match(3, [ScriptedCoach("h"), ScriptedCoach("a")])
    seen = 0
    while not m.over and m.turn_no < 40:
        coach = m.bots[m.active]
        if m.turn_no >= 6:
            coach = PlanCoach(f"p{m.turn_no}", plan, m.turn_no)
            coach.team_of = lambda _m, _bot, team=m.active: team
            seen += plan in applicable(m, coach)
            m.bots[m.active] = coach
        play_turn(m, coach)
    assert m.over or m.turn_no >= 40
    assert plan == "cautious" or seen, "the plan never applied: the test would not exercise it"


def test_with_no_plan_the_plan_coach_is_the_script_move_for_move():
    runs = []
    for cls in (ScriptedCoach, PlanCoach):
        m = ladder_match(5, [cls("h"), cls("a")])
        while not m.over and m.turn_no < 30:
            m.do(m.bots[m.active].act(m))
        runs.append(m.events)
    assert runs[0] == runs[1]


def test_a_plan_outside_its_team_turn_is_the_script():
    a, b = [], []
    for coach, out in ((ScriptedCoach("x"), a), (PlanCoach("x", "defence", turn=999), b)):
        m = ladder_match(7, [coach, ScriptedCoach("a")])
        while not m.over and m.turn_no < 20:
            m.do(m.bots[m.active].act(m))
        out.extend(m.events)
    assert a == b


# Away's carrier b stands two squares from its End Zone ('<'): it runs in next team turn unless it is knocked down.
# Home's A (MA 6) is seven squares from beside it counting the block: the script keeps its Rushes and does not
# blitz; the `hard` plan Rushes once to throw the block.
RUNNING_IN = """
    ##############
    #<.b......A.>#
    ##############
"""


@pytest.fixture
def sixes(monkeypatch):
    """Every future's dice roll sixes (then whatever their seed gives): a Rush passes, a block is a Pow, a Dodge
    passes."""
    monkeypatch.setattr(engine.ai.copying, "Dice", lambda seed: Dice(seed, forced=[6] * 400))


def test_a_plan_clearly_better_on_the_same_dice_is_chosen_and_plays_the_team_turn(sixes):
    coach = SearchCoach(5, plans=1, plan_mask=31)  # every plan a candidate
    m = position(RUNNING_IN, {"b": {"ball": True}}, dice=Dice.forcing(*[6] * 60), home_bot=coach,
                 away_bot=ScriptedCoach(2))
    assert applicable(m, coach.inner) == ["script", "hard", "screen", "defence"]
    # the script's own pick: no Blitz (7 squares with the block, MA 6), A walks up to mark b
    assert ScriptedCoach(1).act(m) == ("declare", "A", "move", None)
    assert coach.choose_plan(m) == "hard"
    assert (coach.plan_searches, coach.plan_deviations) == (1, 1)
    assert coach.searches == 0  # a plan search is not counted as a declaration's
    played = play_turn(m, coach)
    assert coach.inner.plan == "hard"
    assert played[0] == ("declare", "A", "blitz", "b") and ("block", "b") in played
    assert m.carrier is None  # b went down with the ball


def test_by_default_the_defence_is_weighed_and_chosen_where_the_script_lets_the_carrier_run_in(sixes):
    coach = SearchCoach(5)  # the default plans: the screen and the defence (which blitzes as `hard` does)
    m = position(RUNNING_IN, {"b": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    assert coach.plans and coach.plan_kinds == {"screen", "defence"}
    assert coach.choose_plan(m) == "defence"


def test_with_plans_off_or_no_plan_to_weigh_the_search_coach_plays_as_before():
    # plans=0 is the coach before this pass; plans=1 with no plan kind leaves the inner PlanCoach without a plan,
    # and its matches must be the same event for event (the plan machinery changes nothing by itself).
    runs = []
    for kw in ({"plans": 0}, {"plans": 1, "plan_mask": 0}):
        coach = SearchCoach("s", match_rollouts=300, **kw)
        m = ladder_match(2, [coach, ScriptedCoach("a")])
        while not m.over and m.turn_no < 12:
            m.do(m.bots[m.active].act(m))
        runs.append((m.events, coach.rollouts_played, coach.searches))
    assert type(SearchCoach(1, plans=0).inner) is ScriptedCoach
    assert runs[0][1] > 0 and runs[0] == runs[1]


def test_the_script_stays_when_no_plan_is_clearly_better(sixes):
    # Our carrier A runs in this team turn: every plan scores as the script does (the same futures), so the script
    # is kept.
    coach = SearchCoach(5, plans=1)
    m = position("""
    ##########
    #<...A..>#
    #.b......#
    ##########
    """, {"A": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    assert "cautious" in applicable(m, coach.inner)
    assert coach.choose_plan(m) == "script" and coach.plan_deviations == 0


def test_the_plans_budget_is_the_match_s():
    coach = SearchCoach(5, plans=1, match_rollouts=0)
    m = position(RUNNING_IN, {"b": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    coach.act(m)
    assert coach.rollouts_played == 0 and coach.plan_searches == 0 and coach.inner.plan is None


def test_plan_mask_picks_the_candidates():
    coach = SearchCoach(5, plans=1, plan_mask=0b10)  # PLANS[2], the screen, alone
    assert coach.plan_kinds == {"screen"}
    assert SearchCoach(5, plans=0).plans is False
    from engine.classic.bots import ClassicCoach

    assert SearchCoach(5, base=ClassicCoach).plans is False  # Dungeon Bowl's plans only

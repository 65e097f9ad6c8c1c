"""The search coach (issue 22): flat Monte Carlo over declarations with scripted rollouts on a light copy of
the match. It finds the touchdown by looking ahead, plays the same match for the same seed, and its look-ahead
never touches the real match (its dice, its event log, its pieces). Win rates: bench/ai_ladder.py."""

from __future__ import annotations

from engine import simulate
from engine.ai import BOTS, ScriptedCoach, make_bot
from engine.ai.search import (
    LATE,
    WIN,
    SearchCoach,
    evaluate,
    in_reach,
    light_copy,
    team_turns_left,
    time_limit_margin,
)
from engine.dice import Dice
from engine.match import RandomBot
from engine.match.position import position
from engine.match.sample import sample_team

SCORING = """
    ##########
    #>....A..#
    #........#
    ##########
"""


def test_search_prefers_the_touchdown_to_ending_the_turn():
    # §6.15: the carrier reaches the End Zone this turn. Listed first (ties keep the first), ending the turn must
    # lose to the move on the rollouts' value, not by order.
    coach = SearchCoach(1, rollouts=2)
    m = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=coach)
    assert coach.search(m, [("end_turn",), ("declare", "A", "move", None)]) == ("declare", "A", "move", None)
    assert coach.act(m) == ("declare", "A", "move", None)


def test_the_look_ahead_leaves_the_real_match_alone():
    coach = SearchCoach(1, rollouts=3)
    m = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=coach)
    events, rolls, sq, score = len(m.events), len(m.dice.log), m.carrier.sq, list(m.score)
    coach.search(m, [("end_turn",), ("declare", "A", "move", None)])
    assert coach.rollouts_played == 6
    assert (len(m.events), len(m.dice.log), m.carrier.sq, m.score) == (events, rolls, sq, score)


def test_a_light_copy_has_its_own_dice_log_and_pieces():
    m = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    sim = light_copy(m, 5)
    assert sim.d is m.d and sim.events == [] and sim.dice is not m.dice
    sim.players[0].sq = -1
    assert m.players[0].sq >= 0


def test_evaluate_counts_the_touchdown_first():
    m = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    judge = ScriptedCoach(0)
    holding = evaluate(m, 0, judge)
    assert holding > 0 and evaluate(m, 1, judge) == -holding
    m.score[0] = 1
    assert evaluate(m, 0, judge) > holding + 500


def test_a_carrier_in_reach_of_the_end_zone_is_worth_reach_more_with_its_team_to_play_else_threat():
    # §6.15: A can run in within a team turn (5 squares, MA 6). With MA 2 it cannot (5 > 2 + 2 Rushes).
    judge = ScriptedCoach(0)
    m = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    assert in_reach(m, judge)
    assert evaluate(m, 0, judge, reach=300, threat=100) == evaluate(m, 0, judge) + 300
    assert evaluate(m, 1, judge, reach=300) == -evaluate(m, 0, judge, reach=300)
    away_to_play = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1), active="away",
                            home_bot=ScriptedCoach(1))
    assert evaluate(away_to_play, 0, judge, reach=300, threat=100) == evaluate(away_to_play, 0, judge) + 100
    slow = position(SCORING, {"A": {"ball": True, "ma": 2}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    assert not in_reach(slow, judge) and evaluate(slow, 0, judge, reach=300) == evaluate(slow, 0, judge)


def test_same_seed_same_match():
    runs = [simulate(sample_team("home"), sample_team("away"), seed=3, turn_limit=3,
                     home_bot=SearchCoach("s", rollouts=2), away_bot=ScriptedCoach("o")).events for _ in range(2)]
    assert runs[0] == runs[1]


def test_beats_the_random_bot():
    for seed in range(2):
        out = simulate(sample_team("home"), sample_team("away"), seed=seed,
                       home_bot=SearchCoach(seed, rollouts=2), away_bot=RandomBot(seed))
        assert out.winner == "home"


def test_the_bots_registry_names_the_hard_ai():
    assert set(BOTS) == {"random", "scripted", "search"}
    assert isinstance(make_bot("search", 1), SearchCoach)
    assert isinstance(make_bot("scripted", 1), ScriptedCoach)
    assert isinstance(make_bot("random", 1), RandomBot)


ONE_SQUARE = """
    ##########
    #>A......#
    #....Ef..#
    ##########
"""


def test_one_square_from_the_end_zone_the_search_plays_the_touchdown_over_the_scripted_pick():
    # §6.15: the carrier steps into the End Zone. Given a block as the scripted pick (first), the paired test on
    # the same dice finds the move clearly better and plays it; the same seed gives the same search.
    block, score = ("declare", "E", "block", "f"), ("declare", "A", "move", None)
    picks = []
    for _ in range(2):
        coach = SearchCoach(7)
        m = position(ONE_SQUARE, {"A": {"ball": True}}, dice=Dice(3), home_bot=coach, away_bot=ScriptedCoach(2))
        picks.append((coach.search(m, [block, score]), coach.rollouts_played, coach.deviations))
    assert picks[0] == picks[1] == (score, 2 * coach.rollouts, 1)  # decided in the first round


def test_the_scripted_pick_stays_unless_an_alternative_is_clearly_better():
    coach = SearchCoach(7)
    m = position(ONE_SQUARE, {"A": {"ball": True}}, dice=Dice(3), home_bot=coach, away_bot=ScriptedCoach(2))
    score = ("declare", "A", "move", None)
    assert coach.search(m, [score, ("end_turn",)]) == score
    assert coach.rollouts_played == 2 * coach.rollouts and coach.deviations == 0  # ending the turn dropped out
    assert coach.search(m, [score, score]) == score  # no gain on the same dice: no deviation
    assert coach.deviations == 0


def test_the_match_budget_is_counted_in_rollouts_and_then_the_script_plays():
    coach = SearchCoach(7, match_rollouts=0)
    m = position(ONE_SQUARE, {"A": {"ball": True}}, dice=Dice(3), home_bot=coach, away_bot=ScriptedCoach(2))
    assert coach.act(m) == coach.inner.act(m) and coach.rollouts_played == 0 and coach.searches == 0


def test_the_inner_coach_answers_for_the_search_coach_s_own_team():
    # The inner scripted coach is not among the match's bots; it must still choose block dice as the attacker
    # for the team the search coach plays (§6.11.4: the attacker's coach picks the face when it rolls more dice).
    for side in ("home", "away"):
        coach = SearchCoach(1)
        bots = {"home_bot": coach, "away_bot": ScriptedCoach(2)} if side == "home" else \
            {"home_bot": ScriptedCoach(2), "away_bot": coach}
        m = position(ONE_SQUARE, {"A": {"ball": True}}, dice=Dice(3), **bots)
        m.blocker = m.player("E", 0) if side == "home" else m.player("f", 1)
        assert coach.choose(m, "block_die", ["attacker_down", "pow"]) == "pow"


def test_past_the_cpu_safety_cap_the_script_plays():
    coach = SearchCoach(7)
    coach.cpu = coach.CPU_CAP
    m = position(ONE_SQUARE, {"A": {"ball": True}}, dice=Dice(3), home_bot=coach, away_bot=ScriptedCoach(2))
    assert coach.act(m) == coach.inner.act(m) and coach.searches == 0


# A long corridor: home scores at the right ('>'), away at the left ('<').
CORRIDOR = """
    ##############
    #<..A....b..>#
    ##############
"""


def test_late_in_the_match_the_evaluation_leans_to_who_wins_at_the_time_limit():
    # §6.16: without a touchdown, the team whose End Zone the ball is nearer wins, whoever holds it. Early on
    # the held ball counts as before; in the last team turns the ball's side of the corridor counts more.
    judge = ScriptedCoach(0)
    m = position(CORRIDOR, {"b": {"ball": True}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    early = evaluate(m, 0, judge)
    assert team_turns_left(m) > LATE
    for ts in m.teams:
        ts.turns_played = 63  # 64 a team: two team turns left
    late = evaluate(m, 0, judge)
    # b (away) holds the ball 3 squares from '>', where home scores, and 8 from '<', where away scores
    assert time_limit_margin(m, 0) > 0 and late > early  # the ball lies nearer the End Zone home scores in
    assert evaluate(m, 1, judge) == -late


def test_a_draw_at_the_time_limit_is_worth_nothing():
    m = position(CORRIDOR, {"b": {"ball": True}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    m.finish(None, "time_limit")
    assert evaluate(m, 0, ScriptedCoach(0)) == 0


def test_in_the_last_team_turns_a_rollout_plays_on_to_the_time_limit():
    coach = SearchCoach(3, to_the_end=4)
    m = position(CORRIDOR, {"b": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    for ts in m.teams:
        ts.turns_played = 62  # four team turns left after this one
    value = coach.rollout(m, ("end_turn",), 5, 0)
    assert value in (WIN, -WIN, 0)  # the rollout reached the end of the match: its result, not a guess


def test_a_share_of_the_match_budget_waits_for_the_late_team_turns():
    coach = SearchCoach(3, match_rollouts=100, reserve=25)
    m = position(CORRIDOR, {"b": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    coach.rollouts_played = 75
    assert not coach.budget_left(m)  # early: three quarters spent, the rest is kept
    for ts in m.teams:
        ts.turns_played = 60
    assert coach.budget_left(m)
    coach.rollouts_played = 100
    assert not coach.budget_left(m)


def test_a_rollout_s_coach_inherits_the_script_s_plan_for_the_turn():
    # §6.13: the scripted coach declares a Hand-off with the receiver in mind; the future of that declaration
    # must hand off to the same team-mate, which a fresh coach could not know.
    coach = SearchCoach(3, inherit=1)
    m = position(CORRIDOR, {"b": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    coach.inner._turn_no = m.turn_no
    coach.inner._handoff_to, coach.inner.forward = "A", {1}
    fresh = ScriptedCoach(9)
    coach.hand_on_the_plan(fresh, m)
    assert (fresh._turn_no, fresh._handoff_to, fresh.forward) == (m.turn_no, "A", {1})
    assert fresh.forward is not coach.inner.forward


def test_a_rollout_to_the_time_limit_counts_for_the_horizons_it_played():
    # Four team turns left after this one: the rollout plays five team turns where one of a horizon of two plays
    # the rest of this one and the next (ceil(5 / 2) = 3 rollouts).
    coach = SearchCoach(3, to_the_end=4)
    m = position(CORRIDOR, {"b": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    for ts in m.teams:
        ts.turns_played = 62
    coach.rollout(m, ("end_turn",), 5, 0)
    assert coach.rollouts_played == 3


def test_blood_bowl_2016_gets_a_share_of_the_match_budget():
    # Its rollouts cost about twice Dungeon Bowl's: the default budget is HALVES_SHARE of MATCH_ROLLOUTS there.
    from engine.classic.bots import ClassicCoach

    coach = SearchCoach(1, base=ClassicCoach)
    assert coach.halves_rollouts == int(SearchCoach.MATCH_ROLLOUTS * SearchCoach.HALVES_SHARE) < coach.match_rollouts
    assert SearchCoach(1, match_rollouts=50).halves_rollouts == 50  # a budget given is the budget


TWO_A_SIDE = """
    ##############
    #<..A.B..b..>#
    ##############
"""


def test_with_focus_no_second_blitzer_is_searched_against_a_blitz_on_the_carrier():
    # §6.2: one Blitz a team turn. When the script already blitzes the opposing carrier, another blitzer on the same
    # carrier does not change who contests the ball: with `focus` the budget goes elsewhere.
    pick = ("declare", "B", "blitz", "b")
    for focus, expected in ((0, [pick, ("declare", "A", "blitz", "b")]), (1, [pick])):
        coach = SearchCoach(3, focus=focus)
        m = position(TWO_A_SIDE, {"b": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
        assert coach.candidates(m, pick) == expected


def test_with_focus_standing_still_is_weighed_only_against_the_carrier_s_activation():
    coach = SearchCoach(3, focus=1)
    m = position(TWO_A_SIDE, {"A": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    for ts in m.teams:
        ts.turns_played = 60  # the last LATE team turns
    assert ("end_turn",) not in coach.candidates(m, ("declare", "B", "move", None))
    assert ("end_turn",) in coach.candidates(m, ("declare", "A", "move", None))
    coach.focus = 2  # the second blitzer only: standing still is weighed against any move, as without focus
    assert ("end_turn",) in coach.candidates(m, ("declare", "B", "move", None))


def test_a_decision_is_contested_when_an_alternative_plays_for_the_ball():
    m = position(TWO_A_SIDE, {"A": {"ball": True}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    move_b, move_a = ("declare", "B", "move", None), ("declare", "A", "move", None)
    assert SearchCoach.contested(m, [move_b, move_a]) and not SearchCoach.contested(m, [move_a, move_b])


# Home's carrier A is marked by b: every step away is a Dodge (§6.3), and the one square nearer the End Zone ('>')
# is marked too. B stands beside A, free, for the Hand-off.
MARKED_CARRIER = """
    ##############
    #<...Ab.....>#
    #...B........#
    ##############
"""


def test_inside_the_carrier_s_move_a_risky_step_is_weighed_against_stopping_here():
    coach = SearchCoach(3, steps=1)
    m = position(MARKED_CARRIER, {"A": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    m.do(("declare", "A", "move", None))
    pick = coach.inner.act(m)
    assert pick[0] == "move"  # the script dodges on
    candidates = coach.step_candidates(m, pick)
    assert candidates[:2] == [pick, ("end_activation",)]
    assert all(a in m.legal_actions() for a in candidates)
    coach.steps = False  # without `steps` the activation is the script's
    assert coach.act(m) == coach.inner.act(m) and coach.searches == 0


def test_a_free_step_of_the_carrier_is_not_searched():
    coach = SearchCoach(3)
    m = position(CORRIDOR, {"A": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    m.do(("declare", "A", "move", None))
    pick = coach.inner.act(m)
    assert pick[0] == "move" and coach.step_candidates(m, pick) == [pick]


def test_the_script_s_hand_off_is_weighed_against_the_other_receivers():
    # §6.8: A hands off to a team-mate beside it. The script's receiver first, then the others in reach.
    coach = SearchCoach(3)
    text = """
    ##############
    #<...AE.....>#
    #...B........#
    ##############
    """
    m = position(text, {"A": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    m.do(("declare", "A", "handoff", None))
    assert coach.step_candidates(m, ("handoff", "B")) == [("handoff", "B"), ("handoff", "E")]
    assert coach.step_candidates(m, ("handoff", "E")) == [("handoff", "E"), ("handoff", "B")]


def test_with_late_steps_off_the_carrier_s_steps_are_not_searched_in_the_last_team_turns():
    coach = SearchCoach(3, steps=1, late_steps=0)
    m = position(MARKED_CARRIER, {"A": {"ball": True}}, dice=Dice(1), home_bot=coach, away_bot=ScriptedCoach(2))
    for ts in m.teams:
        ts.turns_played = 60  # the last LATE team turns
    m.do(("declare", "A", "move", None))
    assert coach.act(m) == coach.inner.act(m) and coach.searches == 0

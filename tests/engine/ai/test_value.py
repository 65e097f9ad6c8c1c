"""The learned value of a Dungeon Bowl board (issue 22, the twelfth pass: engine/ai/value.py). The weights are
fitted by bench/train_value.py on the boards where the search coach's futures stop; these tests pin what the fit
must say of boards whose answer the rules give, that the value is one team's chance against the other's, and the
training's parts: the boards it keeps, the fit and the weights it writes."""

from __future__ import annotations

import pytest

from engine.ai import ScriptedCoach
from engine.ai.search import REACH, WIN, SearchCoach, evaluate
from engine.ai.value import FEATURES, features, win_chance
from engine.ai.value_weights import WEIGHTS
from engine.dice import Dice
from engine.match.position import position

SCORING = """
    ##########
    #>....A..#
    #........#
    ##########
"""


def chance(m, team, judge, weights=WEIGHTS):
    return win_chance(m, team, judge, evaluate(m, m.active, judge, REACH), weights)


def test_one_weight_for_the_bias_for_evaluate_and_for_each_feature():
    assert len(WEIGHTS) == 2 + len(FEATURES[1:])


@pytest.mark.parametrize("active", ["home", "away"])
def test_the_chances_of_the_two_teams_add_up_to_one(active):
    m = position(SCORING, {"A": {"ball": True}}, dice=Dice(1), active=active)
    judge = ScriptedCoach(0)
    assert chance(m, 0, judge) + chance(m, 1, judge) == pytest.approx(1.0)


def test_a_carrier_in_reach_of_the_end_zone_with_its_team_to_play_is_worth_more_than_one_out_of_reach():
    # §6.15: A runs in within a team turn with MA 6 (5 squares), not with MA 2 (5 > 2 + 2 Rushes).
    judge = ScriptedCoach(0)
    fast = position(SCORING, {"A": {"ball": True, "ma": 6}}, dice=Dice(1))
    slow = position(SCORING, {"A": {"ball": True, "ma": 2}}, dice=Dice(1))
    f = dict(zip(FEATURES, features(fast, 0, judge), strict=True))
    assert f["carrier_us"] == f["reach_us"] == 1.0 and f["carrier_them"] == 0.0
    assert chance(fast, 0, judge) > chance(slow, 0, judge) > 0.5


def test_a_player_knocked_down_costs_its_team():
    judge = ScriptedCoach(0)
    board = """
        ##########
        #>..A.b..#
        #...B...<#
        ##########
    """
    standing = position(board, {"A": {"ball": True}}, dice=Dice(1))
    down = position(board, {"A": {"ball": True}, "B": {"status": "prone"}}, dice=Dice(1))
    assert chance(down, 0, judge) < chance(standing, 0, judge)


def test_the_search_values_a_future_by_the_fit_only_with_value_on():
    # The same decision, the same futures: with `value` the futures' worth is the fitted chance (on WIN's scale).
    m = position(SCORING, {"A": {"ball": True, "ma": 2}}, dice=Dice(1), home_bot=ScriptedCoach(1))
    plain, fitted = SearchCoach(3, rollouts=2), SearchCoach(3, rollouts=2, value=1)
    a, b = plain.rollout(m, ("end_turn",), 7, 0), fitted.rollout(m, ("end_turn",), 7, 0)
    assert a != b and -WIN < b < WIN


def test_the_training_keeps_the_futures_boards_with_the_result_played_on_to_the_end():
    from bench.train_value import RecordingSearch

    rows: list = []
    coach = RecordingSearch(1, 9, rows)
    plain = SearchCoach(1)
    m = position(SCORING, {"A": {"ball": True, "ma": 2}}, dice=Dice(1), home_bot=coach)
    candidates = [("end_turn",), ("declare", "A", "move", None)]
    # its choice is the coach's own: the futures are valued before they play on
    assert coach.search(m, candidates) == plain.search(m, candidates)
    assert rows and all(k == 9 and len(f) == len(FEATURES) and y in (0.0, 0.5, 1.0) for k, f, _hand, y in rows)
    assert coach.rollouts_played == plain.rollouts_played


def test_the_script_boards_carry_the_result_of_their_match_for_the_team_to_play():
    from bench.train_value import script_boards

    rows = script_boards(0)
    assert len(rows) > 10 and all(len(f) == len(FEATURES) for _k, f, _hand, _y in rows)
    # The boards alternate between the teams (each team turn's start, the side to play): the results of two boards
    # in a row are one team's and the other's, so they add up to one.
    assert all(a[3] + b[3] == 1.0 for a, b in zip(rows, rows[1:], strict=False))


def test_the_fit_finds_a_rule_and_is_written_as_the_engine_reads_it(tmp_path, monkeypatch):
    import numpy as np

    import bench.train_value as train

    rng = np.random.default_rng(1)
    x = rng.uniform(-1, 1, (4000, len(FEATURES)))
    x[:, 0] = 1.0
    hand = rng.uniform(-2, 2, 4000)
    y = (hand + x[:, 3] > 0).astype(float)  # a rule the fit must find: not a constant
    w = train.fit(train.inputs(x[:3000], hand[:3000]), y[:3000])
    assert train.log_loss(train.inputs(x[3000:], hand[3000:]), y[3000:], w) < 0.2
    out = tmp_path / "weights.py"
    monkeypatch.setattr(train, "OUT", str(out))
    train.write(w, 4000)
    written: dict = {}
    exec(out.read_text(), written)
    # the engine's pure-Python value gives numpy's answer
    m = position(SCORING, {"A": {"ball": True}}, dice=Dice(1))
    judge = ScriptedCoach(0)
    row = np.array(features(m, 0, judge))
    z = train.inputs(row[None, :], np.array([0.4]))[0] @ w
    assert win_chance(m, 0, judge, 400.0, written["WEIGHTS"]) == pytest.approx(1 / (1 + np.exp(-z)))

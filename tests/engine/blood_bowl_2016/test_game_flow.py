"""§2 set-up, §6 turns and turnovers, §10.2 re-rolls at half time, §11 touchdowns (also in the opponent's turn),
new drives and KO'd players, no players to set up, extra time, the penalty shoot-out and conceding."""

import pytest

from engine.classic.bots import ClassicCoach
from engine.classic.pitch import PITCH
from engine.classic.position import position
from engine.classic.setup import FORMATIONS, formation_squares, setup_breaches
from engine.dice import Dice


def coaches():
    return {"home_bot": ClassicCoach("h"), "away_bot": ClassicCoach("a")}


@pytest.mark.parametrize("name", sorted(FORMATIONS))
@pytest.mark.parametrize("half", [0, 1])
def test_every_formation_is_legal_for_any_number_of_players(name, half):
    for n in range(1, 12):
        squares = [s for s, _role in formation_squares(PITCH, half, name, n)]
        assert setup_breaches(PITCH, half, squares, n) == [], (name, n)


def test_set_up_rules_2():
    line = [PITCH.sq(12, y) for y in (6, 7, 8)]
    deep = [PITCH.sq(x, 7) for x in range(2, 10)]
    assert setup_breaches(PITCH, 0, line + deep, 12) == []
    assert "set up 11" in setup_breaches(PITCH, 0, line + deep[:7], 12)[0].message
    assert "halfway line" in setup_breaches(PITCH, 0, line + deep[:7] + [PITCH.sq(13, 1)], 12)[0].message
    wide = [PITCH.sq(x, 1) for x in (5, 6, 7)]
    assert "wide zone" in setup_breaches(PITCH, 0, line + deep[:5] + wide, 12)[0].message
    few = [PITCH.sq(12, 6), PITCH.sq(12, 2)] + deep[:1]
    assert "line of scrimmage" in setup_breaches(PITCH, 0, few, 3)[0].message
    assert setup_breaches(PITCH, 0, [PITCH.sq(12, 7), PITCH.sq(12, 8)], 2) == []  # as many as it has


def test_moving_into_the_end_zone_scores_and_the_scorers_kick_off():
    """§11.1: the drive ends; §11.4: a new drive, the scoring team kicks."""
    m = position({"A": {"at": (24, 7), "ball": True}, "b": {"at": (20, 2)}}, dice=Dice(3), turn=3, **coaches())
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(25, 7)))
    assert m.score == [1, 0]
    td = next(e for e in m.events if e["t"] == "touchdown")
    assert td["team"] == "home" and not td["opponents_turn"]
    assert m.kicking == 0 and m.receiving == 1
    assert not m.over and m.half_turns[0] == 3
    formations = {e["team"]: e["formation"] for e in m.events if e["t"] == "setup"}
    assert formations == {"home": "defence", "away": "offence"}  # the coach knows who kicks before setting up


def test_a_touchdown_in_the_opponents_turn():
    """§11.2: the home carrier pushed into the End Zone and not Knocked Down scores in the away turn; the
    home team moves its own Turn marker on, and kicks off."""
    m = position({"B": {"at": (24, 7), "ball": True}, "a": {"at": (23, 7)}}, dice=Dice.forcing(3), active="away",
                 turn=2, **coaches())
    assert m.half_turns == [2, 2]
    m.do(("declare", "a", "block", "B"))
    assert m.score == [1, 0]
    td = next(e for e in m.events if e["t"] == "touchdown")
    assert td["team"] == "home" and td["opponents_turn"]
    assert m.half_turns == [3, 3]  # home celebrates; away receives and starts its turn 3
    assert next(e for e in m.events if e["t"] == "kick_off")["team"] == "home"


def test_turnover_ends_the_turn_at_once():
    """§6.3: the other team's turn starts; the failed player's team may act no more."""
    m = position({"A": {"at": (10, 7)}, "B": {"at": (5, 5)}, "b": {"at": (11, 7)}},
                 dice=Dice.forcing(1, 1, 1), turn=1)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(9, 7)))
    assert m.active == 1 and m.half_turns == [1, 1]


def test_re_rolls_reset_at_half_time_and_ko_d_players_may_return():
    """§10.2, §11.4: after the 8th turns of the first half, re-rolls back to the start; KO'd players roll 4+."""
    m = position({"A": {"at": (10, 7)}, "B": {"at": (6, 7)}, "c": {"at": (20, 7)}}, dice=Dice(5), active="away",
                 turn=8, rerolls=(3, 2), reserves={"K": {}}, **coaches())
    m.teams[0].rerolls, m.teams[1].rerolls = 0, 1
    m.by_id[(0, "K")].where = "ko"
    m.dice.force(4)  # K's KO roll
    m.do(("end_turn",))
    assert m.half == 2
    assert m.by_id[(0, "K")].where in ("field", "reserves")
    assert (m.teams[0].rerolls, m.teams[1].rerolls) == (3, 2)  # reset to the start
    assert next(e for e in m.events if e["t"] == "half" and e["half"] == 2)["kicking"] == "away"


def test_a_level_game_without_extra_time_is_a_draw():
    m = position({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, dice=Dice.forcing(), active="away", turn=8,
                 half=2)
    m.do(("end_turn",))
    assert m.over and m.winner is None and m.end_reason == "full_time"


def test_extra_time_after_a_level_second_half_keeps_the_re_rolls():
    """§11.3: a third half of 8 turns each; re-rolls not reset; a toss decides who kicks."""
    m = position({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, dice=Dice(2), active="away", turn=8, half=2,
                 rerolls=(4, 4), extra_time=True, **coaches())
    m.teams[0].rerolls, m.teams[1].rerolls = 1, 0
    m.do(("end_turn",))
    assert m.half == 3 and any(e["t"] == "extra_time" for e in m.events)
    assert (m.teams[0].rerolls, m.teams[1].rerolls) == (1, 0)


def test_penalty_shoot_out_after_extra_time():
    """§11.3: D6 + 1 per unused team re-roll; a tie is rolled again (docs/decisions.md)."""
    m = position({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, dice=Dice.forcing(3, 5, 6, 1), active="away",
                 turn=8, half=3, rerolls=(2, 0), extra_time=True)
    m.do(("end_turn",))
    assert m.over and m.end_reason == "penalty_shoot_out" and m.winner == 0
    assert m.shoot_out == [[5, 5], [8, 1]]
    m.dice.assert_all_forced_used()


def test_a_touchdown_in_extra_time_wins_at_once():
    m = position({"A": {"at": (24, 7), "ball": True}, "c": {"at": (20, 7)}}, dice=Dice.forcing(), half=3,
                 extra_time=True)
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(25, 7)))
    assert m.over and m.winner == 0 and m.end_reason == "extra_time"


def test_conceding_at_the_start_of_a_turn():
    """§11.6: only before any Action; the opponent wins."""
    m = position({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, dice=Dice.forcing())
    assert ("concede",) in m.legal_actions()
    m.do(("declare", "A", "move", None))
    m.do(("end_activation",))
    assert ("concede",) not in m.legal_actions()
    m2 = position({"A": {"at": (10, 7)}, "c": {"at": (20, 7)}}, dice=Dice.forcing())
    m2.apply(("concede",))
    assert m2.over and m2.winner == 1 and m2.end_reason == "conceded"


def test_no_players_to_set_up_awards_a_touchdown():
    """§11.5: the away team has nobody left: both Turn markers move on and home is awarded a touchdown."""
    m = position({"A": {"at": (24, 7), "ball": True}, "c": {"at": (20, 7)}}, dice=Dice(1), turn=7, **coaches())
    m.by_id[(1, "c")].where = "casualty"
    m.occ[m.d.sq(20, 7)] = -1
    m.by_id[(1, "c")].sq = -1
    m.do(("declare", "A", "move", None))
    m.do(("move", m.d.sq(25, 7)))
    assert m.score[0] >= 2 and any(e["t"] == "no_players" for e in m.events)
    assert any(e.get("awarded") for e in m.events if e["t"] == "touchdown")


def test_stunned_players_turn_face_up_at_the_end_of_their_next_turn():
    m = position({"A": {"at": (10, 7), "status": "stunned"}, "c": {"at": (20, 7)}}, dice=Dice.forcing())
    assert not any(a[0] == "declare" and a[1] == "A" for a in m.legal_actions())
    m.do(("end_turn",))
    assert m.by_id[(0, "A")].status == "prone"

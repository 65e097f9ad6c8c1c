"""The search coach's fitted evaluation (issue 22, the ninth pass; engine/ai/value.py, `SearchCoach(value=N)`): the
board read from the side of the team to play, the committed fit's ordering of boards, and the coach without it
(`value=0`, the default) untouched."""

from __future__ import annotations

import pytest

import engine.ai.search
from engine.ai.coach import ScriptedCoach
from engine.ai.search import WIN, SearchCoach, fitted_value, in_reach, team_turns_left, time_limit_margin
from engine.ai.value import NAMES, TD_WEIGHTS, WEIGHTS, features
from engine.dice import Dice
from engine.match.colleges import COLLEGES, full_roster_team
from engine.match.core import Match
from engine.match.dungeon import generate
from engine.match.position import position
from engine.match.state import KO_BOX, PRONE

# Home scores in the west End Zone (`>` marks it), away in the east.
CORRIDOR = """
    ##############
    #>...........#
    #............#
    ##############
"""


def board(carrier_col: int, *, ma: int = 6, marker: bool = False, active: str = "home"):
    """Home's A carries the ball on row 1, `carrier_col` squares east of the End Zone's column; away's b stands at
    the far end (and x beside A when `marker`)."""
    rows = [list(r.strip()) for r in CORRIDOR.strip("\n").splitlines()]
    rows[1][1 + carrier_col] = "A"
    rows[2][12] = "b"
    if marker:
        rows[2][1 + carrier_col] = "x"
    text = "\n".join("".join(r) for r in rows)
    return position(text, {"A": {"ball": True, "ma": ma}}, dice=Dice(1), active=active,
                    home_bot=ScriptedCoach(1), away_bot=ScriptedCoach(2), rerolls=(2, 1))


def read(m) -> dict:
    x = features(m, ScriptedCoach(0), team_turns_left, time_limit_margin, in_reach)
    return dict(zip(NAMES, x, strict=True))


def test_the_board_is_read_from_the_side_of_the_team_to_play():
    # A (home, MA 6) stands 3 squares from its End Zone, unmarked: it can run in this team turn (§6.15).
    home = read(board(3))
    assert (home["hold"], home["ez3"], home["reach"], home["reach_marked"], home["hold_them"]) == (1, 1, 1, 0, 0)
    assert home["ez6"] == home["ez19"] == 0
    assert home["marked"] == 0 and home["detour"] == 0
    assert home["standing"] == home["standing_them"] == 1 / 11
    assert (home["rerolls"], home["rerolls_them"]) == (2 / 3, 1 / 3)
    assert home["chaser"] == 8 / 8  # b, 8 steps away (by the walls), is read up to 8
    away = read(board(3, active="away"))
    assert (away["hold"], away["hold_them"], away["ez3_them"], away["reach_them"]) == (0, 1, 1, 1)
    assert (away["rerolls"], away["rerolls_them"]) == (1 / 3, 2 / 3)


def test_markers_the_nearest_opponent_and_players_down_and_out():
    m = board(8, marker=True)
    m.player("b", 1).status = PRONE
    marked = read(m)
    assert marked["ez9"] == 1 and marked["marked"] == 1 / 3 and marked["chaser"] == 1 / 8
    assert marked["reach_marked"] == 1 and marked["reach"] == 0  # in reach, but it must Dodge first
    assert (marked["standing_them"], marked["down_them"]) == (1 / 11, 1 / 11)
    m.lift(m.player("x", 1), KO_BOX)
    gone = read(m)
    assert gone["out_them"] == 1 / 11 and gone["marked"] == 0 and gone["reach"] == 1


def test_a_loose_ball_is_a_race():
    m = board(5)
    m.ball_sq, m.carrier = m.player("A").sq + 2, None
    x = read(m)
    assert x["hold"] == x["hold_them"] == 0 and x["loose"] == 1
    assert (x["loose_us"], x["loose_them"]) == (2 / 10, 4 / 10)  # A 2 steps away, b 4


@pytest.mark.parametrize("target", [1, 2])  # fitted to the result, to the next touchdown
def test_the_fitted_evaluation_orders_boards_as_it_should(target):
    judge = ScriptedCoach(0)

    def worth(m, team=0):
        return fitted_value(m, team, judge, target)

    near, mid, far = worth(board(2, ma=1)), worth(board(6, ma=1)), worth(board(11, ma=1))
    assert near > mid > far > 0  # a carrier nearer the End Zone is worth more, and the ball held more than none
    assert worth(board(3)) > worth(board(3, ma=1))  # one that can run in this team turn more than one that cannot
    assert worth(board(3, active="away"), 1) < 0  # their carrier in reach is bad for us
    assert worth(board(6)) == -worth(board(6), 1)  # symmetric
    assert abs(worth(board(6))) < WIN


def test_the_fit_is_committed():
    assert len(WEIGHTS) == len(TD_WEIGHTS) == len(NAMES)
    assert any(WEIGHTS) and any(TD_WEIGHTS)


def ladder_events(bots) -> list:
    a, b = COLLEGES[2], COLLEGES[5]
    m = Match(full_roster_team(a, team_id="home"), full_roster_team(b, team_id="away"), dungeon=generate("ladder-2"),
              dice=Dice("ladder-2"), bots=bots, seed="ladder-2")
    m.setup()
    m.run()
    return m.events


def test_value_0_plays_the_coach_before_move_for_move(monkeypatch):
    # With `value` 0 (the default) the fitted evaluation is never asked, and with it on but mixed in at 0 % the
    # coach plays the very same match: the option changes what a future is worth and nothing else (no draw of a
    # generator, no budget).
    budget = {"match_rollouts": 300}
    plain = ladder_events([SearchCoach("h", **budget), ScriptedCoach("a")])
    mixed_out = ladder_events([SearchCoach("h", value=1, value_mix=0, **budget), ScriptedCoach("a")])
    assert mixed_out == plain

    def never(*_args, **_kw):
        raise AssertionError("value 0 asked the fitted evaluation")

    monkeypatch.setattr(engine.ai.search, "fitted_value", never)
    assert ladder_events([SearchCoach("h", value=0, **budget), ScriptedCoach("a")]) == plain


def test_an_ended_match_keeps_its_exact_worth():
    coach = SearchCoach(1, value=1)
    m = board(3)
    m.over, m.winner = True, 0
    assert engine.ai.search.evaluate(m, 0, coach.inner) == WIN

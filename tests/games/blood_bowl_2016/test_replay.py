"""The replay rebuilds the classic pitch from the event log: each drive's set-up (§2) places a team afresh, then
moves, pushes, knock-downs, casualties and the ball as logged; touchdowns count in the score shown."""

from games.blood_bowl_2016.selectors import _svg, board_after
from games.replay import navigation, split_steps

EVENTS = [
    {"t": "pitch", "width": 26, "height": 15},
    {"t": "setup", "team": "home", "formation": "offence", "players": [["1", 12], ["2", 38]]},
    {"t": "setup", "team": "away", "formation": "defence", "players": [["9", 13], ["10", 39]]},
    {"t": "ball", "holder": None, "sq": 40},
    {"t": "turn", "team": "home", "number": 1, "rerolls": 3},
    {"t": "activate", "player": "1", "action": "block"},
    {"t": "push", "player": "9", "from": 13, "to": 14},
    {"t": "down", "player": "9", "why": "knocked down", "sq": 14},
    {"t": "removed", "player": "10", "to": "casualty", "from": 39},
    {"t": "ball", "holder": "2", "sq": 38},
    {"t": "touchdown", "player": "2", "team": "home", "sq": 25, "opponents_turn": False},
    {"t": "setup", "team": "away", "formation": "defence", "players": [["9", 13]]},
]


def test_a_set_up_places_its_team_afresh_and_the_log_moves_the_rest():
    board = board_after(EVENTS, 9)
    assert board.players == {"1": ["home", 12, "standing"], "2": ["home", 38, "standing"],
                             "9": ["away", 14, "prone"]}  # #10 left the pitch as a casualty (§8.2)
    assert (board.ball_sq, board.holder, board.turn) == (40, None, "home turn 1")
    after = board_after(EVENTS, len(EVENTS))
    assert after.players["9"] == ["away", 13, "standing"] and after.holder == "2" and after.score == [1, 0]


def test_the_svg_is_the_26_by_15_pitch_with_the_ball_carrier_marked():
    svg = _svg(board_after(EVENTS, len(EVENTS)), {"2": {"number": 2, "name": "Thrower 2"}})
    assert (svg["width"], svg["height"], svg["scrimmage"]) == (260, 150, 130)
    carrier = next(p for p in svg["players"] if p["holder"])
    assert carrier["title"].startswith("#2 Thrower 2") and (carrier["cx"], carrier["cy"]) == (125, 15)


def test_steps_start_at_each_turn_and_activation_and_the_navigation_stays_in_range():
    steps = split_steps(EVENTS)
    assert steps == [(0, 4), (4, 5), (5, len(EVENTS))]
    nav = navigation(EVENTS, steps, 99)
    assert (nav["step"], nav["prev_turn"], nav["next_turn"]) == (2, 1, 2)

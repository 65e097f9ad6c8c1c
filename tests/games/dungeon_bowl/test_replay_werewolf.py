"""The replay places the Werewolf of the Werewolf Lair (§10.2.6) from its events: placed, moving, pushed, back in
the kennel."""

from games.dungeon_bowl.selectors.replay import board_after


def test_the_werewolf_is_on_the_replay_board():
    events = [
        {"t": "setup", "players": [["A", "home", 10, "standing"]]},
        {"t": "werewolf", "player": "werewolf", "effect": "kennel", "from": -1, "to": 22},
        {"t": "werewolf", "player": "werewolf", "effect": "move", "from": 22, "to": 21},
        {"t": "move", "player": "werewolf", "from": 21, "to": 20},  # a Frenzy follow-up
        {"t": "werewolf", "player": "werewolf", "effect": "kennel", "from": 20, "to": 22},
    ]
    assert board_after(events, 3).players["werewolf"] == ["werewolf", 21, "standing"]
    assert board_after(events, 4).players["werewolf"] == ["werewolf", 20, "standing"]
    assert board_after(events, 5).players == {"A": ["home", 10, "standing"], "werewolf": ["werewolf", 22, "standing"]}

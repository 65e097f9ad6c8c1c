"""The step interface for bots (issue #8): legal actions only for the acting coach, apply() refuses
illegal actions, snapshots for look-ahead leave the match untouched."""

import json

import pytest

from engine.dice import Dice
from engine.match import IllegalAction, Match, RandomBot, generate
from engine.match.position import position
from engine.match.sample import sample_team


def test_legal_actions_are_for_the_acting_team_only():
    m = position("""
    #######
    #A..b.#
    #######
    """, dice=Dice.forcing())
    ids = {a[1] for a in m.legal_actions() if a[0] == "declare"}
    assert ids == {"A"}


def test_apply_refuses_an_illegal_action():
    m = position("""
    #######
    #A..b.#
    #######
    """, dice=Dice.forcing())
    with pytest.raises(IllegalAction):
        m.apply(("declare", "b", "move", None))
    m.apply(("declare", "A", "move", None))
    with pytest.raises(IllegalAction):
        m.apply(("move", m.d.sq(4, 1)))  # occupied


def test_snapshot_is_independent():
    m = Match(sample_team("home"), sample_team("away"), dungeon=generate(3), dice=Dice(3),
              bots=(RandomBot(1), RandomBot(2)), turn_limit=4)
    m.setup()
    before = json.dumps(m.events)
    copy = m.snapshot()
    while not copy.over:
        copy.do(copy.bots[copy.active].act(copy))
    assert json.dumps(m.events) == before and not m.over
    assert copy.d is m.d


def test_render_shows_the_position():
    from engine.match.position import render

    m = position("""
    #######
    #A.*b.#
    #..@..#
    #######
    """, {"b": {"status": "prone"}}, dice=Dice.forcing())
    assert render(m).splitlines()[1:3] == ["#A.*_.#", "#..@..#"]


def test_a_bot_of_the_callers_own_is_checked():
    from engine import simulate
    from engine.match.sample import sample_team

    class Cousin(RandomBot):  # the engine's own bots (and their subclasses) pick from legal_actions()
        pass

    class Outsider:
        def act(self, match):
            return ("declare", "nobody", "move", None)

        def choose(self, match, decision, options):
            return options[0]

    with pytest.raises(IllegalAction):
        simulate(sample_team("home"), sample_team("away"), seed=1, turn_limit=2, home_bot=Outsider())
    simulate(sample_team("home"), sample_team("away"), seed=1, turn_limit=2, home_bot=Cousin(1))


def test_a_checked_bot_is_held_to_the_actions_it_was_offered():
    """run() builds the legal actions once per step (issue #21): a bot that asked for them is checked against that
    same list — a pick from it (even as a list) is played, anything else is refused."""
    from engine import simulate

    class Asker:
        def __init__(self, cheat_at: int) -> None:
            self.steps, self.cheat_at = 0, cheat_at

        def act(self, match):
            offered = match.legal_actions()
            self.steps += 1
            if self.steps == self.cheat_at:
                return ("declare", "nobody", "move", None)
            return list(offered[-1])  # a list, as a bot reading JSON might send it

        def choose(self, match, decision, options):
            return options[0]

    out = simulate(sample_team("home"), sample_team("away"), seed=5, turn_limit=2, home_bot=Asker(cheat_at=0))
    assert out.turns >= 2
    with pytest.raises(IllegalAction, match="not a legal action"):
        simulate(sample_team("home"), sample_team("away"), seed=5, turn_limit=2, home_bot=Asker(cheat_at=3))

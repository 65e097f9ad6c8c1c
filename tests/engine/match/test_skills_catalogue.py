"""One test per skill, trait and inducement added by issue #9, each with forced dice and its section (§13, §12.2)."""

from engine.dice import Dice
from engine.match.position import ScriptedBot, position

LINE = """
#######
#A....#
#######
"""


def test_extra_team_training_adds_team_rerolls():
    # §12.2: each Extra Team Training gives one extra team re-roll for the match.
    m = position(LINE, {"home_inducements": {"extra_team_training": 2}}, dice=Dice.forcing(), rerolls=(1, 0))
    assert m.teams[0].rerolls == 3 and m.teams[1].rerolls == 0

"""§15 Weather and §16 Fame, rolled before the game; Sweltering Heat at the end of a drive."""

import pytest

from engine.classic.bots import ClassicCoach
from engine.classic.match import ClassicMatch
from engine.classic.position import position
from engine.classic.teams import boxed_team
from engine.dice import Dice
from engine.rulesets.blood_bowl_2016.tables import WEATHER_TABLE, fame, lookup


@pytest.mark.parametrize("total, weather", [(2, "sweltering_heat"), (3, "very_sunny"), (4, "nice"), (10, "nice"),
                                            (11, "pouring_rain"), (12, "blizzard")])
def test_weather_table(total, weather):
    assert lookup(WEATHER_TABLE, total) == weather


@pytest.mark.parametrize("own, other, expected", [(11, 11, 0), (10, 11, 0), (12, 11, 1), (22, 11, 2), (21, 11, 1)])
def test_fame_table(own, other, expected):
    """§16: equal or fewer 0, more +1, at least double +2."""
    assert fame(own, other) == expected


def test_before_the_first_kick_off_weather_and_fans_are_rolled():
    """§15 each coach a D6, added; §16 2D6 + Fan Factor each (Humans 4, Orcs 6): 7 + 4 = 11,000 fans."""
    m = ClassicMatch(boxed_team("humans", id="h"), boxed_team("orcs", id="a"),
                     dice=Dice.forcing(6, 6, 3, 4, 1, 1), bots=(ClassicCoach(1), ClassicCoach(2)))
    m.setup()
    assert next(e for e in m.events if e["t"] == "weather") == {"t": "weather", "weather": "blizzard"}
    assert m.fans == [11, 8] and m.fame == [1, 0]


def test_weather_and_fame_can_be_switched_off():
    m = ClassicMatch(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), dice=Dice(4),
                     bots=(ClassicCoach(1), ClassicCoach(2)),
                     settings={"weather": False, "fame": False, "kick_off_table": False})
    m.setup()
    assert m.weather == "nice" and m.fame == [0, 0]
    assert not any(e.get("why") in ("weather", "fans", "kick-off table") for e in m.events if e["t"] == "roll")


def test_sweltering_heat_keeps_players_out_of_the_next_kick_off():
    """§15: at the end of each drive, a D6 for every player on the pitch; on a 1 it cannot be set up."""
    m = position({"A": {"at": (24, 7), "ball": True}, "B": {"at": (10, 7)}, "c": {"at": (20, 2)}},
                 dice=Dice(9), weather="sweltering_heat", home_bot=ClassicCoach(1), away_bot=ClassicCoach(2))
    m.do(("declare", "A", "move", None))
    m.dice.force(1, 6, 6)  # A, B, c: A wilts
    m.do(("move", m.d.sq(25, 7)))
    assert [e["player"] for e in m.events if e["t"] == "heat"] == ["A"]
    setup = next(e for e in m.events if e["t"] == "setup" and e["team"] == "home")
    assert [pid for pid, _sq in setup["players"]] == ["B"]

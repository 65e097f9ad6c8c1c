"""Blood Bowl 2016's tables as data (digest §7.2, §8.2, §15, §16, §18), read by the ruleset and the engine."""

from __future__ import annotations

# §7.2: the roll needed for a modified AG (1 always fails, 6 always succeeds, §1.4).
AGILITY_TABLE = {1: 6, 2: 5, 3: 4, 4: 3, 5: 2, 6: 1}


def agility_target(ag: int) -> int:
    """§7.2: the D6 roll an Agility test needs; the table read as 7 - AG (the natural 1 and 6 cover the ends)."""
    return AGILITY_TABLE.get(ag, 7 - ag)


# §8.2 Injury table, by 2D6 total (lowest total of each row).
INJURY_TABLE = ((2, "stunned"), (8, "ko"), (10, "casualty"))

# §15 Weather, by 2D6 total.
WEATHER_TABLE = ((2, "sweltering_heat"), (3, "very_sunny"), (4, "nice"), (11, "pouring_rain"), (12, "blizzard"))
WEATHER_NAMES = {"sweltering_heat": "Sweltering Heat", "very_sunny": "Very Sunny", "nice": "Nice weather",
                 "pouring_rain": "Pouring Rain", "blizzard": "Blizzard"}

# §18 Kick-off table, by 2D6 total.
KICK_OFF_TABLE = {2: "get_the_ref", 3: "riot", 4: "perfect_defence", 5: "high_kick", 6: "cheering_fans",
                  7: "changing_weather", 8: "brilliant_coaching", 9: "quick_snap", 10: "blitz",
                  11: "throw_a_rock", 12: "pitch_invasion"}

TURNS_PER_HALF = 8  # §6.1: 16 turns a half, 8 per team; extra time is a third "half" of 8 each (§11.3)
FAN_FACTOR_COST = 10_000  # §13 step 5


def lookup(table, value):
    """The row of a (lowest value, result) table that `value` falls in."""
    result = table[0][1]
    for low, row in table:
        if value >= low:
            result = row
    return result


def fame(own_fans: int, other_fans: int) -> int:
    """§16: 0 for equal or fewer fans, +1 for more, +2 for at least double."""
    if own_fans >= 2 * other_fans:
        return 2
    return 1 if own_fans > other_fans else 0

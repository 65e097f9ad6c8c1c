"""Team Manager's answers to the core: a season's reported result checked by §14, placings, league points."""

import engine.rulesets
from engine.rulesets.contract import LOSS, WIN, SideResult, ValuesError

RULES = engine.rulesets.get("team_manager")


def side(team, fans, upgrades=0, card="humans", **data):
    values = RULES.clean_side({"team": card, "fans": fans, "star_players": upgrades, **data})
    return SideResult(team, RULES.score_of(values), values)


def test_settings_schema_with_defaults_and_options():
    """§7 five weeks by default; §16.1-§16.4 options."""
    assert RULES.clean_settings({}) == {"season_length": "standard", "two_manager_variant": True,
                                        "scheduling_limits": False}
    try:
        RULES.clean_settings({"season_length": "eternal"})
        raise AssertionError("refused")
    except ValuesError as error:
        assert "§7, §16.2, §16.3" in str(error)


def test_upgrades_are_added_up_for_the_series_table():
    assert RULES.clean_side({"team": "orcs", "star_players": 2, "team_upgrades": 1, "staff_upgrades": 3})["upgrades"] == 6


def test_placings_follow_14():
    sides = [side(1, 20, 3, "humans"), side(2, 20, 5, "orcs"), side(3, 10, 9, "chaos")]
    assert RULES.check_result(sides, {}) == []
    assert RULES.placings(sides, {}) == [LOSS, WIN, LOSS]
    assert RULES.league_points(SideResult(2, 20, {}, WIN), settings={}) == 1


def test_suspension_must_be_reported_as_14_5_says():
    tied = [side(1, 20, 3, "humans"), side(2, 20, 3, "orcs"), side(3, 10, 1, "chaos")]
    breaches = RULES.check_result(tied, {})
    assert [b.rule for b in breaches] == ["§14.5"]
    right = [side(1, 20, 3, "humans", suspended=True), side(2, 20, 3, "orcs", suspended=True),
             side(3, 10, 1, "chaos")]
    assert RULES.check_result(right, {}) == []
    assert [s.score for s in right] == [0, 0, 10]
    assert RULES.placings(right, {}) == [LOSS, LOSS, WIN]


def test_nobody_wins_all_lose():
    sides = [side(1, 8, 2, "humans"), side(2, 8, 2, "orcs")]
    assert RULES.check_result(sides, {}) == [] and RULES.placings(sides, {}) == [LOSS, LOSS]


def test_each_team_once_and_named():
    assert "§6.2" in [b.rule for b in RULES.check_result([side(1, 3), side(2, 4)], {})]
    unnamed = SideResult(1, 3, {"fans": 3})
    assert "§6.2" in [b.rule for b in RULES.check_result([unnamed, side(2, 4, card="orcs")], {})]


def test_a_result_must_agree_with_the_weeks_entered():
    sides = [side(1, 12, 2, "humans"), side(2, 9, 1, "orcs")]
    weeks = {"totals": {1: {"fans": 12, "star_players": 2}, 2: {"fans": 9, "star_players": 0}}}
    breaches = RULES.check_result(sides, {}, context={"weeks": weeks})
    assert [b.rule for b in breaches] == ["§14.1"] and "give 0 star players, not 1" in breaches[0].message
    waiting = RULES.check_result(sides, {}, context={"weeks": {"waiting": "week 5 is not confirmed"}})
    assert [b.rule for b in waiting] == ["§14.1"]

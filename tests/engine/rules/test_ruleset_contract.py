"""The ruleset contract (engine/rulesets/contract.py): settings schemas with the rulebooks' defaults,
result checks, placings for 2-4 sides, league points and tie-breakers, asked of each game alike."""

import pytest

import engine.rulesets
from engine.rulesets.contract import DRAW, LOSS, WIN, Field, SideResult, ValuesError, clean_values, placings_by_score

DB = engine.rulesets.get("dungeon_bowl")
BB = engine.rulesets.get("blitz_bowl")


def test_every_registered_game_answers_the_contract():
    for key, name in engine.rulesets.available():
        rules = engine.rulesets.get(key)
        assert rules.key == key and rules.name == name
        assert 2 <= rules.min_sides <= rules.max_sides <= 4
        assert rules.clean_settings({}) == rules.default_settings()
        assert rules.tie_breakers(rules.default_settings())


def test_dungeon_bowl_settings_default_to_the_rulebook():  # §4.2, §8.6, §11
    defaults = DB.default_settings()
    assert defaults["team_budget"] == 1_000_000 and defaults["sponsors_enabled"] is True
    assert defaults["casualty_bonus_point"] is False and defaults["redraft_cap_enabled"] is False


def test_a_bad_setting_is_refused_naming_the_field_and_nothing_is_kept():
    with pytest.raises(ValuesError) as error:
        DB.clean_settings({"team_budget": -5, "sponsors": True, "playoff_draw_breaker": "coin"})
    text = str(error.value)
    assert "Team budget (gp) must be at least 0" in text and "'sponsors'" in text and "coin" in text


def test_form_values_are_read_in_their_kind():
    schema = (Field("on", "On", False), Field("n", "N", 1, maximum=3), Field("many", "Many", (), choices=(("a", "A"),)))
    assert clean_values(schema, {"on": "on", "n": "2", "many": ["a", "a"]}) == {"on": True, "n": 2, "many": ["a"]}


@pytest.mark.parametrize("scores, results", [
    ([2, 1], [WIN, LOSS]), ([1, 1], [DRAW, DRAW]), ([3, 5, 1], [LOSS, WIN, LOSS]),
    ([4, 4, 0, 2], [DRAW, DRAW, LOSS, LOSS]),
])
def test_placings_for_two_to_four_sides(scores, results):
    assert placings_by_score(scores) == results


def test_dungeon_bowl_casualty_bonus_only_when_the_league_uses_it():  # §8.6
    side = SideResult(1, 1, {"casualties": 3}, WIN)
    assert DB.league_points(side, settings={}) == 3
    assert DB.bonus_points(side, settings={"casualty_bonus_point": False}) == 0
    assert DB.bonus_points(side, settings={"casualty_bonus_point": True}) == 1
    assert DB.bonus_points(SideResult(1, 1, {"casualties": 2}, WIN), settings={"casualty_bonus_point": True}) == 0


def test_dungeon_bowl_tie_breakers_follow_the_head_to_head_setting():  # §8.6
    assert DB.tie_breakers({"head_to_head_tiebreaker": False}) == ("touchdowns", "casualties")
    assert DB.tie_breakers({"head_to_head_tiebreaker": True}) == ("head_to_head", "touchdowns", "casualties")


def test_blitz_bowl_score_comes_from_the_tallies():  # §10, §14.4, §18.8
    assert BB.score_of({"touchdowns": 2, "card_points": 3, "cards_claimed": 3, "sweeps": 1}) == 6 + 3 + 2
    assert BB.score_of({"touchdowns": 1, "traits_used": ["loud_celebrator"]}) == 4


def test_blitz_bowl_result_check_names_the_rule():  # §16, §18.6
    home, away = SideResult(1, 12, {"touchdowns": 4}), SideResult(2, 0, {})
    breaches = BB.check_result([home, away], {"ending": "end_of_deck"})
    assert [b.rule for b in breaches] == ["§16"]
    level = [SideResult(1, 3, {"touchdowns": 1}), SideResult(2, 3, {"touchdowns": 1})]
    assert BB.check_result(level, {"ending": "end_of_deck"}, stage="league") == []
    assert [b.rule for b in BB.check_result(level, {"ending": "end_of_deck"}, stage="final")] == ["§18.6"]


def test_a_match_has_the_number_of_sides_its_game_allows():
    three = [SideResult(i, 0) for i in range(3)]
    assert "2 sides, not 3" in str(DB.check_result(three, {})[0])

"""A Kaosball league's settings and what a team carries between matches (rules/kaosball.md §5, §12.2, §27, §28.2).

The league rules are not in the rulebook (§5 UNCLEAR): the defaults pinned here are Dugout's readings
(docs/decisions.md "Kaosball").
"""

import pytest

import engine.rulesets
from engine.rulesets.contract import SideResult, ValuesError
from engine.rulesets.kaosball import league

RS = engine.rulesets.get("kaosball")
DEFAULTS = RS.default_settings()


def test_defaults_from_the_rulebook():  # §5, §12.2
    assert DEFAULTS["league_cash"] == 10 and DEFAULTS["match_cash"] == 12
    assert DEFAULTS["active_upgrade_points"] == 3
    assert (DEFAULTS["points_win"], DEFAULTS["points_draw"], DEFAULTS["points_loss"]) == (3, 1, 0)
    assert DEFAULTS["playoff_format"] == "semi_finals" and RS.playoff_seeds(DEFAULTS) == 4
    assert DEFAULTS["level_result"] == "sudden_death"


def test_a_bad_setting_is_refused_naming_the_section():  # §5
    with pytest.raises(ValuesError) as error:
        RS.clean_settings({"playoff_format": "round_robin", "league_cash": -1})
    assert {b.rule for b in error.value.breaches} == {"§5", "§5, §12.2"}


def test_league_size_is_four_to_eight():  # §5
    assert RS.league_size_breaches(6) == []
    assert [b.rule for b in RS.league_size_breaches(3)] == ["§5"]
    assert "not 9" in RS.league_size_breaches(9)[0].message


def test_league_points_follow_the_settings():  # §5 (league setting)
    settings = RS.clean_settings({"points_win": 2, "points_draw": 1, "points_loss": 1})
    assert [RS.league_points(SideResult(1, 0, result=r), settings=settings) for r in ("win", "draw", "loss")] == [2, 1, 1]
    assert RS.points_text(settings) == "Win 2, draw 1, loss 1"


def test_standings_by_vp_difference_after_head_to_head():  # §5 (league setting)
    keys = [c.key for c in RS.standings_columns(DEFAULTS)]
    assert keys == ["vp", "vp_against", "vp_difference", "kills", "fouls"]
    assert RS.tie_breakers(DEFAULTS) == ("head_to_head", "vp_difference", "vp", "kills")


def test_starting_cash_league_ten_friendly_twelve_plus_sexy_contract():  # §5, §12.2, §28.2
    assert league.starting_cash(DEFAULTS, league_match=True) == 10
    assert league.starting_cash(DEFAULTS, league_match=False) == 12
    assert league.starting_cash(DEFAULTS, league_match=True, tiles_owned=["sexy_contract", "hate"]) == 13


def test_active_upgrade_points_grow_by_the_league_setting_up_to_the_cap():  # §5, §27.1
    assert league.active_upgrade_points(DEFAULTS) == 3
    assert league.active_upgrade_points(DEFAULTS, league_matches=4, league_wins=1) == 7
    per_win = {**DEFAULTS, "upgrade_point_growth": "per_win"}
    assert league.active_upgrade_points(per_win, league_matches=4, league_wins=1) == 4
    assert league.active_upgrade_points({**DEFAULTS, "upgrade_point_growth": "none"}, league_matches=4) == 3
    assert league.active_upgrade_points({**DEFAULTS, "upgrade_point_cap": 5}, league_matches=9) == 5


def test_the_auction_pool_leaves_out_what_the_match_teams_own():  # §27.3, §27.4
    tiles, ringers = league.auction_pool({"a": ["hardy", "hardy"], "b": ["celerity"]},
                                         ringers_owned={"a": ["t_bone"]})
    assert len(tiles) == 21 and tiles.count("hardy") == 1 and "celerity" not in tiles
    assert len(ringers) == 7 and "t_bone" not in ringers

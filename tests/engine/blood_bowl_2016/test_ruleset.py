"""Blood Bowl 2016 as a ruleset: the boxed team lists (§1, §13), team creation (§13), the Advanced Rules as
settings (§12, §18) and result checks (§11.3, §11.6)."""

import pytest

import engine.rulesets
from engine.rulesets.contract import DRAW, LOSS, WIN, SideResult, ValuesError


@pytest.fixture(scope="module")
def rs():
    return engine.rulesets.get("blood_bowl_2016")


def test_registered_under_its_key(rs):
    assert "blood_bowl_2016" in engine.rulesets.names()
    assert (rs.key, rs.name, rs.team_budget, rs.min_players, rs.max_players) == (
        "blood_bowl_2016", "Blood Bowl 2016", 1_000_000, 11, 16)
    assert rs.score_label == "Touchdowns" and not rs.has_campaign


def test_the_human_lineman_of_section_13_costs_50000_and_is_0_to_16(rs):
    humans = rs.roster("humans")
    lineman = humans.position("human_lineman")
    assert (lineman.cost, humans.group_of("human_lineman").limit) == (50_000, 16)
    assert (lineman.ma, lineman.st, lineman.ag, lineman.av, lineman.skills) == (6, 3, 3, 8, ())


@pytest.mark.parametrize("key, profile", [
    ("human_catcher", (70_000, 4, 8, 2, 3, 7, ("Catch", "Dodge"))),
    ("human_thrower", (70_000, 2, 6, 3, 3, 8, ("Sure Hands", "Pass"))),
    ("human_blitzer", (90_000, 4, 7, 3, 3, 8, ("Block",))),
    ("orc_lineman", (50_000, 16, 5, 3, 3, 9, ())),
    ("orc_thrower", (70_000, 2, 5, 3, 3, 8, ("Sure Hands", "Pass"))),
    ("orc_black_orc_blocker", (80_000, 4, 4, 4, 2, 9, ())),
    ("orc_blitzer", (80_000, 4, 6, 3, 3, 9, ("Block",))),
])
def test_published_2016_profiles(rs, key, profile):
    p = rs.position(key)
    roster = rs.roster(key.split("_")[0] + "s")
    assert (p.cost, roster.group_of(key).limit, p.ma, p.st, p.ag, p.av, p.skills) == profile


def test_four_player_cards_per_team_and_every_skill_they_carry_is_catalogued(rs):
    """§1.1 four player cards each; §10.3 Block, Catch, Dodge, Pass, Sure Hands."""
    for roster in rs.rosters.values():
        assert len(roster.positions) == 4
        for p in roster.positions:
            assert all(s in rs.skills for s in p.skills)
    assert set(rs.skills) == {"Block", "Catch", "Dodge", "Pass", "Sure Hands"}


def test_re_roll_costs_per_team(rs):
    assert (rs.reroll_cost_for("humans"), rs.reroll_cost_for("orcs")) == (50_000, 60_000)


def test_boxed_teams_have_12_players_the_dugout_re_rolls_and_fan_factor(rs):
    """§1.1 twelve players; §1.3 Humans 4 re-rolls, Orcs 3; §16 Fan Factor Humans 4, Orcs 6."""
    humans, orcs = rs.boxed_team("humans"), rs.boxed_team("orcs")
    assert sum(humans["hires"].values()) == sum(orcs["hires"].values()) == 12
    assert (humans["rerolls"], humans["fan_factor"], orcs["rerolls"], orcs["fan_factor"]) == (4, 4, 3, 6)
    for key, team in (("humans", humans), ("orcs", orcs)):
        assert rs.team_cost(roster_key=key, **team) == 1_000_000
        assert rs.team_breaches(roster_key=key, **team) == []


def test_fan_factor_costs_10000_each_from_the_same_budget(rs):
    """§13 step 5: a team at exactly 1,000,000 gp cannot add one Fan Factor."""
    team = dict(rs.boxed_team("humans"))
    team["fan_factor"] += 1
    breaches = rs.team_breaches(roster_key="humans", **team)
    assert [b.rule for b in breaches] == ["§13"]
    assert "1,010,000 gp" in breaches[0].message and "1,000,000 gp" in breaches[0].message


@pytest.mark.parametrize("hires, rerolls, ff, words", [
    ({"human_lineman": 10}, 0, 0, "at least 11 players"),
    ({"human_lineman": 17}, 0, 0, "0-16 Lineman"),
    ({"human_lineman": 11, "human_thrower": 3}, 0, 0, "0-2 Thrower"),
    ({"human_lineman": 11}, 9, 0, "0-8 team re-rolls"),
    ({"human_lineman": 11}, 0, 10, "Fan Factor"),
    ({"human_lineman": 11}, 0, -1, "Fan Factor"),
    ({"orc_lineman": 11}, 0, 0, "no position 'orc_lineman'"),
])
def test_team_creation_breaches_name_the_rule(rs, hires, rerolls, ff, words):
    breaches = rs.team_breaches(roster_key="humans", hires=hires, rerolls=rerolls, fan_factor=ff)
    assert breaches and all(b.rule == "§13" for b in breaches)
    assert any(words in b.message for b in breaches), breaches


def test_unknown_team_list(rs):
    [b] = rs.team_breaches(roster_key="elves", hires={}, rerolls=0, fan_factor=0)
    assert "no team list 'elves'" in b.message and "humans, orcs" in b.message


def test_sixteen_players_within_budget_is_legal(rs):
    assert rs.team_breaches(roster_key="orcs", hires={"orc_lineman": 16}, rerolls=2, fan_factor=8) == []


def test_settings_default_to_every_advanced_rule(rs):
    s = rs.clean_settings({})
    assert all(s[k] for k in ("going_for_it", "assists", "hand_off", "fumbles", "fouls", "interceptions",
                              "weather", "fame", "kick_off_table"))
    assert (s["points_win"], s["points_draw"], s["points_loss"], s["extra_time"]) == (3, 1, 0, "knock_out")


@pytest.mark.parametrize("off", ["fouls", "weather"])
def test_kick_off_table_needs_foul_and_weather(rs, off):
    """§12, §18: the Kick-off table may be used only with the Foul and Weather rules."""
    with pytest.raises(ValuesError, match="only with the Foul and Weather"):
        rs.clean_settings({off: False})
    assert rs.clean_settings({off: False, "kick_off_table": False})[off] is False


def _sides(h, a, hd=None, ad=None):
    return [SideResult("h", h, hd or {}), SideResult("a", a, ad or {})]


def test_plain_results_and_league_points_from_settings(rs):
    settings = rs.clean_settings({"points_win": 2})
    assert rs.check_result(_sides(2, 1), {"ending": "full_time"}) == []
    assert rs.placings(_sides(1, 1), {}) == [DRAW, DRAW]
    assert rs.league_points(SideResult("h", 2, {}, WIN), settings=settings) == 2
    assert rs.points_text(settings) == "Win 2, draw 1, loss 0"


def test_penalty_shoot_out_decides_a_level_game(rs):
    """§11.3: still level after extra time, the shoot-out's winner wins."""
    sides = _sides(1, 1, {"won_shoot_out": True})
    match = {"ending": "penalty_shoot_out"}
    assert rs.check_result(sides, match, stage="final") == []
    assert rs.placings(sides, match) == [WIN, LOSS]
    assert any("exactly one side" in b.message for b in rs.check_result(_sides(1, 1), match))
    assert any("still level" in b.message for b in rs.check_result(_sides(2, 1, {"won_shoot_out": True}), match))


def test_extra_time_is_sudden_death(rs):
    assert any("sudden death" in b.message for b in rs.check_result(_sides(1, 1), {"ending": "extra_time"}))
    assert rs.check_result(_sides(2, 1), {"ending": "extra_time"}) == []


def test_a_conceding_coach_hands_over_the_win(rs):
    """§11.6."""
    sides = _sides(2, 0, {"conceded": True})
    assert rs.check_result(sides, {"ending": "conceded"}) == []
    assert rs.placings(sides, {"ending": "conceded"}) == [LOSS, WIN]
    assert any("§11.6" == b.rule for b in rs.check_result(sides, {"ending": "full_time"}))


def test_knock_out_match_cannot_end_level(rs):
    assert any("knock-out" in b.message for b in rs.check_result(_sides(0, 0), {}, stage="final"))


def test_casualties_cannot_exceed_a_team(rs):
    assert any(b.rule == "§8.2" for b in rs.check_result(_sides(0, 0, {"casualties": 17}), {}))


def test_side_and_match_fields_are_cleaned(rs):
    assert rs.clean_side({"casualties": "3"})["casualties"] == 3
    with pytest.raises(ValuesError):
        rs.clean_match({"ending": "rain"})


def test_engine_options_follow_the_league_settings(rs):
    """The engine plays the league's Advanced Rules; extra time by the league's choice and the stage (§11.3)."""
    from engine.classic.bots import ClassicCoach
    from engine.classic.simulate import simulate
    from engine.classic.teams import boxed_team

    league = rs.engine_options({"weather": False, "kick_off_table": False})
    assert league["extra_time"] is False and league["settings"]["weather"] is False
    assert rs.engine_options({}, stage="final")["extra_time"] is True
    assert rs.engine_options({"extra_time": "never"}, stage="final")["extra_time"] is False
    assert rs.engine_options({"extra_time": "always"})["extra_time"] is True
    out = simulate(boxed_team("humans", id="h"), boxed_team("orcs", id="a"), seed=1,
                   bots=(ClassicCoach(1), ClassicCoach(2)), **league)
    assert out.weather == "nice" and not any(e["t"] == "kick_off_event" for e in out.events)

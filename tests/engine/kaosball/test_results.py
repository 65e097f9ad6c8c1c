"""A reported Kaosball result: modes, endings, ties and who won (rules/kaosball.md §5, §22-§24, §26)."""

import pytest

import engine.rulesets
from engine.rulesets.contract import SideResult

RS = engine.rulesets.get("kaosball")


def side(team, score, **data):
    full = {"kills_halftime": 0, "kills": 0, "fouls_halftime": 0, "fouls": 0, "out": "", "alliance": ""}
    full.update(data)
    return SideResult(team, score, full)


def match(**m):
    return RS.clean_match(m)


def rules(breaches):
    return [b.rule for b in breaches]


def test_a_plain_head_to_head_league_match_is_possible_and_the_higher_vp_wins():  # §23
    sides = [side(1, 24, kills_halftime=1, kills=3, fouls=2), side(2, 17, fouls=4)]
    assert RS.check_result(sides, match()) == []
    assert RS.placings(sides, match()) == ["win", "loss"]


def test_a_league_match_is_always_two_teams():  # §5, §26
    sides = [side(1, 10), side(2, 8), side(3, 4)]
    breaches = RS.check_result(sides, match(mode="maximum_kaos"), stage="league")
    assert "§5" in rules(breaches) and "two teams" in breaches[0].message


def test_a_fifth_team_is_refused():  # §5
    sides = [side(i, i) for i in range(5)]
    [breach] = RS.check_result(sides, match(mode="maximum_kaos"), stage="friendly")
    assert breach.rule == "§5" and "not 5" in breach.message


def test_play_offs_are_head_to_head_too():  # §5
    sides = [side(1, 10), side(2, 8), side(3, 4), side(4, 2)]
    assert "§5" in rules(RS.check_result(sides, match(mode="maximum_kaos"), stage="final"))


def test_max4_friendly_only_the_top_scorer_wins():  # §26.1
    sides = [side(1, 10), side(2, 18), side(3, 4), side(4, 2)]
    assert RS.check_result(sides, match(mode="maximum_kaos"), stage="friendly") == []
    assert RS.placings(sides, match(mode="maximum_kaos")) == ["loss", "win", "loss", "loss"]


def test_mode_and_team_count_must_agree():  # §26
    assert "§26" in rules(RS.check_result([side(1, 3), side(2, 1)], match(mode="maximum_kaos"), stage="friendly"))
    assert "§26" in rules(RS.check_result([side(i, i) for i in range(3)], match(mode="allied"), stage="friendly"))


def test_counts_in_the_league_table_only_head_to_head_league_matches():  # §5
    assert RS.counts_in_table({"mode": "head_to_head"}, stage="league", sides=2)
    assert not RS.counts_in_table({"mode": "maximum_kaos"}, stage="friendly", sides=4)
    assert not RS.counts_in_table({"mode": "allied"}, stage="league", sides=4)
    assert not RS.counts_in_table({"mode": "head_to_head"}, stage="friendly", sides=2)


def test_level_leaders_after_period_four_go_to_sudden_death():  # §23
    sides = [side(1, 20), side(2, 20)]
    [breach] = RS.check_result(sides, match())
    assert breach.rule == "§23" and "sudden-death" in breach.message
    assert RS.check_result([side(1, 26), side(2, 23)], match(ending="sudden_death", sudden_death_periods=1)) == []
    still_level = RS.check_result([side(1, 26), side(2, 26)], match(ending="sudden_death", sudden_death_periods=2))
    assert rules(still_level) == ["§23"]


def test_sudden_death_needs_its_periods():  # §23
    assert rules(RS.check_result([side(1, 26), side(2, 23)], match(ending="sudden_death"))) == ["§23"]
    assert rules(RS.check_result([side(1, 26), side(2, 23)], match(sudden_death_periods=1))) == ["§23"]


def test_a_league_may_let_a_level_match_stand_as_a_draw():  # §23, league setting level_result
    sides = [side(1, 20), side(2, 20)]
    context = {"settings": {"level_result": "draw"}}
    assert RS.check_result(sides, match(), stage="league", context=context) == []
    assert RS.placings(sides, match()) == ["draw", "draw"]
    assert rules(RS.check_result(sides, match(), stage="final", context=context)) == ["§23"]


def test_knockout_needs_a_twenty_vp_gap():  # §24.1
    ok = [side(1, 25), side(2, 5, out="knocked_out")]
    assert RS.check_result(ok, match(ending="knockout")) == []
    assert RS.placings(ok, match(ending="knockout")) == ["win", "loss"]
    short = [side(1, 24), side(2, 5, out="knocked_out")]
    [breach] = RS.check_result(short, match(ending="knockout"))
    assert breach.rule == "§24.1" and "20 VP" in breach.message


def test_knockout_needs_a_team_marked_out():  # §24.1
    assert rules(RS.check_result([side(1, 25), side(2, 5)], match(ending="knockout"))) == ["§24.1"]


def test_annihilation_ends_a_head_to_head_match_whatever_the_score():  # §24.2
    sides = [side(1, 3), side(2, 9, out="annihilated")]
    assert RS.check_result(sides, match(ending="annihilation")) == []
    assert RS.placings(sides, match(ending="annihilation")) == ["win", "loss"]


def test_all_teams_annihilated_at_once_every_team_loses():  # §24.2
    sides = [side(1, 3, out="annihilated"), side(2, 9, out="annihilated")]
    assert RS.check_result(sides, match(ending="annihilation")) == []
    assert RS.placings(sides, match(ending="annihilation")) == ["loss", "loss"]


def test_a_team_out_early_cannot_play_to_full_time_head_to_head():  # §24.2
    assert rules(RS.check_result([side(1, 3), side(2, 9, out="annihilated")], match())) == ["§24"]


def test_max3_goes_on_after_an_annihilation():  # §24.2
    sides = [side(1, 12), side(2, 9, out="annihilated"), side(3, 15)]
    m = match(mode="maximum_kaos")
    assert RS.check_result(sides, m, stage="friendly") == []
    assert RS.placings(sides, m) == ["loss", "loss", "win"]
    ended = RS.check_result(sides, match(mode="maximum_kaos", ending="annihilation"), stage="friendly")
    assert rules(ended) == ["§24.2"]


def test_kills_and_fouls_are_cumulative():  # §21.3, §22.1
    sides = [side(1, 10, kills_halftime=3, kills=2), side(2, 8, fouls_halftime=5, fouls=4)]
    assert rules(RS.check_result(sides, match())) == ["§22.1", "§21.3"]


def test_fouls_stop_at_fifteen():  # §21.3
    with pytest.raises(ValueError, match="at most 15"):
        RS.clean_side({"fouls": 16})


def test_allied_the_alliance_whose_weaker_team_scored_more_wins():  # §26.2
    sides = [side(1, 30, alliance="a"), side(2, 8, alliance="a"), side(3, 12, alliance="b"), side(4, 11, alliance="b")]
    m = match(mode="allied")
    assert RS.check_result(sides, m, stage="friendly") == []
    assert RS.placings(sides, m) == ["loss", "loss", "win", "win"]


def test_allied_level_weaker_teams_the_tie_die_decides():  # §26.2
    sides = [side(1, 30, alliance="a"), side(2, 11, alliance="a"), side(3, 12, alliance="b"), side(4, 11, alliance="b")]
    assert rules(RS.check_result(sides, match(mode="allied"), stage="friendly")) == ["§26.2"]
    m = match(mode="allied", tie_die_alliance="a")
    assert RS.check_result(sides, m, stage="friendly") == []
    assert RS.placings(sides, m) == ["win", "win", "loss", "loss"]


def test_allied_needs_two_alliances_of_two():  # §26.2
    sides = [side(1, 3, alliance="a"), side(2, 8, alliance="a"), side(3, 12, alliance="a"), side(4, 11, alliance="b")]
    assert rules(RS.check_result(sides, match(mode="allied"), stage="friendly")) == ["§26.2"]
    assert rules(RS.check_result([side(1, 3, alliance="a"), side(2, 1)], match())) == ["§26.2"]


def test_no_such_ending_or_mode_is_refused_by_the_schema():  # §23, §24
    with pytest.raises(ValueError, match="How the match ended"):
        RS.clean_match({"ending": "rain"})
